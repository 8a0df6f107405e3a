import type { Page } from "@playwright/test";
import { readVideoPlayerOrigin } from "../../../config/build-config.mjs";
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
 * video: the page's data (the file it hydrates from, and the one a client-side visit fetches) has
 * the project's address in place of its file. The pre-rendered page is the same in both cases.
 */
export async function asPlayerAddress(page: Page) {
  const file = videoProject.videoFile;
  if (!file) return;
  // The data is React Router's stream: ..."videoFile","/video/x.mp4"... (inside a JSON string in the data file).
  const pair = new RegExp(`(\\\\?")videoFile\\1,\\1${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\1`, "g");
  await page.route(/\/assets\/data-[\w-]+\.json$|\/portfolio\.data(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({
      status: response.status(),
      headers,
      body: body.replace(pair, (_, q: string) => `${q}videoUrl${q},${q}${playerAddress}${q}`),
    });
  });
}
