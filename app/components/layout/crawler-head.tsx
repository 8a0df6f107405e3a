import { createContext, use, useEffect, useRef } from "react";
import { useLocation, type MetaDescriptor } from "react-router";
import { CRAWLER_HEAD_SELECTOR } from "~/lib/crawler-head";

/** The page's crawler-only head entries while pre-rendering (app/entry.server.tsx), null in the browser. */
export const CrawlerHeadTags = createContext<MetaDescriptor[] | null>(null);

/** As React Router's <Meta> writes JSON-LD: no "<", ">", "&" or line separators inside the script. */
const ESCAPE: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeJson = (json: string) => json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPE[c]!);

/**
 * The social tags and structured data (app/lib/crawler-head.ts), last in <head>, in the pre-rendered
 * page only. The browser renders nothing here; React 19 leaves the tags it does not expect at the end of
 * <head> as they are when it hydrates. On the first client-side navigation they go: they describe the
 * page first loaded, and crawlers read every page fresh.
 */
export function CrawlerHead() {
  const tags = use(CrawlerHeadTags);
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current)
      for (const tag of document.head.querySelectorAll(CRAWLER_HEAD_SELECTOR)) tag.remove();
  }, [pathname]);
  // Pre-render only: the browser's code carries none of what follows.
  if (!import.meta.env.SSR || tags === null) return null;
  return tags.map((tag) => {
    if ("script:ld+json" in tag) {
      const json = JSON.stringify(tag["script:ld+json"]);
      return <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJson(json) }} />;
    }
    return <meta key={JSON.stringify(tag)} {...(tag as Record<string, string>)} />;
  });
}
