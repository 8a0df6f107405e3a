/** The portfolio (app/content/projects/*.yaml), its filter options and the project pages (app/content/project-pages). */
import { projectPages } from "virtual:content/projectPages";

export { portfolioCategories } from "virtual:content/portfolioCategories";
export { projectPages } from "virtual:content/projectPages";
export { projects } from "virtual:content/projects";

/** The one project with its own page: /portfolio/attic-renovation */
export function getProjectPage(slug: string) {
  const page = projectPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Unknown project page "${slug}"`);
  return page;
}
