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
