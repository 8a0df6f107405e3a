import type { Content } from "./load.ts";
import { servicePath } from "./paths.ts";

/**
 * The facts the browser needs on every page (the header, the footer, the links, the phone), as
 * `virtual:content/site` serves them; a route's other content reaches it through its loader.
 */
export function siteFacts(c: Content) {
  const serviceName = (slug: string) => c.serviceCatalog.find((s) => s.slug === slug)!;
  return {
    business: c.business,
    navigation: {
      /** the item marked `dropdown: services` lists every service page */
      mainNav: c.mainNav.map((item) =>
        item.dropdown
          ? {
              name: item.name,
              href: item.href,
              dropdown: c.serviceCatalog.map((s) => ({ name: s.name, href: servicePath(s) })),
            }
          : { name: item.name, href: item.href },
      ),
      contactCta: c.contactCta,
      serviceAreaLine: c.serviceAreaLine,
      footerServices: c.footerServiceSlugs.map(serviceName),
    },
    /** every page's path, by name */
    paths: Object.fromEntries(Object.entries(c.pages).map(([name, page]) => [name, page.path])) as {
      [Name in keyof Content["pages"]]: string;
    },
    /** slug and name of every service, slug, city and county of every town, in order */
    services: c.serviceCatalog,
    towns: c.townCatalog,
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
    ["not-found", module({ ...c.pages.notFound, ...c.notFoundCopy })],
    ["forms/common", module(c.formCopy)],
    ["forms/inquiry", module(c.inquiryFormCopy)],
    ["forms/job", module(c.jobFormCopy)],
  ]);
}
