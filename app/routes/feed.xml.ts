import { escapeXml } from "~/lib/xml";
import { absoluteUrl } from "~/lib/url";
import { getCollection, getPage, getSettings } from "~/lib/content/content.server";
import { articlePath } from "~/lib/content/paths";

/** Pre-rendered to build/client/resources/feed.xml: an Atom feed of the planning guides. */
export function loader() {
  const articles = getCollection("articles");
  const business = getSettings("business");
  const resources = getPage("resources");
  const updated =
    articles
      .map((a) => a.date)
      .sort()
      .at(-1) ?? "2025-01-01";
  const entries = articles.map((a) => {
    const url = absoluteUrl(articlePath(a));
    return `  <entry>
    <title>${escapeXml(a.title)}</title>
    <link href="${escapeXml(url)}"/>
    <id>${escapeXml(url)}</id>
    <published>${a.date}T00:00:00Z</published>
    <updated>${a.date}T00:00:00Z</updated>
    <category term="${escapeXml(a.category)}"/>
    <summary>${escapeXml(a.excerpt)}</summary>
  </entry>`;
  });
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(`${business.name}: ${resources.title}`)}</title>
  <subtitle>${escapeXml(resources.description)}</subtitle>
  <link rel="self" href="${escapeXml(absoluteUrl(getPage("feed").path))}"/>
  <link href="${escapeXml(absoluteUrl(resources.path))}"/>
  <id>${escapeXml(absoluteUrl(resources.path))}</id>
  <updated>${updated}T00:00:00Z</updated>
  <author><name>${escapeXml(business.founder)}</name></author>
${entries.join("\n")}
</feed>
`;
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
