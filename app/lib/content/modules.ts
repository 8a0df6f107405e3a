import { placeholderValues, type Content } from "./load.ts";
import { contentFiles } from "../../content/table.ts";

/**
 * The facts the browser needs on every page (the header, the footer, the links, the phone), as
 * `virtual:content/site` serves them; a route's other content reaches it through its loader.
 */
export function siteFacts({ settings, collections }: Content) {
  const { name, shortName, legalName, blurb, phone, afterHoursPhone, email } = settings.business;
  const { phoneHours, licence, copyrightYear } = settings.business;
  const { street, city, region, postalCode } = settings.business.address;
  const address = { street, city, region, postalCode };
  return {
    // What the browser's code reads on every page; the structured data's facts (founding, geo, hours,
    // payments...) are written at pre-render from the settings (app/lib/head/structured-data.ts), and a page's
    // own (the contact page's opening hours) come with its loader.
    business: {
      ...{ name, shortName, legalName, blurb, phone, afterHoursPhone, email, address },
      ...{ phoneHours, licence, copyrightYear },
    },
    navigation: settings.navigation,
    /** every page's path, by name */
    paths: Object.fromEntries(Object.entries(settings.sitePages).map(([name, page]) => [name, page.path])) as {
      [Name in keyof Content["settings"]["sitePages"]]: string;
    },
    /** slug and name of every service, slug and city of every town, in order */
    services: collections.services.map(({ slug, name }) => ({ slug, name })),
    towns: collections.towns.map(({ slug, city }) => ({ slug, city })),
  };
}
export type SiteFacts = ReturnType<typeof siteFacts>;

/**
 * What the editor's previews (app/lib/content/editor-preview.tsx) show around the entry being edited,
 * as the site does: the business facts prose names as `{phone}`, `{city}`... (filled in as the build
 * fills them), the words around every service, guide and town page, the services' names and
 * summaries (a guide's related service, a town's list), and the single files' names.
 */
export function editorPreview({ settings, collections, pages }: Content) {
  const { business, serviceLists } = settings;
  const name = (slug: string) => collections.services.find((s) => s.slug === slug)?.name ?? slug;
  return {
    facts: placeholderValues(
      business,
      collections.towns.map((t) => t.city),
    ),
    pages: { service: pages.service, article: pages.article, town: pages.town },
    beforeAfterMark: pages.portfolio.beforeAfterMark,
    services: collections.services.map(({ slug, name, summary }) => ({ slug, name, summary })),
    townServices: serviceLists.townPages.map((slug) => ({ slug, name: name(slug) })),
    files: Object.values(contentFiles).map((f) => f.name),
  };
}
export type EditorPreview = ReturnType<typeof editorPreview>;

/**
 * The source of every `virtual:content/<name>` module, as the Vite plugin serves it to the site and
 * the browser tests' resolve hook to their imports: the site's facts, the 404 page's words (it renders
 * in the browser, with no loader) and each form's words (only the page with that form loads them).
 */
export function contentModules(c: Content): Map<string, string> {
  const module = (value: unknown) => `export default ${JSON.stringify(value)};`;
  return new Map([
    ["site", module(siteFacts(c))],
    ["not-found", module(c.pages.notFound)],
    ["forms/common", module(c.forms.common)],
    ["forms/inquiry", module(c.forms.inquiry)],
    ["forms/job", module(c.forms.job)],
    ["editor-preview", module(editorPreview(c))],
  ]);
}
