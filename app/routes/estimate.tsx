import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Estimator } from "~/components/estimate/estimator";
import { PriceTable } from "~/components/estimate/price-table";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { getCollection, getForm, getPage } from "~/lib/content/content.server";
import { servicePath } from "~/lib/content/paths";
import { formatMonth, type ProjectType } from "~/lib/estimate";
import { fill } from "~/lib/content/fill";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { priceCatalogNode } from "~/lib/head/structured-data";
import { trail } from "~/lib/trail";
import { absoluteUrl } from "~/lib/url";
import type { Route } from "./+types/estimate";
import site from "virtual:content/site";

/** Every service with figures, in the services' order. */
function projectTypes(): ProjectType[] {
  return getCollection("services").flatMap((s) =>
    s.estimate ? [{ slug: s.slug, service: s.name, path: servicePath(s), estimate: s.estimate }] : [],
  );
}

const pageTrail = () => trail({ name: getPage("estimate").hero.eyebrow, path: site.paths.estimate });

/** React runs in the browser on this page (app/root.tsx, decision 026). */
export const handle = { hydrate: true };

/** Runs at build time only: the figures and words go into the page and its .data file. */
export function loader() {
  const { path, title, description, ...copy } = getPage("estimate");
  const types = projectTypes();
  // The oldest review of the figures is the table's "reviewed" date; the newest, the page's last change.
  const reviews = types.map((t) => t.estimate.reviewed).sort();
  const oldest = reviews[0] ?? "";
  return {
    // A page whose main entity is the catalog of priced services.
    head: pageHead(
      { title, description, path },
      { trail: pageTrail(), mainEntity: priceCatalogNode(copy.table.caption), dateModified: reviews.at(-1) },
    ),
    trail: pageTrail(),
    copy,
    types,
    reviewed: oldest ? formatMonth(oldest) : "",
    budgets: getForm("inquiry").budgets.map(({ value }) => ({ value })),
    pageUrl: absoluteUrl(site.paths.estimate),
  };
}

/** The choices are in the address: choosing changes the search, never the page's data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = headFromLoader;

export default function EstimatePage({ loaderData }: Route.ComponentProps) {
  const { copy, types, reviewed, budgets, pageUrl } = loaderData;
  const finishNames = copy.finishes.map((f) => f.name);
  return (
    <>
      <PageHero
        trail={loaderData.trail}
        eyebrow={copy.hero.eyebrow}
        heading={copy.hero.heading}
        lead={copy.hero.lead}
      />
      {/* Where scripts run, the calculator; without them the price table below is the page. */}
      <Section className="[@media(scripting:none)]:hidden" aria-label={copy.calculator.label}>
        <Estimator types={types} copy={copy} budgets={budgets} contactPath={site.paths.contact} pageUrl={pageUrl} />
      </Section>
      <Section tone="paper" heading={copy.table.heading} lead={copy.table.lead} id="price-table">
        <PriceTable types={types} finishNames={finishNames} copy={copy.table} />
        <p className="mt-4 text-sm text-ink-soft">{fill(copy.table.note, { month: reviewed })}</p>
      </Section>
    </>
  );
}
