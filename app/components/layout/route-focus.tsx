import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** The element a link's fragment names (`/#faq`), made focusable by script if it is not already. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash || hash === "#") return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the raw text up
  }
  const element = document.getElementById(id);
  if (element && element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  return element;
}

/**
 * After a client-side navigation to another page (never on the first load),
 * moves focus to the new page, as a full page load would: to the element the
 * URL's fragment names, else to the page's <main> (of id `mainId`; it has tabIndex -1), else
 * to the page's h1. The new document title is announced to screen readers
 * through a polite live region. Scrolling is left to the router's scroll
 * restoration (focus never scrolls), so Back still returns to the old position.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  const timer = useRef<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector("h1") ?? document.querySelector("h1");
    const target = fragmentTarget(hash) ?? main ?? heading;
    if (target && target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target?.focus({ preventScroll: true });
    // Emptied first, so that a title equal to the last one is announced again.
    window.clearTimeout(timer.current);
    setAnnouncement("");
    timer.current = window.setTimeout(() => setAnnouncement(document.title), 100);
    // Only a change of page counts; `hash` is read as it is at that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
