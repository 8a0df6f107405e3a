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
import type { Service } from "~/content/schema";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { serviceNode } from "~/lib/head/structured-data";
import { crumbs, trail } from "~/lib/trail";
import { lastSegment } from "~/lib/url";
import { costBand } from "~/lib/estimate";
import { InlineScript } from "~/lib/inline-script";
import { scrollVar } from "~/lib/page-scripts/scroll-var";
import type { Route } from "./+types/service";
import { getEntry, getPage } from "~/lib/content/content.server";
import { serviceCanonicalPath, servicePath, serviceSlugOf } from "~/lib/content/paths";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

function serviceTrail(service: Pick<Service, "name" | "slug">) {
  return trail(crumbs.services, { name: service.name, path: servicePath(service) });
}

/**
 * Runs at build time only: the service's content goes into the pre-rendered
 * page, not into the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const service = serviceOf(request);
  // What the page shows: the head's words are in `head`, the summary is for the other pages' cards.
  const { estimate: _estimate, metaTitle: title, metaDescription: description, summary: _summary, ...rest } = service;
  const head = pageHead(
    { title, description, path: serviceCanonicalPath(service) },
    { trail: serviceTrail(service), faqs: service.faqs, nodes: [serviceNode(service)] },
  );
  return { service: rest, copy: getPage("service"), head, cost: costBand(service, getPage("estimate")) };
}

const serviceOf = (request: Request) => getEntry("services", serviceSlugOf(lastSegment(new URL(request.url).pathname)));

export const meta = headFromLoader;

const SCROLL_ATTR = "data-scroll-parallax";

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, copy, cost } = loaderData;
  const { hero, intro, benefits, featureLists, serviceTypes, process, cta } = service;
  // The woodworking page carries the scroll position as a style variable (spec section 2).
  const scrollEffect = service.slug === "woodworking";
  return (
    <div {...{ [SCROLL_ATTR]: scrollEffect ? "" : undefined }}>
      {scrollEffect && <InlineScript run={scrollVar} args={[SCROLL_ATTR]} />}
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
          {intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
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
            {service.offerings.map((o) => (
              <li key={o.title} className="rounded-xl border border-linen bg-paper p-5">
                <h3 className="text-lg font-semibold">{o.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-soft">{o.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {featureLists.map((list) => (
            <div key={list.title} className="rounded-xl border border-linen bg-paper p-6 sm:p-8">
              <h2 className="text-2xl font-semibold">{list.title}</h2>
              <CheckList items={list.items} className="mt-5" />
            </div>
          ))}
        </div>
      </Section>
      {serviceTypes.length > 0 && (
        <Section tone="linen" heading={copy.serviceTypesHeading}>
          <div className="grid gap-6 lg:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]">
            {serviceTypes.map((type) => (
              <article key={type.title} className="rounded-xl border border-linen bg-paper p-6 shadow-sm">
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
    </div>
  );
}
