/**
 * The content table: every content file and folder under app/content/, with the schema it is checked
 * with, the `{placeholders}` filled later than the build (when a page is shown or a message sent), and
 * where the editor shows it. Read alike by the loader (app/lib/content/load.ts), which the routes read
 * through the content API, and by the editor's configuration (app/lib/content/cms-config.ts): a file
 * added here is read, checked and editable, with no path written twice.
 *
 * The words the editor shows for each field (its label and hint) are not here: they belong to the
 * field, in the schemas (app/content/schema.ts, `.meta({ title, description })`).
 */
import type { z } from "zod";
import * as s from "./schema.ts";

/** The editor's three collections of single files, in the editor's order, with their names and descriptions. */
export const fileGroups = {
  settings: {
    label: "Business facts & menus",
    description:
      "Phone numbers, e-mail, address, hours, claims and menus. Any sentence on the site can name a fact as {phone}, {responseTime}, {rating}, {reviewsShort}, {reviewsLong}, {years}, {yearsInBusiness}, {foundingYear}, {towns}, {email}...: it is filled in from here.",
  },
  pages: { label: "Page texts", description: undefined },
  forms: {
    label: "Forms",
    description:
      "The words of the two forms: labels, choices, messages. Which fields exist and how they are checked stays with the developer.",
  },
} as const;

type FileGroup = keyof typeof fileGroups;

/** One file: its path under app/content/, its schema, the editor's collection, name and label. */
export type ContentFile = {
  readonly path: string;
  readonly schema: z.ZodType;
  readonly group: FileGroup;
  readonly name: string;
  readonly label: string;
  /** the `{names}` filled when a page is shown or a message sent (every other one is a business fact) */
  readonly placeholders?: readonly string[];
};

const file = <S extends z.ZodType>(
  group: FileGroup,
  name: string,
  label: string,
  schema: S,
  placeholders?: readonly string[],
) => ({ path: `${group}/${name}.yaml`, schema, group, name, label, placeholders }) satisfies ContentFile;

/**
 * The single files, by the loader's name for each (`settings.business`, `pages.joinTeam`...). The
 * editor lists each group's files in this order.
 */
export const contentFiles = {
  business: file("settings", "business", "Business facts and claims", s.businessSchema),
  navigation: file("settings", "navigation", "Menu and footer", s.navigationSchema),
  serviceLists: file("settings", "service-lists", "Which services show where", s.serviceListsSchema),
  sitePages: file("settings", "site-pages", "Page titles in Google", s.sitePagesSchema),
  home: file("pages", "home", "Home page", s.homePageSchema),
  about: file("pages", "about", "About page", s.aboutPageSchema),
  process: file("pages", "process", "Process page", s.processPageSchema, ["number"]),
  services: file("pages", "services", "Services page", s.listPageSchema),
  portfolio: file("pages", "portfolio", "Portfolio page and its filter", s.portfolioPageSchema, ["count", "category"]),
  testimonials: file("pages", "testimonials", "Reviews page", s.testimonialsPageSchema),
  contact: file("pages", "contact", "Contact page", s.contactPageSchema),
  review: file("pages", "review", "Leave-a-review page", s.reviewPageSchema),
  joinTeam: file("pages", "join-team", "Join our team page", s.joinTeamPageSchema),
  resources: file("pages", "resources", "Planning guides page", s.listPageSchema),
  search: file("pages", "search", "Search page ({query}, {count})", s.searchPageSchema, ["query", "count"]),
  estimate: file(
    "pages",
    "estimate",
    "Cost estimator page (the words; prices are in each service)",
    s.estimatePageSchema,
    [
      "low",
      "high",
      "range",
      "duration",
      "resale",
      "month",
      "unit",
      "summary",
      "link",
      "from",
      "size",
      "finish",
      "type",
      "name",
      "amount",
    ],
  ),
  faq: file("pages", "faq", "Questions section", s.faqIntroSchema),
  notFound: file("pages", "not-found", "Page not found (404)", s.notFoundPageSchema),
  thankYou: file("pages", "thank-you", "Thank-you page (after a form is sent)", s.thankYouPageSchema),
  servicePage: file("pages", "service-page", "Headings of every service page", s.servicePageSchema),
  townPage: file("pages", "town-page", "Text of every town page ({town}, {county})", s.townPageSchema, [
    "town",
    "county",
  ]),
  articlePage: file("pages", "article-page", "Text around every guide ({service})", s.articlePageSchema, ["service"]),
  projectPage: file("pages", "project-page", "Words of every project page", s.projectPageWordsSchema, [
    "count",
    "caption",
    "before",
    "after",
  ]),
  inquiryForm: file("forms", "inquiry", "Project inquiry form (/contact)", s.inquiryFormSchema, ["heading"]),
  jobForm: file("forms", "job-application", "Job application form (/join-team)", s.jobFormSchema),
  formCommon: file("forms", "common", "Messages of both forms", s.formCommonSchema, [
    "seconds",
    "count",
    "megabytes",
    "number",
    "file",
    "total",
    "max",
  ]),
  leadMail: file("forms", "lead-mail", "E-mails each inquiry or application sends", s.leadMailSchema, [
    "senderName",
    "senderPhone",
    "senderEmail",
    "town",
    "form",
    "date",
    "number",
    "file",
    "count",
  ]),
} as const;

/** One folder of entries, one file each. */
export type ContentFolder = {
  readonly path: string;
  readonly schema: z.ZodType;
  readonly format: "yaml" | "markdown";
  /** the field that must equal the file's name, if any */
  readonly namedBy?: string;
  readonly label: string;
  readonly description: string;
  /** how the editor names a new entry's file and lists the entries (Decap's identifier_field, slug, summary) */
  readonly editor: { readonly identifier_field: string; readonly slug: string; readonly summary?: string };
  readonly placeholders?: readonly string[];
};

/** The folders, by the loader's name for each (`collections.services`...), in the editor's order. */
export const contentFolders = {
  testimonials: {
    path: "testimonials",
    schema: s.testimonialSchema,
    format: "yaml",
    namedBy: "id",
    label: "Reviews",
    description: "What clients said. Newest first.",
    editor: { identifier_field: "id", slug: "{{id}}", summary: "{{author}}, {{location}} ({{datePublished}})" },
  },
  projects: {
    path: "projects",
    schema: s.projectSchema,
    format: "yaml",
    label: "Portfolio projects",
    description: "The projects on /portfolio, by number; a project with a web address name has its own page.",
    editor: { identifier_field: "title", slug: "{{id}}-{{title}}", summary: "{{id}}. {{title}} ({{category}})" },
    placeholders: ["count"],
  },
  services: {
    path: "services",
    schema: s.serviceFileSchema,
    format: "yaml",
    namedBy: "slug",
    label: "Services",
    description: "One page per service.",
    editor: { identifier_field: "slug", slug: "{{slug}}", summary: "{{order}}. {{name}}" },
    placeholders: ["duration", "resale"],
  },
  towns: {
    path: "towns",
    schema: s.townFileSchema,
    format: "yaml",
    namedBy: "slug",
    label: "Towns we serve",
    description: "One page per town, with a footer link.",
    editor: { identifier_field: "slug", slug: "{{slug}}", summary: "{{order}}. {{city}} ({{county}} County)" },
  },
  faqs: {
    path: "faqs",
    schema: s.faqFileSchema,
    format: "yaml",
    label: "Questions and answers",
    description: "The questions on the home and contact pages.",
    editor: { identifier_field: "question", slug: "{{order}}-{{question}}", summary: "{{order}}. {{question}}" },
  },
  articles: {
    path: "articles",
    schema: s.articleFrontMatterSchema,
    format: "markdown",
    label: "Planning guides",
    description: "Articles on /resources. Write the text in the body.",
    editor: { identifier_field: "title", slug: "{{slug}}", summary: "{{title}} ({{date}})" },
  },
} as const satisfies Record<string, ContentFolder>;

/**
 * The placeholders filled when a page is shown or a message sent, not at build time, by the file or
 * folder (under app/content/) that may use them: `{town}` in the town-page text is each town's name.
 * Every other `{name}` is a business fact, filled by the build.
 */
export const runtimePlaceholders: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...Object.values(contentFiles), ...Object.values(contentFolders)].flatMap((entry) =>
    "placeholders" in entry && entry.placeholders ? [[entry.path, entry.placeholders]] : [],
  ),
);
