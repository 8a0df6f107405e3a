import site from "virtual:content/site";

/** A step of a page's breadcrumb trail: what it is called and where it is. */
export type Crumb = { name: string; path: string };

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
