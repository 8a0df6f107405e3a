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

/**
 * `discover="none"`: React Router marks each link `data-discover` for looking routes up as they are
 * rendered, which a pre-rendered site (`ssr: false`) does not do: its every route is in the manifest
 * from the start. The attribute was 21 bytes on each of up to 85 links a page.
 */
export function SiteLink({ onClick, ...props }: LinkProps) {
  return <Link discover="none" {...props} onClick={useScrollTopOnSamePage(props.to, onClick)} />;
}

export function SiteNavLink({ onClick, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <NavLink discover="none" {...props} onClick={useScrollTopOnSamePage(props.to, onClick)} />;
}
