import type { Page } from "@playwright/test";
import { fill } from "../../app/lib/content/fill";
import { expect, hydrated, openPage, test } from "./fixtures";
import { blockThirdParty, DESKTOP, newTally, PHONE, scan } from "./support/a11y";
import { content } from "./support/content";

/**
 * A project's before/after pairs on its own page: a slider a visitor moves by touch, mouse and keyboard,
 * its position announced; without JavaScript the two pictures side by side (stacked on a phone), labelled;
 * nothing moves when React starts. Every word and caption comes from the content.
 */
const project = content.collections.projects.find((p) => p.href && p.beforeAfter.length > 0)!;
const path = project.href!;
const page_ = content.collections.projectPages.find((p) => path.endsWith(`/${p.slug}`))!;
const words = page_.beforeAfter;
const pair = project.beforeAfter[0]!;
const sliderName = fill(words.slider, { caption: pair.caption });
const announced = (before: number) => fill(words.position, { before: String(before), after: String(100 - before) });

/** The comparison of the first pair, its slider and its after picture's side. */
const comparison = (page: Page) => {
  const figure = page.locator("figure", { has: page.getByRole("slider", { name: sliderName }) });
  return {
    figure,
    slider: page.getByRole("slider", { name: sliderName }),
    box: figure.locator(".before-after"),
    after: figure.locator(".before-after-after"),
    handle: figure.locator(".before-after-handle"),
  };
};
/** Where the drawn line is, as a share of the box's width, and how much of the after picture shows. */
async function shown(page: Page) {
  const { box, after, handle } = comparison(page);
  const frame = (await box.boundingBox())!;
  const line = (await handle.boundingBox())!;
  const clip = await after.evaluate((e) => getComputedStyle(e).clipPath);
  return { line: ((line.x + line.width / 2 - frame.x) / frame.width) * 100, clip };
}

async function open(page: Page) {
  await blockThirdParty(page);
  await openPage(page, path);
  await comparison(page).figure.scrollIntoViewIfNeeded();
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the keyboard moves the slider by steps, Home and End to either end, and its position is announced", async ({
      page,
    }) => {
      await open(page);
      const { slider, figure } = comparison(page);
      await expect(figure.locator("figcaption")).toHaveText(pair.caption);
      await expect(slider).toHaveAttribute("aria-valuetext", announced(50));
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveAttribute("aria-valuetext", announced(52));
      expect((await shown(page)).clip).toBe("inset(0px 0px 0px 52%)");
      await page.keyboard.press("ArrowLeft");
      await expect(slider).toHaveAttribute("aria-valuetext", announced(51));
      await page.keyboard.press("Home");
      await expect(slider).toHaveAttribute("aria-valuetext", announced(0));
      expect((await shown(page)).line).toBeCloseTo(0, 0);
      await page.keyboard.press("End");
      await expect(slider).toHaveAttribute("aria-valuetext", announced(100));
      expect((await shown(page)).line).toBeCloseTo(100, 0);
      // The focus is seen: the handle's knob takes the ring.
      const ring = await figure.locator(".before-after-knob").evaluate((e) => getComputedStyle(e).outlineStyle);
      expect(ring).toBe("solid");
    });

    test("a mouse drags the line where the pointer goes", async ({ page }) => {
      await open(page);
      const { slider, box } = comparison(page);
      const frame = (await box.boundingBox())!;
      const y = frame.y + frame.height / 2;
      await page.mouse.move(frame.x + frame.width * 0.5, y);
      await page.mouse.down();
      await page.mouse.move(frame.x + frame.width * 0.35, y, { steps: 5 });
      await page.mouse.move(frame.x + frame.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      const value = Number(await slider.inputValue());
      expect(value).toBeGreaterThanOrEqual(18);
      expect(value).toBeLessThanOrEqual(22);
      await expect(slider).toHaveAttribute("aria-valuetext", announced(value));
      expect((await shown(page)).line).toBeCloseTo(value, 0);
    });

    test.describe("on a touch screen", () => {
      test.use({ hasTouch: true });
      test("a finger drags the line across, as on a phone", async ({ page, context }) => {
        await open(page);
        const { slider, box } = comparison(page);
        const frame = (await box.boundingBox())!;
        const y = Math.round(frame.y + frame.height / 2);
        const at = (share: number) => [{ x: Math.round(frame.x + frame.width * share), y }];
        const cdp = await context.newCDPSession(page);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0.5) });
        for (const share of [0.6, 0.7, 0.8])
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(share) });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        const value = Number(await slider.inputValue());
        expect(value).toBeGreaterThanOrEqual(78);
        expect(value).toBeLessThanOrEqual(82);
        await expect(slider).toHaveAttribute("aria-valuetext", announced(value));
        expect((await shown(page)).line).toBeCloseTo(value, 0);
        // A tap elsewhere puts the line there too.
        await page.touchscreen.tap(frame.x + frame.width * 0.3, y);
        await expect.poll(async () => Number(await slider.inputValue())).toBeLessThanOrEqual(32);
      });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("without JavaScript, both pictures show, labelled, side by side (stacked on a phone)", async ({ page }) => {
        await blockThirdParty(page);
        await page.goto(path);
        const figure = page.locator("figure", { hasText: pair.caption });
        await figure.scrollIntoViewIfNeeded();
        // The slider does nothing without JavaScript: it is not there to be tried.
        await expect(figure.getByRole("slider")).toHaveCount(0);
        const before = figure.getByRole("img", { name: pair.before.alt });
        const after = figure.getByRole("img", { name: pair.after.alt });
        await expect(before).toBeVisible();
        await expect(after).toBeVisible();
        await expect(figure.getByText(words.before, { exact: true })).toBeVisible();
        await expect(figure.getByText(words.after, { exact: true })).toBeVisible();
        const [a, b] = [(await before.boundingBox())!, (await after.boundingBox())!];
        // Neither covers the other, and both are whole (3:2).
        expect(a.width / a.height).toBeCloseTo(1.5, 1);
        expect(b.width / b.height).toBeCloseTo(1.5, 1);
        if (viewport === PHONE) expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
        else {
          expect(b.y).toBeCloseTo(a.y, 0);
          expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
        }
      });
    });

    test("nothing moves as the page loads and React starts; the pictures load lazily, AVIF first, sized", async ({
      page,
    }) => {
      await blockThirdParty(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // Before React: the box already has the slider's layout.
      const { figure, box } = comparison(page);
      const first = (await box.boundingBox())!;
      await hydrated(page);
      await figure.scrollIntoViewIfNeeded();
      const pictures = figure.locator("img");
      await expect(pictures).toHaveCount(2);
      for (const img of await pictures.all()) {
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(img).toHaveJSProperty("complete", true);
        expect(await img.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        await expect(img.locator("xpath=preceding-sibling::source")).toHaveAttribute("type", "image/avif");
      }
      const last = (await box.boundingBox())!;
      expect(last.width).toBeCloseTo(first.width, 0);
      expect(last.height).toBeCloseTo(first.height, 0);
      expect(last.width / last.height).toBeCloseTo(1.5, 1);
      // The page's lead picture is still the hero's, the only one loaded first.
      await expect(page.locator("img[data-hero]")).toHaveCount(1);
      await expect(figure.locator("img[data-hero]")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    });

    test("axe finds nothing on the page with the slider moved", async ({ page }) => {
      await open(page);
      await comparison(page).slider.focus();
      await page.keyboard.press("ArrowLeft");
      const tally = newTally();
      const problems: string[] = [];
      await scan(page, `${path} at ${viewport.width} px`, tally, problems);
      expect(tally.rulesPassed).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  });
}

test("a slider moved before React has started keeps its place once it has", async ({ page }) => {
  await blockThirdParty(page);
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  // The page's scripts arrive only once the visitor has moved the slider.
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const { slider } = comparison(page);
  await slider.focus();
  await page.keyboard.press("End");
  release();
  await hydrated(page);
  await expect(slider).toHaveAttribute("aria-valuetext", announced(100));
  expect((await shown(page)).line).toBeCloseTo(100, 0);
});

test("the portfolio's cards mark the projects with before/after pairs, in words, and each leads to its pairs", async ({
  page,
}) => {
  await blockThirdParty(page);
  await openPage(page, "/portfolio");
  const mark = content.pages.portfolio.beforeAfterMark;
  const marked = page.locator("article", { hasText: mark });
  const withPairs = content.collections.projects.filter((p) => p.beforeAfter.length > 0);
  await expect(marked).toHaveCount(withPairs.length);
  for (const p of withPairs) {
    const card = marked.filter({ hasText: p.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: p.title })).toHaveAttribute("href", p.href!);
  }
  // Each card's page shows each of its project's pairs as a comparison.
  for (const p of withPairs) {
    await openPage(page, p.href!);
    const words = content.collections.projectPages.find((pp) => p.href!.endsWith(`/${pp.slug}`))!.beforeAfter;
    for (const pair of p.beforeAfter)
      await expect(page.getByRole("slider", { name: fill(words.slider, { caption: pair.caption }) })).toHaveCount(1);
  }
});

test("the project's structured data describes each picture of a pair, its side in its name", async ({ page }) => {
  await page.goto(path);
  const graphs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent) as unknown));
  const text = JSON.stringify(graphs);
  for (const p of project.beforeAfter)
    for (const [side, label] of [
      [p.before, words.before],
      [p.after, words.after],
    ] as const) {
      expect(text).toContain(JSON.stringify(`${label}: ${p.caption}`));
      expect(text).toContain(`/img/${side.art}-`);
    }
});
