import { siteUrl } from "../../config/site-url.ts";

/** The absolute URL of a site path, on the configured origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** The last segment of a pathname, ignoring a trailing slash and a `.data` suffix. */
export function lastSegment(pathname: string): string {
  const clean = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return decodeURIComponent(clean.slice(clean.lastIndexOf("/") + 1));
}
