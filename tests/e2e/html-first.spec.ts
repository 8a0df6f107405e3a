/**
 * HTML first (decision 026): on every page React does not run, what a visitor can do works as plain
 * HTML, with JavaScript off; and every link loads the next page whole, with the same head as a fresh
 * load of it.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, reactRuns, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { blockThirdParty, DESKTOP, PHONE } from "./support/a11y";
import { content } from "./support/content";

/** The pages React does not run, read from the built pages (a route says so in its module's handle). */
async function contentPaths(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const paths: string[] = [];
  for (const path of sitePaths) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    if (!(await reactRuns(page))) paths.push(path);
  }
  await context.close();
  return paths;
}

async function noScriptPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await blockThirdParty(context);
  return context.newPage();
}

test.describe("without JavaScript, on every page React does not run", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the small-screen menu opens on a tap and closes on Escape, on a tap outside and with its close button", async ({
    browser,
  }) => {
    const paths = await contentPaths(browser);
    expect(paths.length, "pages React does not run").toBeGreaterThan(20);
    const page = await noScriptPage(browser, PHONE);
    for (const path of paths) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu, path).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu, path).toBeVisible();
      await expect(menu.getByRole("link", { name: content.collections.services[0]!.name })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu, `${path}: Escape`).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.mouse.click(10, PHONE.height / 2);
      await expect(menu, `${path}: a tap outside`).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu, `${path}: the close button`).toBeHidden();
    }
    await page.context().close();
  });

  test("the Services dropdown shows its links on hover and on keyboard focus", async ({ browser }) => {
    const page = await noScriptPage(browser, DESKTOP);
    for (const path of (await contentPaths(browser)).slice(0, 6)) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const nav = page.getByRole("navigation", { name: "Main" });
      const services = nav.getByRole("link", { name: "Services", exact: true });
      const first = nav.getByRole("link", { name: content.collections.services[0]!.name });
      await expect(first).toBeHidden();
      await services.hover();
      await expect(first, `${path}: hover`).toBeVisible();
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
      await expect(first).toBeHidden();
      await services.focus();
      await expect(first, `${path}: focus`).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
    }
    await page.context().close();
  });

  test("the search box reaches /search?q=", async ({ browser }) => {
    const page = await noScriptPage(browser, PHONE);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("searchbox").fill("kitchen cabinets");
    await menu.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=kitchen\+cabinets$/);
    await page.context().close();
  });

  test("FAQ answers open", async ({ browser }) => {
    const page = await noScriptPage(browser, PHONE);
    let seen = 0;
    for (const path of await contentPaths(browser)) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const questions = page.getByRole("main").locator("details");
      if ((await questions.count()) === 0) continue;
      seen++;
      const first = questions.first();
      const answer = first.locator("summary ~ *").first();
      await expect(answer, path).toBeHidden();
      await first.locator("summary").click();
      await expect(answer, path).toBeVisible();
    }
    expect(seen, "pages with FAQ").toBeGreaterThan(0);
    await page.context().close();
  });

  test("every visible link leads to a page", async ({ browser, request }) => {
    const hrefs = new Set<string>();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await noScriptPage(browser, viewport);
      for (const path of await contentPaths(browser)) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        for (const link of await page.locator("a[href]").all())
          if (await link.isVisible()) hrefs.add(new URL((await link.getAttribute("href"))!, page.url()).href);
      }
      await page.context().close();
    }
    const broken: string[] = [];
    for (const href of hrefs) {
      const url = new URL(href);
      if (!url.protocol.startsWith("http") || url.host !== new URL(test.info().project.use.baseURL!).host) continue;
      const response = await request.get(url.pathname + url.search);
      if (response.status() !== 200) broken.push(`${url.pathname}: ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});

test("with JavaScript off, every page shows its heading, its content and its footer where they belong", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await noScriptPage(browser, PHONE);
  for (const path of sitePaths) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.locator("main h1"), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
    // Nothing of the page waits, hidden, for a script to move it into place.
    expect(await page.locator("body [hidden]:not([popover]) :is(h2, p, footer)").count(), path).toBe(0);
  }
  await page.context().close();
});

/** The head as crawlers and link previews read it. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const read = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map(
        (e) =>
          `${e.getAttribute("property") ?? e.getAttribute("name") ?? e.getAttribute("rel")}=${e.getAttribute(attribute)}`,
      );
    return {
      title: document.title,
      meta: read(
        'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]',
        "content",
      ),
      canonical: read('link[rel="canonical"]', "href"),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
    };
  });
}

test("a page reached by a link has the same head as a fresh load, JSON-LD included, and starts at the top", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const hubs = ["/", "/services", "/portfolio", "/resources"];
  const reached = new Set<string>();
  for (const hub of hubs) {
    await page.goto(hub);
    const targets = new Set<string>();
    for (const link of await page.locator("a[href^='/']:visible").all())
      targets.add((await link.getAttribute("href"))!.split("#")[0]!);
    for (const target of targets) {
      if (reached.has(target) || !sitePaths.includes(target.replace(/(.)\/$/, "$1"))) continue;
      reached.add(target);
      const fresh = await page.goto(target).then(() => headOf(page));
      await page.goto(hub);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.locator(`a[href="${target}"]:visible`).first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await page.waitForLoadState("domcontentloaded");
      expect(await headOf(page), `${hub} -> ${target}`).toEqual(fresh);
      expect(await page.evaluate(() => window.scrollY), `${hub} -> ${target}: at the top`).toBe(0);
    }
  }
  expect(reached.size, "pages reached by a link from the hubs").toBeGreaterThanOrEqual(30);
});
