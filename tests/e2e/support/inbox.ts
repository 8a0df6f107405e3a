import { expect, type Page } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FORM_LIMITS } from "../../../config/forms.mjs";

/** Where the served site (scripts/serve.mjs, started by playwright.config.ts) keeps form posts. */
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

/** A person takes longer than the minimum fill time; with Playwright's clock installed, so does the test. */
export const takeYourTime = (page: Page) => page.clock.fastForward(FORM_LIMITS.minFillMs + 500);
