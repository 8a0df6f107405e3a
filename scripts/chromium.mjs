// Debian's Chromium, as the browser tests, the screenshots and the bench start it. Playwright
// cannot download its own browser on these machines; the flags keep Chromium quiet on a closed
// network (without them it tries to reach Google's hosts at every start).

import { existsSync } from "node:fs";

/** The Chromium binary: CHROME_PATH, else Debian's. Lighthouse (the bench) and the screenshots use it. */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same
 * Blink and V8 without the browser around them, as Playwright's own headless runs use) when it is
 * installed, else the full browser. The shell ran the same 42 tests in 63 s against 102 s.
 * CHROME_HEADLESS_SHELL_PATH, or CHROME_PATH, chooses another binary.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ||
  process.env.CHROME_PATH ||
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
