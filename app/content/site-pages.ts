/**
 * The site's pages: every path, and the search-engine title and description
 * of the pages that are not generated from a content entry. `app/routes.ts`
 * builds the route table from this file and the content lists, so a path is
 * written here once and nowhere else.
 */
import type { Article, Town } from "./schema";

export const pages = {
  home: {
    path: "/",
    title: "Kendal Green Builders | Home Remodeling & Custom Woodworking in Weston, MA",
    description:
      "Kitchens, baths, basements, additions and custom woodworking for homes in Weston, Wellesley, Newton and nearby towns. Owner on site, free consultations.",
  },
  services: {
    path: "/services",
    title: "Remodeling & Woodworking Services",
    description:
      "Every service we offer: kitchens, bathrooms, basements, additions, whole-home renovations, custom woodworking, closets, decks, laundry rooms and more.",
  },
  portfolio: {
    path: "/portfolio",
    title: "Our Project Portfolio",
    description:
      "Kitchens, additions, porches, decks, pool houses and more, built by our crew for homeowners in Weston and the surrounding towns. Filter by project type.",
  },
  about: {
    path: "/about",
    title: "About Us",
    description:
      "Meet Mark Hollander and the Kendal Green crew: a Weston remodeling and woodworking company built on craftsmanship, clear communication and trust since 2010.",
  },
  process: {
    path: "/process",
    title: "Our Remodeling Process",
    description:
      "How a project runs with us, from the first walk-through and a fixed, itemized proposal to construction with the owner on site and a final walk-through.",
  },
  testimonials: {
    path: "/testimonials",
    title: "Client Reviews & Testimonials",
    description:
      "Rated 5.0 across 200+ reviews. Read what homeowners in Weston, Wellesley, Newton and nearby towns say about working with Kendal Green Builders.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us | Start a Conversation",
    description:
      "Tell us about your project. Free consultation and estimate, a reply within 1 business day, licensed and insured in Massachusetts.",
  },
  review: {
    path: "/review",
    title: "Leave a Review",
    description:
      "Worked with Kendal Green Builders? Share your experience on Google or Facebook. It helps your neighbors choose a contractor with confidence.",
  },
  joinTeam: {
    path: "/join-team",
    title: "Join Our Team | Carpentry Careers",
    description:
      "Carpenters, apprentices and finish craftsmen: join a small Weston crew with steady local work, a real woodshop and an owner who teaches the trade.",
  },
  resources: {
    path: "/resources",
    title: "Remodeling Planning Guides & Resources",
    description:
      "Plain-spoken guides for homeowners in Middlesex and Norfolk Counties: kitchen and bath planning, budgets, permits in Weston and the remodels that pay back.",
  },
  attic: {
    path: "/portfolio/attic-renovation",
  },
  feed: {
    path: "/resources/feed.xml",
  },
  search: {
    path: "/search",
    title: "Search",
    description: "Search our services, projects, planning guides, service areas and frequently asked questions.",
  },
  notFound: {
    path: "/404",
    description: "Sorry, we couldn't find the page you're looking for.",
  },
} as const;

export function townPath(town: Pick<Town, "slug">): string {
  return `/service-areas/${town.slug}`;
}

export function articlePath(article: Pick<Article, "slug">): string {
  return `/resources/${article.slug}`;
}

/** The file name of a page's social card: "/" -> "home", "/services/kitchen" -> "services-kitchen". */
export function cardPath(path: string): string {
  const slug = path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
  return `/og/${slug}.png`;
}
