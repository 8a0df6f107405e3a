/**
 * The owner's editor, for real: the built /admin/ (Decap CMS) talking to a real decap-server
 * (port 8081) that writes into a temporary copy of the content, never into this working tree.
 * The e2e build carries `local_backend: true` (CMS_LOCAL_BACKEND=1 in build:e2e).
 */
import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadContent } from "../../app/lib/content/load";

const root = resolve(import.meta.dirname, "..", "..");
let copy = "";
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "kgb-editor-"));
  for (const dir of ["app/content", "app/assets/art"]) cpSync(join(root, dir), join(copy, dir), { recursive: true });
  server = spawn(process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: copy, PORT: "8081", MODE: "fs", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        fetch("http://localhost:8081/api/v1", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        })
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
  rmSync(copy, { recursive: true, force: true });
});

/** `GUIDE_SCREENSHOTS=1` keeps pictures of the steps for the README's owner guide (docs/guide/). */
async function guide(page: Page, name: string) {
  if (process.env.GUIDE_SCREENSHOTS) await page.screenshot({ path: join(root, "docs/guide", `${name}.png`) });
}

async function openEditor(page: Page, hash: string) {
  await page.goto(`/admin/${hash}`);
  await guide(page, "1-sign-in");
  await page.getByRole("button", { name: "Login" }).click();
}

test("the editor opens on /admin/ with every kind of content", async ({ page }) => {
  await openEditor(page, "");
  for (const name of ["Business facts & menus", "Page texts", "Reviews", "Portfolio projects", "Services"])
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Towns we serve" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Planning guides" })).toBeVisible();
  await guide(page, "2-collections");
});

test("changing the main phone number writes the file the build reads", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  const printed = page.getByLabel("Number as printed").first();
  await printed.fill("(781) 555-0199");
  await page.getByLabel("Number as dialled").first().fill("+17815550199");
  await guide(page, "3-change-phone");
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect
    .poll(() => readFileSync(join(copy, "app/content/settings/business.yaml"), "utf8"), { timeout: 15_000 })
    .toContain("(781) 555-0199");
  expect(loadContent(copy).business.phone).toEqual({ display: "(781) 555-0199", e164: "+17815550199" });
});

test("a malformed e-mail address is refused with a message", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  await page.getByLabel("Email").fill("hello at kendal");
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Write an e-mail address like hello@example.com")).toBeVisible();
  await guide(page, "5-refused");
  expect(readFileSync(join(copy, "app/content/settings/business.yaml"), "utf8")).not.toContain("hello at kendal");
});

test("a new review is saved as a file and joins the reviews", async ({ page }) => {
  await openEditor(page, "#/collections/testimonials/new");
  await page.getByLabel("Reference").fill("porch-repair-dover");
  await page
    .getByLabel("Text", { exact: true })
    .fill(
      "They rebuilt our sagging front porch in a week, matched the old railings exactly and left the yard cleaner than they found it.",
    );
  await page.getByLabel("Author").fill("Anne D.");
  await page.getByLabel("How long ago (shown on the reviews page)").fill("1 week ago");
  await page.getByLabel("Location").fill("Dover, MA");
  await page.getByLabel("Date of the review").fill("2025-08-01");
  await page.keyboard.press("Escape");
  await guide(page, "4-add-review");
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const file = join(copy, "app/content/testimonials/porch-repair-dover.yaml");
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const reviews = loadContent(copy).testimonials;
  expect(reviews.map((r) => r.author)).toContain("Anne D.");
});
