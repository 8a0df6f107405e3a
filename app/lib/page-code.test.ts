import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JSDOM } from "jsdom";
import { afterLeadPicture, PAGE_CODE_ID, PAINT_WAIT_MS } from "./page-code";
import { holdLateScripts, pageCodeStarter } from "./page-code.server";

/** A page as afterLeadPicture sees it: its window's events and observers, and its lead picture. */
function fakePage({ paintTiming = true, hidden = false, hero = true } = {}) {
  const listeners = new Map<string, () => void>();
  let lcp: ((list: { getEntries: () => { element?: unknown }[] }) => void) | undefined;
  let decoded: { resolve: () => void; reject: () => void } | undefined;
  const picture = hero
    ? { decode: () => new Promise<void>((resolve, reject) => void (decoded = { resolve, reject })) }
    : null;
  const view = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    setTimeout: (fn: () => void, ms = 0) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 16),
    PerformanceObserver: Object.assign(
      class {
        constructor(callback: typeof lcp) {
          lcp = callback;
        }
        observe() {}
      },
      { supportedEntryTypes: paintTiming ? ["largest-contentful-paint"] : [] },
    ),
  };
  const doc = { defaultView: view, visibilityState: hidden ? "hidden" : "visible", querySelector: () => picture };
  return {
    doc: doc as unknown as Document,
    tap: () => listeners.get("pointerdown")!(),
    scroll: () => listeners.get("scroll")!(),
    /** The browser reports a largest paint: some text, or the given element. */
    paint: (element?: unknown) => lcp!({ getEntries: () => [{ element }] }),
    pictureDecoded: () => decoded!.resolve(),
    pictureFailed: () => decoded!.reject(),
    picture,
  };
}

describe("when the page's code takes the page over", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("waits for the page's paint and the frame after its lead picture's decode, then starts once", async () => {
    const page = fakePage();
    const start = vi.fn();
    afterLeadPicture(start, page.doc, PAINT_WAIT_MS);
    page.paint();
    page.pictureDecoded();
    await vi.advanceTimersByTimeAsync(15);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5);
    expect(start).toHaveBeenCalledTimes(1);
    page.tap();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not start on the lead picture alone, before the page's paint is reported", async () => {
    const page = fakePage();
    const start = vi.fn();
    afterLeadPicture(start, page.doc, PAINT_WAIT_MS);
    page.pictureDecoded();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    page.paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at the paint, with no timer, when it is the lead picture's, when the picture failed, or when there is none", async () => {
    const start = vi.fn();
    const asLcp = fakePage();
    afterLeadPicture(start, asLcp.doc, PAINT_WAIT_MS);
    asLcp.paint(asLcp.picture);
    expect(start).toHaveBeenCalledTimes(1);

    const failed = fakePage();
    afterLeadPicture(start, failed.doc, PAINT_WAIT_MS);
    failed.pictureFailed();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    failed.paint();
    expect(start).toHaveBeenCalledTimes(2);

    const none = fakePage({ hero: false });
    afterLeadPicture(start, none.doc, PAINT_WAIT_MS);
    none.paint();
    expect(start).toHaveBeenCalledTimes(3);
  });

  it("starts at once on a tap or a scroll, in a background tab, or where the browser reports no paint", () => {
    const page = fakePage();
    const start = vi.fn();
    afterLeadPicture(start, page.doc, PAINT_WAIT_MS);
    page.tap();
    expect(start).toHaveBeenCalledTimes(1);
    const scrolled = fakePage();
    afterLeadPicture(start, scrolled.doc, PAINT_WAIT_MS);
    scrolled.scroll();
    expect(start).toHaveBeenCalledTimes(2);
    afterLeadPicture(start, fakePage({ hidden: true }).doc, PAINT_WAIT_MS);
    afterLeadPicture(start, fakePage({ paintTiming: false }).doc, PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(4);
  });

  it(`starts after ${PAINT_WAIT_MS} ms when the picture never arrives`, () => {
    const start = vi.fn();
    afterLeadPicture(start, fakePage().doc, PAINT_WAIT_MS);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe("the page's code in a <template> until the page has painted", () => {
  const starter = pageCodeStarter();
  const page = (late: string) =>
    `<html><body><main>Text</main><template id="${PAGE_CODE_ID}"><script>window.ran.push("context")</script>` +
    `<script type="module" async="">import "/a.js";</script></template><script>${starter}</script>` +
    `${late}</body></html>`;

  it("moves the scripts written after the document, whole and in order, to the end of the template", () => {
    const late = `<!--$--><script>window.ran.push("data 1")</script><!--$--><script>window.ran.push("close")</script><!--/$--><!--/$-->`;
    const held = holdLateScripts(page(late), starter);
    const template = held.slice(held.indexOf("<template"), held.indexOf("</template>"));
    expect(template).toMatch(/push\("context"\).*import "\/a\.js".*push\("data 1"\).*push\("close"\)/);
    expect(held.slice(held.indexOf("</template>"))).not.toMatch(/push\(/);
    expect(held).toContain(`</template><script>${starter}</script><!--$--><!--$--><!--/$--><!--/$--></body>`);
  });

  it("stops the build when the page has no template followed by its starter", () => {
    expect(() => holdLateScripts("<html><body><script>x()</script></body></html>", starter)).toThrow(
      /no single <template id="page-code">/,
    );
  });

  it("the starter, on its own in a page, runs the template's scripts after itself once started", () => {
    const { window } = new JSDOM(holdLateScripts(page(`<script>window.ran.push("data")</script>`), starter), {
      runScripts: "outside-only",
    });
    const ran: string[] = [];
    Object.assign(window, { ran });
    // jsdom reports no paint timing: the starter starts the code at once, as such a browser would.
    window.eval(window.document.querySelectorAll("body > script")[0]!.textContent);
    const after = [...window.document.body.children].map(
      (e) => e.tagName + (e.textContent?.match(/push\("(\w+)/)?.[1] ?? ""),
    );
    expect(after).toEqual(["MAIN", "TEMPLATE", "SCRIPT", "SCRIPTcontext", "SCRIPT", "SCRIPTdata"]);
  });

  describe("once the build has moved them to a file of their own", () => {
    const code = `<script>window.ran.push("context")</script><script type="module" async="">import "/a.js";</script>`;
    const served = `<html><body><main>Text</main><template id="${PAGE_CODE_ID}" data-src="/assets/page-code-1.txt"></template><script>${starter}</script></body></html>`;
    const load = (response: { ok: boolean; status: number; text: () => Promise<string> }) => {
      const { window } = new JSDOM(served, { runScripts: "outside-only" });
      const asked: string[] = [];
      const errors: unknown[] = [];
      Object.assign(window, {
        ran: [],
        fetch: (url: string) => (asked.push(url), Promise.resolve(response)),
        console: { error: (...args: unknown[]) => void errors.push(args) },
      });
      window.eval(window.document.querySelectorAll("body > script")[0]!.textContent);
      const tags = () =>
        [...window.document.body.children].map((e) => e.tagName + (e.textContent?.match(/push\("(\w+)/)?.[1] ?? ""));
      return { asked, errors, tags };
    };

    it("the starter fetches that file and puts its scripts after itself, in order", async () => {
      const page = load({ ok: true, status: 200, text: () => Promise.resolve(code) });
      expect(page.asked).toEqual(["/assets/page-code-1.txt"]);
      await vi.waitFor(() => expect(page.tags()).toEqual(["MAIN", "TEMPLATE", "SCRIPT", "SCRIPTcontext", "SCRIPT"]));
    });

    it("a file that fails to arrive leaves the page as it was served, and says so in the console", async () => {
      const page = load({ ok: false, status: 404, text: () => Promise.resolve("Not found") });
      await vi.waitFor(() => expect(page.errors).toHaveLength(1));
      expect(String((page.errors[0] as unknown[])[0])).toContain("/assets/page-code-1.txt: 404");
      expect(page.tags()).toEqual(["MAIN", "TEMPLATE", "SCRIPT"]);
    });
  });
});
