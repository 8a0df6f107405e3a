import { ANALYTICS_EVENTS, countVisit, sendEvent } from "~/lib/analytics-events";
import { InlineScript } from "~/lib/inline-script";

/** Counts the page view and link taps (app/lib/analytics-events.ts). Rendered only when analytics are configured. */
export function Analytics({ config }: { config: NonNullable<typeof __ANALYTICS__> }) {
  return <InlineScript run={countVisit} args={[sendEvent, config, ANALYTICS_EVENTS]} />;
}
