import { expect, test, type Locator, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "..", "..");

/**
 * Starts the real decap-server on `port`, writing into `repository` (a temporary copy of the content,
 * never this working tree), and resolves once it answers the editor's API.
 */
export async function startDecapServer(repository: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repository, PORT: String(port), MODE: "fs", LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${port}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        })
          .then((r) => r.ok)
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
  return server;
}

/**
 * For a spec that opens the built editor on a temporary copy of the content, through a real
 * decap-server on a port of its own (`portBase` plus the last two digits of E2E_PORT, so that runs on
 * other ports do not meet): copies the content before the spec's tests, stops the server and deletes
 * the copy after them. The e2e build points the editor at decap-server's usual address (8081, which
 * tests/e2e/editor.spec.ts uses; the admin page's policy allows only that one); `openEditor` passes
 * the browser's requests there to this spec's server.
 */
export function editorOnACopy(name: string, portBase: number) {
  const port = portBase + (Number(process.env.E2E_PORT || 4173) % 100);
  const copy = { path: "" };
  let server: ChildProcess | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    copy.path = mkdtempSync(join(tmpdir(), `kgb-${name}-`));
    for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
      cpSync(join(root, dir), join(copy.path, dir), { recursive: true });
    server = await startDecapServer(copy.path, port);
  });
  test.afterAll(() => {
    server?.kill();
    rmSync(copy.path, { recursive: true, force: true });
  });
  /** Opens the editor on `hash` (`#/collections/...`) and signs in (`press`: how the Login button is pressed). */
  async function openEditor(page: Page, hash: string, press = (login: Locator) => login.click()) {
    await page.route("http://localhost:8081/api/v1**", async (route) =>
      route.fulfill({ response: await route.fetch({ url: `http://localhost:${port}/api/v1` }) }),
    );
    await page.goto(`/admin/${hash}`);
    await press(page.getByRole("button", { name: "Login" }));
  }
  return { copy, openEditor };
}
