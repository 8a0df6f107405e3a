import { expect } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
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
