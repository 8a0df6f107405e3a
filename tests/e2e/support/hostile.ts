import { type ConsoleMessage, type Page } from "@playwright/test";
import { expect } from "../fixtures";
import { content } from "./content";

/** What the hostile-input specs share: payload markers, and watching a page for what a payload could do. */

/** The 404 page's heading (the owner's words). */
export const NOT_FOUND = content.pages.notFound.heading;
export const ERROR_SCREEN = "Unexpected Application Error!";

/** Markers in the payloads: if one of them ever becomes an element or runs, the test sees it. */
export const SCRIPT = "<script>window.kgbInjected=1</script>";
export const IMG = `<img src=x onerror="window.kgbInjected=2">`;
export const BOLD = "<b>bar</b>";

// ---------------------------------------------------------------------------------------------
// Watching a page: uncaught errors, dialogs, console errors, and what a payload may have created.
// ---------------------------------------------------------------------------------------------

export type Watch = { pageErrors: string[]; dialogs: string[]; consoleErrors: string[]; allowedErrors: string[] };

export function watch(page: Page, allowedConsole: RegExp[] = [], foreignFrame?: RegExp): Watch {
  const w: Watch = { pageErrors: [], dialogs: [], consoleErrors: [], allowedErrors: [] };
  page.on("pageerror", (e) => {
    // An error inside a third party's own frame (a separate, cross-origin document) is not the page's.
    if (foreignFrame && foreignFrame.test(e.stack?.split("\n")[1] ?? "")) return;
    w.pageErrors.push(e.message);
  });
  page.on("dialog", (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  // The browser's own line for a response with an error status (the 404 page itself, a blocked
  // third party) is not a script error.
  const allowed = [/^Failed to load resource/, ...allowedConsole];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() !== "error") return;
    (allowed.some((re) => re.test(m.text())) ? w.allowedErrors : w.consoleErrors).push(m.text());
  });
  return w;
}

export function expectClean(w: Watch) {
  expect(w.pageErrors, "uncaught errors").toEqual([]);
  expect(w.dialogs, "dialogs").toEqual([]);
  expect(w.consoleErrors, "console errors").toEqual([]);
}

/** Nothing a payload could have created exists, and nothing ran. */
export async function expectNothingInjected(page: Page) {
  const found = await page.evaluate(() => {
    const hits: string[] = [];
    if ((window as { kgbInjected?: unknown }).kgbInjected !== undefined) hits.push("window.kgbInjected was set");
    if (({} as Record<string, unknown>).polluted !== undefined) hits.push("Object.prototype was polluted");
    for (const s of document.querySelectorAll("script"))
      if (s.textContent?.includes("kgbInjected")) hits.push("a <script> from the input");
    for (const el of document.querySelectorAll("img[src='x'], [onerror], [onload], svg[onload]"))
      hits.push(`<${el.tagName.toLowerCase()}> with a handler`);
    for (const b of document.querySelectorAll("b")) if (b.textContent === "bar") hits.push("<b>bar</b> element");
    return hits;
  });
  expect(found, "elements or code created from the input").toEqual([]);
}
