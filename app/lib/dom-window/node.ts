import { JSDOM } from "jsdom";

/**
 * A browser's window where there is none: at build time, for DOMPurify (app/lib/markdown.ts), which
 * needs a DOM and names jsdom for Node. The browser's bundles get ./browser.ts instead (package.json
 * "imports", condition "browser"), so jsdom never reaches them.
 */
export const domWindow = new JSDOM("").window as unknown as Window & typeof globalThis;
