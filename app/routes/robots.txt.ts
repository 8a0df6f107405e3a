import { pages } from "~/lib/content/site-pages";
import { absoluteUrl } from "~/lib/url";

/** Pre-rendered to build/client/robots.txt. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${pages.search.path}`,
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
