import { towns } from "./towns";

export function getTown(slug: string) {
  const town = towns.find((t) => t.slug === slug);
  if (!town) throw new Error(`Unknown town "${slug}"`);
  return town;
}
