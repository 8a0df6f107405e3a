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
        <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
          <Logo />
          <DesktopNav className="hidden xl:block" />
          <div className="flex items-center gap-2">
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
