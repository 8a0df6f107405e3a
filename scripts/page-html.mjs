// What scripts/postbuild.mjs does to each pre-rendered page, before the CSP hashes are taken.
// It works on markup the site itself renders, never on the text of React's or React Router's
// scripts (docs/decisions/019-the-first-paint-on-documented-ground.md):
//
// 1. inlineStylesheet and keepUsedCss: <SiteStylesheet> renders an empty
//    <style data-inline-css="/assets/app-….css">; the built stylesheet goes into it, cut to the
//    rules that can apply to the page (scripts/used-css.mjs), so no request blocks the first paint
//    and the page carries 18-25 KB of CSS rather than 40. The browser reads the text back before
//    React starts, and app/lib/page-code.ts loads the whole file before React takes the page over.
// 2. keepUsedIcons: <IconSprite> renders every icon's <symbol> in <svg id="icons">; the page keeps
//    those its `<use href="#…">`s draw, and the sprite file brings the rest once the code runs.
// 3. dropModulePreloads: React Router lists every module of the page as whole
//    <link rel="modulepreload"> tags, 25 to 30 high-priority requests that compete with the picture
//    and text the visitor is waiting for; the module script's imports find the same files. React
//    treats them as hoistable links (matched by their href, not by their place) and adds them back
//    when it hydrates. Checked with the versions in FRAMEWORK below; the build stops on others.
// 4. moveHeldCode: <PageCode> renders React Router's scripts, the page's code and the data it
//    hydrates from, inside <template id="page-code"> until the page has painted (2-6 KB of brotli
//    the first paint does not use). What the template holds moves, whole and unread, to a file of
//    its own named by its hash; the template keeps the file's address (data-src) and the starter
//    fetches it once the page has painted (startHeldCode, app/lib/page-code.ts), so the page's
//    response fits a new connection's first round trip (10 segments, 14.6 KB with headers) as the
//    same page without scripts does. The starter itself stays in the page: as a file of its own it
//    ran before the paint and Lighthouse's estimate put its request under the LCP (1.2-1.7x).
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { usedCss } from "./used-css.mjs";

/**
 * The framework versions that step 3 and the page's code after its paint were checked with: React 19
 * hoists the module preloads and re-adds them as it hydrates; React Router writes its data scripts
 * after the document, which app/entry.server.tsx moves into the page's <template> (holdLateScripts in
 * app/lib/page-code.server.ts); React 19 passes over that template when it hydrates <body>.
 */
export const FRAMEWORK = { "react-dom": "19.3.1", "react-router": "8.4.0" };

/** @param {(name: string) => string} [versionOf] the installed version of a package */
export function checkFramework(versionOf = installedVersion) {
  for (const [name, version] of Object.entries(FRAMEWORK))
    if (versionOf(name) !== version)
      throw new Error(
        `${name} is ${versionOf(name)}; scripts/page-html.mjs was checked with ${version}: check that every page ` +
          "still hydrates with no mismatch and fetches its code after its paint (tests/e2e/hydration.spec.ts, " +
          "tests/e2e/layout.spec.ts), then update FRAMEWORK",
      );
}

const require = createRequire(import.meta.url);
/** @param {string} name */
function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

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
  const used = usedCss(css.trim(), html);
  return html.replace(match[0], () => `<style data-inline-css="${match[1]}">${used}</style>`);
}

const SPRITE = /(<svg id="icons"[^>]*>)([\s\S]*?)(<\/svg>)/;
const SYMBOL = /<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g;

/** @param {string} html a pre-rendered page */
export function keepUsedIcons(html) {
  const sprite = html.match(SPRITE);
  if (!sprite) throw new Error('keepUsedIcons: the page has no <svg id="icons">');
  const outside = html.replace(sprite[0], "");
  const used = new Set([...outside.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1]));
  const symbols = [...sprite[2].matchAll(SYMBOL)];
  const missing = [...used].filter((id) => !symbols.some((s) => s[1] === id));
  if (missing.length) throw new Error(`keepUsedIcons: no icon ${missing.join(", ")} in the sprite`);
  const kept = symbols.filter((s) => used.has(s[1])).map((s) => s[0]);
  return html.replace(sprite[0], () => `${sprite[1]}${kept.join("")}${sprite[3]}`);
}

/** @param {string} html */
export function dropModulePreloads(html) {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

const HELD_START = '<template id="page-code">';
// The template is followed by the starter (app/components/layout/page-code.tsx).
const HELD_END = "</template><script>";

/** @param {string} text */
const hashOf = (text) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/**
 * @param {string} html a pre-rendered page
 * @returns {{ html: string, held: { href: string, text: string } }} the page, its template empty and
 *   naming the file (data-src), and that file's address and text
 */
export function moveHeldCode(html) {
  const start = html.indexOf(HELD_START);
  const end = html.indexOf(HELD_END, start);
  if (start < 0 || html.indexOf(HELD_START, start + 1) >= 0 || end < 0 || html.indexOf(HELD_END, end + 1) >= 0)
    throw new Error(`moveHeldCode: the page has no single ${HELD_START} followed by the starter`);
  const text = html.slice(start + HELD_START.length, end);
  const href = `/assets/page-code-${hashOf(text)}.txt`;
  return {
    html: `${html.slice(0, start)}<template id="page-code" data-src="${href}">${html.slice(end)}`,
    held: { href, text },
  };
}

/**
 * The text of the page's held code (moveHeldCode), "" if the page has none.
 * @param {string} html a finished page
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 */
export function heldCode(html, readAsset) {
  const href = html.match(/<template id="page-code" data-src="([^"]+)">/)?.[1];
  return href ? readAsset(href) : "";
}

/**
 * Every step above, in order.
 * @param {string} html a pre-rendered page
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 * @returns {{ html: string, held: { href: string, text: string } }} the finished page and its held code
 */
export function finishPage(html, readAsset) {
  return moveHeldCode(dropModulePreloads(keepUsedIcons(inlineStylesheet(html, readAsset))));
}
