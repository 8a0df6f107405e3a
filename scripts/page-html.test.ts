import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dropModulePreloads,
  HERO_WAIT_MS,
  inlinedStylesheet,
  inlineStylesheet,
  startModulesAfterHero,
} from "./page-html.mjs";

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>Hi</p></body></html>`;
const placeholder = '<style data-inline-css="/assets/app-1.css"></style>';

describe("the pre-rendered page's stylesheet", () => {
  it("is copied into the page, so no request blocks the first paint", () => {
    const html = inlineStylesheet(page(placeholder), (href) =>
      href === "/assets/app-1.css" ? "body{color:#222}\n" : "",
    );
    expect(html).toContain('<style data-inline-css="/assets/app-1.css">body{color:#222}</style>');
    expect(html).not.toContain("<link");
  });

  it("keeps CSS text with $ signs as it is", () => {
    expect(inlineStylesheet(page(placeholder), () => "a::after{content:'$&$1'}")).toContain("content:'$&$1'");
  });

  it("fails the build when a page has no placeholder or the CSS could end the element", () => {
    expect(() => inlineStylesheet(page(""), () => "")).toThrow(/placeholder/);
    expect(() => inlineStylesheet(page(placeholder), () => "a{}</style><script>")).toThrow(/<\/style/);
  });
});

describe("module preloads", () => {
  it("are all dropped, and nothing else is", () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(dropModulePreloads(page(head))).toBe(page('<link rel="icon" href="/favicon.svg"/>'));
  });
});

describe("reading a built page's stylesheet back", () => {
  it("returns what inlineStylesheet put in, or nothing", () => {
    const html = inlineStylesheet(page(placeholder), () => "p{margin:0}");
    expect(inlinedStylesheet(html)).toBe("p{margin:0}");
    expect(inlinedStylesheet(page(""))).toBe("");
  });
});

describe("the page's code, started after its lead picture", () => {
  // React Router 8's module script, as `react-router build` writes it into every pre-rendered page.
  const bootstrap =
    '<script type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; ' +
    'import * as route1 from "/assets/service-1.js";      window.__reactRouterRouteModules = {"root":route0,"service":route1};  ' +
    'import("/assets/entry.client-1.js");</script>';
  const built = `<!DOCTYPE html><html><head></head><body><p>Hi</p>${bootstrap}</body></html>`;

  /** Runs the rewritten script in a stand-in browser; `import()` is recorded, not fetched. */
  function run({ hero, elementTiming = true }: { hero?: { complete: boolean }; elementTiming?: boolean }) {
    const script = startModulesAfterHero(built).match(/<script type="module">([\s\S]*?)<\/script>/)![1]!;
    const imported: string[] = [];
    const heroListeners: Record<string, () => void> = {};
    const heroElement = hero && {
      ...hero,
      addEventListener: (type: string, listener: () => void) => (heroListeners[type] = listener),
    };
    let observer:
      ((list: { getEntries: () => { element: unknown }[] }, o: { disconnect: () => void }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = elementTiming ? ["element", "largest-contentful-paint"] : [];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    const window: { __reactRouterRouteModules?: unknown } = {};
    const load = (url: string) => (imported.push(url), Promise.resolve({ url }));
    runInNewContext(script.replaceAll("import(", "__import("), {
      document: {
        querySelector: (selector: string) => (selector === 'img[elementtiming="hero"]' ? heroElement : null),
      },
      PerformanceObserver: FakeObserver,
      window,
      __import: load,
      // the test's (fake, where installed) timers
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    });
    const paint = (element: unknown) => observer?.({ getEntries: () => [{ element }] }, { disconnect() {} });
    return { imported, window, heroElement, heroListeners, paint };
  }

  afterEach(() => vi.useRealTimers());

  it("waits for the lead picture to paint, then imports the same modules and the entry last", async () => {
    const page = run({ hero: { complete: false } });
    page.paint({});
    expect(page.imported, "another element's paint started the code").toEqual([]);
    page.paint(page.heroElement);
    expect(page.imported).toEqual(["/assets/manifest-1.js", "/assets/root-1.js", "/assets/service-1.js"]);
    await vi.waitFor(() => expect(page.imported).toContain("/assets/entry.client-1.js"));
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      service: { url: "/assets/service-1.js" },
    });
    page.paint(page.heroElement);
    expect(
      page.imported.filter((u) => u === "/assets/manifest-1.js"),
      "the code started twice",
    ).toHaveLength(1);
  });

  it("starts at once on a page without a lead picture, or when the picture is already loaded", () => {
    expect(run({}).imported).toHaveLength(3);
    expect(run({ hero: { complete: true } }).imported).toHaveLength(3);
  });

  it("starts when the picture fails, and after the longest wait when it never paints", () => {
    const failed = run({ hero: { complete: false } });
    failed.heroListeners.error!();
    expect(failed.imported).toHaveLength(3);

    vi.useFakeTimers();
    const hidden = run({ hero: { complete: false } });
    vi.advanceTimersByTime(HERO_WAIT_MS - 1);
    expect(hidden.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(hidden.imported).toHaveLength(3);
  });

  it("waits for the picture's load where the browser has no element timing", () => {
    const page = run({ hero: { complete: false }, elementTiming: false });
    expect(page.imported).toEqual([]);
    page.heroListeners.load!();
    expect(page.imported).toHaveLength(3);
  });

  it("fails the build when React Router's module script changes shape", () => {
    expect(() => startModulesAfterHero("<p>no script</p>")).toThrow(/no module script/);
    expect(() => startModulesAfterHero(built.replace("import(", 'console.log("x"); import('))).toThrow(
      /unexpected statement.*console\.log/,
    );
  });
});
