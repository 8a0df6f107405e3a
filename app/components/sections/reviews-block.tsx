import { useEffect, useRef, useState } from "react";
import type { Testimonial } from "~/content/schema";
import { startReviewWidget } from "~/lib/review-widget";
import { cn } from "~/lib/cn";
import { containThirdPartyErrors } from "../third-party-errors";
import { TestimonialList } from "./testimonial-list";

/** How far below the viewport the widget starts loading. */
const NEAR_VIEWPORT = "600px 0px";

/**
 * The reviews area: the third-party widget when one is configured, with the
 * site's own testimonials as the fallback. The widget script loads only when
 * the area comes near the viewport, so it never costs the first paint.
 */
export function ReviewsBlock({
  fallback,
  detail,
  hideMedia = false,
  src = __BUILD_CONFIG__.reviewWidgetScript,
}: {
  fallback: readonly Testimonial[];
  detail: "location" | "timeAgo";
  hideMedia?: boolean;
  src?: string;
}) {
  const area = useRef<HTMLElement>(null);
  const [showFallback, setShowFallback] = useState(!src);

  useEffect(() => {
    const container = area.current;
    if (!src || !container) return;
    let stop: (() => void) | undefined;
    // An exception inside the widget's own script is logged, not left uncaught (the fallback covers it).
    let release: (() => void) | undefined;
    const start = () => {
      release ??= containThirdPartyErrors(src, "The review widget");
      stop ??= startReviewWidget({ src, container, hideMedia, onFallback: () => setShowFallback(true) });
    };
    if (!("IntersectionObserver" in window)) {
      start();
      return () => {
        stop?.();
        release?.();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(container);
    return () => {
      observer.disconnect();
      stop?.();
      release?.();
    };
  }, [src, hideMedia]);

  // The fallback list is always in the page: shown when there is no widget or
  // it rendered nothing, and to visitors without JavaScript (noscript: variant).
  const fallbackShown = showFallback || !src;
  return (
    <>
      {src && (
        <section
          ref={area}
          data-review-widget-area=""
          className={cn("min-h-[400px] noscript:hidden", showFallback && "hidden")}
          aria-label="Client reviews"
        />
      )}
      {fallback.length > 0 && (
        <div className={cn(!fallbackShown && "hidden noscript:block")}>
          <TestimonialList testimonials={fallback} detail={detail} />
        </div>
      )}
    </>
  );
}
