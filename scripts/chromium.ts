// The Chromium that the browser tests, the screenshots and the bench start. Playwright cannot download
// its own browser on these machines. First choice: Debian's (`chromium-headless-shell` for the tests,
// `chromium` for the bench and screenshots). A machine with neither (a newcomer's) gets the Chromium
// that the npm package @sparticuz/chromium carries, unpacked to the temporary folder the first time.
// CHROME_HEADLESS_SHELL_PATH / CHROME_PATH choose another binary.

import { accessSync, constants, existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Flags that keep Chromium quiet on a closed network (without them it tries Google's hosts at every start). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * @sparticuz/chromium's flags are made for AWS Lambda. Left out: the ones that switch off the web's
 * security rules (the tests check the site's Content-Security-Policy and headers), one process for
 * everything (Lambda's sandbox needs it, a normal machine does not), and its headless switch
 * (Playwright sets its own).
 */
const LAMBDA_ONLY = [
  "--single-process",
  "--disable-web-security",
  "--allow-running-insecure-content",
  "--disable-site-isolation-trials",
  "--disable-features=",
  "--enable-features=",
  "--headless",
];

function runnable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether Debian's full Chromium is installed (the autofill test needs it: the headless shell and the package's Chromium lack autofill). */
export const hasFullChromium = () => Boolean(process.env.CHROME_PATH) || runnable(DEBIAN_CHROMIUM);

/** The Chromium inside @sparticuz/chromium, unpacked (once) to the temporary folder. */
async function bundledChromium() {
  const { default: chromium } = await import("@sparticuz/chromium");
  chromium.setGraphicsMode = false; // no WebGL: the site draws none
  const executablePath = await chromium.executablePath();
  const args = [...chromiumFlags];
  for (const flag of chromium.args)
    if (!LAMBDA_ONLY.some((dropped) => flag.startsWith(dropped)) && !args.includes(flag)) args.push(flag);
  // A machine without fontconfig has no fonts for it: the package brings Open Sans and a fontconfig file.
  const env = existsSync("/etc/fonts/fonts.conf") ? undefined : { FONTCONFIG_PATH: join(tmpdir(), "fonts") };
  return { executablePath, args, env, source: "@sparticuz/chromium" };
}

/**
 * The Chromium to start.
 * tests: the browser tests' choice, which prefers
 *   Debian's headless shell (the same Blink and V8 without the browser around them: the same 42 tests took
 *   63 s on it against 102 s on the full browser). full: never the headless shell, for a test that needs
 *   what only the full browser has (Chromium's autofill).
 */
export async function findChromium({ tests = false, full = false } = {}) {
  const chosen = (tests && !full && process.env.CHROME_HEADLESS_SHELL_PATH) || process.env.CHROME_PATH;
  const found = (executablePath: string, source: string) => ({
    executablePath,
    args: chromiumFlags,
    env: undefined,
    source,
  });
  if (chosen) return found(chosen, "CHROME_PATH");
  const order = full
    ? [DEBIAN_CHROMIUM]
    : tests
      ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]
      : [DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL];
  for (const file of order) if (runnable(file)) return found(file, file);
  return bundledChromium();
}
