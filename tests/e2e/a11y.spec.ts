import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { sitePaths } from "./site-paths";

/**
 * Accessibility (WCAG 2.2 AA) of the built site: axe on every page and in the interactive states, the
 * keyboard, focus after client-side navigation, target sizes, reduced motion, reflow at 320 px and
 * 200 % zoom, and the site without JavaScript.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The 404 page is a page visitors see too. */
const NOT_FOUND = "/no-such-page";
/** Pages with the most controls: home, a service page, portfolio, the attic project, contact, join-team. */
const KEY_PAGES = ["/", "/services/kitchen", "/portfolio", "/portfolio/attic-renovation", "/contact", "/join-team"];

/** The e2e build's third-party hosts (*.test) do not exist: fail their requests at once, so nothing waits. */
const blockThirdParty = (target: Page | BrowserContext) => target.route("https://**.test/**", (route) => route.abort());

test.beforeEach(async ({ context }) => {
  await blockThirdParty(context);
});

/** Opens a page and waits until React has hydrated it (its event handlers work from then on). */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

// ---------------------------------------------------------------------------------------------------
// 1. axe
// ---------------------------------------------------------------------------------------------------

type Tally = {
  scans: number;
  rulesRun: number;
  rulesPassed: number;
  elementsChecked: number;
  violations: number;
  incomplete: number;
};
const newTally = (): Tally => ({
  scans: 0,
  rulesRun: 0,
  rulesPassed: 0,
  elementsChecked: 0,
  violations: 0,
  incomplete: 0,
});

/** Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules, adds its counts to `tally` and its violations to `problems`. */
async function scan(page: Page, label: string, tally: Tally, problems: string[], rules?: string[]) {
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules(rules);
  else builder.withTags(WCAG_TAGS);
  const result = await builder.analyze();
  const nodes = (list: typeof result.passes) => list.reduce((n, rule) => n + rule.nodes.length, 0);
  tally.scans++;
  tally.rulesRun += result.passes.length + result.violations.length + result.incomplete.length;
  tally.rulesPassed += result.passes.length;
  tally.elementsChecked += nodes(result.passes) + nodes(result.violations);
  tally.violations += nodes(result.violations);
  tally.incomplete += nodes(result.incomplete);
  for (const v of result.violations) {
    const where = v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`);
    problems.push(`${label}: ${v.id} (${v.impact}, ${v.nodes.length}x) ${v.help}\n    ${where.join("\n    ")}`);
  }
  return result;
}

const summary = (what: string, t: Tally) =>
  `axe ${what}: ${t.scans} scans, ${t.rulesRun} rule runs (${t.rulesPassed} passed), ` +
  `${t.elementsChecked} element checks, ${t.violations} violations, ${t.incomplete} left for manual review`;

test.describe("axe finds no WCAG 2.2 AA violation", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`on every page at ${size}`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(viewport);
      const tally = newTally();
      const problems: string[] = [];
      for (const path of [...sitePaths, NOT_FOUND]) {
        await openPage(page, path);
        await scan(page, `${path} @${size}`, tally, problems);
      }
      console.log(summary(`${size}, ${sitePaths.length + 1} pages`, tally));
      expect(problems, problems.join("\n")).toEqual([]);
    });

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
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText("Please enter your full name.")).toBeVisible();
      await scan(page, `job form with errors @${size}`, tally, problems);

      await openPage(page, "/portfolio?category=Bathroom");
      await expect(page.getByRole("heading", { name: /No bathroom projects/ })).toBeVisible();
      await scan(page, `empty portfolio category @${size}`, tally, problems);

      console.log(summary(`${size}, interactive states`, tally));
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// 2. Keyboard
// ---------------------------------------------------------------------------------------------------

type FocusState = {
  what: string;
  ring: boolean;
  outline: string;
  /** Some part of the element is on screen and not covered (by the sticky header, the call bar...). */
  seen: boolean;
  /** The element had focus before since the page loaded (Tab went round). */
  again: boolean;
  /** An ancestor that cuts off part of the focus ring (overflow other than visible), if any. */
  clippedBy: string;
};

/** The focused element: a description, whether it shows a focus ring, and whether it can be seen. */
const focusState = (page: Page) =>
  page.evaluate((): FocusState | null => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
      /(^|,\s*)(rgba?\([^)]*\)\s*)?0px 0px 0px [1-9]/.test(style.boxShadow);
    const box = el.getBoundingClientRect();
    const seen = [
      [0.5, 0.5],
      [0.15, 0.15],
      [0.85, 0.15],
      [0.15, 0.85],
      [0.85, 0.85],
    ].some(([x, y]) => {
      const hit = document.elementFromPoint(box.left + box.width * x!, box.top + box.height * y!);
      return !!hit && (hit === el || el.contains(hit));
    });
    // The ring (outline width + offset around the box) must not be cut off by an ancestor's overflow.
    const grow =
      style.outlineStyle === "none"
        ? 0
        : parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset) || 0);
    let clippedBy = "";
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const ps = getComputedStyle(parent);
      if (ps.overflowX === "visible" && ps.overflowY === "visible") continue;
      const pr = parent.getBoundingClientRect();
      const inside =
        box.left - grow >= pr.left + parseFloat(ps.borderLeftWidth) - 1 &&
        box.right + grow <= pr.right - parseFloat(ps.borderRightWidth) + 1 &&
        box.top - grow >= pr.top + parseFloat(ps.borderTopWidth) - 1 &&
        box.bottom + grow <= pr.bottom - parseFloat(ps.borderBottomWidth) + 1;
      if (!inside) {
        clippedBy = `<${parent.tagName.toLowerCase()} class="${parent.getAttribute("class") ?? ""}">`;
        break;
      }
    }
    const w = window as unknown as { __focused?: WeakSet<Element> };
    const focused = (w.__focused ??= new WeakSet());
    const again = focused.has(el);
    focused.add(el);
    const name = (el.getAttribute("aria-label") || el.textContent || (el as HTMLInputElement).name || "")
      .trim()
      .replace(/\s+/g, " ");
    return {
      what: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${name.slice(0, 50)}"`,
      ring,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      seen,
      again,
      clippedBy,
    };
  });

/** The focused element shows a focus indicator and is not hidden (WCAG 2.4.7, 2.4.11). */
async function expectVisibleFocus(page: Page) {
  const state = await focusState(page);
  expect(state, "something is focused").not.toBeNull();
  expect(state!.ring, `${state!.what} shows a focus ring (outline: ${state!.outline})`).toBe(true);
  expect(state!.seen, `${state!.what} is not hidden when focused`).toBe(true);
  expect(state!.clippedBy, `${state!.what}: its focus ring is not cut off by an ancestor`).toBe("");
  return state!;
}

/** Presses Tab (checking every stop's focus indicator) until `target` has focus. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, maxStops = 80) {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${String(target)} in ${maxStops} stops`);
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test.describe("keyboard only", () => {
  test("skip link, header and Services dropdown", async ({ page }) => {
    await openPage(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    // From the top again, through the header to Services; its dropdown opens on focus.
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("link", { name: "Services" });
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await tabTo(page, services, 10);
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const kitchen = nav.getByRole("link", { name: "Kitchen Remodeling" });
    await expect(kitchen).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(kitchen).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(kitchen).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("portfolio filter buttons work with Enter and Space", async ({ page }) => {
    await openPage(page, "/portfolio");
    const cards = page.getByRole("main").locator("article");
    await expect(cards).toHaveCount(9);
    await tabTo(page, page.getByRole("button", { name: "All", exact: true }));
    await page.keyboard.press("Tab");
    const kitchen = page.getByRole("button", { name: "Kitchen", exact: true });
    await expect(kitchen).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(kitchen).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL("/portfolio?category=Kitchen");
    await expect(cards).toHaveCount(1);
    await expect(kitchen).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    const all = page.getByRole("button", { name: "All", exact: true });
    await expect(all).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL("/portfolio");
    await expect(cards).toHaveCount(9);
  });

  test("the gallery lightbox opens with Enter, moves with the arrows and closes with Escape", async ({ page }) => {
    await openPage(page, "/portfolio/attic-renovation");
    const first = page.getByRole("button", { name: /Open photo 1 of 9/ });
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /photo gallery/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("1 of 9", { exact: true })).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText("2 of 9", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText("9 of 9", { exact: true })).toBeVisible();
    // Tab stays inside the modal dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      if (!(await dialog.evaluate((d) => d.contains(document.activeElement)))) break;
      await expectVisibleFocus(page);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("the job form submits with Enter and focus lands on the first invalid field", async ({ page }) => {
    await openPage(page, "/join-team");
    const name = page.getByLabel("Full Name");
    const email = page.getByLabel("Email");
    await tabTo(page, name);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your full name.");
    await expectVisibleFocus(page);
    await page.keyboard.type("Sam Okafor");
    await page.keyboard.press("Tab");
    await expect(email).toBeFocused();
    await page.keyboard.type("sam@");
    await page.keyboard.press("Enter");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/valid email address/);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`every Tab stop on the key pages shows its focus and is not hidden at ${viewport.width}px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      let stops = 0;
      for (const path of [...KEY_PAGES, "/resources/middlesex-county-best-roi-remodels"]) {
        await openPage(page, path);
        for (let i = 0; i < 300; i++) {
          await page.keyboard.press("Tab");
          const state = await focusState(page);
          if (!state || state.again) break; // past the last stop, or round to the top again
          stops++;
          if (!state.ring) problems.push(`${path}: ${state.what} has no focus ring (outline: ${state.outline})`);
          if (!state.seen) problems.push(`${path}: ${state.what} is hidden when focused`);
          if (state.clippedBy) problems.push(`${path}: ${state.what} has its focus ring cut off by ${state.clippedBy}`);
        }
      }
      console.log(`keyboard at ${viewport.width}px: ${stops} Tab stops checked on ${KEY_PAGES.length + 1} pages`);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }

  test("after a client-side navigation focus is on the new page and its title is announced", async ({ page }) => {
    await openPage(page, "/");
    const announcer = page.locator("[aria-live='polite'][data-route-announcer]");
    await expect(
      announcer,
      "<RouteFocus /> (app/components/layout/route-focus.tsx) must be mounted in the Layout of app/root.tsx",
    ).toHaveCount(1);
    const homeTitle = await page.title();

    // By mouse.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page).not.toHaveTitle(homeTitle);
    await expect.poll(() => isFocused(page, "main#main, main h1")).toBe(true);
    const aboutTitle = await page.title();
    await expect(announcer).toHaveText(aboutTitle);

    // By keyboard: Enter on a focused link.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Process" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/process");
    await expect(page).not.toHaveTitle(aboutTitle);
    await expect.poll(() => isFocused(page, "main#main, main h1")).toBe(true);
    await expect(announcer).toHaveText(await page.title());
    // The next Tab continues inside the new page, not in the header.
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);

    // Back too.
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect(page).toHaveTitle(aboutTitle);
    await expect.poll(() => isFocused(page, "main#main, main h1")).toBe(true);

    // A fresh load leaves focus alone and announces nothing.
    await openPage(page, "/contact");
    await expect(announcer).toHaveText("");
    expect(await isFocused(page, "main#main")).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// 3. Target size, contrast, reduced motion, reflow
// ---------------------------------------------------------------------------------------------------

test.describe("targets and contrast", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`targets are 24x24 px or more (or inline in a sentence) and text contrasts 4.5:1 at ${viewport.width}px`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      const tally = newTally();
      const problems: string[] = [];
      for (const path of KEY_PAGES) {
        await openPage(page, path);
        const result = await scan(page, `${path} @${viewport.width}`, tally, problems, [
          "target-size",
          "color-contrast",
        ]);
        expect(result.passes.map((r) => r.id)).toEqual(expect.arrayContaining(["target-size", "color-contrast"]));

        // Our own measure of the same rule: every visible link and button in the header, navigation, main
        // and footer is 24x24 px, unless it is a link inside a sentence.
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
      console.log(summary(`target-size and color-contrast at ${viewport.width}px, ${KEY_PAGES.length} pages`, tally));
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

test.describe("prefers-reduced-motion: reduce", () => {
  test("no transition or animation lasts longer than 0.01 s on any page, and the woodworking hero stays still", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const problems: string[] = [];
    for (const path of [...sitePaths, NOT_FOUND]) {
      await openPage(page, path);
      const slow = await page.evaluate(() => {
        const seconds = (value: string) =>
          Math.max(...value.split(",").map((v) => (v.trim().endsWith("ms") ? parseFloat(v) / 1000 : parseFloat(v))));
        const out: string[] = [];
        for (const el of document.querySelectorAll("*")) {
          for (const pseudo of [null, "::before", "::after"]) {
            const style = getComputedStyle(el, pseudo);
            const t = seconds(style.transitionDuration);
            const a = seconds(style.animationDuration);
            if (t > 0.01 || a > 0.01)
              out.push(
                `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">${pseudo ?? ""} transition ${style.transitionDuration}, animation ${style.animationDuration}`,
              );
          }
        }
        return out;
      });
      problems.push(...slow.map((s) => `${path}: ${s}`));
    }
    expect(problems, problems.join("\n")).toEqual([]);

    await openPage(page, "/services/woodworking");
    const hero = page.locator("[data-hero-art] img");
    await page.mouse.wheel(0, 700);
    await expect
      .poll(() =>
        page.locator(".scroll-parallax-scope").evaluate((el) => Number(el.style.getPropertyValue("--scroll-y"))),
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

test.describe("reflow: no horizontal scrolling", () => {
  for (const [label, options] of [
    ["320 px wide", { viewport: { width: 320, height: 800 }, deviceScaleFactor: 1 }],
    ["200 % zoom (640 px at device scale 2)", { viewport: { width: 640, height: 900 }, deviceScaleFactor: 2 }],
  ] as const) {
    test(`at ${label}, on every page`, async ({ browser }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ ...options, timezoneId: "America/New_York" });
      await blockThirdParty(context);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of [...sitePaths, NOT_FOUND]) {
        await openPage(page, path);
        const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
          const doc = document.documentElement;
          // The element sticking out furthest, to name in the failure.
          let widest = "";
          let right = doc.clientWidth;
          for (const el of document.body.querySelectorAll("*")) {
            const r = el.getBoundingClientRect().right;
            if (r > right + 0.5) {
              right = r;
              widest = `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> to ${Math.round(r)} px`;
            }
          }
          return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, widest };
        });
        if (scrollWidth > clientWidth)
          problems.push(`${path}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth} (${widest})`);
      }
      // The open mobile menu reflows too.
      await openPage(page, "/");
      const toggle = page.getByRole("button", { name: /menu/i });
      if (await toggle.isVisible()) {
        await toggle.click();
        const over = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (over > 0) problems.push(`mobile menu open: ${over} px of horizontal scrolling`);
      }
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// 4. Without JavaScript
// ---------------------------------------------------------------------------------------------------

test.describe("without JavaScript", () => {
  test("every page shows its h1 and main content, and the links reach every page from the home page", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    await blockThirdParty(context);
    const page = await context.newPage();
    const problems: string[] = [];

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of sitePaths) {
        await page.goto(path);
        const h1 = page.getByRole("heading", { level: 1 });
        if (!(await h1.isVisible())) problems.push(`${path} @${viewport.width}: the h1 is not visible`);
        const text = (await page.getByRole("main").innerText()).trim();
        if (text.length < 200) problems.push(`${path} @${viewport.width}: main shows only ${text.length} characters`);
      }
    }
    await page.setViewportSize(DESKTOP);
    // The contact form is an embed that needs JavaScript; without it, call and e-mail are offered.
    await page.goto("/contact");
    for (const link of ["a[href^='tel:']", "a[href^='mailto:']"])
      if (!(await page.getByRole("region", { name: "Contact form", exact: true }).locator(link).first().isVisible()))
        problems.push(`/contact: no visible ${link} in place of the form`);

    // Breadth-first from the home page over the links of the pre-rendered HTML (header navigation with the
    // Services dropdown, main content, footer).
    const normalize = (href: string) => {
      const url = new URL(href, "http://site.local");
      return url.pathname.replace(/\/+$/, "") || "/";
    };
    const reached = new Set<string>(["/"]);
    const queue = ["/"];
    while (queue.length) {
      const path = queue.shift()!;
      await page.goto(path);
      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      // An alias (/services/pool-houses) stands for the page it names as canonical (/services/poolhouses).
      const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
      if (canonical) reached.add(normalize(new URL(canonical).pathname));
      for (const href of hrefs) {
        const target = normalize(href);
        if (/\.[a-z0-9]+$/i.test(target) || reached.has(target)) continue;
        reached.add(target);
        queue.push(target);
      }
    }
    const unreached = sitePaths.filter((p) => !reached.has(p));
    console.log(
      `without JavaScript: ${reached.size} pages reached by links from /, ${unreached.length} of ${sitePaths.length} not reached`,
    );
    await context.close();
    expect(problems, problems.join("\n")).toEqual([]);
    expect(unreached, `not reached by links: ${unreached.join(", ")}`).toEqual([]);
  });
});
