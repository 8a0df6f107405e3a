import { ArrowLink } from "~/components/ui/links";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section } from "~/components/sections/section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { StatsStrip } from "~/components/sections/stats-strip";
import { ReviewsBlock } from "~/components/sections/reviews-block";
import { Art } from "~/components/ui/art";
import { ButtonLink } from "~/components/ui/button";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import type { Route } from "./+types/home";
import { getCollection, getEntry, getPage, getSettings } from "~/lib/content/content.server";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

/** Runs at build time only: the cards, reviews and questions go into the page, not the JavaScript. */
export function loader() {
  const { path, title, description, ...page } = getPage("home");
  const faqs = getCollection("faqs");
  return {
    services: getSettings("serviceLists")
      .home.map((slug) => getEntry("services", slug))
      .map(({ slug, name, summary, image }) => ({ slug, name, summary, image })),
    testimonials: getCollection("testimonials").filter((t) => t.onHome),
    faqs,
    page,
    head: pageHead({ title, description, path }, { faqs }),
    faqIntro: getPage("faq"),
    claims: getSettings("business").claims,
    estimateLink: getPage("estimate").homeLink,
  };
}

export const meta = headFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, testimonials, faqs, page, faqIntro, claims, estimateLink } = loaderData;
  const { hero, stats, servicesIntro, whyChooseUs, reviews, processTeaser } = page;
  return (
    <>
      <section className="relative overflow-hidden bg-walnut-dark focus-on-dark">
        <Art
          image={{ art: "hero-home", alt: "" }}
          priority
          sizes="100vw"
          // Art already sets w-full and object-cover; repeating them duplicated the classes in the markup.
          className="absolute inset-0 h-full object-[70%_center]"
        />
        {/* Text contrast 4.5:1 over any picture: an even veil until the text column is narrow enough
            (xl) to sit wholly on the dark side of the gradient. */}
        <div className="absolute inset-0 bg-walnut-dark/90 xl:bg-transparent xl:bg-gradient-to-r xl:from-walnut-dark/95 xl:via-walnut-dark/80 xl:to-walnut-dark/10" />
        <div className="relative container-page py-20 sm:py-28 lg:py-36">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.16em] text-honey uppercase">{hero.eyebrow}</p>
            <h1 className="mt-4 text-4xl leading-[1.1] font-semibold text-cream sm:text-6xl">{hero.heading}</h1>
            <p className="mt-6 text-lg leading-relaxed text-cream/90 sm:text-xl">{hero.lead}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <ButtonLink to={contactCta.href} variant="light">
                {contactCta.name}
              </ButtonLink>
              <ButtonLink to={site.paths.portfolio} variant="outlineLight">
                {hero.secondaryLabel}
              </ButtonLink>
              <ButtonLink to={site.paths.estimate} variant="outlineLight">
                {estimateLink}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <StatsStrip claims={claims} labels={stats} />
      <Section eyebrow={servicesIntro.eyebrow} heading={servicesIntro.heading} lead={servicesIntro.lead}>
        <ServiceGrid services={services} />
      </Section>
      <Section tone="paper" eyebrow={whyChooseUs.eyebrow} heading={whyChooseUs.heading} lead={whyChooseUs.lead}>
        <FeatureGrid items={whyChooseUs.points} />
      </Section>
      <Section eyebrow={reviews.eyebrow} heading={reviews.heading} lead={reviews.lead}>
        <ReviewsBlock fallback={testimonials} detail="location" />
        <div className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
          <ArrowLink to={site.paths.testimonials}>{reviews.allReviewsLink}</ArrowLink>
          <ArrowLink to={site.paths.process}>{reviews.processLink}</ArrowLink>
        </div>
      </Section>
      <Section id="faq" tone="paper" heading={faqIntro.heading} lead={faqIntro.lead}>
        <div className="max-w-4xl">
          <FaqList faqs={faqs} />
        </div>
      </Section>
      <CtaBand
        heading={processTeaser.heading}
        text={processTeaser.text}
        secondary={{ label: processTeaser.secondaryLabel, href: site.paths.process }}
      />
    </>
  );
}
