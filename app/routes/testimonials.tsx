import { Stars } from "~/components/sections/testimonial-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TestimonialList } from "~/components/sections/testimonial-list";
import { ReviewsBlock } from "~/components/sections/reviews-block";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/testimonials";
import { getCollection, getPage, getSettings } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail({ name: "Testimonials", path: site.paths.testimonials });

/** Runs at build time only: the reviews and the page's copy go into the page, not the JavaScript. */
export function loader() {
  const page = getPage("testimonials");
  const { hero: intro, basedOn, listHeading, cta } = page;
  return {
    head: pageHead(page, { trail: pageTrail }),
    intro,
    copy: { basedOn, listHeading, cta },
    rating: getSettings("business").claims.rating,
    testimonials: getCollection("testimonials"),
  };
}

export const meta = headFromLoader;

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { intro, copy, rating, testimonials } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead}>
        <div className="flex items-center gap-4 rounded-xl border border-linen bg-cream px-5 py-4">
          <span className="font-serif text-4xl font-semibold text-walnut-dark">{rating}</span>
          <div>
            <Stars rating={5} />
            <p className="mt-1 text-sm text-ink-soft">{copy.basedOn}</p>
          </div>
        </div>
      </PageHero>
      <Section heading={copy.listHeading}>
        <TestimonialList testimonials={testimonials} detail="timeAgo" />
        <div className="mt-12">
          <ReviewsBlock fallback={[]} detail="timeAgo" hideMedia />
        </div>
      </Section>
      <CtaBand
        heading={copy.cta.heading}
        text={copy.cta.text}
        secondary={{ label: copy.cta.secondaryLabel, href: site.paths.portfolio }}
      />
    </>
  );
}
