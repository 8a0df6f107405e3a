import { articles } from "./articles";

export function getArticle(slug: string) {
  const article = articles.find((a) => a.slug === slug);
  if (!article) throw new Error(`Unknown article "${slug}"`);
  return article;
}
