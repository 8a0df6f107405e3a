// The first tap on a mid-range phone (issue 37), for `npm run bench` (scripts/bench.ts): at 390 px,
// the CPU 4x slower (Chrome's Emulation.setCPUThrottlingRate) and the network at 150 ms and 1.6 Mbit/s,
// a visitor taps the menu button 0.2 s after the page's first contentful paint, and again each second
// while the menu stays shut. Reports, per run, how many taps it took and the time from the first tap
// to the first frame that shows the menu.
import { chromium } from "@playwright/test";

export const FIRST_TAP_ROUTES = ["/", "/services/kitchen", "/contact", "/estimate"];
const PHONE = { width: 390, height: 844 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/** What the page records: when the first tap went down, and the first frame that shows the menu. */
type Watched = { __tapAt?: number; __openAt?: number };

/**
 * In the page, before it loads: when the first tap went down, and the first frame that shows the menu
 * (the frame after the menu's popover opened). It watches the popover's own event, so it adds no work of
 * its own to the page's frames (looking at the menu in each frame would lay the page out each time).
 */
function watchMenu() {
  const w = window as Watched & Window;
  addEventListener("pointerdown", (e) => (w.__tapAt ??= e.timeStamp), { capture: true });
  addEventListener(
    "beforetoggle",
    (e) => {
      if (e.newState === "open") requestAnimationFrame(() => (w.__openAt ??= performance.now()));
    },
    { capture: true },
  );
}

/** Taps until the menu showed on `url`, and the time it took (null: not within 5). */
export async function firstTap(
  url: string,
  browserOptions: { executablePath: string; args: string[] },
): Promise<{ taps: number; ms: number | null }> {
  const browser = await chromium.launch(browserOptions);
  try {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(watchMenu);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: 16,
      timeout: 60_000,
    });
    await page.waitForTimeout(200);
    const button = page.getByRole("button", { name: "Open menu" });
    const box = await button.boundingBox();
    if (!box) throw new Error(`${url}: no menu button on screen`);
    for (let taps = 1; taps <= 5; taps++) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const opened = await page
        .waitForFunction(() => (window as Watched & Window).__openAt !== undefined, null, { timeout: 1_000 })
        .then(() => true)
        .catch(() => false);
      if (opened)
        return {
          taps,
          ms: await page.evaluate(() => {
            const w = window as Watched & Window;
            return Math.round((w.__openAt ?? 0) - (w.__tapAt ?? 0));
          }),
        };
    }
    return { taps: 5, ms: null };
  } finally {
    await browser.close();
  }
}
