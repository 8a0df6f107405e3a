/** The site index of the content as built (for the sitemap and the social cards; app/routes.ts reads the files itself). */
import { articles } from "virtual:content/articles";
import { business } from "virtual:content/business";
import { pages } from "virtual:content/pages";
import { projectPages } from "virtual:content/projectPages";
import { services } from "virtual:content/services";
import { towns } from "virtual:content/towns";
import { townPageCopy } from "virtual:content/townPageCopy";
import { siteIndex, type PageEntry } from "./site-index";

export function builtSiteIndex(): PageEntry[] {
  return siteIndex({ business, pages, services, towns, articles, projectPages, townPageCopy });
}
