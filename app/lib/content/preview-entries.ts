/**
 * An entry being typed in the editor, shaped as the site's components take it: every field the
 * editor's configuration defines (app/lib/content/cms-config.ts, generated from the schemas) is there,
 * empty while it is not filled in yet, so that a half-filled entry renders what it has; the business
 * facts fill each `{placeholder}` as the build fills them (./load.ts), and the schemas' own
 * transforms (app/content/shapes.ts) run as in the build. Used by the previews, ./editor-preview.tsx.
 */
import type { Article, Image, Project, Service, Testimonial, Town } from "~/content/schema";
import { projectShown, withEstimateFacts } from "~/content/shapes";
import type { ServiceShown } from "~/components/pages/service-content";
import type { EditorPreview } from "./modules.ts";
import { fill } from "./fill.ts";

/** A field of the editor's configuration, as far as the previews read it. */
export type EditorField = {
  name: string;
  widget: string;
  required?: boolean;
  multiple?: boolean;
  default?: unknown;
  fields?: EditorField[];
  field?: EditorField;
};

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `data` with every field of `fields`: a field left empty is "" (a number 0, a list [], a group with
 * its own fields empty), or absent when the editor lets the owner leave it out, as the site reads it.
 */
export function complete(fields: readonly EditorField[], data: unknown): Data {
  const given = isData(data) ? data : {};
  const out: Data = { ...given };
  for (const field of fields) {
    const value = valueOf(field, given[field.name]);
    if (value === undefined) delete out[field.name];
    else out[field.name] = value;
  }
  return out;
}

function valueOf(field: EditorField, value: unknown): unknown {
  const optional = field.required === false;
  const empty = value === undefined || value === null || value === "";
  if (field.widget === "list" || field.multiple) {
    if (!Array.isArray(value)) return optional ? undefined : [];
    return (value as unknown[]).map((item) =>
      field.fields ? complete(field.fields, item) : field.field ? valueOf(field.field, item) : (item ?? ""),
    );
  }
  if (field.widget === "object") return empty && optional ? undefined : complete(field.fields ?? [], value);
  if (empty) {
    if (field.default !== undefined) return field.default;
    if (optional) return undefined;
    return field.widget === "number" ? 0 : field.widget === "boolean" ? false : "";
  }
  if (field.widget === "number") return Number(value) || 0;
  if (field.widget === "boolean") return value === true;
  // A date picked in the editor can arrive as a Date before it is written as text.
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

/** Every text in `value` with its `{placeholders}` filled in from `values`; an unknown name stays as written. */
export function fillAll<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillAll(v, values)) as T;
  if (isData(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, values)])) as T;
  return value;
}

/** Each string of a record with `{names}` filled (a page's words around an entry: {service}, {town}). */
const filled = <T extends Record<string, string>>(words: T, values: Record<string, string>) => fillAll(words, values);

/** An entry's fields, completed and with the business facts filled in. */
const shaped = (fields: readonly EditorField[], data: unknown, facts: Record<string, string>) =>
  fillAll(complete(fields, data), facts);

export function servicePreview(fields: readonly EditorField[], data: unknown, preview: EditorPreview) {
  const entry = shaped(fields, data, preview.facts) as Data & Partial<Record<string, unknown>>;
  const first = <T>(list: unknown) => (Array.isArray(list) ? (list[0] as T | undefined) : undefined);
  const estimate = first<Service["estimate"]>(entry.estimate);
  const {
    estimate: _estimate,
    metaTitle: _title,
    metaDescription: _description,
    summary: _summary,
    order: _order,
    ...rest
  } = entry;
  const service = {
    ...rest,
    facts: withEstimateFacts((entry.facts ?? []) as Service["facts"], estimate),
    serviceTypes: entry.serviceTypes ?? [],
    testimonial: first(entry.testimonial),
  } as ServiceShown;
  return { service, copy: preview.pages.service };
}

export function articlePreview(fields: readonly EditorField[], data: unknown, preview: EditorPreview, slug: string) {
  const { body, ...entry } = shaped(fields, data, preview.facts) as Omit<Article, "slug"> & { body?: string };
  const related = preview.services.find((s) => s.slug === entry.relatedService) ?? {
    slug: entry.relatedService,
    name: "",
    summary: "",
  };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(entry.date) ? entry.date : "";
  return {
    article: { ...entry, date, slug },
    markdown: typeof body === "string" ? body : "",
    related,
    copy: filled(preview.pages.article, { service: related.name }),
  };
}

export function townPreview(fields: readonly EditorField[], data: unknown, preview: EditorPreview) {
  const town = shaped(fields, data, preview.facts) as Town;
  return {
    town,
    copy: filled(preview.pages.town, { town: town.city, county: town.county }),
    services: preview.townServices,
  };
}

export function projectPreview(fields: readonly EditorField[], data: unknown, preview: EditorPreview): Project {
  const entry = shaped(fields, data, preview.facts) as Data & { image: Image };
  // The schema gives a project without pairs an empty list (`beforeAfter: [...].default([])`).
  return projectShown({ ...entry, beforeAfter: entry.beforeAfter ?? [] }) as unknown as Project;
}

export function testimonialPreview(fields: readonly EditorField[], data: unknown, preview: EditorPreview) {
  return shaped(fields, data, preview.facts) as Testimonial;
}
