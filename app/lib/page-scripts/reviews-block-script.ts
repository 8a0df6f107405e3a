import type { startReviewWidget as StartReviewWidget, widgetTimings } from "../review-widget";
import type { containThirdPartyErrors as ContainThirdPartyErrors } from "../../components/third-party-errors";

export type ReviewsBlockSettings = {
  src: string;
  hideMedia: boolean;
  /** the widget's area and the fallback testimonials, by attribute */
  areaAttr: string;
  fallbackAttr: string;
  scriptAttr: string;
  timings: typeof widgetTimings;
  /** how far below the viewport the widget starts loading */
  nearViewport: string;
};

/**
 * The reviews block on the content pages (spec sections 2 and 4): the third-party widget starts
 * loading when its area comes near the viewport (so it never costs the first paint), runs its life
 * cycle (startReviewWidget), and if the area is still empty after its timeout, the area is hidden
 * and the fallback testimonials shown. An exception inside the widget's own script is logged, not
 * left uncaught (containThirdPartyErrors).
 *
 * Self-contained: written into the page as it is, with the two functions it calls
 * (app/lib/inline-script.tsx).
 */
export function reviewsBlock(
  start: typeof StartReviewWidget,
  contain: typeof ContainThirdPartyErrors,
  settings: ReviewsBlockSettings,
) {
  const view = window;
  const container = document.querySelector<HTMLElement>(`[${settings.areaAttr}]`);
  const fallback = document.querySelector<HTMLElement>(`[${settings.fallbackAttr}]`);
  if (!container) return;
  const go = () => {
    contain(settings.src, "The review widget", view);
    start({
      src: settings.src,
      container,
      hideMedia: settings.hideMedia,
      timings: settings.timings,
      scriptAttr: settings.scriptAttr,
      onFallback: () => {
        container.classList.add("hidden");
        fallback?.classList.remove("hidden");
      },
    });
  };
  if (!("IntersectionObserver" in view)) return go();
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        go();
      }
    },
    { rootMargin: settings.nearViewport },
  );
  observer.observe(container);
}
