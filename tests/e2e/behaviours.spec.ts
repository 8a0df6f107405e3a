import { type Page } from "@playwright/test";
import { expect, openPage, loadsNewDocument, stopClock, test } from "./fixtures";
import { content, emptyCategory, projectsIn, usedCategory } from "./support/content";
import { takeYourTime } from "./support/inbox";

const WIDGET = "https://widget.reviews.test/**";
const FORMS = "https://forms.contact.test/**";
const { phone, afterHoursPhone, phoneHours } = content.settings.business;
const MAIN = phone.display;
const AFTER_HOURS = afterHoursPhone.display;
/** An instant in US Eastern time on a winter (EST) or summer (EDT) day. */
const eastern = (season: "EST" | "EDT", hour: number, minute: number, second = 0) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = season === "EST" ? "2026-01-15" : "2026-07-15";
  return `${day}T${pad(hour)}:${pad(minute)}:${pad(second)}${season === "EST" ? "-05:00" : "-04:00"}`;
};
const { start, end } = phoneHours;

const topBarPhone = (page: Page) => page.locator("header a[href^='tel:']").first();

test.describe("phone number by US Eastern business hours, seen from Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the pre-rendered page's phone links carry the main number", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const links = [...html.matchAll(/<a [^>]*href="tel:([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
    expect(links.length).toBeGreaterThan(2);
    for (const [, dialled, text] of links) {
      expect(dialled).toBe(phone.e164);
      expect(text).toContain(MAIN);
      expect(text).not.toContain(AFTER_HOURS);
    }
  });

  for (const [label, instant, expected] of [
    [`${start - 1}:59 EST`, eastern("EST", start - 1, 59), AFTER_HOURS],
    [`${start}:00 EST`, eastern("EST", start, 0), MAIN],
    [`${end - 1}:59 EDT`, eastern("EDT", end - 1, 59), MAIN],
    [`${end}:00 EDT`, eastern("EDT", end, 0), AFTER_HOURS],
    [`${Math.min(end + 3, 23)}:00 EDT`, eastern("EDT", Math.min(end + 3, 23), 0), AFTER_HOURS],
  ] as const) {
    test(`at ${label} the header shows ${expected}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      await page.clock.install({ time: new Date(instant) });
      await page.goto("/");
      await expect(topBarPhone(page)).toContainText(expected);
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    });
  }

  test("switches at the minute tick without a reload", async ({ page }) => {
    await page.clock.install({ time: new Date(eastern("EDT", end - 1, 59, 30)) });
    await openPage(page, "/contact");
    await expect(topBarPhone(page)).toContainText(MAIN);
    await page.clock.runFor(31_000);
    await expect(topBarPhone(page)).toContainText(AFTER_HOURS);
    await expect(topBarPhone(page)).toHaveAttribute("href", `tel:${afterHoursPhone.e164}`);
  });
});

test.describe("review widget", () => {
  test("loads only near the reviews, and reveals the home page's fallback reviews at 5 s when blocked", async ({
    page,
  }) => {
    const requests: string[] = [];
    await page.route(WIDGET, (route) => {
      requests.push(route.request().url());
      return route.abort("blockedbyclient");
    });
    await stopClock(page);
    await page.goto("/");
    expect(requests).toEqual([]);
    const area = page.locator("[data-review-widget-area]");
    await area.scrollIntoViewIfNeeded();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toContain("id=kgb-test");
    expect(await area.evaluate((el) => getComputedStyle(el).minHeight)).toBe("400px");
    const reviews = page.getByRole("main").locator("figure:has(blockquote)");
    await page.clock.runFor(4_900);
    await expect(reviews.first()).toBeHidden();
    await expect(area).toBeVisible();
    await page.clock.runFor(200);
    await expect(reviews).toHaveCount(content.collections.testimonials.filter((t) => t.onHome).length);
    for (const review of await reviews.all()) await expect(review).toBeVisible();
    await expect(area).toBeHidden();
  });

  test("a working widget is initialised after load, marked ready and kept", async ({ page }) => {
    await page.route(WIDGET, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.ReviewWidget = { init({ container }) { const a = document.createElement("article"); a.textContent = "Widget review"; container.append(a); } };`,
      }),
    );
    await stopClock(page);
    await page.goto("/");
    const area = page.locator("[data-review-widget-area]");
    await area.scrollIntoViewIfNeeded();
    await expect(page.locator("script[data-review-widget-script]")).toHaveCount(1);
    // The script has run (its load event fires right after).
    await expect
      .poll(() => page.evaluate(() => typeof (window as { ReviewWidget?: unknown }).ReviewWidget))
      .toBe("object");
    await page.clock.runFor(1_100);
    await expect(area).toHaveAttribute("data-widget-ready", "true");
    await expect(area).toHaveAttribute("data-widget-id", "kgb-test");
    await page.clock.runFor(5_000);
    await expect(area.getByText("Widget review")).toBeVisible();
    await expect(page.getByRole("main").locator("figure:has(blockquote)").first()).toBeHidden();
  });

  test("the script is added once per document, on each page that shows reviews", async ({ page }) => {
    await page.route(WIDGET, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await openPage(page, "/");
    await page.locator("[data-review-widget-area]").scrollIntoViewIfNeeded();
    await expect(page.locator("script[data-review-widget-script]")).toHaveCount(1);
    await loadsNewDocument(page, async () => {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", {
          name: content.settings.navigation.mainNav.find((l) => l.href === content.pages.testimonials.path)!.name,
        })
        .click();
      await expect(page).toHaveURL("/testimonials");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.testimonials.hero.heading);
    });
    await page.locator("[data-review-widget-area]").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-review-widget-area]")).toHaveAttribute("data-hide-media", "true");
    await expect(page.locator("script[data-review-widget-script]")).toHaveCount(1);
  });
});

test.describe("contact form embed", () => {
  test("the script is present on /contact and gone after leaving; the frame is 918 px high", async ({ page }) => {
    await page.route(FORMS, (route) =>
      route.request().resourceType() === "script"
        ? route.fulfill({ contentType: "text/javascript", body: "" })
        : route.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>Form</title><form><label>Name <input></label></form>",
          }),
    );
    await openPage(page, "/contact");
    await expect(page.locator("script[data-contact-form-script]")).toHaveCount(1);
    const frame = page.locator("iframe[title*='form']");
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBe(918);
    await loadsNewDocument(page, async () => {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL("/about");
    });
    await expect(page.locator("script[data-contact-form-script]")).toHaveCount(0);
    expect(await page.content()).not.toContain("forms.contact.test/embed.js");
  });

  test("when the provider is blocked the visitor gets our own form instead", async ({ page }) => {
    await page.route(FORMS, (route) => route.abort("blockedbyclient"));
    await openPage(page, "/contact");
    const form = page.getByRole("region", { name: content.pages.contact.formLabel, exact: true });
    await expect(form.getByText(content.forms.inquiry.embedFailed)).toBeVisible();
    await expect(form.getByRole("button", { name: content.forms.inquiry.submit })).toBeVisible();
    await expect(page.getByRole("main").locator("a[href^='tel:']").first()).toBeVisible();
    await expect(page.getByRole("main").locator("a[href^='mailto:']").first()).toBeVisible();
  });

  test("when the form never answers, our own form appears after the timeout", async ({ page }) => {
    await page.route(FORMS, (route) =>
      route.request().resourceType() === "script"
        ? route.fulfill({ contentType: "text/javascript", body: "" })
        : undefined,
    );
    await stopClock(page);
    await openPage(page, "/contact");
    await expect(page.locator("iframe[title*='form']")).toBeAttached();
    await page.clock.runFor(10_500);
    await expect(page.getByText(content.forms.inquiry.embedFailed)).toBeVisible();
    await expect(page.getByRole("button", { name: content.forms.inquiry.submit })).toBeVisible();
  });
});

test.describe("portfolio filter", () => {
  const cards = (page: Page) => page.getByRole("main").locator("article");
  const all = content.collections.projects.length;
  const shown = projectsIn(usedCategory).length;
  const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

  test("starts at All, filters by category, reflects it in the URL, and Back returns", async ({ page }) => {
    await openPage(page, "/portfolio");
    await expect(button(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(all);
    await button(page, usedCategory).click();
    await expect(page).toHaveURL(`/portfolio?${new URLSearchParams({ category: usedCategory })}`);
    await expect(button(page, usedCategory)).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(shown);
    await expect(cards(page).first()).toContainText(projectsIn(usedCategory)[0]!.title);
    await page.goBack();
    await expect(page).toHaveURL("/portfolio");
    await expect(cards(page)).toHaveCount(all);
    await page.goForward();
    await expect(cards(page)).toHaveCount(shown);
  });

  test("opens filtered from the URL, and falls back to All for an unknown category", async ({ page }) => {
    const last = content.pages.portfolio.categories.filter((c) => c !== "All" && projectsIn(c).length > 0).at(-1)!;
    await page.goto(`/portfolio?${new URLSearchParams({ category: last })}`);
    await expect(button(page, last)).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(projectsIn(last).length);
    await page.goto("/portfolio?category=%3Cscript%3Ealert(1)%3C/script%3E");
    await expect(button(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(all);
  });

  test("every filter option shows its projects, or a friendly empty state when it has none", async ({ page }) => {
    await openPage(page, "/portfolio");
    const { emptyCategory: empty } = content.pages.portfolio;
    for (const category of content.pages.portfolio.categories.filter((c) => c !== "All")) {
      await button(page, category).click();
      const count = projectsIn(category).length;
      if (count > 0) await expect(cards(page), category).toHaveCount(count);
      else
        await expect(
          page.getByRole("heading", { name: empty.heading.replace("{category}", category.toLowerCase()) }),
        ).toBeVisible();
    }
    if (emptyCategory) {
      await button(page, emptyCategory).click();
      await page.getByRole("button", { name: empty.button }).click();
      await expect(cards(page)).toHaveCount(all);
      await expect(button(page, "All")).toHaveAttribute("aria-pressed", "true");
    }
  });
});

test.describe("attic project gallery", () => {
  test("opens in a labelled dialog, moves with the arrow keys, closes on Escape and returns focus", async ({
    page,
  }) => {
    const attic = content.collections.projectPages.find((p) => p.slug === "attic-renovation")!;
    const n = attic.gallery.length;
    const nth = (k: number) => ((((k - 1) % n) + n) % n) + 1;
    await openPage(page, "/portfolio/attic-renovation");
    const third = page.getByRole("button", { name: new RegExp(`Open photo ${nth(3)} of ${n}\\b`) });
    await third.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /photo gallery/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${nth(3)} of ${n}`)).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`${nth(4)} of ${n}`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`${nth(2)} of ${n}`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });
});

test.describe("job application", () => {
  test("empty, invalid and valid submissions; fields are cleared after success", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => m.type() === "log" && logs.push(m.text()));
    // The form's validation and its delivery must live within the page's CSP.
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) => console.log(`CSP violation: ${e.violatedDirective}`)),
    );
    await stopClock(page);
    await openPage(page, "/join-team");
    const job = content.forms.job;
    await expect(page.getByRole("heading", { name: content.pages.joinTeam.application.heading })).toBeVisible();
    const submit = page.getByRole("button", { name: job.submit });
    await submit.click();
    await expect(page.getByText(job.errors.name)).toBeVisible();
    await expect(page.getByLabel(job.labels.name)).toBeFocused();
    await page.getByLabel(job.labels.name).fill("Sam Okafor");
    await page.getByLabel(job.labels.email).fill("sam@");
    await submit.click();
    await expect(page.getByText(job.errors.emailInvalid)).toBeVisible();
    await expect(page.getByLabel(job.labels.name)).toHaveValue("Sam Okafor");
    await page.getByLabel(job.labels.email).fill("sam@example.com");
    await page.getByLabel(job.labels.experience).selectOption("mid");
    await takeYourTime(page);
    await submit.click();
    await expect(page.getByText(job.successTitle)).toBeVisible();
    await expect(page.getByText(job.successDescription)).toBeVisible();
    await expect(page.getByLabel(job.labels.name)).toHaveValue("");
    await expect(page.getByLabel(job.labels.email)).toHaveValue("");
    await expect(page.getByLabel(job.labels.experience)).toHaveValue("");
    expect(logs.some((l) => l.includes("Job application submitted"))).toBe(true);
    expect(logs.filter((l) => l.startsWith("CSP violation"))).toEqual([]);
  });
});

test.describe("click-to-call bar on phones", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("offers Call and Start a Conversation in a landmark of its own, without covering the footer", async ({
    page,
  }) => {
    await page.goto("/about");
    // A screen-reader user moving by landmarks meets the bar under its name.
    const bar = page.getByRole("complementary", { name: content.settings.navigation.callBarLabel });
    await expect(bar.locator("a[href^='tel:']")).toBeVisible();
    await expect(bar.getByRole("link", { name: content.settings.navigation.contactCta.name })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barBox = await bar.boundingBox();
    const lastLine = await page.locator("footer p").last().boundingBox();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(barBox!.y);
  });
});

test.describe("woodworking", () => {
  test("carries the scroll position in a style variable", async ({ page }) => {
    await page.goto("/services/woodworking");
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() =>
        page.locator("[data-scroll-parallax]").evaluate((el) => Number(el.style.getPropertyValue("--scroll-y"))),
      )
      .toBeGreaterThan(100);
  });
});
