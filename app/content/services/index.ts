import type { Service, ServiceDetails } from "../schema";
import { serviceCatalog, serviceSlugOf, type ServiceSlug } from "./catalog";
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

export * from "./catalog";

const details: Record<ServiceSlug, ServiceDetails> = {
  kitchen: kitchen,
  bathroom: bathroom,
  basement: basement,
  additions: additions,
  "whole-home": wholeHome,
  "property-preservation": propertyPreservation,
  woodworking: woodworking,
  closets: closets,
  decks: decks,
  mudrooms: mudrooms,
  "pool-houses": poolHouses,
  "preventative-maintenance": preventativeMaintenance,
};

/** Every service page with its full content, in catalog order. */
export const services: readonly Service[] = serviceCatalog.map((entry) => ({ ...entry, ...details[entry.slug] }));

export function findService(slugOrAlias: string): Service | undefined {
  const slug = serviceSlugOf(slugOrAlias);
  return services.find((s) => s.slug === slug);
}

export function getService(slug: string): Service {
  const service = findService(slug);
  if (!service) throw new Error(`Unknown service "${slug}"`);
  return service;
}
