import { type Page } from "@playwright/test";
import { expect, hydrated, openPage, stopClock, test } from "./fixtures";
import { BOLD, expectClean, expectNothingInjected, IMG, SCRIPT, watch } from "./support/hostile";
import { SUSPICION_FIELD } from "../../config/form-settings.ts";
import { arrived, marker, onTheWire, takeYourTime } from "./support/inbox";
import { content } from "./support/content";

/** The job application form with hostile input: kept while invalid, sent exactly as typed, never rendered. */

/** The form's words are the owner's (app/content/forms/job-application.yaml). */
const words = content.forms.job;
const { name, email, phone, skills, message } = words.labels;
const LABELS = { name, email, phone, skills, message };
type TextField = keyof typeof LABELS;

/** A string of exactly n characters made of a repeated seed (no trailing space, which the name field trims). */
const long = (seed: string, n = 10_000) => `${seed.repeat(Math.ceil(n / seed.length)).slice(0, n - 1)}.`;

async function openForm(page: Page, clock: "running" | "stopped" = "running") {
  const submissions: Promise<Record<string, string>>[] = [];
  page.on("console", (m) => {
    if (m.type() === "log" && m.text().startsWith("Job application submitted")) {
      submissions.push(m.args()[1]!.jsonValue() as Promise<Record<string, string>>);
    }
  });
  // Playwright's clock, so that a test can take a person's time to fill the form without waiting.
  if (clock === "stopped") await stopClock(page);
  else await page.clock.install();
  await openPage(page, "/join-team");
  return submissions;
}

async function fillAll(page: Page, values: Partial<Record<TextField, string>>) {
  for (const [field, value] of Object.entries(values) as [TextField, string][])
    await page.getByLabel(LABELS[field]).fill(value);
}

async function expectValues(page: Page, values: Partial<Record<TextField, string>>) {
  for (const [field, value] of Object.entries(values) as [TextField, string][]) {
    await expect(page.getByLabel(LABELS[field]), `${field} keeps what was typed`).toHaveValue(value);
  }
}

async function submit(page: Page) {
  await takeYourTime(page);
  await page.getByRole("button", { name: words.submit }).click();
}

async function expectSent(
  page: Page,
  submissions: Promise<Record<string, string>>[],
  count: number,
  values: Partial<Record<TextField, string>>,
) {
  const toast = page.getByText(words.successTitle);
  await expect(toast).toBeVisible();
  await expect.poll(() => submissions.length).toBe(count);
  const sent = await submissions[count - 1]!;
  for (const [field, value] of Object.entries(values) as [TextField, string][]) {
    expect(sent[field], `${field} is sent exactly as typed`).toBe(
      field === "name" || field === "email" ? value.trim() : value,
    );
  }
  for (const field of Object.keys(LABELS) as TextField[]) await expect(page.getByLabel(LABELS[field])).toHaveValue("");
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toBeHidden();
}

async function expectInvalidEmail(page: Page) {
  await expect(page.getByText(words.errors.emailInvalid)).toBeVisible();
  await expect(page.getByLabel(LABELS.email)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(LABELS.email)).toBeFocused();
  await expect(page.getByText(words.successTitle)).toHaveCount(0);
}

test.describe("job application form with hostile input", () => {
  test("10,000 characters in every text field: an invalid e-mail keeps everything (even across a reload), a valid one sends it", async ({
    page,
  }) => {
    const w = watch(page);
    const submissions = await openForm(page);
    const values = {
      name: long("Ana María Ruiz-Okafor "),
      email: long("ana.ruiz.example.com "),
      phone: long("+1 (617) 555-0100 ext. 12; "),
      skills: long("Framing, finish carpentry, cabinets, tile; "),
      message: long("Ten years of finish work on old houses in Weston.\n"),
    };
    for (const v of Object.values(values)) expect(v).toHaveLength(10_000);
    await fillAll(page, values);
    await submit(page);
    await expectInvalidEmail(page);
    await expectValues(page, values);

    await page.reload();
    await hydrated(page);
    await expectValues(page, values);

    const ok = { ...values, email: "ana.ruiz@example.com" };
    await fillAll(page, { email: ok.email });
    await submit(page);
    await expectSent(page, submissions, 1, ok);
    expectClean(w);
  });

  test("markup and script payloads stay text: nothing is rendered, nothing runs, no dialog", async ({ page }) => {
    const w = watch(page);
    const submissions = await openForm(page);
    const values = {
      name: "<script>alert(1)</script>",
      email: "<img src=x onerror=alert(1)>",
      phone: `"><svg onload=alert(1)>`,
      skills: `${BOLD} {{7*7}} \${7*7} javascript:alert(1)`,
      message: [
        SCRIPT,
        IMG,
        "<img src=x onerror=alert(1)>",
        "</textarea><script>alert(1)</script>",
        "<iframe src=javascript:alert(1)>",
      ].join("\n"),
    };
    await fillAll(page, values);
    await submit(page);
    await expectInvalidEmail(page);
    await expectValues(page, values);
    await expectNothingInjected(page);

    const ok = { ...values, email: "sam@example.com" };
    await fillAll(page, { email: ok.email });
    await submit(page);
    await expectSent(page, submissions, 1, ok);
    await expectNothingInjected(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    expectClean(w);
  });

  test("emoji and right-to-left text (Arabic, Hebrew, bidi controls) are kept and sent unchanged", async ({ page }) => {
    const w = watch(page);
    const submissions = await openForm(page);
    const values = {
      name: "مريم الحسيني 👩🏽‍🔧",
      email: "مريم@مثال",
      phone: "+972 3-555-0100",
      skills: "נגרות, ריצוף 🪚🔨 وتركيب الخزائن",
      message: "שלום! \u202Ereversed\u202C مرحبا 👨‍👩‍👧‍👦 Zalgo: Z̷̢͎a̵͔͝l̶̗̈g̸̣̈́o̴̯͝ \u200B\uFEFF end",
    };
    await fillAll(page, values);
    await submit(page);
    await expectInvalidEmail(page);
    await expectValues(page, values);

    const ok = { ...values, email: "maryam@example.com" };
    await fillAll(page, { email: ok.email });
    await submit(page);
    await expectSent(page, submissions, 1, ok);
    expectClean(w);
  });

  test("phone numbers pasted in many formats are all accepted and sent as typed", async ({ page }) => {
    const w = watch(page);
    const submissions = await openForm(page);
    const phones = [
      "(617) 555-0100",
      "+1 617 555 0100",
      "617.555.0100",
      "6175550100",
      "+44 20 7946 0958",
      "ext. 12",
      "+1 (617) 555-0100 ext. 12",
      "617-555-0100 x12",
      " \t617 555 0100\t ",
      "٦١٧٥٥٥٠١٠٠",
    ];
    let sent = 0;
    for (const phone of phones) {
      const values = { name: "Sam Okafor", email: "sam@example.com", phone };
      await fillAll(page, values);
      await submit(page);
      await expectSent(page, submissions, ++sent, values);
    }
    // A blank name is still refused, whatever else is filled in.
    await fillAll(page, { name: "   ", email: "sam@example.com", phone: phones[0] });
    await submit(page);
    await expect(page.getByText(words.errors.name)).toBeVisible();
    await expectValues(page, { name: "   ", phone: phones[0] });
    console.log(
      `job form: ${phones.length} phone formats, 3 payload sets (10,000 characters, markup, emoji/RTL), 1 blank name`,
    );
    expectClean(w);
  });

  test("filled in one go, as autofill does, and sent at once: delivered with its suspicion, then confirmed, emptied and logged", async ({
    page,
  }) => {
    const w = watch(page);
    // The clock stands still: however long the machine takes to type, the page sees no time pass.
    const submissions = await openForm(page, "stopped");
    const id = marker();
    const values = {
      name: `${SCRIPT} مريم 👩🏽‍🔧 ${id}`,
      email: "maryam@example.com",
      phone: `"><svg onload=alert(1)>`,
      skills: long("Framing, finish carpentry; "),
      message: `${IMG}\nשלום \u202Ereversed\u202C 👨‍👩‍👧‍👦`,
    };
    await fillAll(page, values);
    await page.getByRole("button", { name: words.submit }).click(); // no time taken
    await expectSent(page, submissions, 1, values);
    const sent = await arrived(id);
    expect(sent.fields).toMatchObject({
      name: values.name,
      phone: values.phone,
      skills: values.skills,
      message: onTheWire(values.message),
    });
    expect(sent.fields[SUSPICION_FIELD]).not.toBe("");
    await expectNothingInjected(page);
    expectClean(w);
  });
});
