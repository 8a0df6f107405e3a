/** The copy of the pages (app/content/pages/*.yaml). */
export { aboutPage } from "virtual:content/aboutPage";
export { homePage } from "virtual:content/homePage";
export { pageIntros } from "virtual:content/pageIntros";
export { processPage } from "virtual:content/processPage";
