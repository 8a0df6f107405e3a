/**
 * The service-area towns: slug, city and county, in display order. Small, so
 * every page can list them (footer, structured data); each town's full page
 * content lives in towns.ts.
 */
export const townCatalog = [
  { slug: "weston-ma", city: "Weston", county: "Middlesex" },
  { slug: "wellesley-ma", city: "Wellesley", county: "Norfolk" },
  { slug: "newton-ma", city: "Newton", county: "Middlesex" },
  { slug: "needham-ma", city: "Needham", county: "Norfolk" },
  { slug: "wayland-ma", city: "Wayland", county: "Middlesex" },
  { slug: "lincoln-ma", city: "Lincoln", county: "Middlesex" },
  { slug: "sudbury-ma", city: "Sudbury", county: "Middlesex" },
  { slug: "concord-ma", city: "Concord", county: "Middlesex" },
] as const;

export type TownSlug = (typeof townCatalog)[number]["slug"];
