/**
 * The words on the owner's editor screen, for real: the built /admin/ (Decap CMS) reading a temporary
 * copy of the content through a real decap-server. Nothing is saved. The server listens on a port of
 * its own (not decap-server's usual 8081, which tests/e2e/editor.spec.ts uses): the browser's requests
 * to the usual address are passed to it.
 */
import { expect, test } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { loadContent } from "../../app/lib/content/load";
import { editorOnACopy } from "./support/decap-server";

const { copy, openEditor } = editorOnACopy("editor-words", 8100);

test("a question is labelled as a question, not as a service's link to the estimator", async ({ page }) => {
  const [faq] = loadContent(copy.path).collections.faqs;
  await openEditor(page, "#/collections/faqs");
  await page.getByText(faq!.question).first().click();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(faq!.question);
  await expect(page.getByText(/Link to the estimator|What does a kitchen cost/)).toHaveCount(0);
});

test("the forms' phone labels and the contact card are not the business's main phone", async ({ page }) => {
  await openEditor(page, "#/collections/forms/entries/inquiry");
  const { inquiry } = loadContent(copy.path).forms;
  await expect(page.getByLabel("Label of the phone field")).toHaveValue(inquiry.labels.phone);
  await expect(page.getByText("Main phone")).toHaveCount(0);
  // Its preview lists the form's words filled in as the site fills them ({responseTime}, {heading}).
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText(inquiry.lead)).toBeVisible();
  await expect(preview.getByText(inquiry.embedTitle)).toBeVisible();
  await expect(preview.getByText(/\{(responseTime|heading)\}/)).toHaveCount(0);
  await page.goto("/admin/#/collections/pages/entries/contact");
  await expect(page.getByLabel("Heading of the phone card")).toBeVisible();
  await expect(page.getByText("Main phone")).toHaveCount(0);
});

test("Google's opening hours list their days by name, picked from the days of the week", async ({ page }) => {
  const { hoursStructured } = loadContent(copy.path).settings.business;
  await openEditor(page, "#/collections/settings/entries/business");
  const hours = page.getByText("Opening hours for Google and maps", { exact: true });
  await expect(hours).toBeVisible();
  // Each row, folded, shows its hours; opened, its days by name.
  const first = hoursStructured[0]!;
  const row = page.getByText(`${first.opens} to ${first.closes}`, { exact: true }).first().locator("xpath=..");
  await row.getByRole("button").first().click();
  await expect(page.getByText("Days with these hours").first()).toBeVisible();
  for (const day of first.days) await expect(page.getByText(day, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/List \[/)).toHaveCount(0);
  await expect(page.getByText("Item", { exact: true })).toHaveCount(0);
});

test("an article's text shows how a link is written, as typed; its preview, the site's small line", async ({
  page,
}) => {
  const content = loadContent(copy.path);
  const [article] = content.collections.articles;
  await openEditor(page, "#/collections/articles");
  await page.getByText(article!.title).first().click();
  await expect(page.getByText("a link is written [words](/contact).", { exact: false })).toBeVisible();
  const { localEyebrow, guideEyebrow } = content.pages.article;
  const eyebrow = article!.category === "Local" ? localEyebrow : guideEyebrow;
  await expect(page.frameLocator("#preview-pane").getByText(eyebrow, { exact: true })).toBeVisible();
});

/** Rewrites one content file of the copy the editor reads. */
function editCopy(file: string, change: (data: Record<string, unknown>) => void) {
  const path = join(copy.path, "app/content", file);
  const data = parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(path, stringify(data));
}

test("a service's preview shows the site's words: its figures and the business facts filled in", async ({ page }) => {
  // A service with the estimator's figures, whose first figure shows its construction time.
  const content = loadContent(copy.path);
  const service = content.collections.services.find((s) => s.estimate)!;
  editCopy(`services/${service.slug}.yaml`, (data) => {
    (data.facts as { value: string }[])[0]!.value = "{duration}";
    const hero = data.hero as { lead: string };
    hero.lead = `${hero.lead} Call {phone}.`;
  });
  await openEditor(page, `#/collections/services/entries/${service.slug}`);
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1, name: service.hero.heading })).toBeVisible();
  await expect(preview.getByText(service.estimate!.duration, { exact: true }).first()).toBeVisible();
  await expect(preview.getByText(`Call ${content.settings.business.phone.display}.`)).toBeVisible();
  await expect(preview.getByText(/\{[a-zA-Z]+\}/)).toHaveCount(0);
});

test("a town's preview fills in the business facts its text names", async ({ page }) => {
  const content = loadContent(copy.path);
  const [town] = content.collections.towns;
  editCopy(`towns/${town!.slug}.yaml`, (data) => {
    data.intro = `${String(data.intro)} We are {shortName}, in {city}.`;
  });
  await openEditor(page, `#/collections/towns/entries/${town!.slug}`);
  const preview = page.frameLocator("#preview-pane");
  const { shortName, address } = content.settings.business;
  await expect(preview.getByText(`${town!.intro} We are ${shortName}, in ${address.city}.`)).toBeVisible();
  await expect(preview.getByText(/\{[a-zA-Z]+\}/)).toHaveCount(0);
});
