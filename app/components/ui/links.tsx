import type { ReactNode } from "react";
import { SiteLink } from "~/components/layout/site-link";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** A link in running text that leads on to another page, with an arrow after its words. */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <SiteLink
      to={to}
      className={cn(className, "inline-flex items-center gap-1.5 font-semibold text-rust hover:underline")}
    >
      {children}
      <Icon name="arrow-right" className="size-4" />
    </SiteLink>
  );
}

const PILL_SIZES = { small: "px-3 py-1 text-sm", large: "px-4 py-2" } as const;

/** A row of links drawn as pills: the towns a contact card lists, the searches the search page suggests. */
export function PillLinks({
  links,
  size,
  className,
}: {
  links: readonly { href: string; label: string }[];
  size: keyof typeof PILL_SIZES;
  className?: string;
}) {
  return (
    <ul className={cn(className, "flex flex-wrap gap-2")}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            to={link.href}
            className={`inline-block rounded-full bg-linen ${PILL_SIZES[size]} font-medium text-walnut-dark hover:bg-honey/40`}
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
