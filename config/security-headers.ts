/**
 * The site's HTTP response headers, defined once. The build writes them into
 * <build>/client/_headers (Netlify / Cloudflare Pages) and <build>/nginx/*.conf
 * (nginx); scripts/serve.ts applies _headers, so tests see what production
 * sends. The Content-Security-Policy is generated from the build
 * configuration (adding a third-party provider is one setting) and is sent per
 * page, with the hashes of the scripts the site rendered into that page.
 */
import { thirdPartyOrigins, type BuildConfig, type EditorSettings } from "./build-config.ts";

/** A page's policy: its file, the paths that answer with it, and the headers it gets. */
export type PageCsp = { file: string; paths: string[]; csp: string; opener?: string; noindex?: boolean };

/**
 * `scriptHashes`: the hashes ("sha256-...") of the scripts the site rendered into the page
 * (app/lib/script-registry.server.ts), which scripts/postbuild.ts has checked are all the page holds.
 */
export function contentSecurityPolicy(config: BuildConfig, { scriptHashes }: { scriptHashes: string[] }) {
  const tp = thirdPartyOrigins(config);
  const directives = {
    "default-src": ["'self'"],
    // The pre-rendered pages' inline scripts are allowed by hash; the site search
    // compiles pagefind's WebAssembly, which needs 'wasm-unsafe-eval' (not 'unsafe-eval').
    "script-src": [
      "'self'",
      "'wasm-unsafe-eval'",
      ...scriptHashes.map((h) => `'${h}'`),
      ...tp.reviewWidget,
      ...tp.contactForm,
    ],
    // Third-party widgets style their own markup inline.
    "style-src": ["'self'", "'unsafe-inline'", ...tp.reviewWidget, ...tp.contactForm],
    "img-src": ["'self'", "data:", ...tp.reviewWidget, ...tp.contactForm],
    "font-src": ["'self'", ...tp.reviewWidget, ...tp.contactForm],
    // The forms post to the page's own host (Netlify Forms, npm run serve) or to the one configured endpoint.
    // ... and the analytics' Events API, when analytics are configured (and only then).
    "connect-src": ["'self'", ...tp.reviewWidget, ...tp.contactForm, ...tp.formsEndpoint, ...tp.analytics],
    "frame-src": [...tp.contactForm, ...tp.videoPlayer, ...tp.reviewWidget],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...tp.contactForm, ...tp.formsEndpoint],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(
    ([name, values]) => [name, values.length ? [...new Set(values)].join(" ") : "'none'"] as const,
  );
  const fallback = policy.find(([name]) => name === "default-src")?.[1];
  // A fetch directive that says what default-src says is left out (the browser falls back to it):
  // the policy is sent with every page, in the page's first round trip.
  return policy
    .filter(([name, value]) => !(FALLS_BACK_TO_DEFAULT.has(name) && value === fallback))
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/**
 * The directives a browser reads from default-src when a policy leaves them out (frame-src through
 * child-src, which the policy never sets; worker-src is not here: it reads script-src first).
 */
const FALLS_BACK_TO_DEFAULT = new Set([
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "media-src",
  "object-src",
  "manifest-src",
]);

/**
 * The editor at /admin/ (Decap CMS) gets a policy of its own, on that path only, allowing exactly what
 * the build's sign-in needs (config/build-config.ts, readEditorSettings): Netlify Identity talks to
 * the site's own /.netlify/identity and /.netlify/git, with the widget served from /admin/ itself;
 * DecapBridge to its sign-in and gateway; GitHub to api.github.com (its sign-in opens the OAuth
 * service in a window of its own, which this policy does not govern). Decap's prebuilt bundle
 * styles itself inline and shows uploads as blob: URLs; the local decap-server (localhost:8081) is
 * allowed only in a build made for local editing (CMS_LOCAL_BACKEND=1). No page of the site is affected.
 */
export function adminContentSecurityPolicy(editor: EditorSettings, { localBackend = false } = {}) {
  const github = editor.signIn === "github";
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(github ? ["https://avatars.githubusercontent.com"] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      // an uploaded photo is read back from its blob: URL before it is sent
      "blob:",
      ...editor.origins,
      ...(localBackend ? ["http://localhost:8081"] : []),
    ],
    "frame-src": ["'self'", "blob:"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The Cross-Origin-Opener-Policy of a page: no other site's window keeps a hold on it. The editor
 * (/admin/) keeps the windows it opens itself: GitHub's sign-in answers from the OAuth service's
 * window to the editor that opened it, which "same-origin" would cut off.
 */
export const OPENER_POLICY = { page: "same-origin", editor: "same-origin-allow-popups" };

/**
 * Headers every response carries (the CSP and the opener policy are per page, see below). No
 * X-Frame-Options: the policy's frame-ancestors 'none' is its successor, and a browser that reads both
 * obeys frame-ancestors (CSP Level 2, in every browser since 2017); it would add 24 bytes to every page's
 * first round trip.
 */
export function commonHeaders() {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
    // Other sites' pages may not load our files (pictures, video, scripts); crawlers and the
    // social networks' card fetchers read og:image from their servers, which this does not touch.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Cache rules by path: hashed assets forever, pictures and videos a day, everything else revalidated. */
export const cacheRules = [
  { path: "/assets/*", value: "public, max-age=31536000, immutable" },
  { path: "/img/*", value: "public, max-age=86400" },
  { path: "/og/*", value: "public, max-age=86400" },
  { path: "/video/*", value: "public, max-age=86400" },
  { path: "/pagefind/*", value: "public, max-age=3600" },
];
export const defaultCache = "public, max-age=0, must-revalidate";

/**
 * Netlify / Cloudflare Pages `_headers`. Cache-Control appears only in the
 * path rules (hosts merge duplicate headers of overlapping rules); pages fall
 * back to the hosts' own revalidating default, which scripts/serve.ts mirrors.
 */
export function netlifyHeaders(headers: Record<string, string>, pages: PageCsp[]) {
  const lines = ["/*", ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)];
  for (const rule of cacheRules) lines.push(rule.path, `  Cache-Control: ${rule.value}`);
  for (const page of pages) {
    for (const path of page.paths)
      lines.push(
        path,
        `  Content-Security-Policy: ${page.csp}`,
        `  Cross-Origin-Opener-Policy: ${page.opener ?? OPENER_POLICY.page}`,
      );
    if (page.noindex) for (const path of page.paths) lines.push(path, "  X-Robots-Tag: noindex");
  }
  return `${lines.join("\n")}\n`;
}

/** nginx `add_header` lines (included in every location of deploy/nginx.conf). */
export function nginxHeaders(headers: Record<string, string>) {
  const lines = Object.entries(headers).map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`);
  // Set by csp-map.conf for pages; empty (so not sent) for other files.
  lines.push("add_header Content-Security-Policy $kgb_csp always;");
  lines.push("add_header Cross-Origin-Opener-Policy $kgb_opener always;");
  return `${lines.join("\n")}\n`;
}

/**
 * nginx `map` from a page's path in any letter case to the page's own path, so that
 * deploy/nginx.conf can redirect /ABOUT to /about (the browser's router matches paths
 * case-insensitively; answering 404 there would not match what it shows).
 */
export function nginxCaseMap(pages: PageCsp[]) {
  const paths = pages.filter((page) => page.file !== "/404.html").flatMap((page) => page.paths.slice(0, 1));
  // Exact (case-sensitive) matches win over regular expressions in an nginx map.
  const exact = paths.flatMap((path) => [`    "${path}" "";`, ...(path === "/" ? [] : [`    "${path}/" "";`])]);
  const regex = paths.map((path) => `    "~*^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?$" "${path}";`);
  return `map $uri $kgb_case_redirect {\n    default "";\n${[...exact, ...regex].join("\n")}\n}\n`;
}

/** nginx `map` from the file a request resolved to ($uri after try_files) to that page's CSP. */
export function nginxCspMap(pages: PageCsp[]) {
  const entries = pages.map((page) => `    ${page.file} "${page.csp}";`);
  const openers = pages.filter((page) => page.opener).map((page) => `    ${page.file} "${page.opener}";`);
  return (
    `map_hash_bucket_size 128;\nmap $uri $kgb_csp {\n    default "";\n${entries.join("\n")}\n}\n` +
    `map $uri $kgb_opener {\n    default "${OPENER_POLICY.page}";\n${openers.join("\n")}\n}\n`
  );
}
