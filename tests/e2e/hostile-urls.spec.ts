import { type APIRequestContext, type Page } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { expect, hydrated, reactRuns, test } from "./fixtures";
import {
  BOLD,
  ERROR_SCREEN,
  expectClean,
  expectNothingInjected,
  IMG,
  NOT_FOUND,
  SCRIPT,
  watch,
  type Watch,
} from "./support/hostile";

/** Odd, encoded and hostile URLs: every one answers a real page or the 404 page, and nothing it carries runs. */

const entities = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
const h1Of = (html: string) => entities(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "");

/** The h1 each real page answers with, fetched once. */
const h1Cache = new Map<string, Promise<string>>();
function h1For(request: APIRequestContext, path: string) {
  if (!h1Cache.has(path))
    h1Cache.set(
      path,
      request.get(path).then(async (r) => h1Of(await r.text())),
    );
  return h1Cache.get(path)!;
}

/** What a URL may answer: one of these pages (status 200), or the 404 page (status 404). */
type UrlCase = { label: string; path: string; allowed: (string | 404)[] };

const pathCases: UrlCase[] = [
  { label: "encoded dot-dot", path: "/%2e%2e/", allowed: ["/", 404] },
  { label: "encoded traversal to /etc/passwd", path: "/%2e%2e/%2e%2e/etc/passwd", allowed: [404] },
  { label: "double slash", path: "//", allowed: ["/", 404] },
  { label: "triple slash before about", path: "///about", allowed: ["/about", 404] },
  { label: "double slash before about", path: "//about", allowed: ["/about", 404] },
  { label: "double slash inside a path", path: "/services//kitchen", allowed: ["/services/kitchen", 404] },
  { label: "3000-character path", path: `/services/${"k".repeat(2990)}`, allowed: [404] },
  { label: "unicode path (küche)", path: "/services/küche", allowed: [404] },
  { label: "emoji path", path: "/%F0%9F%8F%A0", allowed: [404] },
  { label: "right-to-left override in path", path: "/%E2%80%AEtuoba", allowed: [404] },
  { label: "trailing dot", path: "/about.", allowed: ["/about", 404] },
  { label: "two trailing dots", path: "/about..", allowed: ["/about", 404] },
  { label: "dot segments", path: "/services/kitchen/../../about", allowed: ["/about"] },
  { label: "half-encoded dot segments", path: "/services/.%2e/about", allowed: ["/about"] },
  { label: "malformed percent-encoding", path: "/%E0%A4%A", allowed: [404] },
  { label: "null byte", path: "/about%00", allowed: [404] },
  { label: "encoded slash", path: "/about%2F", allowed: ["/about", 404] },
  { label: "upper case", path: "/ABOUT", allowed: ["/about", 404] },
  { label: "explicit index.html", path: "/about/index.html", allowed: ["/about", 404] },
  { label: "markup in the path", path: `/about/${encodeURIComponent(SCRIPT)}`, allowed: [404] },
  { label: "matrix parameter", path: "/about;jsessionid=1", allowed: [404] },
];

const queryCases: UrlCase[] = [
  { label: "tracking and markup parameters", path: `/about?utm_source=x&foo=${BOLD}`, allowed: ["/about"] },
  { label: "script parameter", path: `/about?foo=${encodeURIComponent(SCRIPT)}`, allowed: ["/about"] },
  {
    label: "prototype pollution parameters",
    path: "/about?__proto__[polluted]=1&constructor[prototype][polluted]=1",
    allowed: ["/about"],
  },
  { label: "malformed percent-encoding in the query", path: "/about?%E0%A4%A=%E0%A4%A", allowed: ["/about"] },
  { label: "4000-character parameter", path: `/about?x=${"y".repeat(4000)}`, allowed: ["/about"] },
  { label: "null bytes in the query", path: "/about?q=%00&category=%00", allowed: ["/about"] },
];

/** `?category=` values on /portfolio, and the filter button that must end up pressed. */
const categoryCases: { label: string; value: string; raw?: boolean; pressed: string }[] = [
  { label: "script tag", value: SCRIPT, pressed: "All" },
  { label: "img onerror", value: IMG, pressed: "All" },
  { label: "attribute breakout", value: `"><img src=x onerror=alert(1)>`, pressed: "All" },
  { label: "single quotes", value: "'Kitchen'", pressed: "All" },
  { label: "trailing double quote", value: 'Kitchen"', pressed: "All" },
  { label: "10,500 characters", value: "Kitchen".repeat(1500), pressed: "All" },
  { label: "unicode (Küche)", value: "Küche", pressed: "All" },
  { label: "CJK", value: "厨房", pressed: "All" },
  { label: "emoji", value: "🏠🔨", pressed: "All" },
  { label: "Arabic (right to left)", value: "مطبخ", pressed: "All" },
  { label: "__proto__", value: "__proto__", pressed: "All" },
  { label: "constructor", value: "constructor", pressed: "All" },
  { label: "lower case", value: "kitchen", pressed: "All" },
  { label: "malformed percent-encoding", value: "%E0%A4%A", raw: true, pressed: "All" },
  {
    label: "duplicate parameter, second one hostile",
    value: `Kitchen&category=${encodeURIComponent(BOLD)}`,
    raw: true,
    pressed: "Kitchen",
  },
  { label: "plus for space", value: "Pool+House", raw: true, pressed: "Pool House" },
];

/** `?q=` values on /search. */
const searchCases: { label: string; value: string; raw?: boolean }[] = [
  { label: "script tag", value: SCRIPT },
  { label: "img onerror", value: IMG },
  { label: "bold markup", value: BOLD },
  { label: "alert payloads", value: "<script>alert(1)</script><img src=x onerror=alert(1)>" },
  { label: "quotes and SQL", value: `"' \`; DROP TABLE pages;--` },
  { label: "2400 characters", value: "kitchen ".repeat(300).trim() },
  { label: "5000-character word", value: "x".repeat(5000) },
  { label: "unicode (küche)", value: "küche" },
  { label: "CJK", value: "厨房改造" },
  { label: "emoji", value: "🏠🔨👷🏽‍♀️" },
  { label: "Arabic", value: "تجديد المطبخ" },
  { label: "Hebrew", value: "שיפוץ מטבח" },
  { label: "malformed percent-encoding", value: "%E0%A4%A", raw: true },
  { label: "null byte", value: "%00", raw: true },
  { label: "regular-expression characters", value: ".*+?^${}()|[]\\" },
  { label: "only spaces", value: "   " },
];

/**
 * Checks one URL with a plain request and in a real page (`w` watches that page for errors and dialogs
 * since its test began: one watch a page, so its listeners do not pile up).
 */
async function checkUrl(
  page: Page,
  w: Watch,
  request: APIRequestContext,
  baseURL: string,
  path: string,
  allowed: (string | 404)[],
) {
  const url = `${baseURL}${path}`;
  const pages = allowed.filter((a): a is string => a !== 404);
  const expectedH1 = new Map(await Promise.all(pages.map(async (p) => [await h1For(request, p), p] as const)));

  // Plain request, as a crawler or a curl would send it.
  const response = await request.get(url);
  const status = response.status();
  const html = await response.text();
  expect(status, "never a server error").toBeLessThan(500);
  expect(html).not.toContain(ERROR_SCREEN);
  for (const marker of [BOLD, "kgbInjected", "onerror="])
    expect(html, `the answer does not echo ${marker}`).not.toContain(marker);
  if (status === 404) {
    expect(allowed, `${path} answered 404`).toContain(404);
    expect(html).toContain(NOT_FOUND);
  } else {
    expect(status).toBe(200);
    expect([...expectedH1.keys()], `${path} answered the page headed "${h1Of(html)}"`).toContain(h1Of(html));
  }

  // A real page: same answer, hydrated without complaint where React runs, nothing injected.
  const loaded = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(loaded?.status(), "the browser gets the same status").toBe(status);
  if (await reactRuns(page)) await hydrated(page);
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1, "the browser shows the page the server answered with").toHaveText(
    status === 404 ? NOT_FOUND : h1Of(html),
  );
  await expectNothingInjected(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "no horizontal overflow",
  ).toBe(true);
  expectClean(w);
}

/**
 * The cases of a kind share one browser page (one test, a step per case): each visit is a fresh
 * navigation, and the site's scripts come from the browser's cache after the first, as for a visitor.
 */
test.describe("hostile URLs", () => {
  test(`${pathCases.length} odd and hostile paths`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const w = watch(page);
    for (const c of pathCases)
      await test.step(`path, ${c.label}: ${c.path.slice(0, 60)}`, () =>
        checkUrl(page, w, request, baseURL!, c.path, c.allowed));
  });

  test(`${queryCases.length} odd and hostile query strings`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const w = watch(page);
    for (const c of queryCases)
      await test.step(`query, ${c.label}`, () => checkUrl(page, w, request, baseURL!, c.path, c.allowed));
  });

  test(`${categoryCases.length} hostile portfolio ?category= values`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const w = watch(page);
    for (const c of categoryCases)
      await test.step(`portfolio ?category=, ${c.label}`, async () => {
        const path = `/portfolio?category=${c.raw ? c.value : encodeURIComponent(c.value)}`;
        await checkUrl(page, w, request, baseURL!, path, ["/portfolio"]);
        await expect(page.getByRole("button", { name: c.pressed, exact: true })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expect(page.locator("[aria-pressed='true']")).toHaveCount(1);
        await expect(page.getByRole("main").locator("article").first()).toBeVisible();
      });
  });

  test(`${searchCases.length} hostile search ?q= values`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const w = watch(page);
    for (const c of searchCases)
      await test.step(`search ?q=, ${c.label}`, async () => {
        const path = `/search?q=${c.raw ? c.value : encodeURIComponent(c.value)}`;
        await checkUrl(page, w, request, baseURL!, path, ["/search"]);
        const expected = new URL(`${baseURL}${path}`).searchParams.get("q") ?? "";
        await expect(page.getByLabel("Search for")).toHaveValue(expected);
        const live = page.getByRole("main").locator("[aria-live]").last();
        await expect(live).not.toContainText("Searching…", { timeout: 15_000 });
        await expect(live, "the search answers, it does not break").not.toContainText(
          "Search is not available right now",
        );
        if (expected.trim()) await expect(live).toContainText(expected.trim().slice(0, 40));
        await expectNothingInjected(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          "no horizontal overflow",
        ).toBe(true);
        expectClean(w);
      });
  });

  /** Paths sent byte for byte (no client-side normalisation of "..", "%2e" or "\"): nothing outside the site is served. */
  const rawPaths = [
    "/%2e%2e/%2e%2e/etc/passwd",
    "/../../etc/passwd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e%2f%2e%2e%2fpackage.json",
    "/.%2e/.%2e/package.json",
    "/%2e%2e/%2e%2e/%2e%2e/package.json",
    "/..%5c..%5cpackage.json",
    "/%252e%252e/%252e%252e/package.json",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/%2e%2e/%2e%2e/scripts/serve.ts",
    "//etc/passwd",
    "/about%00.html",
  ];

  test("raw paths never leave the site's directory", async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!);
    for (const path of rawPaths) {
      const { status, body, location } = await new Promise<{ status: number; body: string; location?: string }>(
        (resolve, reject) => {
          const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
          });
          req.on("error", reject);
          req.end();
        },
      );
      expect(status, `${path}: never a server error`).toBeLessThan(500);
      expect([200, 301, 400, 404], `${path} answered ${status}`).toContain(status);
      // Repeated slashes redirect to the same path with single slashes: never off the site.
      if (status === 301) expect(location, `${path} redirects on this site`).toMatch(/^\/(?!\/)/);
      expect(body, `${path} leaks no file`).not.toMatch(
        /root:x:0:0|"name": "kendal-green-builders-site"|createServer\(/,
      );
      if (status === 200) expect(body, `${path} answers one of the site's pages`).toContain('<html lang="en-US"');
    }
  });
});
