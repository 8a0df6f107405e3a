import { Icon } from "~/components/ui/icon";
import { THANK_YOU_PATH } from "../../config/forms.mjs";
import { PhoneLink } from "~/components/layout/phone-link";
import { CheckList } from "~/components/sections/check-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { formCopy } from "~/content/forms";
import { pages } from "~/lib/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { trail } from "~/lib/trail";

/** Where a form posted without JavaScript lands: kept out of search engines, the sitemap and the site search. */
export const handle = { searchable: false };

const copy = formCopy.thankYou;
const pageTrail = trail({ name: copy.title, path: THANK_YOU_PATH });

export function meta() {
  return pageMeta({
    title: copy.title,
    description: copy.description,
    canonicalPath: THANK_YOU_PATH,
    trail: pageTrail,
    noindex: true,
  });
}

export default function ThankYou() {
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead}>
        <ButtonLink to={pages.home.path}>{copy.home}</ButtonLink>
        <PhoneLink className={buttonClasses("secondary")}>
          <Icon name="phone" className="size-5" />
          <span>{formCopy.failure.call} </span>
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
