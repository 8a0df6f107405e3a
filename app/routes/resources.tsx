import { ArticleCard } from "~/components/sections/article-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { articles } from "~/lib/content/articles";
import { pageIntros, resourcesCopy } from "~/lib/content/pages";
import { pages } from "~/lib/content/site-pages";
import { headFromLoader } from "~/lib/head-basics";
import { pageMeta } from "~/lib/seo";
import { blogNode } from "~/lib/structured-data";
import { crumbs, trail } from "~/lib/trail";
import type { Route } from "./+types/resources";
import page from "virtual:content/pages/resources";

const pageTrail = trail(crumbs.resources);

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  return { head: head(), intro: pageIntros.resources, copy: resourcesCopy };
}

export const meta = headFromLoader;

/** The page's <head> (app/lib/seo.ts), for its loader. */
function head() {
  return pageMeta({
    title: page.title,
    description: page.description,
    canonicalPath: pages.resources.path,
    trail: pageTrail,
    nodes: [blogNode(pages.resources.path, page.title, page.description, articles)],
  });
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { intro, copy } = loaderData;
  return (
    <>
      <PageHero trail={pageTrail} eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} />
      <Section aria-label={copy.listHeading}>
        {/* The cards are h3s: this keeps the outline h1 > h2 > h3 without a visible heading. */}
        <h2 className="sr-only">{copy.listHeading}</h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((a, i) => (
            <ArticleCard key={a.slug} article={a} priority={i === 0} />
          ))}
        </div>
      </Section>
      <CtaBand
        heading={copy.cta.heading}
        text={copy.cta.text}
        secondary={{ label: copy.cta.secondaryLabel, href: pages.services.path }}
      />
    </>
  );
}
