/**
 * The services (app/content/services/*.yaml). `serviceCatalog` (slug and name,
 * in order) is small and may go to every page; the full entries are meant for
 * loaders, which run at build time.
 */
import type { Service } from "~/content/schema";
import { serviceCatalog } from "virtual:content/serviceCatalog";
import { services } from "virtual:content/services";
import { serviceSlugOf } from "./paths";

export { footerServiceSlugs } from "virtual:content/footerServiceSlugs";
export { homeServiceSlugs } from "virtual:content/homeServiceSlugs";
export { offerCatalogSlugs } from "virtual:content/offerCatalogSlugs";
export { serviceCatalog } from "virtual:content/serviceCatalog";
export { services } from "virtual:content/services";
export { townServiceSlugs } from "virtual:content/townServiceSlugs";
export { serviceCanonicalPath, servicePath, servicePaths, serviceSlugOf } from "./paths";

export type ServiceEntry = { slug: string; name: string };

export function catalogEntry(slug: string): ServiceEntry {
  const entry = serviceCatalog.find((s) => s.slug === slug);
  if (!entry) throw new Error(`Unknown service "${slug}"`);
  return entry;
}

export function findService(slugOrAlias: string): Service | undefined {
  const slug = serviceSlugOf(slugOrAlias);
  return services.find((s) => s.slug === slug);
}

export function getService(slug: string): Service {
  const service = findService(slug);
  if (!service) throw new Error(`Unknown service "${slug}"`);
  return service;
}
