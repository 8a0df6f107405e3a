import { type Browser, type Page } from "@playwright/test";
import { spriteIcons } from "../../app/components/ui/icon-names";
import { expect, hydrated, openHydrated, staysClientSide, test } from "./fixtures";
import { blockThirdParty, DESKTOP, PHONE } from "./support/a11y";
import { content, servicePath } from "./support/content";

const { business } = content.settings;
const firstService = content.collections.services[0]!;
const lastService = content.collections.services.at(-1)!;
const poolHouses = content.collections.services.find((s) => s.slug === "pool-houses")!;
const navName = (href: string) => content.settings.navigation.mainNav.find((n) => n.href === href)!.name;

const headData = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => (l as HTMLLinkElement).href),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
  }));

test.describe("header and footer", () => {
  test("the top bar shows a tel: link, the town and ZIP and the serving line", async ({ page }) => {
    await openHydrated(page, "/");
    const header = page.locator("header").first();
    await expect(header.locator('a[href^="tel:+1"]').first()).toBeVisible();
    const { city, region, postalCode } = business.address;
    await expect(header.getByText(`${city}, ${region} ${postalCode}`)).toBeVisible();
    await expect(header.getByText(content.settings.navigation.serviceAreaLine).first()).toBeVisible();
    await expect(header.getByRole("link", { name: content.settings.navigation.contactCta.name })).toHaveAttribute(
      "href",
      content.settings.navigation.contactCta.href,
    );
  });

  test("the footer lists the footer's services, every town, the copyright year and the licence line", async ({
    page,
  }) => {
    await openHydrated(page, "/about");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Services" }).locator("xpath=..").getByRole("link")).toHaveCount(
      content.settings.navigation.footerServices.length,
    );
    await expect(
      footer.getByRole("heading", { name: "Service Areas" }).locator("xpath=..").getByRole("link"),
    ).toHaveCount(content.collections.towns.length);
    await expect(footer).toContainText(`© ${business.copyrightYear}`);
    await expect(footer).toContainText(business.licence);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  });

  test("the menu marks the page on screen, as served and after React takes over", async ({
    browser,
    baseURL,
    page,
  }) => {
    // Served at /about (the file about/index.html, pre-rendered as /about/): the link to it is current.
    const item = content.settings.navigation.mainNav.find((n) => n.href !== "/" && !n.dropdown)!;
    const current = async (p: Page) => {
      const nav = p.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: item.name, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    };
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const served = await noScript.newPage();
    await served.goto(item.href);
    await current(served);
    await noScript.close();
    await openHydrated(page, item.href);
    await current(page);
  });

  test("the Services dropdown opens on hover and lists every service page", async ({ page }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("link", { name: navName("/services") });
    const laundry = nav.getByRole("link", { name: lastService.name });
    await expect(laundry).toBeHidden();
    await services.hover();
    await expect(laundry).toBeVisible();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    await expect(laundry).toBeHidden();
  });

  test("the Services dropdown opens on keyboard focus, is walked with Tab and closes on Escape", async ({ page }) => {
    await openHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("link", { name: navName("/services") });
    await nav.getByRole("link", { name: navName("/") }).focus();
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: firstService.name })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: firstService.name })).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle opens every link, and following one closes it", async ({ page }) => {
    await openHydrated(page, "/");
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const { name } of [...content.settings.navigation.mainNav, ...content.collections.services])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: lastService.name, exact: true }).click();
    await expect(page).toHaveURL(servicePath(lastService));
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await openHydrated(page, "/about");
    const toggle = page.getByRole("button", { name: /menu/i });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("client-side navigation", () => {
  test("swaps the title and canonical as a fresh load has them, and leaves no structured data of the first page", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const home = await headData(page);
    expect(home.jsonLd.join()).toContain('"@type":"FAQPage"');
    // The first page's structured data stays whole through hydration.
    const html = await (await page.request.get("/")).text();
    expect(home.jsonLd).toEqual([html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]]);
    const homeHeading = await page.getByRole("heading", { level: 1 }).innerText();

    await staysClientSide(page, async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL("/about");
      // The new page has rendered (the URL can change a moment before it does).
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(homeHeading);
    });
    const navigated = await headData(page);

    // The social tags and structured data are the pre-rendered page's alone (crawlers load every page
    // fresh): the first page's go on the first navigation, and a fresh load has the page's own.
    expect(await page.locator('head meta[property^="og:"], head meta[name^="twitter:"]').count()).toBe(0);
    await page.goto("/about");
    const fresh = await headData(page);
    expect({ ...navigated, jsonLd: fresh.jsonLd }).toEqual(fresh);
    expect(navigated.canonicals).toHaveLength(1);
    expect(navigated.jsonLd).toEqual([]);
    expect(fresh.jsonLd).toHaveLength(1);
    expect(fresh.jsonLd.join()).toContain('"@type":"AboutPage"');
    expect(navigated.title).not.toBe(home.title);
  });

  test("pool houses keeps its canonical /services/poolhouses after client-side navigation", async ({ page }) => {
    await openHydrated(page, "/services");
    await staysClientSide(page, async () => {
      await page.getByRole("main").getByRole("link", { name: poolHouses.name }).click();
      await expect(page).toHaveURL("/services/pool-houses");
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/poolhouses$/);
  });
});

test.describe("scrolling", () => {
  test("a new page starts at the top, and Back restores the previous position", async ({ page }) => {
    await openHydrated(page, "/services");
    await page.getByRole("main").getByRole("link", { name: lastService.name }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await page.getByRole("main").getByRole("link", { name: lastService.name }).click();
    await expect(page).toHaveURL(servicePath(lastService));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/services");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test("a reload comes back to where the visitor was, even before the page's code runs", async ({ page }) => {
    await openHydrated(page, "/services");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // The code starts after the first paint; it is kept from loading here, so what puts the visitor
    // back is the browser's own restoration, which React Router hands back to the browser as the page
    // is left (its scroll script waits with the code).
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload({ waitUntil: "load" });
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test("a navigation link to the page you are on scrolls to the top", async ({ page }) => {
    await openHydrated(page, "/about");
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator("footer").getByRole("link", { name: business.shortName }).first().click();
    await expect(page).toHaveURL("/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.locator("footer").getByRole("link", { name: business.shortName }).first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("first paint", () => {
  const paint = (page: Page) =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      font: getComputedStyle(document.querySelector("h1")!).fontFamily,
      css: document.querySelector("style[data-inline-css]")?.textContent?.length ?? 0,
    }));

  /** The page as the browser first shows it: without its scripts, every request it makes recorded. */
  async function openWithoutScripts(browser: Browser, path: string) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto(path);
    return { context, page, requested };
  }

  test("the page is styled by its own <style>, with no stylesheet or module preload to wait for", async ({
    browser,
  }) => {
    const { context, page, requested } = await openWithoutScripts(browser, "/services/kitchen");
    const styled = await paint(page);
    expect(styled.background).not.toBe("rgba(0, 0, 0, 0)");
    expect(styled.css).toBeGreaterThan(10_000);
    expect(requested.filter((url) => /\.(css|js)(\?|$)/.test(url))).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"], link[rel="modulepreload"]').count()).toBe(0);
    await context.close();
  });

  // The home page's largest paint is its lead picture; the others' is text.
  for (const path of ["/", "/about", "/resources"])
    test(`the page's code is not fetched before ${path} has painted its largest content`, async ({ page }) => {
      await openHydrated(page, path);
      const { paintedAt, scripts } = await page.evaluate(async () => ({
        // The largest paint before the code ran (LCP entries stop at the first input, not at hydration).
        paintedAt: await new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        ),
        // The page's code: its held code and its modules.
        scripts: performance
          .getEntriesByType("resource")
          .filter((r) => /\/assets\/[^/]+\.(js|txt)$/.test(r.name))
          .map((r) => ({ name: r.name, startTime: r.startTime })),
      }));
      expect(scripts.length, "the page's code came after its paint").toBeGreaterThan(0);
      for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(paintedAt);
    });

  /**
   * Every element's computed style (and its ::before and ::after, where they have content), as
   * text, kept in the page; then `differences` lists the elements whose style is no longer what it was.
   */
  const styleSnapshot = (page: Page) =>
    page.evaluate(() => {
      // Custom properties are left out: the page's part drops those nothing on it reads.
      const text = (style: CSSStyleDeclaration) =>
        Array.from(style)
          .filter((name) => !name.startsWith("--"))
          .map((name) => `${name}:${style.getPropertyValue(name)}`)
          .join(";");
      const styleOf = (e: Element) =>
        [null, "::before", "::after"]
          .map((pseudo) => getComputedStyle(e, pseudo))
          .filter((style, i) => i === 0 || style.content !== "none")
          .map(text)
          .join("|");
      const w = window as unknown as { __styles: Map<Element, string>; __styleOf: typeof styleOf };
      w.__styleOf = styleOf;
      w.__styles = new Map([...document.querySelectorAll("body *")].map((e) => [e, styleOf(e)]));
    });
  const differences = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __styles: Map<Element, string>; __styleOf: (e: Element) => string };
      return [...w.__styles]
        .filter(([e, before]) => w.__styleOf(e) !== before)
        .map(([e, before]) => {
          const now = w.__styleOf(e).split(/[;|]/);
          const first = before.split(/[;|]/).find((p, i) => p !== now[i]);
          return `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}">: ${first}`;
        });
    });

  // One page of each kind: the part of the stylesheet in each page styles it as the whole would.
  for (const path of [
    "/",
    "/about",
    "/contact",
    "/join-team",
    "/process",
    "/review",
    "/search",
    "/services",
    "/services/kitchen",
    "/portfolio",
    "/portfolio/attic-renovation",
    "/resources",
    "/resources/kitchen-remodel-planning-guide",
    "/service-areas/weston-ma",
    "/testimonials",
    "/thank-you",
    "/no-such-page",
  ])
    test(`${path}: the part of the stylesheet in the page styles it exactly as the whole stylesheet does`, async ({
      browser,
    }) => {
      const { context, page } = await openWithoutScripts(browser, path);
      const href = await page.locator("style[data-inline-css]").getAttribute("data-inline-css");
      const whole = await (await context.request.get(href!)).text();
      const addStylesheet = (css: string) =>
        page.evaluate((css) => {
          const style = Object.assign(document.createElement("style"), { textContent: css });
          style.dataset.added = "";
          document.head.append(style);
        }, css);
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        await page.reload();
        // On a busy machine the new width can reach the page after the reload: the snapshot must be of it
        // (an auto margin, container-page's, is read as the width it is laid out at).
        await page.waitForFunction(
          (width) => document.documentElement.clientWidth <= width && window.innerWidth === width,
          size.width,
        );
        await styleSnapshot(page);
        // The whole stylesheet after the page's part, as the page's code adds it when it starts:
        // the page looks as the whole styles it, and so does what React renders next.
        await addStylesheet(whole);
        expect(await differences(page), `at ${size.width}px, the whole stylesheet added`).toEqual([]);
      }
      await context.close();
    });

  test("the page's code loads the whole stylesheet before React takes over, for the pages it renders next", async ({
    page,
  }) => {
    await openHydrated(page, "/thank-you");
    const whole = await page.locator("style[data-inline-css]").getAttribute("data-inline-css");
    await expect(page.locator(`link[rel="stylesheet"][href="${whole}"]`)).toHaveCount(1);
    // The portfolio's filter buttons: classes the thank-you page does not use, styled after the navigation.
    const inline = await page.locator("style[data-inline-css]").textContent();
    await staysClientSide(page, async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
      await expect(page).toHaveURL("/portfolio");
    });
    const filter = page.getByRole("button", { name: "Kitchen", exact: true });
    const unseen = (await filter.getAttribute("class"))!
      .split(" ")
      .filter((c) => !inline!.includes(`.${c.replace(/[:/[\]&>]/g, "\\$&")}`));
    expect(unseen.length, "the button has classes the first page's <style> lacks").toBeGreaterThan(0);
    const looks = () =>
      filter.evaluate((e) => {
        const s = getComputedStyle(e);
        return [s.display, s.padding, s.borderRadius, s.backgroundColor, s.fontSize, s.fontWeight].join(" ");
      });
    const afterNavigation = await looks();
    await page.goto("/portfolio");
    expect(afterNavigation).toBe(await looks());
  });

  for (const path of ["/", content.pages.estimate.path])
    for (const viewport of [PHONE, DESKTOP])
      test(`${path} at ${viewport.width} px, arriving slowly, first paints with its whole header, and nothing moves`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await blockThirdParty(page);
        // What the first frame has of the page, and every layout shift while it loads.
        await page.addInitScript(() => {
          const w = window as unknown as { __firstFrame?: { main: boolean }; __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => (w.__firstFrame = { main: document.querySelector("main") !== null }));
        });
        // A very slow connection (4 KB a second): the page comes in pieces, and the browser paints between
        // them unless told to wait (app/components/layout/paint-after-header.tsx). At 20 KB a second, on a
        // busy machine, the page was often read whole before its first frame, and the test proved nothing.
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: 4_000,
          uploadThroughput: 4_000,
        });
        await page.goto(path, { waitUntil: "domcontentloaded" });
        // The first frame can come after the page is read (it waits for nothing but the browser).
        await page.waitForFunction(() => "__firstFrame" in window);
        const loaded = await page.evaluate(() => {
          const w = window as unknown as { __firstFrame: { main: boolean }; __shift: number };
          return { firstFrame: w.__firstFrame, shift: w.__shift };
        });
        expect(loaded.firstFrame, "the first frame came after the header was whole").toEqual({ main: true });
        expect(loaded.shift).toBe(0);
        await context.close();
      });

  test("the page's icons come with the page, with no sprite file to fetch, and so does its favicon", async ({
    browser,
  }) => {
    const { context, page, requested } = await openWithoutScripts(browser, "/services/kitchen");
    // Each icon on screen draws its symbol (a reference that does not resolve draws nothing: an empty box).
    const drawn = await page.locator("header svg[aria-hidden] use").evaluateAll((uses) =>
      uses
        .filter((u) => u.closest("svg")!.getClientRects().length > 0)
        .map((u) => {
          const box = (u as SVGGraphicsElement).getBBox();
          return `${u.getAttribute("href")} ${box.width > 0 && box.height > 0 ? "drawn" : "empty"}`;
        }),
    );
    expect(drawn.length).toBeGreaterThan(2);
    expect(drawn.filter((d) => !/^#[\w-]+ drawn$/.test(d))).toEqual([]);
    expect(requested.filter((url) => /icons-[\w-]+\.svg/.test(url))).toEqual([]);
    const favicon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
    expect(favicon).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(favicon, "a URL with no spaces (W3C's checker)").not.toMatch(/\s/);
    await context.close();
  });

  test("once the page runs, every icon is at hand for the pages it renders next", async ({ page }) => {
    // The page as served carries only the icons it draws.
    const served = await (await page.request.get("/thank-you")).text();
    expect(served.match(/<symbol /g)?.length ?? 0).toBeLessThan(Object.keys(spriteIcons).length);
    await page.goto("/thank-you");
    await hydrated(page);
    await expect(page.locator("#icons symbol")).toHaveCount(Object.keys(spriteIcons).length);
  });

  test("the page's code waits for the lead picture before it takes the page over", async ({ page }) => {
    // Hold the kitchen page's lead picture until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/img/service-kitchen-*", async (route) => {
      await held;
      await route.continue();
    });
    const heroRequested = page.waitForRequest(/\/img\/service-kitchen-/);
    await page.goto("/services/kitchen", { waitUntil: "domcontentloaded" });
    await heroRequested;
    expect(await page.locator("img[data-hero]").count()).toBe(1);
    // The page's code has arrived: only the picture holds hydration back.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => /\/entry\.client-[\w-]+\.js$/.test(e.name)),
    );
    expect(await page.evaluate(() => (window as unknown as { __e2eCommits: number }).__e2eCommits)).toBe(0);
    release();
    await hydrated(page);
  });

  test("the portfolio's first project is its lead picture; the projects below load as they come near", async ({
    page,
  }) => {
    await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
    const pictures = page.locator("main article img");
    // on a phone it shows at the bottom of the first window, on a wide screen the whole first row does
    await expect(pictures.first()).toHaveAttribute("data-hero", "");
    await expect(pictures.first()).toHaveAttribute("loading", "eager");
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator("img[data-hero]")).toHaveCount(1);
    expect(await pictures.count()).toBeGreaterThan(6);
    for (const picture of await pictures.all().then((all) => all.slice(1)))
      await expect(picture).toHaveAttribute("loading", "lazy");
  });

  test("a lead picture that never arrives holds the page's code back for 3 seconds at most", async ({ page }) => {
    await page.clock.install();
    await page.route("**/img/service-kitchen-*", () => {}); // never answered
    await page.goto("/services/kitchen", { waitUntil: "domcontentloaded" });
    await page.clock.runFor(2_900);
    expect(await page.evaluate(() => (window as unknown as { __e2eCommits: number }).__e2eCommits)).toBe(0);
    await page.clock.runFor(100);
    await hydrated(page);
  });

  test("stays styled through hydration and client-side navigation, without a hydration error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/services/kitchen");
    const before = await paint(page);
    await hydrated(page);
    await staysClientSide(page, async () => {
      await page.locator("footer").getByRole("link", { name: "About Us" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/kitchen/i);
    });
    expect(await paint(page)).toEqual(before);
    expect(errors).toEqual([]);
  });
});
