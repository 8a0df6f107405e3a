import { useEffect, useRef, useState } from "react";
import { buildConfig } from "~/config/env";
import type { Testimonial } from "~/content/schema";
import { startReviewWidget } from "~/lib/review-widget";
import { cn } from "~/lib/cn";
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
  src = buildConfig.reviewWidgetScript,
}: {
  fallback: readonly Testimonial[];
  detail: "location" | "timeAgo";
  hideMedia?: boolean;
  src?: string;
}) {
  const area = useRef<HTMLDivElement>(null);
  const [showFallback, setShowFallback] = useState(!src);

  useEffect(() => {
    const container = area.current;
    if (!src || !container) return;
    let stop: (() => void) | undefined;
    const start = () => {
      stop ??= startReviewWidget({ src, container, hideMedia, onFallback: () => setShowFallback(true) });
    };
    if (!("IntersectionObserver" in window)) {
      start();
      return () => stop?.();
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
    };
  }, [src, hideMedia]);

  return (
    <>
      {src && (
        <div
          ref={area}
          data-review-widget-area=""
          className={cn("min-h-[400px]", showFallback && "hidden")}
          aria-label="Client reviews"
          role="region"
        />
      )}
      {fallback.length > 0 && (showFallback || !src) && <TestimonialList testimonials={fallback} detail={detail} />}
      {src && fallback.length > 0 && (
        <noscript>
          <TestimonialList testimonials={fallback} detail={detail} />
        </noscript>
      )}
    </>
  );
}
