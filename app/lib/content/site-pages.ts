/**
 * The site's pages (app/content/settings/site-pages.yaml). `pages` has every page's path, for links:
 * every page's JavaScript carries it. A page's search-engine title and description come with its own
 * route (`import page from "virtual:content/pages/about"`), and build-time code that needs them all
 * (the search index, the feed) reads `pageEntries`.
 */
export { pagePaths as pages } from "virtual:content/pagePaths";
export { pages as pageEntries } from "virtual:content/pages";
export { articlePath, cardPath, townPath } from "./paths";
