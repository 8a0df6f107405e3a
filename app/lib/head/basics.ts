/**
 * The head entries every page has, the 404 page included: title, description
 * and the social tags that need no page address. `pageHead` (./page-head.ts)
 * adds the canonical link, the social card and the structured data; it runs
 * in the loaders, at build time. The 404 page has no loader (it also renders
 * in the browser for paths with no pre-rendered data), so it uses this alone.
 * This module is in the browser's code (every route's `meta`); page-head.ts is not.
 */
import type { MetaDescriptor } from "react-router";
import site from "virtual:content/site";

const { business } = site;

export function fullTitle(title: string): string {
  return title.includes(business.name) ? title : `${title} | ${business.name}`;
}

export function headBasics({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const full = fullTitle(title);
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * Every page route's `meta`: the head its loader built with `pageHead` at build time, so the
 * builders and their data stay out of the JavaScript.
 */
export function headFromLoader({ loaderData }: { loaderData: { head: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData.head;
}
