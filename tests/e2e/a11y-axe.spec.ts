import { expect, openPage, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { PHONE, DESKTOP, NOT_FOUND, blockThirdParty, newTally, onePerKind, scan, sniff, summary } from "./support/a11y";
import { content } from "./support/content";

/**
 * Accessibility: axe finds no WCAG 2.2 AA violation and no breach of its best practices on any page,
 * nor in the interactive states, and HTML_CodeSniffer (pa11y's checker) no error on any page.
 */

test.beforeEach(async ({ context }) => {
  await blockThirdParty(context);
});

/**
 * Every route (each route module: a service page, a town page, an article...) at both widths, and the
 * pages with the most controls: pages of one route share their markup and differ in their words, which
 * the content schemas and the HTML checks of quality.spec.ts cover on every page.
 */
const routePages = onePerKind([...sitePaths, NOT_FOUND]);
/** Pages in groups, one test each, so that the test workers share them out. */
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, g) => routePages.filter((_, i) => i % GROUPS === g));

test.describe("axe finds no WCAG 2.2 AA violation nor breach of its best practices", () => {
  for (const [g, paths] of groups.entries()) {
    test(`on every route at 390 and 1440 px, nor HTML_CodeSniffer an error (group ${g + 1} of ${GROUPS}: ${paths.join(", ")})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const tally = newTally();
      const problems: string[] = [];
      let sniffed = 0;
      for (const path of paths) {
        await page.setViewportSize(PHONE);
        await openPage(page, path);
        await scan(page, `${path} @${PHONE.width}`, tally, problems);
        sniffed += await sniff(page, `HTML_CodeSniffer ${path} @${PHONE.width}`, problems);
        // The same document at the desktop width: the layout follows the width, as in a resized window.
        await page.setViewportSize(DESKTOP);
        await scan(page, `${path} @${DESKTOP.width}`, tally, problems);
        sniffed += await sniff(page, `HTML_CodeSniffer ${path} @${DESKTOP.width}`, problems);
      }
      console.log(`${summary(`${paths.length} pages`, tally)}; HTML_CodeSniffer: ${sniffed} messages`);
      expect(tally.rulesPassed, "axe ran its rules").toBeGreaterThan(paths.length * 10);
      expect(sniffed, "HTML_CodeSniffer ran its sniffs").toBeGreaterThan(paths.length * 10);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`in the interactive states at ${size}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const tally = newTally();
      const problems: string[] = [];

      if (viewport === PHONE) {
        await openPage(page, "/");
        await page.getByRole("button", { name: /menu/i }).click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        await scan(page, `mobile menu open @${size}`, tally, problems);
      } else {
        await openPage(page, "/");
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("link", { name: "Services" }).hover();
        await expect(nav.getByRole("link", { name: "Laundry Rooms" })).toBeVisible();
        await scan(page, `Services dropdown open @${size}`, tally, problems);
      }

      await openPage(page, "/portfolio/attic-renovation");
      await page.getByRole("button", { name: /Open photo 1 of 9/ }).click();
      await expect(page.getByRole("dialog", { name: /photo gallery/ })).toBeVisible();
      await scan(page, `gallery lightbox open @${size}`, tally, problems);

      await openPage(page, "/join-team");
      await page.getByRole("button", { name: content.forms.job.submit }).click();
      await expect(page.getByText(content.forms.job.errors.name)).toBeVisible();
      await scan(page, `job form with errors @${size}`, tally, problems);

      await openPage(page, "/portfolio?category=Bathroom");
      await expect(page.getByRole("heading", { name: /No bathroom projects/ })).toBeVisible();
      await scan(page, `empty portfolio category @${size}`, tally, problems);

      console.log(summary(`${size}, interactive states`, tally));
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
