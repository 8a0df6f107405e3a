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

type AnalyticsConfig = NonNullable<typeof __ANALYTICS__>;

/**
 * Sends one event; a failure to count never troubles the visitor. Self-contained: the pages carry
 * its text (countVisit below, app/lib/inline-script.tsx).
 */
export function sendEvent(config: AnalyticsConfig, name: string, props?: Record<string, string>): void {
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

/** An event from the code React runs (a form delivered). */
export function track(name: string, props?: Record<string, string>): void {
  if (__ANALYTICS__) sendEvent(__ANALYTICS__, name, props);
}

/**
 * Every page's own small script (app/components/layout/analytics.tsx): counts the page view, and
 * taps on phone numbers, the e-mail address and the review links (which say what they are,
 * app/routes/review.tsx), wherever they are. Every navigation loads a document, so once a page is
 * enough. Self-contained (app/lib/inline-script.tsx).
 */
export function countVisit(send: typeof sendEvent, config: AnalyticsConfig, events: typeof ANALYTICS_EVENTS): void {
  // A page the browser prerenders on a hover (app/components/layout/speculation-rules.tsx) is counted
  // when the visitor opens it, if ever.
  const view = () => send(config, "pageview");
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", view, { once: true });
  else view();
  document.addEventListener(
    "click",
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor) return;
      const href = anchor.getAttribute("href") ?? "";
      if (href.startsWith("tel:")) send(config, events.call);
      else if (href.startsWith("mailto:")) send(config, events.email);
      else if (anchor.hasAttribute("data-review-link")) send(config, events.reviewLink, { site: anchor.hostname });
    },
    { capture: true },
  );
}
