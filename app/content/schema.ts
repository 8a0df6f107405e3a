/**
 * Zod schemas for every content file in this folder (YAML, and the front matter
 * of the Markdown articles). `app/lib/content/load.ts` parses every file with
 * them when the site builds and in the dev server: a broken file stops the
 * build with its name, the field and what was expected. The site's code is
 * typed with the inferred types. The editor's config (public/admin/config.yml)
 * mirrors these rules; `app/lib/content/cms-config.test.ts` checks they agree.
 */
import { z } from "zod";
import { iconNames } from "../components/ui/icon-names.ts";
import { estimateProblems } from "./estimate-rules.mjs";

export { iconNames };

export const iconNameSchema = z.enum(iconNames);

/**
 * Every pattern a content field must match, with what it means and an example: the build's
 * message ("expected ..., like ...") and the editor's ("Write ... like ...") both come from here,
 * so no pattern reaches the owner without an example of what to write.
 */
export const patternRules = new Map<string, { what: string; example: string }>();
function patterned(pattern: RegExp, what: string, example: string) {
  if (!pattern.test(example)) throw new Error(`schema: the example "${example}" does not match ${pattern}`);
  patternRules.set(pattern.source, { what, example });
  return z.string().regex(pattern, `expected ${what}, like "${example}"`);
}
export type IconName = z.infer<typeof iconNameSchema>;

/**
 * A picture's name in content: the name of a file in `app/assets/art/`, with or without its
 * extension and the folder the editor writes in front of an upload ("/porch-dover.jpg").
 * The site uses the bare name ("porch-dover"); dropping a photograph with an illustration's
 * name there replaces the illustration.
 */
export const picturePattern = /^\/?(?:[\w.~-]+\/)*([a-z0-9][a-z0-9_~-]*)(?:\.(?:svg|jpe?g|png|webp|avif))?$/;
/** What the editor says when a picture's name does not match picturePattern. */
export const pictureMessage =
  'a JPG, PNG, WebP, AVIF or SVG picture whose file name is in lower case with no spaces, like "porch-dover.jpg"';
/** The kinds of picture scripts/build-images.mjs turns into AVIF, WebP and JPEG at every width. */
export const pictureExtensions = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];

/** An image slot: `art` names a picture in `app/assets/art/` (see picturePattern). */
export const imageSchema = z.object({
  art: z
    .string()
    .regex(picturePattern, `expected ${pictureMessage}, or an illustration's name like "project-deck"`)
    .transform((value) => picturePattern.exec(value)![1]!),
  alt: z.string().min(10),
});
export type Image = z.infer<typeof imageSchema>;

const text = z.string().min(1);
/**
 * A date picked in the editor: a slip of the year in its date picker ("1906") is refused rather than
 * printed ("Prices reviewed November 1906"); no date on the site is before 1990 or after next year.
 */
const lastYear = new Date().getFullYear() + 1;
const isoDate = z.iso
  .date()
  .refine((date) => Number(date.slice(0, 4)) >= 1990 && Number(date.slice(0, 4)) <= lastYear, {
    error: `expected a date between 1990 and ${lastYear}: check the year`,
  });
/**
 * An optional field: absent, or left empty in the editor (which writes "" for a field it cleared);
 * the site reads both as absent.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(""), schema])
    .optional()
    .transform((value) => (value === "" ? undefined : (value as z.output<T> | undefined)));
const sitePath = patterned(/^\/[a-z0-9\-/]*$/, "a page of this site, starting with /", "/contact");
const slugSchema = patterned(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes", "porch-rebuild");
/** A web address: https:// or http:// and a host (what the editor's pattern accepts too). */
const webAddress = z.url({ protocol: /^https?$/, hostname: /^[^\s/]+$/ });

export const linkSchema = z.object({ label: text, href: sitePath });
export type Link = z.infer<typeof linkSchema>;

export const featureSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type Feature = z.infer<typeof featureSchema>;

export const featureListSchema = z.object({ title: text, items: z.array(text).min(3) });

/** Process step: optional step number, title, description, icon (spec section 3). */
export const processStepSchema = z.object({
  step: z.number().int().positive().optional(),
  title: text,
  description: text,
  icon: iconNameSchema,
});
export type ProcessStep = z.infer<typeof processStepSchema>;

/** Service type block: title, description, features list (spec section 3). */
export const serviceTypeSchema = z.object({
  title: text,
  description: text,
  features: z.array(text).min(3),
});

export const faqSchema = z.object({ question: text, answer: text });
export type Faq = z.infer<typeof faqSchema>;

/** Fallback testimonial on service pages: rating, text, author, location. */
export const quotedTestimonialSchema = z.object({
  text,
  author: text,
  location: text,
  rating: z.literal(5),
});

/** A headline figure such as a duration or a value claim. */
export const factSchema = z.object({ value: text, label: text });
export type Fact = z.infer<typeof factSchema>;

/* ---------- the price estimator's figures (a section of each service's file) ---------- */

/** Whole dollars. */
const dollars = z.number().int().min(0).max(5_000_000);
/** A range of whole dollars: the rules between low and high are in estimate-rules.mjs. */
const dollarRange = z.object({ low: dollars, high: dollars });
/** The three finish levels, cheapest first; their names are the estimator page's (pages/estimate.yaml). */
export const FINISH_LEVELS = 3;
const sizeAmount = z.number().int().min(1).max(100_000);

/**
 * What a project of this service costs, as the estimator (/estimate), the service page and the
 * structured data state it. A price is the finish level's fixed part plus its part per unit of
 * size times the size; each option chosen adds its range (for the project, or per unit of size);
 * lead-safe work adds a share of that. The rules between fields (a low never above its high,
 * finish levels in increasing order, sizes within the limits) are estimate-rules.mjs's, which the
 * editor runs too.
 */
export const estimateSchema = z
  .object({
    /** the project type's name in the estimator's list and price table */
    name: text,
    /** the service page's link to the estimator, like "What does a kitchen cost in {city}?" */
    question: text,
    /** when the owner last checked these figures (shown: "Prices reviewed November 2026") */
    reviewed: isoDate,
    /** the typical construction time, shown by the estimator and wherever the service's facts write {duration} */
    duration: text,
    /** the share of the cost recouped at resale, if the site states one ({resale} in the facts) */
    resale: optional(text),
    /** the unit sizes are measured in */
    unit: z.enum(["sq ft", "linear ft"]),
    /** the smallest and largest size the estimator accepts, and the size it opens on */
    min: sizeAmount,
    max: sizeAmount,
    default: sizeAmount,
    /** named sizes offered instead of a number (a kitchen: small, medium, large), smallest first */
    sizes: z
      .array(z.object({ name: text, description: text, amount: sizeAmount }))
      .max(5)
      .optional(),
    /** per finish level, cheapest first: what it means for this project, its fixed part and its part per unit */
    finishes: z
      .array(
        z.object({
          description: text,
          fixed: dollarRange,
          perUnit: z.object({ low: z.number().int().min(0).max(20_000), high: z.number().int().min(0).max(20_000) }),
        }),
      )
      .length(FINISH_LEVELS),
    /** choices that add to the price: per project or per unit of size */
    options: z
      .array(z.object({ name: text, description: text, low: dollars, high: dollars, per: z.enum(["project", "unit"]) }))
      .max(6)
      .optional(),
    /** lead-safe work in a house built before 1978: a share of the price, in percent */
    leadSafe: z.object({ low: z.number().int().min(0).max(100), high: z.number().int().min(0).max(100) }),
  })
  .superRefine((estimate, ctx) => {
    for (const problem of estimateProblems(estimate)) ctx.addIssue({ code: "custom", ...problem });
  });
export type Estimate = z.output<typeof estimateSchema>;

export const serviceSchema = z.object({
  /** last path segment: /services/{slug} */
  slug: slugSchema,
  /** short label in navigation, footer and cards */
  name: text,
  /** search-engine title (the business name is appended) */
  metaTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(50).max(160),
  /** the short description on service cards */
  summary: z.string().min(40).max(200),
  image: imageSchema,
  hero: z.object({ eyebrow: text, heading: text, lead: z.string().min(80) }),
  /** durations and value figures shown under the hero */
  facts: z.array(factSchema).default([]),
  intro: z.object({ heading: text, paragraphs: z.array(z.string().min(80)).min(1) }),
  benefits: z.object({ heading: text, items: z.array(featureSchema).min(3) }),
  featureLists: z.array(featureListSchema).min(1),
  serviceTypes: z.array(serviceTypeSchema).default([]),
  process: z.object({ heading: text, steps: z.array(processStepSchema).min(3) }),
  /** planning considerations (additions) */
  considerations: z.array(featureSchema).optional(),
  /** ten offerings (woodworking) */
  offerings: z.array(z.object({ title: text, description: text })).optional(),
  /** why-choose list (woodworking) */
  whyChoose: z.array(text).optional(),
  /**
   * a client's words shown on the page, if any: in the file a list of at most one, so that the editor
   * asks for all of its fields once one is added, and for none while there is none
   */
  testimonial: z
    .array(quotedTestimonialSchema)
    .max(1)
    .optional()
    .transform((list) => list?.[0]),
  faqs: z.array(faqSchema).optional(),
  cta: z.object({ heading: text, text: z.string().min(40), secondary: linkSchema }),
  /**
   * the price estimator's figures for this service, if it has a range: in the file a list of at most
   * one, so that the editor asks for all of its fields once it is added (as `testimonial`)
   */
  estimate: z
    .array(estimateSchema)
    .max(1)
    .optional()
    .transform((list) => list?.[0]),
});
export type Service = z.infer<typeof serviceSchema>;
/** A service's content file: everything but its slug and name, which the catalog holds. */
export type ServiceDetails = Omit<Service, "slug" | "name">;

/**
 * A review's file. How long ago it was written ("2 weeks ago", on the testimonials page) is not
 * typed: the build computes it from datePublished (app/lib/format.ts, timeAgo), so it never goes stale.
 */
export const testimonialSchema = z.object({
  id: slugSchema,
  text: z.string().min(80),
  author: text,
  /** shown on the home page instead of how long ago */
  location: text,
  rating: z.literal(5),
  datePublished: isoDate,
  /** shown among the six on the home page */
  onHome: z.boolean(),
});
/** A review as the site shows it: the file, and how long ago it was written ("2 weeks ago"), computed when the site is built. */
export type Testimonial = z.infer<typeof testimonialSchema> & { timeAgo: string };

/** A portfolio filter option ("All" shows every project); the options are in pages/portfolio.yaml. */
export type PortfolioCategory = string;

const projectBase = z.object({
  id: z.number().int().positive(),
  title: text,
  /** one of the portfolio filter options (checked across files) */
  category: text,
  location: text,
  description: z.string().min(60),
  href: optional(sitePath),
});
/** A video uploaded with the site: a file in app/assets/video/, served at /video/<file>. */
export const videoFilePattern = /^\/video\/[a-z0-9][a-z0-9._-]*\.(?:mp4|webm)$/;
/** Its captions: a WebVTT file beside it. */
export const captionsFilePattern = /^\/video\/[a-z0-9][a-z0-9._-]*\.vtt$/;

/**
 * A project's file: every project has its picture; a project with a video (our own file, or a player's
 * address) is a video, and its picture is the still shown until the visitor presses play. The site reads
 * a picture project ({ type: "image", image }) or a video project ({ type: "video", videoFile and
 * captions or videoUrl, poster }). With both a file and an address (the editor cannot make the owner
 * choose one), the site plays its own file: no other host, and its captions are ours.
 */
export const projectSchema = projectBase
  .extend({
    image: imageSchema,
    /** our own video, played by the browser's own player (or videoUrl, not both) */
    videoFile: optional(
      patterned(videoFilePattern, "an MP4 or WebM file in lower case", "/video/porch-walkthrough.mp4"),
    ),
    /** the captions of videoFile */
    captions: optional(patterned(captionsFilePattern, "a WebVTT file in lower case", "/video/porch-walkthrough.vtt")),
    /** or the embed address of a video hosted by a player (YouTube, Vimeo); its picture is the still shown before play */
    videoUrl: optional(webAddress),
  })
  // Captions are what a visitor who cannot hear reads (WCAG 1.2.2); a player makes its own.
  .refine((p) => !p.videoFile || p.captions, {
    message: "expected the captions of the video file (a WebVTT file, .vtt)",
    path: ["captions"],
  })
  .transform(({ image, videoUrl, videoFile, captions, ...rest }) =>
    videoUrl || videoFile
      ? {
          ...rest,
          type: "video" as const,
          videoFile,
          captions: videoFile ? captions : undefined,
          videoUrl: videoFile ? undefined : videoUrl,
          poster: image,
        }
      : { ...rest, type: "image" as const, image },
  );
export type Project = z.infer<typeof projectSchema>;

export const projectPageSchema = z.object({
  slug: slugSchema,
  eyebrow: text,
  title: text,
  metaTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(50).max(160),
  location: text,
  tags: z.array(text).min(1),
  hero: imageSchema,
  overview: z.array(z.string().min(80)).min(1),
  highlights: z.array(factSchema).default([]),
  gallery: z.array(imageSchema.extend({ caption: text })).default([]),
  /** headings of the page; in galleryLead, {count} is the number of photos */
  tagsHeading: text,
  highlightsLabel: text,
  overviewHeading: text,
  galleryHeading: text,
  galleryLead: text,
  cta: z.object({ heading: text, text: z.string().min(20), secondaryLabel: text }),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const townSchema = z.object({
  slug: patterned(/^[a-z-]+-ma$/, "the town's name in lower case with dashes, ending in -ma", "dover-ma"),
  city: text,
  county: z.enum(["Middlesex", "Norfolk"]),
  metaDescription: z.string().min(50).max(160),
  image: imageSchema,
  intro: z.string().min(80),
  localIntro: z.string().min(80),
  localBullets: z.array(text).length(3),
});
export type Town = z.infer<typeof townSchema>;
/** A town's content: everything but its slug, city and county, which the town catalog holds. */
export type TownDetails = Omit<Town, "slug" | "city" | "county">;

/** An article's reading time, as the file holds it: "5 min read". */
export const readTimePattern = /^\d+ min read$/;

export const articleSchema = z.object({
  slug: slugSchema,
  title: text,
  metaTitle: z.string().min(10).max(60),
  excerpt: z.string().min(60).max(220),
  category: z.enum(["Guide", "Local"]),
  date: isoDate,
  readTime: patterned(readTimePattern, "a number of minutes", "5 min read"),
  image: imageSchema,
  /** slug of the related service page */
  relatedService: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const processPhaseSchema = z.object({
  phase: text,
  title: text,
  description: z.string().min(60),
  details: z.array(text).min(3),
  highlight: text,
  icon: iconNameSchema,
});

const heroSchema = z.object({ eyebrow: text, heading: text, lead: z.string().min(60) });
/** A closing call to action: heading, text and the label of its second button. */
const ctaCopySchema = z.object({ heading: text, text: z.string().min(20), secondaryLabel: text });

export const homePageSchema = z.object({
  /** secondaryLabel: the hero's second button, to the portfolio */
  hero: heroSchema.extend({ secondaryLabel: text }),
  /** the labels under the claims strip's figures; label names the strip for screen readers */
  stats: z.object({
    label: text,
    ratingLabel: text,
    reviewsLabel: text,
    yearsLabel: text,
    projectsLabel: text,
    licensedLabel: text,
  }),
  servicesIntro: z.object({ eyebrow: text, heading: text, lead: text }),
  whyChooseUs: z.object({ eyebrow: text, heading: text, lead: text, points: z.array(featureSchema).length(4) }),
  reviews: z.object({ eyebrow: text, heading: text, lead: text, allReviewsLink: text, processLink: text }),
  processTeaser: z.object({ heading: text, text: z.string().min(60), secondaryLabel: text }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const aboutPageSchema = z.object({
  hero: heroSchema.extend({ image: imageSchema }),
  story: z.object({ heading: text, paragraphs: z.array(z.string().min(80)).min(3), image: imageSchema }),
  /** label names the section for screen readers */
  mission: z.object({ label: text, quote: z.string().min(40), attribution: text }),
  valuesHeading: text,
  values: z.array(featureSchema).length(4),
  cta: ctaCopySchema,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const processPageSchema = z.object({
  hero: heroSchema,
  /** phasesLabel names the list for screen readers; phaseLabel is "Phase {number}" */
  phasesLabel: text,
  phaseLabel: text,
  highlightLabel: text,
  detailsHeading: text,
  phases: z.array(processPhaseSchema).length(3),
  strengthsHeading: text,
  strengths: z.array(featureSchema).length(4),
  testimonialsLink: text,
  portfolioLink: text,
  cta: ctaCopySchema,
});
export type ProcessPage = z.infer<typeof processPageSchema>;

/* ---------- the business: facts and claims (settings/business.yaml) ---------- */

/** A US phone number as the owner writes it, "(781) 555-0142". */
export const phonePattern = /^\(\d{3}\) \d{3}-\d{4}$/;
/** The same number as dialled ("tel:" links, structured data): +1 and the ten digits. */
export const dialled = (display: string) => `+1${display.replace(/\D/g, "")}`;
/** Typed once, as printed; the dialled form is derived: { display: "(781) 555-0142", e164: "+17815550142" }. */
const phoneSchema = patterned(phonePattern, "a phone number", "(781) 555-0142").transform((display) => ({
  display,
  e164: dialled(display),
}));
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** An opening time on the 24-hour clock, as the file holds it: "07:30". */
export const hourPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const businessSchema = z.object({
  name: text,
  shortName: text,
  legalName: text,
  tagline: text,
  founder: text,
  foundingYear: z.number().int().min(1900).max(2100),
  blurb: z.string().min(40),
  /** the main line, shown during phone hours */
  phone: phoneSchema,
  /** shown outside phone hours */
  afterHoursPhone: phoneSchema,
  email: patterned(emailPattern, "an e-mail address", "hello@example.com"),
  address: z.object({
    street: text,
    city: text,
    region: patterned(/^[A-Z]{2}$/, "the state's two capital letters", "MA"),
    postalCode: patterned(/^\d{5}$/, "a five-digit ZIP code", "02493"),
    country: patterned(/^[A-Z]{2}$/, "the country's two capital letters", "US"),
  }),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  counties: z.array(text).length(2),
  serviceRadiusMiles: z.number().int().positive(),
  /** the hours printed on the contact page */
  hoursDisplay: z.array(z.object({ days: text, hours: text })).min(1),
  /** the hours published in structured data */
  hoursStructured: z
    .array(
      z.object({
        days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])).min(1),
        opens: patterned(hourPattern, "a time on the 24-hour clock", "08:00"),
        closes: patterned(hourPattern, "a time on the 24-hour clock", "17:00"),
      }),
    )
    .min(1),
  /** the phone switch: main line from `start` (inclusive) to `end` (exclusive), US Eastern time */
  phoneHours: z.object({ start: z.number().int().min(0).max(23), end: z.number().int().min(1).max(24) }),
  payments: z.array(text).min(1),
  currency: patterned(/^[A-Z]{3}$/, "a currency's three capital letters", "USD"),
  priceRange: patterned(/^\$+$/, "one to four dollar signs", "$$$"),
  licence: text,
  social: z.object({ googleReviewUrl: webAddress, facebookUrl: webAddress }),
  copyrightYear: z.number().int().min(2000).max(2100),
  /** the headline claims; both review counts appear, as on the old site */
  claims: z.object({
    rating: patterned(/^[1-5]\.\d$/, "a rating out of 5 with one decimal", "5.0"),
    reviewsShort: text,
    reviewsLong: text,
    years: text,
    projects: text,
    licensed: text,
    /** the review count published in structured data */
    structuredReviewCount: z.number().int().positive(),
    responseTime: text,
  }),
  /** the promises of the contact page */
  promises: z.array(text).min(1),
});
export type BusinessFile = z.infer<typeof businessSchema>;
export type Business = Omit<BusinessFile, "claims" | "promises">;
export type Claims = BusinessFile["claims"];

/* ---------- navigation labels (settings/navigation.yaml) ---------- */

export const navigationSchema = z.object({
  mainNav: z.array(z.object({ name: text, href: sitePath, dropdown: optional(z.literal("services")) })).min(1),
  contactCta: z.object({ name: text, href: sitePath }),
  /** the line in the top bar and the mobile menu */
  serviceAreaLine: text,
  /** names the bar of call and contact buttons at the bottom of a phone's screen, for screen readers */
  callBarLabel: text,
  /** slugs of the services listed in the footer */
  footerServices: z.array(text).min(1),
});

/** Which services appear where (settings/service-lists.yaml): slugs, in order. */
export const serviceListsSchema = z.object({
  home: z.array(text).min(1),
  offerCatalog: z.array(text).min(1),
  townPages: z.array(text).min(1),
});

/** Titles and descriptions of the pages not generated from an entry (settings/site-pages.yaml). */
const sitePage = z.object({
  path: sitePath,
  title: z.string().min(2).max(90),
  description: z.string().min(20).max(160),
});
const pathOnly = z.object({
  path: patterned(/^\/[a-z0-9\-/.]*$/, "an address on this site, starting with /", "/resources/feed.xml"),
});
export const sitePagesSchema = z.object({
  home: sitePage,
  services: sitePage,
  portfolio: sitePage,
  about: sitePage,
  process: sitePage,
  testimonials: sitePage,
  contact: sitePage,
  review: sitePage,
  joinTeam: sitePage,
  resources: sitePage,
  estimate: sitePage,
  attic: pathOnly,
  feed: pathOnly,
  search: sitePage,
  notFound: sitePage.extend({ title: z.string().min(1) }),
});

/* ---------- page copy (pages/*.yaml) ---------- */

export const heroPageSchema = z.object({ hero: heroSchema });
/** A page of cards: listHeading names the list for screen readers. */
export const listPageSchema = heroPageSchema.extend({ listHeading: text, cta: ctaCopySchema });
export const contactPageSchema = heroPageSchema.extend({
  /** name the form and the details for screen readers */
  sectionLabel: text,
  formLabel: text,
  cards: z.object({
    phone: text,
    email: text,
    location: text,
    hours: text,
    promise: text,
    serviceAreas: text,
  }),
});
/** The search page; {query} is what the visitor typed, {count} the number of results. */
export const searchPageSchema = heroPageSchema.extend({
  label: text,
  placeholder: text,
  button: text,
  idle: text,
  searching: text,
  unavailable: text,
  noResults: text,
  noResultsHelp: text,
  oneResult: text,
  results: text,
  noScript: text,
  /** the pages offered before a search and when nothing is found; a link may end with #section */
  suggestions: z
    .array(
      z.object({
        label: text,
        href: patterned(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, "a page of this site, perhaps with #section", "/contact#faq"),
      }),
    )
    .min(1),
});
const reviewCardSchema = z.object({ title: text, text: z.string().min(20), label: text });
export const reviewPageSchema = heroPageSchema.extend({
  /** cardsLabel names the two cards for screen readers; newTab is read after each button */
  cardsLabel: text,
  newTab: text,
  google: reviewCardSchema,
  facebook: reviewCardSchema,
});
export const testimonialsPageSchema = heroPageSchema.extend({ basedOn: text, listHeading: text, cta: ctaCopySchema });
export const notFoundPageSchema = z.object({ title: text, heading: text, text: text, button: text });
export const servicePageSchema = z.object({
  /** names the strip of figures under the hero, for screen readers */
  factsLabel: text,
  offeringsHeading: text,
  serviceTypesHeading: text,
  considerationsHeading: text,
  whyChooseHeading: text,
  testimonialHeading: text,
  faqsHeading: text,
});
/** Town pages: {town} is replaced by the town's name, {county} by its county. */
export const townPageSchema = z.object({
  title: text,
  heading: text,
  eyebrow: text,
  breadcrumb: text,
  servicesHeading: text,
  workingHeading: text,
  localHeading: text,
  ctaHeading: text,
  ctaText: text,
});
/** Around every article: {service} is replaced by the related service's name. */
export const articlePageSchema = z.object({
  localEyebrow: text,
  guideEyebrow: text,
  byline: text,
  relatedHeading: text,
  relatedLink: text,
  ctaHeading: text,
  ctaText: text,
  ctaSecondary: text,
});
export const joinTeamPageSchema = z.object({
  hero: heroSchema.extend({ perks: z.array(featureSchema).min(3) }),
  perksHeading: text,
  application: z.object({ heading: text, text: text }),
});
export const portfolioPageSchema = z.object({
  hero: heroSchema,
  /** the filter options, in display order; the first shows every project */
  categories: z.array(text).min(2),
  /** listHeading names the projects for screen readers; the filter's name, and "{count} projects shown" */
  listHeading: text,
  filterLabel: text,
  oneShown: text,
  shown: text,
  cta: ctaCopySchema,
  /** shown when a filter option has no project yet; "{category}" in the heading is the option's name */
  emptyCategory: z.object({ heading: text, text: z.string().min(40), button: text }),
});
export const faqIntroSchema = z.object({ heading: text, lead: text });
/**
 * The estimator's words (pages/estimate.yaml). {placeholders} are filled as the page shows a result:
 * {low} {high} {range} {duration} {resale} {month} {unit} {summary} {link} {from} {size} {finish} {type}.
 */
export const estimatePageSchema = z.object({
  hero: heroSchema,
  /** the three finish levels, cheapest first: their names (each service describes them for its projects) */
  finishes: z.array(z.object({ name: text })).length(FINISH_LEVELS),
  calculator: z.object({
    label: text,
    type: text,
    size: text,
    /** the size as a number: "{unit}" is the service's unit */
    amount: text,
    amountHint: text,
    finish: text,
    options: text,
    built: text,
    builtHint: text,
  }),
  result: z.object({
    heading: text,
    range: text,
    duration: text,
    resale: text,
    driversHeading: text,
    /** a driver: "{name}: about {amount}"; the finish's and the size's names: "{finish} finish", "Size: {size}" */
    driver: text,
    finishDriver: text,
    sizeDriver: text,
    baseline: text,
    /** in the summary and among what moves the price, when the house was built before 1978 */
    oldHouse: text,
    ballpark: z.string().min(40),
    send: text,
    /** on phones, the link from the range kept in view below the choices to the whole result */
    jump: text,
    reviewed: text,
  }),
  table: z.object({
    heading: text,
    lead: text,
    caption: text,
    typeColumn: text,
    /** under each type's name: the size the row is priced at, "{size}" */
    typicalSize: text,
    note: text,
  }),
  /** the inquiry's message line and the summary the office receives */
  message: text,
  /** the block on each service page with a range: "{from}", "{low}", "{high}", "{size}", "{finish}", "{duration}" */
  serviceBand: z.object({ text: z.string().min(20), link: text }),
  /** the link from the home page's hero and from the contact page */
  homeLink: text,
  contactLink: text,
});

/* ---------- one file per entry ---------- */

/** The estimator's figures a service's facts may show: `{duration}`, `{resale}`. */
const estimateFacts = { duration: "duration", resale: "resale" } as const;
/**
 * services/<slug>.yaml: order sets the place in menus and lists. A fact may show the estimator's
 * duration or resale share as `{duration}` / `{resale}`, so each is written once.
 */
export const serviceFileSchema = serviceSchema
  .extend({ order: z.number().int().positive() })
  .superRefine((service, ctx) => {
    // A section with problems of its own is still the list the file holds (its transform has not run).
    const section: unknown = service.estimate;
    const estimate = (Array.isArray(section) ? section[0] : section) as Partial<Estimate> | undefined;
    service.facts.forEach((fact, i) => {
      for (const [name, field] of Object.entries(estimateFacts))
        if (fact.value.includes(`{${name}}`) && !estimate?.[field])
          ctx.addIssue({
            code: "custom",
            path: ["facts", i, "value"],
            message: `"{${name}}" is the price estimator's ${field}: expected it filled in the estimate section`,
          });
    });
  })
  .transform((service) => ({
    ...service,
    facts: service.facts.map((fact) => ({
      ...fact,
      value: fact.value.replace(/\{(duration|resale)\}/g, (_m, name: keyof typeof estimateFacts) =>
        String(service.estimate?.[estimateFacts[name]] ?? ""),
      ),
    })),
  }));
/** towns/<slug>.yaml */
export const townFileSchema = townSchema.extend({ order: z.number().int().positive() });
/** faqs/<name>.yaml */
export const faqFileSchema = faqSchema.extend({ order: z.number().int().positive() });
/** articles/<slug>.md: the text after the front matter has at least this many characters (spaces around it aside). */
export const articleBodyMinLength = 200;
/** articles/<slug>.md: the front matter (the slug is the file's name). */
export const articleFrontMatterSchema = articleSchema.omit({ slug: true });

/* ---------- the forms' words (forms/*.yaml); their fields, names and checks are code (app/lib/forms) ---------- */

const optionSchema = z.object({ value: text, label: text });
/** What both forms say around their fields; {placeholders} are filled in by the form. */
export const formCommonSchema = z.object({
  sending: text,
  sendingAgain: text,
  required: text,
  /** the honeypot's label: people never see it, a bot filling every field does */
  honeypotLabel: text,
  /**
   * for the owner, not the visitor: sent with a submission made very fast after the form opened
   * (Netlify's Forms tab and the lead e-mail show it); "{seconds}" is the time it took
   */
  suspicion: text,
  failure: z.object({
    reasons: z.object({ network: text, timeout: text, refused: text }),
    whatNow: text,
    retry: text,
    call: text,
    email: text,
    emailIntro: text,
    emailPhotos: text,
  }),
  photos: z.object({ hint: text, slot: text, notAnImage: text, tooLarge: text }),
});
export const inquiryFormSchema = z.object({
  heading: text,
  lead: text,
  /** the embedded form's frame title; {heading} is the heading above */
  embedTitle: text,
  labels: z.object({
    name: text,
    email: text,
    phone: text,
    town: text,
    projectType: text,
    budget: text,
    timeline: text,
    message: text,
    photos: text,
    /** the estimate sent with an inquiry from the estimator: the office's e-mail names it so */
    estimate: text,
  }),
  placeholders: z.object({ message: text }),
  empty: z.object({ town: text, projectType: text, budget: text, timeline: text }),
  /** the last choices of the town and project-type lists (the others are the towns and the services) */
  otherTown: text,
  otherProjectType: text,
  budgets: z.array(optionSchema).min(2),
  timelines: z.array(optionSchema).min(2),
  errors: z.object({ name: text, email: text, emailInvalid: text, message: text }),
  submit: text,
  privacy: text,
  sentTitle: text,
  sentDescription: text,
  sendAnother: text,
  failureTitle: text,
  embedFailed: text,
});
/**
 * forms/lead-mail.yaml: the e-mails a lead sends (netlify/functions/submission-created.mts): the
 * office's notice and the sender's confirmation. "{placeholders}" are filled in per message.
 */
export const leadMailSchema = z.object({
  office: z.object({
    inquirySubject: text,
    applicationSubject: text,
    intro: text,
    replyHint: text,
    call: text,
    email: text,
    photos: text,
    photoLink: text,
    noTown: text,
    spamNote: text,
    forms: z.object({ inquiry: text, application: text }),
  }),
  confirmation: z.object({
    inquirySubject: text,
    applicationSubject: text,
    greeting: text,
    inquiryText: text,
    applicationText: text,
    copyHeading: text,
    photos: text,
    signature: text,
    notYou: text,
  }),
});
/** The values the job form sends for its two lists: the office's inbox sorts by them. */
export const experienceValues = ["entry", "mid", "senior", "expert"] as const;
export const availabilityValues = ["immediately", "2weeks", "1month", "flexible"] as const;
export const jobFormSchema = z.object({
  labels: z.object({
    name: text,
    email: text,
    phone: text,
    experience: text,
    skills: text,
    availability: text,
    message: text,
  }),
  empty: z.object({ experience: text, availability: text }),
  placeholders: z.object({ skills: text }),
  experienceOptions: z.array(z.object({ value: z.enum(experienceValues), label: text })).length(4),
  availabilityOptions: z.array(z.object({ value: z.enum(availabilityValues), label: text })).length(4),
  errors: z.object({ name: text, email: text, emailInvalid: text }),
  submit: text,
  privacy: text,
  successTitle: text,
  successDescription: text,
  failureTitle: text,
  failureDescription: text,
});
export const thankYouPageSchema = z.object({
  title: text,
  description: z.string().min(50).max(160),
  eyebrow: text,
  heading: text,
  lead: text,
  nextHeading: text,
  next: z.array(text).min(1),
  home: text,
  callLabel: text,
});
export type EstimatePageCopy = z.infer<typeof estimatePageSchema>;
