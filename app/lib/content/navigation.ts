/**
 * The main navigation and the contact button (app/content/settings/navigation.yaml).
 * The item marked `dropdown: services` lists every service page.
 */
import { mainNav as items } from "virtual:content/mainNav";
import { serviceCatalog } from "virtual:content/serviceCatalog";
import { servicePath } from "./paths";

export { contactCta } from "virtual:content/contactCta";

export type NavLinkItem = { name: string; href: string };
export type NavItem = NavLinkItem & { dropdown?: readonly NavLinkItem[] };

export const mainNav: readonly NavItem[] = items.map((item) =>
  item.dropdown
    ? { ...item, dropdown: serviceCatalog.map((s) => ({ name: s.name, href: servicePath(s) })) }
    : (item as NavLinkItem),
);
