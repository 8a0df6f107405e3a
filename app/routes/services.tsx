import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { headFromLoader } from "~/lib/head-basics";
import { pageHead, type PageMetaInput } from "~/lib/seo";
import { crumbs, trail } from "~/lib/trail";
import { absoluteUrl } from "~/lib/url";
import type { Route } from "./+types/services";
import { getCollection, getPage } from "~/lib/content/content.server";
import { servicePath } from "~/lib/content/paths";
import site from "virtual:content/site";

const pageTrail = trail(crumbs.services);

/** Runs at build time only: the cards' content goes into the page, not the JavaScript. */
export function loader() {
  const { hero: intro, listHeading, cta } = getPage("services");
  return {
    head: pageHead(headInput()),
    intro,
    copy: { listHeading, cta },
    services: getCollection("services").map(({ slug, name, summary, image }) => ({ slug, name, summary, image })),
  };
}

export const meta = headFromLoader;

/** The page's <head> (app/lib/seo.ts), which its loader builds at pre-render. */
function headInput(): PageMetaInput {
  const page = getPage("services");
  return {
    title: page.title,
    description: page.description,
    canonicalPath: page.path,
    trail: pageTrail,
    pageType: "CollectionPage",
    pageExtra: {
      mainEntity: {
        "@type": "ItemList",
        itemListElement: getCollection("services").map((s, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: s.name,
          url: absoluteUrl(servicePath(s)),
        })),
      },
    },
  };
}

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
