/**
 * The third-party review widget's life cycle (spec sections 4, 7 and 8):
 * the loader script is added once per document; the widget is initialised
 * 1000 ms after the script loads, or 2000 ms after start when the script is
 * already in the document; it is marked ready on success; load and
 * initialisation errors are logged to the console and nothing else. If the
 * widget area still has no children 5000 ms after loading starts, the caller
 * shows its fallback.
 */
export const WIDGET_SCRIPT_ATTR = "data-review-widget-script";

export const widgetTimings = {
  initAfterLoadMs: 1000,
  initWhenPresentMs: 2000,
  fallbackMs: 5000,
};

/** The global a widget script may expose for explicit initialisation. */
type WidgetGlobal = { init?: (options: { id: string; container: HTMLElement; hideMedia: boolean }) => void };
declare global {
  interface Window {
    ReviewWidget?: WidgetGlobal;
  }
}

export type WidgetOptions = {
  src: string;
  container: HTMLElement;
  hideMedia: boolean;
  onFallback: () => void;
  timings?: typeof widgetTimings;
  scriptAttr?: string;
};

/**
 * Starts loading and initialising the widget; returns a function that cancels pending work.
 * Self-contained (the content pages carry its text: app/lib/page-scripts/reviews-block-script.ts).
 */
export function startReviewWidget({
  src,
  container,
  hideMedia,
  onFallback,
  timings = widgetTimings,
  scriptAttr = WIDGET_SCRIPT_ATTR,
}: WidgetOptions): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let cancelled = false;
  const later = (fn: () => void, ms: number) => timers.push(setTimeout(() => !cancelled && fn(), ms));
  let id = "";
  try {
    id = new URL(src, "https://invalid.local/").searchParams.get("id") ?? "";
  } catch {
    // an unparsable address: the widget gets no id
  }

  // Story elements are tagged with the widget id, so the script knows where to render.
  container.setAttribute("data-widget-id", id);
  if (hideMedia) container.setAttribute("data-hide-media", "true");

  const init = () => {
    try {
      win.ReviewWidget?.init?.({ id, container, hideMedia });
      container.setAttribute("data-widget-ready", "true");
    } catch (error) {
      console.error("Error initialising the review widget:", error);
    }
  };

  later(() => {
    if (container.childElementCount === 0) onFallback();
  }, timings.fallbackMs);

  const present = doc.querySelector(`script[${scriptAttr}]`);
  if (present) {
    later(init, timings.initWhenPresentMs);
  } else {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(scriptAttr, "");
    script.addEventListener("load", () => later(init, timings.initAfterLoadMs));
    script.addEventListener("error", () => console.error(`The review widget script failed to load: ${src}`));
    doc.head.appendChild(script);
  }

  return () => {
    cancelled = true;
    timers.forEach(clearTimeout);
  };
}
