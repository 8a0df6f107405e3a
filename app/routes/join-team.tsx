import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { JobApplicationForm } from "~/components/join-team/job-application-form";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/join-team";
import { getPage } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail({ name: "Join Our Team", path: site.paths.joinTeam });

/** React runs in the browser on this page (app/root.tsx, decision 026). */
export const handle = { hydrate: true };

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const page = getPage("joinTeam");
  const { hero: intro, perksHeading, application } = page;
  return { head: pageHead(page, { trail: pageTrail }), intro, copy: { perksHeading, application } };
}

export const meta = headFromLoader;

export default function JoinTeam({ loaderData }: Route.ComponentProps) {
  const { intro, copy } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section tone="paper" heading={copy.perksHeading}>
        <FeatureGrid items={intro.perks} />
      </Section>
      <Section aria-labelledby="quick-application">
        <div className="mx-auto max-w-3xl rounded-2xl border border-linen bg-paper p-6 shadow-sm sm:p-10">
          <h2 id="quick-application" className="text-3xl font-semibold">
            {copy.application.heading}
          </h2>
          <p className="mt-3 text-ink-soft">{copy.application.text}</p>
          <JobApplicationForm />
        </div>
      </Section>
    </>
  );
}
