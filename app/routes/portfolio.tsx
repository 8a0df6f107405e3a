import { PortfolioFilter } from "~/components/portfolio/portfolio-filter";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageIntros } from "~/lib/content/pages";
import { projects } from "~/lib/content/projects";
import { pages } from "~/lib/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { crumbs, trail } from "~/lib/trail";

const pageTrail = trail(crumbs.portfolio);

export function meta() {
  return pageMeta({
    title: pages.portfolio.title,
    description: pages.portfolio.description,
    canonicalPath: pages.portfolio.path,
    trail: pageTrail,
    pageType: "CollectionPage",
  });
}

export default function Portfolio() {
  const intro = pageIntros.portfolio;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section aria-label="Projects">
        {/* The cards are h3s: this keeps the outline h1 > h2 > h3 without a visible heading. */}
        <h2 className="sr-only">Projects</h2>
        <PortfolioFilter projects={projects} />
      </Section>
      <CtaBand
        heading="Have a project like one of these?"
        text="Tell us about your house and what you would like to change. We will come out, look, listen and give you a clear, itemized estimate."
        secondary={{ label: "Read Client Reviews", href: pages.testimonials.path }}
      />
    </>
  );
}
