import { SiteLink } from "~/components/layout/site-link";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/process";
import { fill } from "~/lib/content/fill";
import { getPage } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail({ name: "Process", path: site.paths.process });

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const page = getPage("process");
  return { head: pageHead(page, { trail: pageTrail }), page };
}

export const meta = headFromLoader;

export default function Process({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { hero, phases, strengths } = page;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} />
      <Section aria-label={page.phasesLabel}>
        <ol className="space-y-8">
          {phases.map((phase, i) => (
            <li
              key={phase.phase}
              className="grid gap-6 rounded-2xl border border-linen bg-paper p-6 shadow-sm sm:p-10 lg:grid-cols-[1.2fr_1fr]"
            >
              <div>
                <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.16em] text-rust uppercase">
                  <Icon name={phase.icon} className="size-5" strokeWidth={1.75} />{" "}
                  {fill(page.phaseLabel, { number: String(i + 1) })}: {phase.phase}
                </p>
                <h2 className="mt-3 text-3xl font-semibold">{phase.title}</h2>
                <p className="mt-4 text-lg leading-relaxed text-ink-soft">{phase.description}</p>
                <p className="mt-6 flex gap-3 rounded-lg bg-honey/20 p-4 text-walnut-dark">
                  <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-rust" />
                  <span>
                    <strong>{page.highlightLabel} </strong>
                    {phase.highlight}
                  </span>
                </p>
              </div>
              <div>
                <h3 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
                  {page.detailsHeading}
                </h3>
                <CheckList items={phase.details} className="mt-4" />
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="paper" heading={page.strengthsHeading}>
        <FeatureGrid items={strengths} />
        <p className="mt-10 flex flex-wrap gap-x-8 gap-y-2 font-semibold">
          <SiteLink to={site.paths.testimonials} className="text-rust hover:underline">
            {page.testimonialsLink}
          </SiteLink>
          <SiteLink to={site.paths.portfolio} className="text-rust hover:underline">
            {page.portfolioLink}
          </SiteLink>
        </p>
      </Section>
      <CtaBand
        heading={page.cta.heading}
        text={page.cta.text}
        secondary={{ label: page.cta.secondaryLabel, href: site.paths.portfolio }}
      />
    </>
  );
}
