// Takes full-page screenshots of the served site at phone and desktop sizes:
//   node scripts/screenshots.ts [base-url] [out-dir] path...
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { findChromium } from "./chromium.ts";

const [base = "http://localhost:3000", out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const { executablePath, args, env } = await findChromium();
const browser = await chromium.launch({ executablePath, args, env: env && { ...process.env, ...env } });
const viewports = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];
for (const vp of viewports) {
  const page = await browser.newPage({ viewport: { width: vp.width, height: vp.height } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through the page so lazy pictures load, then back to the top.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += vp.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    const name = `${out}/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${vp.name}`;
    if (process.env.FULL === "0") {
      await page.screenshot({ path: `${name}.png` });
      console.log(`${name}.png`);
      continue;
    }
    // Full page, cut into slices short enough to read.
    const slice = vp.width < 800 ? 2400 : 1800;
    for (let top = 0, i = 1; top < height; top += slice, i++) {
      const file = `${name}-${i}.png`;
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y: top, width: vp.width, height: Math.min(slice, height - top) },
      });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
