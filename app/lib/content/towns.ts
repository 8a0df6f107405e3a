/**
 * The service-area towns (app/content/towns/*.yaml). `townCatalog` (slug, city,
 * county) is small and goes to every page; the full entries are for loaders.
 */
import { towns } from "virtual:content/towns";

export { townCatalog } from "virtual:content/townCatalog";
export { towns } from "virtual:content/towns";

export function getTown(slug: string) {
  const town = towns.find((t) => t.slug === slug);
  if (!town) throw new Error(`Unknown town "${slug}"`);
  return town;
}
