/**
 * Signing in to the editor on the published site, with each sign-in setting (docs/editor-sign-in.md):
 * the built /admin/ (the e2e build, with the page, config and widget /admin/ gets from each setting,
 * written by the build's own functions, and its policy in _headers as the post-build step writes it),
 * served as a static host serves it. The services behind the sign-in cannot be reached from here: a
 * stand-in on loopback (support/sign-in-stand-in.ts) answers the documented endpoints the page calls,
 * and the browser's requests to the real addresses are handed to it, after the page's policy has
 * allowed them. Each test fails on any request the page's policy blocks. With the default sign-in
 * (DecapBridge), the owner signs in and saves a change: the stand-in's gateway answers the GitHub
 * API Decap calls from a temporary copy of the content (support/git-gateway-stand-in.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { forwardEditorLinks, readEditorSettings } from "../../config/build-config.ts";
import { adminContentSecurityPolicy } from "../../config/security-headers.ts";
import { adminFiles } from "../../app/lib/content/content-modules-plugin";
import { loadContent } from "../../app/lib/content/load";
import { gitHubRepository } from "./support/git-gateway-stand-in";
import { startSignInStandIn } from "./support/sign-in-stand-in";

const root = resolve(import.meta.dirname, "..", "..");
const built = join(root, process.env.E2E_BUILD_DIR || "build-e2e", "client");

test.describe.configure({ mode: "serial" });
test.afterEach(async ({ context }) => context.unrouteAll({ behavior: "ignoreErrors" }));

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });

/** The built site with /admin/ as a build with these settings makes it, served on a port of its own. */
async function serveWith(name: string, env: Record<string, string>) {
  const dir = `build-signin-${name}`;
  const client = join(root, dir, "client");
  rmSync(join(root, dir), { recursive: true, force: true });
  cpSync(built, client, { recursive: true });
  const editor = readEditorSettings(env);
  rmSync(join(client, "admin/netlify-identity-widget.js"), { force: true });
  for (const [file, source] of adminFiles({ editor, localBackend: false }, root)) {
    writeFileSync(join(client, file), source);
    for (const twin of [".gz", ".br"]) rmSync(join(client, file + twin), { force: true });
  }
  const headers = join(client, "_headers");
  let policies = readFileSync(headers, "utf8").replace(
    /(\n\/admin[^\n]*\n {2}Content-Security-Policy: )[^\n]*/g,
    (_all, head: string) => head + adminContentSecurityPolicy(editor),
  );
  if (editor.signIn === "netlify") {
    // The home page forwards Netlify's e-mailed links to the editor, as the post-build step writes it
    // for this sign-in: a script of its own, allowed by its hash in the home page's policy.
    const home = join(client, "index.html");
    const after = forwardEditorLinks(readFileSync(home, "utf8"));
    const forwarder = after.split("<script>").at(-1)!.split("</script>")[0]!;
    const hash = `'sha256-${createHash("sha256").update(forwarder).digest("base64")}'`;
    policies = policies
      .split(/\n(?=\S)/)
      .map((block) =>
        block.split("\n")[0]!.trim() === "/" ? block.replace("script-src ", `script-src ${hash} `) : block,
      )
      .join("\n");
    expect(policies).toContain(hash);
    writeFileSync(home, after);
    for (const twin of [".gz", ".br"]) rmSync(home + twin, { force: true });
  }
  writeFileSync(headers, policies);
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(root, "scripts/serve.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: dir },
    stdio: "ignore",
  });
  const origin = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/admin/`)
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
  return {
    origin,
    close: () => {
      server.kill();
      rmSync(join(root, dir), { recursive: true, force: true });
    },
  };
}

/** Every violation of the page's policy, as the browser reports it (console and event). */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    ),
  );
  return violations;
}

/**
 * The site at an address of its own, as the owner reaches it (a computer's own address would
 * make Netlify's widget show its developer settings): the browser's requests to it are answered by
 * the server, headers included.
 */
const PUBLIC = "https://kendalgreen.test";
async function atPublicAddress(page: Page, origin: string) {
  await standIn(page, (url) => url.origin === PUBLIC, origin);
}

/** Hands the browser's requests to a service's address over to the stand-in. */
async function standIn(page: Page, pattern: string | RegExp | ((url: URL) => boolean), origin: string) {
  await page.context().route(pattern, async (route) => {
    const url = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: `${origin}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    } catch (error) {
      // A request the page gave up on (it navigated on, from the home page to the editor) has no one to answer.
      if (!/disposed|closed|cancel/i.test(String(error))) throw error;
    }
  });
}

/** `GUIDE_SCREENSHOTS=1` keeps the pictures of the owner's guide (docs/guide/). */
async function guide(page: Page, name: string) {
  if (process.env.GUIDE_SCREENSHOTS) await page.screenshot({ path: join(root, "docs/guide", `${name}.png`) });
}

test.describe("Netlify Identity (CMS_BACKEND=netlify)", () => {
  let site: Awaited<ReturnType<typeof serveWith>>;
  let service: Awaited<ReturnType<typeof startSignInStandIn>>;
  test.beforeAll(async () => {
    site = await serveWith("netlify", { CMS_BACKEND: "netlify" });
    service = await startSignInStandIn();
  });
  test.afterAll(async () => {
    site.close();
    await service.close();
  });

  /** The site at its public address, with Netlify Identity's endpoints (the site's own /.netlify/identity). */
  async function asPublished(page: Page) {
    const violations = await watchPolicy(page);
    await atPublicAddress(page, site.origin);
    await standIn(page, /\/\.netlify\/identity\//, service.origin);
    return violations;
  }

  test("the sign-in screen: Netlify's widget, served by the site, with log in and forgot password", async ({
    page,
  }) => {
    const violations = await asPublished(page);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).origin));
    await page.goto(`${PUBLIC}/admin/`);
    await page.getByRole("button", { name: "Login with Netlify Identity" }).click();
    const widget = page.frameLocator("#netlify-identity-widget");
    await expect(widget.locator("form").getByRole("button", { name: "Log in" })).toBeVisible();
    await widget.getByRole("button", { name: "Forgot password?" }).click();
    await widget.getByPlaceholder("Email").fill(service.owner.email);
    await widget.getByRole("button", { name: "Send recovery email" }).click();
    // Not /recovery email/: the "Send recovery email" button itself would match before anything was sent.
    await expect(widget.getByText(/sent a recovery email/i)).toBeVisible();
    await expect.poll(() => service.seen.find((r) => r.path.endsWith("/recover"))?.body).toContain(service.owner.email);
    expect(new Set(scripts)).toEqual(new Set([PUBLIC]));
    expect(violations).toEqual([]);
  });

  test("the invitation link Netlify e-mails opens “set your password”, which completes the sign-up", async ({
    page,
  }) => {
    const violations = await asPublished(page);
    // Netlify sends the invitation to the site's home page; the page forwards it to the editor.
    await page.goto(`${PUBLIC}/#invite_token=invitation-from-netlify`);
    await expect(page).toHaveURL(/\/admin\/$|\/admin\/#/);
    const widget = page.frameLocator("#netlify-identity-widget");
    await expect(widget.getByText("Complete your signup")).toBeVisible();
    await widget.getByPlaceholder("Password").fill("a long passphrase");
    await widget.getByRole("button", { name: "Sign up" }).click();
    await expect
      .poll(() => service.seen.find((r) => r.path.endsWith("/verify"))?.body)
      .toContain("invitation-from-netlify");
    const verify = JSON.parse(service.seen.find((r) => r.path.endsWith("/verify"))!.body) as Record<string, string>;
    expect(verify).toMatchObject({ type: "signup", token: "invitation-from-netlify", password: "a long passphrase" });
    expect(violations).toEqual([]);
  });
});

test.describe("DecapBridge (the default)", () => {
  const SITE = "6924f3be-3af2-4b74-af00-7582d5a4e36c";
  let site: Awaited<ReturnType<typeof serveWith>>;
  let service: Awaited<ReturnType<typeof startSignInStandIn>>;
  let repository: ReturnType<typeof gitHubRepository>;
  let copy = "";
  test.beforeAll(async () => {
    // The repository the gateway writes to: a copy of the content, never this working tree.
    copy = mkdtempSync(join(tmpdir(), "kgb-signin-"));
    for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    repository = gitHubRepository(copy);
    // No CMS_BACKEND: the default sign-in, given its site ID.
    site = await serveWith("decapbridge", { CMS_DECAPBRIDGE_SITE: SITE });
    service = await startSignInStandIn({ repository });
  });
  test.afterAll(async () => {
    site.close();
    await service.close();
    rmSync(copy, { recursive: true, force: true });
  });

  /** The site at its public address; DecapBridge's sign-in and gateway answered by the stand-in. */
  async function asPublished(page: Page) {
    const violations = await watchPolicy(page);
    await atPublicAddress(page, site.origin);
    await standIn(page, /^https:\/\/(auth|gateway)\.decapbridge\.com\//, service.origin);
    return violations;
  }

  async function signIn(page: Page, password: string) {
    await page.getByPlaceholder("Email").fill(service.owner.email);
    await page.getByPlaceholder("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
  }

  test("the sign-in screen asks for e-mail and password and signs in through DecapBridge", async ({ page }) => {
    const violations = await asPublished(page);
    await page.goto(`${PUBLIC}/admin/`);
    expect(existsSync(join(root, "build-signin-decapbridge/client/admin/netlify-identity-widget.js"))).toBe(false);
    await expect(page.getByPlaceholder("Email")).toBeVisible();
    await guide(page, "1-sign-in");
    await signIn(page, "not the password");
    await expect(page.getByText(/password invalid/i)).toBeVisible();
    await signIn(page, service.owner.password);
    await expect.poll(() => service.seen.filter((r) => r.path === `/sites/${SITE}/token`).length).toBe(2);
    expect(violations).toEqual([]);
  });

  test("signed in, the owner sees every kind of content and a change he publishes is committed", async ({ page }) => {
    const violations = await asPublished(page);
    const config = parse(await (await fetch(`${site.origin}/admin/config.yml`)).text()) as {
      collections: { name: string; label: string; fields?: { name: string; label: string }[] }[];
    };
    // Decap asks its status page every five minutes: the page's own clock is moved on, below.
    await page.clock.install();
    await page.goto(`${PUBLIC}/admin/`);
    await signIn(page, service.owner.password);
    for (const { label } of config.collections)
      await expect(page.getByRole("link", { name: label, exact: true }).first()).toBeVisible();
    // Five minutes on, the editor (its collections' screen) asks whether the gateway works: /admin/'s
    // own status file, not a third party's page.
    const status = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/status.json");
    await page.clock.fastForward("05:01");
    expect((await status).ok()).toBe(true);

    // A review, read from the repository through the gateway, changed and published.
    const review = loadContent(copy).collections.testimonials[0]!;
    const reviews = config.collections.find((c) => c.name === "testimonials")!;
    const authorLabel = reviews.fields!.find((f) => f.name === "author")!.label;
    await page.goto(`${PUBLIC}/admin/#/collections/testimonials/entries/${review.id}`);
    const author = page.getByLabel(authorLabel, { exact: true });
    await expect(author).toHaveValue(review.author);
    await author.fill("Anne D.");
    await page.getByRole("button", { name: "Publish", exact: true }).first().click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect
      .poll(() => readFileSync(join(copy, `app/content/testimonials/${review.id}.yaml`), "utf8"), { timeout: 15_000 })
      .toContain("author: Anne D.");
    const [commit, ...more] = repository.commits();
    expect(more).toEqual([]);
    expect(commit!.author.email).toBe(service.owner.email);
    expect(loadContent(copy).collections.testimonials.find((r) => r.id === review.id)!.author).toBe("Anne D.");
    // Every call the editor made was one the stand-in answers as GitHub and the gateway document it.
    expect(repository.unanswered).toEqual([]);
    expect(violations).toEqual([]);
  });
});

test.describe("DecapBridge before its site ID is given", () => {
  let site: Awaited<ReturnType<typeof serveWith>>;
  test.beforeAll(async () => {
    site = await serveWith("unset", {});
  });
  test.afterAll(() => site.close());

  test("/admin/ says the sign-in is not set up and names the setting to give", async ({ page }) => {
    const violations = await watchPolicy(page);
    await atPublicAddress(page, site.origin);
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto(`${PUBLIC}/admin/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The editor's sign-in is not set up yet");
    await expect(page.getByText("CMS_DECAPBRIDGE_SITE")).toBeVisible();
    expect(scripts).toEqual([]);
    expect(violations).toEqual([]);
  });
});

test.describe("GitHub through an OAuth service", () => {
  const AUTH = "https://oauth.kendalgreen.test";
  let site: Awaited<ReturnType<typeof serveWith>>;
  let service: Awaited<ReturnType<typeof startSignInStandIn>>;
  test.beforeAll(async () => {
    site = await serveWith("github", { CMS_BACKEND: "github", CMS_REPO: "kendalgreen/site", CMS_AUTH_URL: AUTH });
    service = await startSignInStandIn();
  });
  test.afterAll(async () => {
    site.close();
    await service.close();
  });

  test("the sign-in screen's button opens the OAuth service, whose token the editor takes to GitHub", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    await atPublicAddress(page, site.origin);
    await standIn(page, /^https:\/\/(oauth\.kendalgreen\.test|api\.github\.com)\//, service.origin);
    await page.goto(`${PUBLIC}/admin/`);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login with GitHub" }).click();
    const window = await popup;
    const opened = new URL(window.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${AUTH}/auth`);
    expect(opened.searchParams.get("provider")).toBe("github");
    // The token comes back and the editor asks GitHub who signed in: the policy let it through.
    await expect.poll(() => service.seen.some((r) => r.path === "/user")).toBe(true);
    expect(violations).toEqual([]);
  });
});
