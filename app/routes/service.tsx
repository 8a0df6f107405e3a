import { ServiceContent, serviceTrail, type CostBand } from "~/components/pages/service-content";
import type { Service } from "~/content/schema";
import { headFromLoader } from "~/lib/head-basics";
import { pageHead, type PageMetaInput } from "~/lib/seo";
import { faqEntities, serviceNode } from "~/lib/structured-data";
import { lastSegment } from "~/lib/url";
import { dollars, estimateRange, priceSpan, sizeWords, typicalSize } from "~/lib/estimate";
import { fill } from "~/lib/content/fill";
import { InlineScript } from "~/lib/inline-script";
import { scrollVar } from "~/lib/page-scripts/scroll-var";
import type { Route } from "./+types/service";
import { getCollection, getEntry, getPage } from "~/lib/content/content.server";
import { serviceCanonicalPath, serviceSlugOf } from "~/lib/content/paths";

/**
 * Runs at build time only: the service's content goes into the pre-rendered
 * page, not into the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const service = serviceOf(request);
  // What the page shows: the head's words are in `head`, the summary is for the other pages' cards.
  const { estimate: _estimate, metaTitle: _title, metaDescription: _description, summary: _summary, ...rest } = service;
  return { service: rest, copy: getPage("service"), head: pageHead(headInput(service)), cost: costBand(service) };
}

/** What a project of this kind costs, from the estimator's figures, and the link to price one's own. */
function costBand({ slug, estimate }: Service): CostBand | undefined {
  if (!estimate) return undefined;
  const page = getPage("estimate");
  const amount = typicalSize(estimate);
  const finish = Math.min(1, estimate.finishes.length - 1);
  const typical = estimateRange(estimate, { amount, finish, options: [], old: false });
  return {
    heading: estimate.question,
    text: fill(page.serviceBand.text, {
      size: sizeWords(estimate, amount).toLowerCase(),
      finish: page.finishes[finish]!.name.toLowerCase(),
      low: dollars(typical.low),
      high: dollars(typical.high),
      from: dollars(priceSpan(estimate).low),
      duration: estimate.duration,
    }),
    link: { label: page.serviceBand.link, href: `${page.path}?type=${slug}` },
  };
}

const serviceOf = (request: Request) => getEntry("services", serviceSlugOf(lastSegment(new URL(request.url).pathname)));

export const meta = headFromLoader;

/** The page's <head> (app/lib/seo.ts), which its loader builds at pre-render. */
function headInput(service: Service): PageMetaInput {
  const canonicalPath = serviceCanonicalPath(service);
  return {
    title: service.metaTitle,
    description: service.metaDescription,
    canonicalPath,
    trail: serviceTrail(service),
    ...(service.faqs ? { pageType: "FAQPage" as const, pageExtra: { mainEntity: faqEntities(service.faqs) } } : {}),
    nodes: [serviceNode(service, canonicalPath, getCollection("towns"))],
  };
}

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
