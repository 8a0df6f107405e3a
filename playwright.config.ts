import { defineConfig, devices } from "@playwright/test";
import { findChromium, hasFullChromium } from "./scripts/chromium.ts";
import { nginxBinary } from "./tests/e2e/support/nginx";
import { registerVirtualContent } from "./tests/e2e/support/virtual-content";

registerVirtualContent();

const port = Number(process.env.E2E_PORT || 4173);

/**
 * Debian's Chromium headless shell where installed, else its full Chromium, else the one inside the npm
 * package @sparticuz/chromium (Playwright cannot download its own browser here): scripts/chromium.ts.
 */
const browser = await findChromium({ tests: true });
if (!process.env.TEST_WORKER_INDEX && browser.source === "@sparticuz/chromium")
  console.warn(
    "Browser tests on the Chromium of @sparticuz/chromium: Debian's chromium-headless-shell is not installed.",
  );
const launchOptions = {
  executablePath: browser.executablePath,
  args: browser.args,
  ...(browser.env && { env: { ...process.env, ...browser.env } }),
};

/**
 * The hosting tests run the shipped nginx configuration on Debian's nginx. A contributor without
 * nginx gets the rest of the suite and a note; CI (CI=true) installs nginx and always runs them.
 */
const runHostingTests = Boolean(process.env.CI) || nginxBinary() !== undefined;
if (!runHostingTests && !process.env.TEST_WORKER_INDEX)
  console.warn("Not running tests/e2e/hosting.spec.ts: nginx is not installed (apt-get install nginx-light).");

/**
 * The autofill test needs Chromium's own autofill, which only Debian's full browser has (not its headless
 * shell, not the package's Chromium). Left out with a note where it is absent; CI installs it and always
 * runs it.
 */
const runAutofillTest = Boolean(process.env.CI) || hasFullChromium();
if (!runAutofillTest && !process.env.TEST_WORKER_INDEX)
  console.warn(
    "Not running tests/e2e/autofill.spec.ts: Debian's full Chromium is not installed (apt-get install chromium).",
  );

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: [
    ...(runHostingTests ? [] : ["**/hosting.spec.ts"]),
    ...(runAutofillTest ? [] : ["**/autofill.spec.ts"]),
    // Only on the build of the copy with code in its texts (npm run test:hostile, scripts/hostile-content.ts).
    ...(process.env.HOSTILE_CONTENT ? [] : ["**/hostile-content.spec.ts"]),
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    timezoneId: "America/New_York",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions } },
  ],
  // Browser tests run against the built site (`npm run build:e2e`: the real build with test
  // third-party settings, every request to them routed by the tests), served as a static host would.
  webServer: {
    command: "node scripts/serve.ts",
    env: { PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: process.env.E2E_BUILD_DIR || "build-e2e" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
