/**
 * The editor's configuration (Decap CMS, served at /admin/config.yml), generated
 * from the zod schemas in app/content/schema.ts so that what the editor accepts,
 * the build accepts: required fields, patterns, lengths, list sizes and choices
 * come from the schemas; labels and hints are written here for the owner.
 * Build time only (the Vite plugin serves it; nothing here reaches the site's pages).
 */
import { z } from "zod";
import type { EditorSettings } from "../../../config/build-config.mjs";
import * as s from "../../content/schema.ts";
import { contentFiles, contentFolders, fileGroups, type ContentFile, type ContentFolder } from "../../content/table.ts";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
export type CmsField = Record<string, unknown> & { name: string; widget: string };

/** Plain-English labels where the field's name is not enough. */
const labels: Record<string, string> = {
  metaTitle: "Title in Google",
  metaDescription: "Description in Google",
  art: "Picture",
  alt: "Picture description (for the blind and for Google)",
  href: "Link (a page of this site, like /contact)",
  onHome: "Show on the home page",
  datePublished: "Date of the review",
  readTime: "Reading time",
  relatedService: "Related service",
  videoFile: "Video file (uploaded)",
  captions: "Captions of the video file (.vtt)",
  videoUrl: "Or: a video player's address (leave both empty for a photo project)",
  hoursDisplay: "Opening hours, as printed on the contact page",
  hoursStructured: "Opening hours for Google and maps",
  phoneHours: "Hours the main number is shown",
  afterHoursPhone: "After-hours phone",
  phone: "Main phone",
  body: "Text",
  licence: "Licence line (footer)",
  claims: "Claims (figures shown on the site)",
  structuredReviewCount: "Number of reviews (for Google)",
  responseTime: "Response time",
  reviewsShort: "Review count (short)",
  reviewsLong: "Review count (long)",
  slug: "Web address name",
  order: "Position in lists",
  id: "Reference",
  secondaryLabel: "Second button",
  listHeading: "Name of the list (read aloud by screen readers)",
  sectionLabel: "Name of the section (read aloud by screen readers)",
  formLabel: "Name of the form (read aloud by screen readers)",
  cardsLabel: "Name of the cards (read aloud by screen readers)",
  phasesLabel: "Name of the phases (read aloud by screen readers)",
  highlightsLabel: "Name of the figures (read aloud by screen readers)",
  factsLabel: "Name of the figures (read aloud by screen readers)",
  newTab: "Read aloud after each button (screen readers)",
  stats: "Figures under the picture",
  cta: "Closing box (call to action)",
  estimate: "Price estimator (figures for /estimate, this page's price and Google)",
  question: "Link to the estimator (question)",
  reviewed: "Prices reviewed on",
  duration: "Typical construction time",
  resale: "Share recouped at resale",
  unit: "Size measured in",
  min: "Smallest size",
  max: "Largest size",
  default: "Size the estimator opens on",
  sizes: "Named sizes (instead of a number)",
  amount: "Size in the unit above",
  finishes: "Finish levels",
  fixed: "Fixed part, in dollars",
  perUnit: "Part per unit of size, in dollars",
  low: "Low",
  high: "High",
  per: "Added",
  leadSafe: "Lead-safe work before 1978, in percent added",
  oldHouse: "Lead-safe work, as the result names it",
  jump: "On phones: the link from the range to the whole result",
};

/** Hints shown under a field. */
const hints: Record<string, string> = {
  id: "A short reference that names the file: lower-case letters and dashes for a review (porch-dover), the next number for a project.",
  slug: "Lower-case letters, digits and dashes; it becomes the page's address. Do not change it on a published page.",
  art: "Upload a photo (JPG, PNG or WebP, at most 5 MB), or keep the illustration's name. A photo named like an illustration replaces it everywhere.",
  metaTitle: "10 to 60 letters. The business name is added after it.",
  metaDescription: "50 to 160 letters: what the page offers, in one or two sentences.",
  order: "1 comes first.",
  videoFile:
    "Upload an MP4 video of at most 25 MB, or leave this empty and give a player's address below (a longer film goes to YouTube or Vimeo). With both, the site plays this file.",
  captions: "The words of the video, with their times, as a WebVTT (.vtt) file: needed with an uploaded video.",
  phone: "Type it once, as you write it, like (781) 555-0142: the site prints it so and every Call button dials it.",
  afterHoursPhone: "Shown instead of the main number outside the hours below. Written like (781) 555-0187.",
  hoursDisplay:
    "What visitors read on the contact page: write the hours as you say them, like 7:00 AM - 6:00 PM. Changing them here does not change the two below.",
  hoursStructured:
    "What Google, maps and voice assistants are told (not printed on the page). Times on the 24-hour clock, like 08:00 and 17:00.",
  phoneHours:
    "When the main number is shown and dialled, on the 24-hour clock, US Eastern time: from the start hour (like 9) up to the end hour (like 17); outside them the site shows the after-hours phone.",
  videoUrl:
    "For a video project hosted by a player: its address, like https://www.youtube-nocookie.com/embed/VIDEO-ID. Leave it empty when you upload the video file. The picture is then the still shown before it plays.",
  category: "One of the portfolio filter's options (Page texts > Portfolio page and its filter).",
  county: "One of the two counties in Business facts.",
  onHome: "The home page shows the reviews ticked here.",
  responseTime: "Shown wherever a page says how fast you reply, like '1 business day'.",
  rating: "Like 5.0",
  phaseLabel: "{number} is the phase's number.",
  galleryLead: "{count} is the number of photos.",
  results: "{count} is the number of results, {query} what the visitor typed.",
  noResults: "{query} is what the visitor typed.",
  oneResult: "{query} is what the visitor typed.",
  shown: "{count} is the number of projects shown.",
  secondaryLabel: "The first button always says what the menu's contact button says.",
  embedTitle: "{heading} is the form's heading.",
  hint: "{count} is the number of photos, {megabytes} the size allowed.",
  slot: "{number} is the photo's number.",
  notAnImage: "{file} is the name of the file chosen.",
  tooLarge: "{total} is the size chosen, {max} the size allowed.",
  budgets: "Value: what the office receives; label: what the visitor reads.",
  timelines: "Value: what the office receives; label: what the visitor reads.",
  experienceOptions: "Value: what the office receives (do not change it); label: what the visitor reads.",
  availabilityOptions: "Value: what the office receives (do not change it); label: what the visitor reads.",
  estimate:
    "Add it for a service the estimator prices. A price is the finish level's fixed part plus its part per unit times the size; each option ticked adds its range; lead-safe work adds its percent. A low is never above its high, and each finish level costs at least the one before: the editor refuses to save otherwise.",
  facts: "A figure may show the price estimator's figures: write {duration} or {resale} as its value.",
  reviewed: 'Shown on the estimator as "Prices reviewed November 2026": change it whenever you check the figures.',
  resale: "Like 15-25%. Leave it empty if the site states none.",
  sizes:
    "For a kitchen or a bath: Small, Medium, Large with a plain description, smallest first, each within the smallest and largest size. Leave empty to ask for a number.",
  finishes: "Exactly 3, cheapest first: Standard, Mid-range, Upscale (their names are on the Cost estimator page).",
  per: "project: the option adds its range once; unit: per unit of size (per square foot, per linear foot).",
  leadSafe: "The percent lead-safe work adds to the price in a house built before 1978, like 4 to 8.",
  question: "Like: What does a kitchen cost in {city}?",
};

const humanize = (name: string) =>
  labels[name] ??
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_m, c: string) => ` ${c.toLowerCase()}`);

/** The editor's message for a pattern of the schemas: what to write, with an example. */
export function patternMessage(pattern: string): string | undefined {
  const rule = s.patternRules.get(pattern);
  return rule && `Write ${rule.what}, like ${rule.example}`;
}

/** Choices that come from other content (the portfolio filter, the counties): a select in the editor. */
export type CmsChoices = { categories: string[]; counties: string[] };

/** Fields whose values name a service: picked from the services by name, stored as the service's slug. */
const serviceLists = new Set(["footerServices", "home", "offerCatalog", "townPages"]);
const serviceRelation = {
  widget: "relation",
  collection: "services",
  value_field: "slug",
  search_fields: ["name"],
  display_fields: ["name"],
};

/** An optional value the editor may leave out; a list with no lower bound may be empty or absent. */
const mayBeEmpty = (schema: JsonSchema) => schema.type === "array" && !schema.minItems;

/** A choice between shapes (a picture project or a video project) becomes one form: the discriminator a select. */
function merge(variants: JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const v of variants)
    for (const [k, p] of Object.entries(v.properties ?? {})) {
      const seen = properties[k];
      if (seen && p.const !== undefined)
        properties[k] = { type: "string", enum: [...(seen.enum ?? [seen.const]), p.const] };
      else properties[k] = p;
    }
  const required = Object.keys(properties).filter((k) => variants.every((v) => v.required?.includes(k)));
  return { type: "object", properties, required };
}

function field(name: string, schema: JsonSchema, required: boolean, choices?: CmsChoices): CmsField {
  const base: Record<string, unknown> = { name, label: humanize(name) };
  if (!required || mayBeEmpty(schema)) base.required = false;
  const hint: string[] = hints[name] ? [hints[name]] : [];
  const variants = schema.anyOf ?? schema.oneOf;
  // An optional field the owner may clear (schema.ts, optional()): "" or the field's own kind of value.
  const cleared = variants?.find((v) => v.const === "");
  if (variants?.length === 2 && cleared)
    return field(
      name,
      variants.find((v) => v !== cleared)!,
      false,
      choices,
    );
  if (variants && variants.every((v) => v.type === "object")) schema = merge(variants);
  const done = (f: Record<string, unknown>): CmsField => {
    if (hint.length) f.hint = hint.join(" ");
    return f as CmsField;
  };
  if (name === "art")
    return done({
      ...base,
      widget: "image",
      choose_url: false,
      // The build's own pattern (the kinds of picture scripts/build-images.mjs reads), with the reason.
      pattern: [s.picturePattern.source, `Choose ${s.pictureMessage}`],
      media_library: { allow_multiple: false, config: { max_file_size: MAX_UPLOAD_BYTES } },
    });
  // A video project's own video and its captions: uploads kept in app/assets/video, served at /video/.
  if (name === "videoFile" || name === "captions")
    return done({
      ...base,
      widget: "file",
      choose_url: false,
      media_folder: "/app/assets/video",
      public_folder: "/video",
      pattern: [
        schema.pattern,
        name === "videoFile"
          ? "Choose an MP4 or WebM video, its file name in lower case, like porch-walkthrough.mp4"
          : "Choose a WebVTT captions file, its name in lower case, like porch-walkthrough.vtt",
      ],
      media_library: { allow_multiple: false, config: { max_file_size: MAX_VIDEO_BYTES } },
    });
  // A constant the file must hold: written by the editor, never typed. An optional one is a choice.
  if (schema.const !== undefined)
    return done(
      required
        ? { ...base, widget: "hidden", default: schema.const }
        : { ...base, widget: "select", options: [schema.const] },
    );
  if (schema.enum) return done({ ...base, widget: "select", options: schema.enum });
  if (name === "category" && choices) return done({ ...base, widget: "select", options: choices.categories });
  if (name === "county" && choices) return done({ ...base, widget: "select", options: choices.counties });
  if (serviceLists.has(name) && schema.type === "array") {
    const f: Record<string, unknown> = { ...base, ...serviceRelation, multiple: true };
    if (schema.minItems) f.min = schema.minItems;
    if (schema.maxItems) f.max = schema.maxItems;
    hint.push("Pick services by name; the order you pick them in is the order on the site.");
    return done(f);
  }
  switch (schema.type) {
    case "object":
      // The fields of an optional group are optional in the editor: Decap checks them even when the
      // group is left empty (a picture project's video poster). The build still checks a filled group.
      return done({ ...base, widget: "object", collapsed: false, fields: fieldsOf(schema, required, choices) });
    case "array": {
      const items = schema.items ?? {};
      const list: Record<string, unknown> = { ...base, widget: "list" };
      if (schema.minItems) list.min = schema.minItems;
      if (schema.maxItems) list.max = schema.maxItems;
      if (schema.minItems && schema.minItems === schema.maxItems) hint.push(`Exactly ${schema.minItems}.`);
      else if (schema.minItems) hint.push(`At least ${schema.minItems}.`);
      if (items.type === "object") list.fields = fieldsOf(items, true, choices);
      else list.field = field("item", items, true, choices);
      return done(list);
    }
    case "integer":
    case "number": {
      const f: Record<string, unknown> = {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
      };
      // A whole number above 0 (zod's positive()) starts at 1; numbers beyond any page's use have no upper bound.
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      if (min !== undefined) f.min = min;
      if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) f.max = schema.maximum;
      return done(f);
    }
    case "boolean":
      return done({ ...base, widget: "boolean", default: false });
    default: {
      if (schema.format === "date")
        return done({
          ...base,
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
        });
      const long = (schema.minLength ?? 0) >= 40;
      const f: Record<string, unknown> = { ...base, widget: long ? "text" : "string" };
      if (schema.pattern) {
        const message = patternMessage(schema.pattern);
        if (!message)
          throw new Error(`cms-config: the pattern ${schema.pattern} has no message (use patterned() in schema.ts)`);
        f.pattern = [schema.pattern, message];
      } else if (schema.format === "uri")
        f.pattern = ["^https?://[^\\s/]+\\S*$", "Write a web address, like https://www.example.com/page"];
      else if ((schema.minLength ?? 0) > 1 || schema.maxLength) {
        const min = schema.minLength ?? 0;
        const max = schema.maxLength;
        f.pattern = [
          `^[\\s\\S]{${min},${max ?? ""}}$`,
          max ? `Between ${min} and ${max} characters` : `At least ${min} characters`,
        ];
        hint.push(max ? `${min} to ${max} characters.` : `At least ${min} characters.`);
      }
      return done(f);
    }
  }
}

function fieldsOf(schema: JsonSchema, groupRequired = true, choices?: CmsChoices): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, sub]) =>
    field(name, sub, groupRequired && required.has(name), choices),
  );
}

export function fieldsFor(schema: z.ZodType, choices?: CmsChoices): CmsField[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const variants = json.anyOf ?? json.oneOf;
  return fieldsOf(variants ? merge(variants) : json, true, choices);
}

/**
 * An article's text: Markdown, typed as is, in the widget's Markdown ("raw") mode only, where "## "
 * starts a heading and "- " a list item, as the hint says; the preview beside it shows the result.
 * (Decap opens the mode last used in the browser when it is allowed, rich text by default: offering
 * raw alone is the only way it always opens in Markdown.)
 * Its pattern is the build's rule: at least articleBodyMinLength characters, spaces around it aside.
 */
export const articleBodyField: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  modes: ["raw"],
  pattern: [
    `^\\s*\\S[\\s\\S]{${s.articleBodyMinLength - 2},}\\S\\s*$`,
    `Write the article's text: at least ${s.articleBodyMinLength} characters`,
  ],
  hint: "Markdown: a line starting with ## is a heading, lines starting with - are a list, a blank line starts a new paragraph, and a link is written [words](/contact). A table needs its title on a line Table: ... right above it.",
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 25 * 1024 * 1024;

const dir = "app/content";
export type CmsEnv = { editor: EditorSettings; localBackend?: boolean; siteUrl?: string };

/**
 * The whole config.yml, as an object. The backend (how the owner signs in) comes from the build's
 * settings (config/build-config.mjs, readEditorSettings); the choices from the content itself.
 */
export function cmsConfig(env: CmsEnv, choices: CmsChoices) {
  return build(env, choices).config;
}

/** The schema the build checks each edited file or folder with, by its path (for the tests). */
export function cmsSchemas(env: CmsEnv, choices: CmsChoices): Map<string, z.ZodType> {
  return build(env, choices).schemas;
}

function build(env: CmsEnv, choices: CmsChoices) {
  const schemas = new Map<string, z.ZodType>();
  const files = Object.values(contentFiles as Record<string, ContentFile>);
  const fileCollection = (group: keyof typeof fileGroups) => ({
    name: group,
    label: fileGroups[group].label,
    ...(fileGroups[group].description ? { description: fileGroups[group].description } : {}),
    delete: false,
    files: files
      .filter((f) => f.group === group)
      .map((f) => {
        schemas.set(`${dir}/${f.path}`, f.schema);
        return { name: f.name, label: f.label, file: `${dir}/${f.path}`, fields: fieldsFor(f.schema, choices) };
      }),
  });
  const folderCollection = (folder: ContentFolder) => {
    schemas.set(`${dir}/${folder.path}`, folder.schema);
    const common = {
      name: folder.path,
      label: folder.label,
      description: folder.description,
      folder: `${dir}/${folder.path}`,
      create: true,
      delete: true,
      ...folder.editor,
    };
    if (folder.format === "yaml")
      return { ...common, extension: "yaml", format: "yaml", fields: fieldsFor(folder.schema, choices) };
    return {
      ...common,
      extension: "md",
      format: "frontmatter",
      fields: [
        // The related service is picked from the services by name (the build checks it exists).
        ...fieldsFor(folder.schema, choices).map((field) =>
          field.name === "relatedService"
            ? {
                ...field,
                widget: "relation",
                collection: "services",
                value_field: "slug",
                search_fields: ["name"],
                display_fields: ["name"],
              }
            : field,
        ),
        articleBodyField,
      ],
    };
  };
  const config = {
    backend: env.editor.backend,
    ...(env.localBackend ? { local_backend: true } : {}),
    ...(env.siteUrl ? { site_url: env.siteUrl, display_url: env.siteUrl } : {}),
    locale: "en",
    media_folder: "app/assets/art",
    public_folder: "",
    slug: { encoding: "ascii", clean_accents: true },
    collections: [
      ...(Object.keys(fileGroups) as (keyof typeof fileGroups)[]).map(fileCollection),
      ...Object.values(contentFolders as Record<string, ContentFolder>).map(folderCollection),
    ],
  };
  return { config, schemas };
}
