import { type Page } from "@playwright/test";
import { expect, openPage, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { PHONE, DESKTOP, NOT_FOUND, KEY_PAGES, blockThirdParty, onePerKind } from "./support/a11y";

/** Accessibility: target sizes, contrast, reduced motion, and reflow at 320 px and 200 % zoom. */

test.beforeEach(async ({ context }) => {
  await blockThirdParty(context);
});

// axe's target-size and color-contrast rules run on every page in a11y-axe.spec.ts.
test.describe("targets", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`every link, button and field is 24x24 px or more, or inline in a sentence, at ${viewport.width}px`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const path of KEY_PAGES) {
        await openPage(page, path);
        // Our own measure of axe's target-size rule, stricter than it: every visible link and button in
        // the header, navigation, main and footer is 24x24 px, unless it is a link inside a sentence.
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              "header a, header button, nav a, nav button, main a, main button, footer a, footer button, main summary, main input, main select, main textarea",
            ),
          ]
            .map((el) => {
              // A "stretched" link (its ::after spread over a card) is as big as the card it covers.
              const after = getComputedStyle(el, "::after");
              let area: Element = el;
              if (after.content !== "none" && after.position === "absolute") {
                let parent = el.parentElement;
                while (parent && getComputedStyle(parent).position === "static") parent = parent.parentElement;
                if (parent) area = parent;
              }
              return { el, box: area.getBoundingClientRect() };
            })
            .filter(({ el, box }) => {
              const style = getComputedStyle(el);
              if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return false;
              if (el.closest(".sr-only")) return false;
              const inSentence =
                style.display === "inline" &&
                (el.parentElement?.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 1;
              return !inSentence && (box.width < 24 || box.height < 24);
            })
            .map(({ el, box }) => {
              return `<${el.tagName.toLowerCase()}> "${(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
            }),
        );
        for (const s of small) problems.push(`${path} @${viewport.width}: ${s} is smaller than 24x24 px`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

/** Pages in groups, one test each, so that the test workers share them out. */
const everyPage = [...sitePaths, NOT_FOUND];
const GROUPS = 4;
const inGroups = (paths: string[]) =>
  Array.from({ length: GROUPS }, (_, g) => paths.filter((_, i) => i % GROUPS === g));

/** The element sticking out furthest to the right, if the page scrolls sideways. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    let widest = "";
    let right = doc.clientWidth;
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 0.5) {
        right = r;
        widest = `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> to ${Math.round(r)} px`;
      }
    }
    return doc.scrollWidth > doc.clientWidth
      ? `scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth} (${widest})`
      : "";
  });

/** Transitions and animations longer than 0.01 s, on any element or pseudo-element. */
const slowMotion = (page: Page) =>
  page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(...value.split(",").map((v) => (v.trim().endsWith("ms") ? parseFloat(v) / 1000 : parseFloat(v))));
    const out: string[] = [];
    for (const el of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        if (seconds(style.transitionDuration) > 0.01 || seconds(style.animationDuration) > 0.01)
          out.push(
            `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">${pseudo ?? ""} transition ${style.transitionDuration}, animation ${style.animationDuration}`,
          );
      }
    }
    return out;
  });

/**
 * Reflow (WCAG 1.4.10) at 320 px and at 200 % zoom, and animation from interactions (2.3.3) with
 * prefers-reduced-motion: reduce. One visit per page and width checks both.
 */
test.describe("reflow without horizontal scrolling, and stillness with reduced motion", () => {
  // Every page at 320 px, where long words and long names overflow first; one page of each route at
  // 640 px, where the layout takes its wider form (Tailwind's `sm`).
  for (const [label, options, pages] of [
    ["320 px wide", { viewport: { width: 320, height: 800 }, deviceScaleFactor: 1 }, everyPage],
    [
      "200 % zoom (640 px at device scale 2)",
      { viewport: { width: 640, height: 900 }, deviceScaleFactor: 2 },
      onePerKind(everyPage),
    ],
  ] as const) {
    test.describe(`at ${label}`, () => {
      test.use({ ...options, reducedMotion: "reduce" });

      for (const [g, paths] of inGroups(pages).entries()) {
        test(`group ${g + 1} of ${GROUPS}: ${paths.join(", ")}`, async ({ page, browser }) => {
          test.setTimeout(180_000);
          const problems: string[] = [];
          // Layout and motion are the stylesheet's, on the pre-rendered markup that hydration keeps
          // (React checks that it matches), so the pages are measured without running their scripts;
          // the open mobile menu, which needs them, with.
          const still = await browser.newContext({ ...options, reducedMotion: "reduce", javaScriptEnabled: false });
          await blockThirdParty(still);
          const plain = await still.newPage();
          for (const path of paths) {
            await plain.goto(path, { waitUntil: "domcontentloaded" });
            const overflow = await horizontalOverflow(plain);
            if (overflow) problems.push(`${path}: ${overflow}`);
            problems.push(...(await slowMotion(plain)).map((s) => `${path}: ${s}`));
          }
          await still.close();
          if (paths.includes("/")) {
            // The open mobile menu reflows too.
            await openPage(page, "/");
            const toggle = page.getByRole("button", { name: /menu/i });
            if (await toggle.isVisible()) {
              await toggle.click();
              const overflow = await horizontalOverflow(page);
              if (overflow) problems.push(`mobile menu open: ${overflow}`);
            }
          }
          expect(problems, problems.join("\n")).toEqual([]);
        });
      }
    });
  }
});

test.describe("prefers-reduced-motion: reduce", () => {
  test("the woodworking hero stays still when scrolled", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/services/woodworking");
    const hero = page.locator("[data-hero-art] img");
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() =>
        page.locator("[data-scroll-parallax]").evaluate((el) => Number(el.style.getPropertyValue("--scroll-y"))),
      )
      .toBeGreaterThan(100);
    expect(await hero.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  });

  test("(without the preference the woodworking hero does move, so the check above means something)", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await openPage(page, "/services/woodworking");
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() => page.locator("[data-hero-art] img").evaluate((el) => getComputedStyle(el).transform))
      .not.toBe("none");
  });
});
