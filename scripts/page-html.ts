// What scripts/postbuild.ts does to each pre-rendered page, before the CSP hashes are taken. It
// works on markup the site itself renders, never on React's or React Router's
// (docs/decisions/026-html-first.md):
//
// 1. inlineStylesheet and keepUsedCss: <SiteStylesheet> renders an empty
//    <style data-inline-css="/assets/app-….css">; the built stylesheet goes into it, cut to the
//    rules that can apply to the page (scripts/used-css.ts), so no request blocks the first paint
//    and the page carries 18-25 KB of CSS rather than 40. A page React runs in the browser
//    (`data-whole`) keeps every rule, for what React renders next.
// 2. keepUsedIcons: <IconSprite> renders every icon's <symbol> in <svg id="icons">; the page keeps
//    those its `<use href="#…">`s draw, and on a page React runs the sprite file brings the rest.
import { usedCss } from "./used-css.ts";

const STYLE_PLACEHOLDER = /<style data-inline-css="(\/assets\/[^"]+\.css)"( data-whole="")?><\/style>/;
const INLINED_STYLESHEET = /<style data-inline-css="[^"]+"[^>]*>([\s\S]*?)<\/style>/;

/** The CSS inlined into a built page ("" if none), for the size budget and the bench. */
export function inlinedStylesheet(html: string) {
  return html.match(INLINED_STYLESHEET)?.[1] ?? "";
}

/** `readAsset`: the text of a built asset, by its URL path. */
export function inlineStylesheet(html: string, readAsset: (href: string) => string) {
  const match = html.match(STYLE_PLACEHOLDER);
  if (!match) throw new Error("inlineStylesheet: no <style data-inline-css> placeholder in the page");
  const href = match[1] ?? "";
  const css = readAsset(href);
  if (/<\/style/i.test(css)) throw new Error(`inlineStylesheet: ${href} contains "</style"`);
  const used = match[2] ? css.trim() : usedCss(css.trim(), html);
  return html.replace(match[0], () => `<style data-inline-css="${href}"${match[2] ?? ""}>${used}</style>`);
}

const SPRITE = /(<svg id="icons"[^>]*>)([\s\S]*?)(<\/svg>)/;
const SYMBOL = /<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g;

export function keepUsedIcons(html: string) {
  const sprite = html.match(SPRITE);
  if (!sprite) throw new Error('keepUsedIcons: the page has no <svg id="icons">');
  const outside = html.replace(sprite[0], "");
  const used = new Set([...outside.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1]));
  const symbols = [...(sprite[2] ?? "").matchAll(SYMBOL)];
  const missing = [...used].filter((id) => !symbols.some((s) => s[1] === id));
  if (missing.length) throw new Error(`keepUsedIcons: no icon ${missing.join(", ")} in the sprite`);
  const kept = symbols.filter((s) => used.has(s[1])).map((s) => s[0]);
  return html.replace(sprite[0], () => `${sprite[1]}${kept.join("")}${sprite[3]}`);
}

/** Every step above, in order: the finished page. */
export function finishPage(html: string, readAsset: (href: string) => string) {
  return keepUsedIcons(inlineStylesheet(html, readAsset));
}
