import { ArrowLink } from "~/components/ui/links";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import type { Article } from "~/content/schema";
import { formatDate } from "~/lib/format";
import { renderMarkdown } from "~/lib/markdown";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { blogPostingNode } from "~/lib/head/structured-data";
import { crumbs, trail } from "~/lib/trail";
import { lastSegment } from "~/lib/url";
import type { Route } from "./+types/article";
import { getCollection, getEntry, getPage } from "~/lib/content/content.server";
import { fill } from "~/lib/content/fill";
import { articlePath, servicePath } from "~/lib/content/paths";

/** Runs at build time only: the Markdown becomes HTML in the pre-rendered page, not in the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { body, ...article } = articleOf(request);
  const { name, summary } = getEntry("services", article.relatedService);
  const copy = Object.fromEntries(
    Object.entries(getPage("article")).map(([key, template]) => [key, fill(template, { service: name })]),
  ) as ReturnType<typeof getPage<"article">>;
  return {
    head: pageHead(
      { title: article.metaTitle, description: article.excerpt, path: articlePath(article) },
      { trail: articleTrail(article), nodes: [blogPostingNode(article)] },
    ),
    copy,
    html: renderMarkdown(body),
    article,
    related: { slug: article.relatedService, name, summary },
  };
}

const articleTrail = (article: Article) => trail(crumbs.resources, { name: article.title, path: articlePath(article) });

function articleOf(request: Request) {
  const slug = lastSegment(new URL(request.url).pathname);
  const entry = getCollection("articles").find((a) => a.slug === slug);
  if (entry === undefined) throw new Response("Not Found", { status: 404 });
  return entry;
}

export const meta = headFromLoader;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, copy } = loaderData;
  return (
    <>
      <PageHero
        trail={articleTrail(article)}
        eyebrow={article.category === "Local" ? copy.localEyebrow : copy.guideEyebrow}
        heading={article.title}
        image={article.image}
        lead={
          <>
            <p>{article.excerpt}</p>
            <p className="mt-4 text-base">
              {copy.byline} · <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readTime}
            </p>
          </>
        }
      />
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
        {/* Named by its heading: the page has another aside, the call bar (landmarks of a kind need names). */}
        <aside aria-labelledby="related-service" className="mt-12 rounded-xl border border-linen bg-paper p-6">
          <h2 id="related-service" className="text-xl font-semibold">
            {copy.relatedHeading}
          </h2>
          <p className="mt-2 text-ink-soft">{related.summary}</p>
          <ArrowLink to={servicePath(related)} className="mt-3">
            {copy.relatedLink}
          </ArrowLink>
        </aside>
      </article>
      <CtaBand
        heading={copy.ctaHeading}
        text={copy.ctaText}
        secondary={{ label: copy.ctaSecondary, href: servicePath(related) }}
      />
    </>
  );
}
