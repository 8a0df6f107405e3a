/**
 * Builds a page's `<head>` entries: title, description, canonical link,
 * social tags and JSON-LD, at build time, so none of this code (nor the
 * business, town and service data of the structured data) is in the
 * JavaScript a visitor downloads. Each page route gives its `PageMetaInput`
 * twice: its loader returns `pageHead` (title, description, robots, canonical),
 * which its `meta` export returns and React Router swaps on client-side
 * navigation; its `middleware` (`crawlerHeadMiddleware`) puts the rest, the
 * tags only crawlers and link previews read, into the pre-rendered page alone
 * (app/lib/crawler-head.ts), so the data the page hydrates from does not carry
 * them a second time (docs/decisions/019-the-first-paint-on-documented-ground.md).
 */
import type { MetaDescriptor, MiddlewareFunction, Params } from "react-router";
import { crawlerHeadContext, isBrowserHead } from "./crawler-head";
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
  // The business is described whole on the home page; the others name it (who and where) by its @id,
  // which keeps 2.3 KB of repeated data out of every other page (docs/decisions/019).
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

/** The entries the browser keeps and swaps (title, description, robots, canonical): for a loader. */
export function pageHead(input: PageMetaInput): MetaDescriptor[] {
  return pageMeta(input).filter(isBrowserHead);
}

/**
 * A page route's `middleware`: the page's social tags and structured data, for the pre-render only
 * (app/lib/crawler-head.ts). `input` reads the same content as the route's loader.
 */
export function crawlerHeadMiddleware(
  input: (args: { request: Request; params: Params }) => PageMetaInput,
): MiddlewareFunction<Response>[] {
  return [
    ({ request, params, context }, next) => {
      context.set(
        crawlerHeadContext,
        pageMeta(input({ request, params })).filter((d) => !isBrowserHead(d)),
      );
      return next();
    },
  ];
}
