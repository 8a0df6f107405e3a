/** The content as `app/lib/content/vite-plugin.ts` serves it: every export is validated data. */
declare module "virtual:content" {
  import type { Content } from "~/lib/content/load";
  export const business: Content["business"];
  export const claims: Content["claims"];
  export const promises: Content["promises"];
  export const serviceAreaLine: Content["serviceAreaLine"];
  export const mainNav: Content["mainNav"];
  export const contactCta: Content["contactCta"];
  export const footerServiceSlugs: Content["footerServiceSlugs"];
  export const homeServiceSlugs: Content["homeServiceSlugs"];
  export const offerCatalogSlugs: Content["offerCatalogSlugs"];
  export const townServiceSlugs: Content["townServiceSlugs"];
  export const pages: Content["pages"];
  export const homePage: Content["homePage"];
  export const aboutPage: Content["aboutPage"];
  export const processPage: Content["processPage"];
  export const pageIntros: Content["pageIntros"];
  export const portfolioCategories: Content["portfolioCategories"];
  export const services: Content["services"];
  export const serviceCatalog: Content["serviceCatalog"];
  export const towns: Content["towns"];
  export const townCatalog: Content["townCatalog"];
  export const projects: Content["projects"];
  export const projectPages: Content["projectPages"];
  export const testimonials: Content["testimonials"];
  export const homeTestimonials: Content["homeTestimonials"];
  export const generalFaqs: Content["generalFaqs"];
  export const articles: Content["articles"];
  export const articleBodies: Content["articleBodies"];
  export const portfolioCopy: Content["portfolioCopy"];
  export const servicesCopy: Content["servicesCopy"];
  export const resourcesCopy: Content["resourcesCopy"];
  export const contactCopy: Content["contactCopy"];
  export const joinTeamCopy: Content["joinTeamCopy"];
  export const searchCopy: Content["searchCopy"];
  export const thankYouCopy: Content["thankYouCopy"];
  export const formCopy: Content["formCopy"];
  export const inquiryFormCopy: Content["inquiryFormCopy"];
  export const jobFormCopy: Content["jobFormCopy"];
  export const reviewCopy: Content["reviewCopy"];
  export const testimonialsCopy: Content["testimonialsCopy"];
  export const notFoundCopy: Content["notFoundCopy"];
  export const servicePageCopy: Content["servicePageCopy"];
  export const townPageCopy: Content["townPageCopy"];
  export const articlePageCopy: Content["articlePageCopy"];
}
declare module "virtual:content/business" {
  import type { Content } from "~/lib/content/load";
  export const business: Content["business"];
}
declare module "virtual:content/claims" {
  import type { Content } from "~/lib/content/load";
  export const claims: Content["claims"];
}
declare module "virtual:content/promises" {
  import type { Content } from "~/lib/content/load";
  export const promises: Content["promises"];
}
declare module "virtual:content/serviceAreaLine" {
  import type { Content } from "~/lib/content/load";
  export const serviceAreaLine: Content["serviceAreaLine"];
}
declare module "virtual:content/mainNav" {
  import type { Content } from "~/lib/content/load";
  export const mainNav: Content["mainNav"];
}
declare module "virtual:content/contactCta" {
  import type { Content } from "~/lib/content/load";
  export const contactCta: Content["contactCta"];
}
declare module "virtual:content/footerServiceSlugs" {
  import type { Content } from "~/lib/content/load";
  export const footerServiceSlugs: Content["footerServiceSlugs"];
}
declare module "virtual:content/homeServiceSlugs" {
  import type { Content } from "~/lib/content/load";
  export const homeServiceSlugs: Content["homeServiceSlugs"];
}
declare module "virtual:content/offerCatalogSlugs" {
  import type { Content } from "~/lib/content/load";
  export const offerCatalogSlugs: Content["offerCatalogSlugs"];
}
declare module "virtual:content/townServiceSlugs" {
  import type { Content } from "~/lib/content/load";
  export const townServiceSlugs: Content["townServiceSlugs"];
}
declare module "virtual:content/pages" {
  import type { Content } from "~/lib/content/load";
  export const pages: Content["pages"];
}
/** Every page's path alone, for links (app/lib/content/modules.ts). */
declare module "virtual:content/pagePaths" {
  import type { Content } from "~/lib/content/load";
  export const pagePaths: { [Page in keyof Content["pages"]]: { path: string } };
}
/**
 * One page's path, title and description, for its own route's `meta` (`virtual:content/pages/about`;
 * only pages with a title of their own: not the feed, the sitemap...).
 */
declare module "virtual:content/pages/*" {
  import type { Content } from "~/lib/content/load";
  const page: Extract<Content["pages"][keyof Content["pages"]], { title: string; description: string }>;
  export default page;
}
declare module "virtual:content/homePage" {
  import type { Content } from "~/lib/content/load";
  export const homePage: Content["homePage"];
}
declare module "virtual:content/aboutPage" {
  import type { Content } from "~/lib/content/load";
  export const aboutPage: Content["aboutPage"];
}
declare module "virtual:content/processPage" {
  import type { Content } from "~/lib/content/load";
  export const processPage: Content["processPage"];
}
declare module "virtual:content/pageIntros" {
  import type { Content } from "~/lib/content/load";
  export const pageIntros: Content["pageIntros"];
}
declare module "virtual:content/portfolioCategories" {
  import type { Content } from "~/lib/content/load";
  export const portfolioCategories: Content["portfolioCategories"];
}
declare module "virtual:content/services" {
  import type { Content } from "~/lib/content/load";
  export const services: Content["services"];
}
declare module "virtual:content/serviceCatalog" {
  import type { Content } from "~/lib/content/load";
  export const serviceCatalog: Content["serviceCatalog"];
}
declare module "virtual:content/towns" {
  import type { Content } from "~/lib/content/load";
  export const towns: Content["towns"];
}
declare module "virtual:content/townCatalog" {
  import type { Content } from "~/lib/content/load";
  export const townCatalog: Content["townCatalog"];
}
declare module "virtual:content/projects" {
  import type { Content } from "~/lib/content/load";
  export const projects: Content["projects"];
}
declare module "virtual:content/projectPages" {
  import type { Content } from "~/lib/content/load";
  export const projectPages: Content["projectPages"];
}
declare module "virtual:content/testimonials" {
  import type { Content } from "~/lib/content/load";
  export const testimonials: Content["testimonials"];
}
declare module "virtual:content/homeTestimonials" {
  import type { Content } from "~/lib/content/load";
  export const homeTestimonials: Content["homeTestimonials"];
}
declare module "virtual:content/generalFaqs" {
  import type { Content } from "~/lib/content/load";
  export const generalFaqs: Content["generalFaqs"];
}
declare module "virtual:content/articles" {
  import type { Content } from "~/lib/content/load";
  export const articles: Content["articles"];
}
declare module "virtual:content/articleBodies" {
  import type { Content } from "~/lib/content/load";
  export const articleBodies: Content["articleBodies"];
}
declare module "virtual:content/portfolioCopy" {
  import type { Content } from "~/lib/content/load";
  export const portfolioCopy: Content["portfolioCopy"];
}
declare module "virtual:content/reviewCopy" {
  import type { Content } from "~/lib/content/load";
  export const reviewCopy: Content["reviewCopy"];
}
declare module "virtual:content/testimonialsCopy" {
  import type { Content } from "~/lib/content/load";
  export const testimonialsCopy: Content["testimonialsCopy"];
}
declare module "virtual:content/notFoundCopy" {
  import type { Content } from "~/lib/content/load";
  export const notFoundCopy: Content["notFoundCopy"];
}
declare module "virtual:content/servicePageCopy" {
  import type { Content } from "~/lib/content/load";
  export const servicePageCopy: Content["servicePageCopy"];
}
declare module "virtual:content/townPageCopy" {
  import type { Content } from "~/lib/content/load";
  export const townPageCopy: Content["townPageCopy"];
}
declare module "virtual:content/articlePageCopy" {
  import type { Content } from "~/lib/content/load";
  export const articlePageCopy: Content["articlePageCopy"];
}
declare module "virtual:content/servicesCopy" {
  import type { Content } from "~/lib/content/load";
  export const servicesCopy: Content["servicesCopy"];
}
declare module "virtual:content/resourcesCopy" {
  import type { Content } from "~/lib/content/load";
  export const resourcesCopy: Content["resourcesCopy"];
}
declare module "virtual:content/contactCopy" {
  import type { Content } from "~/lib/content/load";
  export const contactCopy: Content["contactCopy"];
}
declare module "virtual:content/joinTeamCopy" {
  import type { Content } from "~/lib/content/load";
  export const joinTeamCopy: Content["joinTeamCopy"];
}
declare module "virtual:content/searchCopy" {
  import type { Content } from "~/lib/content/load";
  export const searchCopy: Content["searchCopy"];
}
declare module "virtual:content/thankYouCopy" {
  import type { Content } from "~/lib/content/load";
  export const thankYouCopy: Content["thankYouCopy"];
}
declare module "virtual:content/formCopy" {
  import type { Content } from "~/lib/content/load";
  export const formCopy: Content["formCopy"];
}
declare module "virtual:content/inquiryFormCopy" {
  import type { Content } from "~/lib/content/load";
  export const inquiryFormCopy: Content["inquiryFormCopy"];
}
declare module "virtual:content/jobFormCopy" {
  import type { Content } from "~/lib/content/load";
  export const jobFormCopy: Content["jobFormCopy"];
}
