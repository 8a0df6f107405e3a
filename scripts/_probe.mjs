import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage();
p.on("console", (m) => console.log("console:", m.type(), m.text().slice(-300)));
p.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 400)));
await p.goto((process.env.BASE || "http://localhost:4199") + (process.argv[2] || "/"));
await p.waitForTimeout(1500);
console.log("ld count", await p.locator('script[type="application/ld+json"]').count());
await b.close();
