import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Art } from "~/components/ui/art";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { ids } from "~/lib/head/structured-data";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/about";
import { getPage } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail({ name: "About", path: site.paths.about });

/** Runs at build time only: the page's copy and head go into the page, not the JavaScript. */
export function loader() {
  const page = getPage("about");
  return { head: pageHead(page, { trail: pageTrail, type: "AboutPage", mainEntity: { "@id": ids.business } }), page };
}

export const meta = headFromLoader;

export default function About({ loaderData }: Route.ComponentProps) {
  const { hero, story, mission, valuesHeading, values, cta } = loaderData.page;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} image={hero.image} />
      <Section>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div className="overflow-hidden rounded-xl shadow-lg ring-1 ring-walnut/10 lg:sticky lg:top-36">
            <Art image={story.image} sizes="(min-width: 1024px) 35vw, 100vw" />
          </div>
          <div>
            <h2 className="text-3xl font-semibold sm:text-4xl">{story.heading}</h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
              {story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </Section>
      <section aria-label={mission.label} className="bg-forest text-cream">
        <figure className="container-page max-w-4xl py-16 text-center">
          <blockquote className="font-serif text-2xl leading-snug text-cream sm:text-3xl">
            <p>{`“${mission.quote}”`}</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-honey">{mission.attribution}</figcaption>
        </figure>
      </section>
      <Section tone="paper" heading={valuesHeading}>
        <FeatureGrid items={values} />
      </Section>
      <CtaBand
        heading={cta.heading}
        text={cta.text}
        secondary={{ label: cta.secondaryLabel, href: site.paths.process }}
      />
    </>
  );
}
