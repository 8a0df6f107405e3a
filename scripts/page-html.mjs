// Rewrites of the pre-rendered pages that make the first paint as quick as a
// hand-written static page's (docs/decisions/006-first-paint.md). Run by
// scripts/postbuild.mjs on every page before the CSP hashes are taken.
//
// 1. inlineStylesheet: the site's one stylesheet goes into the page's <style>
//    (app/components/layout/site-stylesheet.tsx renders it empty), so no
//    request blocks the first paint; keepUsedCss (8.) then cuts it to what
//    the page can use.
// 2. dropModulePreloads: React Router lists every module of the page as
//    <link rel="modulepreload">, 25 to 30 high-priority requests that compete
//    with the picture and text the visitor is waiting for. React puts them
//    back when it hydrates (they are hoistable links), by which time they are
//    already loaded. The module script imports the page's code (4., below);
//    the browser finds the rest of it through the imports.

import { minifySync } from "vite";
import { classesIn, shortClassNames } from "./short-class-names.mjs";
import { lateCss, usedCss } from "./used-css.mjs";

const STYLE_PLACEHOLDER = /<style data-inline-css="(\/assets\/[^"]+\.css)"><\/style>/;
const INLINED_STYLESHEET = /<style data-inline-css="[^"]+">([\s\S]*?)<\/style>/;
const INLINED_STYLESHEET_HREF = /<style data-inline-css="([^"]+)">/;

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

// 3. inlineIcons: the icons (<Icon>) are references into the icon sprite, a
//    file of its own, fetched once the page lays out: one more request on a
//    slow connection before the page is whole, and icons drawn after the text
//    they sit in. The symbols a page uses are copied into it (a hidden <svg>
//    at the end of <body>, outside what React hydrates) and its references
//    point at them. React keeps the attributes of the HTML it hydrates, so
//    these icons stay as they are; icons that a client-side navigation
//    renders refer to the sprite file, as before.

const ICON_REFERENCE = /href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"/g;

/**
 * @param {string} html a pre-rendered page
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 */
export function inlineIcons(html, readAsset) {
  const references = [...html.matchAll(ICON_REFERENCE)];
  if (!references.length) return html;
  const sprites = new Set(references.map((r) => r[1]));
  if (sprites.size !== 1)
    throw new Error(`inlineIcons: icons from ${sprites.size} sprites: ${[...sprites].join(", ")}`);
  const sprite = readAsset([...sprites][0]);
  const symbols = [...new Set(references.map((r) => r[2]))].map((id) => {
    const symbol = sprite.match(new RegExp(`<symbol id="${id}"[\\s\\S]*?</symbol>`))?.[0];
    if (!symbol) throw new Error(`inlineIcons: no icon "${id}" in ${[...sprites][0]}`);
    return symbol;
  });
  if (!html.includes("</body>")) throw new Error("inlineIcons: the page has no </body>");
  return (
    html
      .replace(ICON_REFERENCE, (_, _sprite, id) => `href="#${id}"`)
      // (HTML has no `hidden` on an <svg>: a style keeps the sprite out of the layout.)
      .replace(
        "</body>",
        () => `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols.join("")}</svg></body>`,
      )
  );
}

//    The SVG favicon goes into the page too (a data: URL, 0.4 KB gzip): the
//    browser fetches it for the tab as soon as the page has loaded, which on
//    a short page is before its first paint, and on HTTP/1.1 the request
//    queued ahead of whatever the page still needed.

const SVG_FAVICON = /<link rel="icon" href="(\/favicon\.svg)" type="image\/svg\+xml"\/>/;

/**
 * @param {string} html a pre-rendered page
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 */
export function inlineFavicon(html, readAsset) {
  const match = html.match(SVG_FAVICON);
  if (!match) throw new Error("inlineFavicon: the page has no <link rel=icon> for /favicon.svg");
  // Only what a URL and an HTML attribute cannot hold is escaped; the rest stays readable and small.
  const svg = readAsset(match[1])
    .trim()
    .replace(/[%#"&<>\s]/g, (c) => encodeURIComponent(c));
  return html.replace(match[0], () => `<link rel="icon" href="data:image/svg+xml,${svg}" type="image/svg+xml"/>`);
}

// 4. startModulesAfterPaint: React Router's module script imports the page's
//    code at once, so on a slow connection 120 KB of JavaScript shares the
//    line with the page's largest text or picture, and that paint (LCP) comes
//    later than on the same page without scripts. The module script's text
//    moves, unchanged, into a file of its own, `assets/router-<hash>.js`: its
//    static imports are fetched and evaluated together, and it names the
//    route modules in the same task, before React's first render, as React
//    Router expects (the entry module, which starts hydrating, is among those
//    imports: React is in it). The page imports a boot file,
//    `assets/boot-<hash>.js`, once it has painted: its largest paint so far
//    is reported (Largest Contentful Paint) and its lead picture,
//    `data-hero`, has loaded, failed, or is outside the viewport. A tap or a key press starts the code at once (the
//    visitor wants the page to respond now), as does a page in a background
//    tab or a browser that reports no paint timing; a paint that never comes
//    starts it after PAINT_WAIT_MS. The boot file fetches the page's data
//    (9.) and the late stylesheet (12.), then preloads every module the
//    router file needs, MODULES_PER_TASK to a task (decision 015), hands the
//    data to React Router once both are in, and only then imports the
//    router file: nothing of React runs before its data is there. (The
//    modules, 120 KB, arrive last: the data and the stylesheet starting with
//    them rather than with the boot file costs nothing, and keeps 0.11 KB of
//    brotli out of every page.)

const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
/**
 * How many module preloads the boot file starts in one task: starting a request costs the main
 * thread 0.1-2 ms, and eleven of them in one task made it 6-17 ms long on the build machine
 * (24-68 ms on Lighthouse's 4x slower phone, where 50 counts as blocking). It yields with a
 * message to itself, as React's scheduler does: a timer would wait on a clock, which browser
 * tests pause.
 */
const MODULES_PER_TASK = 3;
export const PAINT_WAIT_MS = 3000;

/**
 * Runs in the page (its source is copied into every page): calls `go` once the page has painted,
 * as described above. `go` may be called more than once.
 * @param {() => void} go
 * @param {number} waitMs
 */
function whenPainted(go, waitMs) {
  const types = PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === "hidden" || !types.includes("largest-contentful-paint")) return go();
  setTimeout(go, waitMs);
  for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, go, { capture: true, once: true });
  const hero = document.querySelector("img[data-hero]");
  let painted = false;
  let heroDone = !hero;
  const check = () => painted && heroDone && go();
  const heroOut = () => {
    heroDone = true;
    check();
  };
  // (Element Timing would say when the picture painted, but its attribute is not HTML.)
  if (hero?.complete) heroDone = true;
  else if (hero) {
    hero.addEventListener("error", heroOut);
    new IntersectionObserver((entries, observer) => {
      observer.disconnect();
      if (!entries.some((e) => e.isIntersecting)) heroOut();
    }).observe(hero);
    hero.addEventListener("load", heroOut);
  }
  new PerformanceObserver(() => {
    painted = true;
    check();
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

// 5. hydrationDataAsJson: React Router writes the data the page hydrates
//    from (its context and its loader data) as inline scripts that the
//    browser compiles and runs while it parses the page, before the first
//    paint: on a phone that is main-thread time the visitor waits through.
//    They become JSON that the browser only reads past (<script
//    type="application/json" data-router>) for the steps that follow, and
//    then leaves the page for a file of its own (9.); the boot file, which
//    runs after the paint, hands it to React Router exactly as the scripts
//    would have: the context first, then each chunk of the stream, then its
//    end.

const ROUTER_SCRIPT = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g;
const CONTEXT_SCRIPT =
  /^window\.__reactRouterContext = (\{[\s\S]*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/;
const CHUNK_SCRIPT = /^window\.__reactRouterContext\.streamController\.enqueue\(("[\s\S]*")\);$/;
const CLOSE_SCRIPT = "window.__reactRouterContext.streamController.close();";

/** Where the starter leaves the URL of the page's data file for the boot file (which routes share). */
const DATA_FILE = "__routerDataFile";

/**
 * What the boot file runs before React Router's code: the scripts' work, from the page's data file
 * (named by the starter, startModulesAfterPaint below).
 */
const READ_HYDRATION_DATA =
  `{const r=await fetch(window.${DATA_FILE});if(!r.ok)throw new Error(\`\${r.url}: \${r.status}\`);` +
  "const d=await r.json();const c=(window.__reactRouterContext=d.context);" +
  "c.stream=new ReadableStream({start(s){c.streamController=s}}).pipeThrough(new TextEncoderStream());" +
  "for(const e of d.chunks)c.streamController.enqueue(e);" +
  "c.streamController.close()}";

/**
 * @param {string} html a pre-rendered page
 * @returns {string} the page with React Router's data scripts as JSON (the end-of-stream script,
 *   which has no data, is dropped)
 */
export function hydrationDataAsJson(html) {
  let contexts = 0;
  const rewritten = html.replace(ROUTER_SCRIPT, (_, code) => {
    const context = code.match(CONTEXT_SCRIPT);
    if (context) {
      contexts++;
      return `<script type="application/json" data-router="context">${context[1]}</script>`;
    }
    const chunk = code.match(CHUNK_SCRIPT);
    if (chunk) return `<script type="application/json" data-router="chunk">${chunk[1]}</script>`;
    if (code === CLOSE_SCRIPT) return "";
    throw new Error(`hydrationDataAsJson: a React Router script it does not know: ${code.slice(0, 80)}`);
  });
  if (contexts !== 1) throw new Error(`hydrationDataAsJson: ${contexts} React Router context scripts, not 1`);
  return rewritten;
}

// 6. completeSuspenseBoundaries: React streams what the page renders after
//    its loader data (React Router's data stream, as JSON since step 5) into
//    hidden <div>s, and three inline scripts move it into place while the
//    page parses (its $RC runtime, 1 KB). A pre-rendered page is complete when
//    it is written, so the build moves it instead: each boundary becomes what
//    the runtime would have left (<!--$-->the content<!--/$-->), and the
//    scripts go. The build fails on a React script of another kind.

const REACT_RUNTIME_SCRIPT =
  /<script(?: id="_R_")?>((?:(?!<\/script>)[\s\S])*?\$R[A-Z](?:(?!<\/script>)[\s\S])*)<\/script>/g;
const REVEAL_TIMER = "requestAnimationFrame(function(){$RT=performance.now()});";
const COMPLETE_CALL =
  /^(?:\$RB=\[\];\$RV=function\([\s\S]*;\s*\$RC=function\([\s\S]*\};)?((?:\$RC\("B:\d+","S:\d+"\);?)+)$/;

/** @param {string} html a pre-rendered page */
export function completeSuspenseBoundaries(html) {
  /** @type {[string, string][]} */
  const completions = [];
  let page = html.replace(REACT_RUNTIME_SCRIPT, (script, code) => {
    if (code === REVEAL_TIMER) return "";
    const calls = code.match(COMPLETE_CALL);
    if (!calls) throw new Error(`completeSuspenseBoundaries: a React script it does not know: ${code.slice(0, 80)}`);
    for (const [, boundary, segment] of calls[1].matchAll(/\$RC\("(B:\d+)","(S:\d+)"\)/g))
      completions.push([boundary, segment]);
    return "";
  });
  for (const [boundary, segment] of completions) {
    const hidden = page.match(new RegExp(`<div hidden id="${segment}">([\\s\\S]*?)</div>`));
    const template = `<!--$?--><template id="${boundary}"></template><!--/$-->`;
    if (!hidden || /<div\b/.test(hidden[1]) || !page.includes(template))
      throw new Error(`completeSuspenseBoundaries: ${boundary} or ${segment} is not where React writes it`);
    page = page.replace(hidden[0], "").replace(template, () => `<!--$-->${hidden[1]}<!--/$-->`);
  }
  if (/<template id="B:|<div hidden id="S:/.test(page))
    throw new Error("completeSuspenseBoundaries: a boundary React left to complete later");
  return page;
}

// 7. structuredDataOnceInPage: each page's JSON-LD graph (2-6 KB) is in its
//    <head>, for search engines, and again in the data the page hydrates
//    from, where React only needs to know there is a script there. In that
//    data the graph becomes an empty object: in the browser React Router's
//    <Meta> renders the script with "{}", React takes over the pre-rendered
//    script as it is (it does not compare the HTML of a script it hydrates),
//    and on the next page React Router removes it and renders the new page's
//    from its .data file, which is left whole. React Router's data is a flat
//    list of values that name each other by position (turbo-stream); the
//    values only the graph used are dropped and the rest renumbered. The build
//    fails on a page whose data holds values of another kind (dates, promises).

const CHUNK_ELEMENT = /(<script type="application\/json" data-router="chunk">)([\s\S]*?)(<\/script>)/g;
const STRUCTURED_DATA_KEY = "script:ld+json";
/** As React Router escapes the data it writes into a page, so it cannot end its element. */
const escapeForHtml = (json) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** @param {unknown} value one value of the flat list @returns {number[]} the positions it names */
function namedPositions(value) {
  if (Array.isArray(value)) {
    if (typeof value[0] === "string") throw new Error(`a value of a kind it does not know: ${JSON.stringify(value)}`);
    return value.filter((i) => i >= 0);
  }
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, i]) => [Number(key.slice(1)), ...(i >= 0 ? [i] : [])]);
  return [];
}

/**
 * @param {unknown[]} values React Router's flat list of the page's loader data
 * @returns {unknown[]} the same data, each structured-data graph an empty object
 */
function withEmptyGraphs(values) {
  const key = values.indexOf(STRUCTURED_DATA_KEY);
  if (key < 0) return values;
  const empty = values.length;
  const replaced = [...values, {}].map((value) =>
    value && typeof value === "object" && !Array.isArray(value) && `_${key}` in value
      ? { ...value, [`_${key}`]: empty }
      : value,
  );
  const reached = new Set();
  for (const pending = [0]; pending.length;) {
    const i = pending.pop();
    if (reached.has(i)) continue;
    reached.add(i);
    pending.push(...namedPositions(replaced[i]));
  }
  const kept = [...reached].sort((a, b) => a - b);
  const position = new Map(kept.map((old, i) => [old, i]));
  const renumber = (value) => {
    if (Array.isArray(value)) return value.map((i) => (i >= 0 ? position.get(i) : i));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([k, i]) => [`_${position.get(Number(k.slice(1)))}`, i >= 0 ? position.get(i) : i]),
      );
    return value;
  };
  return kept.map((i) => renumber(replaced[i]));
}

/** @param {string} html a pre-rendered page, its data already JSON (hydrationDataAsJson) */
export function structuredDataOnceInPage(html) {
  const chunks = [...html.matchAll(CHUNK_ELEMENT)];
  if (chunks.length !== 1)
    throw new Error(`structuredDataOnceInPage: the page's data comes in ${chunks.length} parts, not 1`);
  const [element, open, json, close] = chunks[0];
  const lines = JSON.parse(json).split("\n").filter(Boolean);
  if (lines.length !== 1) throw new Error(`structuredDataOnceInPage: the page's data has ${lines.length} lines, not 1`);
  let values;
  try {
    values = withEmptyGraphs(JSON.parse(lines[0]));
  } catch (error) {
    throw new Error(`structuredDataOnceInPage: ${error.message}`);
  }
  const text = `${JSON.stringify(values)}\n`;
  return html.replace(element, () => `${open}${escapeForHtml(JSON.stringify(text))}${close}`);
}

// 8. keepUsedCss: the stylesheet in the page is cut to the rules that can
//    apply to it as built (scripts/used-css.mjs): about half of it, 3 KB of
//    the page's 14-18 KB brotli, which is what decides whether the page
//    arrives in the connection's first round trip (about 14.6 KB) or takes
//    a second. The page's code loads the rest (the late stylesheet, 12.,
//    cached for a year) when it starts, and waits for it before React takes
//    the page over, so what React renders later (an open menu, a form's
//    messages, the next page) is styled as the whole stylesheet styles it.

/** @param {string} html a pre-rendered page, its stylesheet inlined */
export function keepUsedCss(html) {
  const match = html.match(INLINED_STYLESHEET);
  if (!match) throw new Error("keepUsedCss: the page has no inlined stylesheet");
  const css = usedCss(match[1], html);
  return html.replace(match[0], () => match[0].replace(match[1], () => css));
}

// 9. The data the page hydrates from leaves the page (continuing 4. and 5.):
//    it is what React Router reads once the code has started, and up to
//    2.8 KB of the page's brotli, which decides whether the page arrives in
//    the connection's first round trip (8., above). It goes into a file of
//    its own, `assets/data-<hash>.json` (the context and the stream's
//    chunks), that the boot file fetches (the starter names it) and hands
//    to React Router as the scripts would have.

/** A built chunk's static import of another (`from"./x.js"`, `import"./x.js"`); not `import("./x.js")`. */
export const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/**
 * The chunks a module imports statically, and theirs, in the order found (not its `import()`s).
 * @param {string} code a module in assets/
 * @param {(href: string) => string} readAsset
 * @returns {string[]} their paths under the client directory
 */
function staticImportsOf(code, readAsset) {
  const found = new Set();
  const visit = (text) => {
    for (const [, file] of text.matchAll(STATIC_IMPORT)) {
      const path = `assets/${file}`;
      if (found.has(path)) continue;
      found.add(path);
      visit(readAsset(`/${path}`));
    }
  };
  visit(code);
  return [...found];
}

const DATA_ELEMENT = /<script type="application\/json" data-router="(context|chunk)">([\s\S]*?)<\/script>/g;

/**
 * @param {string} html a pre-rendered page, its data already JSON (hydrationDataAsJson)
 * @param {(code: string) => string} hashOf a short content hash, for the files' names
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 * @param {string} [stylesheet] the stylesheet the code loads before React starts (lateStylesheet,
 *   12.; by default the one the page's <style> names)
 * @typedef {{ path: string, code: string }} BuiltFile a file to write (its path under the build's
 *   client directory)
 * @returns {{ html: string, boot: BuiltFile, router: BuiltFile, data: BuiltFile }} the page, and its
 *   boot, router and data files
 */
export function startModulesAfterPaint(html, hashOf, readAsset, stylesheet = html.match(INLINED_STYLESHEET_HREF)?.[1]) {
  const match = html.match(MODULE_SCRIPT);
  if (!match) throw new Error("startModulesAfterPaint: the page has no module script");
  // The router file sits beside the chunks it imports, which it names as they name each other.
  const routerCode = `${match[1].trim().replaceAll('"/assets/', '"./')}\n`;
  if (/["']\/(?!\/)/.test(routerCode))
    throw new Error(`startModulesAfterPaint: an import outside /assets/: ${routerCode}`);
  const router = { path: `assets/router-${hashOf(routerCode)}.js`, code: routerCode };
  const preload = [router.path, ...staticImportsOf(routerCode, readAsset)].map((p) => `/${p}`);
  const loadStylesheet = stylesheet
    ? `const s=document.createElement("link");s.rel="stylesheet";s.href=${JSON.stringify(stylesheet)};` +
      'const styled=new Promise((r)=>{for(const t of["load","error"])s.addEventListener(t,r)});document.head.append(s);\n'
    : "";
  // The data and the stylesheet start first; the modules follow, MODULES_PER_TASK to a task.
  const groups = [];
  for (let i = 0; i < preload.length; i += MODULES_PER_TASK) groups.push(preload.slice(i, i + MODULES_PER_TASK));
  const code =
    `${loadStylesheet}const data=(async()=>${READ_HYDRATION_DATA})();data.catch(()=>{});\n` +
    `for(const g of ${JSON.stringify(groups)}){await new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=r;c.port2.postMessage(0)});` +
    'for(const h of g){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}}\n' +
    `await data;\n${stylesheet ? "await styled;\n" : ""}` +
    `import("./${router.path.slice("assets/".length)}");\n`;
  const path = `assets/boot-${hashOf(code)}.js`;

  const elements = [...html.matchAll(DATA_ELEMENT)];
  const contexts = elements.filter(([, kind]) => kind === "context");
  if (contexts.length !== 1)
    throw new Error(`startModulesAfterPaint: ${contexts.length} React Router contexts in the page, not 1`);
  const chunks = elements.filter(([, kind]) => kind === "chunk").map(([, , json]) => json);
  const dataCode = `{"context":${contexts[0][2]},"chunks":[${chunks.join(",")}]}\n`;
  const data = { path: `assets/data-${hashOf(dataCode)}.json`, code: dataCode };

  const script = minifySync(
    "start-after-paint.js",
    `let started=false;const go=()=>{if(started)return;started=true;` +
      `window.${DATA_FILE}=${JSON.stringify(`/${data.path}`)};import("/${path}")};` +
      `(${whenPainted.toString()})(go,${PAINT_WAIT_MS});`,
    { module: true },
  ).code.trim();
  // The elements stay, empty: React hydrates React Router's scripts in place (some inside Suspense
  // boundaries, where a missing element is a hydration mismatch).
  const page = html
    .replace(DATA_ELEMENT, '<script type="application/json"></script>')
    .replace(match[0], () => `<script type="module">${script}</script>`);
  return { html: page, boot: { path, code }, router, data };
}

// 10. minifyInlineScripts: React Router writes its scroll restoration (the
//     one inline script left) as readable source, 0.5 KB of every page. It
//     is minified with Vite's minifier; React does not compare an inline
//     script's text when it hydrates (dangerouslySetInnerHTML), and its hash
//     in the page's CSP is taken after this step.

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

// 10b. scrollRestorationSetsIndex: the same script gives a page reached from
//     outside the site a key in its history entry (history.replaceState), and
//     React Router's history, when it starts, gives the entry an index the
//     same way: a second replaceState, which cost 0.2-10 ms on the build
//     machine, in the longest task of hydration. The script writes both at
//     once, the index 0 that React Router would write (it keeps an index that
//     is there: a reload, a step back).
//     An entry it has just given a key has no stored position: the key is new
//     and random. Unless React Router passed a key of its own (getKey), the
//     script then stops, and leaves the first read of sessionStorage to React
//     Router's start-up, which reads it anyway. Under Lighthouse the script
//     took 3.7 ms (median) with that read and 0.9 ms without (decision 015).

const SCROLL_KEY_STATE = 'window.history.replaceState({ key }, "");';
const SCROLL_PARAMS = "(storageKey, restoreKey) =>";

/** @param {string} html a pre-rendered page, its inline scripts not yet minified */
export function scrollRestorationSetsIndex(html) {
  return html.replace(INLINE_SCRIPT, (element, code) => {
    if (!code.includes("react-router-scroll-positions")) return element;
    for (const expected of [SCROLL_KEY_STATE, SCROLL_PARAMS])
      if (!code.includes(expected))
        throw new Error(`scrollRestorationSetsIndex: React Router's scroll script no longer has ${expected}`);
    const written = 'window.history.replaceState({ key, idx: 0 }, ""); if (restoreKey == null) return;';
    return `<script>${code.replace(SCROLL_KEY_STATE, () => written)}</script>`;
  });
}

/** @param {string} html a pre-rendered page */
export function minifyInlineScripts(html) {
  return html.replace(INLINE_SCRIPT, (_, code) => {
    const minified = minifySync("inline.js", code).code.trim();
    if (/<\/script/i.test(minified)) throw new Error("minifyInlineScripts: a script that would end its element");
    return `<script>${minified}</script>`;
  });
}

// 11. shortClassNames (scripts/short-class-names.mjs): each class the
//     stylesheet styles gets a name of one or two letters in the page's class
//     attributes and its <style>, 0.9 KB of the home page's brotli; the code
//     and the late stylesheet keep Tailwind's names for what React renders.

const stylesheetClasses = new Map();

/**
 * @param {string} html a pre-rendered page, its stylesheet cut to what it uses (keepUsedCss)
 * @param {(href: string) => string} readAsset
 */
function withShortClassNames(html, readAsset) {
  const href = html.match(INLINED_STYLESHEET_HREF)?.[1];
  if (!href) throw new Error("shortClassNames: the page has no inlined stylesheet");
  if (!stylesheetClasses.has(href)) stylesheetClasses.set(href, classesIn(readAsset(href)));
  return shortClassNames(html, stylesheetClasses.get(href));
}

// 12. lateStylesheet: the stylesheet the page's code loads, for what React
//     renders next (an open menu, a form's messages, the next page), is the
//     whole less what every page carries already (lateCss in
//     scripts/used-css.mjs): the document's custom properties, the @property
//     rules, and the rules for elements and states every page has. With them
//     the file made the browser restyle the whole page when it applied, the
//     longest task after the first paint (8-25 ms in Lighthouse's traces);
//     without them it restyles only what it has something new for
//     (docs/decisions/016-the-stylesheet-after-the-paint.md).

/**
 * @param {string[]} pages every page, as keepUsedCss sees it
 * @param {(href: string) => string} readAsset
 * @param {(code: string) => string} hashOf
 * @returns {BuiltFile | null} null when no page has an inlined stylesheet
 */
export function lateStylesheet(pages, readAsset, hashOf) {
  const hrefs = new Set(pages.map((html) => html.match(INLINED_STYLESHEET_HREF)?.[1]).filter(Boolean));
  if (hrefs.size === 0) return null;
  if (hrefs.size > 1) throw new Error(`lateStylesheet: the pages name ${hrefs.size} stylesheets, not one`);
  const code = `${lateCss(readAsset([...hrefs][0]), pages)}\n`;
  return { path: `assets/late-${hashOf(code)}.css`, code };
}

/** @param {string} name @param {() => T} step @template T */
function named(name, step) {
  try {
    return step();
  } catch (error) {
    throw new Error(`${name}: ${error.message}`);
  }
}

/**
 * Every rewrite above, in order: what scripts/postbuild.mjs does to the pre-rendered pages.
 * @param {{ name: string, html: string }[]} pages every pre-rendered page, by its file's name
 * @param {(href: string) => string} readAsset the text of a built asset, by its URL path
 * @param {(code: string) => string} hashOf a short content hash, for the files' names
 */
export function rewritePages(pages, readAsset, hashOf) {
  const complete = pages.map(({ name, html }) =>
    named(name, () => {
      const styled = dropModulePreloads(inlineStylesheet(html, readAsset));
      const whole = inlineFavicon(inlineIcons(styled, readAsset), readAsset);
      return completeSuspenseBoundaries(structuredDataOnceInPage(hydrationDataAsJson(whole)));
    }),
  );
  const stylesheet = lateStylesheet(complete, readAsset, hashOf);
  const rewritten = pages.map(({ name }, i) =>
    named(name, () => {
      const short = withShortClassNames(keepUsedCss(complete[i]), readAsset);
      const html = minifyInlineScripts(scrollRestorationSetsIndex(short.html));
      const late = stylesheet && html.match(INLINED_STYLESHEET_HREF) ? `/${stylesheet.path}` : undefined;
      return { name, ...startModulesAfterPaint(html, hashOf, readAsset, late), classNames: short.names };
    }),
  );
  return { pages: rewritten, stylesheet };
}
