import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { readVideoPlayerOrigin } from "../../../config/build-config.ts";
import type { Project } from "../../../app/content/schema";
import { loadContent } from "../../../app/lib/content/load";

/** The portfolio's video project, as the content describes it. */
export const videoProject = loadContent(process.cwd()).collections.projects.find(
  (p): p is Extract<Project, { type: "video" }> => p.type === "video",
)!;

/** The player address the tests meet: the content's, or one on the player origin the build allows. */
export const playerAddress = videoProject.videoUrl ?? `${readVideoPlayerOrigin()}/embed/owner-walkthrough`;

/**
 * Shows the portfolio as it is when the owner names a player's address instead of uploading the
 * video: the page's data (in the page it hydrates from) has the project's address in place of its
 * file. The page's markup is the same in both cases. The page's policy allows its inline scripts by
 * their hashes, so the changed script's hash replaces the old one in the policy the server sent: nothing
 * else about the policy changes.
 */
export async function asPlayerAddress(page: Page) {
  const file = videoProject.videoFile;
  if (!file) return;
  // The data is React Router's stream: ..."videoFile","/video/x.mp4"... (inside a JS or JSON string).
  const pair = new RegExp(`(\\\\?")videoFile\\1,\\1${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\1`, "g");
  const swap = (text: string) => text.replace(pair, (_, q: string) => `${q}videoUrl${q},${q}${playerAddress}${q}`);
  /** The page's inline scripts. */
  const scriptsOf = (html: string) => [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]!);
  await page.route(/\/portfolio(\/|\.data)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    const policy = headers["content-security-policy"];
    if (policy && route.request().resourceType() === "document") {
      let updated = policy;
      for (const text of scriptsOf(body)) {
        const swapped = swap(text);
        if (swapped !== text) updated = updated.replace(scriptHash(text), scriptHash(swapped));
      }
      headers["content-security-policy"] = updated;
    }
    await route.fulfill({ status: response.status(), headers, body: swap(body) });
  });
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const scriptHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
