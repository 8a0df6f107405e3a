import { escapeXml } from "~/lib/xml";
import { absoluteUrl } from "~/lib/url";
import { getSiteIndex } from "~/lib/content/content.server";

/** Pre-rendered to build/client/sitemap.xml: every canonical page, never an alias or the 404. */
export function loader() {
  const urls = getSiteIndex()
    .filter((entry) => entry.canonical)
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
