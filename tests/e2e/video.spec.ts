/**
 * The portfolio's video project, as a visitor meets it: a poster and a play button, and nothing
 * loaded until play is pressed. Our own video file plays in the browser's own player with its
 * captions; a player's address (the owner's own walkthrough on YouTube or Vimeo) opens that
 * player. The project's values come from the content, so the test follows whichever it names.
 */
import { expect, openPage, test } from "./fixtures";
import { asPlayerAddress, playerAddress, videoProject as video } from "./support/video-player";

test("the portfolio's video loads only when play is pressed, then plays, asking no other host but its player", async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL!).host;
  const player = video.videoUrl ? new URL(video.videoUrl) : undefined;
  // A stand-in answers for the owner's player, when one is named (no outside host is reachable here).
  if (player)
    await page.route(`${player.origin}/**`, (r) => r.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  const elsewhere: string[] = [];
  const media: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.host !== site) elsewhere.push(url.origin);
    if (url.pathname.startsWith("/video/") || url.origin === player?.origin) media.push(url.pathname);
  });
  await openPage(page, "/portfolio");
  const play = page.getByRole("button", { name: `Play video: ${video.title}` });
  await play.scrollIntoViewIfNeeded();
  await expect(page.locator("main video, main iframe")).toHaveCount(0);
  expect(media).toEqual([]);
  await play.click();

  if (player) {
    await expect(page.locator(`iframe[title="Video: ${video.title}"]`)).toHaveAttribute("src", /^https:/);
    await expect.poll(() => media.length).toBeGreaterThan(0);
    expect([...new Set(elsewhere)]).toEqual([player.origin]);
    return;
  }
  const own = page.locator("main video");
  await expect(own).toBeFocused();
  await expect(own.locator("source")).toHaveAttribute("src", video.videoFile!);
  await expect(own.locator("track[kind='captions']")).toHaveAttribute("src", video.captions!);
  // It plays: the video's clock moves on, and its captions are read.
  await expect
    .poll(() => own.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  expect(await own.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  await expect.poll(() => own.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);
  expect(media).toContain(video.videoFile);
  expect(elsewhere).toEqual([]);
});

test("with a player's address instead, nothing comes from the player until play is pressed, then its frame opens", async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL!).host;
  const player = new URL(playerAddress).origin;
  await asPlayerAddress(page);
  // A stand-in answers for the player (no outside host is reachable here).
  await page.route(`${player}/**`, (r) => r.fulfill({ contentType: "text/html", body: "<p>player</p>" }));
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith("http") && url.host !== site) elsewhere.push(url.origin);
  });
  await openPage(page, "/portfolio");
  await page.getByRole("button", { name: `Play video: ${video.title}` }).scrollIntoViewIfNeeded();
  expect(elsewhere).toEqual([]);
  await page.getByRole("button", { name: `Play video: ${video.title}` }).click();
  await expect(page.locator(`iframe[title="Video: ${video.title}"]`)).toHaveAttribute(
    "src",
    `${playerAddress}?autoplay=1`,
  );
  await expect.poll(() => elsewhere.length).toBeGreaterThan(0);
  expect([...new Set(elsewhere)]).toEqual([player]);
  await expect(page.locator("main video")).toHaveCount(0);
});
