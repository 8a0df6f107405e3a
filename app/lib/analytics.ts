/**
 * What the site brings the owner, counted without cookies (Plausible): each page view, and the
 * events a tradesman cares about. Sent to Plausible's documented Events API (POST
 * `{ name, url, domain, referrer, props }`) by these few lines, no third-party script. Every call
 * site is behind `__ANALYTICS__`, which is null when no analytics are configured: the bundler
 * then drops this module and the pages carry not one byte of it (docs/forms.md). Configured, it
 * adds 0.5 KB of gzip to each page's first load (measured 2026-11-24; a lazy import() costs more,
 * with Vite's preload helper it brings).
 */

/** The events' names, as the owner sets them up as goals in Plausible (docs/owner-guide.md). */
export const ANALYTICS_EVENTS = {
  call: "Call",
  email: "Email",
  formDelivered: "Form delivered",
  reviewLink: "Review link",
} as const;

/** Sends one event; a failure to count never troubles the visitor. */
export function track(name: string, props?: Record<string, string>): void {
  const config = __ANALYTICS__;
  if (!config) return;
  const body = JSON.stringify({
    name,
    url: window.location.href,
    domain: config.domain,
    referrer: document.referrer || null,
    ...(props ? { props } : {}),
  });
  // text/plain, as Plausible's own script sends it: no CORS preflight; keepalive: a tap that leaves
  // the page (a call, an e-mail, a review site) is still counted.
  fetch(config.endpoint, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain" } }).catch(
    () => {},
  );
}

export const trackPageview = () => track("pageview");

/** The event a tap on a link is, if any: a call, an e-mail, a review site. */
function linkEvent(anchor: HTMLAnchorElement): [string, Record<string, string>?] | null {
  const href = anchor.getAttribute("href") ?? "";
  if (href.startsWith("tel:")) return [ANALYTICS_EVENTS.call];
  if (href.startsWith("mailto:")) return [ANALYTICS_EVENTS.email];
  // The review sites' links (app/routes/review.tsx) say what they are.
  if (anchor.hasAttribute("data-review-link")) return [ANALYTICS_EVENTS.reviewLink, { site: anchor.hostname }];
  return null;
}

/** Counts taps on phone numbers, the e-mail address and the review links, wherever they are. */
export function countLinkTaps(): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.("a");
    const found = anchor && linkEvent(anchor);
    if (found) track(...found);
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
