/**
 * Builds a page's `<head>` entries: title, description, canonical link,
 * social tags and JSON-LD. Route modules call `pageMeta` from their `meta`
 * export; React Router swaps all of it on client-side navigation, so the
 * previous page's title, canonical and structured data never linger.
 */
import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { business } from "~/content/business";
import { breadcrumbNode, graph, webPageNode, type Crumb } from "./structured-data";
import { absoluteUrl } from "./url";

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
  noindex?: boolean;
};

export function fullTitle(title: string): string {
  return title.includes(business.name) ? title : `${title} | ${business.name}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { description, canonicalPath, trail, pageType, pageExtra, nodes = [], noindex = false } = input;
  const title = fullTitle(input.title);
  const url = absoluteUrl(canonicalPath);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
  if (noindex) {
    descriptors.push({ name: "robots", content: "noindex" });
    return descriptors;
  }
  const page = webPageNode({
    type: pageType,
    path: canonicalPath,
    name: title,
    description,
    breadcrumb: Boolean(trail),
    extra: pageExtra,
  });
  const pageGraph = graph([page, ...(trail ? [breadcrumbNode(canonicalPath, trail)] : []), ...nodes]);
  descriptors.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    { "script:ld+json": pageGraph },
  );
  return descriptors;
}
