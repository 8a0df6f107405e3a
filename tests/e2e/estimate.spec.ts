/**
 * The cost estimator (/estimate) on the built, served site, at a phone's width and a desktop's: the
 * range it shows is computed from the figures in content (so a figure the owner changes changes it:
 * scripts/owner-edits.ts raises the kitchen's), the choices live in the address (Back, a shared
 * link), "Send this to us" fills the inquiry and the office receives the estimate, without JavaScript
 * the page is a price table of every type, axe finds nothing, the result is announced and nothing
 * shifts as it changes.
 */
import { type Page } from "@playwright/test";
import {
  dollars,
  estimateRange,
  budgetFor,
  priceSpan,
  sizeWords,
  typicalSize,
  paramsOf,
  type Choice,
  type ProjectType,
} from "../../app/lib/estimate";
import { fill } from "../../app/lib/content/fill";
import { projectInquirySpec } from "../../app/lib/forms/project-inquiry-spec";
import { expect, hydrated, openPage, test } from "./fixtures";
import { blockThirdParty, DESKTOP, newTally, PHONE, scan, summary } from "./support/a11y";
import { content, servicePath } from "./support/content";
import { arrived, marker } from "./support/inbox";

const copy = content.pages.estimate;
const finishNames = copy.finishes.map((f) => f.name);
const types: ProjectType[] = content.collections.services.flatMap((s) =>
  s.estimate ? [{ slug: s.slug, service: s.name, path: servicePath(s), estimate: s.estimate }] : [],
);
const kitchen = types.find((t) => t.slug === "kitchen")!;
const measured = types.find((t) => !t.estimate.sizes?.length)!;
const PATH = content.pages.estimate.path;

const rangeWords = (type: ProjectType, choice: Omit<Choice, "type">) => {
  const r = estimateRange(type.estimate, choice);
  return fill(copy.result.range, { low: dollars(r.low), high: dollars(r.high) });
};
const result = (page: Page) => page.locator("[data-estimate-result]");
const calculator = (page: Page) => page.getByRole("group", { name: copy.calculator.label });
/** A choice's radio button, by the name it starts with (its description follows in its label). */
const radio = (page: Page, name: string) =>
  calculator(page).getByRole("radio", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`) });
const medium = kitchen.estimate.sizes!.find((s) => s.name === "Medium") ?? kitchen.estimate.sizes![1]!;

for (const viewport of [PHONE, DESKTOP])
  test.describe(`the estimator at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => blockThirdParty(page));

    test("a kitchen, medium size, middle finish shows the range computed from content, with its duration", async ({
      page,
    }) => {
      await openPage(page, PATH);
      const form = calculator(page);
      await form.getByLabel(copy.calculator.type).selectOption(kitchen.slug);
      await radio(page, medium.name).check();
      await radio(page, finishNames[1]!).check();
      const choice = { amount: medium.amount, finish: 1, options: [], old: false };
      await expect(result(page)).toContainText(rangeWords(kitchen, choice));
      await expect(page.getByText(fill(copy.result.duration, { duration: kitchen.estimate.duration }))).toBeVisible();
      if (kitchen.estimate.resale)
        await expect(page.getByText(fill(copy.result.resale, { resale: kitchen.estimate.resale }))).toBeVisible();
      await expect(page.getByText(copy.result.ballpark)).toBeVisible();
    });

    test("a choice changes the result and the address; Back restores the previous choice", async ({ page }) => {
      await openPage(page, PATH);
      const form = calculator(page);
      const first = types[0]!;
      const start = { amount: typicalSize(first.estimate), finish: 1, options: [], old: false };
      await expect(result(page)).toContainText(rangeWords(first, start));

      const top = finishNames.length - 1;
      await radio(page, finishNames[top]!).check();
      await expect(result(page)).toContainText(rangeWords(first, { ...start, finish: top }));
      await expect(page).toHaveURL(
        new RegExp(`finish=${paramsOf({ ...start, finish: top, type: first.slug }, first, finishNames).get("finish")}`),
      );

      await form.getByLabel(copy.calculator.type).selectOption(measured.slug);
      const measuredStart = { amount: typicalSize(measured.estimate), finish: top, options: [], old: false };
      await expect(page).toHaveURL(new RegExp(`type=${measured.slug}`));
      await expect(result(page)).toContainText(rangeWords(measured, measuredStart));
      // A size typed in the unit's field counts once it is left.
      const size = Math.min(measured.estimate.max, measuredStart.amount + 100);
      await form.getByLabel(fill(copy.calculator.amount, { unit: measured.estimate.unit })).fill(String(size));
      await form.getByLabel(copy.calculator.built).check();
      await expect(page).toHaveURL(new RegExp(`size=${size}.*built=before-1978`));
      await expect(result(page)).toContainText(rangeWords(measured, { ...measuredStart, amount: size, old: true }));

      await page.goBack();
      await expect(page).not.toHaveURL(/built=/);
      await expect(result(page)).toContainText(rangeWords(measured, { ...measuredStart, amount: size }));
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`type=${first.slug}`));
      await expect(result(page)).toContainText(rangeWords(first, { ...start, finish: top }));
      await expect(radio(page, finishNames[top]!)).toBeChecked();
    });

    test("a shared address opens on the same result", async ({ page }) => {
      const type = types.find((t) => t.estimate.options?.length && t.estimate.sizes?.length) ?? kitchen;
      const choice: Choice = {
        type: type.slug,
        amount: type.estimate.sizes?.at(-1)?.amount ?? type.estimate.max,
        finish: finishNames.length - 1,
        options: [0],
        old: true,
      };
      await openPage(page, `${PATH}?${paramsOf(choice, type, finishNames).toString()}`);
      await expect(result(page)).toContainText(rangeWords(type, choice));
      const form = calculator(page);
      await expect(form.getByLabel(copy.calculator.type)).toHaveValue(type.slug);
      await expect(form.getByRole("checkbox", { name: type.estimate.options![0]!.name })).toBeChecked();
      await expect(form.getByLabel(copy.calculator.built)).toBeChecked();
    });

    test("“Send this to us” fills the inquiry, and the submission delivered carries the estimate", async ({ page }) => {
      await page.route("https://forms.contact.test/**", (route) => route.abort("blockedbyclient"));
      const choice: Choice = { type: kitchen.slug, amount: medium.amount, finish: 1, options: [0], old: false };
      await openPage(page, `${PATH}?${paramsOf(choice, kitchen, finishNames).toString()}`);
      const words = rangeWords(kitchen, choice);
      await expect(result(page)).toContainText(words);
      await page.getByRole("link", { name: copy.result.send }).click();

      await expect(page).toHaveURL(/\/contact$/);
      const form = page.locator(`form[name="${projectInquirySpec.name}"]`);
      const range = estimateRange(kitchen.estimate, choice);
      await expect(form.getByLabel(content.forms.inquiry.labels.projectType)).toHaveValue(kitchen.service);
      const budget = budgetFor((range.low + range.high) / 2, content.forms.inquiry.budgets);
      if (budget) await expect(form.getByLabel(content.forms.inquiry.labels.budget)).toHaveValue(budget);
      const message = form.getByLabel(content.forms.inquiry.labels.message);
      await expect(message).toHaveValue(new RegExp(words.replace(/[$]/g, "\\$")));
      await expect(message).toHaveValue(new RegExp(kitchen.estimate.options![0]!.name));

      const id = marker();
      await form.getByLabel(content.forms.inquiry.labels.name).fill(`Pat Estimate ${id}`);
      await form.getByLabel(content.forms.inquiry.labels.email).fill("pat@example.com");
      await form.getByRole("button", { name: content.forms.inquiry.submit }).click();
      await expect(page.getByText(content.forms.inquiry.sentTitle)).toBeVisible();

      const sent = await arrived(id);
      expect(sent.fields["project-type"]).toBe(kitchen.service);
      expect(String(sent.fields.message)).toContain(words);
      const estimate = String(sent.fields.estimate);
      for (const part of [words, kitchen.estimate.name, sizeWords(kitchen.estimate, medium.amount), finishNames[1]!])
        expect(estimate).toContain(part);
      expect(estimate).toContain(kitchen.estimate.options![0]!.name);
      expect(estimate).toContain(`type=${kitchen.slug}`);
    });

    test("axe finds nothing, before and after a choice; the result is announced; nothing shifts as it changes", async ({
      page,
    }) => {
      test.slow(); // axe scans twice
      await page.clock.install();
      await openPage(page, PATH);
      // Layout shifts the visitor did not cause: CLS leaves out a shift within 500 ms of an input, and
      // so does this test; on a busy machine the frame that shows a choice can come later than that, so a
      // shift in the frame that presented an input (Event Timing's startTime + duration) is the visitor's
      // too. Any other, such as one when the address catches up a moment later, counts.
      await page.evaluate(() => {
        const w = window as unknown as { __shifts: { value: number; at: number }[]; __inputs: [number, number][] };
        w.__shifts = [];
        w.__inputs = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__inputs.push([e.startTime, e.startTime + e.duration + 8]);
        }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
          }[])
            if (!e.hadRecentInput) w.__shifts.push({ value: e.value, at: e.startTime });
        }).observe({ type: "layout-shift", buffered: true });
      });
      const unexpectedShift = () =>
        page.evaluate(() => {
          const w = window as unknown as { __shifts: { value: number; at: number }[]; __inputs: [number, number][] };
          return w.__shifts
            .filter((s) => !w.__inputs.some(([from, to]) => s.at >= from && s.at <= to))
            .reduce((sum, s) => sum + s.value, 0);
        });
      const tally = newTally();
      const problems: string[] = [];
      await scan(page, `${PATH} at ${viewport.width}`, tally, problems);

      await expect(result(page)).toHaveAttribute("aria-live", "polite");
      const before = await result(page).textContent();
      const form = calculator(page);
      await radio(page, finishNames[0]!).check();
      await expect(result(page)).not.toHaveText(before!);
      await expect(result(page)).toContainText(
        rangeWords(types[0]!, { amount: typicalSize(types[0]!.estimate), finish: 0, options: [], old: false }),
      );
      // Other types chosen as a visitor does, from the keyboard (a layout shift right after input is not
      // one the visitor did not expect, and CLS leaves it out; one later would count).
      const select = form.getByLabel(copy.calculator.type);
      await select.focus();
      for (const type of types.slice(1, 4)) {
        await page.keyboard.press("ArrowDown");
        await expect(select).toHaveValue(type.slug);
        await expect(result(page)).toContainText(
          rangeWords(type, { amount: typicalSize(type.estimate), finish: 0, options: [], old: false }),
        );
      }
      await page.clock.runFor(1000);
      await scan(page, `${PATH} after choices at ${viewport.width}`, tally, problems);
      console.log(summary("the estimator", tally));
      expect(problems).toEqual([]);
      expect(await unexpectedShift()).toBe(0);
    });
  });

test.describe("on a phone, where the result comes after the choices", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(({ page }) => blockThirdParty(page));

  test("the range stays in view while choosing, and leads down to the whole result", async ({ page }) => {
    await openPage(page, PATH);
    await calculator(page).getByLabel(copy.calculator.type).selectOption(kitchen.slug);
    const upscale = radio(page, finishNames[2]!);
    await upscale.scrollIntoViewIfNeeded();
    await upscale.check();
    const words = rangeWords(kitchen, { amount: typicalSize(kitchen.estimate), finish: 2, options: [], old: false });
    const strip = calculator(page).getByRole("link", { name: new RegExp(`^${words.replace(/\$/g, "\\$")}`) });
    await expect(strip).toBeInViewport();
    await expect(page.getByRole("heading", { name: copy.result.heading })).not.toBeInViewport();
    await strip.click();
    await expect(page.getByRole("heading", { name: copy.result.heading })).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** What a screen reader reads of each project: its row header, then one range per finish level. */
  const expectedRows = types.map((type) => {
    const amount = typicalSize(type.estimate);
    const cells = type.estimate.finishes.map((_, finish) => {
      const r = estimateRange(type.estimate, { amount, finish, options: [], old: false });
      return `${dollars(r.low)} – ${dollars(r.high)}`;
    });
    return { name: type.estimate.name, cells };
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`at ${viewport.width} px the page is a price table of every project type per finish level, with one header structure`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(PATH);
      await expect(calculator(page)).toBeHidden();
      const table = page.getByRole("table", { name: copy.table.caption });
      // One header row at every width (on a phone the Project header is read, not shown), then one row
      // per project, as wide as the header row: its name heads the row, a range under each finish level.
      const rows = table.getByRole("row");
      await expect(rows).toHaveCount(1 + types.length);
      await expect(rows.first().getByRole("columnheader")).toHaveText([copy.table.typeColumn, ...finishNames]);
      for (const [i, { name, cells }] of expectedRows.entries()) {
        const row = rows.nth(i + 1);
        await expect(row.getByRole("rowheader")).toHaveText(new RegExp(`^${name}`));
        await expect(row.getByRole("cell")).toHaveText(cells);
      }
      await expect(table.locator("[colspan], [rowspan]")).toHaveCount(0);
      // The ranges keep to the screen: the table never scrolls sideways at a phone's width.
      expect(await table.evaluate((t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
      // On a phone the project's name takes a line above its ranges; on a wide screen it heads its row.
      const header = await rows.nth(1).getByRole("rowheader").boundingBox();
      const firstRange = await rows.nth(1).getByRole("cell").first().boundingBox();
      if (viewport === PHONE) expect(firstRange!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      else expect(firstRange!.x).toBeGreaterThanOrEqual(header!.x + header!.width);
    });
});

test.describe("one source for every price the site states", () => {
  test("each service with figures states its 'from' price, links to its estimate, and offers its span in structured data", async ({
    page,
  }) => {
    for (const type of types) {
      await page.goto(type.path);
      const span = priceSpan(type.estimate);
      const band = page.locator("[data-cost-band]");
      await expect(band.getByRole("heading", { name: type.estimate.question })).toBeVisible();
      await expect(band).toContainText(dollars(span.low));
      await expect(band.getByRole("link", { name: copy.serviceBand.link })).toHaveAttribute(
        "href",
        `${PATH}?type=${type.slug}`,
      );
      const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
        "@graph": { "@type": string; offers?: { priceSpecification: Record<string, unknown> } }[];
      };
      const service = graph["@graph"].find((n) => n["@type"] === "Service")!;
      expect(service.offers?.priceSpecification).toEqual({
        "@type": "PriceSpecification",
        minPrice: span.low,
        maxPrice: span.high,
        priceCurrency: "USD",
      });
    }
  });

  test("the estimator is linked from the home page's hero, the contact page and the footer, and is in the sitemap and the search", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.locator("main section").first().getByRole("link", { name: copy.homeLink })).toHaveAttribute(
      "href",
      PATH,
    );
    await expect(page.locator("footer").locator(`a[href="${PATH}"]`)).toHaveCount(1);
    await page.goto(content.pages.contact.path);
    await expect(page.getByRole("link", { name: copy.contactLink })).toHaveAttribute("href", PATH);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`${PATH}</loc>`);
    await page.goto(PATH);
    await expect(page.locator("main[data-pagefind-body]")).toHaveCount(1);
    const graph = await page.locator('script[type="application/ld+json"]').first().textContent();
    for (const type of types) expect(graph).toContain(`"minPrice":${priceSpan(type.estimate).low}`);
    await hydrated(page);
  });
});
