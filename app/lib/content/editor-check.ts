/**
 * The build's content rules, run by the owner's editor before every save: bundled for the browser
 * as /admin/content-rules.js (./content-modules-plugin.ts) and called by public/admin/content-check.js from
 * Decap's documented `preSave` event. The same schemas (app/content/schema.ts), the same rules
 * between entries (app/content/entry-rules.ts) and the same placeholder rule as the build, so the
 * editor cannot accept what the build would refuse; each message names the field as the editor
 * shows it.
 */
import {
  bodyProblems,
  deletionProblem,
  houseForms,
  siblingProblems,
  type HouseForm,
  type Problem,
  type Sibling,
} from "../../content/entry-rules.ts";
import { markupProblems, uncaptionedTables } from "../markdown.ts";
import { editorPlaces, type CmsField } from "./cms-config.ts";
import { fieldLabels, placeOf } from "./field-labels.ts";

const places = editorPlaces();
const byLoose = new Map<string, HouseForm>([...houseForms.values()].map((h) => [h.loose.source, h]));

/** What the site was built with, for the rules between entries and the placeholders (/admin/entries.json). */
export type EntryIndex = {
  /** by folder ("projects"): each entry's file and the fields the rules between entries read */
  entries: Record<string, Sibling[]>;
  /** the business facts prose may name ({phone}...), and the names each file may use when shown */
  placeholders: { facts: string[]; runtime: Record<string, string[]> };
};

type Path = (string | number)[];

/**
 * What the owner typed naturally, written the house way (a phone number, an opening time, a reading
 * time): the fields whose editor pattern is a house form's looser one, with their new value.
 */
export function houseWay(file: string, data: unknown): { path: Path; value: string }[] {
  const place = placeOf(places, file);
  const changes: { path: Path; value: string }[] = [];
  const visit = (fields: CmsField[] | undefined, value: unknown, path: Path) => {
    if (!fields || !value || typeof value !== "object") return;
    for (const field of fields) {
      const here = (value as Record<string, unknown>)[field.name];
      const pattern = Array.isArray(field.pattern) ? String(field.pattern[0]) : undefined;
      const house = pattern ? byLoose.get(pattern) : undefined;
      if (house && typeof here === "string") {
        const written = house.toHouse(here);
        if (written !== here) changes.push({ path: [...path, field.name], value: written });
      } else if (Array.isArray(here)) {
        const inner = (field.fields as CmsField[] | undefined) ?? undefined;
        here.forEach((item, i) => visit(inner, item, [...path, field.name, i]));
      } else if (field.fields) visit(field.fields as CmsField[], here, [...path, field.name]);
    }
  };
  visit(place?.fields, data, []);
  return changes;
}

const placeholderPattern = /\{([a-zA-Z]+)\}/g;

/** Every `{name}` the file may not use, with where it is. */
function placeholderProblems(file: string, data: unknown, index: EntryIndex): Problem[] {
  const name = file.replace(/^app\/content\//, "");
  const runtime = index.placeholders.runtime[name] ?? index.placeholders.runtime[name.split("/")[0]!] ?? [];
  const allowed = [...index.placeholders.facts, ...runtime];
  if (!index.placeholders.facts.length) return [];
  const problems: Problem[] = [];
  const visit = (value: unknown, path: Path) => {
    if (typeof value === "string")
      for (const [whole, key] of value.matchAll(placeholderPattern))
        if (!allowed.includes(key!))
          problems.push({
            path,
            message: `"${whole}" is not a fact the site can fill in; write one of ${allowed.map((k) => `{${k}}`).join(", ")}, or remove the braces`,
          });
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(data, []);
  return problems;
}

/**
 * The problems of an entry about to be saved, each as "Field › Inner field: what to write".
 * @param file its file ("app/content/projects/08-porch.yaml"), or for a new entry its collection's name
 * @param data the entry's fields as the file will hold them (the article's text as `body`)
 * @param index what the site was built with, and the entries saved since
 */
export function entryProblems(file: string, data: Record<string, unknown>, index: EntryIndex): string[] {
  const place = placeOf(places, file);
  if (!place) return [];
  const problems: Problem[] = [];
  const parsed = place.schema?.safeParse(data);
  if (parsed && !parsed.success)
    for (const issue of parsed.error.issues) problems.push({ path: issue.path as Path, message: issue.message });
  if (place.folder) {
    const folder = place.folder.split("/").at(-1)!;
    const others = (index.entries[folder] ?? []).filter((e) => e.file !== file);
    problems.push(...siblingProblems(folder, data, others));
  }
  if (typeof data.body === "string") {
    problems.push(...bodyProblems(data.body));
    for (const message of markupProblems(data.body)) problems.push({ path: ["body"], message });
    for (const header of uncaptionedTables(data.body))
      problems.push({
        path: ["body"],
        message: `the table "${header}" has no title; write a line "Table: what the table shows" right above it`,
      });
  }
  const name = place.folder ? `${place.folder}/` : (place.file ?? "");
  problems.push(...placeholderProblems(name, data, index));
  const fields = [...place.fields, { name: "body", label: "Text", widget: "markdown" }];
  return [
    ...new Set(
      problems.map((p) => {
        const labels = fieldLabels(fields, p.path);
        return labels.length ? `${labels.join(" › ")}: ${p.message}` : p.message;
      }),
    ),
  ];
}

/** Why the entry of this file may not be deleted, if it may not (the last review on the home page). */
export function deletionProblems(file: string, index: EntryIndex): string[] {
  const folder = /^app\/content\/([^/]+)\//.exec(file)?.[1];
  const list = folder ? (index.entries[folder] ?? []) : [];
  const entry = list.find((e) => e.file === file);
  const problem =
    entry &&
    deletionProblem(
      folder!,
      entry.data,
      list.filter((e) => e !== entry),
    );
  return problem ? [problem] : [];
}
