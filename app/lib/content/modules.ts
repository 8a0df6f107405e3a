import type { Content } from "./load.ts";

/**
 * The facts the browser needs on every page (the header, the footer, the links, the phone), as
 * `virtual:content/site` serves them; a route's other content reaches it through its loader.
 */
export function siteFacts({ settings, collections }: Content) {
  const { claims: _claims, promises: _promises, ...business } = settings.business;
  return {
    business,
    navigation: settings.navigation,
    /** every page's path, by name */
    paths: Object.fromEntries(Object.entries(settings.sitePages).map(([name, page]) => [name, page.path])) as {
      [Name in keyof Content["settings"]["sitePages"]]: string;
    },
    /** slug and name of every service, slug, city and county of every town, in order */
    services: collections.services.map(({ slug, name }) => ({ slug, name })),
    towns: collections.towns.map(({ slug, city, county }) => ({ slug, city, county })),
  };
}
export type SiteFacts = ReturnType<typeof siteFacts>;

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
  ]);
}
