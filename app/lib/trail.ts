import type { Crumb } from "./structured-data";
import site from "virtual:content/site";

const home: Crumb = { name: "Home", path: site.paths.home };

/** Home > ...crumbs: the breadcrumb trail of an inner page. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [home, ...crumbs];
}

export const crumbs = {
  services: { name: "Services", path: site.paths.services },
  portfolio: { name: "Portfolio", path: site.paths.portfolio },
  resources: { name: "Resources", path: site.paths.resources },
} satisfies Record<string, Crumb>;
