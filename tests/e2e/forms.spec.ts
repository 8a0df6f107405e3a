/**
 * The project inquiry (/contact) and the job application (/join-team) reach the owner: real
 * multipart posts on the wire to the served site (scripts/serve.ts takes them as Netlify Forms
 * does and keeps them in submissions/), success only after the host accepted them, nothing lost
 * when it did not. Time moves only by Playwright's clock, never by waiting.
 */
import { type Locator, type Page, type Route } from "@playwright/test";
import { resolve } from "node:path";
import { FORM_LIMITS, HONEYPOT_FIELD, SUSPICION_FIELD } from "../../config/form-settings.ts";
import { commonForm } from "../../app/lib/forms/common-form";
import { jobApplicationSpec } from "../../app/lib/forms/job-application-spec";
import { projectInquirySpec } from "../../app/lib/forms/project-inquiry-spec";
import { postedFieldNames } from "../../app/lib/forms/form-schemas";
import { expect, hydrated, openPage, stopClock, test } from "./fixtures";
import { newTally, scan, summary } from "./support/a11y";
import { content } from "./support/content";
import { BOLD, expectNothingInjected, IMG, SCRIPT } from "./support/hostile";
import {
  arrived,
  holdFormPosts,
  marker,
  markedWith,
  onTheWire,
  ownServe,
  photos,
  storedBytes,
  takeYourTime,
} from "./support/inbox";

const buildDir = resolve(process.env.E2E_BUILD_DIR || "build-e2e");
const FORMS = "https://forms.contact.test/**";
const inquiryWords = content.forms.inquiry;
const jobWords = content.forms.job;
const commonWords = content.forms.common;
const SEND = inquiryWords.submit;
/** What the inquiry tests choose: a town, a service, a budget and a timeline of the content. */
const CHOSEN = {
  town: content.collections.towns[1]!.city,
  projectType: content.collections.services[0]!.name,
  budget: inquiryWords.budgets[2]!.value,
  timeline: inquiryWords.timelines[2]!.value,
};

/** The suspicion field's words for any time taken ("{seconds}" filled with a number). */
const suspicionPattern = new RegExp(
  `^${commonForm
    .suspicion("\u0000")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace("\u0000", "\\d+\\.\\d")}$`,
);

const inquiry = (page: Page) => page.locator(`form[name="${projectInquirySpec.name}"]`);
const jobForm = (page: Page) => page.locator(`form[name="${jobApplicationSpec.name}"]`);

/** /contact with the provider's embed blocked (the e2e build configures one): our own form takes its place. */
async function openInquiry(page: Page, clock: "stopped" | "running" = "stopped") {
  await page.route(FORMS, (route) => route.abort("blockedbyclient"));
  // Stopped, time moves only when the test says so; running (axe needs its timers), it can jump ahead.
  if (clock === "stopped") await stopClock(page);
  else await page.clock.install();
  await openPage(page, "/contact");
  await expect(inquiry(page).getByRole("button", { name: SEND })).toBeVisible();
  return inquiry(page);
}

type Inquiry = { name: string; email: string; phone?: string; message: string };

async function fillInquiry(form: Locator, v: Inquiry) {
  await form.getByLabel(inquiryWords.labels.name).fill(v.name);
  await form.getByLabel(inquiryWords.labels.email).fill(v.email);
  if (v.phone) await form.getByLabel(inquiryWords.labels.phone).fill(v.phone);
  await form.getByLabel(inquiryWords.labels.message).fill(v.message);
}

async function choose(form: Locator) {
  await form.getByLabel(inquiryWords.labels.town).selectOption(CHOSEN.town);
  await form.getByLabel(inquiryWords.labels.projectType).selectOption(CHOSEN.projectType);
  await form.getByLabel(inquiryWords.labels.budget).selectOption(CHOSEN.budget);
  await form.getByLabel(inquiryWords.labels.timeline).selectOption(CHOSEN.timeline);
}

/** The POSTs the page makes to the delivery target. */
function posts(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => r.method() === "POST" && seen.push(r.url()));
  return seen;
}

test.describe("pre-rendered forms, as Netlify's deploy-time detection reads them", () => {
  for (const [path, spec] of [
    ["/contact", projectInquirySpec],
    ["/join-team", jobApplicationSpec],
  ] as const) {
    test(`${path} holds the ${spec.name} form with Netlify's attributes and every field's name`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const form = html.match(new RegExp(`<form\\b[^>]*\\bname="${spec.name}"[^>]*>[\\s\\S]*?</form>`))?.[0];
      expect(form, `a <form name="${spec.name}"> in the static HTML`).toBeDefined();
      const tag = form!.match(/^<form\b[^>]*>/)![0];
      // HTML attribute names are case-insensitive (React writes encType); Netlify's parser reads them so.
      const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];
      expect(attribute("data-netlify")).toBe("true");
      expect(attribute("data-netlify-honeypot")).toBe(HONEYPOT_FIELD);
      expect(attribute("method")).toBe("post");
      expect(attribute("enctype")).toBe("multipart/form-data");
      expect(attribute("action")).toBe("/thank-you");
      expect(form).toContain(`<input type="hidden" name="form-name" value="${spec.name}"/>`);
      const names = [...form!.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]);
      expect(names.sort()).toEqual(postedFieldNames(spec).sort());
    });
  }

  test("the thank-you page is kept out of search engines, the sitemap and the site search", async ({ request }) => {
    const html = await (await request.get("/thank-you")).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain("data-pagefind-body");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("thank-you");
  });
});

test.describe("project inquiry", () => {
  test("a valid inquiry with two photos reaches the inbox with every field and both files intact", async ({ page }) => {
    const form = await openInquiry(page);
    const id = marker();
    const values = {
      name: `Dana Whitfield ${id}`,
      email: "dana.whitfield@example.com",
      phone: "(781) 555-0199",
      message: "Galley kitchen, 1920s colonial.\nWe want to open the wall to the dining room.",
    };
    await fillInquiry(form, values);
    await choose(form);
    const [jpeg, avif] = photos(buildDir);
    await form.getByLabel(commonForm.photos.slot(1)).setInputFiles(jpeg!);
    await form.getByLabel(commonForm.photos.slot(2)).setInputFiles(avif!);
    await takeYourTime(page);
    await form.getByRole("button", { name: SEND }).click();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();

    const sent = await arrived(id);
    expect(sent.form).toBe("project-inquiry");
    expect(sent.fields).toMatchObject({
      "form-name": "project-inquiry",
      name: values.name,
      email: values.email,
      phone: values.phone,
      town: CHOSEN.town,
      "project-type": CHOSEN.projectType,
      budget: CHOSEN.budget,
      timeline: CHOSEN.timeline,
      message: onTheWire(values.message),
      [HONEYPOT_FIELD]: "",
      [SUSPICION_FIELD]: "",
    });
    expect(sent.files.map((f) => [f.field, f.name, f.type])).toEqual([
      ["photo-1", jpeg!.name, "image/jpeg"],
      ["photo-2", avif!.name, "image/avif"],
    ]);
    expect(storedBytes(sent, "photo-1").equals(jpeg!.buffer)).toBe(true);
    expect(storedBytes(sent, "photo-2").equals(avif!.buffer)).toBe(true);
  });

  test("empty, then invalid: each error beside its field, announced, focus on the first; nothing sent", async ({
    page,
  }) => {
    const sent = posts(page);
    const form = await openInquiry(page);
    await form.getByRole("button", { name: SEND }).click();
    await expect(form.getByRole("alert").filter({ hasText: inquiryWords.errors.name })).toBeVisible();
    await expect(form.getByText(inquiryWords.errors.email)).toBeVisible();
    await expect(form.getByText(inquiryWords.errors.message)).toBeVisible();
    await expect(form.getByLabel(inquiryWords.labels.name)).toBeFocused();
    await expect(form.getByLabel(inquiryWords.labels.name)).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel(inquiryWords.labels.name).fill("Dana");
    await expect(form.getByText(inquiryWords.errors.name)).toHaveCount(0);
    await form.getByLabel(inquiryWords.labels.email).fill("dana@");
    await form.getByRole("button", { name: SEND }).click();
    await expect(form.getByText(inquiryWords.errors.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(inquiryWords.labels.email)).toBeFocused();
    await expect(form.getByLabel(inquiryWords.labels.name)).toHaveValue("Dana");
    expect(sent).toEqual([]);
  });

  test("a file that is not a photo, or photos over the size limit, are refused before anything is sent", async ({
    page,
  }) => {
    const sent = posts(page);
    const form = await openInquiry(page);
    await fillInquiry(form, { name: `Ravi ${marker()}`, email: "ravi@example.com", message: "Deck." });
    await form.getByLabel(commonForm.photos.slot(1)).setInputFiles({
      name: "plans.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7"),
    });
    await expect(form.getByText(commonForm.photos.notAnImage("plans.pdf"))).toBeVisible();
    await takeYourTime(page);
    await form.getByRole("button", { name: SEND }).click();
    await expect(form.getByLabel(commonForm.photos.slot(1))).toBeFocused();

    const big = (n: number) => ({
      name: `big-${n}.jpg`,
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(FORM_LIMITS.maxPhotoBytes / 2 + 100_000, n),
    });
    await form.getByLabel(commonForm.photos.slot(1)).setInputFiles(big(1));
    await expect(form.getByText(commonForm.photos.notAnImage("plans.pdf"))).toHaveCount(0);
    await form.getByLabel(commonForm.photos.slot(2)).setInputFiles(big(2));
    await expect(form.getByText(commonForm.photos.tooLarge("8.2 MB", "8 MB"))).toBeVisible();
    await form.getByRole("button", { name: SEND }).click();
    await expect(form.getByText(commonForm.photos.tooLarge("8.2 MB", "8 MB"))).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("the host answers 500, then never answers: everything stays, the message says so, Retry then succeeds", async ({
    page,
  }) => {
    const form = await openInquiry(page);
    const id = marker();
    const values = { name: `Grace Liu ${id}`, email: "grace@example.com", message: "Attic bedroom.\nTwo dormers." };
    await fillInquiry(form, values);
    await choose(form);
    const [jpeg, avif] = photos(buildDir);
    await form.getByLabel(commonForm.photos.slot(1)).setInputFiles(jpeg!);
    await form.getByLabel(commonForm.photos.slot(3)).setInputFiles(avif!);

    let mode: "500" | "hang" | "through" = "500";
    const held: Route[] = [];
    let attempts = 0;
    await page.route("**/thank-you", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts++;
      if (mode === "500") return route.fulfill({ status: 500, body: "Internal Server Error" });
      if (mode === "hang") return void held.push(route);
      return route.continue();
    });
    /**
     * The first attempt and the 3 automatic retries (1, 2 and 4 s apart), each `answer`ed in turn.
     * The page sets its retry timer only once it has the answer, so the clock moves in steps of
     * 250 ms until the next attempt comes; a step or two may pass before the test hears of an
     * attempt, and those count towards the next delay, so each retry may come up to 500 ms sooner
     * by this count, never more.
     */
    const allAttempts = async (from: number, answer: () => Promise<void>) => {
      for (const [i, backoff] of [0, 1000, 2000, 4000].entries()) {
        let waited = 0;
        await expect
          .poll(
            async () => {
              if (backoff && attempts < from + i + 1) {
                await page.clock.runFor(250);
                waited += 250;
              }
              return attempts;
            },
            { intervals: [20] },
          )
          .toBe(from + i + 1);
        expect(waited, `retry ${i} came sooner than ${backoff} ms`).toBeGreaterThanOrEqual(backoff - 500);
        await answer();
      }
    };
    const expectAllKept = async () => {
      await expect(form.getByLabel(inquiryWords.labels.name)).toHaveValue(values.name);
      await expect(form.getByLabel(inquiryWords.labels.message)).toHaveValue(values.message);
      await expect(form.getByLabel(inquiryWords.labels.town)).toHaveValue(CHOSEN.town);
      await expect(form.getByLabel(inquiryWords.labels.budget)).toHaveValue(CHOSEN.budget);
      for (const [label, name] of [
        ["Photo 1", jpeg!.name],
        ["Photo 3", avif!.name],
      ] as const) {
        expect(await form.getByLabel(label).evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(name);
      }
    };
    const failure = form.getByRole("alert").filter({ hasText: inquiryWords.failureTitle });

    await takeYourTime(page);
    await form.getByRole("button", { name: SEND }).click();
    await allAttempts(0, async () => {});
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(commonWords.failure.reasons.refused);
    await expect(failure.locator("a[href^='tel:']")).toBeVisible();
    const mailto = decodeURIComponent((await failure.locator("a[href^='mailto:']").getAttribute("href"))!);
    expect(mailto).toContain(`Full Name: ${values.name}`);
    expect(mailto).toContain(`${inquiryWords.labels.message}:\n${values.message}`);
    expect(mailto).toContain("Town: Wellesley");
    await expectAllKept();
    expect(markedWith(id)).toEqual([]);

    mode = "hang";
    await failure.getByRole("button", { name: commonWords.failure.retry }).click();
    await allAttempts(4, () => page.clock.runFor(FORM_LIMITS.sendTimeoutMs));
    await expect(form.getByRole("alert").filter({ hasText: commonWords.failure.reasons.timeout })).toBeVisible();
    await expectAllKept();
    await Promise.all(held.map((r) => r.abort()));

    mode = "through";
    await form.getByRole("button", { name: commonWords.failure.retry }).click();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    const sent = await arrived(id);
    expect(sent.fields.message).toBe(onTheWire(values.message));
    expect(storedBytes(sent, "photo-1").equals(jpeg!.buffer)).toBe(true);
    expect(storedBytes(sent, "photo-3").equals(avif!.buffer)).toBe(true);
  });

  test("a draft survives a reload until it is sent", async ({ page }) => {
    let form = await openInquiry(page);
    await form.getByLabel(inquiryWords.labels.name).fill("Tomás Reyes");
    await form.getByLabel(inquiryWords.labels.message).fill("Mudroom bench.");
    await form.getByLabel(inquiryWords.labels.timeline).selectOption(inquiryWords.timelines.at(-1)!.value);
    await page.reload();
    await hydrated(page);
    form = inquiry(page);
    await expect(form.getByLabel(inquiryWords.labels.name)).toHaveValue("Tomás Reyes");
    await expect(form.getByLabel(inquiryWords.labels.message)).toHaveValue("Mudroom bench.");
    await expect(form.getByLabel(inquiryWords.labels.timeline)).toHaveValue(inquiryWords.timelines.at(-1)!.value);
  });

  test("text typed before the page's scripts run survives hydration and, sent at once, is delivered with its suspicion", async ({
    page,
  }) => {
    // Hold every script of the page until the visitor has typed.
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    await page.route("**/assets/*.js", async (route) => {
      await typed;
      await route.continue();
    });
    await page.route(FORMS, (route) => route.abort("blockedbyclient"));
    await stopClock(page);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const form = inquiry(page);
    const id = marker();
    await form.getByLabel(inquiryWords.labels.name).pressSequentially(`Early Bird ${id}`);
    await form.getByLabel(inquiryWords.labels.email).fill("early@example.com");
    await form.getByLabel(inquiryWords.labels.message).fill("Typed on a slow phone.");
    await form.getByLabel(inquiryWords.labels.town).selectOption(content.collections.towns.at(-1)!.city);
    expect(await page.evaluate(() => (window as unknown as { __e2eCommits?: number }).__e2eCommits ?? 0)).toBe(0);
    release();
    await hydrated(page);
    await expect(form.getByLabel(inquiryWords.labels.name)).toHaveValue(`Early Bird ${id}`);
    await expect(form.getByLabel(inquiryWords.labels.town)).toHaveValue(content.collections.towns.at(-1)!.city);
    // Our form stays (the provider's embed does not replace a form someone is typing in).
    await expect(page.locator("iframe[title*='form']")).toHaveCount(0);
    // Sent at once: the page's clock says a second or so since it began to load.
    await form.getByRole("button", { name: SEND }).click();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    const sent = await arrived(id);
    expect(sent.fields).toMatchObject({
      name: `Early Bird ${id}`,
      email: "early@example.com",
      town: content.collections.towns.at(-1)!.city,
      message: "Typed on a slow phone.",
    });
    expect(sent.fields[SUSPICION_FIELD]).toMatch(suspicionPattern);
  });

  test("hostile input (10,000 characters, markup, script, emoji, right-to-left) is stored byte for byte and never rendered", async ({
    page,
  }) => {
    const form = await openInquiry(page);
    const id = marker();
    const long = `${"Ceiling beams, 1890s farmhouse; ".repeat(400)}`.slice(0, 9_999) + ".";
    expect(long).toHaveLength(10_000);
    const values = {
      name: `${SCRIPT} مريم الحسيني 👩🏽‍🔧 ${id}`,
      email: "maryam@example.com",
      phone: `"><svg onload=alert(1)>`,
      message: [long, IMG, BOLD, "</textarea><script>alert(1)</script>", "שלום \u202Ereversed\u202C 👨‍👩‍👧‍👦"].join("\n"),
    };
    await fillInquiry(form, values);
    await takeYourTime(page);
    await form.getByRole("button", { name: SEND }).click();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    const sent = await arrived(id);
    expect(sent.fields.name).toBe(values.name);
    expect(sent.fields.phone).toBe(values.phone);
    expect(sent.fields.message).toBe(onTheWire(values.message));
    await expectNothingInjected(page);
  });

  test("filled and sent within a second: delivered with its suspicion in words; success and the emptied form only after the host's answer", async ({
    page,
  }) => {
    const form = await openInquiry(page);
    const id = marker();
    const answer = await holdFormPosts(page);
    await fillInquiry(form, { name: `Quick Fill ${id}`, email: "quick@example.com", message: "Deck stairs." });
    await page.clock.runFor(800);
    const posted = page.waitForRequest((r) => r.method() === "POST");
    await form.getByRole("button", { name: SEND }).click();
    await posted;
    // On the wire and not yet answered: no success, everything still there, the draft kept.
    await expect(form.getByRole("button", { name: commonForm.sending })).toBeVisible();
    await expect(page.getByText(inquiryWords.sentTitle)).toHaveCount(0);
    await expect(form.getByLabel(inquiryWords.labels.name)).toHaveValue(`Quick Fill ${id}`);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain(`Quick Fill ${id}`);
    answer();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    const sent = await arrived(id);
    expect(sent.fields).toMatchObject({ email: "quick@example.com", [SUSPICION_FIELD]: commonForm.suspicion("0.8") });
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(`Quick Fill ${id}`);
  });

  test("a draft restored after a reload and sent at once is delivered", async ({ page }) => {
    let form = await openInquiry(page);
    const id = marker();
    await fillInquiry(form, { name: `Back Again ${id}`, email: "back@example.com", message: "Porch roof." });
    await page.reload();
    await hydrated(page);
    form = inquiry(page);
    await expect(form.getByLabel(inquiryWords.labels.name)).toHaveValue(`Back Again ${id}`);
    await form.getByRole("button", { name: SEND }).click();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    const sent = await arrived(id);
    // Typed on the earlier visit: no fast fill to report.
    expect(sent.fields).toMatchObject({ email: "back@example.com", message: "Porch roof.", [SUSPICION_FIELD]: "" });
  });

  test("the honeypot filled: the page posts it like any other, and the host refuses it (nothing kept)", async ({
    page,
  }) => {
    const form = await openInquiry(page);
    const id = marker();
    await fillInquiry(form, { name: `Bot ${id}`, email: "bot@example.com", message: "Cheap pills" });
    await form.locator(`[name="${HONEYPOT_FIELD}"]`).evaluate((el: HTMLInputElement) => (el.value = "http://x.test"));
    await takeYourTime(page);
    const posted = page.waitForRequest((r) => r.method() === "POST");
    await form.getByRole("button", { name: SEND }).click();
    const body = (await posted).postDataBuffer()!.toString();
    expect(body).toContain(`name="${HONEYPOT_FIELD}"\r\n\r\nhttp://x.test\r\n`);
    expect(body).toContain(`Bot ${id}`);
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    expect(markedWith(id)).toEqual([]);
  });

  test("npm run serve refuses a honeypot post as Netlify does, and its log says so; an unknown form gets 404", async ({
    request,
  }) => {
    const serve = await ownServe();
    try {
      const id = marker();
      const response = await request.post(`${serve.url}/thank-you`, {
        multipart: { "form-name": "project-inquiry", name: `Bot ${id}`, email: "b@x.test", [HONEYPOT_FIELD]: "spam" },
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(content.pages.thankYou.heading);
      await expect.poll(serve.log).toContain(`form project-inquiry: refused, as Netlify refuses it`);
      const unknown = await request.post(`${serve.url}/thank-you`, {
        multipart: { "form-name": "no-such-form", name: id },
      });
      expect(unknown.status()).toBe(404);
      expect(serve.kept()).toBe(0);
      // The same post without the honeypot is kept.
      await request.post(`${serve.url}/thank-you`, {
        multipart: { "form-name": "project-inquiry", name: `Person ${id}`, email: "p@x.test", [HONEYPOT_FIELD]: "" },
      });
      expect(serve.kept()).toBe(1);
    } finally {
      serve.stop();
    }
  });
});

test.describe("the provider's embed", () => {
  test("configured and blocked: our own form appears in its place", async ({ page }) => {
    await page.route(FORMS, (route) => route.abort("blockedbyclient"));
    await openPage(page, "/contact");
    const region = page.getByRole("region", { name: content.pages.contact.formLabel, exact: true });
    await expect(region.getByText(inquiryWords.embedFailed)).toBeVisible();
    await expect(region.getByRole("button", { name: SEND })).toBeVisible();
    await expect(region.locator("iframe")).toHaveCount(0);
  });
});

test.describe("job application", () => {
  test("delivered to the inbox, then logged, confirmed and emptied, as the specification says", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => m.type() === "log" && logs.push(m.text()));
    await stopClock(page);
    await openPage(page, "/join-team");
    const form = jobForm(page);
    const id = marker();
    await form.getByLabel(jobWords.labels.name).fill(`Sam Okafor ${id}`);
    await form.getByLabel(jobWords.labels.email).fill("sam@example.com");
    await form.getByLabel(jobWords.labels.phone).fill("617-555-0100 x12");
    await form.getByLabel(jobWords.labels.experience).selectOption("senior");
    await form.getByLabel(jobWords.labels.skills).fill("Framing\nStairs");
    await form.getByLabel(jobWords.labels.availability).selectOption("2weeks");
    await form.getByLabel(jobWords.labels.message).fill("Twelve years of finish work.");
    await takeYourTime(page);
    await form.getByRole("button", { name: jobWords.submit }).click();
    await expect(page.getByText(jobWords.successTitle)).toBeVisible();
    await expect(page.getByText(jobWords.successDescription)).toBeVisible();
    for (const field of jobApplicationSpec.fields) await expect(form.getByLabel(field.label)).toHaveValue("");
    expect(logs.some((l) => l.startsWith("Job application submitted:"))).toBe(true);
    const sent = await arrived(id);
    expect(sent.fields).toMatchObject({
      "form-name": "job-application",
      name: `Sam Okafor ${id}`,
      email: "sam@example.com",
      phone: "617-555-0100 x12",
      experience: "senior",
      skills: onTheWire("Framing\nStairs"),
      availability: "2weeks",
      message: "Twelve years of finish work.",
    });
  });

  test("when the host refuses, nothing is logged or confirmed, everything stays, and Retry delivers", async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on("console", (m) => m.type() === "log" && logs.push(m.text()));
    let refuse = true;
    await page.route("**/thank-you", (route) =>
      route.request().method() === "POST" && refuse ? route.fulfill({ status: 403 }) : route.continue(),
    );
    await stopClock(page);
    await openPage(page, "/join-team");
    const form = jobForm(page);
    const id = marker();
    await form.getByLabel(jobWords.labels.name).fill(`Lee ${id}`);
    await form.getByLabel(jobWords.labels.email).fill("lee@example.com");
    await form.getByLabel(jobWords.labels.experience).selectOption("mid");
    await takeYourTime(page);
    await form.getByRole("button", { name: jobWords.submit }).click();
    const failure = form.getByRole("alert").filter({ hasText: jobWords.failureTitle });
    await expect(failure).toBeVisible();
    await expect(page.getByText(jobWords.successTitle)).toHaveCount(0);
    await expect(form.getByLabel(jobWords.labels.name)).toHaveValue(`Lee ${id}`);
    await expect(form.getByLabel(jobWords.labels.experience)).toHaveValue("mid");
    expect(logs.filter((l) => l.startsWith("Job application submitted:"))).toEqual([]);
    refuse = false;
    await failure.getByRole("button", { name: commonWords.failure.retry }).click();
    await expect(page.getByText(jobWords.successTitle)).toBeVisible();
    expect((await arrived(id)).fields.experience).toBe("mid");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both forms post and land on the thank-you page, and the submissions are kept", async ({ page }) => {
    const id = marker();
    await page.goto("/contact");
    const form = inquiry(page);
    await fillInquiry(form, { name: `No Script ${id}`, email: "noscript@example.com", message: "Porch.\nSteps." });
    await form.getByLabel(inquiryWords.labels.town).selectOption(inquiryWords.otherTown);
    const [jpeg] = photos(buildDir);
    await form.getByLabel(commonForm.photos.slot(1)).setInputFiles(jpeg!);
    await form.getByRole("button", { name: SEND }).click();
    await expect(page).toHaveURL("/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.thankYou.heading);
    const inquirySent = await arrived(id);
    expect(inquirySent.fields).toMatchObject({ town: inquiryWords.otherTown, message: onTheWire("Porch.\nSteps.") });
    expect(storedBytes(inquirySent, "photo-1").equals(jpeg!.buffer)).toBe(true);

    const jobId = marker();
    await page.goto("/join-team");
    await jobForm(page).getByLabel(jobWords.labels.name).fill(`No Script ${jobId}`);
    await jobForm(page).getByLabel(jobWords.labels.email).fill("noscript@example.com");
    await jobForm(page).getByRole("button", { name: jobWords.submit }).click();
    await expect(page).toHaveURL("/thank-you");
    expect((await arrived(jobId)).form).toBe("job-application");
  });

  test("the honeypot filled: the same thank-you page, nothing kept", async ({ page }) => {
    const id = marker();
    await page.goto("/join-team");
    await jobForm(page).getByLabel(jobWords.labels.name).fill(`Bot ${id}`);
    await jobForm(page).getByLabel(jobWords.labels.email).fill("bot@example.com");
    await jobForm(page)
      .locator(`[name="${HONEYPOT_FIELD}"]`)
      .evaluate((el: HTMLInputElement) => (el.value = "http://spam.test"));
    await jobForm(page).getByRole("button", { name: jobWords.submit }).click();
    await expect(page).toHaveURL("/thank-you");
    expect(markedWith(id)).toEqual([]);
  });
});

test.describe("accessibility of the forms", () => {
  // axe scans the whole page three times per test: slower than the default timeout on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  const failSends = (page: Page) =>
    page.route("**/thank-you", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 400 }) : route.continue(),
    );

  test("axe finds nothing on the project inquiry: empty, with errors, and after a failed send", async ({ page }) => {
    const tally = newTally();
    const problems: string[] = [];
    await failSends(page);
    const form = await openInquiry(page, "running");
    await scan(page, "inquiry empty", tally, problems);
    await form.getByRole("button", { name: SEND }).click();
    await expect(form.getByText(inquiryWords.errors.name)).toBeVisible();
    await scan(page, "inquiry with errors", tally, problems);
    await fillInquiry(form, { name: "Ana", email: "ana@example.com", message: "Bath." });
    await takeYourTime(page);
    await form.getByRole("button", { name: SEND }).click();
    await expect(form.getByText(inquiryWords.failureTitle)).toBeVisible();
    await scan(page, "inquiry after a failed send", tally, problems);
    console.log(summary("project inquiry", tally));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("axe finds nothing on the job application: empty, with errors, and after a failed send", async ({ page }) => {
    const tally = newTally();
    const problems: string[] = [];
    await failSends(page);
    await page.clock.install();
    await openPage(page, "/join-team");
    const job = jobForm(page);
    await scan(page, "job form empty", tally, problems);
    await job.getByRole("button", { name: jobWords.submit }).click();
    await expect(job.getByText(jobWords.errors.name)).toBeVisible();
    await scan(page, "job form with errors", tally, problems);
    await job.getByLabel(jobWords.labels.name).fill("Ana");
    await job.getByLabel(jobWords.labels.email).fill("ana@example.com");
    await takeYourTime(page);
    await job.getByRole("button", { name: jobWords.submit }).click();
    await expect(job.getByText(jobWords.failureTitle)).toBeVisible();
    await scan(page, "job form after a failed send", tally, problems);
    console.log(summary("job application", tally));
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
