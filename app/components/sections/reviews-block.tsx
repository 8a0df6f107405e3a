import type { Testimonial } from "~/content/schema";
import { InlineScript } from "~/lib/inline-script";
import { reviewsBlock } from "~/lib/page-scripts/reviews-block-script";
import { startReviewWidget, WIDGET_SCRIPT_ATTR, widgetTimings } from "~/lib/review-widget";
import { containThirdPartyErrors } from "../third-party-errors";
import { TestimonialList } from "./testimonial-list";

const AREA_ATTR = "data-review-widget-area";
const FALLBACK_ATTR = "data-review-fallback";

/**
 * The reviews area: the third-party widget when one is configured, with the site's own testimonials
 * as the fallback. Its behaviour is a small script of ours (app/lib/page-scripts/reviews-block-script.ts):
 * the pages that show reviews are content pages, which React does not run in the browser.
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
  // The fallback list is always in the page: shown when there is no widget or it rendered nothing,
  // and to visitors without JavaScript (noscript: variant).
  return (
    <>
      {src && (
        <section {...{ [AREA_ATTR]: "" }} className="min-h-[400px] noscript:hidden" aria-label="Client reviews" />
      )}
      {fallback.length > 0 && (
        <div {...{ [FALLBACK_ATTR]: "" }} className={src ? "hidden noscript:block" : undefined}>
          <TestimonialList testimonials={fallback} detail={detail} />
        </div>
      )}
      {src && (
        <InlineScript
          run={reviewsBlock}
          args={[
            startReviewWidget,
            containThirdPartyErrors,
            {
              src,
              hideMedia,
              areaAttr: AREA_ATTR,
              fallbackAttr: FALLBACK_ATTR,
              scriptAttr: WIDGET_SCRIPT_ATTR,
              timings: widgetTimings,
              nearViewport: "600px 0px",
            },
          ]}
        />
      )}
    </>
  );
}
