import { Stars } from "~/components/sections/testimonial-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TestimonialList } from "~/components/sections/testimonial-list";
import { ReviewsBlock } from "~/components/sections/reviews-block";
import { claims } from "~/lib/content/business";
import { pageIntros } from "~/lib/content/pages";
import { pages } from "~/lib/content/site-pages";
import { testimonials } from "~/lib/content/testimonials";
import { pageMeta } from "~/lib/seo";
import { trail } from "~/lib/trail";

const pageTrail = trail({ name: "Testimonials", path: pages.testimonials.path });

export function meta() {
  return pageMeta({
    title: pages.testimonials.title,
    description: pages.testimonials.description,
    canonicalPath: pages.testimonials.path,
    trail: pageTrail,
  });
}

export default function Testimonials() {
  const intro = pageIntros.testimonials;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead}>
        <div className="flex items-center gap-4 rounded-xl border border-linen bg-cream px-5 py-4">
          <span className="font-serif text-4xl font-semibold text-walnut-dark">{claims.rating}</span>
          <div>
            <Stars rating={5} />
            <p className="mt-1 text-sm text-ink-soft">Based on {claims.reviewsLong} reviews</p>
          </div>
        </div>
      </PageHero>
      <Section heading="Recent reviews">
        <TestimonialList testimonials={testimonials} detail="timeAgo" />
        <div className="mt-12">
          <ReviewsBlock fallback={[]} detail="timeAgo" hideMedia />
        </div>
      </Section>
      <CtaBand
        heading="Join our list of happy clients"
        text="Every review here started with a phone call or a short note. Tell us about your project and we will get back to you within one business day."
        secondary={{ label: "View Our Portfolio", href: pages.portfolio.path }}
      />
    </>
  );
}
