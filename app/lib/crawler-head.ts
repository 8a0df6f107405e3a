/**
 * The head entries only crawlers and link previews read: the social tags (og:, twitter:) and the
 * structured data (JSON-LD). Each page route's `middleware` (server-only, run at pre-render: React
 * Router's documented extension point) puts them in the request's router context; app/entry.server.tsx
 * hands them to <CrawlerHead>, which writes them at the end of <head>. They stay out of the route's
 * loader data, which the page carries a second time to hydrate from, and out of the JavaScript.
 */
import { createContext, type MetaDescriptor } from "react-router";

export const crawlerHeadContext = createContext<MetaDescriptor[]>([]);

/** Descriptors that the browser's `meta` keeps (they change on a client-side navigation). */
export function isBrowserHead(d: MetaDescriptor): boolean {
  return (
    "title" in d ||
    ("name" in d && (d.name === "description" || d.name === "robots")) ||
    ("tagName" in d && d.tagName === "link" && "rel" in d && d.rel === "canonical")
  );
}

/** What a client-side navigation leaves behind of the page first loaded: its crawler-only tags. */
export const CRAWLER_HEAD_SELECTOR =
  'meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';
