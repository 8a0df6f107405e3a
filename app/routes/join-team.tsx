import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { JobApplicationForm } from "~/components/join-team/job-application-form";
import { pageIntros } from "~/lib/content/pages";
import { pages } from "~/lib/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { trail } from "~/lib/trail";

const pageTrail = trail({ name: "Join Our Team", path: pages.joinTeam.path });

export function meta() {
  return pageMeta({
    title: pages.joinTeam.title,
    description: pages.joinTeam.description,
    canonicalPath: pages.joinTeam.path,
    trail: pageTrail,
  });
}

export default function JoinTeam() {
  const intro = pageIntros.joinTeam;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section tone="paper" heading="Why carpenters stay with us">
        <FeatureGrid items={intro.perks} />
      </Section>
      <Section aria-labelledby="quick-application">
        <div className="mx-auto max-w-3xl rounded-2xl border border-linen bg-paper p-6 shadow-sm sm:p-10">
          <h2 id="quick-application" className="text-3xl font-semibold">
            Quick Application
          </h2>
          <p className="mt-3 text-ink-soft">
            Five minutes is all it takes. Tell us a little about yourself and we will call you back.
          </p>
          <JobApplicationForm />
        </div>
      </Section>
    </>
  );
}
