import { useEffect } from "react";
import { useLocation } from "react-router";
import { countLinkTaps, trackPageview } from "~/lib/analytics";

/**
 * Counts page views (the first and each client-side navigation) and link taps. Rendered by the
 * root only when analytics are configured (`__ANALYTICS__`); renders nothing.
 */
export function Analytics() {
  const { pathname } = useLocation();
  useEffect(countLinkTaps, []);
  useEffect(trackPageview, [pathname]);
  return null;
}
