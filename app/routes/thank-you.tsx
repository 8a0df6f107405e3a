import { Icon } from "~/components/ui/icon";
import { THANK_YOU_PATH } from "../../config/form-settings.ts";
import { PhoneLink } from "~/components/layout/phone-link";
import { CheckList } from "~/components/sections/check-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/thank-you";
import { getPage } from "~/lib/content/content.server";
import site from "virtual:content/site";

/** Where a form posted without JavaScript lands: kept out of search engines, the sitemap and the site search. */
export const handle = { searchable: false };

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const copy = getPage("thankYou");
  const head = pageHead({ ...copy, path: THANK_YOU_PATH }, { trail: pageTrail(copy.title), noindex: true });
  return { copy, head };
}

const pageTrail = (title: string) => trail({ name: title, path: THANK_YOU_PATH });

export const meta = headFromLoader;

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail(copy.title)} eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead}>
        <ButtonLink to={site.paths.home}>{copy.home}</ButtonLink>
        <PhoneLink className={buttonClasses("secondary")}>
          <Icon name="phone" className="size-5" />
          <span>{copy.callLabel} </span>
        </PhoneLink>
      </PageHero>
      <Section heading={copy.nextHeading}>
        <div className="max-w-3xl">
          <CheckList items={copy.next} />
        </div>
      </Section>
    </>
  );
}
