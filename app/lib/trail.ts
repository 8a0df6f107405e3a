import { pages } from "~/lib/content/site-pages";
import type { Crumb } from "./structured-data";

const home: Crumb = { name: "Home", path: pages.home.path };

/** Home > ...crumbs: the breadcrumb trail of an inner page. */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [home, ...crumbs];
}

export const crumbs = {
  services: { name: "Services", path: pages.services.path },
  portfolio: { name: "Portfolio", path: pages.portfolio.path },
  resources: { name: "Resources", path: pages.resources.path },
} satisfies Record<string, Crumb>;
