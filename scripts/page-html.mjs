// Rewrites of the pre-rendered pages that make the first paint as quick as a
// hand-written static page's (docs/decisions/006-first-paint.md). Run by
// scripts/postbuild.mjs on every page before the CSP hashes are taken.
//
// 1. inlineStylesheet: the site's one stylesheet goes into the page's <style>
//    (app/components/layout/site-stylesheet.tsx renders it empty), so no
//    request blocks the first paint.
// 2. dropModulePreloads: React Router lists every module of the page as
//    <link rel="modulepreload">, 25 to 30 high-priority requests that compete
//    with the picture and text the visitor is waiting for. React puts them
//    back when it hydrates (they are hoistable links), by which time they are
//    already loaded. The module script still imports the page's code at once;
//    the browser finds the rest of it through the imports.
// 3. preloadLeadPicture: the page's lead picture (the <img fetchPriority="high">
//    of a <picture>, its hero) is announced at the top of <head>, with its AVIF
//    candidates, so the browser asks for it with the first bytes of the page
//    rather than after the inline stylesheet (React cannot preload an <img>
//    inside a <picture>). See docs/decisions/011-javascript-budget.md.

const STYLE_PLACEHOLDER = /<style data-inline-css="(\/assets\/[^"]+\.css)"><\/style>/;
const INLINED_STYLESHEET = /<style data-inline-css="[^"]+">([\s\S]*?)<\/style>/;

/**
 * The CSS inlined into a built page ("" if none), for the size budget and the bench.
 * @param {string} html
 */
export function inlinedStylesheet(html) {
  return html.match(INLINED_STYLESHEET)?.[1] ?? "";
}

/**
 * @param {string} html a pre-rendered page
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 */
export function inlineStylesheet(html, readAsset) {
  const match = html.match(STYLE_PLACEHOLDER);
  if (!match) throw new Error("inlineStylesheet: no <style data-inline-css> placeholder in the page");
  const css = readAsset(match[1]);
  if (/<\/style/i.test(css)) throw new Error(`inlineStylesheet: ${match[1]} contains "</style"`);
  return html.replace(match[0], () => `<style data-inline-css="${match[1]}">${css.trim()}</style>`);
}

/** @param {string} html */
export function dropModulePreloads(html) {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

const LEAD_PICTURE = /<picture\b[^>]*>((?:(?!<\/picture>)[\s\S])*?<img\b[^>]*\bfetchPriority="high"[^>]*>)/;
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/**
 * @param {string} html a pre-rendered page
 * @returns the page with `<link rel="preload" as="image" ... fetchpriority="high">` for its lead picture
 *   first in `<head>` (after the charset), or the page as it was when it has no lead picture.
 */
export function preloadLeadPicture(html) {
  const picture = html.match(LEAD_PICTURE)?.[1];
  const avif = picture?.match(/<source\b[^>]*\btype="image\/avif"[^>]*>/)?.[0];
  const srcset = avif && attr(avif, "srcSet");
  if (!srcset) return html;
  const sizes = attr(avif, "sizes");
  const link =
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}"` +
    (sizes ? ` imagesizes="${sizes}"` : "") +
    ` fetchpriority="high"/>`;
  return html.replace(/<meta charSet="utf-8"\/>/i, (charset) => charset + link);
}
