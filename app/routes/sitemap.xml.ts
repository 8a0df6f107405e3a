import { escapeXml } from "~/lib/xml";
import { builtSiteIndex } from "~/lib/content/pages-index";
import { absoluteUrl } from "~/lib/url";

/** Pre-rendered to build/client/sitemap.xml: every canonical page, never an alias or the 404. */
export function loader() {
  const urls = builtSiteIndex()
    .filter((entry) => entry.canonical)
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
