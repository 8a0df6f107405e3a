import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqList } from "~/components/sections/faq-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { ServiceFacts } from "~/components/sections/service-facts";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ButtonLink } from "~/components/ui/button";
import type { Service, servicePageSchema } from "~/content/schema";
import type { z } from "zod";
import { servicePath } from "~/lib/content/paths";
import { crumbs, trail } from "~/lib/trail";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

export function serviceTrail(service: Pick<Service, "name" | "slug">) {
  return trail(crumbs.services, { name: service.name, path: servicePath(service) });
}

/** What a service's page shows of it (its head's words and its card's summary are elsewhere). */
export type ServiceShown = Omit<Service, "estimate" | "metaTitle" | "metaDescription" | "summary">;
/** What a project of this kind costs, from the estimator's figures, and the link to price one's own. */
export type CostBand = { heading: string; text: string; link: { label: string; href: string } };

/**
 * A service's page below the header: its top, figures, sections and closing box. The route renders it
 * with the built content; the editor's preview with the entry being edited (app/lib/content/editor-preview.tsx).
 */
export function ServiceContent({
  service,
  copy,
  cost,
}: {
  service: ServiceShown;
  copy: z.output<typeof servicePageSchema>;
  cost?: CostBand;
}) {
  const { hero, intro, benefits, featureLists, serviceTypes, process, cta } = service;
  return (
    <>
      <PageHero
        trail={serviceTrail(service)}
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={service.image}
      >
        <ButtonLink to={contactCta.href}>{contactCta.name}</ButtonLink>
        <ButtonLink to={cta.secondary.href} variant="secondary">
          {cta.secondary.label}
        </ButtonLink>
      </PageHero>
      {service.facts.length > 0 && <ServiceFacts facts={service.facts} aria-label={copy.factsLabel} />}
      <Section heading={intro.heading}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-soft">
          {intro.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </Section>
      {cost && (
        <Section tone="linen" heading={cost.heading} data-cost-band="">
          <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">{cost.text}</p>
          <ButtonLink to={cost.link.href} variant="secondary" className="mt-6">
            {cost.link.label}
          </ButtonLink>
        </Section>
      )}
      <Section tone="paper" heading={benefits.heading}>
        <FeatureGrid items={benefits.items} />
      </Section>
      {service.offerings && (
        <Section heading={copy.offeringsHeading}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {service.offerings.map((o, i) => (
              <li key={i} className="rounded-xl border border-linen bg-paper p-5">
                <h3 className="text-lg font-semibold">{o.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-soft">{o.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {featureLists.map((list, i) => (
            <div key={i} className="rounded-xl border border-linen bg-paper p-6 sm:p-8">
              <h2 className="text-2xl font-semibold">{list.title}</h2>
              <CheckList items={list.items} className="mt-5" />
            </div>
          ))}
        </div>
      </Section>
      {serviceTypes.length > 0 && (
        <Section tone="linen" heading={copy.serviceTypesHeading}>
          <div className="grid gap-6 lg:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]">
            {serviceTypes.map((type, i) => (
              <article key={i} className="rounded-xl border border-linen bg-paper p-6 shadow-sm">
                <h3 className="text-xl font-semibold">{type.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{type.description}</p>
                <CheckList items={type.features} className="mt-4 text-[0.95rem]" />
              </article>
            ))}
          </div>
        </Section>
      )}
      {service.considerations && (
        <Section tone="paper" heading={copy.considerationsHeading}>
          <FeatureGrid items={service.considerations} columns={3} />
        </Section>
      )}
      <Section heading={process.heading}>
        <ProcessSteps steps={process.steps} />
      </Section>
      {service.whyChoose && (
        <Section tone="paper" heading={copy.whyChooseHeading}>
          <CheckList items={service.whyChoose} className="grid gap-x-10 sm:grid-cols-2 [&>li]:mt-0" />
        </Section>
      )}
      {service.testimonial && (
        <Section tone="linen" heading={copy.testimonialHeading}>
          <div className="max-w-3xl">
            <TestimonialCard
              text={service.testimonial.text}
              author={service.testimonial.author}
              detail={service.testimonial.location}
              rating={service.testimonial.rating}
            />
          </div>
        </Section>
      )}
      {service.faqs && (
        <Section tone="paper" heading={copy.faqsHeading}>
          <div className="max-w-4xl">
            <FaqList faqs={service.faqs} />
          </div>
        </Section>
      )}
      <CtaBand heading={cta.heading} text={cta.text} secondary={cta.secondary} />
    </>
  );
}
