import { ServiceContent, serviceTrail } from "~/components/pages/service-content";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { serviceNode } from "~/lib/head/structured-data";
import { lastSegment } from "~/lib/url";
import { costBand } from "~/lib/estimate";
import { InlineScript } from "~/lib/inline-script";
import { scrollVar } from "~/lib/page-scripts/scroll-var";
import type { Route } from "./+types/service";
import { getEntry, getPage } from "~/lib/content/content.server";
import { serviceCanonicalPath, serviceSlugOf } from "~/lib/content/paths";

/**
 * Runs at build time only: the service's content goes into the pre-rendered
 * page, not into the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const service = serviceOf(request);
  // What the page shows: the head's words are in `head`, the summary is for the other pages' cards.
  const { estimate: _estimate, metaTitle: title, metaDescription: description, summary: _summary, ...rest } = service;
  const head = pageHead(
    { title, description, path: serviceCanonicalPath(service) },
    { trail: serviceTrail(service), faqs: service.faqs, nodes: [serviceNode(service)] },
  );
  return { service: rest, copy: getPage("service"), head, cost: costBand(service, getPage("estimate")) };
}

const serviceOf = (request: Request) => getEntry("services", serviceSlugOf(lastSegment(new URL(request.url).pathname)));

export const meta = headFromLoader;

const SCROLL_ATTR = "data-scroll-parallax";

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, copy, cost } = loaderData;
  // The woodworking page carries the scroll position as a style variable (spec section 2).
  const scrollEffect = service.slug === "woodworking";
  return (
    <div {...{ [SCROLL_ATTR]: scrollEffect ? "" : undefined }}>
      {scrollEffect && <InlineScript run={scrollVar} args={[SCROLL_ATTR]} />}
      <ServiceContent service={service} copy={copy} cost={cost} />
    </div>
  );
}
