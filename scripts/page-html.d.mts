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
 * elements, which the boot file reads (startModulesAfterPaint).
 */
export function hydrationDataAsJson(html: string): string;
/**
 * Moves React Router's module script, with the code that reads the hydration data, into a boot
 * file (`path` under the client directory) and rewrites the page to import it once it has painted.
 */
export function startModulesAfterPaint(
  html: string,
  hashOf: (code: string) => string,
): { html: string; boot: { path: string; code: string } };
/** Every rewrite of this module, in order: the page and its boot file, as postbuild writes them. */
export function rewritePage(
  html: string,
  readAsset: (href: string) => string,
  hashOf: (code: string) => string,
): { html: string; boot: { path: string; code: string } };
/**
 * Moves the content React streamed into hidden <div>s into its Suspense boundaries, as React's
 * inline runtime would, and drops that runtime's scripts.
 */
export function completeSuspenseBoundaries(html: string): string;
/** Cuts the page's inlined stylesheet to the rules that can apply to the page as built. */
export function keepUsedCss(html: string): string;
/** Empties the structured-data graphs in the data the page hydrates from (they stay in its <head>). */
export function structuredDataOnceInPage(html: string): string;
