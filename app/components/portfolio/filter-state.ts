import type { PortfolioCategory } from "~/content/schema";
import type { ProjectCardData as Project } from "~/content/project-page";

export const CATEGORY_PARAM = "category";

/** The category named by a `?category=` value; anything unknown falls back to "All". */
export function parseCategory(value: string | null, categories: readonly PortfolioCategory[]): PortfolioCategory {
  return value && categories.includes(value) ? value : "All";
}

/** The query string for a category: "All" is the page without a query. */
export function categorySearch(category: PortfolioCategory): string {
  return category === "All" ? "" : `?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}

/** Projects shown for a category: "All" shows every project. */
export function projectsIn(projects: readonly Project[], category: PortfolioCategory): Project[] {
  return category === "All" ? [...projects] : projects.filter((p) => p.category === category);
}
