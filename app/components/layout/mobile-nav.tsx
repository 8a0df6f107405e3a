import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { SearchForm } from "../search/search-link";
import { buttonClasses } from "../ui/button";
import { PhoneLink } from "./phone-link";
import { SiteLink, SiteNavLink } from "./site-link";
import { SubNavLink } from "./sub-nav-link";
import site from "virtual:content/site";

const { contactCta, mainNav, serviceAreaLine } = site.navigation;

/**
 * The small-screen menu: a toggle button and a panel listing every link,
 * the service pages included. Following a link or pressing Escape closes it.
 * The panel is rendered only while open: the pre-rendered page carries the
 * same links in the main navigation and the footer, and the closed panel was
 * 4.6 KB of every page's HTML (0.35 KB brotli) that no one sees before the
 * code has started, since the toggle needs it.
 */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const itemClasses = ({ isActive }: { isActive: boolean }) =>
    cn("block rounded-md px-3 py-2.5 text-base hover:bg-linen", isActive ? "font-semibold text-rust" : "text-ink");

  return (
    <div className={className}>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-walnut-dark hover:bg-linen"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Mobile"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-linen bg-paper shadow-xl"
        >
          <div className="container-page pt-4">
            <SearchForm onSubmit={close} />
          </div>
          <ul className="container-page py-3">
            {mainNav.map((item) => (
              <li key={item.href}>
                <SiteNavLink to={item.href} end className={itemClasses} onClick={close}>
                  {item.name}
                </SiteNavLink>
                {item.dropdown && (
                  <ul className="mb-2 ml-3 border-l-2 border-linen pl-2">
                    {item.dropdown.map((sub) => (
                      <li key={sub.href}>
                        <SubNavLink to={sub.href} inactiveClass="text-ink-soft" onClick={close}>
                          {sub.name}
                        </SubNavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <div className="container-page flex flex-col gap-3 border-t border-linen py-4">
            <SiteLink to={contactCta.href} className={buttonClasses("primary")} onClick={close}>
              {contactCta.name}
            </SiteLink>
            <PhoneLink className={buttonClasses("secondary")}>
              <span>Call </span>
            </PhoneLink>
            <p className="text-center text-sm text-ink-soft">{serviceAreaLine}</p>
          </div>
        </nav>
      )}
    </div>
  );
}
