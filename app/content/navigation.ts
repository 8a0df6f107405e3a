import { serviceCatalog, servicePath } from "./services/catalog";
import { pages } from "./site-pages";

/** Navigation item: name, href, optional dropdown of name/href (spec section 3). */
export type NavLinkItem = { name: string; href: string };
export type NavItem = NavLinkItem & { dropdown?: readonly NavLinkItem[] };

export const mainNav: readonly NavItem[] = [
  { name: "Home", href: pages.home.path },
  {
    name: "Services",
    href: pages.services.path,
    dropdown: serviceCatalog.map((s) => ({ name: s.name, href: servicePath(s) })),
  },
  { name: "Portfolio", href: pages.portfolio.path },
  { name: "About", href: pages.about.path },
  { name: "Process", href: pages.process.path },
  { name: "Testimonials", href: pages.testimonials.path },
  { name: "Join Our Team", href: pages.joinTeam.path },
];

export const contactCta: NavLinkItem = { name: "Start a Conversation", href: pages.contact.path };
