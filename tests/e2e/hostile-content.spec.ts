/**
 * What the owner types is text, never markup or code, on the built site as a visitor's browser gets it
 * (the production headers, from _headers). Run by `npm run test:hostile` against the build of a copy of
 * the content where every text field its rules take carries web-page code: a script, an image with an
 * error handler, a frame, a style, a comment, "</script>" (scripts/hostile-content.ts; it also shows that
 * the same code in a guide's text is refused by the build, and that a page given a foreign script stops
 * it). Not part of `npm run test:e2e`, whose build holds the working tree's content.
 */
import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { articlePath, content } from "./support/content";
import { expectClean, watch } from "./support/hostile";

const hash = (source: string) => `sha256-${createHash("sha256").update(source).digest("base64")}`;

test("no page runs, shows as markup or fetches anything of the code in its texts; each page's policy allows exactly the scripts the site wrote into it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = watch(page);
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/x" || pathname === "/hostile-frame") fetched.push(request.url());
  });
  for (const path of [...sitePaths, "/no-such-page"]) {
    const response = await page.goto(path);
    const found = await page.evaluate(() => {
      const hits: string[] = [];
      if ((window as { kgbInjected?: unknown }).kgbInjected !== undefined) hits.push("a script of the text ran");
      for (const el of document.querySelectorAll('img[src="x"], [onerror], iframe[src="/hostile-frame"]'))
        hits.push(`<${el.tagName.toLowerCase()}> from the text`);
      for (const b of document.querySelectorAll("b"))
        if (b.textContent === "bar") hits.push("<b>bar</b> from the text");
      if (getComputedStyle(document.body).display === "none") hits.push("a style of the text applies");
      const data = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
        try {
          JSON.parse(s.textContent ?? "");
          return [];
        } catch {
          return ["structured data that is not whole JSON"];
        }
      });
      const scripts = [...document.querySelectorAll("script:not([src])")]
        .filter((s) => s.getAttribute("type") !== "application/ld+json")
        .map((s) => s.textContent ?? "");
      return { hits: [...hits, ...data], scripts };
    });
    expect(found.hits, path).toEqual([]);
    // The page's policy lists a hash for each script the page holds, and for nothing else.
    const listed = [...(response?.headers()["content-security-policy"] ?? "").matchAll(/'(sha256-[^']+)'/g)].map(
      (m) => m[1],
    );
    expect([...new Set(found.scripts.map(hash))].sort(), path).toEqual(listed.sort());
  }
  expect(fetched, "requests to the code's addresses").toEqual([]);
  expectClean(w);
});

test("the code shows as the characters typed: headings, reviews, cards, the page's title, the structured data, the feed", async ({
  page,
  request,
}) => {
  const { business } = content.settings;
  const article = content.collections.articles[0]!;
  await page.goto(articlePath(article));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.getByText(article.excerpt, { exact: true })).toBeVisible();
  // Code written as code in the guide's text shows as code.
  await expect(page.locator("main code").first()).toHaveText("<script>window.kgbInjected=1</script>");
  expect(await page.title()).toContain(business.name);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((all) => all.map((s) => s.textContent ?? "").join("\n"));
  expect(data).toContain("headline");
  expect(JSON.stringify(JSON.parse(data))).toContain(JSON.stringify(article.title));

  const review = content.collections.testimonials.find((t) => t.text.includes("<"))!;
  await page.goto(content.settings.sitePages.testimonials.path);
  await expect(page.getByText(review.text).first()).toBeVisible();

  const project = content.collections.projects.find((p) => p.title.includes("<"))!;
  await page.goto(content.settings.sitePages.portfolio.path);
  await expect(page.getByRole("heading", { name: project.title, exact: true })).toBeVisible();

  // The feed is well-formed XML carrying the titles as written.
  const feed = await (await request.get(content.pages.feed.path)).text();
  const titles = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return doc.querySelector("parsererror")
      ? null
      : [...doc.querySelectorAll("entry > title")].map((t) => t.textContent);
  }, feed);
  expect(titles).toContain(article.title);
});
