/**
 * The cost estimator's arithmetic, over the figures each service keeps in its file (`estimate`,
 * app/content/schema.ts). Pure and small: the estimator page runs it in the browser, the build runs
 * it for the price table, the service pages' "from" prices and the structured data's offers, so
 * every price the site states comes from the same figures by the same rules.
 *
 * A price: the finish level's fixed part plus its part per unit times the size; each option chosen
 * adds its range (for the project, or per unit); lead-safe work adds its share of that.
 */
import type { Estimate } from "~/content/schema";
import { fill } from "~/lib/content/fill";
import { MONTHS } from "~/lib/format";

export type Range = { low: number; high: number };

/** A project type of the estimator: a service with figures. */
export type ProjectType = { slug: string; service: string; path: string; estimate: Estimate };

/** What the homeowner chose; every index and size is already within the type's figures. */
export type Choice = { type: string; amount: number; finish: number; options: number[]; old: boolean };

const add = (a: Range, b: Range): Range => ({ low: a.low + b.low, high: a.high + b.high });
const times = (r: Range, n: number): Range => ({ low: r.low * n, high: r.high * n });
const mid = (r: Range) => (r.low + r.high) / 2;

/** The price before options: the finish level's fixed part plus its part per unit times the size. */
function base(estimate: Estimate, finish: number, amount: number): Range {
  const level = estimate.finishes[finish]!;
  return add(level.fixed, times(level.perUnit, amount));
}

/** What one option adds at this size. */
export function optionCost(estimate: Estimate, option: number, amount: number): Range {
  const o = estimate.options?.[option];
  if (!o) return { low: 0, high: 0 };
  return o.per === "unit" ? times(o, amount) : { low: o.low, high: o.high };
}

/** What lead-safe work adds to a price. */
const leadSafeCost = (estimate: Estimate, price: Range): Range => ({
  low: (price.low * estimate.leadSafe.low) / 100,
  high: (price.high * estimate.leadSafe.high) / 100,
});

/** The range as computed from the figures, before rounding. */
export function exactRange(estimate: Estimate, choice: Omit<Choice, "type">): Range {
  let price = base(estimate, choice.finish, choice.amount);
  for (const option of choice.options) price = add(price, optionCost(estimate, option, choice.amount));
  return choice.old ? add(price, leadSafeCost(estimate, price)) : price;
}

/** The step a person rounds a price to: $500 under $10,000, $1,000 under $100,000, then $5,000, then $10,000. */
export function roundingStep(dollars: number): number {
  if (dollars < 10_000) return 500;
  if (dollars < 100_000) return 1_000;
  if (dollars < 1_000_000) return 5_000;
  return 10_000;
}

/** A range as a person says it: the low rounded down and the high rounded up, so the range shown holds the exact one. */
export function roundRange({ low, high }: Range): Range {
  const down = (n: number) => Math.floor(n / roundingStep(n)) * roundingStep(n);
  const up = (n: number) => Math.ceil(n / roundingStep(n)) * roundingStep(n);
  return { low: down(low), high: up(high) };
}

export const estimateRange = (estimate: Estimate, choice: Omit<Choice, "type">) =>
  roundRange(exactRange(estimate, choice));

/** Sizes, in their unit, the homeowner may choose: the named sizes, or any whole number within the limits. */
export function sizeOf(estimate: Estimate, amount: number): number {
  if (estimate.sizes?.length)
    return estimate.sizes.reduce((best, s) => (Math.abs(s.amount - amount) < Math.abs(best.amount - amount) ? s : best))
      .amount;
  return Math.min(estimate.max, Math.max(estimate.min, Math.round(amount)));
}

/** The size a type opens on, and its price table row's size. */
export const typicalSize = (estimate: Estimate) => sizeOf(estimate, estimate.default);

/** The cheapest and the dearest price without options: the service's "from" price and its offer's bounds. */
export function priceSpan(estimate: Estimate): Range {
  const smallest = estimate.sizes?.length ? estimate.sizes[0]!.amount : estimate.min;
  const largest = estimate.sizes?.length ? estimate.sizes.at(-1)!.amount : estimate.max;
  const none = { options: [], old: false };
  return {
    low: estimateRange(estimate, { ...none, finish: 0, amount: smallest }).low,
    high: estimateRange(estimate, { ...none, finish: estimate.finishes.length - 1, amount: largest }).high,
  };
}

/** What moves a chosen price most, biggest first: the finish, the size, each option and lead-safe work. */
export function drivers(
  estimate: Estimate,
  choice: Omit<Choice, "type">,
  names: { finish: string; size: string; leadSafe: string },
): { name: string; amount: number }[] {
  const smallest = estimate.sizes?.length ? estimate.sizes[0]!.amount : estimate.min;
  const plain = { options: [], old: false };
  const at = (finish: number, amount: number) => mid(exactRange(estimate, { ...plain, finish, amount }));
  const withOptions = { ...choice, old: false };
  const list = [
    { name: names.finish, amount: at(choice.finish, choice.amount) - at(0, choice.amount) },
    { name: names.size, amount: at(0, choice.amount) - at(0, smallest) },
    ...choice.options.map((o) => ({
      name: estimate.options?.[o]?.name ?? "",
      amount: mid(optionCost(estimate, o, choice.amount)),
    })),
    {
      name: names.leadSafe,
      amount: choice.old ? mid(leadSafeCost(estimate, exactRange(estimate, withOptions))) : 0,
    },
  ];
  return list
    .filter((d) => d.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, 3)
    .map((d) => ({ name: d.name, amount: roundRange({ low: d.amount, high: d.amount }).high }));
}

/* ---------- words and the address ---------- */

/*
 * Written out, not with toLocaleString: its Intl set-up on each call cost a 4x-throttled phone
 * about 220 ms of main thread while /estimate hydrated (some eighty amounts in the price table).
 */

/** "2026-11-15" -> "November 2026". */
export function formatMonth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`formatMonth: not a YYYY-MM date: "${isoDate}"`);
  return `${month} ${match[1]}`;
}

/** 84000 -> "84,000": rounded to a whole number, grouped by thousands as en-US writes it. */
export function formatWhole(n: number): string {
  const whole = Math.round(n);
  if (!Number.isSafeInteger(whole)) return String(n);
  return (whole < 0 ? "-" : "") + String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
}

export const dollars = (n: number) => `$${formatWhole(n)}`;

/** A name as it appears in the address: "Mid-range" -> "mid-range". */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The choice an address names (`?type=kitchen&size=medium&finish=mid-range&options=a,b&built=before-1978`),
 * anything missing or unknown taken from the first type's defaults: a shared link opens on the same result.
 */
export function choiceFromParams(
  params: URLSearchParams,
  types: readonly ProjectType[],
  finishNames: readonly string[],
): Choice {
  const type = types.find((t) => t.slug === params.get("type")) ?? types[0]!;
  const { estimate } = type;
  const size = params.get("size") ?? "";
  const named = estimate.sizes?.find((s) => slugOf(s.name) === size);
  const number = Number(size);
  const amount = named
    ? named.amount
    : size && Number.isFinite(number) && !estimate.sizes?.length
      ? sizeOf(estimate, number)
      : typicalSize(estimate);
  const finish = finishNames.findIndex((n) => slugOf(n) === params.get("finish"));
  const wanted = new Set((params.get("options") ?? "").split(",").filter(Boolean));
  const options = (estimate.options ?? []).flatMap((o, i) => (wanted.has(slugOf(o.name)) ? [i] : []));
  return {
    type: type.slug,
    amount,
    finish: finish < 0 ? Math.min(1, estimate.finishes.length - 1) : finish,
    options,
    old: params.get("built") === "before-1978",
  };
}

/** The address's search part for a choice: readable words, so a link says what it prices. */
export function paramsOf(choice: Choice, type: ProjectType, finishNames: readonly string[]): URLSearchParams {
  const named = type.estimate.sizes?.find((s) => s.amount === choice.amount);
  const params = new URLSearchParams({
    type: choice.type,
    size: named ? slugOf(named.name) : String(choice.amount),
    finish: slugOf(finishNames[choice.finish] ?? ""),
  });
  if (choice.options.length)
    params.set("options", choice.options.map((i) => slugOf(type.estimate.options?.[i]?.name ?? "")).join(","));
  if (choice.old) params.set("built", "before-1978");
  return params;
}

/** The size in words: "Medium (about 175 sq ft)" or "400 sq ft". */
export function sizeWords(estimate: Estimate, amount: number): string {
  const named = estimate.sizes?.find((s) => s.amount === amount);
  return named ? named.name : `${formatWhole(amount)} ${estimate.unit}`;
}

/** The estimator page's words the service pages' cost band is written with. */
export type CostBandWords = {
  path: string;
  finishes: readonly { name: string }[];
  serviceBand: { text: string; link: string };
};

/**
 * A service page's cost band: what a typical project of its kind costs (its typical size, at the
 * second finish level, no options, not built before 1978), its "from" price, and the link that opens
 * the estimator on it. Undefined for a service without figures.
 */
export function costBand({ slug, estimate }: { slug: string; estimate?: Estimate }, words: CostBandWords) {
  if (!estimate) return undefined;
  const amount = typicalSize(estimate);
  const finish = Math.min(1, estimate.finishes.length - 1);
  const typical = estimateRange(estimate, { amount, finish, options: [], old: false });
  return {
    heading: estimate.question,
    text: fill(words.serviceBand.text, {
      size: sizeWords(estimate, amount).toLowerCase(),
      finish: words.finishes[finish]!.name.toLowerCase(),
      low: dollars(typical.low),
      high: dollars(typical.high),
      from: dollars(priceSpan(estimate).low),
      duration: estimate.duration,
    }),
    link: { label: words.serviceBand.link, href: `${words.path}?type=${slug}` },
  };
}

/**
 * The inquiry form's budget choice that holds a price: its dollar figures read from its words
 * ("$25,000 - $75,000", "Under $25,000", "Over $300,000"); undefined when none does.
 */
export function budgetFor(price: number, budgets: readonly { value: string }[]): string | undefined {
  return budgets.find(({ value }) => {
    const figures = [...value.matchAll(/\$\s*([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    if (figures.length >= 2) return price >= figures[0]! && price <= figures[1]!;
    if (figures.length === 1) return /under|below|less|up to/i.test(value) ? price < figures[0]! : price >= figures[0]!;
    return false;
  })?.value;
}
