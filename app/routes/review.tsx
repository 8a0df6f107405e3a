import { Icon } from "~/components/ui/icon";
import type { SpriteIconName } from "~/components/ui/icon-names";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import type { Route } from "./+types/review";
import { getPage, getSettings } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail({ name: "Leave a Review", path: site.paths.review });

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const page = getPage("review");
  const { hero: intro, cardsLabel, newTab, google, facebook } = page;
  return {
    head: pageHead(page, { trail: pageTrail }),
    intro,
    cardsLabel,
    newTab,
    google,
    facebook,
    links: getSettings("business").social,
  };
}

export const meta = headFromLoader;

/** A place to leave a review: its words (the page's file), its address (the business's social links). */
function ReviewCard({
  icon,
  words: { title, text, label },
  href,
  newTab,
}: {
  icon: SpriteIconName;
  words: { title: string; text: string; label: string };
  href: string;
  newTab: string;
}) {
  return (
    <article className="flex flex-col rounded-xl border border-linen bg-paper p-8 shadow-sm">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-forest/10 text-forest">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold">{title}</h2>
      <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{text}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-review-link=""
        className={`${buttonClasses("primary")} mt-6 self-start`}
      >
        {label}
        <Icon name="external-link" className="size-4" />
        <span className="sr-only">{newTab}</span>
      </a>
    </article>
  );
}

export default function Review({ loaderData }: Route.ComponentProps) {
  const { intro, cardsLabel, newTab, google, facebook, links } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section aria-label={cardsLabel}>
        <div className="grid max-w-5xl gap-6 md:grid-cols-2">
          <ReviewCard icon="star" words={google} href={links.googleReviewUrl} newTab={newTab} />
          <ReviewCard icon="thumbs-up" words={facebook} href={links.facebookUrl} newTab={newTab} />
        </div>
      </Section>
    </>
  );
}
