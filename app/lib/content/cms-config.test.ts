/**
 * The editor's configuration agrees with the rules the build checks, both ways: what the editor
 * accepts, the build accepts; what the build refuses, the editor refuses. It is generated from the
 * schemas (cms-config.ts); these tests hold the generator to it, for every collection and file.
 *
 * The editor's side is Decap CMS's own validation as its documentation states it (a field is
 * required unless `required: false`; an empty value is refused when required, a filled one checked
 * against its `pattern`; a list keeps to `min`/`max`; a number to `min`/`max` and its value type;
 * a select or relation offers only its options), applied to the generated config. The browser
 * tests (tests/e2e/editor.spec.ts) show the real editor refusing the careless owner's entries.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { readEditorSettings } from "../../../config/build-config.ts";
import { houseForms } from "~/content/entry-rules";
import { articleBodyMinLength, patternRules, picturePattern } from "~/content/schema";
import { contentFiles, contentFolders } from "~/content/table";
import { cmsConfig, cmsSchemas, MAX_UPLOAD_BYTES, wordsOf, type CmsChoices, type CmsField } from "./cms-config";
import { loadContent } from "./load";
import { entryProblems, houseWay } from "./editor-check";
import { cmsChoices, cmsEnv, entryIndex } from "./content-modules-plugin";

const root = join(import.meta.dirname, "..", "..", "..");
const content = loadContent(root);
const choices: CmsChoices = cmsChoices(root);
const env = { editor: readEditorSettings({}), localBackend: true };
const config = cmsConfig(env, choices);
const schemas = cmsSchemas(env, choices);
const services = content.collections.services.map((s) => s.slug);

type Entry = Record<string, unknown>;
type Edited = { path: string; fields: CmsField[] };
/** Every edited file and folder of the config, with its fields. */
const edited: Edited[] = (
  config.collections as { folder?: string; files?: { file: string; fields: CmsField[] }[]; fields?: CmsField[] }[]
).flatMap((c) =>
  c.folder ? [{ path: c.folder, fields: c.fields! }] : c.files!.map((f) => ({ path: f.file, fields: f.fields })),
);

const byName = (fields: CmsField[], path: string): CmsField | undefined => {
  const [head, ...rest] = path.split(".");
  const found = fields.find((f) => f.name === head);
  return rest.length ? byName((found?.fields as CmsField[]) ?? [], rest.join(".")) : found;
};
const fieldsOfCollection = (name: string) =>
  (config.collections.find((c) => c.name === name) as unknown as { fields: CmsField[] }).fields;

/* ---------- the editor's rules (Decap CMS's validation, as documented) ---------- */

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);
const relationOptions = (field: CmsField) => (field.collection === "services" ? services : []);

/** What the editor says is wrong with a value of a field; empty when it would save it. */
function editorProblems(field: CmsField, value: unknown, path: string): string[] {
  const here = `${path}${field.name}`;
  if (isEmpty(value)) return field.required === false ? [] : [`${here}: required`];
  const num = (key: string) => field[key] as number | undefined;
  switch (field.widget) {
    case "hidden":
      return value === field.default ? [] : [`${here}: hidden value changed`];
    case "select": {
      if (!field.multiple) return (field.options as unknown[]).includes(value) ? [] : [`${here}: not an option`];
      const values = Array.isArray(value) ? value : [value];
      if (!Array.isArray(value) || values.some((v) => !(field.options as unknown[]).includes(v)))
        return [`${here}: not an option`];
      if (num("min") !== undefined && values.length < num("min")!) return [`${here}: too few`];
      if (num("max") !== undefined && values.length > num("max")!) return [`${here}: too many`];
      return [];
    }
    case "relation": {
      const values = field.multiple ? (value as unknown[]) : [value];
      if (values.some((v) => !relationOptions(field).includes(v as string))) return [`${here}: not an option`];
      if (field.multiple && num("min") !== undefined && values.length < num("min")!) return [`${here}: too few`];
      if (field.multiple && num("max") !== undefined && values.length > num("max")!) return [`${here}: too many`];
      return [];
    }
    case "number": {
      if (typeof value !== "number") return [`${here}: not a number`];
      if (field.value_type === "int" && !Number.isInteger(value)) return [`${here}: not a whole number`];
      if (num("min") !== undefined && value < num("min")!) return [`${here}: below min`];
      if (num("max") !== undefined && value > num("max")!) return [`${here}: above max`];
      return [];
    }
    case "boolean":
      return typeof value === "boolean" ? [] : [`${here}: not a boolean`];
    case "object":
      return (field.fields as CmsField[]).flatMap((f) => editorProblems(f, (value as Entry)[f.name], `${here}.`));
    case "list": {
      const items = value as unknown[];
      if (num("min") !== undefined && items.length < num("min")!) return [`${here}: too few`];
      if (num("max") !== undefined && items.length > num("max")!) return [`${here}: too many`];
      return items.flatMap((item, i) =>
        field.fields
          ? (field.fields as CmsField[]).flatMap((f) => editorProblems(f, (item as Entry)[f.name], `${here}.${i}.`))
          : editorProblems({ ...(field.field as CmsField), name: String(i) }, item, `${here}.`),
      );
    }
    default: {
      if (typeof value !== "string") return [`${here}: not text`];
      const pattern = field.pattern as [string, string] | undefined;
      return pattern && !new RegExp(pattern[0]).test(value) ? [`${here}: ${pattern[1]}`] : [];
    }
  }
}
/**
 * The editor's check before a save (public/admin/content-check.js): what the owner typed naturally
 * written the house way, then the build's own rules (./editor-check.ts). The rules between entries
 * are the build's too (app/content/entry-rules.ts), checked on their own below: here the other
 * entries are the shipped reviews alone (a test entry's number may repeat another's).
 */
const estimateOf = (entry: Entry) => (Array.isArray(entry.estimate) ? (entry.estimate[0] as Entry) : undefined);
const built = entryIndex(root);
const index = { ...built, entries: { testimonials: built.entries.testimonials! } };
const houseWritten = (path: string, entry: Entry): Entry => {
  let written = entry;
  for (const change of houseWay(path, entry)) written = setAt(written, change.path.join("."), change.value);
  return written;
};
const editorAccepts = (fields: CmsField[], entry: Entry, path = "") =>
  fields.flatMap((f) => editorProblems(f, entry[f.name], "")).length === 0 &&
  entryProblems(path, houseWritten(path, entry), index).length === 0;

/* ---------- the build's rules ---------- */

/** The build's check of one entry: its schema, the article's text, and the choices taken from other files. */
function buildAccepts(path: string, typed: Entry): boolean {
  // The build reads what the editor saved: what was typed, written the house way.
  const { body, ...data } = houseWritten(path, typed);
  if (!schemas.get(path)!.safeParse(data).success) return false;
  if (path.endsWith("/articles") && !(typeof body === "string" && body.trim().length >= articleBodyMinLength))
    return false;
  return crossFileProblems(path, data).length === 0;
}

/** The checks across files (pictures aside), run by the real loader on a copy holding the entry. */
const copy = mkdtempSync(join(tmpdir(), "kgb-cms-config-"));
cpSync(join(root, "app/content"), join(copy, "app/content"), { recursive: true });
cpSync(join(root, "app/assets/art"), join(copy, "app/assets/art"), { recursive: true });
cpSync(join(root, "app/assets/video"), join(copy, "app/assets/video"), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));
const needsLoader = (path: string, data: Entry) =>
  /\/(projects|towns|articles)$|navigation|service-lists/.test(path) && Object.keys(data).length > 0;
function crossFileProblems(path: string, data: Entry): string[] {
  if (!needsLoader(path, data)) return [];
  // A town's file is named after its web address name, as the editor names it.
  const name =
    path.endsWith("/towns") && typeof data.slug === "string" && /^[a-z-]+$/.test(data.slug) ? data.slug : "zz-test-ma";
  const target = path.endsWith(".yaml")
    ? join(copy, path)
    : join(copy, path, path.endsWith("/articles") ? `${name}.md` : `${name}.yaml`);
  const original = path.endsWith(".yaml") ? readFileSync(target, "utf8") : undefined;
  const text = path.endsWith("/articles")
    ? `---\n${stringify(data)}---\n${"Text of the article. ".repeat(12)}\n`
    : stringify(data);
  writeFileSync(target, text);
  try {
    loadContent(copy);
    return [];
  } catch (error) {
    // Only problems of this entry count; a test entry's picture is not in the folder, and its
    // number may repeat another's (both are checked by the build, not by the editor's fields).
    return (error as Error).message
      .split("\n")
      .filter((line) => line.includes(`/${name}.`) || (original !== undefined && line.includes(path)))
      .filter((line) => !/no picture named|is already used by/.test(line));
  } finally {
    if (original !== undefined) writeFileSync(target, original);
    else rmSync(target);
  }
}

/* ---------- entries the editor's config allows ---------- */

const lengthBounds = (pattern: string) => /^\^\[\\s\\S\]\{(\d+),(\d*)\}\$$/.exec(pattern);
const picture = "/porch-dover.jpg";
type Bound = "min" | "max";

/** A value the editor's field allows: at its lower bound (min) or its upper one (max). */
function allowed(field: CmsField, bound: Bound): unknown {
  const pattern = (field.pattern as [string, string] | undefined)?.[0];
  switch (field.widget) {
    case "hidden":
      return field.default;
    case "select": {
      const options = field.options as unknown[];
      if (field.multiple)
        return bound === "min" ? options.slice(0, (field.min as number) ?? 1) : options.slice(0, field.max as number);
      return bound === "min" ? options[0] : options.at(-1);
    }
    case "relation": {
      const count = bound === "min" ? ((field.min as number) ?? 1) : ((field.max as number) ?? services.length);
      return field.multiple ? services.slice(0, count) : services[0];
    }
    case "number": {
      const min = typeof field.min === "number" ? field.min : 1;
      return bound === "min" ? min : typeof field.max === "number" ? field.max : min + 40;
    }
    case "boolean":
      return bound === "max";
    case "datetime":
      return "2025-08-01";
    case "image":
      return picture;
    case "file":
      // an upload lands in the field's folder: the video and its captions as shipped
      return field.name === "captions" ? "/video/whole-home-walkthrough.vtt" : "/video/whole-home-walkthrough.mp4";
    case "object":
      return entryOf(field.fields as CmsField[], bound);
    case "list": {
      const min = (field.min as number) ?? 0;
      const count = bound === "min" ? min : ((field.max as number) ?? min + 2);
      return Array.from({ length: count }, () =>
        field.fields ? entryOf(field.fields as CmsField[], bound) : allowed(field.field as CmsField, bound),
      );
    }
    default: {
      if (!pattern) return field.widget === "markdown" ? "" : "Words";
      const rule = patternRules.get(pattern);
      if (rule) return rule.example;
      // A field that takes natural input (a phone number written any common way): one such way.
      const house = [...houseForms.values()].find((h) => h.loose.source === pattern);
      if (house) return house.natural[bound === "min" ? 0 : house.natural.length - 2]![0];
      const bounds = lengthBounds(pattern);
      if (bounds) return "x".repeat(bound === "min" ? Number(bounds[1]) : Number(bounds[2] || Number(bounds[1]) + 50));
      if (field.name === "body") return "A heading\n\n".padEnd(articleBodyMinLength + (bound === "max" ? 500 : 0), "x");
      if (pattern.startsWith("^https?:")) return "https://www.youtube-nocookie.com/embed/abc";
      throw new Error(`no example for ${field.name}: ${pattern}`);
    }
  }
}

/** An entry the editor allows: at "min", optional fields empty and lists at their lower bound; at "max", all filled. */
function entryOf(fields: CmsField[], bound: Bound): Entry {
  const entry = fieldsEntry(fields, bound);
  // The rules between fields a field's bounds cannot give: named sizes grow, within the limits.
  const estimate = estimateOf(entry);
  if (estimate && Array.isArray(estimate.sizes)) {
    Object.assign(estimate, { min: 1, default: 1 });
    estimate.sizes = (estimate.sizes as Entry[]).map((size, i) => ({ ...size, amount: 1 + i }));
  }
  return entry;
}
function fieldsEntry(fields: CmsField[], bound: Bound): Entry {
  return Object.fromEntries(
    fields
      .filter((f) => bound === "max" || f.required !== false || f.widget === "hidden")
      .map((f) => [f.name, allowed(f, bound)]),
  );
}

/* ---------- entries the build refuses ---------- */

/** Every path to a field, with the field. */
function paths(fields: CmsField[], prefix = ""): { path: string; field: CmsField }[] {
  return fields.flatMap((f) => {
    const path = `${prefix}${f.name}`;
    const inner =
      f.widget === "object"
        ? paths(f.fields as CmsField[], `${path}.`)
        : f.widget === "list" && f.fields
          ? paths(f.fields as CmsField[], `${path}.0.`)
          : [];
    return [{ path, field: f }, ...inner];
  });
}
const setAt = (entry: Entry, path: string, value: unknown): Entry => {
  const copy = structuredClone(entry);
  const keys = path.split(".");
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
};
/** Values a careless owner might leave in a field. */
function careless(field: CmsField): unknown[] {
  const min = field.min as number | undefined;
  const max = field.max as number | undefined;
  switch (field.widget) {
    case "hidden":
    case "boolean":
      return [undefined];
    case "select":
    case "relation":
      return [undefined, "", field.multiple ? ["no-such-service"] : "Bathrooms"];
    case "number":
      return [undefined, ...(min !== undefined ? [min - 1] : []), ...(max !== undefined ? [max + 1] : []), 2.5];
    case "list": {
      const item = field.fields ? entryOf(field.fields as CmsField[], "min") : allowed(field.field as CmsField, "min");
      return [
        undefined,
        [],
        ...(min ? [Array.from({ length: min - 1 }, () => item)] : []),
        ...(max ? [Array.from({ length: max + 1 }, () => item)] : []),
      ];
    }
    case "object":
      return [undefined];
    case "image":
      return [undefined, "", "/manual.pdf", "/Porch Dover.JPG"];
    case "datetime":
      // the date picker writes a date or nothing
      return [undefined, ""];
    default:
      return [undefined, "", " ", "x", "not like the example!", "x".repeat(400), "https:/nowhere"];
  }
}

describe("the editor's configuration", () => {
  it("edits every content file and folder, and only those", () => {
    expect(edited.map((e) => e.path).sort()).toEqual([...schemas.keys()].sort());
    expect(edited.length).toBeGreaterThan(30);
  });

  it("names every content file in one table, which the loader and the editor read: none is left unread", () => {
    const tabled = (file: string) =>
      Object.values(contentFiles).some((f) => f.path === file) ||
      Object.values(contentFolders).some(
        (f) =>
          dirname(file) === f.path && (f.format === "markdown" ? [".md"] : [".yaml", ".yml"]).includes(extname(file)),
      );
    const files = readdirSync(join(root, "app/content"), { recursive: true, encoding: "utf8" }).filter((f) =>
      /\.(ya?ml|md)$/.test(f),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => f.split(sep).join("/")).filter((f) => !tabled(f))).toEqual([]);
    // The editor edits each of them where the table says.
    for (const f of Object.values(contentFiles)) expect(schemas.get(`app/content/${f.path}`)).toBe(f.schema);
    for (const f of Object.values(contentFolders)) expect(schemas.get(`app/content/${f.path}`)).toBe(f.schema);
  });

  it("allows nothing the build refuses: entries at the editor's bounds pass the build's rules", () => {
    const refused = edited.flatMap(({ path, fields }) =>
      (["min", "max"] as const).flatMap((bound) => {
        const entry = entryOf(fields, bound);
        expect(editorAccepts(fields, entry, path), `${path} (${bound})`).toBe(true);
        const result = schemas.get(path)!.safeParse(entry);
        const issues = result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
        return buildAccepts(path, entry) ? [] : [`${path} (${bound}): ${issues.join("; ") || "refused"}`];
      }),
    );
    expect(refused).toEqual([]);
  }, 60_000);

  it("refuses what the build refuses, and nothing the build accepts, field by field", () => {
    const disagreements: string[] = [];
    let cases = 0;
    for (const { path, fields } of edited) {
      const base = entryOf(fields, "max");
      for (const { path: fieldPath, field } of paths(fields))
        for (const value of careless(field)) {
          const entry = setAt(base, fieldPath, value);
          const editor = editorAccepts(fields, entry, path);
          const build = buildAccepts(path, entry);
          if (editor === build) {
            cases++;
            continue;
          }
          // The one rule between two fields: an uploaded video needs its captions. Decap has no field
          // that is required only when another is filled, so the build alone refuses it, saying what to add.
          if (editor && !build && path.endsWith("/projects") && fieldPath === "captions" && entry.videoFile) {
            expect(schemas.get(path)!.safeParse(entry).error?.issues[0]?.message).toMatch(/captions of the video file/);
            cases++;
            continue;
          }
          disagreements.push(
            `${path} ${fieldPath} = ${JSON.stringify(value)?.slice(0, 40)}: the editor ${editor ? "saves" : "refuses"} it, the build ${editor ? "refuses" : "accepts"} it`,
          );
        }
    }
    expect(disagreements).toEqual([]);
    expect(cases).toBeGreaterThan(1000);
    // (hundreds of entries, those with choices from other files through the real loader)
  }, 60_000);

  it("tells the owner what to write: every pattern's message has an example", () => {
    const messages = edited.flatMap(({ fields }) =>
      paths(fields).flatMap(({ field }) => ((field.pattern as string[] | undefined) ?? []).slice(1)),
    );
    expect(messages.length).toBeGreaterThan(50);
    for (const message of messages) expect(message).toMatch(/ like |at least|Between|characters/i);
    expect(messages.join("\n")).not.toContain("Check the format");
  });

  it("offers the portfolio filter's options, the counties and the services as lists to pick from", () => {
    const projects = fieldsOfCollection("projects");
    expect(byName(projects, "category")).toMatchObject({
      widget: "select",
      options: content.pages.portfolio.categories,
    });
    expect(byName(fieldsOfCollection("towns"), "county")).toMatchObject({ widget: "select" });
    const navigation = edited.find((e) => e.path.endsWith("settings/navigation.yaml"))!.fields;
    expect(byName(navigation, "footerServices")).toMatchObject({
      widget: "relation",
      collection: "services",
      multiple: true,
    });
    expect(byName(fieldsOfCollection("articles"), "relatedService")).toMatchObject({ widget: "relation" });
  });

  it("asks every project for its picture, and refuses a picture the build cannot read", () => {
    const picture = byName(fieldsOfCollection("projects"), "image.art")!;
    expect(picture.required).not.toBe(false);
    expect(picture.widget).toBe("image");
    expect((picture.pattern as string[])[0]).toBe(picturePattern.source);
    expect(picture.media_library).toMatchObject({ config: { max_file_size: MAX_UPLOAD_BYTES } });
    expect(config.media_folder).toBe("app/assets/art");
  });

  it("takes the phone number once, as written; the reviews' age is not typed", () => {
    const business = edited.find((e) => e.path.endsWith("settings/business.yaml"))!.fields;
    expect(byName(business, "phone")).toMatchObject({ widget: "string" });
    expect(JSON.stringify(business)).not.toContain("e164");
    expect(fieldsOfCollection("testimonials").map((f) => f.name)).not.toContain("timeAgo");
    // The three readings of the hours each say what they are for.
    for (const name of ["hoursDisplay", "hoursStructured", "phoneHours"])
      expect(byName(business, name)?.hint, name).toMatch(/contact page|Google|main number/);
  });

  it("opens an article's text in Markdown mode, with a hint in that mode's words", () => {
    const body = byName(fieldsOfCollection("articles"), "body")!;
    expect(body.modes).toEqual(["raw"]);
    expect(body.hint).toMatch(/## is a heading.*- are a list/);
  });

  it("takes its sign-in from the build's settings and uses the local server only when asked", () => {
    const github = cmsEnv({
      CMS_BACKEND: "github",
      CMS_REPO: "owner/site",
      CMS_BRANCH: "live",
      CMS_AUTH_URL: "https://oauth.example.net",
    });
    expect(cmsConfig(github, choices)).toMatchObject({
      backend: { name: "github", repo: "owner/site", branch: "live", base_url: "https://oauth.example.net" },
    });
    expect(cmsConfig(cmsEnv({}), choices)).not.toHaveProperty("local_backend");
    expect(JSON.stringify(cmsConfig(cmsEnv({}), choices))).not.toMatch(/token|secret|password/i);
  });
});

/* ---------- the words the owner reads ---------- */

/** Every field the owner sees (a hidden field is written by the editor, never shown), with the group it sits in. */
type Shown = { where: string; field: CmsField; group?: CmsField };
function shownFields(fields: CmsField[], where: string, group?: CmsField): Shown[] {
  return fields.flatMap((field) => {
    if (field.widget === "hidden") return [];
    const inner = (field.fields as CmsField[] | undefined) ?? (field.field ? [field.field as CmsField] : []);
    return [{ where: `${where} ${field.name}`, field, group }, ...shownFields(inner, `${where} ${field.name}.`, field)];
  });
}
const shown = edited.flatMap(({ path, fields }) => shownFields(fields, path.replace("app/content/", "")));
/** The fields whose label (or hint) is the same words, by those words. */
function byWords(words: (s: Shown) => string | undefined): Map<string, Shown[]> {
  const map = new Map<string, Shown[]>();
  for (const s of shown) {
    const key = words(s);
    if (key) map.set(key, [...(map.get(key) ?? []), s]);
  }
  return map;
}
/** The definitions in the schemas of a group's own fields (a page's top extended with a second button shares them). */
const innerDefinitions = (field: CmsField) =>
  new Set(
    ((field.fields as CmsField[] | undefined) ?? []).map((f) => wordsOf(f).definition).filter((d) => d !== undefined),
  );
/** Two fields mean the same when one definition in the schemas wrote their words, or one group extends the other. */
function sameMeaning(a: CmsField, b: CmsField): boolean {
  if (a === b) return true;
  const [da, db] = [wordsOf(a).definition, wordsOf(b).definition];
  if (da !== undefined && da === db) return true;
  if (!a.fields || !b.fields) return false;
  const inner = innerDefinitions(b);
  return [...innerDefinitions(a)].some((d) => inner.has(d));
}
function sharedAcrossMeanings(words: Map<string, Shown[]>): string[] {
  return [...words].flatMap(([text, uses]) =>
    uses.some((u) => !sameMeaning(u.field, uses[0]!.field))
      ? [`"${text}": ${[...new Set(uses.map((u) => u.where))].slice(0, 4).join(" | ")}`]
      : [],
  );
}

describe("the editor's words", () => {
  /**
   * A label a person understands: it starts with a capital letter; it is words, not code (no
   * camelCase, underscore, brace or bracket, and not a bare generic word such as Item, Value or
   * Label, nor saying "(optional)", which the editor adds itself); and a label not written in the
   * schemas, taken from the field's name, is one plain English word (Heading, Title, Description),
   * read under the labelled group it sits in. Two fields side by side never share a label.
   */
  it("gives every field a label a person would understand", () => {
    expect(shown.length).toBeGreaterThan(500);
    const generic =
      /^(Item|Items|Value|Label|Field|Entry|Object|List|Data|Href|Url|Alt|Art|Cta|Eyebrow|Lead|Hero|Slug|Meta|Id|Type|Key)$/;
    const problems = shown.flatMap(({ where, field }) => {
      const label = (field.label as string | undefined) ?? "";
      const written = wordsOf(field).title !== undefined;
      return [
        ...(/^[A-Z]/.test(label) ? [] : [`${where}: "${label}" does not start with a capital letter`]),
        ...(/\b[a-z]+[A-Z]|[_{}[\]]/.test(label) ? [`${where}: "${label}" is code, not words`] : []),
        ...(generic.test(label) ? [`${where}: "${label}" says nothing of what to write`] : []),
        ...(/\(optional\)/i.test(label) ? [`${where}: "${label}": the editor adds "(optional)" itself`] : []),
        ...(written || /^[a-z]+$/.test(field.name)
          ? []
          : [
              `${where}: "${label}" is made from the name ${field.name}: write a label in the schema (.meta({ title }))`,
            ]),
      ];
    });
    const siblings = edited.flatMap(({ path, fields }) =>
      [fields, ...shownFields(fields, path).flatMap(({ field }) => (field.fields ? [field.fields as CmsField[]] : []))]
        .map((group) => group.filter((f) => f.widget !== "hidden").map((f) => String(f.label)))
        .filter((labels) => new Set(labels).size !== labels.length)
        .map(
          (labels) =>
            `${path}: two fields side by side are both labelled ${labels.find((l, i) => labels.indexOf(l) !== i)}`,
        ),
    );
    expect([...problems, ...siblings]).toEqual([]);
  });

  /**
   * Words written for a field belong to what the field means: where two fields show the same
   * written label or hint, they come from one definition in the schemas (a picture, a page's top, a
   * closing box used on several pages) or one group extends the other. A label taken from a field's
   * name (Heading, Title) is read under its group's label and may repeat, but never equals a written
   * label of another meaning.
   */
  it("never gives two fields of different meanings the same label or hint", () => {
    const written = byWords((s) => wordsOf(s.field).title);
    const plainLabels = new Set(
      shown.filter((s) => wordsOf(s.field).title === undefined).map((s) => String(s.field.label)),
    );
    expect(written.size).toBeGreaterThan(250);
    expect(sharedAcrossMeanings(written)).toEqual([]);
    expect(sharedAcrossMeanings(byWords((s) => wordsOf(s.field).description))).toEqual([]);
    expect([...written.keys()].filter((label) => plainLabels.has(label))).toEqual([]);
  });

  it("shows every hint as written (the editor renders hints as Markdown: no link, emphasis or code in them)", () => {
    const hints = shown.flatMap(({ where, field }) => (field.hint ? [{ where, hint: field.hint as string }] : []));
    expect(hints.length).toBeGreaterThan(100);
    const markdown = /(?<!\\)\[[^\]]*(?<!\\)\]\(|[*_`~<]/;
    expect(hints.filter(({ hint }) => markdown.test(hint)).map(({ where, hint }) => `${where}: ${hint}`)).toEqual([]);
    // The article's text tells how a link is written, and the owner sees the example as typed.
    expect(byName(fieldsOfCollection("articles"), "body")!.hint).toContain("\\[words\\](/contact)");
  });

  it("words each field for what it is: the ones the owner found wrong", () => {
    const label = (fields: CmsField[], path: string) => byName(fields, path)?.label;
    const hint = (fields: CmsField[], path: string) => (byName(fields, path)?.hint as string | undefined) ?? "";
    const file = (name: string) => edited.find((e) => e.path.endsWith(name))!.fields;
    // A question is a question, not the link to the estimator of a service.
    expect(label(fieldsOfCollection("faqs"), "question")).toBe("Question");
    expect(hint(fieldsOfCollection("faqs"), "question")).not.toMatch(/kitchen cost/);
    expect(label(fieldsOfCollection("services"), "faqs.question")).toBe("Question");
    expect(label(fieldsOfCollection("services"), "estimate.question")).toMatch(/estimator/);
    // The forms' phone fields and the contact page's card are not the business's main phone.
    expect(label(file("settings/business.yaml"), "phone")).toBe("Main phone");
    for (const [name, path] of [
      ["forms/inquiry.yaml", "labels.phone"],
      ["forms/job-application.yaml", "labels.phone"],
      ["pages/contact.yaml", "cards.phone"],
    ] as const) {
      expect(label(file(name), path), name).not.toMatch(/Main phone/);
      expect(hint(file(name), path), name).not.toMatch(/Call button/);
    }
    // An article's category is Guide or Local, not a portfolio filter option.
    expect(hint(fieldsOfCollection("articles"), "category")).not.toMatch(/portfolio/i);
    expect(hint(fieldsOfCollection("projects"), "category")).toMatch(/portfolio filter/);
    // The days of Google's hours are one list of days to pick from, labelled as such.
    const days = byName(file("settings/business.yaml"), "hoursStructured.days")!;
    expect(days).toMatchObject({ widget: "select", multiple: true });
    expect(days.label).toMatch(/Days/);
  });
});
