/**
 * Paths of the pages generated from content entries. Pure functions with no
 * content of their own, so the route table (app/routes.ts) can use them too.
 */

/**
 * The specification fixes one oddity: the pool-house page names
 * /services/poolhouses as its canonical path while links use
 * /services/pool-houses. Both paths are served, so the canonical never 404s.
 */
const canonicalSlugs: Readonly<Record<string, string>> = { "pool-houses": "poolhouses" };

export function servicePath(service: { slug: string }): string {
  return `/services/${service.slug}`;
}

export function serviceCanonicalPath(service: { slug: string }): string {
  return `/services/${canonicalSlugs[service.slug] ?? service.slug}`;
}

/** Every path a service page answers at: its own and, where different, its canonical one. */
export function servicePaths(service: { slug: string }): string[] {
  return [...new Set([servicePath(service), serviceCanonicalPath(service)])];
}

/** The slug a path segment names, aliases included. */
export function serviceSlugOf(segment: string): string {
  return Object.entries(canonicalSlugs).find(([, alias]) => alias === segment)?.[0] ?? segment;
}

export function townPath(town: { slug: string }): string {
  return `/service-areas/${town.slug}`;
}

export function articlePath(article: { slug: string }): string {
  return `/resources/${article.slug}`;
}

/** The file name of a page's social card: "/" -> "home", "/services/kitchen" -> "services-kitchen". */
export function cardPath(path: string): string {
  const slug = path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
  return `/og/${slug}.png`;
}
