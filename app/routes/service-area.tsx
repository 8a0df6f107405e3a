import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/layout/site-link";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import { lastSegment } from "~/lib/url";
import type { Route } from "./+types/service-area";
import { getEntry, getPage, getSettings } from "~/lib/content/content.server";
import { fill } from "~/lib/content/fill";
import { servicePath, townPath } from "~/lib/content/paths";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

const townTrail = (town: { slug: string }, name: string) => trail({ name, path: townPath(town) });

/** Runs at build time only: the town's content goes into the page, not the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { town, copy } = townOf(request);
  const services = getSettings("serviceLists").townPages.map((slug) => {
    const { name } = getEntry("services", slug);
    return { slug, name };
  });
  const head = pageHead(
    { title: copy.title, description: town.metaDescription, path: townPath(town) },
    { trail: townTrail(town, copy.breadcrumb) },
  );
  return { town, copy, services, head };
}

function townOf(request: Request) {
  const town = getEntry("towns", lastSegment(new URL(request.url).pathname));
  const values = { town: town.city, county: town.county };
  const copy = Object.fromEntries(
    Object.entries(getPage("town")).map(([key, template]) => [key, fill(template, values)]),
  ) as TownCopy;
  return { town, copy };
}

export const meta = headFromLoader;

type TownCopy = ReturnType<typeof getPage<"town">>;

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  const { town, copy, services } = loaderData;
  return (
    <>
      <PageHero
        trail={townTrail(town, copy.breadcrumb)}
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        lead={town.intro}
        image={town.image}
      >
        <ButtonLink to={contactCta.href}>{contactCta.name}</ButtonLink>
      </PageHero>
      <Section heading={copy.servicesHeading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {services.map((s) => (
            <li key={s.slug}>
              <SiteLink
                to={servicePath(s)}
                className="flex h-full items-center justify-between gap-2 rounded-xl border border-linen bg-paper p-5 font-semibold text-walnut-dark shadow-sm hover:border-forest hover:text-rust"
              >
                {s.name}
                <Icon name="arrow-right" className="size-4 shrink-0" />
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="paper" heading={copy.workingHeading}>
        <div className="grid gap-10 lg:grid-cols-2">
          <p className="text-lg leading-relaxed text-ink-soft">{town.localIntro}</p>
          <div className="rounded-xl border border-linen bg-cream p-6">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <Icon name="map-pin" className="size-5 text-rust" /> {copy.localHeading}
            </h3>
            <CheckList items={town.localBullets} className="mt-4" />
          </div>
        </div>
      </Section>
      <CtaBand heading={copy.ctaHeading} text={copy.ctaText} />
    </>
  );
}
