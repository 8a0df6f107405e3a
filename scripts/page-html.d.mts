/** The CSS inlined into a built page ("" if none). */
export function inlinedStylesheet(html: string): string;
/** Copies into the page's <style data-inline-css> placeholder the rules of the built stylesheet it can use (all of them with data-whole). */
export function inlineStylesheet(html: string, readAsset: (href: string) => string): string;
/** Keeps, in the page's <svg id="icons">, the symbols its icons draw. */
export function keepUsedIcons(html: string): string;
/** Every step, in order: the finished page. */
export function finishPage(html: string, readAsset: (href: string) => string): string;
