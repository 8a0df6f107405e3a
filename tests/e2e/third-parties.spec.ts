import { type Page } from "@playwright/test";
import { expect, hydrated, stopClock, test } from "./fixtures";
import { content, projectsIn, usedCategory } from "./support/content";
import { expectClean, watch } from "./support/hostile";
import { asPlayerAddress, playerAddress, videoProject } from "./support/video-player";

/** Third parties blocked, hanging or throwing: the page stays usable and offers what the provider would have. */

const WIDGET = "https://widget.reviews.test/**";
const FORMS = "https://forms.contact.test/**";

/** The messages the site logs on purpose when a third party fails (they are not uncaught errors). */
const SITE_LOGS = [
  /^The review widget script failed to load/,
  /^Error initialising the review widget/,
  /^The review widget raised an error/,
  /^The contact form script failed to load/,
  /^The contact form script raised an error/,
];

type Mode = { name: string; route: (page: Page, pattern: string | RegExp) => Promise<unknown> };
const js = (body: string) => ({ status: 200, contentType: "text/javascript", body });

/** Failure modes of a provider; `script` is what its script does when it does load. */
const modes = (script: { throwsAtLoad: string; throwsInInit?: string }): Mode[] => [
  { name: "blocked", route: (page, p) => page.route(p, (r) => r.abort("blockedbyclient")) },
  { name: "hanging (never answers)", route: (page, p) => page.route(p, () => {}) },
  {
    name: "script throws while loading",
    route: (page, p) =>
      page.route(p, (r) =>
        r.request().resourceType() === "script"
          ? r.fulfill(js(script.throwsAtLoad))
          : r.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title><p>ok</p>" }),
      ),
  },
  ...(script.throwsInInit
    ? [
        {
          name: "init throws",
          route: (page: Page, p: string | RegExp) => page.route(p, (r) => r.fulfill(js(script.throwsInInit!))),
        },
      ]
    : []),
];

/** The page still works: its heading is visible and the main navigation leads to About. */
async function expectUsable(page: Page, { clock = true } = {}) {
  if (clock) await page.clock.resume();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.about.hero.heading);
}

test.describe("third parties that fail", () => {
  const widgetModes = modes({
    throwsAtLoad: "throw new Error('review widget loader exploded');",
    throwsInInit: "window.ReviewWidget = { init() { throw new Error('review widget init exploded'); } };",
  });
  for (const mode of [
    ...widgetModes,
    {
      name: "loads but defines nothing",
      route: (page: Page, p: string | RegExp) => page.route(p, (r) => r.fulfill(js("/* nothing */"))),
    },
  ]) {
    test(`review widget ${mode.name}: the six reviews appear at 5 s and the page works`, async ({ page }) => {
      const w = watch(page, SITE_LOGS);
      const requests: string[] = [];
      page.on("request", (r) => r.url().startsWith("https://widget.reviews.test/") && requests.push(r.url()));
      await mode.route(page, WIDGET);
      // Notes when the widget's script has loaded or failed (a capturing listener runs just before
      // the page's own), so the clock moves only after the page has reacted to it.
      await page.addInitScript(() => {
        const settled = (e: Event) => {
          if ((e.target as HTMLScriptElement).src?.startsWith("https://widget.reviews.test/"))
            document.documentElement.dataset.widgetScript = e.type;
        };
        document.addEventListener("load", settled, true);
        document.addEventListener("error", settled, true);
      });
      await stopClock(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const area = page.locator("[data-review-widget-area]");
      await area.scrollIntoViewIfNeeded();
      await expect.poll(() => requests.length).toBe(1);
      if (mode.name !== "hanging (never answers)")
        await expect(page.locator("html")).toHaveAttribute("data-widget-script", /^(load|error)$/);
      const reviews = page.getByRole("main").locator("figure:has(blockquote):visible");
      await page.clock.runFor(4_900);
      await expect(reviews).toHaveCount(0);
      await page.clock.runFor(300);
      await expect(reviews).toHaveCount(6);
      await expect(area).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (mode.name.startsWith("script throws"))
        expect(w.allowedErrors.join("\n")).toMatch(/^The review widget raised an error/m);
      if (mode.name === "init throws")
        expect(w.allowedErrors.join("\n")).toMatch(/^Error initialising the review widget/m);
      await expectUsable(page);
      expectClean(w);
    });
  }

  // The late error comes from the widget's own asynchronous callback (a message event, which
  // Playwright's clock does not run), so it reaches the page's error handlers, not clock.runFor().
  test("review widget init throws later, from its own callback: the error is contained and the reviews appear", async ({
    page,
  }) => {
    const w = watch(page, SITE_LOGS);
    await page.route(WIDGET, (r) =>
      r.fulfill(
        js(
          "window.ReviewWidget = { init() { const c = new MessageChannel(); c.port1.onmessage = () => { throw new Error('late widget error'); }; c.port2.postMessage(0); } };",
        ),
      ),
    );
    await stopClock(page);
    await page.goto("/");
    const area = page.locator("[data-review-widget-area]");
    await area.scrollIntoViewIfNeeded();
    await expect(page.locator("script[data-review-widget-script]")).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => typeof (window as { ReviewWidget?: unknown }).ReviewWidget))
      .toBe("object");
    await page.clock.runFor(1_100);
    await expect(area).toHaveAttribute("data-widget-ready", "true");
    await expect.poll(() => w.allowedErrors.join("\n")).toMatch(/^The review widget raised an error/m);
    await page.clock.runFor(5_000);
    await expect(page.getByRole("main").locator("figure:has(blockquote):visible")).toHaveCount(6);
    await expectUsable(page);
    expectClean(w);
  });

  const formModes = modes({ throwsAtLoad: "throw new Error('contact embed exploded');" });
  for (const mode of formModes) {
    test(`contact form ${mode.name}: the visitor gets our own form, can still call or e-mail, and the page works`, async ({
      page,
    }) => {
      const w = watch(page, SITE_LOGS);
      await mode.route(page, FORMS);
      await stopClock(page);
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      await hydrated(page);
      const region = page.getByRole("region", { name: content.pages.contact.formLabel, exact: true });
      if (mode.name.startsWith("script throws")) {
        // The provider's script failed on its own, but its form frame loaded: the form is there,
        // and the exception was logged by the site instead of escaping as an uncaught error.
        await expect(region.locator("iframe[title*='form']")).toBeVisible();
        await expect.poll(() => w.allowedErrors.join("\n")).toMatch(/^The contact form script raised an error/m);
      } else {
        await page.clock.runFor(10_500);
        await expect(region.getByText("Our online form provider is not loading right now")).toBeVisible();
        await expect(region.getByRole("button", { name: content.forms.inquiry.submit })).toBeVisible();
      }
      // The phone number and e-mail address beside the form are there in every case.
      await expect(page.getByRole("main").locator("a[href^='tel:']").first()).toBeVisible();
      await expect(page.getByRole("main").locator("a[href^='mailto:']").first()).toBeVisible();
      await expectUsable(page);
      expectClean(w);
    });
  }

  // The owner's own walkthrough on a video player (a player's address in place of an uploaded file).
  const videoModes: Mode[] = [
    { name: "blocked", route: (page, p) => page.route(p, (r) => r.abort("blockedbyclient")) },
    { name: "hanging (never answers)", route: (page, p) => page.route(p, () => {}) },
    {
      name: "player throws",
      route: (page, p) =>
        page.route(p, (r) =>
          r.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>player</title><script>throw new Error('player exploded')</script>",
          }),
        ),
    },
  ];
  for (const mode of videoModes) {
    test(`video player ${mode.name}: the portfolio keeps working`, async ({ page }) => {
      const player = new URL(playerAddress).origin;
      const w = watch(page, [], new RegExp(`${player.replace(/\./g, "\\.")}/`));
      await asPlayerAddress(page);
      await mode.route(page, `${player}/**`);
      await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
      await hydrated(page);
      await page.getByRole("button", { name: `Play video: ${videoProject.title}` }).click();
      await expect(page.locator(`iframe[title="Video: ${videoProject.title}"]`)).toHaveAttribute("src", /^https:/);
      await page.getByRole("button", { name: usedCategory, exact: true }).click();
      await expect(page.getByRole("main").locator("article")).toHaveCount(projectsIn(usedCategory).length);
      await page.getByRole("button", { name: "All", exact: true }).click();
      await expect(page.getByRole("main").locator("article")).toHaveCount(content.collections.projects.length);
      await expectUsable(page, { clock: false });
      expectClean(w);
    });
  }
});
