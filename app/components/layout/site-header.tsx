import { Suspense } from "react";
import { SearchLink } from "../search/search-link";
import { buttonClasses } from "../ui/button";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { SiteLink } from "./site-link";
import { TopBar } from "./top-bar";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 shadow-sm">
      <TopBar />
      <div className="relative border-b border-linen bg-paper">
        <div className="container-page flex h-16 items-center gap-4 lg:h-20">
          <Logo />
          {/* Takes the space between the logo and the buttons, its links at its start: painted before
              the buttons after it have been read, nothing moves when they arrive. */}
          {/* Each navigation is a boundary of its own (React's selective hydration): on a page React
              runs, a tap on the menu button waits for the header's frame alone, not for its fifty links. */}
          <Suspense>
            <DesktopNav className="hidden flex-1 xl:ml-4 xl:block" />
          </Suspense>
          <div className="ml-auto flex items-center gap-2">
            <SearchLink />
            <span className="hidden sm:block">
              <SiteLink to={contactCta.href} className={buttonClasses("primary", "sm")}>
                {contactCta.name}
              </SiteLink>
            </span>
            <MobileNav className="xl:hidden" />
          </div>
        </div>
      </div>
    </header>
  );
}
