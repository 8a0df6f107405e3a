/**
 * Build-time configuration, read from environment variables when the site is
 * built. Every variable has a default that builds a complete site offline.
 * The README lists them; `vite.config.ts` hands them to the app as
 * `__BUILD_CONFIG__`, and the build scripts (security headers, hosting
 * configs) read them from here too.
 */
export const DEFAULT_SITE_URL = "https://www.kendalgreenbuilders.com";
export const DEFAULT_VIDEO_PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

type Env = Record<string, string | undefined>;

/** Where a build is written, in the project's folder: BUILD_DIR, else build/ (react-router.config.ts, scripts/postbuild.ts). */
export const buildDirectory = (env: Env = process.env) => env.BUILD_DIR || "build";

function originOf(value: string) {
  return new URL(value).origin;
}

/** Where the two forms' submissions go (docs/decisions/008-form-delivery.md). */
export const FORMS_DELIVERIES = ["netlify", "endpoint"] as const;

/**
 * FORMS_DELIVERY and FORMS_ENDPOINT, checked: a build whose forms could not
 * deliver on its target fails here, loudly, before anything is written.
 * DEPLOY_TARGET=nginx (set by deploy/Dockerfile) names a host with no form
 * handling of its own, where only `endpoint` can work.
 */
export function readFormsDelivery(env: Env = process.env) {
  const delivery = env.FORMS_DELIVERY?.trim() || "netlify";
  const endpoint = env.FORMS_ENDPOINT?.trim() ?? "";
  if (!isOneOf(FORMS_DELIVERIES, delivery)) {
    throw new Error(`FORMS_DELIVERY must be one of ${FORMS_DELIVERIES.join(", ")}; it is "${delivery}".`);
  }
  if (delivery === "endpoint") {
    let url = null;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (url?.protocol !== "https:") {
      throw new Error(
        "FORMS_DELIVERY=endpoint needs FORMS_ENDPOINT, the HTTPS address that receives the forms' " +
          `multipart posts (Formspree, Basin...); it is "${endpoint}". Without it every inquiry would be lost.`,
      );
    }
  } else if (endpoint) {
    throw new Error('FORMS_ENDPOINT is set but FORMS_DELIVERY is not "endpoint": set both, or neither.');
  }
  if (delivery === "netlify" && env.DEPLOY_TARGET?.trim() === "nginx") {
    throw new Error(
      "This build is for nginx (DEPLOY_TARGET=nginx), which does not handle form posts: with " +
        "FORMS_DELIVERY=netlify every inquiry and job application would be lost. Build with " +
        "FORMS_DELIVERY=endpoint and FORMS_ENDPOINT=https://... (see the README, Configuration).",
    );
  }
  return { formsDelivery: delivery, formsEndpoint: delivery === "endpoint" ? endpoint : "" };
}

/**
 * VIDEO_PLAYER_ORIGIN: the one player a project's video address may name (the CSP allows its frames).
 */
export function readVideoPlayerOrigin(env: Env = process.env) {
  return originOf(env.VIDEO_PLAYER_ORIGIN?.trim() || DEFAULT_VIDEO_PLAYER_ORIGIN);
}

/** Privacy-friendly analytics the site can count with (docs/forms.md, "What the site brings"). */
export const ANALYTICS_PROVIDERS = ["plausible"] as const;
export const DEFAULT_PLAUSIBLE_ENDPOINT = "https://plausible.io/api/event";

/**
 * ANALYTICS_PROVIDER, ANALYTICS_DOMAIN and ANALYTICS_ENDPOINT, checked. Unset: null, and the
 * pages carry not one byte of analytics. Plausible counts without cookies; the page sends its
 * events to Plausible's documented Events API (POST <endpoint>, JSON { name, url, domain,
 * referrer, props }), from our own few lines, no third-party script.
 */
export function readAnalytics(env: Env, siteUrl: string) {
  const provider = env.ANALYTICS_PROVIDER?.trim() ?? "";
  const domain = env.ANALYTICS_DOMAIN?.trim() ?? "";
  const endpoint = env.ANALYTICS_ENDPOINT?.trim() ?? "";
  if (!provider) {
    if (domain || endpoint)
      throw new Error(
        "ANALYTICS_DOMAIN or ANALYTICS_ENDPOINT is set but ANALYTICS_PROVIDER is not: set it (plausible), or neither.",
      );
    return null;
  }
  if (!isOneOf(ANALYTICS_PROVIDERS, provider))
    throw new Error(`ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(", ")}; it is "${provider}".`);
  const url = endpoint || DEFAULT_PLAUSIBLE_ENDPOINT;
  let parsed = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  const loopback = parsed?.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname);
  if (parsed?.protocol !== "https:" && !loopback)
    throw new Error(
      `ANALYTICS_ENDPOINT must be an HTTPS address (Plausible's Events API, /api/event); it is "${url}".`,
    );
  return { provider, endpoint: url, domain: domain || new URL(siteUrl).hostname.replace(/^www\./, "") };
}

/**
 * How the owner signs in to the editor (/admin/) on the published site (docs/editor-sign-in.md):
 * - `decapbridge` (default): DecapBridge's free sign-in (CMS_DECAPBRIDGE_SITE: the site ID its
 *   dashboard shows), e-mail and password, invitations and password reset by DecapBridge, on any host;
 * - `netlify`: Netlify Identity and Git Gateway, turned on in Netlify's dashboard (Netlify calls Git
 *   Gateway deprecated: kept for sites already set up with it); the identity widget is served from
 *   the site itself;
 * - `github`: GitHub accounts, through an OAuth service at CMS_AUTH_URL (any host), on CMS_REPO.
 * Checked here: a sign-in chosen (CMS_BACKEND set) whose settings could not work stops the build,
 * naming the missing setting. The default with no site ID yet builds the whole public site, and
 * /admin/ says that the sign-in is not set up and which setting to give (`missing`).
 */
export const EDITOR_SIGN_INS = ["decapbridge", "netlify", "github"] as const;
export const DEFAULT_EDITOR_SIGN_IN = "decapbridge";
export const DECAPBRIDGE_AUTH = "https://auth.decapbridge.com";
export const DECAPBRIDGE_GATEWAY = "https://gateway.decapbridge.com";
/**
 * Decap's git-gateway backend asks a status page every five minutes whether the gateway works
 * (netlifystatus.com by default: a third party the /admin/ policy refuses, and not DecapBridge's
 * status anyway). Its `status_endpoint` points it at a file of /admin/ itself that lists no outage.
 */
export const EDITOR_STATUS_PATH = "/admin/status.json";

/** Decap's `backend` block of /admin/config.yml, the origins /admin/ talks to beyond its own, and,
 * for the default sign-in before its setting is given, that setting's name (/admin/ says it). */
export function readEditorSettings(env: Env = process.env): {
  signIn: (typeof EDITOR_SIGN_INS)[number];
  backend: Record<string, string>;
  origins: string[];
  missing?: string;
} {
  const get = (name: string) => env[name]?.trim() ?? "";
  // "git-gateway" was this setting's name for Netlify Identity before the choice had three options.
  const chosen = get("CMS_BACKEND") === "git-gateway" ? "netlify" : get("CMS_BACKEND");
  const signIn = chosen || DEFAULT_EDITOR_SIGN_IN;
  const branch = get("CMS_BRANCH") || "main";
  const repo = get("CMS_REPO");
  if (!isOneOf(EDITOR_SIGN_INS, signIn))
    throw new Error(`CMS_BACKEND must be one of ${EDITOR_SIGN_INS.join(", ")}; it is "${signIn}".`);
  const missing = (name: string, what: string) =>
    new Error(
      `CMS_BACKEND=${signIn} needs ${name}: ${what}. Without it the owner could not sign in to /admin/ (docs/editor-sign-in.md).`,
    );
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_REPO must name a repository as owner/name, like "kendalgreen/site"; it is "${repo}".`);
  if (signIn === "netlify") {
    if (get("DEPLOY_TARGET") === "nginx")
      throw new Error(
        "This build is for nginx (DEPLOY_TARGET=nginx), which has no Netlify Identity: with CMS_BACKEND=netlify " +
          "the owner could not sign in to /admin/. Build with CMS_BACKEND=decapbridge and CMS_DECAPBRIDGE_SITE, " +
          "or CMS_BACKEND=github with CMS_REPO and CMS_AUTH_URL (docs/editor-sign-in.md).",
      );
    return { signIn, backend: { name: "git-gateway", branch, status_endpoint: EDITOR_STATUS_PATH }, origins: [] };
  }
  if (signIn === "decapbridge") {
    const site = get("CMS_DECAPBRIDGE_SITE");
    // The default, not yet set up: the site builds; /admin/ names the setting instead of a sign-in that cannot work.
    if (!site && !chosen)
      return {
        signIn,
        backend: { name: "git-gateway", branch, status_endpoint: EDITOR_STATUS_PATH },
        origins: [],
        missing: "CMS_DECAPBRIDGE_SITE",
      };
    if (!site) throw missing("CMS_DECAPBRIDGE_SITE", "the site ID DecapBridge's dashboard shows for this site");
    if (!/^[\w-]+$/.test(site))
      throw new Error(
        `CMS_DECAPBRIDGE_SITE must be the site ID DecapBridge shows (letters, digits, dashes); it is "${site}".`,
      );
    return {
      signIn,
      backend: {
        name: "git-gateway",
        branch,
        ...(repo ? { repo } : {}),
        identity_url: `${DECAPBRIDGE_AUTH}/sites/${site}`,
        gateway_url: DECAPBRIDGE_GATEWAY,
        status_endpoint: EDITOR_STATUS_PATH,
      },
      origins: [DECAPBRIDGE_AUTH, DECAPBRIDGE_GATEWAY],
    };
  }
  if (!repo) throw missing("CMS_REPO", 'the GitHub repository of the site, as owner/name, like "kendalgreen/site"');
  const auth = get("CMS_AUTH_URL");
  if (!auth) throw missing("CMS_AUTH_URL", "the https:// address of the OAuth service that signs GitHub users in");
  let url = null;
  try {
    url = new URL(auth);
  } catch {
    // reported below
  }
  if (url?.protocol !== "https:")
    throw new Error(`CMS_AUTH_URL must be an https:// address (the OAuth service); it is "${auth}".`);
  const endpoint = get("CMS_AUTH_ENDPOINT") || "auth";
  return {
    signIn,
    backend: { name: "github", repo, branch, base_url: url.origin, auth_endpoint: endpoint },
    origins: ["https://api.github.com"],
  };
}

/**
 * Netlify Identity e-mails its invitation, confirmation and password-recovery links to the site's
 * home page ("/#invite_token=..."), as Netlify documents. With Netlify sign-in, scripts/postbuild.ts
 * puts this one line in a script of its own at the end of the home page (forwardEditorLinks below):
 * it forwards those links to the editor, whose identity widget opens "Complete your signup" (or
 * "Recover password"). Allowed by its hash in the page's policy; not part of the page's JavaScript.
 */
export const EDITOR_LINK_FORWARDER =
  '/^#(invite|recovery|confirmation|email_change)_token=/.test(location.hash)&&location.replace("/admin/"+location.hash)';

/**
 * The home page with EDITOR_LINK_FORWARDER as a script of its own at the end of its <body>, as
 * scripts/postbuild.ts writes it for Netlify sign-in.
 */
export function forwardEditorLinks(html: string) {
  if (html.split("</body>").length !== 2) throw new Error("the home page has no single </body>");
  return html.replace("</body>", `<script>${EDITOR_LINK_FORWARDER}</script></body>`);
}

export type BuildConfig = ReturnType<typeof readBuildConfig>;
export type AnalyticsConfig = NonNullable<BuildConfig["analytics"]>;
export type EditorSettings = ReturnType<typeof readEditorSettings>;

export function readBuildConfig(env: Env = process.env) {
  const siteUrl = originOf(env.SITE_URL?.trim() || DEFAULT_SITE_URL);
  return {
    editorSignIn: readEditorSettings(env).signIn,
    siteUrl,
    reviewWidgetScript: env.REVIEW_WIDGET_SCRIPT?.trim() ?? "",
    contactFormUrl: env.CONTACT_FORM_URL?.trim() ?? "",
    contactFormScript: env.CONTACT_FORM_SCRIPT?.trim() ?? "",
    ...readFormsDelivery(env),
    videoPlayerOrigin: readVideoPlayerOrigin(env),
    analytics: readAnalytics(env, siteUrl),
  };
}

/** The origins of the configured third parties, for the Content-Security-Policy. */
export function thirdPartyOrigins(config: BuildConfig) {
  const origin = (url: string) => (url ? [new URL(url).origin] : []);
  return {
    reviewWidget: origin(config.reviewWidgetScript),
    contactForm: [...new Set([...origin(config.contactFormUrl), ...origin(config.contactFormScript)])],
    formsEndpoint: origin(config.formsEndpoint),
    videoPlayer: origin(config.videoPlayerOrigin),
    analytics: origin(config.analytics?.endpoint ?? ""),
  };
}

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value);
}
