/**
 * Builds a page's `<head>` entries: title, description, canonical link,
 * social tags and JSON-LD, at build time, so none of this code (nor the
 * business, town and service data of the structured data) is in the
 * JavaScript a visitor downloads. Each page route's loader returns `pageHead`
 * of its `PageMetaInput`, which its `meta` export returns (React Router's <Meta>
 * writes it, JSON-LD included): the whole head is in every page however it
 * was reached (docs/decisions/026-html-first.md).
 */
import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { fullTitle, headBasics } from "./head-basics";
import {
  breadcrumbNode,
  businessNode,
  businessSummaryNode,
  graph,
  webPageNode,
  websiteNode,
  type Crumb,
} from "./structured-data";
import { absoluteUrl } from "./url";
import { getCollection, getEntry, getSettings } from "~/lib/content/content.server";
import { cardPath } from "~/lib/content/paths";

export type PageMetaInput = {
  title: string;
  description: string;
  /** the path the page's canonical link names */
  canonicalPath: string;
  /** home > ... > this page; omitted on the home page */
  trail?: readonly Crumb[];
  /** the page node's type */
  pageType?: Parameters<typeof webPageNode>[0]["type"];
  /** extra properties of the page node (e.g. mainEntity) */
  pageExtra?: Record<string, unknown>;
  /** further JSON-LD nodes of this page */
  nodes?: Thing[];
  /** keep the page out of search results (it still has a canonical link and data) */
  noindex?: boolean;
  /** what the social card shows, when it is not the page's own */
  imageAlt?: string;
};

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { description, canonicalPath, trail, pageType, pageExtra, nodes = [], noindex = false } = input;
  const title = fullTitle(input.title);
  const url = absoluteUrl(canonicalPath);
  const descriptors = headBasics({ title: input.title, description, noindex });
  const card = absoluteUrl(cardPath(canonicalPath));
  descriptors.push(
    { property: "og:image", content: card },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: input.imageAlt ?? `${title}: ${getSettings("business").name}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: card },
  );
  const page = webPageNode({
    type: pageType,
    path: canonicalPath,
    name: title,
    description,
    breadcrumb: Boolean(trail),
    extra: pageExtra,
  });
  // Every page carries one connected graph: the page, its breadcrumb, the website and the business.
  // The business is described whole on the home page; the others name it (who and where) by its @id.
  const pageGraph = graph([
    page,
    ...(trail ? [breadcrumbNode(canonicalPath, trail)] : []),
    ...nodes,
    websiteNode(),
    canonicalPath === "/"
      ? businessNode({
          towns: getCollection("towns"),
          offers: getSettings("serviceLists").offerCatalog.map((slug) => getEntry("services", slug)),
        })
      : businessSummaryNode(),
  ]);
  descriptors.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { "script:ld+json": pageGraph },
  );
  return descriptors;
}

/** A page's whole head, for its loader (its route's `meta` returns it: `headFromLoader`). */
export const pageHead = pageMeta;
