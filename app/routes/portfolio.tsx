import { PortfolioFilter } from "~/components/portfolio/portfolio-filter";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { crumbs, trail } from "~/lib/trail";
import type { Route } from "./+types/portfolio";
import { getCollection, getPage } from "~/lib/content/content.server";
import { projectCard } from "~/content/project-page";
import site from "virtual:content/site";

const pageTrail = trail(crumbs.portfolio);

/** React runs in the browser on this page (app/root.tsx, decision 026). */
export const handle = { hydrate: true };

/** Runs at build time only: the projects and the page's copy go into the page, not the JavaScript. */
export function loader() {
  const page = getPage("portfolio");
  const {
    hero: intro,
    categories,
    cta,
    emptyCategory,
    listHeading,
    filterLabel,
    oneShown,
    shown,
    beforeAfterMark,
  } = page;
  return {
    head: pageHead(page, { trail: pageTrail, type: "CollectionPage" }),
    intro,
    cta: { ...cta, emptyCategory, listHeading, filter: { label: filterLabel, oneShown, shown, beforeAfterMark } },
    projects: getCollection("projects").map(projectCard),
    categories,
  };
}

export const meta = headFromLoader;

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { intro, cta, projects, categories } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section aria-label={cta.listHeading}>
        {/* The cards are h3s: this keeps the outline h1 > h2 > h3 without a visible heading. */}
        <h2 className="sr-only">{cta.listHeading}</h2>
        <PortfolioFilter projects={projects} categories={categories} empty={cta.emptyCategory} copy={cta.filter} />
      </Section>
      <CtaBand
        heading={cta.heading}
        text={cta.text}
        secondary={{ label: cta.secondaryLabel, href: site.paths.testimonials }}
      />
    </>
  );
}
