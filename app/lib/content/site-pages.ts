/**
 * The site's pages: every path, and the search-engine title and description of
 * the pages not generated from an entry (app/content/settings/site-pages.yaml).
 */
export { pages } from "virtual:content/pages";
export { articlePath, cardPath, townPath } from "./paths";
