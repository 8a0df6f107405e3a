/**
 * Build-time configuration, read from environment variables when the site is
 * built. Every variable has a default that builds a complete site offline.
 * The README lists them; `vite.config.ts` hands them to the app as
 * `__BUILD_CONFIG__`, and the build scripts read them from here too.
 */
export type BuildConfig = {
  /** origin of the public site, used for canonical links, sitemap and social tags */
  siteUrl: string;
  /** review widget loader URL with its id query parameter; empty means no widget */
  reviewWidgetScript: string;
  /** the contact form provider's form URL (shown in an iframe); empty means none */
  contactFormUrl: string;
  /** the contact form provider's embed script; empty means none */
  contactFormScript: string;
  /** where job applications are POSTed as JSON; empty means they are only logged */
  jobApplicationEndpoint: string;
};

export const DEFAULT_SITE_URL = "https://www.kendalgreenbuilders.com";

function originOf(value: string): string {
  const url = new URL(value);
  return url.origin;
}

export function readBuildConfig(env: Record<string, string | undefined> = process.env): BuildConfig {
  return {
    siteUrl: originOf(env.SITE_URL?.trim() || DEFAULT_SITE_URL),
    reviewWidgetScript: env.REVIEW_WIDGET_SCRIPT?.trim() ?? "",
    contactFormUrl: env.CONTACT_FORM_URL?.trim() ?? "",
    contactFormScript: env.CONTACT_FORM_SCRIPT?.trim() ?? "",
    jobApplicationEndpoint: env.JOB_APPLICATION_ENDPOINT?.trim() ?? "",
  };
}
