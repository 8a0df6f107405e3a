import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/layout/site-link";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import type { Town, townPageSchema } from "~/content/schema";
import type { z } from "zod";
import { servicePath, townPath } from "~/lib/content/paths";
import { trail } from "~/lib/trail";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

export const townTrail = (town: { slug: string }, name: string) => trail({ name, path: townPath(town) });

/**
 * A town's page below the header: its top, the services offered there, its local text and the closing
 * box (`copy`: the town page's words with {town} and {county} filled). The route renders it with the
 * built content; the editor's preview with the entry being edited (app/lib/content/editor-preview.tsx).
 */
export function TownContent({
  town,
  copy,
  services,
}: {
  town: Pick<Town, "slug" | "intro" | "image" | "localIntro" | "localBullets">;
  copy: z.output<typeof townPageSchema>;
  services: readonly { slug: string; name: string }[];
}) {
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
