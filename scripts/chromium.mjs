// Debian's Chromium, as the browser tests, the screenshots and the bench start it. Playwright
// cannot download its own browser on these machines; the flags keep Chromium quiet on a closed
// network (without them it tries to reach Google's hosts at every start).

/** The Chromium binary: CHROME_PATH, else Debian's. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
