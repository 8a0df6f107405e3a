/**
 * The rules no single field states, as the build and the editor's check before a save both run them
 * (entry-rules.ts, and app/lib/content/editor-check.ts, which the editor runs bundled), and the
 * natural ways of writing a phone number, a time or a reading time, saved the house way.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as loadYaml } from "yaml";
import { ContentError, loadContent } from "../lib/content/load.ts";
import { entryProblems, houseWay } from "../lib/content/editor-check.ts";
import { cmsChoices, entryIndex } from "../lib/content/content-modules-plugin.ts";
import { hourPattern, phonePattern, readTimePattern } from "./schema.ts";
import { houseForms, pastedTableLines } from "./entry-rules.ts";

const root = join(import.meta.dirname, "..", "..");
const index = entryIndex(root);
const content = loadContent(root);
const project = content.collections.projects[0]!;
const projectFile = index.entries.projects!.find((p) => p.data.id === project.id)!.file;
const otherProject = content.collections.projects[1]!;

/** A project as the editor saves it: every field filled, the number and title given. */
const projectEntry = (id: number, title: string) => ({
  id,
  title,
  category: project.category,
  location: "Dover, MA",
  description: "A mudroom bench and cubbies built in our shop for a family of five, painted to match.",
  image: { art: "/porch-dover.jpg", alt: "The new mudroom bench, painted white" },
});

describe("natural input, saved the house way", () => {
  it.each([
    [phonePattern, "phone"],
    [hourPattern, "opening time"],
    [readTimePattern, "reading time"],
  ])("every natural way of writing a %s is taken and saved as the build wants it (%s)", (pattern) => {
    const house = houseForms.get(pattern.source)!;
    for (const [typed, saved] of house.natural) {
      expect(house.loose.test(typed), typed).toBe(true);
      expect(house.toHouse(typed), typed).toBe(saved);
      expect(pattern.test(saved), saved).toBe(true);
    }
  });

  it("refuses what is no phone number, time or reading time, as before", () => {
    const [phone, hour, read] = [phonePattern, hourPattern, readTimePattern].map((p) => houseForms.get(p.source)!);
    for (const value of ["617 555 01", "781-555-O142", "781-555-01422", "phone me"])
      expect(phone!.loose.test(value), value).toBe(false);
    for (const value of ["25:00", "7:3", "730", "noon"]) expect(hour!.loose.test(value), value).toBe(false);
    for (const value of ["a few", "min", "3 hours"]) expect(read!.loose.test(value), value).toBe(false);
  });

  it("rewrites the business facts' phones and opening times, and an article's reading time, where the editor shows them", () => {
    expect(
      houseWay("app/content/settings/business.yaml", {
        phone: "781.555.0142",
        afterHoursPhone: "+1 781 555 0187",
        hoursStructured: [{ days: ["Monday"], opens: "7:30", closes: "17:00" }],
      }),
    ).toEqual([
      { path: ["phone"], value: "(781) 555-0142" },
      { path: ["afterHoursPhone"], value: "(781) 555-0187" },
      { path: ["hoursStructured", 0, "opens"], value: "07:30" },
    ]);
    expect(houseWay("articles", { readTime: "3 min" })).toEqual([{ path: ["readTime"], value: "3 min read" }]);
  });
});

describe("the editor's check before a save: the build's rules, in the words on the owner's screen", () => {
  it("refuses a project number already used, naming the field as the editor does", () => {
    expect(entryProblems("projects", projectEntry(otherProject.id, "Mudroom bench in Dover"), index)).toEqual([
      expect.stringMatching(new RegExp(`^Reference: "${otherProject.id}" is already used by "${otherProject.title}"`)),
    ]);
  });

  it("refuses a second project of the same title (in other letter case), and accepts the project's own", () => {
    expect(entryProblems("projects", projectEntry(99, otherProject.title.toUpperCase()), index)).toEqual([
      expect.stringMatching(/^Title: .* is already used by/),
    ]);
    // The project being edited is not its own duplicate.
    expect(entryProblems(projectFile, projectEntry(project.id, project.title), index)).toEqual([]);
  });

  it("refuses unticking the last review shown on the home page", () => {
    const reviews = index.entries.testimonials!.map((r, i) => ({ ...r, data: { ...r.data, onHome: i === 0 } }));
    const last = reviews[0]!;
    const review = {
      id: last.file.replace(/^.*\/|\.yaml$/g, ""),
      text: "They rebuilt our sagging front porch in a week and matched the old railings exactly, cleaning up daily.",
      author: "Anne D.",
      location: "Dover, MA",
      rating: 5,
      datePublished: "2025-08-01",
      onHome: false,
    };
    const one = { ...index, entries: { ...index.entries, testimonials: reviews } };
    expect(entryProblems(last.file, review, one)).toEqual([
      expect.stringMatching(/^Show on the home page: no other review is ticked for the home page/),
    ]);
    expect(entryProblems(last.file, { ...review, onHome: true }, one)).toEqual([]);
  });

  it("refuses a table pasted from a word processor into an article, saying how to write one", () => {
    const body = `## Costs\n\nItem\tLow\tHigh\nCabinets\t$8,000\t$20,000\n\n${"Plan the work before the first call. ".repeat(8)}`;
    expect(entryProblems("articles", { body }, index)).toContainEqual(
      expect.stringMatching(/^Text: line 3 looks like a table pasted from a word processor.*"\| --- \| --- \|"/),
    );
    expect(pastedTableLines("A sentence.\n\tAn indented line\n| A | B |")).toEqual([]);
  });

  it("refuses a year typed wrong in a date picker", () => {
    const [service] = content.collections.services.filter((s) => s.estimate);
    const file = readFileSync(join(root, "app/content/services", `${service!.slug}.yaml`), "utf8");
    const data = (loadYaml(file) ?? {}) as Record<string, unknown>;
    const estimate = (data.estimate as Record<string, unknown>[])[0]!;
    const typo = { ...data, estimate: [{ ...estimate, reviewed: "1906-11-01" }] };
    expect(entryProblems(`app/content/services/${service!.slug}.yaml`, typo, index)).toEqual([
      expect.stringMatching(
        /^Price estimator .*› Prices reviewed on: expected a date between 1990 and \d{4}: check the year$/,
      ),
    ]);
  });

  it("refuses a placeholder the site cannot fill in, listing those it can", () => {
    expect(entryProblems("app/content/pages/faq.yaml", { heading: "Call {Phone}", lead: "Questions" }, index)).toEqual([
      expect.stringMatching(/^Heading: "\{Phone\}" is not a fact the site can fill in; write one of .*\{phone\}/),
    ]);
  });
});

describe("the build refuses the same, naming the editor's collection, entry and field first", () => {
  let copy = "";
  afterEach(() => rmSync(copy, { recursive: true, force: true }));
  const problemsOf = (edit: (dir: string) => void): string => {
    copy = mkdtempSync(join(tmpdir(), "kgb-entry-rules-"));
    for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
      cpSync(join(root, dir), join(copy, dir), { recursive: true });
    edit(join(copy, "app/content"));
    try {
      loadContent(copy);
      return "";
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
  };
  const rewrite = (file: string, change: (text: string) => string) =>
    writeFileSync(file, change(readFileSync(file, "utf8")));

  it("a project number used twice", () => {
    const message = problemsOf((dir) =>
      rewrite(join(dir, projectFile.replace("app/content/", "")), (t) =>
        t.replace(/^id: .*$/m, `id: ${otherProject.id}`),
      ),
    );
    expect(message).toMatch(
      new RegExp(`Portfolio projects › "[^"]+" › Reference: "${otherProject.id}" is already used by`),
    );
  });

  it("two projects of the same title", () => {
    const message = problemsOf((dir) =>
      rewrite(join(dir, projectFile.replace("app/content/", "")), (t) =>
        t.replace(/^title: .*$/m, `title: ${otherProject.title}`),
      ),
    );
    expect(message).toMatch(/Portfolio projects › "[^"]+" › Title: "[^"]+" is already used by/);
  });

  it("no review left on the home page", () => {
    const message = problemsOf((dir) => {
      for (const { file } of index.entries.testimonials!)
        rewrite(join(dir, file.replace("app/content/", "")), (t) => t.replace(/^onHome: true$/m, "onHome: false"));
    });
    expect(message).toMatch(/Reviews › "[^"]+" › Show on the home page: no review is ticked for the home page/);
  });

  it("a table pasted into an article", () => {
    const article = content.collections.articles[0]!;
    const message = problemsOf((dir) =>
      rewrite(join(dir, "articles", `${article.slug}.md`), (t) => `${t}\nItem\tCost\nCabinets\t$8,000\n`),
    );
    expect(message).toContain(`Planning guides › "${article.title}" › Text: line `);
  });

  it("with a mistake in the content, the local editor still opens, its lists to pick from as the files hold them", () => {
    problemsOf((dir) =>
      rewrite(join(dir, projectFile.replace("app/content/", "")), (t) =>
        t.replace(/^id: .*$/m, `id: ${otherProject.id}`),
      ),
    );
    expect(cmsChoices(copy)).toEqual({
      categories: content.pages.portfolio.categories,
      counties: content.settings.business.counties,
    });
    expect(entryIndex(copy).entries.projects).toHaveLength(content.collections.projects.length);
  });

  it("a year typed wrong in the estimator's date picker", () => {
    const service = content.collections.services.find((s) => s.estimate)!;
    const message = problemsOf((dir) =>
      rewrite(join(dir, "services", `${service.slug}.yaml`), (t) => t.replace(/reviewed: \d{4}/, "reviewed: 1906")),
    );
    expect(message).toMatch(
      /Services › "[^"]+" › Price estimator[^›]*› Prices reviewed on: expected a date between 1990/,
    );
  });
});
