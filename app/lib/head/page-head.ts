/**
 * A page's whole `<head>`: title, description, canonical link, social tags and JSON-LD, built by its
 * route's loader at pre-render, so none of this code (nor the business, town and service data of the
 * structured data) is in the JavaScript a visitor downloads. The route's `meta` is `headFromLoader`
 * (./basics.ts), which hands it to React Router's <Meta>: the whole head is in every page however it
 * was reached (docs/decisions/002-metadata-through-route-meta.md, 026-html-first.md).
 *
 * A route states only what is particular to its page:
 *   head: pageHead(getPage("about"), { trail, type: "AboutPage", mainEntity: { "@id": ids.business } })
 */
import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import type { Faq } from "~/content/schema";
import type { Crumb } from "~/lib/trail";
import { absoluteUrl } from "~/lib/url";
import { getCollection, getEntry, getSettings } from "~/lib/content/content.server";
import { cardPath } from "~/lib/content/paths";
import { fullTitle, headBasics } from "./basics";
import {
  breadcrumbNode,
  businessNode,
  businessSummaryNode,
  faqEntities,
  graph,
  webPageNode,
  websiteNode,
  type PageType,
} from "./structured-data";

/** The page's own words and the address its canonical link names (a content page's file has all three). */
export type HeadWords = { title: string; description: string; path: string };

/** What is particular to a page's head beyond its words. */
export type HeadExtras = {
  /** home > ... > this page; omitted on the home page */
  trail?: readonly Crumb[];
  /** the page node's type, when it is not a plain WebPage (a page with `faqs` is an FAQPage) */
  type?: Exclude<PageType, "FAQPage">;
  /** the questions the page answers: an FAQPage whose main entity they are */
  faqs?: readonly Faq[];
  /** what the page is about, as a JSON-LD node or reference */
  mainEntity?: unknown;
  /** when the page's facts last changed (ISO date) */
  dateModified?: string;
  /** further JSON-LD nodes of this page */
  nodes?: Thing[];
  /** keep the page out of search results (it still has a canonical link and data) */
  noindex?: boolean;
};

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

export function pageHead(words: HeadWords, extras: HeadExtras = {}): MetaDescriptor[] {
  const { description, path } = words;
  const { trail, faqs, nodes = [], noindex = false } = extras;
  const title = fullTitle(words.title);
  const url = absoluteUrl(path);
  const card = absoluteUrl(cardPath(path));
  const mainEntity = faqs ? faqEntities(faqs) : extras.mainEntity;
  const page = webPageNode({
    type: faqs ? "FAQPage" : extras.type,
    path,
    name: title,
    description,
    breadcrumb: Boolean(trail),
    extra: {
      ...(mainEntity === undefined ? {} : { mainEntity }),
      ...(extras.dateModified === undefined ? {} : { dateModified: extras.dateModified }),
    },
  });
  // Every page carries one connected graph: the page, its breadcrumb, the website and the business.
  // The business is described whole on the home page; the others name it (who and where) by its @id.
  const pageGraph = graph([
    page,
    ...(trail ? [breadcrumbNode(path, trail)] : []),
    ...nodes,
    websiteNode(),
    path === "/"
      ? businessNode({
          towns: getCollection("towns"),
          offers: getSettings("serviceLists").offerCatalog.map((slug) => getEntry("services", slug)),
        })
      : businessSummaryNode(),
  ]);
  return [
    ...headBasics({ title: words.title, description, noindex }),
    { property: "og:image", content: card },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: `${title}: ${getSettings("business").name}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: card },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { "script:ld+json": pageGraph },
  ];
}
