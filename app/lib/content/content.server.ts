/**
 * The one way the site reads its content: route loaders, app/routes.ts and build-time code call
 * `getSettings("business")`, `getPage("about")`, `getForm("inquiry")`, `getCollection("towns")` or
 * `getEntry("services", "kitchen")`. Each returns the validated files (./load.ts), typed from the zod
 * schemas in app/content/schema.ts. It runs at build time and in the dev server, never in the browser
 * (React Router refuses a `.server` module in the client bundle); what the browser needs comes from
 * the small modules of ./modules.ts.
 */
import { loadContent, type Content } from "./load";
import { siteFacts } from "./modules";
import { siteIndex } from "./site-index";

/** Everything the API returns, built once per load of the files. */
function view(c: Content) {
  const { pages: meta } = c;
  return {
    settings: {
      /** settings/business.yaml: identity, hours, claims and promises */
      business: { ...c.business, claims: c.claims, promises: c.promises },
      /** settings/navigation.yaml, with the services dropdown and the footer's services resolved */
      navigation: siteFacts(c).navigation,
      /** settings/service-lists.yaml: which services the home page, the offer catalog and the town pages list */
      serviceLists: { home: c.homeServiceSlugs, offerCatalog: c.offerCatalogSlugs, townPages: c.townServiceSlugs },
      /** settings/site-pages.yaml: every page's path, and its search-engine title and description */
      sitePages: meta,
    },
    /** A page: its path, title and description (settings/site-pages.yaml) with its own words (pages/<name>.yaml). */
    pages: {
      home: { ...meta.home, ...c.homePage },
      about: { ...meta.about, ...c.aboutPage },
      process: { ...meta.process, ...c.processPage },
      services: { ...meta.services, hero: c.pageIntros.services, ...c.servicesCopy },
      portfolio: {
        ...meta.portfolio,
        hero: c.pageIntros.portfolio,
        ...c.portfolioCopy,
        categories: c.portfolioCategories,
      },
      testimonials: { ...meta.testimonials, hero: c.pageIntros.testimonials, ...c.testimonialsCopy },
      contact: { ...meta.contact, hero: c.pageIntros.contact, ...c.contactCopy },
      review: { ...meta.review, hero: c.pageIntros.review, ...c.reviewCopy },
      joinTeam: { ...meta.joinTeam, hero: c.pageIntros.joinTeam, ...c.joinTeamCopy },
      resources: { ...meta.resources, hero: c.pageIntros.resources, ...c.resourcesCopy },
      search: { ...meta.search, ...c.searchCopy },
      /** the cost estimator's words; its figures are each service's `estimate` */
      estimate: { ...meta.estimate, ...c.estimateCopy },
      notFound: { ...meta.notFound, ...c.notFoundCopy },
      thankYou: c.thankYouCopy,
      feed: meta.feed,
      attic: meta.attic,
      /** the questions' heading and intro (pages/faq.yaml), shown on the home and contact pages */
      faq: c.pageIntros.faq,
      /** the words around every service, town and article page ({town}, {service} filled by their loaders) */
      service: c.servicePageCopy,
      town: c.townPageCopy,
      article: c.articlePageCopy,
    },
    /** The forms' words (forms/*.yaml). */
    forms: { common: c.formCopy, inquiry: c.inquiryFormCopy, job: c.jobFormCopy, leadMail: c.leadMailCopy },
    /** The folders of entries, in their order; articles with their Markdown body. */
    collections: {
      services: c.services,
      towns: c.towns,
      projects: c.projects,
      projectPages: c.projectPages,
      testimonials: c.testimonials,
      faqs: c.generalFaqs,
      articles: c.articles.map((a) => ({ ...a, body: c.articleBodies[a.slug]! })),
    },
  };
}

type View = ReturnType<typeof view>;
export type Settings = View["settings"];
export type Pages = View["pages"];
export type Forms = View["forms"];
export type Collections = View["collections"];
export type CollectionEntry<K extends keyof Collections> = Collections[K][number];

let cached: { content: Content; view: View } | undefined;
function current(): View {
  const content = loadContent();
  // As JSON, as the pages receive it: a field the owner left empty is absent, not `undefined`
  // (which would cost every page's data a key and its value).
  if (cached?.content !== content) cached = { content, view: JSON.parse(JSON.stringify(view(content))) as View };
  return cached.view;
}

export const getSettings = <K extends keyof Settings>(name: K): Settings[K] => current().settings[name];
export const getPage = <K extends keyof Pages>(name: K): Pages[K] => current().pages[name];
export const getForm = <K extends keyof Forms>(name: K): Forms[K] => current().forms[name];
export const getCollection = <K extends keyof Collections>(name: K): Collections[K] => current().collections[name];

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
  const { settings, collections, pages } = current();
  return siteIndex({ ...settings, ...collections, townPage: pages.town });
}
