import { Icon } from "~/components/ui/icon";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/lib/cn";
import { SiteNavLink } from "./site-link";
import { SubNavLink } from "./sub-nav-link";
import site from "virtual:content/site";

const { mainNav } = site.navigation;
type NavItem = (typeof mainNav)[number];

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-10 items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-linen hover:text-walnut-dark",
    isActive ? "text-rust" : "text-ink",
  );

/**
 * The Services entry: a link to /services whose dropdown of service pages
 * opens on hover and on keyboard focus, and closes on Escape. Like the mobile
 * menu's panel, the dropdown is rendered only while open: it opens only once
 * the page's code runs, and its links are in the footer of every page.
 */
function DropdownItem({ item }: { item: NavItem & { dropdown: NonNullable<NavItem["dropdown"]> } }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const dismissed = useRef(false);
  const menuId = useId();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      dismissed.current = true;
      setOpen(false);
      triggerRef.current?.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover, focus and Escape anywhere in the item open or close its submenu; the link and the button inside are the controls
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (dismissed.current) dismissed.current = false;
        else setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <SiteNavLink
        ref={triggerRef}
        to={item.href}
        className={linkClasses}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(false)}
      >
        {item.name}
        <Icon name="chevron-down" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </SiteNavLink>
      {open && (
        <div id={menuId} className="absolute top-full left-0 z-50 pt-2">
          <ul className="w-72 rounded-lg border border-linen bg-paper p-2 shadow-xl">
            {item.dropdown.map((sub) => (
              <li key={sub.href}>
                <SubNavLink to={sub.href} inactiveClass="text-ink" onClick={() => setOpen(false)}>
                  {sub.name}
                </SubNavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        {mainNav.map((item) =>
          item.dropdown ? (
            <DropdownItem key={item.href} item={{ ...item, dropdown: item.dropdown }} />
          ) : (
            <li key={item.href}>
              <SiteNavLink to={item.href} end className={linkClasses}>
                {item.name}
              </SiteNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
