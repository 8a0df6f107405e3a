import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterLeadPicture, PAINT_WAIT_MS } from "./start-up";

/** A page as afterLeadPicture sees it: its window's events and observers, and its lead picture. */
function fakePage({ paintTiming = true, hidden = false, hero = true } = {}) {
  const listeners = new Map<string, () => void>();
  let lcp: ((list: { getEntries: () => { element?: unknown }[] }) => void) | undefined;
  let seen: ((entries: { isIntersecting: boolean }[], observer: { disconnect: () => void }) => void) | undefined;
  const picture = hero
    ? {
        complete: false,
        events: new Map<string, () => void>(),
        addEventListener(type: string, fn: () => void) {
          this.events.set(type, fn);
        },
        decode: () => Promise.resolve(),
      }
    : null;
  const view = {
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    PerformanceObserver: Object.assign(
      class {
        constructor(callback: typeof lcp) {
          lcp = callback;
        }
        observe() {}
      },
      { supportedEntryTypes: paintTiming ? ["largest-contentful-paint"] : [] },
    ),
    IntersectionObserver: class {
      constructor(callback: typeof seen) {
        seen = callback;
      }
      observe() {}
    },
  };
  const doc = { defaultView: view, visibilityState: hidden ? "hidden" : "visible", querySelector: () => picture };
  return {
    doc: doc as unknown as Document,
    tap: () => listeners.get("pointerdown")!(),
    paint: (element?: unknown) => lcp!({ getEntries: () => [{ element }] }),
    pictureLoaded: () => picture!.events.get("load")!(),
    onScreen: (isIntersecting: boolean) => seen!([{ isIntersecting }], { disconnect: () => {} }),
    picture,
  };
}

describe("when the page's code takes the page over", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("waits for the page's paint and its lead picture, then starts once", async () => {
    const page = fakePage();
    const start = vi.fn();
    afterLeadPicture(start, page.doc);
    page.onScreen(true);
    page.paint();
    expect(start).not.toHaveBeenCalled();
    page.pictureLoaded();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    page.tap();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts when the lead picture is the largest paint, or is off screen, or there is none", () => {
    const asLcp = fakePage();
    const start = vi.fn();
    afterLeadPicture(start, asLcp.doc);
    asLcp.paint(asLcp.picture);
    expect(start).toHaveBeenCalledTimes(1);

    const below = fakePage();
    afterLeadPicture(start, below.doc);
    below.paint();
    below.onScreen(false);
    expect(start).toHaveBeenCalledTimes(2);

    const none = fakePage({ hero: false });
    afterLeadPicture(start, none.doc);
    none.paint();
    expect(start).toHaveBeenCalledTimes(3);
  });

  it("starts at once on a tap, in a background tab, or where the browser reports no paint", () => {
    const page = fakePage();
    const start = vi.fn();
    afterLeadPicture(start, page.doc);
    page.tap();
    expect(start).toHaveBeenCalledTimes(1);
    afterLeadPicture(start, fakePage({ hidden: true }).doc);
    afterLeadPicture(start, fakePage({ paintTiming: false }).doc);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it(`starts after ${PAINT_WAIT_MS} ms when the picture never arrives`, () => {
    const start = vi.fn();
    afterLeadPicture(start, fakePage().doc);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
