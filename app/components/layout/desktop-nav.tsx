import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { InlineScript } from "~/lib/inline-script";
import { servicesMenu } from "~/lib/page-scripts/services-menu";
import { SiteNavLink } from "./site-link";
import { SubNavList } from "./sub-nav-link";
import site from "virtual:content/site";

const { mainNav } = site.navigation;
const DROPDOWN_ATTR = "data-dropdown";

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-10 items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-linen hover:text-walnut-dark",
    isActive ? "text-rust" : "text-ink",
  );

/**
 * The main navigation. The Services entry is a link to /services whose dropdown of service pages
 * shows on hover and on keyboard focus by CSS alone, before any script runs; a small script adds
 * Escape and `aria-expanded` (app/lib/page-scripts/services-menu.ts).
 *
 * The links sit at the start of the space between the logo and the header's buttons: if the browser
 * paints the header before it has read the buttons after the navigation, nothing moves when they come.
 */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        {mainNav.map((item) => (
          <li
            key={item.href}
            className={item.dropdown ? "group relative" : undefined}
            {...(item.dropdown ? { [DROPDOWN_ATTR]: "" } : {})}
          >
            <SiteNavLink to={item.href} end={!item.dropdown} className={linkClasses}>
              {item.name}
              {item.dropdown && (
                <Icon
                  name="chevron-down"
                  className="size-4 transition-transform group-focus-within:rotate-180 group-hover:rotate-180 group-data-closed:rotate-0!"
                />
              )}
            </SiteNavLink>
            {item.dropdown && (
              <div className="absolute top-full left-0 z-50 hidden pt-2 group-focus-within:block group-hover:block group-data-closed:hidden!">
                <SubNavList
                  items={item.dropdown}
                  className="w-72 rounded-lg border border-linen bg-paper p-2 shadow-xl"
                  inactiveClass="text-ink"
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <InlineScript run={servicesMenu} args={[DROPDOWN_ATTR]} />
    </nav>
  );
}
