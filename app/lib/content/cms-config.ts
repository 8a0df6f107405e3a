/**
 * The editor's configuration (Decap CMS, served at /admin/config.yml), generated
 * from the zod schemas in app/content/schema.ts so that what the editor accepts,
 * the build accepts: required fields, patterns, lengths, list sizes and choices
 * come from the schemas, and so do each field's label and hint (`.meta({ title,
 * description })` where the field is defined). Which files and folders it edits,
 * and their names in the editor, is the content table's (app/content/table.ts).
 * Build time only (the Vite plugin serves it; nothing here reaches the site's pages).
 */
import { z } from "zod";
import type { EditorSettings } from "../../../config/build-config.ts";
import { houseForms } from "../../content/entry-rules.ts";
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
  /** the field's label, from the schema's .meta({ title }) */
  title?: string;
  /** the field's hint, from the schema's .meta({ description }) */
  description?: string;
  /** a list's line for each collapsed item (Decap's `summary`), from the schema's .meta({ summary }) */
  summary?: string;
  /** which schema wrote the title and description (see `wordsOf`) */
  "x-words"?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
export type CmsField = Record<string, unknown> & { name: string; widget: string };

/**
 * A field's label when its schema gives none: its name, as words ("heading" -> "Heading"). Every
 * other label and every hint is written where the field is defined, in app/content/schema.ts:
 * `.meta({ title, description })`, which z.toJSONSchema carries as `title` and `description`.
 */
const labelFromName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_m, c: string) => ` ${c.toLowerCase()}`);

/** The words a field of the editor's configuration was given in the schemas, and which schema gave them. */
export type FieldWords = { definition?: number; title?: string; description?: string };
const fieldWords = new WeakMap<CmsField, FieldWords>();
/**
 * The words written for a field in the schemas: its label (title) and hint (description), and the
 * definition that wrote them, as a number (the same number wherever one schema, a picture or a
 * page's top, is used). Nothing when its label comes from its name.
 */
export const wordsOf = (field: CmsField): FieldWords => fieldWords.get(field) ?? {};

/** `field` with the words of `from` (a field it was made from), or with its hint as written here. */
function withWords(from: CmsField | undefined, field: CmsField): CmsField {
  fieldWords.set(field, from ? wordsOf(from) : { definition: definitionOf(field), description: field.hint as string });
  return field;
}

/** A number for each schema given words with .meta(), so that the fields it defines can be told apart. */
const definitions = new WeakMap<object, number>();
let definitionCount = 0;
const definitionOf = (schema: object) => {
  let n = definitions.get(schema);
  if (n === undefined) definitions.set(schema, (n = ++definitionCount));
  return n;
};

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
  const base: Record<string, unknown> = { name, label: schema.title ?? labelFromName(name) };
  if (!required || mayBeEmpty(schema)) base.required = false;
  const hint: string[] = schema.description ? [schema.description] : [];
  const variants = schema.anyOf ?? schema.oneOf;
  // An optional field the owner may clear (schema.ts, optional()): "" or the field's own kind of value,
  // with the words given to either.
  const cleared = variants?.find((v) => v.const === "");
  if (variants?.length === 2 && cleared) {
    const value = variants.find((v) => v !== cleared)!;
    const words = schema.title || schema.description ? schema : value;
    return field(
      name,
      { ...value, title: words.title, description: words.description, "x-words": words["x-words"] },
      false,
      choices,
    );
  }
  if (variants && variants.every((v) => v.type === "object")) schema = merge(variants);
  const done = (f: Record<string, unknown>): CmsField => {
    if (hint.length) f.hint = hint.join(" ");
    if (schema.title || schema.description)
      fieldWords.set(f as CmsField, {
        definition: schema["x-words"],
        title: schema.title,
        description: schema.description,
      });
    return f as CmsField;
  };
  if (name === "art")
    return done({
      ...base,
      widget: "image",
      choose_url: false,
      // The build's own pattern (the kinds of picture scripts/build-images.ts reads), with the reason.
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
  // A list of fixed choices (the days of the week): one select, each choice picked once.
  if (schema.type === "array" && schema.items?.enum) {
    const f: Record<string, unknown> = { ...base, widget: "select", multiple: true, options: schema.items.enum };
    if (schema.minItems) f.min = schema.minItems;
    if (schema.maxItems) f.max = schema.maxItems;
    return done(f);
  }
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
      // The line shown for each collapsed item, when the schema gives one.
      if (schema.summary) list.summary = schema.summary;
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
        // What the owner may type naturally (781-555-0142, 7:30, 3 min): the check before the save
        // writes it the house way (app/content/entry-rules.ts), which the build's schema wants.
        f.pattern = [houseForms.get(schema.pattern)?.loose.source ?? schema.pattern, message];
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
  const json = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    // Marks the words each schema was given with .meta() with the schema's number (see wordsOf).
    override: ({ zodSchema, jsonSchema }) => {
      if (z.globalRegistry.has(zodSchema)) jsonSchema["x-words"] = definitionOf(zodSchema);
    },
  }) as JsonSchema;
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
export const articleBodyField: CmsField = withWords(undefined, {
  name: "body",
  label: "Text",
  widget: "markdown",
  modes: ["raw"],
  pattern: [
    `^\\s*\\S[\\s\\S]{${s.articleBodyMinLength - 2},}\\S\\s*$`,
    `Write the article's text: at least ${s.articleBodyMinLength} characters`,
  ],
  // The editor shows hints as Markdown: the link's example is escaped so that it shows as typed.
  hint: "Markdown: a line starting with ## is a heading, lines starting with - are a list, a blank line starts a new paragraph, and a link is written \\[words\\](/contact). A table needs its title on a line Table: ... right above it.",
});

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 25 * 1024 * 1024;

const dir = "app/content";
export type CmsEnv = { editor: EditorSettings; localBackend?: boolean; siteUrl?: string };

/**
 * The whole config.yml, as an object. The backend (how the owner signs in) comes from the build's
 * settings (config/build-config.ts, readEditorSettings); the choices from the content itself.
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
            ? withWords(field, {
                ...field,
                widget: "relation",
                collection: "services",
                value_field: "slug",
                search_fields: ["name"],
                display_fields: ["name"],
              })
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

/** A content file or folder as the editor shows it: its collection's label, its own, its fields. */
export type EditorPlace = {
  collection: string;
  label: string;
  /** a folder of entries ("app/content/projects"), or one file ("app/content/settings/business.yaml") */
  folder?: string;
  file?: string;
  /** a file's own label in its collection ("Business facts and claims") */
  fileLabel?: string;
  fields: CmsField[];
  /** the schema the build checks it with */
  schema?: z.ZodType;
};

/** Every content file and folder with the labels on the owner's screen (for the messages of ./field-labels.ts). */
export function editorPlaces(): EditorPlace[] {
  const { config, schemas } = build(
    { editor: { backend: {} } as unknown as EditorSettings },
    { categories: [], counties: [] },
  );
  return config.collections.flatMap((c): EditorPlace[] => {
    if ("files" in c)
      return c.files.map((f) => ({
        collection: c.name,
        label: c.label,
        file: f.file,
        fileLabel: f.label,
        fields: f.fields,
        schema: schemas.get(f.file),
      }));
    const { folder } = c as { folder: string };
    return [{ collection: c.name, label: c.label, folder, fields: c.fields, schema: schemas.get(folder) }];
  });
}
