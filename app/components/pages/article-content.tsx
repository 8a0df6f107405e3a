import { ArrowLink } from "~/components/ui/links";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import type { Article, articlePageSchema } from "~/content/schema";
import type { z } from "zod";
import { formatDate } from "~/lib/format";
import { articlePath, servicePath } from "~/lib/content/paths";
import { crumbs, trail } from "~/lib/trail";

export const articleTrail = (article: Pick<Article, "title" | "slug">) =>
  trail(crumbs.resources, { name: article.title, path: articlePath(article) });

/**
 * A planning guide's page below the header: its top, its text (`html`, the Markdown as
 * app/lib/markdown.ts renders it), the related service and the closing box. The route renders it with
 * the built content; the editor's preview with the entry being edited (app/lib/content/editor-preview.tsx).
 */
export function ArticleContent({
  article,
  html,
  related,
  copy,
}: {
  article: Omit<Article, "metaTitle">;
  html: string;
  related: { slug: string; name: string; summary: string };
  copy: z.output<typeof articlePageSchema>;
}) {
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
              {copy.byline} · <time dateTime={article.date}>{article.date && formatDate(article.date)}</time> ·{" "}
              {article.readTime}
            </p>
          </>
        }
      />
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
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
