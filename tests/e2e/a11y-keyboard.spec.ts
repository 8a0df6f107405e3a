import { type Page } from "@playwright/test";
import { expect, loadsNewDocument, openPage, test } from "./fixtures";
import { PHONE, DESKTOP, KEY_PAGES, blockThirdParty } from "./support/a11y";
import { content, projectsIn } from "./support/content";

/** Accessibility: the whole site works from the keyboard, focus is always visible, and a link's new page starts at its skip link. */

test.beforeEach(async ({ context }) => {
  await blockThirdParty(context);
});

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
    const kitchen = nav.getByRole("link", { name: content.collections.services[0]!.name });
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
    await expect(cards).toHaveCount(content.collections.projects.length);
    await tabTo(page, page.getByRole("button", { name: "All", exact: true }));
    await page.keyboard.press("Tab");
    const second = content.pages.portfolio.categories[1]!;
    const kitchen = page.getByRole("button", { name: second, exact: true });
    await expect(kitchen).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(kitchen).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(`/portfolio?${new URLSearchParams({ category: second })}`);
    await expect(cards).toHaveCount(projectsIn(second).length);
    await expect(kitchen).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    const all = page.getByRole("button", { name: "All", exact: true });
    await expect(all).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL("/portfolio");
    await expect(cards).toHaveCount(content.collections.projects.length);
  });

  test("the gallery lightbox opens with Enter, moves with the arrows and closes with Escape", async ({ page }) => {
    const n = content.collections.projectPages.find((p) => p.slug === "attic-renovation")!.gallery.length;
    await openPage(page, "/portfolio/attic-renovation");
    const first = page.getByRole("button", { name: new RegExp(`Open photo 1 of ${n}\\b`) });
    await tabTo(page, first);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /photo gallery/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 of ${n}`, { exact: true })).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`${(1 % n) + 1} of ${n}`, { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`${n} of ${n}`, { exact: true })).toBeVisible();
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
    const name = page.getByLabel(content.forms.job.labels.name);
    const email = page.getByLabel("Email");
    await tabTo(page, name);
    await page.keyboard.press("Enter");
    await expect(page.getByText(content.forms.job.errors.name)).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(content.forms.job.errors.name);
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

  test("a link, by mouse or keyboard, loads the new page whole: its title, and Tab starts at the skip link", async ({
    page,
  }) => {
    await openPage(page, "/");
    const homeTitle = await page.title();
    await loadsNewDocument(page, () =>
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click(),
    );
    await expect(page).toHaveURL("/about");
    await expect(page).not.toHaveTitle(homeTitle);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

    const aboutTitle = await page.title();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Process" }).focus();
    await loadsNewDocument(page, () => page.keyboard.press("Enter"));
    await expect(page).toHaveURL("/process");
    await expect(page).not.toHaveTitle(aboutTitle);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect(page).toHaveTitle(aboutTitle);
  });
});
