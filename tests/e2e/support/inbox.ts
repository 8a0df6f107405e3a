import { expect, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FORM_LIMITS } from "../../../config/form-settings.ts";

/** Where the served site (scripts/serve.ts, started by playwright.config.ts) keeps form posts. */
export const INBOX = resolve(process.env.SUBMISSIONS_DIR || "submissions");

export type Submission = {
  dir: string;
  form: string;
  fields: Record<string, string | string[]>;
  files: { field: string; name: string; type: string; size: number; file: string }[];
};

/** Every submission kept so far. */
export function submissions(): Submission[] {
  if (!existsSync(INBOX)) return [];
  return readdirSync(INBOX).flatMap((dir) => {
    const file = join(INBOX, dir, "submission.json");
    if (!existsSync(file)) return [];
    return [{ dir: join(INBOX, dir), ...(JSON.parse(readFileSync(file, "utf8")) as Omit<Submission, "dir">) }];
  });
}

/** Submissions whose field `name` holds `marker` (each test marks its own, the workers share the inbox). */
export const markedWith = (marker: string) => submissions().filter((s) => String(s.fields.name).includes(marker));

/** Waits for the one submission carrying `marker`, and returns it. */
export async function arrived(marker: string): Promise<Submission> {
  await expect.poll(() => markedWith(marker).length, { message: `a submission marked ${marker}` }).toBe(1);
  return markedWith(marker)[0]!;
}

/** The bytes a stored file holds. */
export const storedBytes = (s: Submission, field: string) => {
  const file = s.files.find((f) => f.field === field);
  expect(file, `a file in ${field}`).toBeDefined();
  return readFileSync(join(s.dir, file!.file));
};

/** A unique marker for one test's submissions. */
export const marker = () => `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * The HTML standard sends a textarea's line breaks as CRLF (the form submission value), with or
 * without JavaScript: this is what arrives, byte for byte, for text typed with "\n".
 */
export const onTheWire = (typed: string) => typed.replace(/\r?\n/g, "\r\n");

/** Two real photos from the build (JPEG and AVIF), as a visitor would choose them. */
export function photos(buildDir: string) {
  const img = join(buildDir, "client", "img");
  const pick = (ext: string) => readdirSync(img).find((f) => f.endsWith(`-400.${ext}`))!;
  return [
    { name: "kitchen before.jpg", mimeType: "image/jpeg", buffer: readFileSync(join(img, pick("jpg"))) },
    { name: "hall ceiling crack.avif", mimeType: "image/avif", buffer: readFileSync(join(img, pick("avif"))) },
  ];
}

/** A person takes longer than a fill the page finds suspect; with Playwright's clock installed, so does the test. */
export const takeYourTime = (page: Page) => page.clock.fastForward(FORM_LIMITS.suspectFillMs + 500);

/**
 * A second `npm run serve` (scripts/serve.ts) of a test build on a free port, with its own inbox,
 * whose log the test reads: what the host says of a post is part of what it does.
 */
export async function ownServe(buildDir = process.env.E2E_BUILD_DIR || "build-e2e") {
  const { spawn } = await import("node:child_process");
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const inbox = mkdtempSync(join(tmpdir(), "kgb-serve-"));
  const child = spawn(process.execPath, ["scripts/serve.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      SUBMISSIONS_DIR: inbox,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  await expect.poll(() => /at http:\/\/localhost:(\d+)/.test(log), { message: "serve.ts started" }).toBe(true);
  const url = `http://127.0.0.1:${log.match(/at http:\/\/localhost:(\d+)/)![1]}`;
  return {
    url,
    inbox,
    log: () => log,
    kept: () => (existsSync(inbox) ? readdirSync(inbox).length : 0),
    stop: () => child.kill(),
  };
}

/** Holds the form posts (to /thank-you) until the returned function is called: the host has not answered yet. */
export async function holdFormPosts(page: Page): Promise<() => void> {
  let answer!: () => void;
  const held = new Promise<void>((r) => (answer = r));
  await page.route("**/thank-you", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    await route.continue();
  });
  return answer;
}
