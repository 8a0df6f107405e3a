/**
 * The index of every page: its path, the route module that renders it, the
 * title and picture of its social card, whether it is the canonical address
 * of its content, and when it last changed. The route table (app/routes.ts),
 * the sitemap and the social cards are all built from this one list.
 */
import { THANK_YOU_PATH } from "../../../config/form-settings.ts";
import type { Content } from "./load";
import { articlePath, serviceCanonicalPath, servicePaths, townPath } from "./paths";

export type PageEntry = {
  path: string;
  /** route module, relative to app/ */
  file: string;
  /** route id, when several paths share a module */
  id?: string;
  /** false for an alias path whose canonical link names another path */
  canonical: boolean;
  /** ISO date of the last content change */
  lastmod: string;
  card: { title: string; art: string };
};

/** When the site's pages (other than dated articles) last changed. */
export const SITE_UPDATED = "2025-08-08";

const page = (path: string, file: string, title: string, art: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  path,
  file,
  canonical: true,
  lastmod: SITE_UPDATED,
  card: { title, art },
  ...extra,
});

/** What the index is built from: the content API's settings, collections and the town pages' text. */
export type SiteIndexContent = {
  business: { tagline: string };
  sitePages: Content["settings"]["sitePages"];
  services: readonly { slug: string; name: string; image: { art: string } }[];
  towns: readonly { slug: string; city: string; image: { art: string } }[];
  articles: readonly { slug: string; title: string; date: string; image: { art: string } }[];
  projectPages: readonly { slug: string; title: string; hero: { art: string } }[];
  townPage: { heading: string };
};

export function siteIndex({
  business,
  sitePages: pages,
  services,
  towns,
  articles,
  projectPages,
  townPage,
}: SiteIndexContent): PageEntry[] {
  return [
    page(pages.home.path, "routes/home.tsx", business.tagline, "hero-home"),
    page(pages.services.path, "routes/services.tsx", pages.services.title, "service-whole-home"),
    ...services.flatMap((service) =>
      servicePaths(service).map((path) =>
        page(path, "routes/service.tsx", service.name, service.image.art, {
          id: `service${path}`,
          canonical: path === serviceCanonicalPath(service),
        }),
      ),
    ),
    page(pages.portfolio.path, "routes/portfolio.tsx", pages.portfolio.title, "project-kitchen"),
    ...projectPages.map((project) =>
      page(`${pages.portfolio.path}/${project.slug}`, "routes/project.tsx", project.title, project.hero.art, {
        id: `project${pages.portfolio.path}/${project.slug}`,
      }),
    ),
    page(pages.about.path, "routes/about.tsx", "About Kendal Green Builders", "founder"),
    page(pages.process.path, "routes/process.tsx", pages.process.title, "workshop"),
    page(pages.testimonials.path, "routes/testimonials.tsx", pages.testimonials.title, "project-porch"),
    page(pages.contact.path, "routes/contact.tsx", "Start a Conversation", "hero-home"),
    page(pages.estimate.path, "routes/estimate.tsx", pages.estimate.title, "service-kitchen"),
    page(pages.review.path, "routes/review.tsx", pages.review.title, "project-deck"),
    page(pages.joinTeam.path, "routes/join-team.tsx", "Join Our Team", "workshop"),
    ...towns.map((town) =>
      page(
        townPath(town),
        "routes/service-area.tsx",
        townPage.heading.replaceAll("{town}", town.city),
        town.image.art,
        {
          id: `town${townPath(town)}`,
        },
      ),
    ),
    page(pages.resources.path, "routes/resources.tsx", pages.resources.title, "article-kitchen-remodel-planning-guide"),
    ...articles.map((article) =>
      page(articlePath(article), "routes/article.tsx", article.title, article.image.art, {
        id: `article${articlePath(article)}`,
        lastmod: article.date,
      }),
    ),
    page(pages.search.path, "routes/search.tsx", "Search", "hero-home", { canonical: false }),
    // Where the forms land without JavaScript: not a page to find (noindex, not in the sitemap).
    page(THANK_YOU_PATH, "routes/thank-you.tsx", "Thank You", "hero-home", { canonical: false }),
  ];
}
