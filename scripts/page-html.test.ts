import { runInNewContext } from "node:vm";
import { JSDOM } from "jsdom";
import { createElement, type ReactNode, Suspense, use } from "react";
import { renderToReadableStream } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dropModulePreloads,
  hydrationDataAsJson,
  inlineFavicon,
  inlineIcons,
  inlinedStylesheet,
  inlineStylesheet,
  keepUsedCss,
  lateStylesheet,
  minifyInlineScripts,
  scrollRestorationSetsIndex,
  completeSuspenseBoundaries,
  structuredDataOnceInPage,
  PAINT_WAIT_MS,
  startModulesAfterPaint,
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

describe("the stylesheet the page's code loads", () => {
  const css =
    "@layer base{*{margin:0}a{color:inherit}table{border-collapse:collapse}}@layer utilities{.flex{display:flex}}";
  const readAsset = (href: string) => (href === "/assets/app-1.css" ? css : "");
  const inlined = (body: string) =>
    `<!DOCTYPE html><html><head><style data-inline-css="/assets/app-1.css">${css}</style></head><body>${body}</body></html>`;

  it("is one file for every page, the whole stylesheet less what every page has, named by its content", () => {
    const late = lateStylesheet([inlined("<a>Home</a>"), inlined("<a>Home</a><table></table>")], readAsset, (code) =>
      code.length.toString(),
    );
    expect(late!.code).toBe("@layer base{table{border-collapse:collapse}}@layer utilities{.flex{display:flex}}\n");
    expect(late!.path).toBe(`assets/late-${late!.code.length}.css`);
  });

  it("is none when no page has an inlined stylesheet, and fails the build when pages name two", () => {
    expect(lateStylesheet([page("")], readAsset, () => "h")).toBeNull();
    const other = inlined("").replace("app-1.css", "app-2.css");
    expect(() => lateStylesheet([inlined(""), other], readAsset, () => "h")).toThrow(/2 stylesheets, not one/);
  });
});

describe("module preloads", () => {
  it("are all dropped, and nothing else is", () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(dropModulePreloads(page(head))).toBe(page('<link rel="icon" href="/favicon.svg"/>'));
  });
});

describe("the page's icons", () => {
  const sprite =
    '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"></path></symbol>' +
    '<symbol id="phone-call" viewBox="0 0 24 24"><path d="M2 2"></path></symbol>' +
    '<symbol id="menu" viewBox="0 0 24 24"><path d="M3 3"></path></symbol></svg>';
  const icon = (id: string) => `<svg aria-hidden="true"><use href="/assets/icons-ab12.svg#${id}"></use></svg>`;
  const readAsset = (href: string) => (href === "/assets/icons-ab12.svg" ? sprite : "");

  it("are drawn from the symbols they use, copied into the page, each once", () => {
    const html = inlineIcons(`<html><body>${icon("phone")}<p>Call</p>${icon("phone")}</body></html>`, readAsset);
    expect(html).not.toContain("icons-ab12.svg");
    expect(html.match(/href="#phone"/g)).toHaveLength(2);
    expect(html).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" style="display:none"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"></path></symbol></svg></body>',
    );
    expect(inlineIcons("<html><body><p>No icons</p></body></html>", readAsset)).toBe(
      "<html><body><p>No icons</p></body></html>",
    );
  });

  it("fail the build on an icon the sprite does not have", () => {
    expect(() => inlineIcons(`<body>${icon("hammer")}</body>`, readAsset)).toThrow(/no icon "hammer"/);
  });
});

describe("the SVG favicon", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect fill="#2f4a3a" width="48" height="48"/></svg>\n';
  const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';

  it("is in the page as a data: URL that decodes to the file", () => {
    const html = inlineFavicon(page(`<link rel="icon" href="/favicon.ico" sizes="32x32"/>${link}`), (href) =>
      href === "/favicon.svg" ? svg : "",
    );
    const href = html.match(/<link rel="icon" href="(data:image\/svg\+xml,[^"]+)" type="image\/svg\+xml"\/>/)![1]!;
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(svg.trim());
    // A URL holds no white space (the W3C checker refuses one that does).
    expect(href).not.toMatch(/\s/);
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(html).not.toContain('"/favicon.svg"');
  });

  it("fails the build when the page has no link to it", () => {
    expect(() => inlineFavicon(page(""), () => svg)).toThrow(/no <link rel=icon>/);
  });
});

describe("inline scripts", () => {
  it("are minified and do what they did; scripts of other types are left as they are", () => {
    const readable =
      "((storageKey, restoreKey) => {\n  const saved = storageKey + ':' + restoreKey;\n  window.seen = saved;\n})('positions', null);";
    const others = '<script type="application/ld+json">{"a": 1}</script><script type="module">let  x = 1;</script>';
    const html = minifyInlineScripts(page(`<script>${readable}</script>${others}`));
    const code = html.match(/<script>([\s\S]*?)<\/script>/)![1]!;
    expect(code.length).toBeLessThan(readable.length * 0.8);
    const [before, after] = [readable, code].map((c) => {
      const window: { seen?: string } = {};
      runInNewContext(c, { window });
      return window.seen;
    });
    expect(after).toBe(before);
    expect(html).toContain(others);
  });
});

describe("React Router's scroll script", () => {
  // As React Router 8's <ScrollRestoration> writes it into a pre-rendered page.
  const script = `<script>((storageKey, restoreKey) => {
		if (!window.history.state || !window.history.state.key) {
			let key = Math.random().toString(32).slice(2);
			window.history.replaceState({ key }, "");
		}
		try {
			let storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];
			if (typeof storedY === "number") window.scrollTo(0, storedY);
		} catch (error) {
			console.error(error);
			sessionStorage.removeItem(storageKey);
		}
	})("react-router-scroll-positions", null)</script>`;

  /**
   * The history entry's state after the page's scripts ran, how many times they wrote it, how many
   * times they read the stored positions, and where they scrolled to.
   */
  function run(html: string, state: unknown, stored: Record<string, number> = {}) {
    const history = { state, writes: 0, replaceState: (s: unknown) => ((history.state = s), history.writes++) };
    const seen = { reads: 0, scrolledTo: undefined as number | undefined };
    const sessionStorage = { getItem: () => (seen.reads++, JSON.stringify(stored)) };
    const window = { history, scrollTo: (_x: number, y: number) => (seen.scrolledTo = y) };
    for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
      runInNewContext(code!, { window, sessionStorage });
    return { ...seen, writes: history.writes, state: history.state };
  }
  const built = (html: string) => minifyInlineScripts(scrollRestorationSetsIndex(html));

  it("gives an entry from outside the site its key and React Router's index in one write, and keeps an entry's own", () => {
    const fresh = run(built(page(script)), null);
    expect(fresh.writes).toBe(1);
    expect(fresh.state).toMatchObject({ idx: 0 });
    expect(Object.keys(fresh.state as object).sort()).toEqual(["idx", "key"]);
    expect((fresh.state as { key: unknown }).key).toMatch(/^\w+$/);
    const reloaded = run(built(page(script)), { key: "k", idx: 3 });
    expect(reloaded).toMatchObject({ writes: 0, state: { key: "k", idx: 3 } });
  });

  it("scrolls a reloaded entry back to its stored position, and reads nothing for a new one", () => {
    expect(run(built(page(script)), { key: "k", idx: 3 }, { k: 840 })).toMatchObject({ reads: 1, scrolledTo: 840 });
    expect(run(built(page(script)), null, { k: 840 })).toMatchObject({ reads: 0, scrolledTo: undefined });
  });

  it("still reads the stored positions for a new entry when React Router passes a key of its own", () => {
    const withKey = script.replace(
      '"react-router-scroll-positions", null',
      '"react-router-scroll-positions", "/about"',
    );
    expect(run(built(page(withKey)), null, { "/about": 120 })).toMatchObject({ writes: 1, reads: 1, scrolledTo: 120 });
  });

  it("fails the build when React Router's script no longer writes the key as it did", () => {
    expect(() => scrollRestorationSetsIndex(page(script.replace("({ key }", "({ key: key }")))).toThrow(
      /no longer has/,
    );
    expect(() => scrollRestorationSetsIndex(page(script.replace("restoreKey)", "key)")))).toThrow(/no longer has/);
    expect(scrollRestorationSetsIndex(page("<script>1</script>"))).toBe(page("<script>1</script>"));
  });
});

describe("reading a built page's stylesheet back", () => {
  it("returns what inlineStylesheet put in, or nothing", () => {
    const html = inlineStylesheet(page(placeholder), () => "p{margin:0}");
    expect(inlinedStylesheet(html)).toBe("p{margin:0}");
    expect(inlinedStylesheet(page(""))).toBe("");
  });
});

describe("the page's code, started after the page has painted", () => {
  // React Router 8's module script, as `react-router build` writes it into every pre-rendered page.
  const bootstrap =
    'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; ' +
    'import * as route1 from "/assets/service-1.js";      window.__reactRouterRouteModules = {"root":route0,"service":route1};  ' +
    'import("/assets/entry.client-1.js");';
  // React Router's data, as hydrationDataAsJson leaves it (below)
  const data =
    '<script type="application/json" data-router="context">{"ssr":false}</script>' +
    '<script type="application/json" data-router="chunk">"[{\\"_1\\":2}]\\n"</script>';
  const built = `<!DOCTYPE html><html><head></head><body><p>Hi</p>${data}<script type="module" async="">${bootstrap}</script></body></html>`;
  // The built chunks: the entry module (React's home, which starts hydrating) is a static import
  // of the root module; the lazy chunk is not.
  const chunks: Record<string, string> = {
    "/assets/manifest-1.js": "window.__reactRouterManifest={};",
    "/assets/root-1.js": 'import{a as b}from"./entry.client-1.js";import"./shared-1.js";',
    "/assets/service-1.js": 'import{c}from"./shared-1.js";',
    "/assets/entry.client-1.js": 'import("./lazy-1.js");hydrateRoot();',
    "/assets/shared-1.js": "",
  };
  const readAsset = (href: string) => chunks[href] ?? "";
  const rewrite = (html: string, stylesheet?: string) =>
    startModulesAfterPaint(html, (code) => `h${code.length}`, readAsset, stylesheet);
  const BOOT = `/${rewrite(built).boot.path}`;
  const DATA = `/${rewrite(built).data.path}`;

  it("moves React Router's module script unchanged into a router file beside the chunks it imports", () => {
    const { html, boot, router } = rewrite(built);
    expect(boot.path).toMatch(/^assets\/boot-\w+\.js$/);
    expect(router.path).toMatch(/^assets\/router-\w+\.js$/);
    expect(router.code).toBe(`${bootstrap.trim().replaceAll('"/assets/', '"./')}\n`);
    expect(boot.code).toContain(`import("./${router.path.slice("assets/".length)}")`);
    expect(html).not.toContain("manifest-1.js");
    expect(html.match(/<script[^>]*>[^<]/g), "scripts with content").toHaveLength(1);
  });

  it("moves the data the page hydrates from into a data file, JSON as React Router wrote it", () => {
    const { html, data } = rewrite(built);
    expect(data.path).toMatch(/^assets\/data-\w+\.json$/);
    expect(JSON.parse(data.code)).toEqual({ context: { ssr: false }, chunks: ['[{"_1":2}]\n'] });
    expect(html).not.toContain("data-router");
    // React hydrates React Router's scripts where they were: the elements stay, empty.
    expect(html.match(/<script type="application\/json"><\/script>/g)).toHaveLength(2);
    expect(() => rewrite(built.replace(/<script[^>]*data-router="context">[^<]*<\/script>/, ""))).toThrow(
      /0 React Router contexts/,
    );
  });

  const styled = built.replace("<head>", '<head><style data-inline-css="/assets/app-1.css">p{margin:0}</style>');

  /** Runs a boot file in a stand-in browser: what it loads and imports, and when. */
  function boot(html = styled, stylesheet?: string) {
    const { boot, router, data } = rewrite(html, stylesheet);
    const loaded: string[] = [];
    const fetched: string[] = [];
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    // A message it posts to itself queues a task that nextTask() runs, as the browser's event loop would.
    const tasks: (() => void)[] = [];
    // (Node's setImmediate lets the promise jobs that are due run; it waits for no clock.)
    const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
    const nextTask = async () => {
      await settle();
      tasks.shift()?.();
      await settle();
    };
    let giveData!: (data: unknown) => void;
    const arrived = new Promise((resolve) => (giveData = resolve));
    // what the starter left for it: the page's data file
    const window: Record<string, unknown> = { __routerDataFile: `/${data.path}` };
    const done = runInNewContext(`(async () => {${boot.code.replaceAll("import(", "__import(")}})()`, {
      window,
      document: {
        createElement: () => ({ addEventListener: (type: string, l: () => void) => (listeners[type] = l) }),
        head: { append: (link: { rel: string; href: string }) => loaded.push(`${link.rel} ${link.href}`) },
      },
      fetch: (url: string) => (fetched.push(url), arrived.then((d) => ({ ok: true, json: () => d }))),
      ReadableStream,
      TextEncoderStream,
      MessageChannel: class {
        port1: { onmessage?: () => void } = {};
        port2 = { postMessage: () => tasks.push(() => this.port1.onmessage!()) };
      },
      __import: (url: string) => imported.push(url),
    }) as Promise<void>;
    const allTasks = async () => {
      do await nextTask();
      while (tasks.length > 0);
    };
    const styleArrived = () => listeners.load!();
    return { router, loaded, fetched, imported, window, giveData, styleArrived, nextTask, allTasks, done };
  }

  it("preloads every module React Router's script needs, and not the lazy ones", async () => {
    const { loaded, router, allTasks } = boot(built);
    await allTasks();
    expect(loaded).toEqual(
      [
        `/${router.path}`,
        "/assets/manifest-1.js",
        "/assets/root-1.js",
        "/assets/entry.client-1.js",
        "/assets/shared-1.js",
        "/assets/service-1.js",
      ].map((href) => `modulepreload ${href}`),
    );
  });

  it("fetches the page's data and the whole stylesheet at once, then the modules, three in each task after", async () => {
    const { loaded, fetched, nextTask } = boot();
    expect(loaded).toEqual(["stylesheet /assets/app-1.css"]);
    expect(fetched).toEqual([DATA]);
    const preloads = () => loaded.filter((l) => l.startsWith("modulepreload")).length;
    for (const expected of [3, 6, 6]) {
      await nextTask();
      expect(preloads()).toBe(expected);
    }
  });

  it("loads the stylesheet it is given (the late one) in place of the one the page's <style> names", () => {
    expect(boot(styled, "/assets/late-1.css").loaded).toEqual(["stylesheet /assets/late-1.css"]);
  });

  it("starts React Router's code only once the page's data and the whole stylesheet are in", async () => {
    const page = boot();
    await page.allTasks();
    expect(page.imported, "started before the data").toEqual([]);
    page.giveData({ context: { ssr: false }, chunks: [] });
    await page.allTasks();
    expect(page.imported, "started before the stylesheet").toEqual([]);
    expect(page.window.__reactRouterContext).toMatchObject({ ssr: false });
    page.styleArrived();
    await page.done;
    expect(page.imported).toEqual([`./${page.router.path.slice("assets/".length)}`]);
    // A page without an inlined stylesheet has none to wait for.
    const plain = boot(built);
    plain.giveData({ context: { ssr: false }, chunks: [] });
    await plain.allTasks();
    await plain.done;
    expect(plain.loaded.filter((l) => l.startsWith("stylesheet"))).toEqual([]);
    expect(plain.imported).toEqual([`./${plain.router.path.slice("assets/".length)}`]);
  });

  type Listener = () => void;
  type ObserverCallback = (list: { getEntries: () => unknown[] }, observer: { disconnect: () => void }) => void;

  /** Runs the rewritten script in a stand-in browser; `import()` is recorded, not fetched. */
  function run({
    hero,
    types = ["largest-contentful-paint"],
    hidden = false,
    html = built,
  }: {
    hero?: boolean;
    types?: string[];
    hidden?: boolean;
    html?: string;
  }) {
    const script = rewrite(html).html.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!;
    const appended: Record<string, unknown>[] = [];
    const imported: string[] = [];
    const fetched: string[] = [];
    const heroListeners: Record<string, Listener> = {};
    const windowListeners: Record<string, Listener> = {};
    const heroElement = hero ? { addEventListener: (type: string, l: Listener) => (heroListeners[type] = l) } : null;
    const observers: Record<string, ObserverCallback> = {};
    class FakePerformanceObserver {
      static supportedEntryTypes = types;
      constructor(private callback: ObserverCallback) {}
      observe({ type }: { type: string }) {
        observers[type] = this.callback;
      }
    }
    let intersection: ((entries: { isIntersecting: boolean }[], o: { disconnect: () => void }) => void) | undefined;
    class FakeIntersectionObserver {
      constructor(callback: typeof intersection) {
        intersection = callback;
      }
      observe() {}
    }
    const window: { addEventListener: (type: string, l: Listener) => void; __routerDataFile?: string } = {
      addEventListener: (type, listener) => (windowListeners[type] = listener),
    };
    runInNewContext(script.replaceAll("import(", "__import("), {
      document: {
        visibilityState: hidden ? "hidden" : "visible",
        querySelector: (selector: string) => (selector === "img[data-hero]" ? heroElement : null),
        createElement: (tag: string) => {
          const listeners: Record<string, () => void> = {};
          return { tag, listeners, addEventListener: (type: string, l: () => void) => (listeners[type] = l) };
        },
        head: { append: (element: Record<string, unknown>) => appended.push(element) },
      },
      Promise,
      PerformanceObserver: FakePerformanceObserver,
      IntersectionObserver: FakeIntersectionObserver,
      window,
      __import: (url: string) => (imported.push(url), Promise.resolve({ url })),
      fetch: (url: string) => (fetched.push(url), new Promise(() => {})),
      // the test's (fake, where installed) timers
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    });
    const report = (type: string, element: unknown) =>
      observers[type]?.({ getEntries: () => [{ element }] }, { disconnect() {} });
    return {
      imported,
      fetched,
      appended,
      window,
      heroListeners,
      windowListeners,
      /** the browser reports a largest paint so far */
      largestPaint: () => report("largest-contentful-paint", {}),
      heroLoaded: () => heroListeners.load!(),
      heroInView: (isIntersecting: boolean) => intersection?.([{ isIntersecting }], { disconnect() {} }),
    };
  }

  afterEach(() => vi.useRealTimers());

  it("waits for the largest paint, then imports the boot file, once, naming the page's data file", () => {
    const page = run({});
    expect(page.imported).toEqual([]);
    page.largestPaint();
    expect(page.imported).toEqual([BOOT]);
    expect(page.window.__routerDataFile).toBe(DATA);
    page.largestPaint();
    expect(page.imported, "the code started twice").toEqual([BOOT]);
    // The page itself fetches and appends nothing: the boot file does (above).
    expect(page.fetched).toEqual([]);
    expect(page.appended).toEqual([]);
  });

  it("with a lead picture in view, waits for it to load too, whichever comes first", () => {
    const textFirst = run({ hero: true });
    textFirst.heroInView(true);
    textFirst.largestPaint();
    expect(textFirst.imported, "started before the picture loaded").toEqual([]);
    textFirst.heroLoaded();
    expect(textFirst.imported).toEqual([BOOT]);

    const pictureFirst = run({ hero: true });
    pictureFirst.heroLoaded();
    expect(pictureFirst.imported).toEqual([]);
    pictureFirst.largestPaint();
    expect(pictureFirst.imported).toEqual([BOOT]);
  });

  it("does not wait for a lead picture outside the viewport, or one that failed", () => {
    const below = run({ hero: true });
    below.heroInView(false);
    below.largestPaint();
    expect(below.imported).toEqual([BOOT]);

    const failed = run({ hero: true });
    failed.heroListeners.error!();
    failed.largestPaint();
    expect(failed.imported).toEqual([BOOT]);
  });

  it("starts at once when the visitor taps or presses a key, in a background tab, or without paint timing", () => {
    for (const type of ["pointerdown", "keydown"]) {
      const page = run({ hero: true });
      page.windowListeners[type]!();
      expect(page.imported, type).toEqual([BOOT]);
    }
    expect(run({ hidden: true }).imported).toEqual([BOOT]);
    expect(run({ types: [] }).imported).toEqual([BOOT]);
  });

  it("starts after the longest wait when no paint is reported", () => {
    vi.useFakeTimers();
    const page = run({ hero: true });
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(page.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.imported).toEqual([BOOT]);
  });

  it("fails the build when a page has no module script, or imports from elsewhere", () => {
    expect(() => rewrite("<p>no script</p>")).toThrow(/no module script/);
    expect(() => rewrite(built.replace("/assets/root-1.js", "/vendor/root.js"))).toThrow(/outside \/assets\//);
  });
});

describe("the data the page hydrates from", () => {
  // What React Router 8 writes into a pre-rendered page: its context, then the loader data as a
  // stream in chunks (escaped for HTML), then the stream's end, among React's own scripts.
  const context = '{"basename":"/","ssr":false,"isSpaMode":false}';
  const chunks = ['[{"_1":2},"loaderData",{"title":"Kitchens \\u003c/script\\u003e"}]\n', '"P3:{}"\n'];
  const routerScripts = [
    `window.__reactRouterContext = ${context};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`,
    ...chunks.map((c) => `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(c)});`),
    "window.__reactRouterContext.streamController.close();",
  ];
  const built =
    `<!DOCTYPE html><html><head></head><body><p>Hi</p><script>${routerScripts[0]}</script>` +
    '<script type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-1.js");</script>' +
    `<div hidden id="S:0"><script>${routerScripts[1]}</script></div><script>$RC("B:0","S:0")</script>` +
    `<div hidden id="S:1"><script>${routerScripts[2]}</script><script>${routerScripts[3]}</script></div></body></html>`;

  /** The context and the stream's text that React Router would read. */
  async function hydrationSeen(window: { __reactRouterContext?: { stream: ReadableStream<Uint8Array> } }) {
    const { stream, ...rest } = window.__reactRouterContext!;
    return { context: JSON.stringify(rest), text: await new Response(stream).text() };
  }

  it("no longer runs while the page parses: it is a data file the boot file hands to React Router", async () => {
    const html = hydrationDataAsJson(built);
    const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inlineScripts).toEqual(['$RC("B:0","S:0")']);

    const {
      html: page,
      boot,
      data,
    } = startModulesAfterPaint(
      html,
      () => "h",
      () => "",
    );
    expect(page).not.toContain("loaderData");
    // the starter has named the data file (the tests above)
    const window: Parameters<typeof hydrationSeen>[0] & { __routerDataFile?: string } = {
      __routerDataFile: `/${data.path}`,
    };
    const body = boot.code.replace(/^import [^\n]*$/gm, "").replace(/import\(/g, "(() => null)(");
    const document = { createElement: () => ({}), head: { append() {} } };
    const fetch = (url: string) => Promise.resolve(new Response(url === `/${data.path}` ? data.code : null));
    await runInNewContext(`(async () => {${body}})()`, {
      window,
      document,
      fetch,
      ReadableStream,
      TextEncoderStream,
      MessageChannel,
    });

    const asScripts: Parameters<typeof hydrationSeen>[0] = {};
    for (const script of routerScripts)
      runInNewContext(script, { window: asScripts, ReadableStream, TextEncoderStream });
    const seen = await hydrationSeen(window);
    expect(seen).toEqual(await hydrationSeen(asScripts));
    expect(seen.text).toBe(chunks.join(""));
  });

  it("fails the build on a React Router script it does not know, or a page without one context", () => {
    expect(() => hydrationDataAsJson(built.replace("streamController.close()", "streamController.error()"))).toThrow(
      /does not know/,
    );
    expect(() => hydrationDataAsJson("<p>no scripts</p>")).toThrow(/0 React Router context scripts/);
  });
});

describe("React's streamed boundaries", () => {
  /**
   * A page as React streams it, the way React Router streams its data: each chunk waits for its data
   * in a Suspense boundary, and renders the next one's boundary after itself; the last renders nothing.
   */
  async function streamed() {
    // Each chunk's data arrives a few timer turns after the one before, once that one has been written.
    const later = <T>(value: T, turns: number) =>
      new Promise<T>((resolve) => {
        const wait = (n: number) => setTimeout(() => (n ? wait(n - 1) : resolve(value)));
        wait(turns);
      });
    const chunks = [later("first chunk", 0), later("second chunk", 5), later(null, 10)];
    const Chunk = ({ index }: { index: number }): ReactNode => {
      const text = use(chunks[index]!);
      if (text === null) return null;
      return [
        createElement("p", { className: "data", key: "p" }, text),
        createElement(Suspense, { fallback: null, key: "next" }, createElement(Chunk, { index: index + 1 })),
      ];
    };
    const page = createElement(
      "main",
      null,
      createElement("h1", null, "Kitchens"),
      createElement(Suspense, { fallback: null }, createElement(Chunk, { index: 0 })),
    );
    // Read as it streams: the data arrives after the shell is written.
    const stream = await renderToReadableStream(page);
    return `<!DOCTYPE html><html><head></head><body>${await new Response(stream).text()}</body></html>`;
  }

  /** The body as the browser has it once React's runtime has moved everything in, without scripts. */
  function afterRuntime(html: string) {
    const dom = new JSDOM(html, { runScripts: "dangerously", pretendToBeVisual: true });
    const { $RV, $RB } = dom.window as unknown as { $RV: (queue: unknown[]) => void; $RB: unknown[] };
    $RV($RB); // the reveal React schedules for the next frame, now
    dom.window.document.querySelectorAll("script").forEach((s) => s.remove());
    const body = dom.window.document.body.innerHTML;
    dom.window.close();
    return body;
  }

  it("are complete in the page as built, as React's runtime would leave them, without its scripts", async () => {
    const html = await streamed();
    expect(html, "React streamed the boundaries").toMatch(/\$RC\("B:\d+","S:\d+"\)/);
    const completed = completeSuspenseBoundaries(html);
    expect(completed).not.toMatch(/<script|<template|hidden id="S:/);
    expect(new JSDOM(completed).window.document.body.innerHTML).toBe(afterRuntime(html));
    expect(completed).toContain(
      '<!--$--><p class="data">first chunk</p><!--$--><p class="data">second chunk</p><!--$--><!--/$--><!--/$--><!--/$-->',
    );
  });

  it("leave a page without them as it is, and fail the build on a React script of another kind", () => {
    expect(completeSuspenseBoundaries(page(""))).toBe(page(""));
    expect(() => completeSuspenseBoundaries(page('<script>$RX("B:0","E1")</script>'))).toThrow(/does not know/);
    expect(() =>
      completeSuspenseBoundaries(
        page('<!--$?--><template id="B:0"></template><!--/$--><script>$RC("B:0","S:0")</script>'),
      ),
    ).toThrow(/not where React writes it/);
  });
});

describe("the stylesheet in the page", () => {
  it("keeps the rules the page can use, and nothing else in the page changes", () => {
    const html = page('<style data-inline-css="/assets/app-1.css">.a{color:red}.b{color:blue}</style>').replace(
      "<p>Hi</p>",
      '<p class="a">Hi</p>',
    );
    expect(keepUsedCss(html)).toBe(html.replace(".b{color:blue}", ""));
    expect(() => keepUsedCss(page(""))).toThrow(/no inlined stylesheet/);
  });
});

describe("the structured data in the data the page hydrates from", () => {
  // React Router's flat encoding (turbo-stream) of
  // { head: [{ title: "Kitchens" }, { "script:ld+json": { "@graph": [{ name: "Kitchens" }] } }], copy: { lead: "Kitchens" } }:
  // values name each other by position; "_1": 2 is the key at 1 with the value at 2.
  const encoded = [
    { _1: 2, _9: 10 },
    "head",
    [3, 5],
    { _4: 11 },
    "title",
    { _6: 7 },
    "script:ld+json",
    { _8: 12 },
    "@graph",
    "copy",
    { _13: 11 },
    "Kitchens",
    [14],
    "lead",
    { _15: 11 },
    "name",
  ];
  // Escaped as React Router writes it: no "<" in the element.
  const pageWith = (values: unknown[]) =>
    `<body><h1>Kitchens</h1><script type="application/json" data-router="chunk">${JSON.stringify(
      `${JSON.stringify(values)}\n`,
    ).replace(/</g, "\\u003c")}</script></body>`;
  const valuesIn = (html: string) =>
    JSON.parse(JSON.parse(html.match(/data-router="chunk">([\s\S]*?)<\/script>/)![1]!) as string) as unknown[];
  /** turbo-stream's decoding of plain values, enough to read the data back */
  const decode = (values: unknown[], i = 0): unknown => {
    const value = values[i];
    if (Array.isArray(value)) return value.map((j: number) => decode(values, j));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([k, j]) => [decode(values, Number(k.slice(1))), decode(values, j as number)]),
      );
    return value;
  };

  it("becomes an empty object, and the values only it used are gone", () => {
    const values = valuesIn(structuredDataOnceInPage(pageWith(encoded)));
    expect(decode(values)).toEqual({
      head: [{ title: "Kitchens" }, { "script:ld+json": {} }],
      copy: { lead: "Kitchens" },
    });
    expect(values).not.toContain("@graph");
    expect(values).not.toContain("name");
    expect(values).toContain("Kitchens");
  });

  it("is written so that it cannot end its element, and a page without it is left as it is", () => {
    const html = structuredDataOnceInPage(pageWith([...encoded.slice(0, 11), "</script><b>", ...encoded.slice(12)]));
    expect(html).not.toContain("</script><b>");
    expect(decode(valuesIn(html))).toMatchObject({ head: [{ title: "</script><b>" }, {}] });
    const plain = pageWith([{ _1: 2 }, "copy", "Kitchens"]);
    expect(decode(valuesIn(structuredDataOnceInPage(plain)))).toEqual({ copy: "Kitchens" });
  });

  it("fails the build on data it cannot renumber safely: another kind of value, or data in parts", () => {
    expect(() => structuredDataOnceInPage(pageWith([...encoded.slice(0, 11), ["D", 0], ...encoded.slice(12)]))).toThrow(
      /a value of a kind it does not know/,
    );
    expect(() => structuredDataOnceInPage(pageWith(encoded) + pageWith(encoded))).toThrow(/in 2 parts/);
  });
});
