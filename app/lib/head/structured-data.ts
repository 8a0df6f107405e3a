/**
 * The one module that builds the site's JSON-LD. Every node is typed with
 * schema-dts, and nodes refer to each other by stable `@id`s so that the
 * pieces of a page form one graph: business <- website <- page -> breadcrumb.
 */
import type {
  AboutPage,
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  CreativeWork,
  FAQPage,
  GeneralContractor,
  Graph,
  Offer,
  OfferCatalog,
  ImageObject,
  ItemList,
  SearchAction,
  Service,
  Thing,
  WebPage,
  WebSite,
  WithActionConstraints,
} from "schema-dts";
import type { Article, BeforeAfter, Faq, Service as ServiceContent } from "~/content/schema";
import type { ProjectPage } from "~/content/project-page";
import { siteUrl } from "../../../config/site-url.ts";
import { artJpeg } from "~/lib/art-files";
import { priceSpan } from "~/lib/estimate";
import type { Crumb } from "~/lib/trail";
import { absoluteUrl } from "~/lib/url";
import { getCollection, getSettings } from "~/lib/content/content.server";
import { articlePath, serviceCanonicalPath, servicePath } from "~/lib/content/paths";

type TownName = { city: string };

/** The business file, read when a page is built (so the dev server shows an edit at once). */
const business = () => getSettings("business");
type ServiceEntry = { slug: string; name: string };

export const ids = {
  business: `${siteUrl}/#business`,
  website: `${siteUrl}/#website`,
  founder: `${siteUrl}/about#founder`,
  page: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
};

const businessRef = { "@id": ids.business };
const websiteRef = { "@id": ids.website };

export function graph(nodes: Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** The site, by its name and owner, and its search page (/search?q=, spec sections 2 and 3). */
export function websiteNode(): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/search")}?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@type": "WebSite",
    "@id": ids.website,
    url: absoluteUrl("/"),
    name: business().name,
    description: business().tagline,
    inLanguage: "en-US",
    publisher: businessRef,
    potentialAction: search,
  };
}

/**
 * The business as the other pages name it: who and where (Google's required properties for a local
 * business), and its `@id`, which points at the whole description on the home page (businessNode).
 */
export function businessSummaryNode(): GeneralContractor {
  return {
    "@type": "GeneralContractor",
    "@id": ids.business,
    name: business().name,
    url: absoluteUrl("/"),
    telephone: business().phone.e164,
    address: postalAddress(),
  };
}

function postalAddress() {
  const { address } = business();
  return {
    "@type": "PostalAddress" as const,
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** The business as a general contractor, with everything a local business listing carries. */
export function businessNode(options: {
  towns: readonly TownName[];
  offers: readonly ServiceEntry[];
}): GeneralContractor {
  return {
    "@type": "GeneralContractor",
    "@id": ids.business,
    name: business().name,
    legalName: business().legalName,
    description: business().blurb,
    url: absoluteUrl("/"),
    telephone: business().phone.e164,
    email: business().email,
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl(artJpeg("hero-home")),
    foundingDate: String(business().foundingYear),
    founder: { "@type": "Person", "@id": ids.founder, name: business().founder },
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: business().geo.latitude, longitude: business().geo.longitude },
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: {
          "@type": "GeoCoordinates",
          latitude: business().geo.latitude,
          longitude: business().geo.longitude,
        },
        geoRadius: `${business().serviceRadiusMiles} mi`,
      },
      ...options.towns.map((t) => ({ "@type": "City" as const, name: `${t.city}, MA` })),
    ],
    openingHoursSpecification: business().hoursStructured.map((h) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: [...h.days],
      opens: h.opens,
      closes: h.closes,
    })),
    paymentAccepted: business().payments.join(", "),
    currenciesAccepted: business().currency,
    priceRange: business().priceRange,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Remodeling and woodworking services",
      itemListElement: options.offers.map((s) => ({
        "@type": "Offer" as const,
        itemOffered: { "@type": "Service" as const, name: s.name, url: absoluteUrl(`/services/${s.slug}`) },
      })),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Number(business().claims.rating),
      bestRating: 5,
      worstRating: 1,
      reviewCount: business().claims.structuredReviewCount,
    },
  };
}

export type PageType = "WebPage" | "CollectionPage" | "ContactPage" | "AboutPage" | "FAQPage";
type PageNode = WebPage | CollectionPage | ContactPage | AboutPage | FAQPage;

export function webPageNode(options: {
  type?: PageType;
  path: string;
  name: string;
  description: string;
  breadcrumb?: boolean;
  extra?: Record<string, unknown>;
}): PageNode {
  const { type = "WebPage", path, name, description, breadcrumb = true, extra = {} } = options;
  return {
    "@type": type,
    "@id": ids.page(path),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: "en-US",
    isPartOf: websiteRef,
    about: businessRef,
    ...(breadcrumb ? { breadcrumb: { "@id": ids.breadcrumb(path) } } : {}),
    ...extra,
  };
}

/** The page's trail as data; its last item is the page itself, named by its canonical address. */
export function breadcrumbNode(canonicalPath: string, trail: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(canonicalPath),
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem" as const,
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(i === trail.length - 1 ? canonicalPath : crumb.path),
    })),
  };
}

/**
 * A service's price as an offer: from its cheapest to its dearest project without options, computed
 * from the estimator's figures (app/lib/estimate.ts), as the service page's "from" price is.
 */
export function priceOffer(service: ServiceContent, path: string): Offer | undefined {
  if (!service.estimate) return undefined;
  const { low, high } = priceSpan(service.estimate);
  return {
    "@type": "Offer",
    url: absoluteUrl(path),
    itemOffered: { "@id": `${absoluteUrl(path)}#service` },
    priceCurrency: business().currency,
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: low,
      maxPrice: high,
      priceCurrency: business().currency,
    },
    seller: businessRef,
  };
}

/**
 * A catalogue of priced offers (the estimator's page). schema.org gives a catalogue no provider
 * (OfferCatalog is an ItemList: "related Offers ... offeredBy the same provider"): who offers them is
 * said on each offer, as its seller (priceOffer), and the business's own catalogue is its
 * hasOfferCatalog (businessNode).
 */
export function priceCatalogNode(name: string): OfferCatalog {
  const offers = getCollection("services").flatMap((s) => {
    const offer = priceOffer(s, serviceCanonicalPath(s));
    return offer ? [{ ...offer, name: s.name }] : [];
  });
  return { "@type": "OfferCatalog", name, numberOfItems: offers.length, itemListElement: offers };
}

/** The services, in the services' order (the services page's main entity). */
export function serviceListNode(services: readonly ServiceEntry[]): ItemList {
  return {
    "@type": "ItemList",
    itemListElement: services.map((s, i) => ({
      "@type": "ListItem" as const,
      position: i + 1,
      name: s.name,
      url: absoluteUrl(servicePath(s)),
    })),
  };
}

/** A service at its canonical address, offered in every service town. */
export function serviceNode(service: ServiceContent): Service {
  const path = serviceCanonicalPath(service);
  const towns: readonly TownName[] = getCollection("towns");
  const offer = priceOffer(service, path);
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service`,
    name: service.name,
    description: service.metaDescription,
    url: absoluteUrl(path),
    provider: businessRef,
    serviceType: service.name,
    areaServed: towns.map((t) => ({ "@type": "City" as const, name: `${t.city}, MA` })),
    image: absoluteUrl(artJpeg(service.image.art)),
    ...(offer ? { offers: offer } : {}),
  };
}

export function faqEntities(faqs: readonly Faq[]) {
  return faqs.map((f) => ({
    "@type": "Question" as const,
    name: f.question,
    acceptedAnswer: { "@type": "Answer" as const, text: f.answer },
  }));
}

export function creativeWorkNode(project: ProjectPage, path: string, pairs: readonly BeforeAfter[] = []): CreativeWork {
  const image = (art: string, caption: string, more: Partial<ImageObject> = {}): ImageObject => ({
    "@type": "ImageObject",
    contentUrl: absoluteUrl(artJpeg(art)),
    caption,
    ...more,
  });
  // Each picture of a before/after pair: its side in its name and caption ("Before: ..."), its description.
  const words = project.beforeAfter;
  const side = (label: string, picture: BeforeAfter["before"], caption: string) =>
    image(picture.art, `${label}: ${caption}`, { name: `${label}: ${caption}`, description: picture.alt });
  const pairImages = pairs.flatMap((pair) => [
    side(words.before, pair.before, pair.caption),
    side(words.after, pair.after, pair.caption),
  ]);
  return {
    "@type": "CreativeWork",
    "@id": `${absoluteUrl(path)}#project`,
    name: project.title,
    description: project.metaDescription,
    url: absoluteUrl(path),
    keywords: project.tags.join(", "),
    locationCreated: { "@type": "Place", name: project.location },
    creator: businessRef,
    image: [
      image(project.hero.art, project.hero.alt),
      ...project.gallery.map((g) => image(g.art, g.caption)),
      ...pairImages,
    ],
  };
}

/** The planning guides as a blog (the resources page). */
export function blogNode(
  { path, title: name, description }: { path: string; title: string; description: string },
  posts: readonly Pick<Article, "slug">[],
): Blog {
  return {
    "@type": "Blog",
    "@id": `${absoluteUrl(path)}#blog`,
    name,
    description,
    url: absoluteUrl(path),
    publisher: businessRef,
    blogPost: posts.map((a) => ({ "@id": `${absoluteUrl(articlePath(a))}#article` })),
  };
}

export function blogPostingNode(article: Article): BlogPosting {
  const path = articlePath(article);
  return {
    "@type": "BlogPosting",
    "@id": `${absoluteUrl(path)}#article`,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    image: absoluteUrl(artJpeg(article.image.art)),
    author: { "@type": "Person", "@id": ids.founder, name: business().founder },
    publisher: businessRef,
    mainEntityOfPage: { "@id": ids.page(path) },
    isPartOf: { "@id": `${absoluteUrl("/resources")}#blog` },
    articleSection: article.category,
    inLanguage: "en-US",
  };
}
