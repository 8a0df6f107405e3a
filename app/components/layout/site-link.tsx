import type { MouseEvent, Ref } from "react";
import { Link, useLocation, useResolvedPath, type LinkProps, type To } from "react-router";

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

/**
 * A link that knows whether it leads to the page on screen (`aria-current="page"`, and `className`
 * given `isActive`). React Router's NavLink compares paths letter for letter, and the pre-render
 * renders /about as /about/ (the file about/index.html) while the browser is at /about: the link
 * was written inactive and hydrated active, which React does not patch up. Here a trailing slash
 * makes no difference, so the page as served is the page React renders.
 */
export function SiteNavLink({
  onClick,
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
      {...props}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      onClick={useScrollTopOnSamePage(props.to, onClick)}
    />
  );
}
