// Lighthouse benchmark of the pre-rendered site, page by page.
//
//   node scripts/bench.ts [--quick | --per-route | --route /path ...] [--runs N] [--static-runs N] [--no-build] [--port 4400]
//                          [--throttling simulate | devtools] [--first-tap-runs N]
//
// 1. Builds the site into build-bench/ (BUILD_DIR=build-bench, so build/ and build-e2e/
//    are left alone); --no-build reuses build-bench/client if it already exists.
// 2. Serves it with scripts/serve.ts on 127.0.0.1:4400 (--port to change).
// 3. Runs Lighthouse 13 (default config: mobile emulation, simulated throttling) N times
//    (default 3) on every pre-rendered page, on one page per route module with --per-route (the
//    route's page in the --quick list when there is one), on a fixed handful of pages with --quick,
//    or on the pages named with --route (repeatable). --throttling devtools has Chrome itself slow the
//    CPU 4x and the network to Lighthouse's mobile figures, instead of Lighthouse estimating from an
//    unthrottled load (its default, and PageSpeed Insights'): slower to run, but what it reports was
//    measured, not simulated.
// 4. Runs it --static-runs times (default and at most: as often) on a copy of each page with every
//    <script> and modulepreload link removed (what a hand-written static page would
//    cost), served pre-compressed and with the page's own headers, like the page itself;
//    runs interleaved with ours (ours, copy, ours, copy...), and reports ourLCP / staticLCP
//    and our TBT minus the copy's.
// 5. Measures the first tap on the menu on a throttled phone (scripts/first-tap.ts), --first-tap-runs
//    times (default 3; 0 to skip) on each of its pages.
// 6. Prints a table of medians, writes raw and median figures to
//    bench-results/lighthouse-<timestamp>.json and bench-results/latest.json.
// "JS gz" / "CSS gz" are computed here: every same-origin script the page loaded, and its
// stylesheet (inlined in the page since 006-first-paint), gzipped at level 9; cross-origin
// files count with their transfer size. "transfer" is Lighthouse's own: serve.ts sends
// the build's pre-compressed .br files, so it is what a visitor downloads.
// Exit code is 0 even when figures are poor; non-zero only when the bench cannot run.
// CHROME_PATH overrides the browser (default Debian's /usr/bin/chromium; scripts/chromium.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { inlinedStylesheet } from "./page-html.ts";
import { FIRST_TAP_ROUTES, firstTap } from "./first-tap.ts";
import { findChromium } from "./chromium.ts";

// Lighthouse's report (lhr) and its artifacts are read as the JSON they are: a few fields of each, by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Figures = Awaited<ReturnType<typeof figures>>;
type Medians = Record<string, number | null>;

const ROOT = join(import.meta.dirname, "..");
const BUILD_DIR = "build-bench";
const CLIENT = join(ROOT, BUILD_DIR, "client");
const STATIC_PREFIX = "__bench_static__";
const STATIC_DIR = join(CLIENT, STATIC_PREFIX);
const QUICK_ROUTES = [
  "/",
  "/services/kitchen",
  "/portfolio",
  "/portfolio/attic-renovation",
  "/contact",
  "/resources/kitchen-remodel-planning-guide",
  "/service-areas/weston-ma",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const browser = await findChromium();
const chromiumPath = browser.executablePath;
const CHROME_FLAGS = ["--headless=new", ...browser.args];

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "per-route": { type: "boolean", default: false },
    route: { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    "static-runs": { type: "string" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "4400" },
    throttling: { type: "string", default: "simulate" },
    "first-tap-runs": { type: "string", default: "3" },
  },
});
const RUNS = Number(args.runs);
const STATIC_RUNS = Math.min(Number(args["static-runs"] ?? args.runs), RUNS);
const PORT = Number(args.port);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${args.runs}`);
if (!Number.isInteger(STATIC_RUNS) || STATIC_RUNS < 1)
  throw new Error(`--static-runs must be a positive integer, got ${args["static-runs"]}`);
if (!Number.isInteger(PORT) || PORT < 1) throw new Error(`--port must be a port number, got ${args.port}`);
/** Lighthouse's throttling methods this bench offers, with the words its output uses for each. */
const THROTTLING_NAMES: Record<string, string> = {
  simulate: "simulated throttling",
  devtools: "applied (devtools) throttling",
};
if (!Object.hasOwn(THROTTLING_NAMES, args.throttling))
  throw new Error(`--throttling must be ${Object.keys(THROTTLING_NAMES).join(" or ")}, got ${args.throttling}`);
const THROTTLING = args.throttling as "simulate" | "devtools";
const THROTTLING_NAME = THROTTLING_NAMES[THROTTLING];
const BASE = `http://127.0.0.1:${PORT}`;

// ---- cleanup: the server and Chrome die with us, whatever happens ----
let server: ChildProcess | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
function cleanup() {
  if (chrome) {
    try {
      chrome.kill();
    } catch {}
    chrome = null;
  }
  if (server && server.exitCode === null) {
    try {
      server.kill("SIGTERM");
    } catch {}
  }
  server = null;
  rmSync(STATIC_DIR, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping.`);
    cleanup();
    process.exit(130);
  });
}

function run(command: string, argv: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(" ")} exited ${code}`)),
    );
  });
}

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function startServer() {
  if (await answers(`${BASE}/`)) throw new Error(`something already answers on ${BASE}; pick another --port`);
  server = spawn(process.execPath, [join(ROOT, "scripts", "serve.ts")], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let waited = 0; waited < 20_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`serve.ts exited with code ${server.exitCode}`);
    if (await answers(`${BASE}/`)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`serve.ts did not answer on ${BASE} within 20 s`);
}

// Every index.html under build-bench/client is a page; its folder is its path. The editor at /admin/
// is not a page of the site (no route module, not pre-rendered): it is left out.
function allRoutes() {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== STATIC_PREFIX && path !== join(CLIENT, "admin")) walk(path);
      else if (entry.name === "index.html") routes.push("/" + relative(CLIENT, dir).split(sep).join("/"));
    }
  };
  walk(CLIENT);
  return routes.map((r) => (r === "/" ? r : r.replace(/\/$/, ""))).sort();
}

/** The page's route module, by its path: the pages under /services/, /resources/... share one. */
function routeModule(route: string) {
  return route.split("/").length > 2 ? route.replace(/[^/]+$/, ":page") : route;
}

/** One page per route module: the one in QUICK_ROUTES when there is one, else the first. */
function onePerRouteModule(routes: string[]) {
  const chosen = new Map<string, string>();
  for (const route of routes) {
    const module = routeModule(route);
    if (!chosen.has(module) || (QUICK_ROUTES.includes(route) && !QUICK_ROUTES.includes(chosen.get(module) ?? "")))
      chosen.set(module, route);
  }
  return [...chosen.values()].sort();
}

function htmlFile(route: string) {
  return join(CLIENT, route, "index.html");
}

// A copy of the page with every <script> element and modulepreload link taken out.
// Its headers are the page's own (copyPageHeaders): the bench compares the page with and without its
// scripts, nothing else.
function writeStaticCopy(route: string) {
  const html = readFileSync(htmlFile(route), "utf8")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
  const staticRoute = `/${STATIC_PREFIX}${route === "/" ? "" : route}`;
  mkdirSync(dirname(htmlFile(staticRoute)), { recursive: true });
  writeFileSync(htmlFile(staticRoute), html);
  // Served compressed, as the real page is (serve.ts sends the .br twin).
  writeFileSync(
    `${htmlFile(staticRoute)}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${htmlFile(staticRoute)}.gz`, gzipSync(html, { level: 9 }));
  return staticRoute;
}

/**
 * The copies answer with their pages' own headers: the rules `_headers` has for each page's path (its
 * Content-Security-Policy, its Cross-Origin-Opener-Policy) are given to its copy's path too, before the
 * server reads the file. Without them a copy was answered without the opener policy, and Chrome opens a
 * page that has one in a new process, which Lighthouse counts in the first paint: an identical page
 * measured 2026-11-25 at about 760 ms LCP without it and 890 ms with it (scripts/bench.ts figures, /process).
 */
const BENCH_RULES = "# bench: the script-free copies, with their pages' headers";
/** `staticRoutes`: each page's path and its copy's. */
function copyPageHeaders(staticRoutes: Map<string, string>) {
  const file = join(CLIENT, "_headers");
  const text = readFileSync(file, "utf8").split(`${BENCH_RULES}\n`)[0] ?? "";
  const blocks = text.split(/\n(?=\S)/);
  const copies = [...staticRoutes].flatMap(([route, staticRoute]) =>
    blocks.filter((block) => block.split("\n")[0]?.trim() === route).map((block) => block.replace(/^\S+/, staticRoute)),
  );
  writeFileSync(file, `${text.trimEnd()}\n${BENCH_RULES}\n${copies.join("\n")}\n`);
}

/** Each same-origin file's body, fetched once per bench. */
const bodies = new Map<string, Promise<Buffer>>();
function body(url: string): Promise<Buffer> {
  if (!bodies.has(url)) {
    bodies.set(
      url,
      (async () => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      })(),
    );
  }
  return bodies.get(url)!;
}
async function gzBytes(url: string) {
  return gzipSync(await body(url), { level: 9 }).length;
}

/** The page's inlined stylesheet, gzipped at level 9. */
async function inlineCssGz(url: string) {
  const css = inlinedStylesheet((await body(url)).toString("utf8"));
  return css ? gzipSync(css, { level: 9 }).length : 0;
}

async function launchChrome() {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    ...(browser.env && { envVars: { ...process.env, ...browser.env } }),
    handleSIGINT: false,
    logLevel: "silent",
  });
}

// One Lighthouse run; Chrome is relaunched and the run retried once if it fails.
async function lighthouseRun(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!chrome) await launchChrome();
      const result = await lighthouse(url, {
        port: chrome?.port,
        logLevel: "error",
        onlyCategories: CATEGORIES,
        throttlingMethod: THROTTLING,
      });
      if (!result?.lhr) throw new Error("Lighthouse returned no result");
      if (result.lhr.runtimeError)
        throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      return await figures(result.lhr, result.artifacts);
    } catch (error) {
      if (chrome) {
        try {
          chrome.kill();
        } catch {}
        chrome = null;
      }
      if (attempt >= 2) throw error;
      console.error(`  retrying ${url} after: ${(error as Error).message}`);
    }
  }
}

/**
 * The page's main-thread work (µs → ms) from navigation to the observed LCP, from the trace: all of
 * it, and the HTML parsing, script evaluation and style/layout in it. Lantern scales this work by
 * the CPU slowdown when it estimates LCP, so more of it means a later simulated LCP.
 */
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: Json };
function mainThreadBeforeLcp(artifacts: Json, lcpTs: number | undefined, url: string | undefined) {
  const events: TraceEvent[] = artifacts?.Trace?.traceEvents ?? [];
  // The page's main thread: the one that parsed the page (not about:blank before it).
  const parse = events.find((e) => e.name === "ParseHTML" && e.ph === "X" && e.args?.beginData?.url === url);
  if (!parse || !lcpTs) return null;
  const sum = (names: string[]) =>
    events
      .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && names.includes(e.name))
      .filter((e) => e.ts <= lcpTs)
      .reduce((total, e) => total + Math.min(e.dur ?? 0, lcpTs - e.ts), 0) / 1000;
  return {
    total: Math.round(sum(["RunTask"])),
    parse: Math.round(sum(["ParseHTML"])),
    script: Math.round(sum(["EvaluateScript", "v8.evaluateModule", "FunctionCall"])),
    styleLayout: Math.round(sum(["UpdateLayoutTree", "Layout"])),
  };
}

type NetworkRequest = { url: string; resourceType: string; transferSize?: number; networkEndTime?: number };
async function figures(lhr: Json, artifacts: Json) {
  const audit = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  const requests: NetworkRequest[] = lhr.audits["network-requests"]?.details?.items ?? [];
  const sum = (items: NetworkRequest[]) => items.reduce((total, item) => total + (item.transferSize || 0), 0);
  const ofType = (type: string) => requests.filter((r) => r.resourceType === type);
  // What the page's same-origin JS/CSS would weigh gzipped; cross-origin as transferred.
  const gz = async (type: string) => {
    let total = 0;
    for (const r of ofType(type)) total += r.url.startsWith(BASE + "/") ? await gzBytes(r.url) : r.transferSize || 0;
    return total;
  };
  // Lighthouse 13: the LCP element and its subparts (of the observed, unthrottled load) come from
  // the LCP breakdown insight.
  const lcpDetails: Json[] = lhr.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const lcpNode = lcpDetails.find((item) => item.type === "node");
  const lcpSubparts: { subpart: string; duration: number }[] =
    lcpDetails.find((item) => item.type === "table")?.items ?? [];
  // Lantern estimates LCP from the requests that finished before the observed LCP (and the CPU
  // work before it): these are what the page's simulated LCP waits for.
  const networkStart: number | undefined = lhr.audits["network-requests"]?.details?.debugData?.networkStartTimeTs;
  const observedLcpTs: number | undefined = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaintTs;
  const observedLcp = networkStart && observedLcpTs ? (observedLcpTs - networkStart) / 1000 : null;
  const documentRequest = ofType("Document")[0];
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]),
    ) as Record<string, number | null>,
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsTransfer: sum(ofType("Script")),
    cssTransfer: sum(ofType("Stylesheet")),
    jsGz: await gz("Script"),
    cssGz: (await gz("Stylesheet")) + (documentRequest ? await inlineCssGz(documentRequest.url) : 0),
    htmlGz: documentRequest?.url.startsWith(BASE + "/") ? await gzBytes(documentRequest.url) : null,
    transfer: sum(requests),
    requests: requests.length,
    lcpElement: (lcpNode ? lcpNode.snippet || lcpNode.selector : null) as string | null,
    lcpPhases: Object.fromEntries(lcpSubparts.map((p) => [p.subpart, Math.round(p.duration)])),
    observedLcp,
    mainThread: mainThreadBeforeLcp(artifacts, observedLcpTs, documentRequest?.url),
    beforeLcp:
      observedLcp == null
        ? null
        : requests
            .filter((r) => r.resourceType !== "Document" && r.networkEndTime != null && r.networkEndTime <= observedLcp)
            .map((r) => ({ type: r.resourceType, path: new URL(r.url).pathname, bytes: r.transferSize || 0 })),
    // Weighted audits that did not pass in the non-performance categories.
    failing: CATEGORIES.slice(1).flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter(
          (ref: { id: string; weight: number }) =>
            ref.weight > 0 && lhr.audits[ref.id]?.score != null && lhr.audits[ref.id].score < 1,
        )
        .map((ref: { id: string }) => `${c}:${ref.id}`),
    ),
    warnings: lhr.runWarnings as string[],
    // Lighthouse's measure of this machine's CPU; its default 4x slowdown assumes a fast desktop.
    benchmarkIndex: (lhr.environment?.benchmarkIndex ?? null) as number | null,
  };
}

const LCP_RATIO_GOAL = 1.05;

/** The run whose LCP is the median one. */
function medianRun(runs: Figures[]) {
  const sorted = [...runs].sort((a, b) => (a.lcp ?? 0) - (b.lcp ?? 0));
  return sorted[(sorted.length - 1) >> 1];
}

function explainLcp({ route, runs, staticRuns }: { route: string; runs: Figures[]; staticRuns: Figures[] }) {
  const ours = medianRun(runs)!;
  const plain = medianRun(staticRuns);
  const phases = (run: Figures | undefined) =>
    Object.entries(run?.lcpPhases ?? {})
      .map(([name, ms]) => `${name} ${ms}`)
      .join(", ") || "-";
  const cpu = (run: Figures | undefined) =>
    run?.mainThread
      ? Object.entries(run.mainThread)
          .map(([name, ms]) => `${name} ${ms}`)
          .join(", ")
      : "-";
  const paths = new Set((plain?.beforeLcp ?? []).map((r) => r.path));
  const extra = (ours.beforeLcp ?? []).filter((r) => !paths.has(r.path));
  const byType = Object.entries(Object.groupBy(extra, (r) => r.type)).map(
    ([type, list = []]) => `${list.length} ${type} (${kb(list.reduce((sum, r) => sum + r.bytes, 0))} KB)`,
  );
  return [
    `  ${route}: LCP ${Math.round(ours.lcp ?? 0)} ms vs ${Math.round(plain?.lcp ?? 0)} ms, element ${ours.lcpElement ?? "-"}`,
    `    observed LCP at ${Math.round(ours.observedLcp ?? 0)} ms (script-free ${Math.round(plain?.observedLcp ?? 0)} ms); subparts ${phases(ours)}`,
    `    main-thread work before it (ms): ${cpu(ours)}; script-free: ${cpu(plain)}`,
    `    finished before it, not in the script-free load: ${byType.join(", ") || "nothing"}` +
      (extra.length ? `\n      ${extra.map((r) => r.path).join("\n      ")}` : ""),
  ].join("\n");
}

function median(values: (number | null | undefined)[]) {
  const xs = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
}

const FIELDS: Record<string, (r: Figures) => number | null | undefined> = {
  perf: (r) => r.scores.performance,
  a11y: (r) => r.scores.accessibility,
  bp: (r) => r.scores["best-practices"],
  seo: (r) => r.scores.seo,
  fcp: (r) => r.fcp,
  lcp: (r) => r.lcp,
  tbt: (r) => r.tbt,
  cls: (r) => r.cls,
  jsGz: (r) => r.jsGz,
  cssGz: (r) => r.cssGz,
  htmlGz: (r) => r.htmlGz,
  transfer: (r) => r.transfer,
};

function medians(runs: Figures[], staticRuns: Figures[]) {
  const m: Medians = Object.fromEntries(Object.entries(FIELDS).map(([key, get]) => [key, median(runs.map(get))]));
  m.staticLcp = median(staticRuns.map((r) => r.lcp));
  m.lcpRatio = m.lcp != null && m.staticLcp ? m.lcp / m.staticLcp : null;
  m.staticTbt = median(staticRuns.map((r) => r.tbt));
  m.tbtOver = m.tbt != null && m.staticTbt != null ? m.tbt - m.staticTbt : null;
  return m;
}

const COLUMNS: [string, number, (m: Medians) => string | number | null | undefined][] = [
  ["route", 44, () => null], // the row's own label
  ["perf", 5, (m) => m.perf],
  ["a11y", 5, (m) => m.a11y],
  ["bp", 4, (m) => m.bp],
  ["seo", 4, (m) => m.seo],
  ["FCP ms", 7, (m) => m.fcp],
  ["LCP ms", 7, (m) => m.lcp],
  ["TBT ms", 7, (m) => m.tbt],
  ["CLS", 6, (m) => m.cls?.toFixed(3)],
  ["JS gz KB", 9, (m) => kb(m.jsGz)],
  ["CSS gz KB", 10, (m) => kb(m.cssGz)],
  ["xfer KB", 8, (m) => kb(m.transfer)],
  ["static LCP", 11, (m) => m.staticLcp],
  ["LCP ratio", 10, (m) => m.lcpRatio?.toFixed(2)],
  ["TBT over static", 16, (m) => m.tbtOver],
];
function kb(bytes: number | null | undefined) {
  return bytes == null ? null : (bytes / 1024).toFixed(1);
}
function cell(value: string | number | null | undefined) {
  return value == null ? "-" : typeof value === "number" ? String(Math.round(value)) : String(value);
}
function row(route: string, m: Medians) {
  return COLUMNS.map(([, width, get], i) => (i === 0 ? route.padEnd(width) : cell(get(m)).padStart(width))).join(" ");
}

async function main() {
  const started = new Date();
  if (args["no-build"] && existsSync(join(CLIENT, "index.html"))) {
    console.log(`bench: --no-build, reusing ${BUILD_DIR}/client`);
  } else {
    await run(process.execPath, [join(ROOT, "scripts", "build-images.ts")], {});
    await run("npx", ["react-router", "build"], { BUILD_DIR });
    await run(process.execPath, [join(ROOT, "scripts", "postbuild.ts")], { BUILD_DIR });
  }
  rmSync(STATIC_DIR, { recursive: true, force: true });
  const found = allRoutes();
  const routes = args.route
    ? args.route.filter((r) => found.includes(r))
    : args.quick
      ? QUICK_ROUTES.filter((r) => found.includes(r))
      : args["per-route"]
        ? onePerRouteModule(found)
        : found;
  const asked = args.route ?? (args.quick ? QUICK_ROUTES : []);
  const missing = asked.filter((r) => !found.includes(r));
  if (missing.length) console.warn(`bench: not in the build, skipped: ${missing.join(", ")}`);
  if (!routes.length) throw new Error("no pages to benchmark");
  const staticRoutes = new Map(routes.map((route) => [route, writeStaticCopy(route)]));
  copyPageHeaders(staticRoutes);
  await startServer();
  console.log(
    `bench: ${routes.length} page(s) × ${RUNS} run(s), plus the script-free copies, at ${BASE}, ${THROTTLING_NAME}`,
  );
  // The first run of a fresh Chrome is noticeably slower (seen: TBT 1.7 s vs 0); throw one away.
  console.log("  warm-up run (discarded)");
  await lighthouseRun(BASE + routes[0]);

  const results: { route: string; median: Medians; runs: Figures[]; staticRuns: Figures[] }[] = [];
  for (const [i, route] of routes.entries()) {
    const staticRoute = staticRoutes.get(route) ?? route;
    const runs: Figures[] = [];
    const staticRuns: Figures[] = [];
    for (let n = 0; n < RUNS; n++) {
      runs.push(await lighthouseRun(BASE + route));
      if (n < STATIC_RUNS) staticRuns.push(await lighthouseRun(BASE + staticRoute));
      const [ours, plain] = [runs[n]!, staticRuns[n]];
      console.log(
        `  [${i + 1}/${routes.length}] ${route} run ${n + 1}: perf ${ours.scores.performance}, ` +
          `FCP ${Math.round(ours.fcp ?? 0)} ms, LCP ${Math.round(ours.lcp ?? 0)} ms, TBT ${Math.round(ours.tbt ?? 0)} ms` +
          (plain ? `, static LCP ${Math.round(plain.lcp ?? 0)} ms` : ""),
      );
    }
    results.push({ route, median: medians(runs, staticRuns), runs, staticRuns });
  }
  if (chrome) {
    chrome.kill();
    chrome = null;
  }

  const firstTaps: Json[] = [];
  for (const route of FIRST_TAP_ROUTES.filter((r) => found.includes(r))) {
    const runs: Awaited<ReturnType<typeof firstTap>>[] = [];
    for (let n = 0; n < Number(args["first-tap-runs"]); n++) runs.push(await firstTap(BASE + route, browser));
    if (!runs.length) continue;
    const tapMs = median(runs.map((r) => r.ms ?? Infinity));
    firstTaps.push({ route, runs, medianMs: tapMs, medianTaps: median(runs.map((r) => r.taps)) });
    console.log(`  first tap on ${route}: ${runs.map((r) => `${r.taps} tap(s), ${r.ms ?? "never"} ms`).join("; ")}`);
  }

  const summary: Medians = {};
  for (const key of [...Object.keys(FIELDS), "staticLcp", "lcpRatio", "staticTbt", "tbtOver"])
    summary[key] = median(results.map((r) => r.median[key]));
  const worst = [...results].sort(
    (a, b) => (a.median.perf ?? 101) - (b.median.perf ?? 101) || (b.median.lcp ?? 0) - (a.median.lcp ?? 0),
  )[0]!;

  const header = COLUMNS.map(([name, width], i) => (i === 0 ? name.padEnd(width) : name.padStart(width))).join(" ");
  console.log(`\n${header}\n${"-".repeat(header.length)}`);
  for (const r of results) console.log(row(r.route, r.median));
  console.log("-".repeat(header.length));
  console.log(row("MEDIAN OF ROUTES", summary));
  console.log(row(`WORST: ${worst.route}`, worst.median));
  // Where a route misses the goal, what its LCP waited for that the script-free copy did not.
  const misses = results.filter((r) => (r.median.lcpRatio ?? 0) > LCP_RATIO_GOAL);
  if (misses.length)
    console.log(`\nRoutes over ${LCP_RATIO_GOAL}x the script-free LCP, from their median run's trace:`);
  for (const r of misses) console.log(explainLcp(r));
  const benchmarkIndex = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
  console.log(`\nLighthouse BenchmarkIndex of this machine (median): ${benchmarkIndex ?? "-"}`);

  const report = {
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    options: {
      quick: args.quick,
      perRoute: args["per-route"],
      runs: RUNS,
      staticRuns: STATIC_RUNS,
      port: PORT,
      buildDir: BUILD_DIR,
      throttling: THROTTLING,
      chromePath: chromiumPath,
      chromeFlags: CHROME_FLAGS,
    },
    config: `lighthouse default (mobile emulation), ${THROTTLING_NAME}`,
    units: "times in ms, sizes in bytes; jsGz/cssGz/htmlGz = same-origin files gzipped at level 9 by this script",
    summary: {
      medianOfRoutes: { route: "MEDIAN OF ROUTES", ...summary },
      worst: { route: worst.route, ...worst.median },
      benchmarkIndex,
    },
    routes: results.map((r) => ({ ...r, median: { route: r.route, ...r.median } })),
    firstTap: {
      config: "390x844 touch, CPU 4x slower, 150 ms and 1.6 Mbit/s; a tap 0.2 s after FCP, again each second",
      routes: firstTaps,
    },
  };
  const outDir = join(ROOT, "bench-results");
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `lighthouse-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(outFile, JSON.stringify(report, null, 2) + "\n");
  writeFileSync(join(outDir, "latest.json"), JSON.stringify(report, null, 2) + "\n");
  console.log(`\nbench: wrote ${relative(ROOT, outFile)} (and bench-results/latest.json)`);
}

try {
  await main();
  cleanup();
  process.exit(0);
} catch (error) {
  console.error(`bench: failed: ${(error as Error).stack || String(error)}`);
  cleanup();
  process.exit(1);
}
