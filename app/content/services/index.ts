import type { Service } from "../schema";
import { service as kitchen } from "./kitchen";
import { service as bathroom } from "./bathroom";
import { service as basement } from "./basement";
import { service as additions } from "./additions";
import { service as wholeHome } from "./whole-home";
import { service as propertyPreservation } from "./property-preservation";
import { service as woodworking } from "./woodworking";
import { service as closets } from "./closets";
import { service as decks } from "./decks";
import { service as mudrooms } from "./mudrooms";
import { service as poolHouses } from "./pool-houses";
import { service as preventativeMaintenance } from "./preventative-maintenance";

/** Every service page, in the order of the navigation dropdown and the /services page. */
export const services: readonly Service[] = [
  kitchen,
  bathroom,
  basement,
  additions,
  wholeHome,
  propertyPreservation,
  woodworking,
  closets,
  decks,
  mudrooms,
  poolHouses,
  preventativeMaintenance,
];

/** The seven services listed in the footer. */
export const footerServiceSlugs = [
  "kitchen",
  "bathroom",
  "basement",
  "additions",
  "whole-home",
  "property-preservation",
  "woodworking",
] as const;

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
] as const;

/** The five services of the offer catalog in the business's structured data. */
export const offerCatalogSlugs = ["kitchen", "bathroom", "basement", "additions", "woodworking"] as const;

/** The five services linked from every service-area page. */
export const townServiceSlugs = ["kitchen", "bathroom", "basement", "additions", "woodworking"] as const;

/**
 * The specification fixes one oddity: the pool-house page names
 * /services/poolhouses as its canonical path while links use
 * /services/pool-houses. Both paths are served, so the canonical never 404s.
 */
const canonicalSlugs: Readonly<Record<string, string>> = { "pool-houses": "poolhouses" };

export function servicePath(service: Service): string {
  return `/services/${service.slug}`;
}

export function serviceCanonicalPath(service: Service): string {
  return `/services/${canonicalSlugs[service.slug] ?? service.slug}`;
}

/** Every path a service page answers at: its own and, where different, its canonical one. */
export function servicePaths(service: Service): string[] {
  return [...new Set([servicePath(service), serviceCanonicalPath(service)])];
}

export function findService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug || canonicalSlugs[s.slug] === slug);
}

export function getService(slug: string): Service {
  const service = findService(slug);
  if (!service) throw new Error(`Unknown service "${slug}"`);
  return service;
}
