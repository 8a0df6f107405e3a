import { contentRoot, loadContent } from "../../../app/lib/content/load";
import { articlePath, servicePath, townPath } from "../../../app/lib/content/paths";

/**
 * The content the site under test was built from, through the site's own loader: the working tree's, or
 * CONTENT_ROOT's (a copy the owner's edits were made to: scripts/owner-edits.ts). Browser tests take
 * every expected name, number, count and hour from it, so an edit the owner makes never fails them; the
 * specification's own figures are checked once on the shipped content (tests/unit/specification.test.ts).
 */
export const content = loadContent(contentRoot());

export { articlePath, servicePath, townPath };

/** The projects a portfolio filter option shows ("All": every project). */
export const projectsIn = (category: string) =>
  category === "All"
    ? content.collections.projects
    : content.collections.projects.filter((p) => p.category === category);

/** A portfolio filter option other than "All" with projects, and one with none (if the owner left one empty). */
export const usedCategory = content.pages.portfolio.categories.find((c) => c !== "All" && projectsIn(c).length > 0)!;
export const emptyCategory = content.pages.portfolio.categories.find((c) => c !== "All" && projectsIn(c).length === 0);
