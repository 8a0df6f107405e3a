/**
 * The scripts the site itself writes into each page, known when the page is rendered: the page's
 * Content-Security-Policy allows these and nothing else (decision 030).
 *
 * - Our own scripts (app/lib/inline-script.tsx, app/components/layout/speculation-rules.tsx) add their
 *   exact text to the page's registry as they render (`scripts.add`).
 * - React Router's own scripts (`<Scripts />`, `<ScrollRestoration />` in app/root.tsx, and the data
 *   they hand over), whose text only React Router knows, are given the render's mark as their nonce
 *   (the documented `<ServerRouter nonce>`, app/entry.server.tsx); once the page is
 *   rendered, the scripts carrying that mark are added, read as the browser reads them (a real HTML
 *   parser), and the mark is taken out of the page again. The mark is new for every render and never
 *   leaves it, so nothing else on the page can carry it.
 *
 * app/entry.server.tsx appends each page's record (its path and its scripts' hashes) to
 * <build>/client/page-scripts.jsonl; scripts/postbuild.ts reads it, checks every finished page against
 * it (scripts/page-policy.ts) and writes the policies, then deletes it.
 */
import { createHash, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { domWindow } from "#dom-window";
import { buildDirectory } from "../../config/build-config.ts";
import type { PageScripts } from "./inline-script.tsx";

/** The record of every page's scripts, in the build's client folder until the post-build step reads it. */
export const RECORD = "page-scripts.jsonl";

/** What the browser compares a script with, and the policy names it by: the SHA-256 of its text. */
export const scriptHash = (source: string) => `sha256-${createHash("sha256").update(source).digest("base64")}`;

export function pageScripts(): PageScripts & { sources: Set<string> } {
  const sources = new Set<string>();
  return { sources, mark: randomBytes(18).toString("base64url"), add: (source) => void sources.add(source) };
}

/**
 * The rendered page without the mark, and the hashes of every script the site wrote into it: ours,
 * and React Router's found by the mark.
 */
export function finishPageScripts(html: string, scripts: ReturnType<typeof pageScripts>) {
  const sources = [...scripts.sources];
  if (html.includes(scripts.mark)) {
    const page = new domWindow.DOMParser().parseFromString(html, "text/html");
    for (const script of page.querySelectorAll("script"))
      if (script.getAttribute("nonce") === scripts.mark) sources.push(script.textContent ?? "");
  }
  const finished = html.replaceAll(` nonce="${scripts.mark}"`, "");
  if (finished.includes(scripts.mark)) throw new Error("a script's mark is left in the page");
  return { html: finished, hashes: [...new Set(sources.map(scriptHash))].sort() };
}

const recordFile = (client: string) => join(client, RECORD);

/** Adds a rendered page's scripts to the build's record (the pre-render, app/entry.server.tsx). */
export function recordPageScripts(path: string, hashes: string[]) {
  // The pre-render asks for "/about/": the page is "/about".
  const page = path.replace(/(.)\/$/, "$1");
  appendFileSync(recordFile(join(buildDirectory(), "client")), `${JSON.stringify({ path: page, hashes })}\n`);
}

/**
 * The record of the build in `client`, by page path ("/", "/about", "/404"), removed from the
 * folder the host serves (scripts/postbuild.ts).
 */
export function takePageScripts(client: string): Map<string, string[]> {
  const file = recordFile(client);
  if (!existsSync(file)) throw new Error(`${file} is missing: the pre-render records each page's scripts there`);
  const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
  rmSync(file);
  return new Map(
    lines.map((line) => JSON.parse(line) as { path: string; hashes: string[] }).map((r) => [r.path, r.hashes]),
  );
}
