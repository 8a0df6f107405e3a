import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Art } from "~/components/ui/art";
import { business } from "~/lib/content/business";
import { aboutPage } from "~/lib/content/pages";
import { pages } from "~/lib/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { ids } from "~/lib/structured-data";
import { trail } from "~/lib/trail";

const pageTrail = trail({ name: "About", path: pages.about.path });

export function meta() {
  return pageMeta({
    title: pages.about.title,
    description: pages.about.description,
    canonicalPath: pages.about.path,
    trail: pageTrail,
    pageType: "AboutPage",
    pageExtra: { mainEntity: { "@id": ids.business } },
  });
}

export default function About() {
  const { hero, story, mission, values } = aboutPage;
  return (
    <>
      <PageHero
        trail={pageTrail}
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={{
          art: "workshop",
          alt: "Illustration of the Kendal Green woodshop with a workbench, clamps on the wall, a table saw and stacked lumber",
        }}
      />
      <Section>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div className="overflow-hidden rounded-xl shadow-lg ring-1 ring-walnut/10 lg:sticky lg:top-36">
            <Art
              image={{
                art: "founder",
                alt: `Illustrated portrait of ${business.founder} in the woodshop, holding a framing square`,
              }}
              sizes="(min-width: 1024px) 35vw, 100vw"
            />
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
      <section aria-label="Our mission" className="bg-forest text-cream">
        <figure className="container-page max-w-4xl py-16 text-center">
          <blockquote className="font-serif text-2xl leading-snug text-cream sm:text-3xl">
            <p>“{mission.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-honey">{mission.attribution}</figcaption>
        </figure>
      </section>
      <Section tone="paper" heading="What we stand for">
        <FeatureGrid items={values} />
      </Section>
      <CtaBand
        heading="Let's talk about your house"
        text="Whether it is a single built-in or a whole floor, the first conversation is free and so is the estimate."
        secondary={{ label: "See Our Process", href: pages.process.path }}
      />
    </>
  );
}
