import { ArrowRight, MapPin } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { contactCta } from "~/lib/content/navigation";
import type { Town } from "~/content/schema";
import { catalogEntry, servicePath, townServiceSlugs } from "~/lib/content/services";
import { townPath } from "~/lib/content/site-pages";
import { getTown } from "~/lib/content/towns";
import { pageMeta } from "~/lib/seo";
import { trail } from "~/lib/trail";
import { lastSegment } from "~/lib/url";
import type { Route } from "./+types/service-area";

const heading = (town: Town) => `Home Remodeling in ${town.city}, MA`;
const townTrail = (town: Town) => trail({ name: `${town.city}, MA`, path: townPath(town) });

/** Runs at build time only: the town's content goes into the page, not the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { town: getTown(lastSegment(new URL(request.url).pathname)), services: townServiceSlugs.map(catalogEntry) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { town } = loaderData;
  return pageMeta({
    title: `${heading(town)} | Kitchens, Baths & Additions`,
    description: town.metaDescription,
    canonicalPath: townPath(town),
    trail: townTrail(town),
  });
}

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  const { town, services } = loaderData;
  return (
    <>
      <PageHero
        trail={townTrail(town)}
        eyebrow={`${town.county} County`}
        heading={heading(town)}
        lead={town.intro}
        image={town.image}
      >
        <ButtonLink to={contactCta.href}>{contactCta.name}</ButtonLink>
      </PageHero>
      <Section heading={`Our services in ${town.city}`}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {services.map((s) => (
            <li key={s.slug}>
              <SiteLink
                to={servicePath(s)}
                className="flex h-full items-center justify-between gap-2 rounded-xl border border-linen bg-paper p-5 font-semibold text-walnut-dark shadow-sm hover:border-forest hover:text-rust"
              >
                {s.name}
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="paper" heading={`Working in ${town.city}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <p className="text-lg leading-relaxed text-ink-soft">{town.localIntro}</p>
          <div className="rounded-xl border border-linen bg-cream p-6">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <MapPin className="size-5 text-rust" aria-hidden="true" /> What to know locally
            </h3>
            <CheckList items={town.localBullets} className="mt-4" />
          </div>
        </div>
      </Section>
      <CtaBand
        heading={`Planning a project in ${town.city}?`}
        text={`We know ${town.city}'s houses and its permit office. Tell us about yours and we will reply within one business day.`}
      />
    </>
  );
}
