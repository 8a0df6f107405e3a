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
//    already loaded.
// 3. deferHydration: React Router's module script imports the page's code at
//    once. It is rewritten to import it after the page has loaded (the hero
//    picture is in), or at the visitor's first tap or key press if sooner.
//    Until then the page is the complete pre-rendered HTML: links, telephone
//    links and forms work without JavaScript.

const STYLE_PLACEHOLDER = /<style data-inline-css="(\/assets\/[^"]+\.css)"><\/style>/;

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

const MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^[ \t]*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"\n]+");?[ \t]*$/gm;

/**
 * React Router's module script, e.g.
 *   import "/assets/manifest.js"; import * as route0 from "/assets/root.js"; …
 *   window.__reactRouterRouteModules = {"root": route0, …}; import("/assets/entry.client.js");
 * becomes a function that imports the same modules dynamically and then runs
 * the rest unchanged, called once, on `load` or at the first interaction.
 * @param {string} html
 */
export function deferHydration(html) {
  const match = html.match(MODULE_SCRIPT);
  if (!match) throw new Error("deferHydration: React Router's module script is not in the page");
  const imports = [];
  const rest = match[2].replace(STATIC_IMPORT, (_, name, specifier) => {
    imports.push({ name, specifier });
    return "";
  });
  if (!imports.length || /^\s*import[\s*{"]/m.test(rest) || !/\bimport\("/.test(rest)) {
    throw new Error("deferHydration: React Router's module script has an unexpected shape:\n" + match[2]);
  }
  const names = imports.map((i) => i.name ?? "").join(",");
  const loads = imports.map((i) => `import(${i.specifier})`).join(",");
  const script =
    `let s=0;const h=()=>{if(s)return;s=1;Promise.all([${loads}]).then(([${names}])=>{${rest.trim()}})};` +
    `if(document.readyState==="complete")h();else{addEventListener("load",h,{once:true});` +
    `for(const t of["pointerdown","keydown","touchstart"])addEventListener(t,h,{once:true,passive:true,capture:true})}`;
  return html.replace(match[0], () => `${match[1]}${script}${match[3]}`);
}
