import type { MouseEvent, Ref } from "react";
import { Link, NavLink, useLocation, useResolvedPath, type LinkProps, type NavLinkProps, type To } from "react-router";

const trim = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * Following a link always lands at the top of the page. A link to another page
 * gets that from the router's scroll restoration (which also lets Back return
 * to the old position); a link to the page the visitor is already on scrolls
 * up here, since no navigation to a new page happens.
 */
function useScrollTopOnSamePage(to: To, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const location = useLocation();
  const target = useResolvedPath(to);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (trim(target.pathname) === trim(location.pathname)) window.scrollTo({ top: 0, left: 0 });
  };
}

export function SiteLink({ onClick, ...props }: LinkProps) {
  return <Link {...props} onClick={useScrollTopOnSamePage(props.to, onClick)} />;
}

export function SiteNavLink({ onClick, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <NavLink {...props} onClick={useScrollTopOnSamePage(props.to, onClick)} />;
}
