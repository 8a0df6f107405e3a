/**
 * The route table. Every page is a static route so that any other path falls
 * through to the catch-all 404 route. The pages come from the site index
 * (app/lib/content/site-index.ts), which the content API builds from the content files: adding a
 * town, an article or a service to content adds its page, its pre-rendered
 * HTML, its sitemap entry and its social card with no other change.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { getSiteIndex } from "./lib/content/content.server";

export default [
  ...getSiteIndex().map((entry) =>
    entry.path === "/"
      ? index(entry.file)
      : // Case-sensitive like the files a static host serves. The hosts (scripts/serve.ts and
        // deploy/nginx.conf) redirect a page's path in other letter case, /ABOUT, to the page.
        route(entry.path.slice(1), entry.file, { caseSensitive: true, ...(entry.id ? { id: entry.id } : {}) }),
  ),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("resources/feed.xml", "routes/feed.xml.ts"),
  route("og/cards.json", "routes/og-cards.json.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
