/**
 * Zod schemas for every content file in this folder (YAML, and the front matter
 * of the Markdown articles). `app/lib/content/load.ts` parses every file with
 * them when the site builds and in the dev server: a broken file stops the
 * build with its name, the field and what was expected. The site's code is
 * typed with the inferred types. The editor's config (/admin/config.yml,
 * app/lib/content/cms-config.ts) is generated from them; `app/lib/content/cms-config.test.ts`
 * checks they agree.
 *
 * The words the editor shows for a field belong to the field, here: `.meta({ title, description })`
 * gives its label and its hint (z.toJSONSchema carries them as `title` and `description`). A field
 * with none is labelled by its name, which must then be one plain word ("heading", "title"); a part
 * shared by several files (a picture, a page's top, a closing box) carries its words once.
 */
import { z } from "zod";
import { iconNames } from "../components/ui/icon-names.ts";
import { estimateProblems } from "./estimate-rules.ts";
import { estimateFacts, projectShown, withEstimateFacts } from "./shapes.ts";

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
/** The kinds of picture scripts/build-images.ts turns into AVIF, WebP and JPEG at every width. */
export const pictureExtensions = [".svg", ".jpg", ".jpeg", ".png", ".webp", ".avif"];

/**
 * A picture's name and its description, the rules of every picture; `missing` is what the owner reads
 * when a picture that must be there is not (a before/after pair without its "after").
 */
const pictureFields = (pair?: { side: "before" | "after"; art: string; alt: string }) => {
  const absent = (message: string | undefined) => (issue: { input?: unknown }) =>
    message && (issue.input === undefined || issue.input === "") ? message : undefined;
  return {
    art: z
      .string({ error: absent(pair?.art) })
      .refine((value) => !pair || value !== "", { message: pair?.art, abort: true })
      .regex(picturePattern, `expected ${pictureMessage}, or an illustration's name like "project-deck"`)
      .transform((value) => picturePattern.exec(value)![1]!)
      .meta(
        pair
          ? {
              title: `${pair.side === "before" ? "Before" : "After"} photo`,
              description: `Upload a photo (JPG, PNG or WebP; one over 5 MB is made smaller as it is uploaded), ${
                pair.side === "before"
                  ? "taken before the work, from a spot you can find again"
                  : "taken from the same spot as the before photo"
              }. Both are shown 3:2 (landscape).`,
            }
          : {
              title: "Picture",
              description:
                "Upload a photo (JPG, PNG or WebP; one over 5 MB is made smaller as it is uploaded), or keep the illustration's name. A photo named like an illustration replaces it everywhere.",
            },
      ),
    alt: z
      .string({ error: absent(pair?.alt) })
      .min(10, pair ? `${pair.alt} (10 letters or more)` : undefined)
      .meta({
        title: pair
          ? `Description of the ${pair.side} photo (for the blind and for Google)`
          : "Picture description (for the blind and for Google)",
      }),
  };
};

/** An image slot: `art` names a picture in `app/assets/art/` (see picturePattern). */
export const imageSchema = z.object(pictureFields());
export type Image = z.infer<typeof imageSchema>;

/** One side of a before/after pair: a picture with the words for when it is missing. */
const pairPicture = (side: "before" | "after", what: string) => {
  const missing = {
    art: `the pair has no ${side} picture: upload ${what}, or remove the pair`,
    alt: `describe the ${side} picture in a few words, like "${side === "before" ? "The kitchen before, with dark oak cabinets" : "The finished kitchen with navy cabinets"}"`,
  };
  return z.object(pictureFields({ side, ...missing }), {
    error: (issue) => (issue.input == null ? missing.art : undefined),
  });
};
/**
 * A before/after pair of a project: the room before the work and the same room after it, best taken
 * from the same spot, with a short caption; the project page shows it as a comparison to slide.
 */
export const beforeAfterSchema = z.object(
  {
    before: pairPicture("before", "the photo taken before the work").meta({
      title: "Before (the photo taken before the work)",
    }),
    after: pairPicture("after", "the photo of the finished work").meta({
      title: "After (the finished work, taken from the same spot)",
    }),
    caption: z
      .string({
        error: (issue) =>
          issue.input == null
            ? "the pair has no caption: write a short line, like The kitchen wall we opened"
            : undefined,
      })
      .min(3, "the pair has no caption: write a short line, like The kitchen wall we opened")
      .max(120, "keep the caption under 120 letters: one short line")
      .meta({
        title: "Caption",
        description: "One short line under the comparison, like: The kitchen wall we opened.",
      }),
  },
  {
    error: (issue) =>
      issue.input == null ? "the pair is empty: add its two pictures and a caption, or remove it" : undefined,
  },
);
export type BeforeAfter = z.infer<typeof beforeAfterSchema>;

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
/** A page of this site: "/" and a path, never "//" (which browsers read as another site's address). */
const sitePath = patterned(/^\/(?!\/)[a-z0-9\-/]*$/, "a page of this site, starting with /", "/contact");
const slugSchema = patterned(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes", "porch-rebuild");
/** The last part of a page's address (a service's, a project page's). */
const pageSlug = slugSchema.meta({
  title: "Web address name",
  description:
    "Lower-case letters, digits and dashes; it becomes the page's address. Do not change it on a published page.",
});
/** Where a link or a menu item leads. */
const linkTarget = sitePath.meta({ title: "Link (a page of this site, like /contact)" });
/** A page's title and description for search engines and social cards. */
const metaTitle = z
  .string()
  .min(10)
  .max(60)
  .meta({ title: "Title in Google", description: "10 to 60 letters. The business name is added after it." });
const metaDescription = z.string().min(50).max(160).meta({
  title: "Description in Google",
  description: "50 to 160 letters: what the page offers, in one or two sentences.",
});
/** An entry's place among its kind (services in menus, towns, questions). */
const order = z.number().int().positive().meta({ title: "Position in lists", description: "1 comes first." });
/** The small line above a heading (an "eyebrow"). */
const eyebrow = text.meta({ title: "Small line above the heading" });
/** A web address: https:// or http:// and a host (what the editor's pattern accepts too). */
const webAddress = z.url({ protocol: /^https?$/, hostname: /^[^\s/]+$/ });

export const linkSchema = z.object({ label: text.meta({ title: "Words of the link" }), href: linkTarget });
export type Link = z.infer<typeof linkSchema>;

/** The top of a page: its small line, its heading and the paragraph under it. */
const heroSchema = z
  .object({ eyebrow, heading: text, lead: z.string().min(60).meta({ title: "Opening paragraph" }) })
  .meta({ title: "Top of the page" });
/** The second button of a closing box or a page's top. */
const secondButton = text.meta({
  title: "Second button",
  description: "The first button always says what the menu's contact button says.",
});
/** A closing call to action: heading, text and the label of its second button. */
const ctaCopySchema = z
  .object({ heading: text, text: z.string().min(20), secondaryLabel: secondButton })
  .meta({ title: "Closing box (call to action)" });
/** A section's paragraph under its heading. */
const sectionLead = text.meta({ title: "Paragraph under the heading" });
/** The name screen readers read for a list of cards (not shown on the page). */
const listHeading = text.meta({ title: "Name of the list (read aloud by screen readers)" });

export const featureSchema = z.object({ icon: iconNameSchema, title: text, description: text });
export type Feature = z.infer<typeof featureSchema>;

export const featureListSchema = z.object({
  title: text,
  items: z
    .array(text.meta({ title: "Point" }))
    .min(3)
    .meta({ title: "Points of the list" }),
});

/** Process step: optional step number, title, description, icon (spec section 3). */
export const processStepSchema = z.object({
  step: z.number().int().positive().optional().meta({ title: "Step number" }),
  title: text,
  description: text,
  icon: iconNameSchema,
});
export type ProcessStep = z.infer<typeof processStepSchema>;

/** Service type block: title, description, features list (spec section 3). */
export const serviceTypeSchema = z.object({
  title: text,
  description: text,
  features: z
    .array(text.meta({ title: "Feature" }))
    .min(3)
    .meta({ title: "Features of this type" }),
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
export const factSchema = z.object({
  value: text.meta({ title: "Figure", description: "Short, like 6-10 weeks or 70%." }),
  label: text.meta({ title: "What the figure is" }),
});
export type Fact = z.infer<typeof factSchema>;

/* ---------- the price estimator's figures (a section of each service's file) ---------- */

/** Whole dollars. */
const dollars = z.number().int().min(0).max(5_000_000);
/** A range of whole dollars: the rules between low and high are in estimate-rules.ts. */
const dollarRange = z.object({ low: dollars, high: dollars });
/** A range of percent. */
const percentRange = z.object({ low: z.number().int().min(0).max(100), high: z.number().int().min(0).max(100) });
/** The three finish levels, cheapest first; their names are the estimator page's (pages/estimate.yaml). */
export const FINISH_LEVELS = 3;
const sizeAmount = z.number().int().min(1).max(100_000);

/**
 * What a project of this service costs, as the estimator (/estimate), the service page and the
 * structured data state it. A price is the finish level's fixed part plus its part per unit of
 * size times the size; each option chosen adds its range (for the project, or per unit of size);
 * lead-safe work adds a share of that. The rules between fields (a low never above its high,
 * finish levels in increasing order, sizes within the limits) are estimate-rules.ts's, which the
 * editor runs too.
 */
export const estimateSchema = z
  .object({
    /** the project type's name in the estimator's list and price table */
    name: text.meta({ title: "Project type (its name in the estimator)", description: "Like Kitchen remodel." }),
    /** the service page's link to the estimator, like "What does a kitchen cost in {city}?" */
    question: text.meta({
      title: "Link to the estimator, as a question",
      description: "Shown on the service page, like: What does a kitchen cost in {city}?",
    }),
    /** when the owner last checked these figures (shown: "Prices reviewed November 2026") */
    reviewed: isoDate.meta({
      title: "Prices reviewed on",
      description:
        'Shown on the estimator as "Prices reviewed November 2026": change it whenever you check the figures.',
    }),
    /** the typical construction time, shown by the estimator and wherever the service's facts write {duration} */
    duration: text.meta({
      title: "Typical construction time",
      description: "Like 6-10 weeks. A figure of the service may show it: write {duration} as its value.",
    }),
    /** the share of the cost recouped at resale, if the site states one ({resale} in the facts) */
    resale: optional(text).meta({
      title: "Share recouped at resale",
      description:
        "Like 15-25%. Leave it empty if the site states none. A figure of the service may show it: {resale}.",
    }),
    /** the unit sizes are measured in */
    unit: z.enum(["sq ft", "linear ft"]).meta({ title: "Size measured in" }),
    /** the smallest and largest size the estimator accepts, and the size it opens on */
    min: sizeAmount.meta({ title: "Smallest size" }),
    max: sizeAmount.meta({ title: "Largest size" }),
    default: sizeAmount.meta({ title: "Size the estimator opens on" }),
    /** named sizes offered instead of a number (a kitchen: small, medium, large), smallest first */
    sizes: z
      .array(
        z.object({
          name: text.meta({ title: "Size name", description: "Like Small, Medium or Large." }),
          description: text.meta({
            title: "What the size means",
            description: "Like: up to 120 sq ft, a galley or a small L.",
          }),
          amount: sizeAmount.meta({ title: "Size in the unit above" }),
        }),
      )
      .max(5)
      .optional()
      .meta({
        title: "Named sizes (instead of a number)",
        description:
          "For a kitchen or a bath: Small, Medium, Large with a plain description, smallest first, each within the smallest and largest size. Leave empty to ask for a number.",
      }),
    /** per finish level, cheapest first: what it means for this project, its fixed part and its part per unit */
    finishes: z
      .array(
        z.object({
          description: text.meta({ title: "What this finish level means for this project" }),
          fixed: dollarRange.meta({ title: "Fixed part, in dollars" }),
          perUnit: z
            .object({ low: z.number().int().min(0).max(20_000), high: z.number().int().min(0).max(20_000) })
            .meta({ title: "Part per unit of size, in dollars" }),
        }),
      )
      .length(FINISH_LEVELS)
      .meta({
        title: "Finish levels",
        description:
          "Exactly 3, cheapest first: Standard, Mid-range, Upscale (their names are on the Cost estimator page).",
      }),
    /** choices that add to the price: per project or per unit of size */
    options: z
      .array(
        z.object({
          name: text.meta({ title: "Option", description: "Like Moving a wall." }),
          description: text.meta({ title: "What the option means" }),
          low: dollars,
          high: dollars,
          per: z.enum(["project", "unit"]).meta({
            title: "Added once or per unit",
            description:
              "project: the option adds its range once; unit: per unit of size (per square foot, per linear foot).",
          }),
        }),
      )
      .max(6)
      .optional()
      .meta({ title: "Options that add to the price" }),
    /** lead-safe work in a house built before 1978: a share of the price, in percent */
    leadSafe: percentRange.meta({
      title: "Lead-safe work before 1978, in percent added",
      description: "The percent lead-safe work adds to the price in a house built before 1978, like 4 to 8.",
    }),
  })
  .superRefine((estimate, ctx) => {
    for (const problem of estimateProblems(estimate)) ctx.addIssue({ code: "custom", ...problem });
  });
export type Estimate = z.output<typeof estimateSchema>;

export const serviceSchema = z.object({
  /** last path segment: /services/{slug} */
  slug: pageSlug,
  /** short label in navigation, footer and cards */
  name: text.meta({ title: "Name (in menus, the footer and cards)" }),
  /** search-engine title (the business name is appended) */
  metaTitle,
  metaDescription,
  /** the short description on service cards */
  summary: z.string().min(40).max(200).meta({ title: "Summary on the service cards" }),
  image: imageSchema,
  hero: z
    .object({
      eyebrow,
      heading: text,
      lead: z.string().min(80).meta({ title: "Opening paragraph of the service" }),
    })
    .meta({ title: "Top of the page" }),
  /** durations and value figures shown under the hero */
  facts: z.array(factSchema).default([]).meta({
    title: "Figures under the top of the page",
    description: "A figure may show the price estimator's figures: write {duration} or {resale} as its value.",
  }),
  intro: z
    .object({
      heading: text,
      paragraphs: z
        .array(z.string().min(80).meta({ title: "Paragraph" }))
        .min(1)
        .meta({ title: "Paragraphs" }),
    })
    .meta({ title: "Introduction" }),
  benefits: z
    .object({ heading: text, items: z.array(featureSchema).min(3).meta({ title: "Benefit cards" }) })
    .meta({ title: "Benefits section" }),
  featureLists: z.array(featureListSchema).min(1).meta({ title: "Lists of what is included" }),
  serviceTypes: z.array(serviceTypeSchema).default([]).meta({ title: "Types of projects" }),
  process: z
    .object({ heading: text, steps: z.array(processStepSchema).min(3).meta({ title: "Steps" }) })
    .meta({ title: "How the work goes (steps)" }),
  /** planning considerations (additions) */
  considerations: z.array(featureSchema).optional().meta({ title: "Planning considerations" }),
  /** ten offerings (woodworking) */
  offerings: z
    .array(z.object({ title: text, description: text }))
    .optional()
    .meta({ title: "What we build (offerings)" }),
  /** why-choose list (woodworking) */
  whyChoose: z
    .array(text.meta({ title: "Reason" }))
    .optional()
    .meta({ title: "Reasons to choose us" }),
  /**
   * a client's words shown on the page, if any: in the file a list of at most one, so that the editor
   * asks for all of its fields once one is added, and for none while there is none
   */
  testimonial: z
    .array(quotedTestimonialSchema)
    .max(1)
    .optional()
    .transform((list) => list?.[0])
    .meta({ title: "A client's words (at most one)" }),
  faqs: z.array(faqSchema).optional().meta({ title: "Questions and answers of this service" }),
  cta: z
    .object({
      heading: text,
      text: z.string().min(40),
      secondary: linkSchema.meta({ title: "Second button, and the page it opens" }),
    })
    .meta({ title: "Closing box, with a second button of its own" }),
  /**
   * the price estimator's figures for this service, if it has a range: in the file a list of at most
   * one, so that the editor asks for all of its fields once it is added (as `testimonial`)
   */
  estimate: z
    .array(estimateSchema)
    .max(1)
    .optional()
    .transform((list) => list?.[0])
    .meta({
      title: "Price estimator (figures for /estimate, this page's price and Google)",
      description:
        "Add it for a service the estimator prices. A price is the finish level's fixed part plus its part per unit times the size; each option ticked adds its range; lead-safe work adds its percent. A low is never above its high, and each finish level costs at least the one before: the editor refuses to save otherwise.",
    }),
});
export type Service = z.infer<typeof serviceSchema>;
/** A service's content file: everything but its slug and name, which the catalog holds. */
export type ServiceDetails = Omit<Service, "slug" | "name">;

/**
 * A review's file. How long ago it was written ("2 weeks ago", on the testimonials page) is not
 * typed: the build computes it from datePublished (app/lib/format.ts, timeAgo), so it never goes stale.
 */
export const testimonialSchema = z.object({
  id: slugSchema.meta({
    title: "Reference name",
    description: "A short name for the review's file: lower-case letters and dashes, like porch-dover.",
  }),
  text: z.string().min(80),
  author: text,
  /** shown on the home page instead of how long ago */
  location: text.meta({ description: "The client's town, like Dover, MA: the home page shows it." }),
  rating: z.literal(5),
  datePublished: isoDate.meta({
    title: "Date of the review",
    description: "The reviews page says how long ago it was (2 weeks ago), from this date.",
  }),
  /** shown among the six on the home page */
  onHome: z
    .boolean()
    .meta({ title: "Show on the home page", description: "The home page shows the reviews ticked here." }),
});
/** A review as the site shows it: the file, and how long ago it was written ("2 weeks ago"), computed when the site is built. */
export type Testimonial = z.infer<typeof testimonialSchema> & { timeAgo: string };

/** A portfolio filter option ("All" shows every project); the options are in pages/portfolio.yaml. */
export type PortfolioCategory = string;

/**
 * What a project's own page shows besides the card's words, written in the project's entry (all of it
 * optional: a page needs only its address). app/content/project-page.ts makes the page from the entry.
 */
const projectPageFields = {
  story: z
    .array(z.string().min(80).meta({ title: "Paragraph of the project's story" }))
    .default([])
    .meta({
      title: "Its page: the story (paragraphs)",
      description: "What you found, what you did, how it came out. Left empty, the page shows the description.",
    }),
  tags: z
    .array(text.meta({ title: "Tag" }))
    .default([])
    .meta({
      title: "Its page: tags (what the project included)",
      description: "Like Renovation, Dormer. Left empty, the page shows the category.",
    }),
  highlights: z.array(factSchema).default([]).meta({ title: "Its page: figures at a glance" }),
  gallery: z
    .array(imageSchema.extend({ caption: text.meta({ title: "Caption under the photo" }) }))
    .default([])
    .meta({ title: "Its page: gallery of photos" }),
  metaTitle: optional(metaTitle).meta({
    title: "Its page: title in Google",
    description: "10 to 60 letters. Left empty: the title and the town, like Farmhouse Kitchen Remodel in Concord, MA.",
  }),
  metaDescription: optional(metaDescription).meta({
    title: "Its page: description in Google",
    description: "50 to 160 letters. Left empty: the description above.",
  }),
  galleryLead: optional(text).meta({
    title: "Its page: line under the gallery's heading",
    description: "{count} is the number of photos. Left empty: the line every project page has (Page texts).",
  }),
  closing: z
    .array(z.object({ heading: text, text: z.string().min(20) }))
    .max(1)
    .default([])
    .meta({
      title: "Its page: a closing box of its own",
      description: "At most one. Left empty: the closing box every project page has (Page texts).",
    }),
};

const projectBase = z.object({
  id: z.number().int().positive().meta({
    title: "Reference",
    description: "The project's number, which names its file: the next number after the last project's.",
  }),
  title: text,
  /** one of the portfolio filter options (checked across files) */
  category: text.meta({
    description: "One of the portfolio filter's options (Page texts > Portfolio page and its filter).",
  }),
  location: text,
  description: z.string().min(60),
  /** the project's own page: its address under the portfolio's (the loader derives the card's `href`) */
  page: optional(pageSlug).meta({
    title: "Its own page: web address name",
    description:
      "Lower-case words with dashes, like farmhouse-kitchen: the project gets its own page at /portfolio/farmhouse-kitchen (its story, gallery and before/after photos) and its card links there. Needed once it has before/after photos. Do not change it once published.",
  }),
  /** before/after pairs: the project's own page shows each as a comparison, its card says it has them */
  beforeAfter: z.array(beforeAfterSchema).default([]).meta({
    title: "Before and after (pairs of photos)",
    summary: "{{fields.caption}}",
    description:
      "Any number of pairs: a photo before the work, one of the finished work from the same spot, and a caption. The card on the portfolio says the project has them; the project's own page shows each as a comparison to slide.",
  }),
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
    ).meta({
      title: "Video file (uploaded)",
      description:
        "Upload an MP4 video of at most 25 MB, or leave this empty and give a player's address below (a longer film goes to YouTube or Vimeo). With both, the site plays this file.",
    }),
    /** the captions of videoFile */
    captions: optional(
      patterned(captionsFilePattern, "a WebVTT file in lower case", "/video/porch-walkthrough.vtt"),
    ).meta({
      title: "Captions of the video file (.vtt)",
      description: "The words of the video, with their times, as a WebVTT (.vtt) file: needed with an uploaded video.",
    }),
    /** or the embed address of a video hosted by a player (YouTube, Vimeo); its picture is the still shown before play */
    videoUrl: optional(webAddress).meta({
      title: "Or: a video player's address (leave both empty for a photo project)",
      description:
        "For a video project hosted by a player: its address, like https://www.youtube-nocookie.com/embed/VIDEO-ID. Leave it empty when you upload the video file. The picture is then the still shown before it plays.",
    }),
  })
  .extend(projectPageFields)
  // Captions are what a visitor who cannot hear reads (WCAG 1.2.2); a player makes its own.
  .refine((p) => !p.videoFile || p.captions, {
    message: "expected the captions of the video file (a WebVTT file, .vtt)",
    path: ["captions"],
  })
  // A card that says "Before & after" leads to the pairs: they, the story and the gallery are on the page.
  .refine((p) => p.page || (p.beforeAfter.length === 0 && p.story.length === 0 && p.gallery.length === 0), {
    message:
      "the before/after photos, the story and the gallery show on the project's own page: give it a web address name, like farmhouse-kitchen",
    path: ["page"],
  })
  .transform(projectShown);
/** A project as the site reads it; `href`, its card's link, is its own page's address (the loader makes it from `page`). */
export type Project = z.infer<typeof projectSchema> & { href?: string };

/** The words of every project page (pages/project-page.yaml); a project may give its own gallery line and closing box. */
export const projectPageWordsSchema = z.object({
  eyebrow,
  tagsHeading: text.meta({ title: "Heading of the tags" }),
  highlightsLabel: text.meta({ title: "Name of the highlights (read aloud by screen readers)" }),
  overviewHeading: text.meta({ title: "Heading of the overview" }),
  galleryHeading: text.meta({ title: "Heading of the gallery" }),
  galleryLead: text.meta({
    title: "Line under the gallery's heading",
    description: "{count} is the number of photos in the gallery.",
  }),
  /** the words around the project's before/after pairs */
  beforeAfter: z
    .object({
      heading: text,
      lead: sectionLead,
      before: text.meta({ title: "Label of the before picture", description: "Like Before." }),
      after: text.meta({ title: "Label of the after picture", description: "Like After." }),
      slider: text.meta({
        title: "Name of the slider (read aloud by screen readers)",
        description: "{caption} is the pair's caption.",
      }),
      position: text.meta({
        title: "Position of the slider (read aloud by screen readers)",
        description: "{before} and {after} are how much of each picture shows, in percent.",
      }),
    })
    .meta({
      title: "Before and after",
      description: "Shown when the project has before/after pairs (Portfolio projects › Before and after).",
    }),
  cta: ctaCopySchema,
});
export type ProjectPageWords = z.infer<typeof projectPageWordsSchema>;

export const townSchema = z.object({
  slug: patterned(/^[a-z-]+-ma$/, "the town's name in lower case with dashes, ending in -ma", "dover-ma").meta({
    title: "Web address name of the town",
    description: "The town's name in lower case with dashes, ending in -ma, like dover-ma: its page's address.",
  }),
  city: text,
  county: z.enum(["Middlesex", "Norfolk"]).meta({ description: "One of the two counties in Business facts." }),
  metaDescription,
  image: imageSchema,
  intro: z.string().min(80).meta({ title: "Intro", description: "The paragraph at the top of the town's page." }),
  localIntro: z
    .string()
    .min(80)
    .meta({ title: "Local intro", description: "The paragraph above the three local points." }),
  localBullets: z
    .array(text.meta({ title: "Local point" }))
    .length(3)
    .meta({ title: "Local bullets (three points)" }),
});
export type Town = z.infer<typeof townSchema>;
/** A town's content: everything but its slug, city and county, which the town catalog holds. */
export type TownDetails = Omit<Town, "slug" | "city" | "county">;

/** An article's reading time, as the file holds it: "5 min read". */
export const readTimePattern = /^\d+ min read$/;

export const articleSchema = z.object({
  slug: pageSlug,
  title: text,
  metaTitle,
  excerpt: z
    .string()
    .min(60)
    .max(220)
    .meta({ description: "The sentence or two under the title, on the guides page too." }),
  category: z.enum(["Guide", "Local"]).meta({
    description: "Guide: a planning guide; Local: a guide to a town or its rules (shown as Local guide).",
  }),
  date: isoDate,
  readTime: patterned(readTimePattern, "a number of minutes", "5 min read").meta({ title: "Reading time" }),
  image: imageSchema,
  /** slug of the related service page */
  relatedService: z.string().meta({
    title: "Related service",
    description: "The service the guide leads to: its page is linked at the end of the guide.",
  }),
});
export type Article = z.infer<typeof articleSchema>;

export const processPhaseSchema = z.object({
  phase: text.meta({ title: "Name of the phase", description: "Like Pre-Construction." }),
  title: text,
  description: z.string().min(60),
  details: z
    .array(text.meta({ title: "What happens" }))
    .min(3)
    .meta({ title: "What happens in this phase" }),
  highlight: text.meta({ title: "Highlighted sentence" }),
  icon: iconNameSchema,
});

export const homePageSchema = z.object({
  /** secondaryLabel: the hero's second button, to the portfolio */
  hero: heroSchema
    .extend({ secondaryLabel: text.meta({ title: "Second button (to the portfolio)" }) })
    .meta({ title: "Top of the page" }),
  /** the labels under the claims strip's figures; label names the strip for screen readers */
  stats: z
    .object({
      label: text.meta({ title: "Name of the figures (read aloud by screen readers)" }),
      ratingLabel: text.meta({ title: "Under the rating" }),
      reviewsLabel: text.meta({ title: "Under the number of reviews" }),
      yearsLabel: text.meta({ title: "Under the years of experience" }),
      projectsLabel: text.meta({ title: "Under the number of projects" }),
      licensedLabel: text.meta({ title: "Under the licence claim" }),
    })
    .meta({
      title: "Figures under the picture",
      description: "The words under each figure; the figures themselves are in Business facts (claims).",
    }),
  servicesIntro: z.object({ eyebrow, heading: text, lead: sectionLead }).meta({ title: "Services section" }),
  whyChooseUs: z
    .object({
      eyebrow,
      heading: text,
      lead: sectionLead,
      points: z.array(featureSchema).length(4).meta({ title: "Reasons" }),
    })
    .meta({ title: "Why choose us section" }),
  reviews: z
    .object({
      eyebrow,
      heading: text,
      lead: sectionLead,
      allReviewsLink: text.meta({ title: "Link to all reviews" }),
      processLink: text.meta({ title: "Link to the process page" }),
    })
    .meta({ title: "Reviews section" }),
  processTeaser: z
    .object({
      heading: text,
      text: z.string().min(60),
      secondaryLabel: text.meta({ title: "Second button (to the process page)" }),
    })
    .meta({ title: "Process box" }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const aboutPageSchema = z.object({
  hero: heroSchema.extend({ image: imageSchema }).meta({ title: "Top of the page" }),
  story: z
    .object({
      heading: text,
      paragraphs: z
        .array(z.string().min(80).meta({ title: "Paragraph of the story" }))
        .min(3)
        .meta({ title: "Paragraphs of the story" }),
      image: imageSchema,
    })
    .meta({ title: "Our story" }),
  /** label names the section for screen readers */
  mission: z
    .object({
      label: text.meta({ title: "Name of the mission section (read aloud by screen readers)" }),
      quote: z.string().min(40).meta({ title: "Quote" }),
      attribution: text.meta({ title: "Who said it" }),
    })
    .meta({ title: "Mission (a quote)" }),
  valuesHeading: text.meta({ title: "Heading of the values" }),
  values: z.array(featureSchema).length(4).meta({ title: "Values" }),
  cta: ctaCopySchema,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const processPageSchema = z.object({
  hero: heroSchema,
  /** phasesLabel names the list for screen readers; phaseLabel is "Phase {number}" */
  phasesLabel: text.meta({ title: "Name of the phases (read aloud by screen readers)" }),
  phaseLabel: text.meta({ title: "Phase number line", description: "{number} is the phase's number." }),
  highlightLabel: text.meta({ title: "Word before each phase's highlighted sentence" }),
  detailsHeading: text.meta({ title: "Heading of what happens in each phase" }),
  phases: z.array(processPhaseSchema).length(3).meta({ title: "Phases" }),
  strengthsHeading: text.meta({ title: "Heading of the strengths" }),
  strengths: z.array(featureSchema).length(4).meta({ title: "Strengths" }),
  testimonialsLink: text.meta({ title: "Link to the reviews" }),
  portfolioLink: text.meta({ title: "Link to the portfolio" }),
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
  name: text.meta({ title: "Business name" }),
  shortName: text.meta({ title: "Short name", description: "The name in short, like Kendal Green." }),
  legalName: text.meta({ title: "Legal name", description: "As registered: the footer's copyright line names it." }),
  tagline: text,
  founder: text.meta({ title: "Founder" }),
  foundingYear: z.number().int().min(1900).max(2100).meta({ title: "Year founded" }),
  blurb: z.string().min(40).meta({ title: "Short description (footer)" }),
  /** the main line, shown during phone hours */
  phone: phoneSchema.meta({
    title: "Main phone",
    description:
      "Type it once, as you write it, like (781) 555-0142: the site prints it so and every Call button dials it.",
  }),
  /** shown outside phone hours */
  afterHoursPhone: phoneSchema.meta({
    title: "After-hours phone",
    description: "Shown instead of the main number outside the hours below. Written like (781) 555-0187.",
  }),
  email: patterned(emailPattern, "an e-mail address", "hello@example.com").meta({ title: "Email" }),
  address: z
    .object({
      street: text,
      city: text,
      region: patterned(/^[A-Z]{2}$/, "the state's two capital letters", "MA").meta({ title: "State" }),
      postalCode: patterned(/^\d{5}$/, "a five-digit ZIP code", "02493").meta({ title: "ZIP code" }),
      country: patterned(/^[A-Z]{2}$/, "the country's two capital letters", "US"),
    })
    .meta({ title: "Address" }),
  geo: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .meta({ title: "Position on the map", description: "For Google and maps: the shop's latitude and longitude." }),
  counties: z
    .array(text.meta({ title: "County name" }))
    .length(2)
    .meta({ title: "Counties served" }),
  serviceRadiusMiles: z.number().int().positive().meta({ title: "Service radius, in miles" }),
  /** the hours printed on the contact page */
  hoursDisplay: z
    .array(
      z.object({
        days: text.meta({ title: "Days, as printed", description: "Like Monday - Friday." }),
        hours: text.meta({ title: "Hours, as printed", description: "Like 7:00 AM - 6:00 PM." }),
      }),
    )
    .min(1)
    .meta({
      title: "Opening hours, as printed on the contact page",
      description:
        "What visitors read on the contact page: write the hours as you say them, like 7:00 AM - 6:00 PM. Changing them here does not change the two below.",
    }),
  /** the hours published in structured data */
  hoursStructured: z
    .array(
      z.object({
        days: z
          .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
          .min(1)
          .meta({ title: "Days with these hours", description: "Pick every day open at these hours." }),
        opens: patterned(hourPattern, "a time on the 24-hour clock", "08:00").meta({ title: "Opens at" }),
        closes: patterned(hourPattern, "a time on the 24-hour clock", "17:00").meta({ title: "Closes at" }),
      }),
    )
    .min(1)
    .meta({
      title: "Opening hours for Google and maps",
      // each row, folded, shows its hours (its days are a list, which Decap's summary cannot print)
      summary: "{{fields.opens}} to {{fields.closes}}",
      description:
        "What Google, maps and voice assistants are told (not printed on the page). Times on the 24-hour clock, like 08:00 and 17:00.",
    }),
  /** the phone switch: main line from `start` (inclusive) to `end` (exclusive), US Eastern time */
  phoneHours: z
    .object({
      start: z.number().int().min(0).max(23).meta({ title: "From the hour" }),
      end: z.number().int().min(1).max(24).meta({ title: "Up to the hour" }),
    })
    .meta({
      title: "Hours the main number is shown",
      description:
        "When the main number is shown and dialled, on the 24-hour clock, US Eastern time: from the start hour (like 9) up to the end hour (like 17); outside them the site shows the after-hours phone.",
    }),
  payments: z
    .array(text.meta({ title: "Way to pay" }))
    .min(1)
    .meta({ title: "Ways to pay (for Google)" }),
  currency: patterned(/^[A-Z]{3}$/, "a currency's three capital letters", "USD").meta({
    title: "Currency (for Google)",
  }),
  priceRange: patterned(/^\$+$/, "one to four dollar signs", "$$$").meta({ title: "Price range (for Google)" }),
  licence: text.meta({ title: "Licence line (footer)" }),
  social: z
    .object({
      googleReviewUrl: webAddress.meta({ title: "Address of the Google review page" }),
      facebookUrl: webAddress.meta({ title: "Address of the Facebook page" }),
    })
    .meta({ title: "Review pages" }),
  copyrightYear: z.number().int().min(2000).max(2100).meta({ title: "Copyright year (footer)" }),
  /** the headline claims; both review counts appear, as on the old site */
  claims: z
    .object({
      rating: patterned(/^[1-5]\.\d$/, "a rating out of 5 with one decimal", "5.0").meta({
        title: "Rating",
        description: "Like 5.0",
      }),
      reviewsShort: text.meta({
        title: "Review count (short)",
        description: "Like 35+; a sentence names it {reviewsShort}.",
      }),
      reviewsLong: text.meta({
        title: "Review count (long)",
        description: "Like 200+; a sentence names it {reviewsLong}.",
      }),
      years: text.meta({ title: "Years of experience", description: "Like 15+." }),
      projects: text.meta({ title: "Projects completed", description: "Like 200+." }),
      licensed: text.meta({ title: "Licensed and insured claim", description: "Like 100%." }),
      /** the review count published in structured data */
      structuredReviewCount: z.number().int().positive().meta({ title: "Number of reviews (for Google)" }),
      responseTime: text.meta({
        title: "Response time",
        description: "Shown wherever a page says how fast you reply, like '1 business day'.",
      }),
    })
    .meta({ title: "Claims (figures shown on the site)" }),
  /** the promises of the contact page */
  promises: z
    .array(text.meta({ title: "Promise" }))
    .min(1)
    .meta({ title: "Promises (contact page)" }),
});
export type BusinessFile = z.infer<typeof businessSchema>;
export type Business = Omit<BusinessFile, "claims" | "promises">;
export type Claims = BusinessFile["claims"];

/* ---------- navigation labels (settings/navigation.yaml) ---------- */

/** A menu item's words. */
const menuName = text.meta({ title: "Words in the menu" });
export const navigationSchema = z.object({
  mainNav: z
    .array(
      z.object({
        name: menuName,
        href: linkTarget,
        dropdown: optional(z.literal("services")).meta({
          title: "Opens the list of services",
          description: "Choose services for the menu item whose dropdown lists every service page.",
        }),
      }),
    )
    .min(1)
    .meta({ title: "Main menu" }),
  contactCta: z.object({ name: menuName, href: linkTarget }).meta({ title: "The menu's contact button" }),
  /** the line in the top bar and the mobile menu */
  serviceAreaLine: text.meta({ title: "Service area line (top bar and phone menu)" }),
  /** names the bar of call and contact buttons at the bottom of a phone's screen, for screen readers */
  callBarLabel: text.meta({
    title: "Name of the phone's call bar, read aloud",
    description:
      "What a screen reader calls the Call and Start a Conversation buttons at the bottom of a phone's screen.",
  }),
  /** slugs of the services listed in the footer */
  footerServices: z.array(text).min(1).meta({ title: "Footer services" }),
});

/** Which services appear where (settings/service-lists.yaml): slugs, in order. */
export const serviceListsSchema = z.object({
  home: z.array(text).min(1).meta({ title: "Services on the home page" }),
  offerCatalog: z.array(text).min(1).meta({ title: "Services offered, as Google is told" }),
  townPages: z.array(text).min(1).meta({ title: "Services listed on every town page" }),
});

/** Titles and descriptions of the pages not generated from an entry (settings/site-pages.yaml). */
const pageTitle = z.string().min(2).max(90).meta({ title: "Page title (in Google and the browser tab)" });
const sitePage = z.object({
  path: sitePath.meta({ title: "Address of the page", description: "Do not change it: links and menus point to it." }),
  title: pageTitle,
  description: z.string().min(20).max(160).meta({ title: "Page description (in Google)" }),
});
const pathOnly = z.object({
  path: patterned(/^\/[a-z0-9\-/.]*$/, "an address on this site, starting with /", "/resources/feed.xml").meta({
    title: "Address on this site",
  }),
});
export const sitePagesSchema = z.object({
  home: sitePage.meta({ title: "Home page" }),
  services: sitePage.meta({ title: "Services page" }),
  portfolio: sitePage.meta({ title: "Portfolio page" }),
  about: sitePage.meta({ title: "About page" }),
  process: sitePage.meta({ title: "Process page" }),
  testimonials: sitePage.meta({ title: "Reviews page" }),
  contact: sitePage.meta({ title: "Contact page" }),
  review: sitePage.meta({ title: "Leave-a-review page" }),
  joinTeam: sitePage.meta({ title: "Join our team page" }),
  resources: sitePage.meta({ title: "Planning guides page" }),
  estimate: sitePage.meta({ title: "Cost estimator page" }),
  attic: pathOnly.meta({ title: "Attic project page" }),
  feed: pathOnly.meta({ title: "Feed of the planning guides" }),
  search: sitePage.meta({ title: "Search page" }),
  notFound: sitePage
    .extend({ title: z.string().min(1).meta({ title: "Page title (in the browser tab)" }) })
    .meta({ title: "Page not found (404)" }),
});

/* ---------- page copy (pages/*.yaml) ---------- */

export const heroPageSchema = z.object({ hero: heroSchema });
/** A page of cards: listHeading names the list for screen readers. */
export const listPageSchema = heroPageSchema.extend({ listHeading, cta: ctaCopySchema });
export const contactPageSchema = heroPageSchema.extend({
  /** name the form and the details for screen readers */
  sectionLabel: text.meta({ title: "Name of the section (read aloud by screen readers)" }),
  formLabel: text.meta({ title: "Name of the form (read aloud by screen readers)" }),
  cards: z
    .object({
      phone: text.meta({ title: "Heading of the phone card" }),
      email: text.meta({ title: "Heading of the e-mail card" }),
      location: text.meta({ title: "Heading of the address card" }),
      hours: text.meta({ title: "Heading of the hours card" }),
      promise: text.meta({ title: "Heading of the promises card" }),
      serviceAreas: text.meta({ title: "Heading of the service areas card" }),
    })
    .meta({
      title: "Headings of the contact cards",
      description: "What the cards show is in Business facts (phone numbers, e-mail, address, hours, promises).",
    }),
});
/** The search page; {query} is what the visitor typed, {count} the number of results. */
export const searchPageSchema = heroPageSchema.extend({
  label: text.meta({ title: "Name of the search box" }),
  placeholder: text.meta({ title: "Example in the empty search box" }),
  button: text.meta({ title: "Search button" }),
  idle: text.meta({ title: "Before a search" }),
  searching: text.meta({ title: "While searching" }),
  unavailable: text.meta({ title: "When search does not work" }),
  noResults: text.meta({ title: "When nothing is found", description: "{query} is what the visitor typed." }),
  noResultsHelp: text.meta({ title: "Advice when nothing is found" }),
  oneResult: text.meta({ title: "When one page is found", description: "{query} is what the visitor typed, alone." }),
  results: text.meta({
    title: "When several pages are found",
    description: "{count} is the number of results, {query} what the visitor typed.",
  }),
  noScript: text.meta({ title: "When the browser runs no JavaScript" }),
  /** the pages offered before a search and when nothing is found; a link may end with #section */
  suggestions: z
    .array(
      z.object({
        label: text.meta({ title: "Words of the suggested link" }),
        href: patterned(
          /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
          "a page of this site, perhaps with #section",
          "/contact#faq",
        ).meta({
          title: "Suggested page",
          description: "A page of this site, perhaps with a section, like /contact#faq.",
        }),
      }),
    )
    .min(1)
    .meta({ title: "Pages suggested before a search and when nothing is found" }),
});
const reviewCardSchema = z.object({
  title: text,
  text: z.string().min(20),
  label: text.meta({ title: "Words of the button" }),
});
export const reviewPageSchema = heroPageSchema.extend({
  /** cardsLabel names the two cards for screen readers; newTab is read after each button */
  cardsLabel: text.meta({ title: "Name of the cards (read aloud by screen readers)" }),
  newTab: text.meta({ title: "Read aloud after each button (screen readers)" }),
  google: reviewCardSchema.meta({ title: "Google card" }),
  facebook: reviewCardSchema.meta({ title: "Facebook card" }),
});
export const testimonialsPageSchema = heroPageSchema.extend({
  basedOn: text.meta({ title: "Line under the rating", description: "Like: Based on {reviewsLong} reviews." }),
  listHeading,
  cta: ctaCopySchema,
});
export const notFoundPageSchema = z.object({
  title: text.meta({ title: "Title in the browser tab" }),
  heading: text,
  text: text,
  button: text.meta({ title: "Button back to the home page" }),
});
export const servicePageSchema = z.object({
  /** names the strip of figures under the hero, for screen readers */
  factsLabel: text.meta({ title: "Name of the figures under the top (read aloud by screen readers)" }),
  offeringsHeading: text.meta({ title: "Heading of what we build" }),
  serviceTypesHeading: text.meta({ title: "Heading of the types of projects" }),
  considerationsHeading: text.meta({ title: "Heading of the planning considerations" }),
  whyChooseHeading: text.meta({ title: "Heading of the reasons to choose us" }),
  testimonialHeading: text.meta({ title: "Heading of a client's words" }),
  faqsHeading: text.meta({ title: "Heading of the questions" }),
});
/** Town pages: {town} is replaced by the town's name, {county} by its county. */
export const townPageSchema = z.object({
  title: text.meta({ title: "Title in Google and the browser tab", description: "{town} is the town's name." }),
  heading: text,
  eyebrow,
  breadcrumb: text.meta({ title: "Last step of the breadcrumb trail" }),
  servicesHeading: text.meta({ title: "Heading of the services" }),
  workingHeading: text.meta({ title: "Heading of the town's text" }),
  localHeading: text.meta({ title: "Heading of the local points" }),
  ctaHeading: text.meta({ title: "Heading of the closing box" }),
  ctaText: text.meta({ title: "Text of the closing box" }),
});
/** Around every article: {service} is replaced by the related service's name. */
export const articlePageSchema = z.object({
  localEyebrow: text.meta({ title: "Small line above a local guide's title" }),
  guideEyebrow: text.meta({ title: "Small line above a planning guide's title" }),
  byline: text.meta({ title: "Author line" }),
  relatedHeading: text.meta({ title: "Heading of the related service" }),
  relatedLink: text.meta({ title: "Link to the related service", description: "{service} is its name." }),
  ctaHeading: text.meta({ title: "Heading of the closing box at a guide's end" }),
  ctaText: text.meta({ title: "Text of the closing box at a guide's end" }),
  ctaSecondary: text.meta({ title: "Second button of the closing box (to the related service)" }),
});
export const joinTeamPageSchema = z.object({
  hero: heroSchema
    .extend({ perks: z.array(featureSchema).min(3).meta({ title: "Perks (why work with us)" }) })
    .meta({ title: "Top of the page" }),
  perksHeading: text.meta({ title: "Heading of the perks" }),
  application: z.object({ heading: text, text: text }).meta({ title: "Application box" }),
});
export const portfolioPageSchema = z.object({
  hero: heroSchema,
  /** the filter options, in display order; the first shows every project */
  categories: z
    .array(text.meta({ title: "Filter option" }))
    .min(2)
    .meta({
      title: "Filter options (categories)",
      description: "In the order shown. The first, All, shows every project; each project names one of the others.",
    }),
  /** listHeading names the projects for screen readers; the filter's name, and "{count} projects shown" */
  listHeading,
  filterLabel: text.meta({ title: "Name of the filter (read aloud by screen readers)" }),
  oneShown: text.meta({ title: "When one project is shown" }),
  /** on the card of a project with before/after pairs */
  beforeAfterMark: text.meta({
    title: "Mark on the card of a project with before/after photos",
    description: "Like Before & after.",
  }),
  shown: text.meta({
    title: "When several projects are shown",
    description: "{count} is the number of projects shown.",
  }),
  cta: ctaCopySchema,
  /** shown when a filter option has no project yet; "{category}" in the heading is the option's name */
  emptyCategory: z
    .object({
      heading: text,
      text: z.string().min(40),
      button: text.meta({ title: "Button showing all projects" }),
    })
    .meta({ title: "When a filter option has no project yet", description: "{category} is the option's name." }),
});
export const faqIntroSchema = z.object({ heading: text, lead: sectionLead });
/**
 * The estimator's words (pages/estimate.yaml). {placeholders} are filled as the page shows a result:
 * {low} {high} {range} {duration} {resale} {month} {unit} {summary} {link} {from} {size} {finish} {type}.
 */
export const estimatePageSchema = z.object({
  hero: heroSchema,
  /** the three finish levels, cheapest first: their names (each service describes them for its projects) */
  finishes: z
    .array(z.object({ name: text.meta({ title: "Name of the finish level", description: "Like Standard." }) }))
    .length(FINISH_LEVELS)
    .meta({
      title: "Names of the finish levels",
      description: "Exactly 3, cheapest first. Each service describes and prices them for its projects.",
    }),
  calculator: z
    .object({
      label: text.meta({ title: "Name of the choices (read aloud by screen readers)" }),
      type: text.meta({ title: "Label of the estimator's project type" }),
      size: text.meta({ title: "Label of the named sizes" }),
      /** the size as a number: "{unit}" is the service's unit */
      amount: text.meta({
        title: "Label of the size as a number",
        description: "{unit} is the service's unit, like sq ft.",
      }),
      amountHint: text.meta({
        title: "Hint under the size",
        description: "{low} and {high} are the smallest and largest size, {unit} the unit.",
      }),
      finish: text.meta({ title: "Label of the finish level" }),
      options: text.meta({ title: "Label of the options" }),
      built: text.meta({ title: "Label of the before-1978 box" }),
      builtHint: text.meta({ title: "Hint under the before-1978 box" }),
    })
    .meta({ title: "Choices (the form)" }),
  result: z
    .object({
      heading: text,
      range: text.meta({ title: "The price range", description: "{low} and {high} are the range's ends." }),
      duration: text.meta({
        title: "Line with the construction time",
        description: "{duration} is the service's typical construction time.",
      }),
      resale: text.meta({
        title: "Line with the resale share",
        description: "{resale} is the service's share recouped at resale.",
      }),
      driversHeading: text.meta({ title: "Heading of what moves the price" }),
      /** a driver: "{name}: about {amount}"; the finish's and the size's names: "{finish} finish", "Size: {size}" */
      driver: text.meta({ title: "What an option adds", description: "{name} is the option, {amount} what it adds." }),
      finishDriver: text.meta({ title: "Name of the finish, as a price mover", description: "{finish} is its name." }),
      sizeDriver: text.meta({ title: "Name of the size, as a price mover", description: "{size} is the size chosen." }),
      baseline: text.meta({ title: "When the choices are the cheapest" }),
      /** in the summary and among what moves the price, when the house was built before 1978 */
      oldHouse: text.meta({ title: "Lead-safe work, as the result names it" }),
      ballpark: z.string().min(40).meta({ title: "Not-a-quote sentence" }),
      send: text.meta({ title: "Button sending the estimate with the inquiry" }),
      /** on phones, the link from the range kept in view below the choices to the whole result */
      jump: text.meta({ title: "On phones: the link from the range to the whole result" }),
      reviewed: text.meta({
        title: "Line with the date the prices were reviewed",
        description: "{month} is the month and year of each service's Prices reviewed on.",
      }),
    })
    .meta({ title: "Result" }),
  table: z
    .object({
      heading: text,
      lead: sectionLead,
      caption: text.meta({ title: "Name of the table (read aloud by screen readers)" }),
      typeColumn: text.meta({ title: "Heading of the project column" }),
      /** under each type's name: the size the row is priced at, "{size}" */
      typicalSize: text.meta({
        title: "Size under each project type",
        description: "{size} is the size the row is priced at.",
      }),
      note: text.meta({ title: "Note under the table", description: "{month} is the month the prices were reviewed." }),
    })
    .meta({ title: "Price table" }),
  /** the inquiry's message line and the summary the office receives */
  message: text.meta({
    title: "Message sent with the inquiry",
    description: "{summary} is the choices, {range} the price range, {link} the estimate's address.",
  }),
  /** the block on each service page with a range: "{from}", "{low}", "{high}", "{size}", "{finish}", "{duration}" */
  serviceBand: z
    .object({
      text: z.string().min(20).meta({
        title: "Sentence on the service page",
        description: "{size}, {finish}, {low}, {high}, {from} and {duration} are the service's figures.",
      }),
      link: text.meta({ title: "Link to the estimator from the service page" }),
    })
    .meta({ title: "Price box on each service page" }),
  /** the link from the home page's hero and from the contact page */
  homeLink: text.meta({ title: "Link from the home page" }),
  contactLink: text.meta({ title: "Link from the contact page" }),
});

/* ---------- one file per entry ---------- */

/**
 * services/<slug>.yaml: order sets the place in menus and lists. A fact may show the estimator's
 * duration or resale share as `{duration}` / `{resale}`, so each is written once.
 */
export const serviceFileSchema = serviceSchema
  .extend({ order })
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
  .transform((service) => ({ ...service, facts: withEstimateFacts(service.facts, service.estimate) }));
/** towns/<slug>.yaml */
export const townFileSchema = townSchema.extend({ order });
/** faqs/<name>.yaml */
export const faqFileSchema = faqSchema.extend({ order });
/** articles/<slug>.md: the text after the front matter has at least this many characters (spaces around it aside). */
export const articleBodyMinLength = 200;
/** articles/<slug>.md: the front matter (the slug is the file's name). */
export const articleFrontMatterSchema = articleSchema.omit({ slug: true });

/* ---------- the forms' words (forms/*.yaml); their fields, names and checks are code (app/lib/forms) ---------- */

/** A choice's words for the visitor, in a list of the forms. */
const optionLabel = text.meta({ title: "What the visitor reads" });
const optionSchema = z.object({ value: text.meta({ title: "What the office receives" }), label: optionLabel });
/** The form's words for a visitor's name, e-mail address and phone number: the same in both forms. */
const visitorLabels = {
  name: text.meta({ title: "Label of the name field" }),
  email: text.meta({ title: "Label of the e-mail field" }),
  phone: text.meta({ title: "Label of the phone field" }),
};
/** A form's messages when a field is left empty or the e-mail address is not one. */
const visitorErrors = {
  name: text.meta({ title: "When the name is missing" }),
  email: text.meta({ title: "When the e-mail address is missing" }),
  emailInvalid: text.meta({ title: "When the e-mail address is not one" }),
};
const privacy = text.meta({ title: "Privacy line under the button" });
const submit = text.meta({ title: "Send button" });
const failureTitle = text.meta({ title: "Heading when sending failed" });
/** What both forms say around their fields; {placeholders} are filled in by the form. */
export const formCommonSchema = z.object({
  sending: text.meta({ title: "While sending" }),
  sendingAgain: text.meta({ title: "While sending takes long" }),
  required: text.meta({ title: "Mark of a required field" }),
  /** the honeypot's label: people never see it, a bot filling every field does */
  honeypotLabel: text.meta({
    title: "Label of the hidden anti-spam field",
    description: "People never see it; a robot filling every field does.",
  }),
  /**
   * for the owner, not the visitor: sent with a submission made very fast after the form opened
   * (Netlify's Forms tab and the lead e-mail show it); "{seconds}" is the time it took
   */
  suspicion: text.meta({
    title: "Spam warning (for you, not the visitor)",
    description: "Added to a message sent very fast after the form opened; {seconds} is the time it took.",
  }),
  failure: z
    .object({
      reasons: z
        .object({
          network: text.meta({ title: "When the visitor's connection failed" }),
          timeout: text.meta({ title: "When the office did not answer in time" }),
          refused: text.meta({ title: "When the office refused it" }),
        })
        .meta({ title: "Why it was not sent" }),
      whatNow: text.meta({ title: "What to do now" }),
      retry: text.meta({ title: "Button to try again" }),
      call: text.meta({ title: "Button to call" }),
      email: text.meta({ title: "Button to e-mail it instead" }),
      emailIntro: text.meta({ title: "First line of that e-mail" }),
      emailPhotos: text.meta({ title: "Line of that e-mail about the photos" }),
    })
    .meta({ title: "When a form could not be sent" }),
  photos: z
    .object({
      hint: text.meta({
        title: "Hint above the photos",
        description: "{count} is the number of photos, {megabytes} the size allowed.",
      }),
      slot: text.meta({ title: "Name of each photo", description: "{number} is the photo's number." }),
      notAnImage: text.meta({
        title: "When a file is not a photo",
        description: "{file} is the name of the file chosen.",
      }),
      tooLarge: text.meta({
        title: "When the photos are too large",
        description: "{total} is the size chosen, {max} the size allowed.",
      }),
    })
    .meta({ title: "Photos" }),
});
export const inquiryFormSchema = z.object({
  heading: text,
  lead: sectionLead,
  /** the embedded form's frame title; {heading} is the heading above */
  embedTitle: text.meta({
    title: "Name of the outside form provider's frame (read aloud by screen readers)",
    description: "{heading} is the form's heading.",
  }),
  labels: z
    .object({
      ...visitorLabels,
      town: text.meta({ title: "Label of the town" }),
      projectType: text.meta({ title: "Label of the project type" }),
      budget: text.meta({ title: "Label of the budget" }),
      timeline: text.meta({ title: "Label of the timeline" }),
      message: text.meta({ title: "Label of the message" }),
      photos: text.meta({ title: "Label of the photos" }),
      /** the estimate sent with an inquiry from the estimator: the office's e-mail names it so */
      estimate: text.meta({ title: "Name of an estimate sent with the inquiry (in the office's e-mail)" }),
    })
    .meta({ title: "Labels of the fields" }),
  placeholders: z
    .object({ message: text.meta({ title: "Example in the empty message box" }) })
    .meta({ title: "Examples in empty fields" }),
  empty: z
    .object({
      town: text.meta({ title: "Town not chosen yet" }),
      projectType: text.meta({ title: "Project type not chosen yet" }),
      budget: text.meta({ title: "Budget not chosen yet" }),
      timeline: text.meta({ title: "Timeline not chosen yet" }),
    })
    .meta({ title: "Lists before a choice" }),
  /** the last choices of the town and project-type lists (the others are the towns and the services) */
  otherTown: text.meta({
    title: "Last choice of the town list",
    description: "The other choices are the towns we serve.",
  }),
  otherProjectType: text.meta({
    title: "Last choice of the project type list",
    description: "The other choices are the services.",
  }),
  budgets: z.array(optionSchema).min(2).meta({ title: "Budget choices" }),
  timelines: z.array(optionSchema).min(2).meta({ title: "Timeline choices" }),
  errors: z
    .object({ ...visitorErrors, message: text.meta({ title: "When the message is missing" }) })
    .meta({ title: "Messages when a field is wrong" }),
  submit,
  privacy,
  sentTitle: text.meta({ title: "Heading once sent" }),
  sentDescription: text.meta({ title: "Text once sent" }),
  sendAnother: text.meta({ title: "Button to send another" }),
  failureTitle,
  embedFailed: text.meta({ title: "When the outside form provider does not load" }),
});
/**
 * forms/lead-mail.yaml: the e-mails a lead sends (netlify/functions/submission-created.mts): the
 * office's notice and the sender's confirmation. "{placeholders}" are filled in per message.
 */
export const leadMailSchema = z.object({
  office: z
    .object({
      inquirySubject: text.meta({
        title: "Subject of an inquiry",
        description: "{senderName} and {town} are the sender's.",
      }),
      applicationSubject: text.meta({
        title: "Subject of an application",
        description: "{senderName} is the applicant's name.",
      }),
      intro: text.meta({
        title: "First line",
        description: "{form} is the form's name (below), {date} when it was sent.",
      }),
      replyHint: text.meta({ title: "How to answer" }),
      call: text.meta({ title: "Link to call the sender", description: "{senderPhone} is their number." }),
      email: text.meta({ title: "Link to e-mail the sender", description: "{senderEmail} is their address." }),
      photos: text.meta({ title: "Heading of the photos" }),
      photoLink: text.meta({
        title: "Link to each photo",
        description: "{number} is the photo's number, {file} its file name.",
      }),
      noTown: text.meta({ title: "When no town was given" }),
      spamNote: text.meta({ title: "Before the spam warning" }),
      forms: z
        .object({
          inquiry: text.meta({ title: "Name of the inquiry form" }),
          application: text.meta({ title: "Name of the job application form" }),
        })
        .meta({ title: "Names of the forms" }),
    })
    .meta({ title: "E-mail to the office" }),
  confirmation: z
    .object({
      inquirySubject: text.meta({ title: "Subject, after an inquiry" }),
      applicationSubject: text.meta({ title: "Subject, after an application" }),
      greeting: text.meta({ title: "Greeting", description: "{senderName} is the name they gave." }),
      inquiryText: text.meta({ title: "Text, after an inquiry" }),
      applicationText: text.meta({ title: "Text, after an application" }),
      copyHeading: text.meta({ title: "Heading of the copy of what they sent" }),
      photos: text.meta({
        title: "Line about their photos",
        description: "{count} is the number of photos they sent.",
      }),
      signature: text.meta({ title: "Signature" }),
      notYou: text.meta({ title: "Last line (if it was not them)" }),
    })
    .meta({ title: "Confirmation to the sender" }),
});
/** The values the job form sends for its two lists: the office's inbox sorts by them. */
export const experienceValues = ["entry", "mid", "senior", "expert"] as const;
export const availabilityValues = ["immediately", "2weeks", "1month", "flexible"] as const;
/** A fixed choice of the job form: its value is the office's (`what`), its label the visitor's. */
const fixedOption = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.object({
    value: z.enum(values).meta({ title: `${what} the office receives (do not change it)` }),
    label: optionLabel,
  });
export const jobFormSchema = z.object({
  labels: z
    .object({
      ...visitorLabels,
      experience: text.meta({ title: "Label of the experience" }),
      skills: text.meta({ title: "Label of the skills" }),
      availability: text.meta({ title: "Label of the start date" }),
      message: text.meta({ title: "Label of the message about themselves" }),
    })
    .meta({ title: "Labels of the application's fields" }),
  empty: z
    .object({
      experience: text.meta({ title: "Experience not chosen yet" }),
      availability: text.meta({ title: "Start date not chosen yet" }),
    })
    .meta({ title: "Lists of the application before a choice" }),
  placeholders: z
    .object({ skills: text.meta({ title: "Example in the empty skills box" }) })
    .meta({ title: "Examples in the application's empty fields" }),
  experienceOptions: z
    .array(fixedOption(experienceValues, "Experience"))
    .length(4)
    .meta({ title: "Experience choices" }),
  availabilityOptions: z
    .array(fixedOption(availabilityValues, "Start date"))
    .length(4)
    .meta({ title: "Start date choices" }),
  errors: z.object(visitorErrors).meta({ title: "Messages when an application's field is wrong" }),
  submit,
  privacy,
  successTitle: text.meta({ title: "Heading once the application is sent" }),
  successDescription: text.meta({ title: "Text once the application is sent" }),
  failureTitle,
  failureDescription: text.meta({ title: "Text when sending failed" }),
});
export const thankYouPageSchema = z.object({
  title: text.meta({ title: "Title of the thank-you page (browser tab)" }),
  description: z.string().min(50).max(160).meta({ title: "Description of the thank-you page (for search engines)" }),
  eyebrow,
  heading: text,
  lead: sectionLead,
  nextHeading: text.meta({ title: "Heading of what happens next" }),
  next: z
    .array(text.meta({ title: "Next step" }))
    .min(1)
    .meta({ title: "What happens next" }),
  home: text.meta({ title: "Link back to the home page" }),
  callLabel: text.meta({ title: "Call button" }),
});
export type EstimatePageCopy = z.infer<typeof estimatePageSchema>;
