import type { Article } from "~/content/schema";
import { formatDate } from "~/lib/format";
import { SiteLink } from "../layout/site-link";
import { Art } from "../ui/art";
import { articlePath } from "~/lib/content/paths";

/** An article's card; `priority` for the page's lead picture (the first card, with no picture above it). */
export function ArticleCard({ article, priority = false }: { article: Article; priority?: boolean }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-linen bg-paper shadow-sm hover:shadow-md">
      <Art image={article.image} priority={priority} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span className="rounded-full bg-forest/10 px-2.5 py-0.5 font-semibold text-forest">{article.category}</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span>{article.readTime}</span>
        </p>
        <h3 className="mt-3 text-xl font-semibold">
          <SiteLink to={articlePath(article)} className="after:absolute after:inset-0 hover:text-rust">
            {article.title}
          </SiteLink>
        </h3>
        <p className="mt-2 leading-relaxed text-ink-soft">{article.excerpt}</p>
      </div>
    </article>
  );
}
