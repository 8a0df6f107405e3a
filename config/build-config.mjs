/**
 * Build-time configuration, read from environment variables when the site is
 * built. Every variable has a default that builds a complete site offline.
 * The README lists them; `vite.config.ts` hands them to the app as
 * `__BUILD_CONFIG__`, and the build scripts (security headers, hosting
 * configs) read them from here too. Types: build-config.d.mts.
 */
export const DEFAULT_SITE_URL = "https://www.kendalgreenbuilders.com";
export const DEFAULT_VIDEO_PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

function originOf(value) {
  return new URL(value).origin;
}

/** @param {Record<string, string | undefined>} env */
export function readBuildConfig(env = process.env) {
  return {
    siteUrl: originOf(env.SITE_URL?.trim() || DEFAULT_SITE_URL),
    reviewWidgetScript: env.REVIEW_WIDGET_SCRIPT?.trim() ?? "",
    contactFormUrl: env.CONTACT_FORM_URL?.trim() ?? "",
    contactFormScript: env.CONTACT_FORM_SCRIPT?.trim() ?? "",
    jobApplicationEndpoint: env.JOB_APPLICATION_ENDPOINT?.trim() ?? "",
    videoPlayerOrigin: originOf(env.VIDEO_PLAYER_ORIGIN?.trim() || DEFAULT_VIDEO_PLAYER_ORIGIN),
  };
}

/** The origins of the configured third parties, for the Content-Security-Policy. */
export function thirdPartyOrigins(config) {
  const origin = (url) => (url ? [new URL(url).origin] : []);
  return {
    reviewWidget: origin(config.reviewWidgetScript),
    contactForm: [...new Set([...origin(config.contactFormUrl), ...origin(config.contactFormScript)])],
    jobEndpoint: origin(config.jobApplicationEndpoint),
    videoPlayer: origin(config.videoPlayerOrigin),
  };
}
