import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { HtmlValidate, Parser, StaticConfigLoader, type HtmlElement } from "html-validate";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { sitePaths } from "./site-paths";

/** The built site under test: the same directory scripts/serve.ts serves (E2E_BUILD_DIR). */
const clientDir = join(
  fileURLToPath(new URL("../..", import.meta.url)),
  process.env.E2E_BUILD_DIR || "build-e2e",
  "client",
);

/** The few entities that can occur in attribute values of React's output. */
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Parses HTML into html-validate's DOM (the validator's own parser; no browser, no JavaScript). */
async function htmlParser() {
  const config = await new StaticConfigLoader({ extends: [] }).getConfigFor("page.html");
  const parser = new Parser(config);
  return (source: string) => parser.parseHtml(source);
}

const attr = (el: HtmlElement, name: string) => {
  const value = el.getAttributeValue(name);
  return value === null ? null : decode(value);
};

/** The URLs a srcset names ("a.avif 400w, b.avif 800w" -> [a.avif, b.avif]). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));

type Ref = { url: string; kind: string; from: string };

/** Every URL a page refers to: links, pictures, icons, manifest, feed, scripts, styles, form targets. */
function referencesOf(doc: HtmlElement, from: string): Ref[] {
  const refs: Ref[] = [];
  const add = (kind: string, value: string | null) => value && refs.push({ url: value, kind, from });
  for (const a of doc.querySelectorAll("a[href], area[href]")) add("link", attr(a, "href"));
  for (const img of doc.querySelectorAll("img")) {
    add("image", attr(img, "src"));
    for (const url of srcsetUrls(attr(img, "srcset") ?? "")) add("image", url);
  }
  for (const source of doc.querySelectorAll("source")) {
    add("image", attr(source, "src"));
    for (const url of srcsetUrls(attr(source, "srcset") ?? "")) add("image", url);
  }
  for (const link of doc.querySelectorAll("link[href]")) {
    const rel = (attr(link, "rel") ?? "").toLowerCase().split(/\s+/);
    // The canonical link names the production origin, by design; og:image (a <meta>) likewise.
    if (rel.includes("canonical")) continue;
    add(
      rel.includes("stylesheet")
        ? "stylesheet"
        : rel.includes("modulepreload")
          ? "script"
          : `link rel=${rel.join(" ")}`,
      attr(link, "href"),
    );
  }
  for (const script of doc.querySelectorAll("script[src]")) add("script", attr(script, "src"));
  for (const frame of doc.querySelectorAll("iframe[src]")) add("frame", attr(frame, "src"));
  for (const form of doc.querySelectorAll("form[action]")) add("form", attr(form, "action"));
  return refs;
}

test.describe("links", () => {
  test("every internal link, picture and asset resolves, and every page is reachable from /", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const parse = await htmlParser();

    /** One fetch per URL (without its fragment): status, type and body. Redirects are not followed: a link should name the final address. */
    const fetched = new Map<string, Promise<{ status: number; type: string; body: string }>>();
    const fetchOnce = (api: APIRequestContext, url: string) => {
      let entry = fetched.get(url);
      if (!entry) {
        entry = api.get(url, { maxRedirects: 0 }).then(async (r) => {
          const type = r.headers()["content-type"] ?? "";
          return { status: r.status(), type, body: /html|css|json/.test(type) ? await r.text() : "" };
        });
        fetched.set(url, entry);
      }
      return entry;
    };

    const pages = new Map<string, { ids: Set<string>; canonical: string | null }>();
    const queue: string[] = [`${origin}/`];
    const queued = new Set(queue);
    const refs: Ref[] = [];
    const problems: string[] = [];
    const fragments: { page: string; id: string; from: string }[] = [];
    let external = 0;

    const follow = (ref: Ref) => {
      let url: URL;
      try {
        url = new URL(ref.url, ref.from);
      } catch {
        problems.push(`${ref.from}: unparseable ${ref.kind} "${ref.url}"`);
        return;
      }
      if (url.protocol === "tel:" || url.protocol === "mailto:") return;
      if (url.origin !== origin) {
        external++;
        return;
      }
      const hash = decodeURIComponent(url.hash.slice(1));
      url.hash = "";
      const target = url.href;
      refs.push({ ...ref, url: target });
      if (hash && ref.kind === "link") fragments.push({ page: target, id: hash, from: ref.from });
      // A form's action is a page too (the thank-you page is reached by posting a form).
      if ((ref.kind === "link" || ref.kind === "form") && !queued.has(target)) {
        queued.add(target);
        queue.push(target);
      }
    };

    // Breadth-first from the home page, following <a href> and form actions to every page.
    while (queue.length > 0) {
      const batch = queue.splice(0);
      await Promise.all(
        batch.map(async (pageUrl) => {
          const res = await fetchOnce(request, pageUrl);
          if (res.status !== 200 || !res.type.includes("text/html")) return; // reported with the references below
          const doc = parse(res.body);
          const ids = new Set(doc.querySelectorAll("[id]").flatMap((el) => (el.id ? [el.id] : [])));
          const canonical = doc.querySelector(`link[rel="canonical"]`);
          pages.set(pageUrl, { ids, canonical: canonical ? attr(canonical, "href") : null });
          referencesOf(doc, pageUrl).forEach(follow);
        }),
      );
    }

    // The manifest's icons, and what the style sheets load (fonts, pictures).
    const extra: Ref[] = [];
    for (const ref of refs) {
      const res = await fetchOnce(request, ref.url);
      if (res.type.includes("manifest+json") || ref.url.endsWith(".webmanifest")) {
        for (const icon of (JSON.parse(res.body) as { icons?: { src: string }[] }).icons ?? [])
          extra.push({ url: icon.src, kind: "manifest icon", from: ref.url });
      }
      if (res.type.includes("text/css")) {
        for (const [, url] of res.body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
          if (url && !url.startsWith("data:")) extra.push({ url, kind: "style sheet url()", from: ref.url });
      }
    }
    extra.forEach(follow);

    // Every reference answers 200 (a link to a page that 404s, or to a missing picture, fails here).
    const unique = new Map<string, Ref>();
    for (const ref of refs) if (!unique.has(ref.url)) unique.set(ref.url, ref);
    for (const [url, ref] of unique) {
      const { status } = await fetchOnce(request, url);
      if (status !== 200) {
        const sources = [...new Set(refs.filter((r) => r.url === url).map((r) => new URL(r.from).pathname))];
        problems.push(
          `${ref.kind} ${new URL(url).pathname}${new URL(url).search} answers ${status} (from ${sources.slice(0, 5).join(", ")}${sources.length > 5 ? ", …" : ""})`,
        );
      }
    }

    // Links to a place on a page (/#faq) name an element that exists.
    for (const { page, id, from } of fragments) {
      const target = pages.get(page);
      if (target && !target.ids.has(id))
        problems.push(`${new URL(from).pathname} links to ${new URL(page).pathname}#${id}, which has no such id`);
    }

    // Every page of the route table is reached. An alias (/services/pool-houses) stands for the page it
    // names as canonical (/services/poolhouses): same content, and the canonical address is not a link.
    const reached = new Set<string>();
    for (const [url, { canonical }] of pages) {
      reached.add(new URL(url).pathname);
      if (canonical) reached.add(new URL(canonical).pathname);
    }
    const unreachable = sitePaths.filter((p) => !reached.has(p));

    const pageCount = pages.size;
    console.log(
      `link check: ${pageCount} pages crawled from /, ${refs.length} internal references checked ` +
        `(${unique.size} distinct URLs: ${[...unique.values()].filter((r) => r.kind === "link").length} page links, ` +
        `${[...unique.values()].filter((r) => r.kind !== "link").length} pictures and assets), ${fragments.length} in-page anchors, ` +
        `${external} external links not followed`,
    );
    test.info().annotations.push({
      type: "link check",
      description: `${pageCount} pages, ${refs.length} references, ${unique.size} distinct URLs`,
    });

    expect(problems, problems.join("\n")).toEqual([]);
    expect(unreachable, `not reachable from the home page: ${unreachable.join(", ")}`).toEqual([]);
  });
});

/** Every pre-rendered page: each index.html, and the 404 page. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name === "index.html" || (dir === clientDir && entry.name === "404.html")
        ? [join(dir, entry.name)]
        : [],
  );
}

const validator = new HtmlValidate(
  new StaticConfigLoader({
    // recommended: validity, accessibility and style; document: rules for whole documents
    // (doctype, heading levels, labelled inputs, references that resolve, SRI).
    extends: ["html-validate:recommended", "html-validate:document"],
    rules: {
      // React serialises a few attributes in camelCase (charSet, srcSet, fetchPriority); attribute names
      // are case-insensitive in HTML. Any other casing is still an error.
      "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
      // React writes void elements self-closed (<meta/>, <img/>); the rule still enforces one consistent style.
      "void-style": ["error", { style: "selfclose" }],
      // React writes boolean props as async="" / noValidate="", while its streaming runtime writes a bare
      // `hidden`; both forms are valid HTML and neither is under our control.
      "attribute-boolean-style": "off",
      // React's useId and Suspense markers (_R_l55_, B:0, S:0) are valid HTML5 ids, not "strict" ones.
      "valid-id": ["error", { relaxed: true }],
      // Same-origin assets need no subresource integrity; anything from another origin still must have it.
      "require-sri": ["error", { target: "crossorigin" }],
      // A phone number must not wrap at its spaces or hyphen. PhoneLink prevents that with white-space: nowrap
      // (class whitespace-nowrap) rather than &nbsp; and U+2011, so the visible number stays plain text.
      "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
      // Titles come from app/content and app/lib/head/ (outside components); search engines cut them after
      // about 60-70 characters, so overlong ones are reported as warnings, not failures.
      "long-title": "warn",
    },
  }),
);

test.describe("HTML validity", () => {
  test("every pre-rendered page is valid HTML (html-validate 10, recommended + document presets)", async () => {
    test.setTimeout(120_000);
    expect(existsSync(join(clientDir, "index.html")), `${clientDir} is missing: build it first`).toBe(true);
    const files = htmlFiles(clientDir);
    const pagePaths = files.map((f) => `/${relative(clientDir, f).replace(/(^|\/)index\.html$/, "")}`);
    for (const path of sitePaths) expect(pagePaths, `no pre-rendered file for ${path}`).toContain(path);
    expect(pagePaths).toContain("/404.html");

    const errors: string[] = [];
    const warnings: string[] = [];
    const parse = await htmlParser();
    for (const file of files) {
      const doc = parse(readFileSync(file, "utf8"));
      // A table is named by its caption (screen readers announce it; HTML_CodeSniffer H39).
      for (const table of doc.querySelectorAll("table"))
        if (table.childElements[0]?.tagName !== "caption")
          errors.push(`${relative(clientDir, file)}:${table.location.line}: a table with no <caption>`);
      // A picture keeps its place while it loads: the page does not jump when it arrives.
      for (const img of doc.querySelectorAll("img"))
        if (!attr(img, "width") || !attr(img, "height"))
          errors.push(`${relative(clientDir, file)}:${img.location.line}: a picture with no width and height`);
      const report = await validator.validateString(readFileSync(file, "utf8"), file, {
        rules: { "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }] },
      });
      for (const result of report.results) {
        for (const m of result.messages) {
          const line = `${relative(clientDir, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`;
          (m.severity >= 2 ? errors : warnings).push(line);
        }
      }
    }
    console.log(`HTML validity: ${files.length} pages validated, ${errors.length} errors, ${warnings.length} warnings`);
    if (warnings.length) console.log(`warnings:\n  ${warnings.join("\n  ")}`);
    test.info().annotations.push({
      type: "html validity",
      description: `${files.length} pages validated, ${warnings.length} warnings`,
    });
    expect(errors, errors.join("\n")).toEqual([]);
  });
});

/**
 * The W3C Nu HTML checker's CSS parser predates CSS that Tailwind 4 writes (and browsers read), and
 * CSS View Transitions' `@view-transition` (app/app.css): these messages, and only these, are its false
 * alarms on our stylesheet.
 */
const NU_CSS_FALSE_ALARMS = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: Unrecognized at-rule “@view-transition”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
  // lab(100% 0 5.96046e-8/.8): an alpha after "/" and a number in exponent notation
  /^CSS: “(?:border|background)-color”: (?:Unknown dimension|“\/” is not a valid Lab color)\.$/,
];

test("every pre-rendered page passes the W3C Nu HTML checker (vnu-jar) with no error and no warning", () => {
  test.setTimeout(120_000);
  const jar = fileURLToPath(new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));
  // The report comes on stderr; the exit status is 1 when it holds an error. Its warnings (a table row
  // narrower than the header row, say) are infos of the subtype "warning"; its other infos are notes.
  const run = spawnSync("java", ["-jar", jar, "--skip-non-html", "--format", "json", clientDir], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(
      `The W3C checker needs Java 17 or later (apt-get install default-jre-headless): ${run.error.message}`,
    );
  const output = run.stderr.trim() || run.stdout.trim();
  const messages = (
    JSON.parse(output || "{}") as {
      messages?: { type: string; subType?: string; url: string; lastLine?: number; message: string }[];
    }
  ).messages;
  expect(messages, "the checker gave no report").toBeDefined();
  const errors = messages!
    .filter(
      (m) => (m.type !== "info" || m.subType === "warning") && !NU_CSS_FALSE_ALARMS.some((a) => a.test(m.message)),
    )
    .map(
      (m) => `${relative(clientDir, fileURLToPath(m.url))}:${m.lastLine ?? "?"}: ${m.subType ?? m.type}: ${m.message}`,
    );
  console.log(`W3C Nu checker: ${htmlFiles(clientDir).length} pages, ${errors.length} errors and warnings`);
  expect(errors, errors.join("\n")).toEqual([]);
});
