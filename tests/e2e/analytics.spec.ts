/**
 * What the site brings the owner, counted: with analytics configured (the build of
 * `npm run build:e2e-analytics`, Plausible's Events API pointed at a stand-in on loopback), each
 * page view and each event reaches the stand-in with its name, after the action and never before;
 * with nothing configured (the test build every other spec uses), not one request leaves the site
 * and the bundles carry none of the code.
 */
import { type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join, resolve } from "node:path";
import { projectInquirySpec } from "../../app/lib/forms/project-inquiry-spec";
import { ANALYTICS_EVENTS } from "../../app/lib/analytics-events";
import { expect, openPage, test } from "./fixtures";
import { holdFormPosts, marker, ownServe } from "./support/inbox";
import { loadContent } from "../../app/lib/content/load";

const ANALYTICS_BUILD = process.env.E2E_ANALYTICS_BUILD_DIR || "build-e2e-analytics";
const PORT = Number(process.env.E2E_ANALYTICS_PORT || 4175);
const DOMAIN = "kendalgreenbuilders.test"; // as package.json's build:e2e-analytics sets it
const FORMS = "https://forms.contact.test/**";
const business = loadContent().settings.business;
const inquiryWords = loadContent().forms.inquiry;

type Event = { name: string; url: string; domain: string; referrer: string | null; props?: Record<string, string> };

/** Plausible's Events API, as a stand-in on loopback: records each event, answers 202 as Plausible does. */
async function standIn() {
  const events: Event[] = [];
  const server: Server = createServer((request, response) => {
    const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" };
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/api/event")
        events.push(JSON.parse(Buffer.concat(chunks).toString()) as Event);
      response.writeHead(202, { ...cors, "Content-Type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(PORT, "127.0.0.1", r));
  return { events, names: () => events.map((e) => e.name), close: () => new Promise((r) => server.close(r)) };
}

test.describe("analytics configured (Plausible, a stand-in on loopback)", () => {
  // One stand-in on a fixed port (the build names it): these tests run one after the other.
  test.describe.configure({ mode: "serial" });
  let collector: Awaited<ReturnType<typeof standIn>>;
  let site: Awaited<ReturnType<typeof ownServe>>;
  test.beforeAll(async () => {
    expect(existsSync(join(ANALYTICS_BUILD, "client", "index.html")), `run npm run build:e2e-analytics`).toBe(true);
    collector = await standIn();
    site = await ownServe(ANALYTICS_BUILD);
  });
  test.afterAll(async () => {
    site.stop();
    await collector.close();
  });
  test.beforeEach(() => void collector.events.splice(0));

  const open = async (page: Page, path: string) => {
    await page.route(FORMS, (route) => route.abort("blockedbyclient"));
    await openPage(page, `${site.url}${path}`);
  };

  test("a page view per page, then a call, an e-mail and a link to another page, each after its action", async ({
    page,
  }) => {
    await open(page, "/about");
    await expect.poll(collector.names).toEqual(["pageview"]);
    expect(collector.events[0]).toMatchObject({ url: `${site.url}/about`, domain: DOMAIN });

    const phone = page.locator(`a[href^="tel:"]:visible`).first();
    await phone.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault())); // no dialler here
    await phone.click();
    await expect.poll(collector.names).toEqual(["pageview", ANALYTICS_EVENTS.call]);

    const email = page.locator(`a[href="mailto:${business.email}"]`).first();
    await email.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
    await email.click();
    await expect.poll(collector.names).toEqual(["pageview", ANALYTICS_EVENTS.call, ANALYTICS_EVENTS.email]);

    await page.locator('footer a[href="/contact"]').first().click();
    await expect(page).toHaveURL(`${site.url}/contact`);
    await expect.poll(collector.names).toHaveLength(4);
    expect(collector.events[3]).toMatchObject({ name: "pageview", url: `${site.url}/contact` });
  });

  test("a form is counted once the host has answered 2xx, never on the click", async ({ page }) => {
    // What leaves the page, in the order the browser sends it.
    const order: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/event")) order.push("event");
      else if (r.method() === "POST") order.push("form");
    });
    await open(page, "/contact");
    const answer = await holdFormPosts(page);
    const form = page.locator(`form[name="${projectInquirySpec.name}"]`);
    await form.getByLabel(inquiryWords.labels.name).fill(`Counted ${marker()}`);
    await form.getByLabel(inquiryWords.labels.email).fill("counted@example.com");
    await form.getByLabel(inquiryWords.labels.message).fill("Screened porch.");
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/thank-you"));
    await form.getByRole("button", { name: inquiryWords.submit }).click();
    await posted;
    // Sent, not yet answered: a page view, nothing more.
    await expect.poll(collector.names).toEqual(["pageview"]);
    answer();
    await expect.poll(collector.names).toEqual(["pageview", ANALYTICS_EVENTS.formDelivered]);
    expect(collector.events[1]!.props).toEqual({ form: projectInquirySpec.name });
    expect(order).toEqual(["event", "form", "event"]);
  });

  test("the review links are counted, with the site they lead to", async ({ page, context }) => {
    await context.route(/^https:\/\/(g\.page|www\.facebook\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>review site</title>" }),
    );
    await open(page, "/review");
    await expect.poll(collector.names).toEqual(["pageview"]);
    for (const url of [business.social.googleReviewUrl, business.social.facebookUrl]) {
      const popup = page.waitForEvent("popup");
      await page.locator(`a[href="${url}"]`).click();
      await (await popup).close();
    }
    await expect.poll(collector.names).toHaveLength(3);
    expect(collector.events.slice(1)).toEqual([
      expect.objectContaining({ name: ANALYTICS_EVENTS.reviewLink, props: { site: "g.page" } }),
      expect.objectContaining({ name: ANALYTICS_EVENTS.reviewLink, props: { site: "www.facebook.com" } }),
    ]);
  });
});

test.describe("analytics not configured (the test build)", () => {
  test("pages, a tap on the phone number and a form sent: no request leaves the site", async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:")) elsewhere.push(r.url());
    });
    await page.route(FORMS, (route) => route.abort("blockedbyclient"));
    await openPage(page, "/contact");
    const phone = page.locator(`a[href^="tel:"]:visible`).first();
    await phone.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
    await phone.click();
    const form = page.locator(`form[name="${projectInquirySpec.name}"]`);
    await form.getByLabel(inquiryWords.labels.name).fill(`Uncounted ${marker()}`);
    await form.getByLabel(inquiryWords.labels.email).fill("uncounted@example.com");
    await form.getByLabel(inquiryWords.labels.message).fill("Garage loft.");
    await form.getByRole("button", { name: inquiryWords.submit }).click();
    await expect(page.getByText(inquiryWords.sentTitle)).toBeVisible();
    await openPage(page, "/about");
    // The embed's blocked request is the only one addressed elsewhere.
    expect(elsewhere.filter((u) => !u.startsWith("https://forms.contact.test/"))).toEqual([]);
  });

  test("the pages and bundles carry none of the analytics code, and the pages' HTML is the same but for it", () => {
    const scripts = (build: string) => {
      const dir = resolve(build, "client", "assets");
      return readdirSync(dir)
        .filter((f) => f.endsWith(".js"))
        .map((f) => readFileSync(join(dir, f), "utf8"))
        .join("\n");
    };
    // Strings only the analytics code holds (the words "Call" and "Email" are in the site's copy too):
    // in the configured build, and only there.
    const plain = scripts(process.env.E2E_BUILD_DIR || "build-e2e");
    const counted = scripts(ANALYTICS_BUILD);
    for (const name of [ANALYTICS_EVENTS.formDelivered, DOMAIN]) {
      expect(counted.includes(name), `the configured build has "${name}"`).toBe(true);
      expect(plain.includes(name), `the unconfigured build has "${name}"`).toBe(false);
    }
    // The page view and the taps are counted by a small script of the page's own (app/lib/analytics-events.ts).
    const page = (build: string, path: string) =>
      readFileSync(resolve(build, "client", path, "index.html"), "utf8").replace(/\/assets\/[\w.-]+/g, "/assets/*");
    const countingScript = /<script>[^<]*pageview[^<]*<\/script>/;
    for (const path of ["", "contact", "about"]) {
      const plainPage = page(process.env.E2E_BUILD_DIR || "build-e2e", path);
      const countedPage = page(ANALYTICS_BUILD, path);
      expect(plainPage, `/${path}`).not.toContain("pageview");
      expect(countedPage, `/${path}`).toMatch(countingScript);
      expect(plainPage, `/${path}`).toBe(countedPage.replace(countingScript, ""));
    }
  });
});
