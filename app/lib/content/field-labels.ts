/**
 * A field named as the owner's editor shows it: `Portfolio projects › "Attic Renovation" ›
 * Reference`, from the editor's own configuration (./cms-config.ts), so that a message of the build
 * or of the editor's check before a save (public/admin/content-check.js) speaks of what is on his
 * screen, not of a file and a key.
 */
import type { CmsField, EditorPlace } from "./cms-config.ts";

const SEPARATOR = " › ";

/** The place of a content file ("app/content/projects/08-porch.yaml"), or of a folder ("app/content/projects", or its collection's name). */
export function placeOf(places: EditorPlace[], file: string): EditorPlace | undefined {
  return (
    places.find((p) => p.file === file) ??
    places.find((p) => p.folder !== undefined && file.startsWith(`${p.folder}/`)) ??
    places.find((p) => p.folder !== undefined && (p.collection === file || p.folder === file))
  );
}

/** The labels of a field's path ("estimate", 0, "finishes", 1, "fixed", "high"), as the editor shows them. */
export function fieldLabels(fields: CmsField[], path: readonly (string | number)[]): string[] {
  const labels: string[] = [];
  let current: CmsField[] | undefined = fields;
  let list: CmsField | undefined;
  for (const part of path) {
    if (typeof part === "number" || /^\d+$/.test(part)) {
      // An item of a list: "#2", unless the list holds one item at most (a service's estimate).
      if (list && Number(list.max) !== 1 && labels.length) labels[labels.length - 1] += ` #${Number(part) + 1}`;
      continue;
    }
    const field: CmsField | undefined = current?.find((f) => f.name === part);
    if (!field) {
      labels.push(part);
      current = undefined;
      continue;
    }
    labels.push(typeof field.label === "string" ? field.label : field.name);
    list = field.widget === "list" || field.multiple ? field : undefined;
    const inner = field.field as CmsField | undefined;
    current = (field.fields as CmsField[] | undefined) ?? (inner?.fields as CmsField[] | undefined);
  }
  return labels;
}

/**
 * Where a problem is, in the editor's words: the collection, the entry (its title or name, for a
 * folder of entries; the file's label otherwise) and the field.
 */
export function editorWhere(
  places: EditorPlace[],
  file: string,
  path: readonly (string | number)[],
  entryName?: string,
): string | undefined {
  const place = placeOf(places, file);
  if (!place) return undefined;
  const entry = place.fileLabel ?? (entryName ? `"${entryName}"` : "a new entry");
  return [place.label, entry, ...fieldLabels(place.fields, path)].join(SEPARATOR);
}
