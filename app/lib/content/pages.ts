/** The copy of the pages (app/content/pages/*.yaml). */
export { aboutPage } from "virtual:content/aboutPage";
export { homePage } from "virtual:content/homePage";
export { pageIntros } from "virtual:content/pageIntros";
export { processPage } from "virtual:content/processPage";
export { portfolioCopy } from "virtual:content/portfolioCopy";
export { reviewCopy } from "virtual:content/reviewCopy";
export { testimonialsCopy } from "virtual:content/testimonialsCopy";
export { notFoundCopy } from "virtual:content/notFoundCopy";
export { servicePageCopy } from "virtual:content/servicePageCopy";
export { townPageCopy } from "virtual:content/townPageCopy";
export { articlePageCopy } from "virtual:content/articlePageCopy";
export { servicesCopy } from "virtual:content/servicesCopy";
export { resourcesCopy } from "virtual:content/resourcesCopy";
export { contactCopy } from "virtual:content/contactCopy";
export { joinTeamCopy } from "virtual:content/joinTeamCopy";
export { searchCopy } from "virtual:content/searchCopy";
export { thankYouCopy } from "virtual:content/thankYouCopy";

export { fill } from "./fill";
