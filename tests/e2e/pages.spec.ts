import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { content } from "./support/content";

const notFound = content.pages.notFound;

/** The pre-rendered HTML of a path, as a crawler without JavaScript gets it. */
async function staticHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

const pick = (html: string, re: RegExp) => html.match(re)?.[1];

test.describe("every route is pre-rendered", () => {
  for (const path of sitePaths) {
    test(`${path} answers 200 with its h1, title, description, canonical and JSON-LD`, async ({ request }) => {
      const { status, html } = await staticHtml(request, path);
      expect(status).toBe(200);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const title = pick(html, /<title>([^<]+)<\/title>/);
      expect(title).toBeTruthy();
      expect(pick(html, /<meta name="description" content="([^"]{50,})"/)).toBeTruthy();
      const canonical = pick(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toMatch(/^https?:\/\/[^/]+\//);
      const expectedPath = path === "/services/pool-houses" ? "/services/poolhouses" : path;
      expect(new URL(canonical!).pathname).toBe(expectedPath);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length).toBeGreaterThan(0);
      for (const [, json] of blocks) {
        const data = JSON.parse(json!) as Record<string, unknown>;
        expect(data["@context"]).toBe("https://schema.org");
      }
      for (const landmark of ["<header", "<nav", "<main", "<footer"]) expect(html).toContain(landmark);
    });
  }

  test("titles are unique across pages", async ({ request }) => {
    const titles = await Promise.all(
      sitePaths
        .filter((p) => p !== "/services/poolhouses")
        .map(async (p) => pick((await staticHtml(request, p)).html, /<title>([^<]+)<\/title>/)),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("/services/pool-houses and /services/poolhouses are the same page", async ({ request }) => {
    const a = await staticHtml(request, "/services/pool-houses");
    const b = await staticHtml(request, "/services/poolhouses");
    expect(pick(a.html, /<h1[^>]*>([^<]+)</)).toBe(pick(b.html, /<h1[^>]*>([^<]+)</));
    expect(pick(a.html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      pick(b.html, /<link rel="canonical" href="([^"]+)"/),
    );
  });

  test("/x and /x/ answer the same page", async ({ request }) => {
    const a = await request.get("/about", { maxRedirects: 0 });
    const b = await request.get("/about/", { maxRedirects: 0 });
    expect(a.status()).toBe(200);
    expect(b.status()).toBe(200);
    expect(await b.text()).toBe(await a.text());
  });
});

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/services/xyz", "/service-areas/boston-ma", "/resources/nothing/here"]) {
    test(`${path} answers 404 with the site's 404 page`, async ({ request }) => {
      const { status, html } = await staticHtml(request, path);
      expect(status).toBe(404);
      expect(html).toContain(notFound.heading);
    });
  }

  test("the 404 screen shows its words and logs the missing path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    const response = await page.goto("/kitchen-ideas-2019");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFound.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: notFound.heading })).toBeVisible();
    await expect(page.getByText(notFound.text)).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes("/kitchen-ideas-2019"))).toBe(true);
    await page.getByRole("link", { name: notFound.button }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
