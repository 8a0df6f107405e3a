/**
 * A project's before/after pairs in the owner's editor: each picture of a pair is an upload like the
 * project's other pictures (the same kinds, the same size limit, made smaller in the browser), and
 * the check before a save refuses a pair with a side missing, saying what to do in the owner's words.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { readEditorSettings } from "../../../config/build-config.ts";
import { cmsChoices, entryIndex } from "./content-modules-plugin";
import { cmsConfig, type CmsField } from "./cms-config";
import { entryProblems } from "./editor-check";

const root = join(import.meta.dirname, "..", "..", "..");
const config = cmsConfig({ editor: readEditorSettings({}), localBackend: true }, cmsChoices(root));
const projects = (config.collections as { name: string; fields?: CmsField[] }[]).find((c) => c.name === "projects")!;
const field = (fields: CmsField[], path: string): CmsField =>
  path.split(".").reduce<CmsField>((f, name) => (f.fields as CmsField[]).find((x) => x.name === name)!, {
    name: "",
    widget: "object",
    fields,
  });
const index = entryIndex(root);
const file = "app/content/projects/06-farmhouse-kitchen-remodel.yaml";
const kitchen = parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
const pair = {
  before: { art: "/kitchen-before-phone.jpg", alt: "The kitchen before, with dark oak cabinets" },
  after: { art: "/kitchen-after-phone.jpg", alt: "The finished kitchen with navy cabinets" },
  caption: "The wall of cabinets we rebuilt",
};
const problems = (pairs: unknown[]) => entryProblems(file, { ...kitchen, beforeAfter: pairs }, index);

describe("before/after pairs in the editor", () => {
  it("are a list of two uploads and a caption, each picture taking what the project's picture takes", () => {
    const list = field(projects.fields!, "beforeAfter");
    expect(list).toMatchObject({ widget: "list", required: false, summary: "{{fields.caption}}" });
    const picture = field(projects.fields!, "image.art");
    for (const side of ["before", "after"]) {
      const art = field(list.fields as CmsField[], `${side}.art`);
      expect(art).toMatchObject({ widget: "image", pattern: picture.pattern, media_library: picture.media_library });
      expect(art.required).not.toBe(false);
    }
    expect(field(list.fields as CmsField[], "caption").required).not.toBe(false);
  });

  it("accept a complete pair", () => {
    expect(problems([pair])).toEqual([]);
  });

  it("refuse a pair without its after picture, its before picture or its caption, saying what to do", () => {
    expect(problems([{ ...pair, after: { alt: pair.after.alt } }])).toEqual([
      expect.stringMatching(/the pair has no after picture: upload the photo of the finished work, or remove the pair/),
    ]);
    expect(problems([{ ...pair, before: undefined }]).join("\n")).toMatch(
      /the pair has no before picture: upload the photo taken before the work, or remove the pair/,
    );
    expect(problems([{ ...pair, after: { art: "", alt: pair.after.alt } }]).join("\n")).toMatch(
      /the pair has no after picture/,
    );
    expect(problems([{ ...pair, caption: "" }]).join("\n")).toMatch(/the pair has no caption: write a short line/);
    expect(problems([{}]).join("\n")).toMatch(/the pair has no before picture/);
    // No message in the schema library's words reaches the owner.
    for (const broken of [{ ...pair, after: { alt: pair.after.alt } }, {}, { ...pair, caption: undefined }])
      expect(problems([broken]).join("\n")).not.toMatch(/Invalid input|expected string|undefined/);
  });
});
