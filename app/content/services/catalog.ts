/**
 * The list of services: slug, name and order. It is small and goes to every
 * page (navigation, footer, structured data); each service's full content
 * lives in its own file and is loaded only by the pages that show it.
 */
export const serviceCatalog = [
  { slug: "kitchen", name: "Kitchen Remodeling" },
  { slug: "bathroom", name: "Bathroom Remodeling" },
  { slug: "basement", name: "Basement Finishing" },
  { slug: "additions", name: "Home Additions" },
  { slug: "whole-home", name: "Whole-Home Renovations" },
  { slug: "property-preservation", name: "Property Preservation" },
  { slug: "woodworking", name: "Custom Woodworking" },
  { slug: "closets", name: "Master Custom Closets" },
  { slug: "decks", name: "Decks & Porches" },
  { slug: "mudrooms", name: "Laundry Rooms" },
  { slug: "pool-houses", name: "Pool Houses" },
  { slug: "preventative-maintenance", name: "Preventative Maintenance" },
] as const;

export type ServiceSlug = (typeof serviceCatalog)[number]["slug"];
export type ServiceEntry = { slug: string; name: string };

/** The seven services listed in the footer. */
export const footerServiceSlugs = [
  "kitchen",
  "bathroom",
  "basement",
  "additions",
  "whole-home",
  "property-preservation",
  "woodworking",
] as const satisfies readonly ServiceSlug[];

/** The eleven service cards of the home page (every service but the maintenance check-up). */
export const homeServiceSlugs = [
  "kitchen",
  "bathroom",
  "basement",
  "additions",
  "woodworking",
  "whole-home",
  "property-preservation",
  "closets",
  "decks",
  "mudrooms",
  "pool-houses",
] as const satisfies readonly ServiceSlug[];

/** The five services of the offer catalog in the business's structured data. */
export const offerCatalogSlugs = [
  "kitchen",
  "bathroom",
  "basement",
  "additions",
  "woodworking",
] as const satisfies readonly ServiceSlug[];

/** The five services linked from every service-area page. */
export const townServiceSlugs = [
  "kitchen",
  "bathroom",
  "basement",
  "additions",
  "woodworking",
] as const satisfies readonly ServiceSlug[];

/**
 * The specification fixes one oddity: the pool-house page names
 * /services/poolhouses as its canonical path while links use
 * /services/pool-houses. Both paths are served, so the canonical never 404s.
 */
const canonicalSlugs: Readonly<Record<string, string>> = { "pool-houses": "poolhouses" };

export function servicePath(service: Pick<ServiceEntry, "slug">): string {
  return `/services/${service.slug}`;
}

export function serviceCanonicalPath(service: Pick<ServiceEntry, "slug">): string {
  return `/services/${canonicalSlugs[service.slug] ?? service.slug}`;
}

/** Every path a service page answers at: its own and, where different, its canonical one. */
export function servicePaths(service: Pick<ServiceEntry, "slug">): string[] {
  return [...new Set([servicePath(service), serviceCanonicalPath(service)])];
}

/** The slug a path segment names, aliases included. */
export function serviceSlugOf(segment: string): string {
  return Object.entries(canonicalSlugs).find(([, alias]) => alias === segment)?.[0] ?? segment;
}

export function catalogEntry(slug: string): ServiceEntry {
  const entry = serviceCatalog.find((s) => s.slug === slug);
  if (!entry) throw new Error(`Unknown service "${slug}"`);
  return entry;
}
