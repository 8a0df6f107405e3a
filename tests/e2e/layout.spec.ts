import { type Browser, type Page } from "@playwright/test";
import { spriteIcons } from "../../app/components/ui/icon-names";
import { expect, hydrated, openPage, loadsNewDocument, test } from "./fixtures";
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
    await openPage(page, "/");
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
    await openPage(page, "/about");
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
    await openPage(page, item.href);
    await current(page);
  });

  test("the Services dropdown opens on hover and lists every service page", async ({ page }) => {
    await openPage(page, "/");
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
    await openPage(page, "/");
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

  test("the toggle opens every link on the first tap, and following one loads that page with the menu closed", async ({
    page,
  }) => {
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    for (const { name } of [...content.settings.navigation.mainNav, ...content.collections.services])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await menu.getByRole("link", { name: lastService.name, exact: true }).click();
    await expect(page).toHaveURL(servicePath(lastService));
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await openPage(page, "/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("following a link", () => {
  test("gives the new page the head a fresh load has, its structured data included", async ({ page }) => {
    await openPage(page, "/");
    const home = await headData(page);
    expect(home.jsonLd.join()).toContain('"@type":"FAQPage"');
    // The first page's structured data stays whole through hydration.
    const html = await (await page.request.get("/")).text();
    expect(home.jsonLd).toEqual([html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]]);
    const homeHeading = await page.getByRole("heading", { level: 1 }).innerText();

    await loadsNewDocument(page, async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL("/about");
      // The new page has rendered (the URL can change a moment before it does).
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(homeHeading);
    });
    const navigated = await headData(page);

    await page.goto("/about");
    const fresh = await headData(page);
    expect(navigated).toEqual(fresh);
    expect(navigated.canonicals).toHaveLength(1);
    expect(await page.locator('head meta[property^="og:"], head meta[name^="twitter:"]').count()).toBeGreaterThan(5);
    expect(fresh.jsonLd).toHaveLength(1);
    expect(fresh.jsonLd.join()).toContain('"@type":"AboutPage"');
    expect(navigated.title).not.toBe(home.title);
  });

  test("pool houses keeps its canonical /services/poolhouses when reached by a link", async ({ page }) => {
    await openPage(page, "/services");
    await loadsNewDocument(page, async () => {
      await page.getByRole("main").getByRole("link", { name: poolHouses.name }).click();
      await expect(page).toHaveURL("/services/pool-houses");
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/poolhouses$/);
  });
});

test.describe("scrolling", () => {
  test("a new page starts at the top, and Back restores the previous position", async ({ page }) => {
    await openPage(page, "/services");
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
    await openPage(page, "/services");
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
    await openPage(page, "/about");
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

  // Pages React does not run load no script file at all (decision 026).
  for (const path of ["/", "/about", "/resources"])
    test(`${path} loads no script file: what it does is plain HTML and its own small scripts`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((r) => r.name)
          .filter((name) => /\.js(\?|$)/.test(name) && name.startsWith(location.origin)),
      );
      expect(scripts).toEqual([]);
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
        // The whole stylesheet after the page's part: the page looks as the whole styles it.
        await addStylesheet(whole);
        expect(await differences(page), `at ${size.width}px, the whole stylesheet added`).toEqual([]);
      }
      await context.close();
    });

  test("a page React runs carries the whole stylesheet, for what React renders next", async ({ page }) => {
    await openPage(page, "/portfolio");
    const style = page.locator("style[data-inline-css]");
    const whole = await (await page.request.get((await style.getAttribute("data-inline-css"))!)).text();
    expect(await style.textContent()).toBe(whole.trim());
  });

  for (const path of ["/", content.pages.estimate.path])
    for (const viewport of [PHONE, DESKTOP])
      test(`${path} at ${viewport.width} px, arriving slowly, paints as it comes and nothing moves`, async ({
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
        // them; what it has painted must not move when the rest arrives (the header's layout: its parts
        // keep their places whatever comes after them). At 20 KB a second, on a busy machine, the page
        // was often read whole before its first frame, and the test proved nothing.
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

  test("once React runs, every icon is at hand for what it renders next", async ({ page }) => {
    // The page as served carries only the icons it draws.
    const served = await (await page.request.get("/contact")).text();
    expect(served.match(/<symbol /g)?.length ?? 0).toBeLessThan(Object.keys(spriteIcons).length);
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.locator("#icons symbol")).toHaveCount(Object.keys(spriteIcons).length);
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

  test("a page React runs stays styled through hydration, and so does the page a link leads to", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await blockThirdParty(page);
    await page.goto("/join-team");
    const before = await paint(page);
    await hydrated(page);
    expect(await paint(page)).toEqual(before);
    await loadsNewDocument(page, async () => {
      await page.locator("footer").getByRole("link", { name: "About Us" }).click();
      await expect(page).toHaveURL(/\/about$/);
    });
    const { css: _css, ...styled } = await paint(page);
    expect({ ...styled, css: before.css }).toEqual(before);
    expect(errors).toEqual([]);
  });
});
