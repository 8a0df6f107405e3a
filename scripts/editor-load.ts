// The time until an editor can be used on a phone on slow 4G (decision 033): Lighthouse 13 with its
// mobile defaults and the throttling applied by Chrome itself (`devtools`: 150 ms round trip, 1.6 Mbps
// down, CPU slowed 4x), on each address given, `--runs` times each, printed as medians.
//
//   node scripts/editor-load.ts [--runs 3] http://localhost:4544/admin/ http://localhost:4544/other-editor/
//
// "Can be used" is Lighthouse's Time to Interactive: the main thread quiet for 5 s after the page's
// last long task, which for an editor is when its first screen (the sign-in) answers a tap.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { parseArgs } from "node:util";
import { findChromium } from "./chromium.ts";

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" } },
  allowPositionals: true,
});
const browser = await findChromium();
const audits = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "interactive",
  "total-blocking-time",
  "total-byte-weight",
  "bootup-time",
] as const;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

for (const url of positionals) {
  const runs: Record<string, number[]> = {};
  for (let n = 0; n < Number(values.runs); n++) {
    const chrome = await chromeLauncher.launch({
      chromePath: browser.executablePath,
      chromeFlags: ["--headless=new", ...browser.args],
      logLevel: "silent",
    });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: "error", throttlingMethod: "devtools" },
        { extends: "lighthouse:default", settings: { onlyAudits: [...audits] } },
      );
      for (const id of audits) (runs[id] ??= []).push(result?.lhr.audits[id]?.numericValue ?? NaN);
    } finally {
      chrome.kill();
    }
  }
  console.log(url);
  for (const id of audits) {
    const value = median(runs[id]!);
    console.log(
      `  ${id}: ${id === "total-byte-weight" ? `${Math.round(value / 1024)} KB` : `${Math.round(value)} ms`}`,
    );
  }
}
