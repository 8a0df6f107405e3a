import { ArticleContent, articleTrail } from "~/components/pages/article-content";
import { renderMarkdown } from "~/lib/markdown";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { blogPostingNode } from "~/lib/head/structured-data";
import { lastSegment } from "~/lib/url";
import type { Route } from "./+types/article";
import { getCollection, getEntry, getPage } from "~/lib/content/content.server";
import { fill } from "~/lib/content/fill";
import { articlePath } from "~/lib/content/paths";

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

function articleOf(request: Request) {
  const slug = lastSegment(new URL(request.url).pathname);
  const entry = getCollection("articles").find((a) => a.slug === slug);
  if (entry === undefined) throw new Response("Not Found", { status: 404 });
  return entry;
}

export const meta = headFromLoader;

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related, copy, html } = loaderData;
  return <ArticleContent article={article} html={html} related={related} copy={copy} />;
}
