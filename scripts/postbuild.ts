// After `react-router build`:
// 1. the pre-rendered /404 page becomes <build>/client/404.html, which static hosts
//    (and scripts/serve.ts) answer unknown paths with, status 404; every page gets
//    the part of the stylesheet it can use and the icons it draws (scripts/page-html.ts: our own
//    markup only, never React's or React Router's);
// 2. each page's social card is drawn from og/cards.json;
// 3. pagefind indexes the pre-rendered pages for the site search (/search);
// 4. the security headers are written for static hosts (_headers) and nginx (<build>/nginx/), each
//    page's policy allowing exactly the scripts the site rendered into it, once every finished page is
//    checked against them (right after step 1, so that a page with any other script stops the build
//    first: scripts/page-policy.ts, app/lib/script-registry.server.ts);
// 5. text files get .gz and .br twins, for hosts that serve them pre-compressed.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as zlibGzip } from "node:zlib";
import * as pagefind from "pagefind";
import {
  buildDirectory,
  EDITOR_LINK_FORWARDER,
  forwardEditorLinks,
  readBuildConfig,
  readEditorSettings,
} from "../config/build-config.ts";
import {
  commonHeaders,
  contentSecurityPolicy,
  netlifyHeaders,
  adminContentSecurityPolicy,
  OPENER_POLICY,
  nginxCaseMap,
  nginxCspMap,
  nginxHeaders,
  type PageCsp,
} from "../config/security-headers.ts";
import { scriptHash, takePageScripts } from "../app/lib/script-registry.server.ts";
import { finishPage } from "./page-html.ts";
import { pagePolicyScripts } from "./page-policy.ts";
import { buildSocialCards } from "./social-cards.ts";

const root = join(import.meta.dirname, "..");
const build = join(root, buildDirectory());
const client = join(build, "client");

const prerendered = join(client, "404", "index.html");
if (!existsSync(prerendered)) {
  console.error("postbuild: 404/index.html is missing; was /404 pre-rendered?");
  process.exit(1);
}
renameSync(prerendered, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true, force: true });

// Resource routes (sitemap, robots, feed, card list) need no client-side data files,
// and every unknown path is answered with 404.html, so the SPA fallback is unused.
const unused = "sitemap.xml.data robots.txt.data resources/feed.xml.data og/cards.json.data __spa-fallback.html";
for (const file of unused.split(" ")) rmSync(join(client, file), { force: true });

// The pages' first paint (scripts/page-html.ts).
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());
// The editor (/admin/, Decap CMS) is not a page of the site: no inlining, search index or page CSP.
const admin = join(client, "admin");
const htmlFiles = (dir: string) =>
  filesUnder(dir).filter((f) => f.endsWith("/index.html") && !f.startsWith(`${admin}/`));
const readAsset = (href: string) => readFileSync(join(client, href), "utf8");
/** A page's address: "/" or "/about" for about/index.html, "/404.html" for the 404 page. */
const pagePath = (file: string) => `/${relative(client, file)}`.replace(/index\.html$/, "").replace(/(.)\/$/, "$1");
const editor = readEditorSettings();
for (const file of [...htmlFiles(client), join(client, "404.html")]) {
  try {
    writeFileSync(file, finishPage(readFileSync(file, "utf8"), readAsset));
  } catch (error) {
    throw new Error(`postbuild: ${relative(client, file)}: ${(error as Error).message}`);
  }
}

// With Netlify Identity, the home page forwards the links Netlify e-mails (invitation, password
// recovery) to the editor: a one-line script of ours at the end of its <body>, allowed by its hash in
// its policy below (docs/editor-sign-in.md).
const rendered = takePageScripts(client);
if (editor.signIn === "netlify") {
  const home = join(client, "index.html");
  try {
    writeFileSync(home, forwardEditorLinks(readFileSync(home, "utf8")));
  } catch (error) {
    throw new Error(`postbuild: ${(error as Error).message}`);
  }
  rendered.set("/", [...(rendered.get("/") ?? []), scriptHash(EDITOR_LINK_FORWARDER)]);
}

// Each finished page holds exactly the scripts the site rendered into it, which its policy allows
// (step 4): a page with any other inline script stops the build here, named.
const pageScripts = new Map<string, string[]>();
for (const file of [...htmlFiles(client), join(client, "404.html")]) {
  const path = pagePath(file);
  try {
    pageScripts.set(
      file,
      pagePolicyScripts(readFileSync(file, "utf8"), path, rendered.get(path === "/404.html" ? "/404" : path) ?? []),
    );
  } catch (error) {
    console.error(`postbuild: ${(error as Error).message}`);
    process.exit(1);
  }
}

// The default sign-in (DecapBridge) without its site ID: the site is complete, /admin/ says what is missing.
if (editor.missing && process.env.CMS_LOCAL_BACKEND !== "1")
  console.warn(
    `Note: the editor's sign-in is not set up: /admin/ says so until ${editor.missing} is given ` +
      "(the site ID DecapBridge's dashboard shows; docs/editor-sign-in.md).",
  );

const cards = await buildSocialCards({ client, imgDir: join(client, "img") });

// Only pages that are their own canonical address go into the index, so an alias
// (/services/pool-houses, canonical /services/poolhouses) never shows twice.
const { index, errors } = await pagefind.createIndex({});
if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
let indexed = 0;
for (const file of htmlFiles(client)) {
  const content = readFileSync(file, "utf8");
  const path = pagePath(file);
  const canonical = content.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical || new URL(canonical).pathname !== path) continue;
  await index.addHTMLFile({ sourcePath: relative(client, file), content });
  indexed++;
}
await index.writeFiles({ outputPath: join(client, "pagefind") });
await pagefind.close();

// Security headers. Each page's CSP allows exactly the scripts the site rendered into it, by hash.
const config = readBuildConfig();
const pagesCsp = [...pageScripts].map(([file, scriptHashes]): PageCsp => {
  const path = pagePath(file);
  const paths = path === "/404.html" || path === "/" ? [path] : [path, `${path}/`];
  return { file: `/${relative(client, file)}`, paths, csp: contentSecurityPolicy(config, { scriptHashes }) };
});
if (existsSync(join(admin, "index.html")))
  pagesCsp.push({
    file: "/admin/index.html",
    paths: ["/admin", "/admin/", "/admin/index.html"],
    csp: adminContentSecurityPolicy(editor, { localBackend: process.env.CMS_LOCAL_BACKEND === "1" }),
    opener: OPENER_POLICY.editor,
    noindex: true,
  });
const headers = commonHeaders();
writeFileSync(join(client, "_headers"), netlifyHeaders(headers, pagesCsp));
mkdirSync(join(build, "nginx"), { recursive: true });
writeFileSync(join(build, "nginx", "security-headers.conf"), nginxHeaders(headers));
writeFileSync(join(build, "nginx", "csp-map.conf"), nginxCspMap(pagesCsp) + nginxCaseMap(pagesCsp));
const scriptHashes = new Set([...pageScripts.values()].flat());

// Pre-compressed twins of text files.
const compressible = new Set(".html .js .css .json .xml .txt .svg .webmanifest .wasm .ico".split(" "));
// zlib's asynchronous calls run on libuv's thread pool, so the files are compressed on every core.
const gzip = promisify(zlibGzip);
const brotli = promisify(brotliCompress);
const toCompress = filesUnder(client).filter((f) => compressible.has(extname(f)) && statSync(f).size >= 1024);
await Promise.all(
  toCompress.map(async (file) => {
    const data = readFileSync(file);
    // The editor's 9 MB (admin only) gets gzip alone: brotli at quality 11 would add a minute to every build.
    const [gz, br] = await Promise.all([
      gzip(data, { level: 9 }),
      file.startsWith(`${admin}/`) ? null : brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    writeFileSync(`${file}.gz`, gz);
    if (br) writeFileSync(`${file}.br`, br);
  }),
);
const compressed = toCompress.length;

console.log(
  `postbuild: ${join(client, "404.html")}, ${cards} social cards, ${indexed} pages in the search index, ` +
    `${scriptHashes.size} inline-script hashes in the CSP, ${compressed} files pre-compressed`,
);
