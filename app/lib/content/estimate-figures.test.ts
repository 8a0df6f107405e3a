/**
 * A broken price figure stops the build, naming the file and the field: a low above its high, finish
 * levels out of order, a size outside the limits, a fact showing a figure the service does not have.
 * Each case edits a copy of the content as shipped (tests/fixtures/shipped-content). The editor
 * refuses the same entries with the same function (cms-config.test.ts).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { ContentError, loadContent } from "./load";

const root = join(import.meta.dirname, "..", "..", "..", "tests/fixtures/shipped-content");
let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

type Service = { facts: { value: string }[]; estimate?: Record<string, unknown>[] };

/** A copy of the shipped content with one service's file changed. */
function withService(slug: string, change: (service: Service) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "kgb-estimate-"));
  copies.push(dir);
  for (const part of ["app/content", "app/assets/art", "app/assets/video"])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  const file = join(dir, "app/content/services", `${slug}.yaml`);
  const service = parse(readFileSync(file, "utf8")) as Service;
  change(service);
  writeFileSync(file, stringify(service));
  return dir;
}
/** The build's problems with the edited service's file (the others follow from it: "not a service"). */
function problems(dir: string, slug: string): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.filter((p) => p.includes(`services/${slug}.yaml`));
    throw error;
  }
  return [];
}
type Range = { low: number; high: number };
const figures = (s: Service) =>
  s.estimate![0] as {
    finishes: { fixed: Range; perUnit: Range }[];
    sizes?: { amount: number }[];
    min: number;
    max: number;
    default: number;
    options?: Range[];
    resale?: string;
  };

describe("a broken price figure stops the build, naming the file and the field", () => {
  it("a low above its high", () => {
    const dir = withService("kitchen", (s) => {
      const fixed = figures(s).finishes[1]!.fixed;
      fixed.high = fixed.low - 1;
    });
    expect(problems(dir, "kitchen")).toEqual([
      expect.stringMatching(
        /^app\/content\/services\/kitchen\.yaml: field "estimate\.0\.finishes\.1\.fixed\.high": expected at least the low/,
      ),
    ]);
  });

  it("an option's low above its high", () => {
    const dir = withService("bathroom", (s) => {
      const option = figures(s).options![0]!;
      option.low = option.high + 1;
    });
    expect(problems(dir, "bathroom")).toEqual([
      expect.stringMatching(
        /services\/bathroom\.yaml: field "estimate\.0\.options\.0\.high": expected at least the low/,
      ),
    ]);
  });

  it("finish levels out of order", () => {
    const dir = withService("decks", (s) => {
      const [, middle, top] = figures(s).finishes;
      top!.perUnit = { low: middle!.perUnit.low - 1, high: middle!.perUnit.high };
    });
    expect(problems(dir, "decks")).toEqual([
      expect.stringMatching(
        /services\/decks\.yaml: field "estimate\.0\.finishes\.2\.perUnit\.low": expected at least the level before's low .*from the least to the most expensive/,
      ),
    ]);
  });

  it("a size outside the limits, or smaller than the one before", () => {
    const dir = withService("kitchen", (s) => {
      const f = figures(s);
      f.sizes![0]!.amount = f.min - 1;
      f.sizes![2]!.amount = f.sizes![1]!.amount;
    });
    expect(problems(dir, "kitchen")).toEqual([
      expect.stringMatching(
        /kitchen\.yaml: field "estimate\.0\.sizes\.0\.amount": expected a size between the smallest/,
      ),
      expect.stringMatching(/kitchen\.yaml: field "estimate\.0\.sizes\.2\.amount": expected more than the size before/),
    ]);
  });

  it("a default size outside the limits, and a negative price", () => {
    const dir = withService("basement", (s) => {
      const f = figures(s);
      f.default = f.max + 1;
      f.finishes[0]!.fixed.low = -5;
    });
    expect(problems(dir, "basement")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/basement\.yaml: field "estimate\.0\.default": expected a size between/),
        expect.stringMatching(/basement\.yaml: field "estimate\.0\.finishes\.0\.fixed\.low": /),
      ]),
    );
  });

  it("a fact showing the resale share of a service that states none", () => {
    const dir = withService("kitchen", (s) => {
      delete figures(s).resale;
    });
    expect(problems(dir, "kitchen")).toEqual([
      expect.stringMatching(/kitchen\.yaml: field "facts\.1\.value": "\{resale\}" is the price estimator's resale/),
    ]);
  });
});

describe("one source for a duration and a resale share", () => {
  it("a service's facts show its estimate's figures where they write {duration} and {resale}", () => {
    const dir = withService("kitchen", (s) => {
      Object.assign(figures(s), { duration: "5-9 weeks", resale: "20-30%" });
    });
    const kitchen = loadContent(dir).collections.services.find((s) => s.slug === "kitchen")!;
    expect(kitchen.facts.map((f) => f.value)).toEqual(expect.arrayContaining(["5-9 weeks", "20-30%"]));
    expect(kitchen.estimate).toMatchObject({ duration: "5-9 weeks", resale: "20-30%" });
  });
});
