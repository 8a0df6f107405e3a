import { absoluteUrl } from "~/lib/url";
import { getPage } from "~/lib/content/content.server";

/** Pre-rendered to build/client/robots.txt. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${getPage("search").path}`,
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
