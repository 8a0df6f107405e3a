import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from "@playwright/test";
import { request as httpRequest } from "node:http";

const NOT_FOUND = "Page Not Found";
const ERROR_SCREEN = "Unexpected Application Error!";

/** Markers in the payloads: if one of them ever becomes an element or runs, the test sees it. */
const SCRIPT = "<script>window.kgbInjected=1</script>";
const IMG = `<img src=x onerror="window.kgbInjected=2">`;
const BOLD = "<b>bar</b>";

// ---------------------------------------------------------------------------------------------
// Watching a page: uncaught errors, dialogs, console errors, and what a payload may have created.
// ---------------------------------------------------------------------------------------------

type Watch = { pageErrors: string[]; dialogs: string[]; consoleErrors: string[]; allowedErrors: string[] };

function watch(page: Page, allowedConsole: RegExp[] = [], foreignFrame?: RegExp): Watch {
  const w: Watch = { pageErrors: [], dialogs: [], consoleErrors: [], allowedErrors: [] };
  page.on("pageerror", (e) => {
    // An error inside a third party's own frame (a separate, cross-origin document) is not the page's.
    if (foreignFrame && foreignFrame.test(e.stack?.split("\n")[1] ?? "")) return;
    w.pageErrors.push(e.message);
  });
  page.on("dialog", (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  // The browser's own line for a response with an error status (the 404 page itself, a blocked
  // third party) is not a script error.
  const allowed = [/^Failed to load resource/, ...allowedConsole];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() !== "error") return;
    (allowed.some((re) => re.test(m.text())) ? w.allowedErrors : w.consoleErrors).push(m.text());
  });
  return w;
}

function expectClean(w: Watch) {
  expect(w.pageErrors, "uncaught errors").toEqual([]);
  expect(w.dialogs, "dialogs").toEqual([]);
  expect(w.consoleErrors, "console errors").toEqual([]);
}

/** Nothing a payload could have created exists, and nothing ran. */
async function expectNothingInjected(page: Page) {
  const found = await page.evaluate(() => {
    const hits: string[] = [];
    if ((window as { kgbInjected?: unknown }).kgbInjected !== undefined) hits.push("window.kgbInjected was set");
    if (({} as Record<string, unknown>).polluted !== undefined) hits.push("Object.prototype was polluted");
    for (const s of document.querySelectorAll("script"))
      if (s.textContent?.includes("kgbInjected")) hits.push("a <script> from the input");
    for (const el of document.querySelectorAll("img[src='x'], [onerror], [onload], svg[onload]"))
      hits.push(`<${el.tagName.toLowerCase()}> with a handler`);
    for (const b of document.querySelectorAll("b")) if (b.textContent === "bar") hits.push("<b>bar</b> element");
    return hits;
  });
  expect(found, "elements or code created from the input").toEqual([]);
}

/** Waits until React has hydrated the page (the main landmark belongs to a fiber). */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber$"));
    },
    undefined,
    { timeout: 15_000 },
  );
  // Hydration errors are reported right after the commit; give them a moment to surface.
  await page.waitForTimeout(200);
}

const entities = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
const h1Of = (html: string) => entities(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "");

/** The h1 each real page answers with, fetched once. */
const h1Cache = new Map<string, Promise<string>>();
function h1For(request: APIRequestContext, path: string) {
  if (!h1Cache.has(path))
    h1Cache.set(
      path,
      request.get(path).then(async (r) => h1Of(await r.text())),
    );
  return h1Cache.get(path)!;
}

// ---------------------------------------------------------------------------------------------
// a) Odd, encoded and hostile URLs
// ---------------------------------------------------------------------------------------------

/** What a URL may answer: one of these pages (status 200), or the 404 page (status 404). */
type UrlCase = { label: string; path: string; allowed: (string | 404)[] };

const pathCases: UrlCase[] = [
  { label: "encoded dot-dot", path: "/%2e%2e/", allowed: ["/", 404] },
  { label: "encoded traversal to /etc/passwd", path: "/%2e%2e/%2e%2e/etc/passwd", allowed: [404] },
  { label: "double slash", path: "//", allowed: ["/", 404] },
  { label: "triple slash before about", path: "///about", allowed: ["/about", 404] },
  { label: "double slash before about", path: "//about", allowed: ["/about", 404] },
  { label: "double slash inside a path", path: "/services//kitchen", allowed: ["/services/kitchen", 404] },
  { label: "3000-character path", path: `/services/${"k".repeat(2990)}`, allowed: [404] },
  { label: "unicode path (küche)", path: "/services/küche", allowed: [404] },
  { label: "emoji path", path: "/%F0%9F%8F%A0", allowed: [404] },
  { label: "right-to-left override in path", path: "/%E2%80%AEtuoba", allowed: [404] },
  { label: "trailing dot", path: "/about.", allowed: ["/about", 404] },
  { label: "two trailing dots", path: "/about..", allowed: ["/about", 404] },
  { label: "dot segments", path: "/services/kitchen/../../about", allowed: ["/about"] },
  { label: "half-encoded dot segments", path: "/services/.%2e/about", allowed: ["/about"] },
  { label: "malformed percent-encoding", path: "/%E0%A4%A", allowed: [404] },
  { label: "null byte", path: "/about%00", allowed: [404] },
  { label: "encoded slash", path: "/about%2F", allowed: ["/about", 404] },
  { label: "upper case", path: "/ABOUT", allowed: ["/about", 404] },
  { label: "explicit index.html", path: "/about/index.html", allowed: ["/about", 404] },
  { label: "markup in the path", path: `/about/${encodeURIComponent(SCRIPT)}`, allowed: [404] },
  { label: "matrix parameter", path: "/about;jsessionid=1", allowed: [404] },
];

const queryCases: UrlCase[] = [
  { label: "tracking and markup parameters", path: `/about?utm_source=x&foo=${BOLD}`, allowed: ["/about"] },
  { label: "script parameter", path: `/about?foo=${encodeURIComponent(SCRIPT)}`, allowed: ["/about"] },
  {
    label: "prototype pollution parameters",
    path: "/about?__proto__[polluted]=1&constructor[prototype][polluted]=1",
    allowed: ["/about"],
  },
  { label: "malformed percent-encoding in the query", path: "/about?%E0%A4%A=%E0%A4%A", allowed: ["/about"] },
  { label: "4000-character parameter", path: `/about?x=${"y".repeat(4000)}`, allowed: ["/about"] },
  { label: "null bytes in the query", path: "/about?q=%00&category=%00", allowed: ["/about"] },
];

/** `?category=` values on /portfolio, and the filter button that must end up pressed. */
const categoryCases: { label: string; value: string; raw?: boolean; pressed: string }[] = [
  { label: "script tag", value: SCRIPT, pressed: "All" },
  { label: "img onerror", value: IMG, pressed: "All" },
  { label: "attribute breakout", value: `"><img src=x onerror=alert(1)>`, pressed: "All" },
  { label: "single quotes", value: "'Kitchen'", pressed: "All" },
  { label: "trailing double quote", value: 'Kitchen"', pressed: "All" },
  { label: "10,500 characters", value: "Kitchen".repeat(1500), pressed: "All" },
  { label: "unicode (Küche)", value: "Küche", pressed: "All" },
  { label: "CJK", value: "厨房", pressed: "All" },
  { label: "emoji", value: "🏠🔨", pressed: "All" },
  { label: "Arabic (right to left)", value: "مطبخ", pressed: "All" },
  { label: "__proto__", value: "__proto__", pressed: "All" },
  { label: "constructor", value: "constructor", pressed: "All" },
  { label: "lower case", value: "kitchen", pressed: "All" },
  { label: "malformed percent-encoding", value: "%E0%A4%A", raw: true, pressed: "All" },
  {
    label: "duplicate parameter, second one hostile",
    value: `Kitchen&category=${encodeURIComponent(BOLD)}`,
    raw: true,
    pressed: "Kitchen",
  },
  { label: "plus for space", value: "Pool+House", raw: true, pressed: "Pool House" },
];

/** `?q=` values on /search. */
const searchCases: { label: string; value: string; raw?: boolean }[] = [
  { label: "script tag", value: SCRIPT },
  { label: "img onerror", value: IMG },
  { label: "bold markup", value: BOLD },
  { label: "alert payloads", value: "<script>alert(1)</script><img src=x onerror=alert(1)>" },
  { label: "quotes and SQL", value: `"' \`; DROP TABLE pages;--` },
  { label: "2400 characters", value: "kitchen ".repeat(300).trim() },
  { label: "5000-character word", value: "x".repeat(5000) },
  { label: "unicode (küche)", value: "küche" },
  { label: "CJK", value: "厨房改造" },
  { label: "emoji", value: "🏠🔨👷🏽‍♀️" },
  { label: "Arabic", value: "تجديد المطبخ" },
  { label: "Hebrew", value: "שיפוץ מטבח" },
  { label: "malformed percent-encoding", value: "%E0%A4%A", raw: true },
  { label: "null byte", value: "%00", raw: true },
  { label: "regular-expression characters", value: ".*+?^${}()|[]\\" },
  { label: "only spaces", value: "   " },
];

/** Checks one URL with a plain request and in a real page; returns the h1 the visitor ends up with. */
async function checkUrl(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  path: string,
  allowed: (string | 404)[],
) {
  const url = `${baseURL}${path}`;
  const pages = allowed.filter((a): a is string => a !== 404);
  const expectedH1 = new Map(await Promise.all(pages.map(async (p) => [await h1For(request, p), p] as const)));

  // Plain request, as a crawler or a curl would send it.
  const response = await request.get(url);
  const status = response.status();
  const html = await response.text();
  expect(status, "never a server error").toBeLessThan(500);
  expect(html).not.toContain(ERROR_SCREEN);
  for (const marker of [BOLD, "kgbInjected", "onerror="])
    expect(html, `the answer does not echo ${marker}`).not.toContain(marker);
  if (status === 404) {
    expect(allowed, `${path} answered 404`).toContain(404);
    expect(html).toContain(NOT_FOUND);
  } else {
    expect(status).toBe(200);
    expect([...expectedH1.keys()], `${path} answered the page headed "${h1Of(html)}"`).toContain(h1Of(html));
  }

  // A real page: same answer, hydrated without complaint, nothing injected.
  const w = watch(page);
  const loaded = await page.goto(url);
  expect(loaded?.status(), "the browser gets the same status").toBe(status);
  await hydrated(page);
  await expect(page.getByText(ERROR_SCREEN)).toHaveCount(0);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1, "the browser shows the page the server answered with").toHaveText(
    status === 404 ? NOT_FOUND : h1Of(html),
  );
  await expectNothingInjected(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "no horizontal overflow",
  ).toBe(true);
  expectClean(w);
}

test.describe("hostile URLs", () => {
  for (const c of pathCases) {
    test(`path, ${c.label}: ${c.path.slice(0, 60)}`, async ({ page, request, baseURL }) => {
      await checkUrl(page, request, baseURL!, c.path, c.allowed);
    });
  }

  for (const c of queryCases) {
    test(`query, ${c.label}`, async ({ page, request, baseURL }) => {
      await checkUrl(page, request, baseURL!, c.path, c.allowed);
    });
  }

  for (const c of categoryCases) {
    test(`portfolio ?category=, ${c.label}`, async ({ page, request, baseURL }) => {
      const path = `/portfolio?category=${c.raw ? c.value : encodeURIComponent(c.value)}`;
      await checkUrl(page, request, baseURL!, path, ["/portfolio"]);
      await expect(page.getByRole("button", { name: c.pressed, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("[aria-pressed='true']")).toHaveCount(1);
      await expect(page.getByRole("main").locator("article").first()).toBeVisible();
    });
  }

  for (const c of searchCases) {
    test(`search ?q=, ${c.label}`, async ({ page, request, baseURL }) => {
      const path = `/search?q=${c.raw ? c.value : encodeURIComponent(c.value)}`;
      const w = watch(page);
      await checkUrl(page, request, baseURL!, path, ["/search"]);
      const expected = new URL(`${baseURL}${path}`).searchParams.get("q") ?? "";
      await expect(page.getByLabel("Search for")).toHaveValue(expected);
      const live = page.getByRole("main").locator("[aria-live]").last();
      await expect(live).not.toContainText("Searching…", { timeout: 15_000 });
      await expect(live, "the search answers, it does not break").not.toContainText(
        "Search is not available right now",
      );
      if (expected.trim()) await expect(live).toContainText(expected.trim().slice(0, 40));
      await expectNothingInjected(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        "no horizontal overflow",
      ).toBe(true);
      expectClean(w);
    });
  }

  /** Paths sent byte for byte (no client-side normalisation of "..", "%2e" or "\"): nothing outside the site is served. */
  const rawPaths = [
    "/%2e%2e/%2e%2e/etc/passwd",
    "/../../etc/passwd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e%2f%2e%2e%2fpackage.json",
    "/.%2e/.%2e/package.json",
    "/%2e%2e/%2e%2e/%2e%2e/package.json",
    "/..%5c..%5cpackage.json",
    "/%252e%252e/%252e%252e/package.json",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/%2e%2e/%2e%2e/scripts/serve.mjs",
    "//etc/passwd",
    "/about%00.html",
  ];

  test("raw paths never leave the site's directory", async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!);
    for (const path of rawPaths) {
      const { status, body, location } = await new Promise<{ status: number; body: string; location?: string }>(
        (resolve, reject) => {
          const req = httpRequest({ host: hostname, port, path, method: "GET" }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
          });
          req.on("error", reject);
          req.end();
        },
      );
      expect(status, `${path}: never a server error`).toBeLessThan(500);
      expect([200, 301, 400, 404], `${path} answered ${status}`).toContain(status);
      // Repeated slashes redirect to the same path with single slashes: never off the site.
      if (status === 301) expect(location, `${path} redirects on this site`).toMatch(/^\/(?!\/)/);
      expect(body, `${path} leaks no file`).not.toMatch(
        /root:x:0:0|"name": "kendal-green-builders-site"|createServer\(/,
      );
      if (status === 200) expect(body, `${path} answers one of the site's pages`).toContain('<html lang="en-US"');
    }
  });

  test("inventory of hostile inputs", () => {
    const counts = {
      "paths (request + page)": pathCases.length,
      "raw paths (socket)": rawPaths.length,
      "unknown query parameters": queryCases.length,
      "portfolio ?category= values": categoryCases.length,
      "search ?q= values": searchCases.length,
    };
    console.log(
      `hostile URL inputs: ${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")}`,
    );
    expect(Object.values(counts).every((n) => n > 0)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// b) The job application form with hostile input
// ---------------------------------------------------------------------------------------------

const LABELS = {
  name: "Full Name",
  email: "Email",
  phone: "Phone Number",
  skills: "Skills",
  message: "Tell Us About Yourself",
} as const;
type TextField = keyof typeof LABELS;

/** A string of exactly n characters made of a repeated seed (no trailing space, which the name field trims). */
const long = (seed: string, n = 10_000) => `${seed.repeat(Math.ceil(n / seed.length)).slice(0, n - 1)}.`;

async function openForm(page: Page) {
  const submissions: Promise<Record<string, string>>[] = [];
  page.on("console", (m) => {
    if (m.type() === "log" && m.text().startsWith("Job application submitted")) {
      submissions.push(m.args()[1]!.jsonValue() as Promise<Record<string, string>>);
    }
  });
  await page.goto("/join-team");
  await hydrated(page);
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

const submit = (page: Page) => page.getByRole("button", { name: "Submit Application" }).click();

async function expectSent(
  page: Page,
  submissions: Promise<Record<string, string>>[],
  count: number,
  values: Partial<Record<TextField, string>>,
) {
  const toast = page.getByText("Application Submitted!");
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
  await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(page.getByLabel(LABELS.email)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(LABELS.email)).toBeFocused();
  await expect(page.getByText("Application Submitted!")).toHaveCount(0);
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
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expectValues(page, { name: "   ", phone: phones[0] });
    console.log(
      `job form: ${phones.length} phone formats, 3 payload sets (10,000 characters, markup, emoji/RTL), 1 blank name`,
    );
    expectClean(w);
  });
});

// ---------------------------------------------------------------------------------------------
// c) Third parties blocked, hanging, or throwing
// ---------------------------------------------------------------------------------------------

const WIDGET = "https://widget.reviews.test/**";
const FORMS = "https://forms.contact.test/**";
const VIDEO = /youtube-nocookie\.com/;

/** The messages the site logs on purpose when a third party fails (they are not uncaught errors). */
const SITE_LOGS = [
  /^The review widget script failed to load/,
  /^Error initialising the review widget/,
  /^The review widget raised an error/,
  /^The contact form script failed to load/,
  /^The contact form script raised an error/,
];

type Mode = { name: string; route: (page: Page, pattern: string | RegExp) => Promise<unknown> };
const js = (body: string) => ({ status: 200, contentType: "text/javascript", body });

/** Failure modes of a provider; `script` is what its script does when it does load. */
const modes = (script: { throwsAtLoad: string; throwsInInit?: string }): Mode[] => [
  { name: "blocked", route: (page, p) => page.route(p, (r) => r.abort("blockedbyclient")) },
  { name: "hanging (never answers)", route: (page, p) => page.route(p, () => {}) },
  {
    name: "script throws while loading",
    route: (page, p) =>
      page.route(p, (r) =>
        r.request().resourceType() === "script"
          ? r.fulfill(js(script.throwsAtLoad))
          : r.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title><p>ok</p>" }),
      ),
  },
  ...(script.throwsInInit
    ? [
        {
          name: "init throws",
          route: (page: Page, p: string | RegExp) => page.route(p, (r) => r.fulfill(js(script.throwsInInit!))),
        },
      ]
    : []),
];

async function stopClock(page: Page) {
  await page.clock.install({ time: new Date("2026-05-04T10:00:00-04:00") });
  await page.clock.pauseAt(new Date("2026-05-04T10:00:01-04:00"));
}

/** The page still works: its heading is visible and the main navigation leads to About. */
async function expectUsable(page: Page, { clock = true } = {}) {
  if (clock) await page.clock.resume();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A carpenter's company, built one house at a time");
}

test.describe("third parties that fail", () => {
  const widgetModes = modes({
    throwsAtLoad: "throw new Error('review widget loader exploded');",
    throwsInInit: "window.ReviewWidget = { init() { throw new Error('review widget init exploded'); } };",
  });
  for (const mode of [
    ...widgetModes,
    {
      name: "loads but defines nothing",
      route: (page: Page, p: string | RegExp) => page.route(p, (r) => r.fulfill(js("/* nothing */"))),
    },
  ]) {
    test(`review widget ${mode.name}: the six reviews appear at 5 s and the page works`, async ({ page }) => {
      const w = watch(page, SITE_LOGS);
      const requests: string[] = [];
      page.on("request", (r) => r.url().startsWith("https://widget.reviews.test/") && requests.push(r.url()));
      await mode.route(page, WIDGET);
      await stopClock(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await hydrated(page);
      const area = page.locator("[data-review-widget-area]");
      await area.scrollIntoViewIfNeeded();
      await expect.poll(() => requests.length).toBe(1);
      const reviews = page.getByRole("main").locator("figure:has(blockquote):visible");
      await page.clock.runFor(4_900);
      await expect(reviews).toHaveCount(0);
      await page.clock.runFor(300);
      await expect(reviews).toHaveCount(6);
      await expect(area).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (mode.name.startsWith("script throws"))
        expect(w.allowedErrors.join("\n")).toMatch(/^The review widget raised an error/m);
      if (mode.name === "init throws")
        expect(w.allowedErrors.join("\n")).toMatch(/^Error initialising the review widget/m);
      await expectUsable(page);
      expectClean(w);
    });
  }

  // Real time here: Playwright's fake clock runs timers inside clock.runFor(), so an error thrown by
  // a timer would surface there instead of in the page.
  test("review widget init throws later, from its own timer: the error is contained and the reviews appear", async ({
    page,
  }) => {
    const w = watch(page, SITE_LOGS);
    await page.route(WIDGET, (r) =>
      r.fulfill(
        js("window.ReviewWidget = { init() { setTimeout(() => { throw new Error('late widget error'); }, 10); } };"),
      ),
    );
    await page.goto("/");
    await hydrated(page);
    const area = page.locator("[data-review-widget-area]");
    await area.scrollIntoViewIfNeeded();
    await expect(area).toHaveAttribute("data-widget-ready", "true", { timeout: 5_000 });
    await expect(page.getByRole("main").locator("figure:has(blockquote):visible")).toHaveCount(6, { timeout: 10_000 });
    expect(w.allowedErrors.join("\n")).toMatch(/^The review widget raised an error/m);
    await expectUsable(page, { clock: false });
    expectClean(w);
  });

  const formModes = modes({ throwsAtLoad: "throw new Error('contact embed exploded');" });
  for (const mode of formModes) {
    test(`contact form ${mode.name}: the visitor can still call or e-mail, and the page works`, async ({ page }) => {
      const w = watch(page, SITE_LOGS);
      await mode.route(page, FORMS);
      await stopClock(page);
      await page.goto("/contact", { waitUntil: "domcontentloaded" });
      await hydrated(page);
      const region = page.getByRole("region", { name: "Contact form", exact: true });
      if (mode.name.startsWith("script throws")) {
        // The provider's script failed on its own, but its form frame loaded: the form is there,
        // and the exception was logged by the site instead of escaping as an uncaught error.
        await expect(region.locator("iframe[title*='form']")).toBeVisible();
        await expect.poll(() => w.allowedErrors.join("\n")).toMatch(/^The contact form script raised an error/m);
      } else {
        await page.clock.runFor(10_500);
        await expect(region.getByText("Our online form is not loading right now")).toBeVisible();
        await expect(region.locator("a[href^='tel:']")).toBeVisible();
        await expect(region.locator("a[href^='mailto:']")).toBeVisible();
      }
      // The phone number and e-mail address beside the form are there in every case.
      await expect(page.getByRole("main").locator("a[href^='tel:']").first()).toBeVisible();
      await expect(page.getByRole("main").locator("a[href^='mailto:']").first()).toBeVisible();
      await expectUsable(page);
      expectClean(w);
    });
  }

  const videoModes: Mode[] = [
    { name: "blocked", route: (page, p) => page.route(p, (r) => r.abort("blockedbyclient")) },
    { name: "hanging (never answers)", route: (page, p) => page.route(p, () => {}) },
    {
      name: "player throws",
      route: (page, p) =>
        page.route(p, (r) =>
          r.fulfill({
            contentType: "text/html",
            body: "<!doctype html><title>player</title><script>throw new Error('player exploded')</script>",
          }),
        ),
    },
  ];
  for (const mode of videoModes) {
    test(`video player ${mode.name}: the portfolio keeps working`, async ({ page }) => {
      const w = watch(page, [], /youtube-nocookie\.com\//);
      await mode.route(page, VIDEO);
      await page.goto("/portfolio", { waitUntil: "domcontentloaded" });
      await hydrated(page);
      await page.getByRole("button", { name: /Play video/ }).click();
      await expect(page.locator("iframe[title^='Video']")).toBeVisible();
      await page.getByRole("button", { name: "Kitchen", exact: true }).click();
      await expect(page.getByRole("main").locator("article")).toHaveCount(1);
      await page.getByRole("button", { name: "All", exact: true }).click();
      await expect(page.getByRole("main").locator("article")).toHaveCount(9);
      await expectUsable(page, { clock: false });
      expectClean(w);
    });
  }
});
