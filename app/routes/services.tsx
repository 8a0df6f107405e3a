import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { serviceListNode } from "~/lib/head/structured-data";
import { crumbs, trail } from "~/lib/trail";
import type { Route } from "./+types/services";
import { getCollection, getPage } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail(crumbs.services);

/** Runs at build time only: the cards' content goes into the page, not the JavaScript. */
export function loader() {
  const page = getPage("services");
  const { hero: intro, listHeading, cta } = page;
  const services = getCollection("services").map(({ slug, name, summary, image }) => ({ slug, name, summary, image }));
  return {
    head: pageHead(page, { trail: pageTrail, type: "CollectionPage", mainEntity: serviceListNode(services) }),
    intro,
    copy: { listHeading, cta },
    services,
  };
}

export const meta = headFromLoader;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { intro, copy } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section aria-label={copy.listHeading}>
        {/* The cards are h3s: this keeps the outline h1 > h2 > h3 without a visible heading. */}
        <h2 className="sr-only">{copy.listHeading}</h2>
        <ServiceGrid services={loaderData.services} leadPicture />
      </Section>
      <CtaBand
        heading={copy.cta.heading}
        text={copy.cta.text}
        secondary={{ label: copy.cta.secondaryLabel, href: site.paths.process }}
      />
    </>
  );
}
