// Serves <build>/client like a static host does:
// - /x and /x/ answer x/index.html (no redirect); unknown paths answer 404.html with status 404;
// - the headers of <build>/client/_headers (the same file Netlify / Cloudflare Pages read);
// - pre-compressed .br / .gz twins when the client accepts them; ETag and 304;
// - Cache-Control from _headers, else "public, max-age=0, must-revalidate";
// - paths the browser's router would read differently from the file system get one answer only:
//   repeated slashes redirect to the single-slash path, and an encoded slash, an explicit
//   index.html, a .br/.gz twin or /404.html itself answer 404 (as deploy/nginx.conf does);
//   a page's path in other letter case redirects to it (the browser's router matches
//   paths case-insensitively, so serving the 404 page there would not match what it shows).
// - form posts the way Netlify Forms takes them: a multipart (or urlencoded) POST to any page,
//   naming a form found in the pre-rendered HTML (`data-netlify`) by its `form-name`, is kept in
//   submissions/<time>-<form>-<id>/ (fields.json and the files as sent), with one line printed;
//   the answer is the page posted to (the thank-you page). A post that fills the honeypot
//   (`data-netlify-honeypot`, or Netlify's older `netlify-honeypot`) is refused as Netlify refuses
//   it: not kept at all (not even as spam), the same answer, and one line in the log saying so.
//   Netlify's documentation says such posts are rejected, not what it answers; we answer as for
//   any post, as a bot would see no difference. An unknown form gets 404.
// Env: PORT (default 3000), HOST (default 0.0.0.0), BUILD_DIR (default build),
//      SUBMISSIONS_DIR (default submissions, beside package.json).
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, relative, resolve, sep } from "node:path";
import { FORM_LIMITS, THANK_YOU_PATH } from "../config/form-settings.ts";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
if (!existsSync(join(root, "index.html"))) {
  console.error(`serve: ${root} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const DEFAULT_CACHE = "public, max-age=0, must-revalidate";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
};

/** Rules of a Netlify-style _headers file: [{ pattern, headers }]. */
function readHeaderRules() {
  const file = join(root, "_headers");
  if (!existsSync(file)) return [];
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const i = line.indexOf(":");
      const rule = rules.at(-1);
      if (i > 0 && rule) rule.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
const headerRules = readHeaderRules();
const matches = (pattern: string, path: string) =>
  pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2) : pattern === path;

function headersFor(urlPath: string) {
  const headers: Record<string, string | number> = { "Cache-Control": DEFAULT_CACHE };
  for (const rule of headerRules) if (matches(rule.pattern, urlPath)) Object.assign(headers, rule.headers);
  return headers;
}

/** The file a URL path names, or null. Never leaves the root. */
function resolveFile(urlPath: string) {
  const rel = normalize(urlPath).replace(/^([/\\])+/, "");
  const base = join(root, rel);
  if (base !== root && !base.startsWith(root + sep)) return null;
  const candidates = urlPath.endsWith("/") ? [join(base, "index.html")] : [base, join(base, "index.html")];
  for (const file of candidates) {
    try {
      if (statSync(file).isFile() && !file.endsWith(`${sep}_headers`)) return file;
    } catch {
      // not there
    }
  }
  return null;
}

type Request = IncomingMessage;
type Response = ServerResponse;

function send(request: Request, response: Response, file: string, status: number, urlPath: string) {
  const stat = statSync(file);
  const headers = {
    ...headersFor(urlPath),
    "Content-Type": types[extname(file)] ?? "application/octet-stream",
  } as Record<string, string | number>;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  headers.ETag = etag;
  headers.Vary = "Accept-Encoding";
  if (status === 200 && request.headers["if-none-match"] === etag) {
    response.writeHead(304, headers);
    return response.end();
  }
  const accept = String(request.headers["accept-encoding"] ?? "");
  let body = file;
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(accept) && existsSync(file + suffix)) {
      body = file + suffix;
      headers["Content-Encoding"] = encoding;
      break;
    }
  }
  headers["Content-Length"] = statSync(body).size;
  // A video is read in ranges (to start quickly and to seek), as static hosts allow.
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ""));
  if (status === 200 && body === file && range && (range[1] || range[2])) {
    const size = stat.size;
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      response.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 });
      return response.end();
    }
    headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
    headers["Content-Length"] = end - start + 1;
    response.writeHead(206, headers);
    if (request.method === "HEAD") return response.end();
    return createReadStream(file, { start, end }).pipe(response);
  }
  if (body === file) headers["Accept-Ranges"] = "bytes";
  response.writeHead(status, headers);
  if (request.method === "HEAD") return response.end();
  createReadStream(body).pipe(response);
}

// ---------------------------------------------------------------------------------------------
// Form posts, as Netlify Forms takes them.
// ---------------------------------------------------------------------------------------------

const submissionsDir = resolve(join(import.meta.dirname, ".."), process.env.SUBMISSIONS_DIR || "submissions");

/** The forms Netlify's deploy-time detection would find: name -> honeypot field, read from the HTML. */
function detectForms() {
  const forms = new Map<string, string | null>();
  const pages = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const file of pages) {
    for (const [tag] of readFileSync(join(root, file), "utf8").matchAll(/<form\b[^>]*>/g)) {
      if (!/\sdata-netlify="true"/.test(tag)) continue;
      const name = tag.match(/\sname="([^"]+)"/)?.[1];
      if (name) forms.set(name, tag.match(/\s(?:data-)?netlify-honeypot="([^"]+)"/)?.[1] ?? null);
    }
  }
  return forms;
}
const forms = detectForms();

/** Uploads beyond this are refused as Netlify refuses them (8 MB of files, plus the text fields). */
const MAX_BODY_BYTES = FORM_LIMITS.maxPhotoBytes + 1024 * 1024;

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(0, 100) || "file";

async function receiveForm(request: Request, response: Response, urlPath: string) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      response.writeHead(413, { "Content-Type": "text/plain", Connection: "close" });
      return response.end("Payload Too Large");
    }
    chunks.push(chunk);
  }
  let data;
  try {
    data = await new globalThis.Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": String(request.headers["content-type"] ?? "") },
      body: Buffer.concat(chunks),
    }).formData();
  } catch {
    response.writeHead(400, { "Content-Type": "text/plain" });
    return response.end("Bad Request: not a form post");
  }
  const formName = data.get("form-name");
  if (typeof formName !== "string" || !forms.has(formName)) {
    response.writeHead(404, { "Content-Type": "text/plain" });
    return response.end("Not Found: no such form");
  }
  const honeypot = forms.get(formName);
  if (honeypot && data.get(honeypot)) {
    console.log(
      `serve: form ${formName}: refused, as Netlify refuses it: the honeypot field "${honeypot}" is filled; not kept (answered as usual)`,
    );
  } else {
    const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${formName}-${randomBytes(3).toString("hex")}`;
    const dir = join(submissionsDir, id);
    mkdirSync(dir, { recursive: true });
    const fields: Record<string, string | string[]> = {};
    const files: { field: string; name: string; type: string; size: number; file: string }[] = [];
    for (const [name, value] of data) {
      if (typeof value === "string") {
        const before = fields[name];
        fields[name] = before === undefined ? value : [before, value].flat();
      } else if (value.size > 0 || value.name) {
        const file = `${files.length + 1}-${safeName(name)}-${safeName(value.name)}`;
        writeFileSync(join(dir, file), Buffer.from(await value.arrayBuffer()));
        files.push({ field: name, name: value.name, type: value.type, size: value.size, file });
      }
    }
    writeFileSync(join(dir, "submission.json"), `${JSON.stringify({ form: formName, fields, files }, null, 2)}\n`);
    const kb = Math.round(files.reduce((sum, f) => sum + f.size, 0) / 1024);
    console.log(
      `serve: form ${formName}: ${Object.keys(fields).length} fields, ${files.length} files (${kb} KB) -> ${relative(process.cwd(), dir) || dir}`,
    );
  }
  // Netlify answers with the page the form posted to (its action), else with its own thank-you page.
  const page = resolveFile(urlPath) ?? resolveFile(THANK_YOU_PATH);
  return page ? send(request, response, page, 200, urlPath) : response.end("Thank you");
}

const server = createServer((request, response) => {
  if (request.method === "POST") {
    const urlPath = (request.url ?? "/").split("?")[0] ?? "/";
    return void receiveForm(request, response, urlPath).catch((error) => {
      console.error("serve: a form post failed:", error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end("Internal Server Error");
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD, POST", "Content-Type": "text/plain" });
    return response.end("Method Not Allowed");
  }
  const [rawPath = "/", query] = (request.url ?? "/").split(/\?(.*)/s, 2);
  if (/\/{2,}/.test(rawPath)) {
    const location = rawPath.replace(/\/{2,}/g, "/") + (query !== undefined ? `?${query}` : "");
    response.writeHead(301, { Location: location, "Content-Type": "text/plain" });
    return response.end(`Moved to ${location}`);
  }
  let urlPath = "/";
  let file: string | null = null;
  try {
    urlPath = decodeURIComponent(rawPath);
    const notAPage =
      !rawPath.startsWith("/") ||
      /%2f|%5c/i.test(rawPath) ||
      urlPath.includes("\0") ||
      /\/index\.html$|\.(br|gz)$|^\/404\.html$|^\/_headers$/.test(urlPath);
    if (!notAPage) file = resolveFile(urlPath);
    const lower = urlPath.toLowerCase();
    if (!file && !notAPage && lower !== urlPath && resolveFile(lower)?.endsWith("index.html")) {
      const location = encodeURI(lower) + (query !== undefined ? `?${query}` : "");
      response.writeHead(301, { Location: location, "Content-Type": "text/plain" });
      return response.end(`Moved to ${location}`);
    }
  } catch {
    file = null; // malformed percent-encoding: not a page of ours
  }
  if (file) return send(request, response, file, 200, urlPath);
  return send(request, response, join(root, "404.html"), 404, "/404.html");
});

// PORT=0 takes a free port; the line below names it.
server.listen(port, host, () =>
  console.log(
    `Serving ${root} at http://localhost:${(server.address() as AddressInfo).port}` +
      (forms.size ? `; form posts (${[...forms.keys()].join(", ")}) are kept in ${submissionsDir}` : ""),
  ),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
