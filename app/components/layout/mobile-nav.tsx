import { Suspense } from "react";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { SearchForm } from "../search/search-link";
import { buttonClasses } from "../ui/button";
import { PhoneLink } from "./phone-link";
import { SiteLink, SiteNavLink } from "./site-link";
import { SubNavList } from "./sub-nav-link";
import site from "virtual:content/site";

const { contactCta, mainNav, serviceAreaLine } = site.navigation;
const PANEL_ID = "site-menu";

const iconButton = "inline-flex size-11 items-center justify-center rounded-md text-walnut-dark hover:bg-linen";

/**
 * The small-screen menu: a button and a panel listing every link, the service pages included. The
 * panel is an HTML popover (`popovertarget`): it opens on the first tap, before any script runs, and
 * the browser closes it on Escape or a tap outside and returns focus to the button. Following a
 * link loads the next page.
 */
export function MobileNav({ className }: { className?: string }) {
  const itemClasses = ({ isActive }: { isActive: boolean }) =>
    cn("block rounded-md px-3 py-2.5 text-base hover:bg-linen", isActive ? "font-semibold text-rust" : "text-ink");

  return (
    <div className={className}>
      <button type="button" className={iconButton} popoverTarget={PANEL_ID} aria-label="Open menu">
        <Icon name="menu" className="size-6" />
      </button>
      <nav
        id={PANEL_ID}
        popover="auto"
        aria-label="Mobile"
        className="m-0 ml-auto h-dvh max-h-none w-[85%] max-w-sm overflow-y-auto border-0 bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40"
      >
        {/* Hydrated on its own: a first tap on the button does not wait for the panel's links. */}
        <Suspense>
          <div className="container-page flex h-16 items-center justify-end border-b border-linen">
            <button
              type="button"
              className={iconButton}
              popoverTarget={PANEL_ID}
              popoverTargetAction="hide"
              aria-label="Close menu"
            >
              <Icon name="x" className="size-6" />
            </button>
          </div>
          <div className="container-page pt-4">
            <SearchForm />
          </div>
          <ul className="container-page py-3">
            {mainNav.map((item) => (
              <li key={item.href}>
                <SiteNavLink to={item.href} end className={itemClasses}>
                  {item.name}
                </SiteNavLink>
                {item.dropdown && (
                  <SubNavList
                    items={item.dropdown}
                    className="mb-2 ml-3 border-l-2 border-linen pl-2"
                    inactiveClass="text-ink-soft"
                  />
                )}
              </li>
            ))}
          </ul>
          <div className="container-page flex flex-col gap-3 border-t border-linen py-4">
            <SiteLink to={contactCta.href} className={buttonClasses("primary")}>
              {contactCta.name}
            </SiteLink>
            <PhoneLink className={buttonClasses("secondary")}>
              <span>Call </span>
            </PhoneLink>
            <p className="text-center text-sm text-ink-soft">{serviceAreaLine}</p>
          </div>
        </Suspense>
      </nav>
    </div>
  );
}
