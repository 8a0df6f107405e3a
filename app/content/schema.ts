/**
 * Zod schemas for every kind of content on the site. The data files in this
 * folder are typed with the inferred types, and `content.test.ts` parses every
 * entry with these schemas, so a typo in a data file fails the build's tests
 * instead of reaching a visitor.
 */
import { z } from "zod";
import { iconNames, portfolioCategories } from "./constants";

export { iconNames, portfolioCategories };

export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

/**
 * An image slot: `art` names a file (without extension) in `app/assets/art/`;
 * dropping a photograph with the same name there replaces the artwork.
 */
export const imageSchema = z.object({
  art: z.string().regex(/^[a-z0-9-]+$/),
  alt: z.string().min(10),
});
export type Image = z.infer<typeof imageSchema>;

const text = z.string().min(1);
const sitePath = z.string().regex(/^\/[a-z0-9\-/]*$/);

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

export const serviceSchema = z.object({
  /** last path segment: /services/{slug} */
  slug: z.string().regex(/^[a-z0-9-]+$/),
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
  facts: z.array(factSchema),
  intro: z.object({ heading: text, paragraphs: z.array(z.string().min(80)).min(1) }),
  benefits: z.object({ heading: text, items: z.array(featureSchema).min(3) }),
  featureLists: z.array(featureListSchema).min(1),
  serviceTypes: z.array(serviceTypeSchema),
  process: z.object({ heading: text, steps: z.array(processStepSchema).min(3) }),
  /** planning considerations (additions) */
  considerations: z.array(featureSchema).optional(),
  /** ten offerings (woodworking) */
  offerings: z.array(z.object({ title: text, description: text })).optional(),
  /** why-choose list (woodworking) */
  whyChoose: z.array(text).optional(),
  testimonial: quotedTestimonialSchema.optional(),
  faqs: z.array(faqSchema).optional(),
  cta: z.object({ heading: text, text: z.string().min(40), secondary: linkSchema }),
});
export type Service = z.infer<typeof serviceSchema>;
/** A service's content file: everything but its slug and name, which the catalog holds. */
export type ServiceDetails = Omit<Service, "slug" | "name">;

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  text: z.string().min(80),
  author: text,
  /** shown on the testimonials page, e.g. "2 months ago" */
  timeAgo: text,
  /** shown on the home page instead of timeAgo */
  location: text,
  rating: z.literal(5),
  datePublished: z.iso.date(),
  /** shown among the six on the home page */
  onHome: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const portfolioCategorySchema = z.enum(portfolioCategories);
export type PortfolioCategory = z.infer<typeof portfolioCategorySchema>;

const projectBase = z.object({
  id: z.number().int().positive(),
  title: text,
  category: portfolioCategorySchema,
  location: text,
  description: z.string().min(60),
  href: sitePath.optional(),
});
export const projectSchema = z.discriminatedUnion("type", [
  projectBase.extend({ type: z.literal("image"), image: imageSchema }),
  projectBase.extend({
    type: z.literal("video"),
    videoUrl: z.url(),
    /** poster shown until the visitor presses play */
    poster: imageSchema,
  }),
]);
export type Project = z.infer<typeof projectSchema>;

export const projectPageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  metaTitle: z.string().min(10).max(60),
  metaDescription: z.string().min(50).max(160),
  location: text,
  tags: z.array(text).min(1),
  hero: imageSchema,
  overview: z.array(z.string().min(80)).min(1),
  highlights: z.array(factSchema),
  gallery: z.array(imageSchema.extend({ caption: text })),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const townSchema = z.object({
  slug: z.string().regex(/^[a-z-]+-ma$/),
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

export const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  metaTitle: z.string().min(10).max(60),
  excerpt: z.string().min(60).max(220),
  category: z.enum(["Guide", "Local"]),
  date: z.iso.date(),
  readTime: z.string().regex(/^\d+ min read$/),
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

export const homePageSchema = z.object({
  hero: heroSchema,
  servicesIntro: z.object({ heading: text, lead: text }),
  whyChooseUs: z.object({ heading: text, lead: text, points: z.array(featureSchema).length(4) }),
  reviews: z.object({ heading: text, lead: text }),
  processTeaser: z.object({ heading: text, text: z.string().min(60) }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const aboutPageSchema = z.object({
  hero: heroSchema,
  story: z.object({ heading: text, paragraphs: z.array(z.string().min(80)).min(3) }),
  mission: z.object({ quote: z.string().min(40), attribution: text }),
  values: z.array(featureSchema).length(4),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const processPageSchema = z.object({
  hero: heroSchema,
  phases: z.array(processPhaseSchema).length(3),
  strengths: z.array(featureSchema).length(4),
});
export type ProcessPage = z.infer<typeof processPageSchema>;

/** Intros of the simpler pages: their hero text. */
export const pageIntrosSchema = z.object({
  services: heroSchema,
  portfolio: heroSchema,
  testimonials: heroSchema,
  contact: heroSchema,
  review: heroSchema,
  joinTeam: heroSchema.extend({ perks: z.array(featureSchema).min(3) }),
  resources: heroSchema,
  faq: z.object({ heading: text, lead: text }),
});
export type PageIntros = z.infer<typeof pageIntrosSchema>;
