/**
 * The one way the site reads its content: route loaders, app/routes.ts, build-time code and the lead
 * e-mails (netlify/lead-mail.ts) call `getSettings("business")`, `getPage("about")`,
 * `getForm("inquiry")`, `getCollection("towns")` or `getEntry("services", "kitchen")`. Each returns a
 * part of what ./load.ts read and validated (the working tree's content, or CONTENT_ROOT's), under the
 * same name, typed from the zod schemas in app/content/schema.ts. It never runs in the browser (React
 * Router refuses a `.server` module in the client bundle); what the browser needs comes from the
 * small modules of ./modules.ts.
 */
import { loadContent, type Content } from "./load";
import { siteIndex } from "./site-index";

export type Settings = Content["settings"];
export type Pages = Content["pages"];
export type Forms = Content["forms"];
export type Collections = Content["collections"];
export type CollectionEntry<K extends keyof Collections> = Collections[K][number];

export const getSettings = <K extends keyof Settings>(name: K): Settings[K] => loadContent().settings[name];
export const getPage = <K extends keyof Pages>(name: K): Pages[K] => loadContent().pages[name];
export const getForm = <K extends keyof Forms>(name: K): Forms[K] => loadContent().forms[name];
export const getCollection = <K extends keyof Collections>(name: K): Collections[K] => loadContent().collections[name];

/** One entry of a collection by its slug (or, for projects and reviews, its id); an unknown one is an error. */
export function getEntry<K extends keyof Collections>(name: K, key: string | number): CollectionEntry<K> {
  const list: readonly CollectionEntry<K>[] = getCollection(name);
  const keyOf = (e: { slug?: string; id?: string | number }) => String(e.slug ?? e.id);
  const entry = list.find((e) => keyOf(e as { slug?: string; id?: string | number }) === String(key));
  if (!entry) throw new Error(`No entry "${key}" in the ${name} collection`);
  return entry;
}

/** Every page of the site, for the route table (app/routes.ts), the sitemap and the social cards. */
export function getSiteIndex() {
  const { settings, collections, pages } = loadContent();
  return siteIndex({ ...settings, ...collections, townPage: pages.town });
}
