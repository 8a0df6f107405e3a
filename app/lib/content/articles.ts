/** The planning guides (app/content/articles/*.md): front matter and Markdown body. */
import { articles } from "virtual:content/articles";

export { articleBodies } from "virtual:content/articleBodies";
export { articles } from "virtual:content/articles";

export function getArticle(slug: string) {
  const article = articles.find((a) => a.slug === slug);
  if (!article) throw new Error(`Unknown article "${slug}"`);
  return article;
}
