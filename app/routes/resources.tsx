import { ArticleCard } from "~/components/sections/article-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { blogNode } from "~/lib/head/structured-data";
import { crumbs, trail } from "~/lib/trail";
import type { Route } from "./+types/resources";
import { getCollection, getPage } from "~/lib/content/content.server";
import site from "virtual:content/site";

const pageTrail = trail(crumbs.resources);

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const page = getPage("resources");
  const { hero: intro, listHeading, cta } = page;
  const articles = getCollection("articles").map(({ body: _body, ...article }) => article);
  const head = pageHead(page, { trail: pageTrail, nodes: [blogNode(page, getCollection("articles"))] });
  return { head, intro, copy: { listHeading, cta }, articles };
}

export const meta = headFromLoader;

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { intro, copy, articles } = loaderData;
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
        secondary={{ label: copy.cta.secondaryLabel, href: site.paths.services }}
      />
    </>
  );
}
