/**
 * The estimator's arithmetic, stated as rules over the figures in content (not today's numbers):
 * whatever the owner writes within the schema's rules, a larger size or a higher finish never lowers
 * the range, each option moves it the way its content says, every range shown lies within what the
 * content allows, and the rounding is stable. Also: an address opens on the choice it names.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Estimate } from "~/content/schema";
import { fill } from "./content/fill";
import { loadContent } from "./content/load";
import {
  budgetFor,
  choiceFromParams,
  costBand,
  dollars,
  drivers,
  estimateRange,
  exactRange,
  optionCost,
  paramsOf,
  priceSpan,
  roundingStep,
  roundRange,
  sizeWords,
  typicalSize,
  type Choice,
  type ProjectType,
  formatMonth,
  formatWhole,
} from "./estimate";

const content = loadContent(join(import.meta.dirname, "..", ".."));
const types: ProjectType[] = content.collections.services.flatMap((s) =>
  s.estimate ? [{ slug: s.slug, service: s.name, path: `/services/${s.slug}`, estimate: s.estimate }] : [],
);
const finishNames = content.pages.estimate.finishes.map((f) => f.name);

/** Every size the estimator offers for a type: its named sizes, or its limits, default and points between. */
const sizesOf = (e: Estimate) =>
  e.sizes?.length
    ? e.sizes.map((s) => s.amount)
    : [
        ...new Set([e.min, e.default, e.max, Math.round((e.min + e.max) / 2), e.min + 1].filter((n) => n <= e.max)),
      ].sort((a, b) => a - b);
/** Every subset of the options (at most 6 options: 64 subsets). */
const subsets = (n: number): number[][] =>
  Array.from({ length: 2 ** n }, (_, mask) => [...Array(n).keys()].filter((i) => mask & (1 << i)));
/** Every choice the estimator can make for a type. */
function* choices(e: Estimate): Generator<Omit<Choice, "type">> {
  for (const amount of sizesOf(e))
    for (let finish = 0; finish < e.finishes.length; finish++)
      for (const options of subsets(e.options?.length ?? 0))
        for (const old of [false, true]) yield { amount, finish, options, old };
}
const noOptions = { options: [], old: false };

describe("the estimator's figures (content)", () => {
  it("price at least the ten project types the issue names", () => {
    expect(types.length).toBeGreaterThanOrEqual(10);
    for (const t of types) expect(t.estimate.finishes).toHaveLength(finishNames.length);
  });
});

describe.each(types.map((t) => [t.slug, t.estimate] as const))("the estimate of %s", (_slug, estimate) => {
  it("never lowers the range for a larger size or a higher finish", () => {
    const sizes = sizesOf(estimate);
    for (const c of choices(estimate)) {
      const here = estimateRange(estimate, c);
      const larger = sizes.find((s) => s > c.amount);
      if (larger !== undefined) {
        const there = estimateRange(estimate, { ...c, amount: larger });
        expect(there.low).toBeGreaterThanOrEqual(here.low);
        expect(there.high).toBeGreaterThanOrEqual(here.high);
      }
      if (c.finish + 1 < estimate.finishes.length) {
        const there = estimateRange(estimate, { ...c, finish: c.finish + 1 });
        expect(there.low).toBeGreaterThanOrEqual(here.low);
        expect(there.high).toBeGreaterThanOrEqual(here.high);
      }
    }
  });

  it("moves by each option's range, per project or per unit as its content says, and lead-safe work by its share", () => {
    for (const amount of sizesOf(estimate))
      for (let finish = 0; finish < estimate.finishes.length; finish++) {
        const plain = exactRange(estimate, { amount, finish, ...noOptions });
        (estimate.options ?? []).forEach((option, i) => {
          const withIt = exactRange(estimate, { amount, finish, options: [i], old: false });
          const times = option.per === "unit" ? amount : 1;
          expect(withIt.low - plain.low).toBeCloseTo(option.low * times);
          expect(withIt.high - plain.high).toBeCloseTo(option.high * times);
        });
        const old = exactRange(estimate, { amount, finish, options: [], old: true });
        expect(old.low).toBeCloseTo(plain.low * (1 + estimate.leadSafe.low / 100));
        expect(old.high).toBeCloseTo(plain.high * (1 + estimate.leadSafe.high / 100));
      }
  });

  it("shows every range within what the content allows, holding the exact range, rounded by less than a step", () => {
    const sizes = sizesOf(estimate);
    const allOptions = { options: (estimate.options ?? []).map((_, i) => i), old: true };
    const floor = exactRange(estimate, { amount: sizes[0]!, finish: 0, ...noOptions }).low;
    const ceiling = exactRange(estimate, {
      amount: sizes.at(-1)!,
      finish: estimate.finishes.length - 1,
      ...allOptions,
    }).high;
    for (const c of choices(estimate)) {
      const exact = exactRange(estimate, c);
      const shown = estimateRange(estimate, c);
      expect(shown.low).toBeLessThanOrEqual(exact.low);
      expect(exact.low - shown.low).toBeLessThan(roundingStep(exact.low));
      expect(shown.high).toBeGreaterThanOrEqual(exact.high);
      expect(shown.high - exact.high).toBeLessThan(roundingStep(exact.high));
      expect(shown.low).toBeGreaterThanOrEqual(roundRange({ low: floor, high: floor }).low);
      expect(shown.high).toBeLessThanOrEqual(roundRange({ low: ceiling, high: ceiling }).high);
      expect(shown.low).toBeLessThanOrEqual(shown.high);
    }
  });

  it("states the service's price span (its offer and 'from' price) as the cheapest and dearest choice without options", () => {
    const sizes = sizesOf(estimate);
    const span = priceSpan(estimate);
    expect(span.low).toBe(estimateRange(estimate, { amount: sizes[0]!, finish: 0, ...noOptions }).low);
    expect(span.high).toBe(
      estimateRange(estimate, { amount: sizes.at(-1)!, finish: estimate.finishes.length - 1, ...noOptions }).high,
    );
    const typical = typicalSize(estimate);
    const middle = estimateRange(estimate, { amount: typical, finish: 1, ...noOptions });
    expect(middle.low).toBeGreaterThanOrEqual(span.low);
    expect(middle.high).toBeLessThanOrEqual(span.high);
  });

  it("names what moves the price most, largest first, only what was chosen", () => {
    const names = { finish: "finish", size: "size", leadSafe: "lead" };
    for (const c of choices(estimate)) {
      const list = drivers(estimate, c, names);
      expect(list.length).toBeLessThanOrEqual(3);
      expect(list.map((d) => d.amount)).toEqual([...list.map((d) => d.amount)].sort((a, b) => b - a));
      const chosen = new Set([
        "finish",
        "size",
        ...(c.old ? ["lead"] : []),
        ...c.options.map((i) => estimate.options![i]!.name),
      ]);
      for (const d of list) expect(chosen).toContain(d.name);
    }
    const cheapest = { amount: sizesOf(estimate)[0]!, finish: 0, ...noOptions };
    expect(drivers(estimate, cheapest, names)).toEqual([]);
    (estimate.options ?? []).forEach((o, i) => {
      const list = drivers(estimate, { ...cheapest, options: [i] }, names);
      expect(list.map((d) => d.name)).toContain(o.name);
      expect(optionCost(estimate, i, cheapest.amount).high).toBeGreaterThanOrEqual(0);
    });
  });
});

describe("rounding as a person says a price", () => {
  it("rounds to whole steps that grow with the price, and is stable", () => {
    for (const n of [0, 499, 9_999, 10_000, 48_200, 99_999, 100_000, 143_250, 999_999, 1_234_567]) {
      const r = roundRange({ low: n, high: n });
      expect(r.low % roundingStep(n)).toBe(0);
      expect(r.high % roundingStep(n)).toBe(0);
      expect(roundRange(r)).toEqual(r);
    }
    expect(roundRange({ low: 48_200, high: 67_900 })).toEqual({ low: 48_000, high: 68_000 });
  });
});

describe("the address", () => {
  it("opens on the choice it names, and names every choice", () => {
    for (const type of types)
      for (const c of choices(type.estimate)) {
        const choice = { ...c, type: type.slug };
        const params = paramsOf(choice, type, finishNames);
        expect(choiceFromParams(params, types, finishNames)).toEqual(choice);
      }
  });

  it("falls back to the first type's defaults for an address it does not know", () => {
    const choice = choiceFromParams(new URLSearchParams("type=nope&size=huge&finish=gold"), types, finishNames);
    expect(choice).toMatchObject({ type: types[0]!.slug, amount: typicalSize(types[0]!.estimate), options: [] });
    const measured = types.find((t) => !t.estimate.sizes?.length)!;
    const big = choiceFromParams(new URLSearchParams(`type=${measured.slug}&size=99999999`), types, finishNames);
    expect(big.amount).toBe(measured.estimate.max);
  });
});

describe("a service page's cost band", () => {
  const words = content.pages.estimate;

  it("quotes the range the estimator shows where its link opens it, the service's 'from' price and its duration", () => {
    for (const type of types) {
      const band = costBand(type, words)!;
      const link = new URL(band.link.href, "https://example.org");
      expect(link.pathname).toBe(words.path);
      const choice = choiceFromParams(link.searchParams, types, finishNames);
      expect(choice.type, type.slug).toBe(type.slug);
      const shown = estimateRange(type.estimate, choice);
      expect(band.text, type.slug).toBe(
        fill(words.serviceBand.text, {
          size: sizeWords(type.estimate, choice.amount).toLowerCase(),
          finish: finishNames[choice.finish]!.toLowerCase(),
          low: dollars(shown.low),
          high: dollars(shown.high),
          from: dollars(priceSpan(type.estimate).low),
          duration: type.estimate.duration,
        }),
      );
      expect(band.heading).toBe(type.estimate.question);
      expect(band.link.label).toBe(words.serviceBand.link);
    }
  });

  it("is left out for a service without figures", () => {
    expect(costBand({ slug: "no-figures" }, words)).toBeUndefined();
  });
});

describe("the inquiry's budget choice", () => {
  it("is the form's budget whose figures hold the price", () => {
    const budgets = content.forms.inquiry.budgets;
    for (const price of [5_000, 30_000, 80_000, 200_000, 500_000]) {
      const value = budgetFor(price, budgets);
      expect(value, String(price)).toBeDefined();
      const figures = [...value!.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
      if (figures.length === 2) expect(price).toBeGreaterThanOrEqual(figures[0]!);
      if (figures.length === 2) expect(price).toBeLessThanOrEqual(figures[1]!);
    }
    expect(budgetFor(1000, [{ value: "Not sure yet" }])).toBeUndefined();
  });
});

describe("the estimator's figures and review month", () => {
  it("group dollars and sizes by thousands exactly as en-US does", () => {
    for (const n of [0, 7, 999, 1_000, 12_500, 84_000, 173_000, 1_000_000, 4_999_999, -2_500])
      expect(formatWhole(n)).toBe(n.toLocaleString("en-US"));
  });

  it("say the month of a review date as Intl does", () => {
    for (const date of ["2026-11-15", "2026-01-01", "2025-12-31"])
      expect(formatMonth(date)).toBe(
        new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${date}T00:00:00Z`),
        ),
      );
  });

  it("round what is not whole, and refuse a review date that is not one, so it fails the build", () => {
    expect(formatWhole(12_499.6)).toBe("12,500");
    expect(() => formatMonth("November 2026")).toThrow(/YYYY-MM/);
  });
});
