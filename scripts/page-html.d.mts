/** The framework versions the build's removal of module preloads was checked with. */
export const FRAMEWORK: Record<string, string>;
/** Stops the build when an installed framework version is not the one in FRAMEWORK. */
export function checkFramework(versionOf?: (name: string) => string): void;
/** The CSS inlined into a built page ("" if none). */
export function inlinedStylesheet(html: string): string;
/** Copies into the page's <style data-inline-css> placeholder the rules of the built stylesheet it can use. */
export function inlineStylesheet(html: string, readAsset: (href: string) => string): string;
/** Keeps, in the page's <svg id="icons">, the symbols its icons draw. */
export function keepUsedIcons(html: string): string;
/** Removes every <link rel="modulepreload"> from a page. */
export function dropModulePreloads(html: string): string;
/** The page's held code: its address (URL path) and text. */
export interface HeldCode {
  href: string;
  text: string;
}
/** The page's held code (its <template id="page-code">'s content) moved to a file of its own. */
export function moveHeldCode(html: string): { html: string; held: HeldCode };
/** The text of a finished page's held code, "" if it has none. */
export function heldCode(html: string, readAsset: (href: string) => string): string;
/** Every step, in order: the finished page and its held code. */
export function finishPage(html: string, readAsset: (href: string) => string): { html: string; held: HeldCode };
