/**
 * The route table. Every page is a static route so that any other path falls
 * through to the catch-all 404 route; the per-slug routes are generated from
 * the content lists, so adding a town, an article or a service to content adds
 * its page (and its pre-rendered HTML) with no other change.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { articles } from "./content/articles";
import { services, servicePaths } from "./content/services";
import { articlePath, pages, townPath } from "./content/site-pages";
import { towns } from "./content/towns";

const rel = (path: string) => path.replace(/^\//, "");

export default [
  index("routes/home.tsx"),
  route(rel(pages.services.path), "routes/services.tsx"),
  ...services.flatMap((service) =>
    servicePaths(service).map((path) => route(rel(path), "routes/service.tsx", { id: `service${path}` })),
  ),
  route(rel(pages.portfolio.path), "routes/portfolio.tsx"),
  route(rel(pages.attic.path), "routes/project.tsx"),
  route(rel(pages.about.path), "routes/about.tsx"),
  route(rel(pages.process.path), "routes/process.tsx"),
  route(rel(pages.testimonials.path), "routes/testimonials.tsx"),
  route(rel(pages.contact.path), "routes/contact.tsx"),
  route(rel(pages.review.path), "routes/review.tsx"),
  route(rel(pages.joinTeam.path), "routes/join-team.tsx"),
  ...towns.map((town) => route(rel(townPath(town)), "routes/service-area.tsx", { id: `town${townPath(town)}` })),
  route(rel(pages.resources.path), "routes/resources.tsx"),
  ...articles.map((article) =>
    route(rel(articlePath(article)), "routes/article.tsx", { id: `article${articlePath(article)}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
