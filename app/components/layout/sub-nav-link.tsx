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
