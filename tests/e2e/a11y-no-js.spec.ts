import { expect, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { PHONE, DESKTOP, blockThirdParty, onePerKind } from "./support/a11y";
import { content } from "./support/content";

/** Accessibility: the site without JavaScript. */

test.beforeEach(async ({ context }) => {
  await blockThirdParty(context);
});

test.describe("without JavaScript", () => {
  test("every page shows its h1 and main content, and the contact page offers our form, call and e-mail", async ({
    browser,
  }) => {
    // (That every page is reached by links of the pre-rendered HTML from / is checked in quality.spec.ts.)
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    await blockThirdParty(context);
    const page = await context.newPage();
    const problems: string[] = [];

    // Every page on a phone; one page of each route on a desktop, where only the layout differs.
    for (const [viewport, paths] of [
      [PHONE, sitePaths],
      [DESKTOP, onePerKind(sitePaths)],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        const h1 = page.getByRole("heading", { level: 1 });
        if (!(await h1.isVisible())) problems.push(`${path} @${viewport.width}: the h1 is not visible`);
        const text = (await page.getByRole("main").innerText()).trim();
        if (text.length < 200) problems.push(`${path} @${viewport.width}: main shows only ${text.length} characters`);
      }
    }
    await page.setViewportSize(DESKTOP);
    // The provider's embed needs JavaScript; without it our own form (a plain HTML form) is there,
    // and call and e-mail beside it.
    await page.goto("/contact");
    const region = page.getByRole("region", { name: content.pages.contact.formLabel, exact: true });
    if (!(await region.getByRole("button", { name: content.forms.inquiry.submit }).isVisible()))
      problems.push("/contact: no project form in place of the embed");
    for (const link of ["a[href^='tel:']", "a[href^='mailto:']"])
      if (!(await page.getByRole("main").locator(link).first().isVisible()))
        problems.push(`/contact: no visible ${link} beside the form`);

    await context.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
