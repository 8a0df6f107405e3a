// What `npm test` needs that npm itself cannot bring, or that a failed download left out, each said in
// one sentence with the command that fixes it (scripts/test.ts stops on it before any test runs).
// That Node 24 is missing is said before, by package.json's `pretest` (Node 20 cannot run TypeScript).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { nginxBinary } from "./nginx-binary.ts";

const ROOT = join(import.meta.dirname, "..");

/** The Debian package that holds each library Chromium links against, for the fix command. */
const LIBRARY_PACKAGES: Record<string, string> = {
  "libnss3.so": "libnss3",
  "libnssutil3.so": "libnss3",
  "libsmime3.so": "libnss3",
  "libnspr4.so": "libnspr4",
  "libplc4.so": "libnspr4",
  "libplds4.so": "libnspr4",
  "libexpat.so.1": "libexpat1",
};

/** The libraries ldd's report says the machine lacks. */
export const librariesNotFound = (lddOutput: string) =>
  [...lddOutput.matchAll(/^\s*(\S+) => not found/gm)].map((m) => m[1] ?? "");

/** The Debian packages that bring those libraries (Debian's headless shell brings them all). */
export const packagesFor = (libraries: string[]) => [
  ...new Set(libraries.map((library) => LIBRARY_PACKAGES[library] ?? "chromium-headless-shell")),
];

/** The libraries a binary needs that the machine lacks, empty when ldd is absent. */
function missingLibraries(binary: string) {
  return librariesNotFound(spawnSync("ldd", [binary], { encoding: "utf8" }).stdout ?? "");
}

/** The sentence saying what is missing, or nothing. */
export async function missingPrerequisite() {
  if (!existsSync(join(ROOT, "node_modules", ".package-lock.json")))
    return "the project's packages are not installed; run `npm install`.";

  const { findChromium, hasFullChromium } = await import("./chromium.ts");
  let browser;
  try {
    browser = await findChromium({ tests: true });
  } catch (error) {
    return (
      `no Chromium for the browser tests: Debian's is not installed and the one in @sparticuz/chromium could not be unpacked ` +
      `(${error instanceof Error ? error.message : String(error)}); run \`npm install\`, or \`sudo apt-get install chromium-headless-shell\`.`
    );
  }
  const started = spawnSync(browser.executablePath, ["--version"], { encoding: "utf8", timeout: 30_000 });
  if (started.status !== 0) {
    const libraries = missingLibraries(browser.executablePath);
    if (libraries.length > 0) {
      const packages = packagesFor(libraries);
      return (
        `Chromium (${browser.executablePath}) cannot start: this machine lacks ${libraries.join(", ")}; ` +
        `run \`sudo apt-get install ${packages.join(" ")}\`` +
        (packages.includes("chromium-headless-shell")
          ? "."
          : " (or `sudo apt-get install chromium-headless-shell`, which the tests then use).")
      );
    }
    const reason = (started.error?.message ?? started.stderr ?? "").trim().split("\n")[0];
    if (browser.source === "@sparticuz/chromium")
      return `the Chromium unpacked from @sparticuz/chromium (${browser.executablePath}) does not start (${reason || `exit ${started.status}`}); run \`rm ${browser.executablePath}\` to have it unpacked again, or \`sudo apt-get install chromium-headless-shell\`.`;
    if (browser.source === "CHROME_PATH")
      return `Chromium (${browser.executablePath}, set by CHROME_HEADLESS_SHELL_PATH or CHROME_PATH) does not start (${reason || `exit ${started.status}`}); unset the variable to use Debian's or the bundled one.`;
    return (
      `Chromium (${browser.executablePath}) does not start (${reason || `exit ${started.status}`}); ` +
      `run \`sudo apt-get install chromium-headless-shell\`, which the tests then use.`
    );
  }

  // The W3C Nu checker (npm package vnu-jar, tests/e2e/quality.spec.ts) runs on Java, which these machines
  // ship; its package's own Java download is switched off (allowScripts), as it cannot reach its host.
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.status !== 0)
    return "the W3C HTML checker (vnu-jar) needs Java 11 or newer; run `sudo apt-get install default-jre-headless`.";

  if (process.env.CI && !nginxBinary())
    return "the hosting tests need nginx, and CI always runs them; run `sudo apt-get install nginx-light`.";
  // The hosting tests serve HTTPS with a certificate they make when they start.
  if ((process.env.CI || nginxBinary()) && spawnSync("openssl", ["version"]).status !== 0)
    return "the hosting tests make their TLS certificate with openssl; run `sudo apt-get install openssl`.";
  if (process.env.CI && !hasFullChromium())
    return "the autofill test needs Debian's full Chromium, and CI always runs it; run `sudo apt-get install chromium`.";
  return undefined;
}
