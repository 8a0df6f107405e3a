/** Copies the built stylesheet named by the page's <style data-inline-css> placeholder into it. */
export function inlineStylesheet(html: string, readAsset: (href: string) => string): string;
/** Removes every <link rel="modulepreload"> from a page. */
export function dropModulePreloads(html: string): string;
/**
 * Copies the icon-sprite symbols the page uses into it (a hidden <svg> before </body>) and points its
 * icons' <use href> at them.
 */
export function inlineIcons(html: string, readAsset: (href: string) => string): string;
/** Puts /favicon.svg into the page's <link rel="icon"> as a data: URL. */
export function inlineFavicon(html: string, readAsset: (href: string) => string): string;
/** The CSS inlined into a built page ("" if none). */
export function inlinedStylesheet(html: string): string;
/** How long a page waits for its first paint before it starts its code anyway. */
export const PAINT_WAIT_MS: number;
/**
 * Turns React Router's hydration-data scripts (context and loader-data stream) into JSON script
 * elements, which startModulesAfterPaint moves into the page's data file.
 */
export function hydrationDataAsJson(html: string): string;
/** A file to write beside the page, `path` under the build's client directory. */
export type BuiltFile = { path: string; code: string };
/**
 * Moves React Router's module script into a router file and the hydration data (JSON elements)
 * into a data file, and rewrites the page to fetch the data and import a boot file once it has
 * painted; the boot file imports the router file once the data and the stylesheet (`stylesheet`,
 * by default the one the page's <style> names) are in.
 */
export function startModulesAfterPaint(
  html: string,
  hashOf: (code: string) => string,
  readAsset: (href: string) => string,
  stylesheet?: string,
): { html: string; boot: BuiltFile; router: BuiltFile; data: BuiltFile };
/**
 * The stylesheet the pages' code loads when it starts: the one they name less what every page
 * carries already (lateCss). Null when no page has an inlined stylesheet.
 */
export function lateStylesheet(
  pages: string[],
  readAsset: (href: string) => string,
  hashOf: (code: string) => string,
): BuiltFile | null;
/** Every rewrite of this module, in order: the pages and the files they load, as postbuild writes them. */
export function rewritePages(
  pages: { name: string; html: string }[],
  readAsset: (href: string) => string,
  hashOf: (code: string) => string,
): {
  pages: {
    name: string;
    html: string;
    boot: BuiltFile;
    router: BuiltFile;
    data: BuiltFile;
    classNames: Record<string, string>;
  }[];
  stylesheet: BuiltFile | null;
};
/**
 * Moves the content React streamed into hidden <div>s into its Suspense boundaries, as React's
 * inline runtime would, and drops that runtime's scripts.
 */
export function completeSuspenseBoundaries(html: string): string;
/** Cuts the page's inlined stylesheet to the rules that can apply to the page as built. */
export function keepUsedCss(html: string): string;
/** Empties the structured-data graphs in the data the page hydrates from (they stay in its <head>). */
export function structuredDataOnceInPage(html: string): string;
/**
 * Has React Router's scroll script write React Router's history index (0) with the key it gives an
 * entry from outside the site, so React Router's history needs no second write when it starts, and
 * read no stored position for that entry (its key is new), unless React Router passed a key of its own.
 */
export function scrollRestorationSetsIndex(html: string): string;
/** Minifies the page's classic inline scripts (React Router's scroll restoration). */
export function minifyInlineScripts(html: string): string;
/** A built chunk's static import of another (`from"./x.js"`, `import"./x.js"`); not `import("./x.js")`. */
export const STATIC_IMPORT: RegExp;
