import { getSettings, getSiteIndex } from "~/lib/content/content.server";
import { cardPath } from "~/lib/content/paths";

/**
 * Pre-rendered to build/client/og/cards.json: what scripts/social-cards.ts (run by
 * scripts/postbuild.ts) draws for each page's 1200x630 social card. It removes the file after use.
 */
export function loader() {
  const seen = new Set<string>();
  const cards = getSiteIndex()
    .map((entry) => ({ file: cardPath(entry.path), title: entry.card.title, art: entry.card.art }))
    .filter((card) => !seen.has(card.file) && seen.add(card.file));
  const business = getSettings("business");
  return Response.json({ business: business.name, tagline: business.tagline, cards });
}
