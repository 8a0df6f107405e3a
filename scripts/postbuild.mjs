// After `react-router build`:
// 1. the pre-rendered /404 page becomes <build>/client/404.html, which static hosts
//    (and scripts/serve.mjs) answer unknown paths with, status 404;
// 2. each page's social card is drawn from og/cards.json;
// 3. pagefind indexes the pre-rendered pages for the site search (/search).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import * as pagefind from "pagefind";
import { buildSocialCards } from "./social-cards.mjs";

const root = join(import.meta.dirname, "..");
const client = join(root, process.env.BUILD_DIR || "build", "client");

const prerendered = join(client, "404", "index.html");
if (!existsSync(prerendered)) {
  console.error("postbuild: 404/index.html is missing; was /404 pre-rendered?");
  process.exit(1);
}
renameSync(prerendered, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true, force: true });

// Resource routes (sitemap, robots, feed, card list) need no client-side data files,
// and every unknown path is answered with 404.html, so the SPA fallback is unused.
for (const file of ["sitemap.xml.data", "robots.txt.data", "resources/feed.xml.data", "og/cards.json.data", "__spa-fallback.html"]) {
  rmSync(join(client, file), { force: true });
}

const cards = await buildSocialCards({ client, imgDir: join(client, "img") });

// Only pages that are their own canonical address go into the index, so an alias
// (/services/pool-houses, canonical /services/poolhouses) never shows twice.
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name === "index.html" ? [join(dir, e.name)] : [],
  );
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
let indexed = 0;
for (const file of htmlFiles(client)) {
  const content = readFileSync(file, "utf8");
  const path = `/${relative(client, file).replace(/index\.html$/, "").replace(/\/$/, "")}`;
  const canonical = content.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical || new URL(canonical).pathname !== path) continue;
  await index.addHTMLFile({ sourcePath: relative(client, file), content });
  indexed++;
}
await index.writeFiles({ outputPath: join(client, "pagefind") });
await pagefind.close();

console.log(`postbuild: ${join(client, "404.html")}, ${cards} social cards, ${indexed} pages in the search index`);
