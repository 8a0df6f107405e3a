/**
 * Production hosting checks against Debian's nginx serving the build with
 * deploy/nginx.conf, over HTTPS with a certificate made for the test, and against
 * `npm run serve`, which must send the same security headers. .ci/run installs nginx.
 */
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { X509Certificate } from "node:crypto";
import { request as httpsRequest } from "node:https";
import { type TLSSocket } from "node:tls";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadContent } from "../../app/lib/content/load";
import { nginxBinary } from "./support/nginx";

/** nginx's plain HTTP port (the shipped 80) and, one above it, its HTTPS port (the shipped 443). */
const HTTP_PORT = Number(process.env.E2E_NGINX_PORT || 4180);
const HTTPS_PORT = HTTP_PORT + 1;
const PLAIN = `http://127.0.0.1:${HTTP_PORT}`;
const NGINX = `https://127.0.0.1:${HTTPS_PORT}`;
const buildDir = resolve(process.env.E2E_BUILD_DIR || "build-e2e");

test.describe.configure({ mode: "serial" });
// The test's certificate is its own, signed by no authority: "how nginx is checked" below trusts it by
// name; the other requests take it as it comes.
test.use({ ignoreHTTPSErrors: true });

let nginx: ChildProcess | undefined;
/** The certificate made for this run (PEM), which nginx must present. */
let certificate = "";

test.beforeAll(async () => {
  const prefix = mkdtempSync(join(tmpdir(), "kgb-nginx-"));
  mkdirSync(join(prefix, "logs"));
  // A throwaway self-signed certificate for 127.0.0.1, made now (nothing secret is kept in the repository).
  const [cert, key] = [join(prefix, "fullchain.pem"), join(prefix, "privkey.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
    ],
    { stdio: "pipe" },
  );
  certificate = readFileSync(cert, "utf8");
  // What the official image does with the two settings when the container starts (deploy/Dockerfile: its
  // template step substitutes the environment's TLS_ variables), then the test's ports and folders.
  const settings: Record<string, string> = { TLS_CERTIFICATE: cert, TLS_CERTIFICATE_KEY: key };
  const site = readFileSync("deploy/nginx.conf", "utf8")
    .replace(/\$\{(TLS_[A-Z_]+)\}/g, (_, name: string) => settings[name]!)
    .replace("listen 80;", `listen 127.0.0.1:${HTTP_PORT};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${HTTPS_PORT} ssl http2;`)
    .replace("root /usr/share/nginx/html;", `root ${join(buildDir, "client")};`)
    .replaceAll("/etc/nginx/snippets/", `${join(buildDir, "nginx")}/`);
  expect(site, "every setting of deploy/nginx.conf is filled in").not.toMatch(/\$\{/);
  const conf = `worker_processes 1;
error_log ${prefix}/logs/error.log;
pid ${prefix}/nginx.pid;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  ${site}
}`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  nginx = spawn(nginxBinary()!, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off; user root;"], {
    stdio: "inherit",
  });
  await expect
    .poll(
      () =>
        fetch(`${PLAIN}/`, { redirect: "manual" }).then(
          (r) => r.status,
          () => 0,
        ),
      { message: "nginx did not start", timeout: 10_000 },
    )
    .toBe(301);
});

test.afterAll(() => {
  nginx?.kill("SIGQUIT");
});

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

async function head(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

/** A hashed chunk of the code of a page React runs (/contact): the first module the page names. */
function homeChunk() {
  const html = readFileSync(join(buildDir, "client", "contact", "index.html"), "utf8");
  return html.match(/"(\/assets\/[^"]+\.js)"/)![1]!;
}

test("nginx: pages, /x and /x/ without a redirect, and the 404 page with status 404", async ({ request }) => {
  for (const path of ["/", "/about", "/about/", "/services/poolhouses", "/resources/kitchen-remodel-planning-guide"]) {
    const r = await head(request, NGINX + path);
    expect(r.status, path).toBe(200);
    expect(r.headers["content-type"], path).toContain("text/html");
    expect(r.body.toString()).toContain("<h1");
  }
  const missing = await head(request, `${NGINX}/no-such-page`);
  expect(missing.status).toBe(404);
  expect(missing.body.toString()).toContain(loadContent(process.cwd()).pages.notFound.heading);
  expect((await head(request, `${NGINX}/_headers`)).status).toBe(404);
  expect((await head(request, `${NGINX}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
});

/** The build's `_headers` (Netlify, Cloudflare Pages) as rules: a path (`/*` and `/x/*` match below it) and its headers. */
function headerRules() {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of readFileSync(join(buildDir, "client/_headers"), "utf8").split("\n")) {
    const header = line.match(/^ {2}([^:]+): (.*)$/);
    if (header) rules.at(-1)!.headers[header[1]!.toLowerCase()] = header[2]!;
    else if (line.startsWith("/")) rules.push({ path: line, headers: {} });
  }
  return rules;
}
const matches = (rule: string, path: string) =>
  rule.endsWith("/*") ? path.startsWith(rule.slice(0, -1)) : rule === path.replace(/\?.*/, "");

test("nginx: plain HTTP answers every request with a redirect to the same address over HTTPS, and nothing else", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/about/", "/contact?type=kitchen", "/no-such-page", homeChunk()]) {
    const r = await head(request, PLAIN + path);
    expect(r.status, path).toBe(301);
    // The shipped configuration listens on 80 and 443: the address keeps its host and path, and drops the port.
    expect(r.headers.location, path).toBe(`https://127.0.0.1${path}`);
    // HSTS is obeyed over HTTPS only: the redirect sends no security header, the page over HTTPS sends them.
    expect(r.headers["strict-transport-security"], path).toBeUndefined();
    expect(r.headers["content-security-policy"], path).toBeUndefined();
  }
});

test("nginx over HTTPS: the certificate its settings name, and the headers of _headers, HSTS included", async ({
  request,
}) => {
  // Trusting only the test's certificate, for the address it was made for: the TLS settings took effect.
  const served = await new Promise<string>((done, fail) => {
    const req = httpsRequest(`${NGINX}/`, { ca: certificate, method: "HEAD" }, (res) => {
      res.resume();
      done(
        new X509Certificate(certificate).fingerprint256 ===
          (res.socket as TLSSocket).getPeerX509Certificate()?.fingerprint256
          ? "ours"
          : "another",
      );
    });
    req.on("error", fail).end();
  });
  expect(served).toBe("ours");

  const rules = headerRules();
  expect(rules.find((r) => r.path === "/*")?.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  for (const path of ["/", "/about", "/about/", "/contact", "/estimate", homeChunk(), "/img/hero-home-800.jpg"]) {
    const r = await head(request, NGINX + path);
    expect(r.status, path).toBe(200);
    const expected: Record<string, string> = {};
    for (const rule of rules.filter((rule) => matches(rule.path, path))) Object.assign(expected, rule.headers);
    expect(Object.keys(expected).length, path).toBeGreaterThanOrEqual(5);
    for (const [name, value] of Object.entries(expected)) expect(r.headers[name], `${name} on ${path}`).toBe(value);
  }
});

test("nginx: security headers on pages, assets and the 404 page", async ({ request }) => {
  const asset = homeChunk();
  for (const path of ["/", "/contact", "/about/", "/no-such-page"]) {
    const r = await head(request, NGINX + path);
    for (const name of SECURITY_HEADERS) expect(r.headers[name], `${name} on ${path}`).toBeTruthy();
  }
  // Files other than pages carry every header but the CSP, which only documents need.
  for (const path of [asset, "/img/hero-home-800.jpg"]) {
    const r = await head(request, NGINX + path);
    for (const name of SECURITY_HEADERS.filter((n) => n !== "content-security-policy"))
      expect(r.headers[name], `${name} on ${path}`).toBeTruthy();
  }
});

/** The portfolio's own video and its captions, as the content names them. */
const videoFiles = loadContent(process.cwd()).collections.projects.flatMap((p) =>
  p.type === "video" && p.videoFile ? [p.videoFile, p.captions!] : [],
);

test("every host configuration keeps the site's files to the site (Cross-Origin-Resource-Policy)", async ({
  request,
}) => {
  // nginx, and npm run serve, which sends what the Netlify _headers file says.
  for (const host of [NGINX, ""])
    for (const path of ["/", "/no-such-page", homeChunk(), "/img/hero-home-800.jpg", ...videoFiles]) {
      const r = await head(request, host + path);
      expect(r.headers["cross-origin-resource-policy"], `${host}${path}`).toBe("same-origin");
    }
  expect(readFileSync(join(buildDir, "client/_headers"), "utf8")).toMatch(
    /^\/\*\n(?: {2}.+\n)*? {2}Cross-Origin-Resource-Policy: same-origin\n/,
  );
});

test("the portfolio's video is served as video, in ranges, with its captions as WebVTT", async ({ request }) => {
  expect(videoFiles.length).toBeGreaterThan(0);
  for (const host of [NGINX, ""])
    for (const path of videoFiles) {
      const r = await head(request, host + path);
      expect(r.status, `${host}${path}`).toBe(200);
      expect(r.headers["content-type"], `${host}${path}`).toMatch(path.endsWith(".vtt") ? /^text\/vtt/ : /^video\//);
      if (path.endsWith(".vtt")) continue;
      const part = await head(request, host + path, { Range: "bytes=0-99" });
      expect(part.status, `${host}${path}`).toBe(206);
      expect(part.body.length).toBe(100);
      expect(part.headers["content-range"]).toBe(`bytes 0-99/${r.body.length}`);
    }
});

test("nginx: long-lived caching for hashed assets, revalidation for HTML", async ({ request }) => {
  const asset = homeChunk();
  expect((await head(request, NGINX + asset)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await head(request, `${NGINX}/about`)).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect((await head(request, `${NGINX}/img/hero-home-800.jpg`)).headers["cache-control"]).toBe(
    "public, max-age=86400",
  );
});

test("nginx: gzip compression", async ({ request }) => {
  const asset = homeChunk();
  for (const path of ["/about", asset]) {
    const r = await head(request, NGINX + path, { "Accept-Encoding": "gzip" });
    expect(r.headers["content-encoding"], path).toBe("gzip");
    expect(r.headers.vary).toContain("Accept-Encoding");
  }
});

test("npm run serve sends the same security headers as nginx", async ({ request }) => {
  for (const path of ["/about", "/", "/services/kitchen/", "/no-such-page"]) {
    const ours = await head(request, path);
    const theirs = await head(request, NGINX + path);
    for (const name of SECURITY_HEADERS) expect(ours.headers[name], `${name} on ${path}`).toBe(theirs.headers[name]);
  }
  expect((await head(request, "/about", { "Accept-Encoding": "br" })).headers["content-encoding"]).toBe("br");
});

/**
 * The MDN HTTP Observatory's header tests, applied locally (its npm package could
 * not be installed here: its install step downloads a certificate bundle), over
 * HTTPS. Its redirection test (HTTP goes to HTTPS on the same host first) is the
 * plain-HTTP test above; the site sets no cookies.
 */
test("headers pass the Observatory's tests for an A+", async ({ request }) => {
  const { headers } = await head(request, `${NGINX}/`);
  const csp = Object.fromEntries(
    headers["content-security-policy"]!.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["script-src"]).not.toContain("'unsafe-eval'");
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'self'"]);
  expect(csp["form-action"]).toBeDefined();
  expect(Number(headers["strict-transport-security"]!.match(/max-age=(\d+)/)![1])).toBeGreaterThanOrEqual(15_768_000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  // frame-ancestors (above) is what a browser obeys; X-Frame-Options, its predecessor, is not sent.
  expect(headers["x-frame-options"]).toBeUndefined();
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["access-control-allow-origin"]).toBeUndefined();
  expect(headers["set-cookie"]).toBeUndefined();
  // Subresource integrity: no page loads a script from another origin in its HTML.
  const html = (await head(request, `${NGINX}/`)).body.toString();
  expect(html.match(/<script[^>]+src="https?:\/\//g)).toBeNull();
});
