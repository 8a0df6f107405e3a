/**
 * The content rules that no single field's schema states, in one place for both sides: the build
 * (app/lib/content/load.ts) and the owner's editor, which runs them before every save
 * (public/admin/content-check.js, with this module bundled as /admin/content-rules.js). Also the
 * "house forms": what the owner may type naturally (a phone number written any common way, 7:30,
 * 3 min) and how it is written into the file, which the build's schemas then accept.
 * Nothing here reads a file: the build passes the entries it read, the editor those the site was
 * built with and those saved since.
 */
import { hourPattern, phonePattern, readTimePattern } from "./schema.ts";

export type Problem = { path: (string | number)[]; message: string };
/** Another entry of the same folder: its file (like "app/content/projects/08-porch.yaml") and its fields. */
export type Sibling = { file: string; data: Record<string, unknown> };

/* ---------- the house forms ---------- */

/** What the editor accepts for a field whose file holds one exact form, and how it is rewritten. */
export type HouseForm = {
  loose: RegExp;
  toHouse: (value: string) => string;
  /** ways of writing it the editor takes, each with the house form it is saved as */
  natural: [typed: string, saved: string][];
};

/** A US number written any common way: 781-555-0142, 781 555 0142, 7815550142, +1 781 555 0142, (781)555-0142. */
const loosePhone = /^\s*(?:\+?1[\s.-]*)?(?:\(\s*\d{3}\s*\)|\d{3})[\s.-]*\d{3}[\s.-]*\d{4}\s*$/;
/** 7:30, 07:30, 7.30, 730 is not taken (it could be 7:30 or 07:03). */
const looseHour = /^\s*([01]?\d|2[0-3])\s*[:.h]\s*([0-5]\d)\s*$/;
/** 3, 3 min, 3 mins, 3 minutes, 3 min. read, 3 min read. */
const looseReadTime = /^\s*(\d+)\s*(?:[Mm][Ii][Nn](?:[Uu][Tt][Ee])?[Ss]?\.?)?\s*(?:[Rr][Ee][Aa][Dd])?\s*$/;

/** By the pattern of the build's schema (its source): the editor's looser pattern and the rewrite. */
export const houseForms = new Map<string, HouseForm>([
  [
    phonePattern.source,
    {
      loose: loosePhone,
      natural: [
        ["781-555-0142", "(781) 555-0142"],
        ["781 555 0142", "(781) 555-0142"],
        ["7815550142", "(781) 555-0142"],
        ["781.555.0142", "(781) 555-0142"],
        ["+1 781 555 0142", "(781) 555-0142"],
        ["(781)555-0142", "(781) 555-0142"],
        ["1-781-555-0142", "(781) 555-0142"],
        ["(781) 555-0142", "(781) 555-0142"],
      ],
      toHouse: (value) => {
        if (!loosePhone.test(value)) return value;
        const digits = value.replace(/\D/g, "").slice(-10);
        return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
      },
    },
  ],
  [
    hourPattern.source,
    {
      loose: looseHour,
      natural: [
        ["7:30", "07:30"],
        ["07:30", "07:30"],
        ["17.00", "17:00"],
        ["9:05", "09:05"],
      ],
      toHouse: (value) => {
        const match = looseHour.exec(value);
        return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : value;
      },
    },
  ],
  [
    readTimePattern.source,
    {
      loose: looseReadTime,
      natural: [
        ["3 min", "3 min read"],
        ["3", "3 min read"],
        ["3 minutes", "3 min read"],
        ["12 mins", "12 min read"],
        ["5 min read", "5 min read"],
      ],
      toHouse: (value) => {
        const match = looseReadTime.exec(value);
        return match ? `${Number(match[1])} min read` : value;
      },
    },
  ],
]);

/* ---------- rules between entries of a folder ---------- */

/** What names an entry of each folder in a message (its title, its name...). */
export const entryNames: Record<string, string> = {
  projects: "title",
  services: "name",
  towns: "city",
  faqs: "question",
  testimonials: "author",
  articles: "title",
};

/**
 * Fields no two entries of a folder may share: a project's number names its file and orders the
 * portfolio, and two projects of the same title are two identical cards; a service's or a town's
 * address and place in the lists, a question's place.
 */
export const uniqueFields: Record<string, string[]> = {
  projects: ["id", "title", "page"],
  services: ["slug", "order"],
  towns: ["slug", "order"],
  faqs: ["order"],
  testimonials: ["id"],
};

const same = (a: unknown, b: unknown) =>
  typeof a === "string" && typeof b === "string"
    ? a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase()
    : a === b;

/** The problems of one entry of a folder beside its other entries (for the build: the entries read before it). */
export function siblingProblems(
  folder: string,
  data: Record<string, unknown>,
  others: Sibling[],
  everyone: Sibling[] = others,
): Problem[] {
  const problems: Problem[] = [];
  const nameField = entryNames[folder];
  for (const field of uniqueFields[folder] ?? []) {
    const value = data[field];
    if (value === undefined || value === "") continue;
    const other = others.find((o) => same(o.data[field], value));
    if (!other) continue;
    const otherName =
      nameField && typeof other.data[nameField] === "string" ? `"${other.data[nameField]}"` : other.file;
    const numbers = everyone.map((o) => o.data[field]).filter((n): n is number => typeof n === "number");
    const next = typeof value === "number" ? ` (the next free number is ${Math.max(value, ...numbers) + 1})` : "";
    problems.push({
      path: [field],
      message: `"${typeof value === "string" || typeof value === "number" ? value : JSON.stringify(value)}" is already used by ${otherName}: write another${next}`,
    });
  }
  if (folder === "testimonials" && data.onHome !== true && !others.some((o) => o.data.onHome === true))
    problems.push({
      path: ["onHome"],
      message:
        "no other review is ticked for the home page, which would show none: tick this one (or tick another review first)",
    });
  return problems;
}

/**
 * Why an entry may not be deleted: the last review ticked for the home page (Decap has no event
 * before a deletion; the editor's check stops the Delete button, public/admin/content-check.js).
 */
export function deletionProblem(folder: string, data: Record<string, unknown>, others: Sibling[]): string | undefined {
  if (folder === "testimonials" && data.onHome === true && !others.some((o) => o.data.onHome === true))
    return 'This review is the only one shown on the home page, which would then show none. Tick "Show on the home page" on another review and publish it first, then delete this one.';
  return undefined;
}

/** The problems of a whole folder, each on the entry that brings it (the build's check). */
export function folderProblems(folder: string, entries: Sibling[]): { file: string; problem: Problem }[] {
  const found: { file: string; problem: Problem }[] = [];
  entries.forEach((entry, i) => {
    const before = entries.slice(0, i);
    for (const problem of siblingProblems(folder, entry.data, before, entries))
      if (problem.path[0] !== "onHome") found.push({ file: entry.file, problem });
  });
  if (folder === "testimonials" && entries.length && !entries.some((e) => e.data.onHome === true))
    found.push({
      file: entries[0]!.file,
      problem: {
        path: ["onHome"],
        message: "no review is ticked for the home page, which would show none: tick at least one",
      },
    });
  return found;
}

/* ---------- an article's text ---------- */

/**
 * A table pasted from a word processor into the Markdown text arrives as lines of cells separated
 * by tabs, which Markdown joins into one run-on paragraph. The lines where that happens (1 first).
 */
export function pastedTableLines(markdown: string): number[] {
  return markdown
    .split("\n")
    .map((line, i) => (/\S\t+\S/.test(line) ? i + 1 : 0))
    .filter(Boolean);
}

/** The article text's problems no pattern can state (the build and the editor). */
export function bodyProblems(markdown: string): Problem[] {
  const lines = pastedTableLines(markdown);
  if (!lines.length) return [];
  return [
    {
      path: ["body"],
      message: `line ${lines[0]} looks like a table pasted from a word processor (cells separated by tabs), which the page would show as one run-on paragraph. Write it as a Markdown table: a line "Table: what it shows", then "| Item | Cost |", then "| --- | --- |", then one "| ... | ... |" line per row`,
    },
  ];
}
