import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { SiteNavLink } from "./site-link";

/**
 * A service page's link under Services, in the desktop dropdown and the mobile menu; the current
 * page's link is bold and rust, the others take the menu's own colour.
 */
export function SubNavLink({
  to,
  inactiveClass,
  children,
}: {
  to: string;
  inactiveClass: string;
  children: ReactNode;
}) {
  return (
    <SiteNavLink
      to={to}
      className={({ isActive }) =>
        cn(
          "block rounded-md px-3 py-2 text-[0.95rem] hover:bg-linen",
          isActive ? "font-semibold text-rust" : inactiveClass,
        )
      }
    >
      {children}
    </SiteNavLink>
  );
}

/** The service pages' links under Services: the desktop dropdown's list and the mobile menu's. */
export function SubNavList({
  items,
  className,
  inactiveClass,
}: {
  items: readonly { name: string; href: string }[];
  className: string;
  inactiveClass: string;
}) {
  return (
    <ul className={className}>
      {items.map((sub) => (
        <li key={sub.href}>
          <SubNavLink to={sub.href} inactiveClass={inactiveClass}>
            {sub.name}
          </SubNavLink>
        </li>
      ))}
    </ul>
  );
}
