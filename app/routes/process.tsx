import { SiteLink } from "~/components/layout/site-link";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Icon } from "~/components/ui/icon";
import { processPage } from "~/lib/content/pages";
import { pages } from "~/lib/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { trail } from "~/lib/trail";

const pageTrail = trail({ name: "Process", path: pages.process.path });

export function meta() {
  return pageMeta({
    title: pages.process.title,
    description: pages.process.description,
    canonicalPath: pages.process.path,
    trail: pageTrail,
  });
}

export default function Process() {
  const { hero, phases, strengths } = processPage;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} />
      <Section aria-label="The three phases">
        <ol className="space-y-8">
          {phases.map((phase, i) => (
            <li
              key={phase.phase}
              className="grid gap-6 rounded-2xl border border-linen bg-paper p-6 shadow-sm sm:p-10 lg:grid-cols-[1.2fr_1fr]"
            >
              <div>
                <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.16em] text-rust uppercase">
                  <Icon name={phase.icon} className="size-5" strokeWidth={1.75} /> Phase {i + 1}: {phase.phase}
                </p>
                <h2 className="mt-3 text-3xl font-semibold">{phase.title}</h2>
                <p className="mt-4 text-lg leading-relaxed text-ink-soft">{phase.description}</p>
                <p className="mt-6 flex gap-3 rounded-lg bg-honey/20 p-4 text-walnut-dark">
                  <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-rust" />
                  <span>
                    <strong>Highlight: </strong>
                    {phase.highlight}
                  </span>
                </p>
              </div>
              <div>
                <h3 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
                  What happens
                </h3>
                <CheckList items={phase.details} className="mt-4" />
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="paper" heading="What sets our process apart">
        <FeatureGrid items={strengths} />
        <p className="mt-10 flex flex-wrap gap-x-8 gap-y-2 font-semibold">
          <SiteLink to={pages.testimonials.path} className="text-rust hover:underline">
            Hear it from our clients
          </SiteLink>
          <SiteLink to={pages.portfolio.path} className="text-rust hover:underline">
            See finished projects
          </SiteLink>
        </p>
      </Section>
      <CtaBand
        heading="Ready for the first step?"
        text="Phase one starts with a conversation and a walk through your house. It costs nothing and commits you to nothing."
        secondary={{ label: "View Our Portfolio", href: pages.portfolio.path }}
      />
    </>
  );
}
