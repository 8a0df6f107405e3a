import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { PhoneLink } from "~/components/layout/phone-link";
import { SiteLink } from "~/components/layout/site-link";
import { PillLinks } from "~/components/ui/links";
import { CheckList } from "~/components/sections/check-list";
import { FaqList } from "~/components/sections/faq-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ContactFormEmbed } from "~/components/contact/contact-form-embed";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/contact";
import { getCollection, getPage, getSettings } from "~/lib/content/content.server";
import { townPath } from "~/lib/content/paths";
import site from "virtual:content/site";

const { business } = site;

const pageTrail = trail({ name: "Contact", path: site.paths.contact });

/** React runs in the browser on this page (app/root.tsx, decision 026). */
export const handle = { hydrate: true };

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const page = getPage("contact");
  const { hero: intro, sectionLabel, formLabel, cards } = page;
  return {
    head: pageHead(page, { trail: pageTrail, type: "ContactPage" }),
    intro,
    copy: { sectionLabel, formLabel, cards },
    faqHeading: getPage("faq").heading,
    faqs: getCollection("faqs"),
    promises: getSettings("business").promises,
    hours: getSettings("business").hoursDisplay,
    towns: getCollection("towns").map((t) => ({ href: townPath(t), label: t.city })),
    estimateLink: getPage("estimate").contactLink,
  };
}

export const meta = headFromLoader;

function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-linen bg-paper p-6 shadow-sm">
      <h2 className="flex items-center gap-2 font-sans text-lg font-semibold text-walnut-dark">
        {icon}
        {title}
      </h2>
      <div className="mt-3 text-ink-soft">{children}</div>
    </section>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { intro, copy, faqHeading, faqs, promises, hours, towns, estimateLink } = loaderData;
  const { cards } = copy;
  const { street, city, region, postalCode } = business.address;
  const iconClass = "size-5 text-rust";
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead}>
        <SiteLink
          to={site.paths.estimate}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-forest underline underline-offset-4 hover:text-forest-dark"
        >
          {estimateLink}
          <Icon name="arrow-right" className="size-4" />
        </SiteLink>
      </PageHero>
      <Section aria-label={copy.sectionLabel}>
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <section
            aria-label={copy.formLabel}
            className="self-start rounded-xl border border-linen bg-paper p-6 shadow-sm sm:p-8"
          >
            <ContactFormEmbed />
          </section>
          <div className="space-y-5">
            <SideCard icon={<Icon name="phone" className={iconClass} />} title={cards.phone}>
              <PhoneLink className="inline-block font-semibold text-walnut-dark hover:underline" />
            </SideCard>
            <SideCard icon={<Icon name="mail" className={iconClass} />} title={cards.email}>
              <a
                href={`mailto:${business.email}`}
                className="inline-block font-semibold break-all text-walnut-dark hover:underline"
              >
                {business.email}
              </a>
            </SideCard>
            <SideCard icon={<Icon name="map-pin" className={iconClass} />} title={cards.location}>
              <address className="not-italic">
                {street}
                <br />
                {`${city}, ${region} ${postalCode}`}
              </address>
            </SideCard>
            <SideCard icon={<Icon name="clock" className={iconClass} />} title={cards.hours}>
              <dl className="space-y-1">
                {hours.map((h) => (
                  <div key={h.days} className="flex justify-between gap-4">
                    <dt>{h.days}</dt>
                    <dd className="font-medium text-walnut-dark">{h.hours}</dd>
                  </div>
                ))}
              </dl>
            </SideCard>
            <SideCard icon={<Icon name="shield" className={iconClass} />} title={cards.promise}>
              <CheckList items={promises} />
            </SideCard>
            <SideCard icon={<Icon name="map-pin" className={iconClass} />} title={cards.serviceAreas}>
              <PillLinks links={towns} size="small" />
            </SideCard>
          </div>
        </div>
      </Section>
      <Section tone="paper" heading={faqHeading}>
        <div className="max-w-4xl">
          <FaqList faqs={faqs} />
        </div>
      </Section>
    </>
  );
}
