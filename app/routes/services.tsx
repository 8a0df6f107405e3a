import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceGrid } from "~/components/sections/service-grid";
import { pageIntros } from "~/content/pages";
import { services, servicePath } from "~/content/services";
import { pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { crumbs, trail } from "~/lib/trail";
import { absoluteUrl } from "~/lib/url";

const pageTrail = trail(crumbs.services);

export function meta() {
  return pageMeta({
    title: pages.services.title,
    description: pages.services.description,
    canonicalPath: pages.services.path,
    trail: pageTrail,
    pageType: "CollectionPage",
    pageExtra: {
      mainEntity: {
        "@type": "ItemList",
        itemListElement: services.map((s, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: s.name,
          url: absoluteUrl(servicePath(s)),
        })),
      },
    },
  });
}

export default function Services() {
  const intro = pageIntros.services;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section aria-label="All services">
        <ServiceGrid services={services} />
      </Section>
      <CtaBand
        heading="Not sure where your project fits?"
        text="Most homes need a little of several things. Tell us what you have in mind and we will walk the house with you, free of charge."
        secondary={{ label: "See Our Process", href: pages.process.path }}
      />
    </>
  );
}
