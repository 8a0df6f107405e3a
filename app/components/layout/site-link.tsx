import type { ComponentProps, Ref } from "react";
import { useLocation } from "react-router";

/** A path of the site, as the content writes it: `/services/kitchen`, `/contact#form`. */
export type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

const pathOf = (to: string) => (to.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "").toLowerCase() || "/";

/**
 * A link of the site: a plain `<a href>` that loads the page as a document, on every page alike (no
 * client-side navigation, even where React runs). The new page starts at the top with its own whole
 * head, and the browser's Speculation Rules have often prerendered it already
 * (app/components/layout/speculation-rules.tsx). Plain, not React Router's `<Link>`: it has nothing to
 * do here, and on a page React runs, each of the header's forty links would cost its hooks while the
 * header hydrates, which is what a first tap on the menu waits for.
 */
export function SiteLink({ to, children, ...props }: SiteLinkProps) {
  return (
    <a {...props} href={to}>
      {children}
    </a>
  );
}

/**
 * A link that knows whether it leads to the page on screen (`aria-current="page"`, and `className`
 * given `isActive`). A trailing slash makes no difference: the pre-render renders /about as /about/
 * (the file about/index.html) while the browser is at /about.
 */
export function SiteNavLink({
  className,
  end = false,
  ...props
}: Omit<SiteLinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const here = pathOf(useLocation().pathname);
  const there = pathOf(props.to);
  const isActive = here === there || (!end && there !== "/" && here.startsWith(`${there}/`));
  return (
    <SiteLink
      {...props}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
