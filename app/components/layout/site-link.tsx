import type { Ref } from "react";
import { Link, useLocation, useResolvedPath, type LinkProps } from "react-router";

const trim = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * A link of the site: an `<a href>` that loads the page as a document, on every page alike
 * (`reloadDocument`: no client-side navigation, even where React runs). The new page starts at the
 * top with its own whole head, and the browser's Speculation Rules have often prerendered it already
 * (app/components/layout/speculation-rules.tsx). `discover="none"`: React Router marks each link
 * `data-discover` for looking routes up, which a pre-rendered site does not do.
 */
export function SiteLink(props: LinkProps) {
  return <Link discover="none" reloadDocument {...props} />;
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
}: Omit<LinkProps, "className"> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const here = trim(useLocation().pathname).toLowerCase();
  const there = trim(useResolvedPath(props.to).pathname).toLowerCase();
  const isActive = here === there || (!end && there !== "/" && here.startsWith(`${there}/`));
  return (
    <Link
      discover="none"
      reloadDocument
      {...props}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}
