/**
 * The rules between the price estimator's figures that no single field can state: a low never
 * above its high, finish levels from the least to the most expensive, sizes within the limits and
 * growing. One function for both sides: the build (app/content/schema.ts, estimateSchema) and the
 * owner's editor, which runs the schemas before it saves (app/lib/content/editor-check.ts, served
 * bundled as /admin/content-rules.js).
 */
export function estimateProblems(estimate: unknown) {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (!estimate || typeof estimate !== "object") return problems;
  const e = estimate as Record<string, unknown>;
  const isNumber = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const field = (v: unknown, key: string): unknown =>
    v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
  /** A low never above its high. */
  const range = (r: unknown, path: (string | number)[]) => {
    const [low, high] = [field(r, "low"), field(r, "high")];
    if (isNumber(low) && isNumber(high) && low > high)
      problems.push({
        path: [...path, "high"],
        message: `expected at least the low (${low}): a low is never above its high`,
      });
  };
  /** A level's figure never below the level before it. */
  const notBelow = (r: unknown, before: unknown, path: (string | number)[]) => {
    for (const end of ["low", "high"]) {
      const [value, previous] = [field(r, end), field(before, end)];
      if (isNumber(value) && isNumber(previous) && value < previous)
        problems.push({
          path: [...path, end],
          message: `expected at least the level before's ${end} (${previous}): finish levels go from the least to the most expensive`,
        });
    }
  };

  const finishes = list(e.finishes);
  finishes.forEach((finish, i) => {
    for (const part of ["fixed", "perUnit"]) {
      range(field(finish, part), ["finishes", i, part]);
      if (i > 0) notBelow(field(finish, part), field(finishes[i - 1], part), ["finishes", i, part]);
    }
  });
  list(e.options).forEach((option, i) => range(option, ["options", i]));
  range(e.leadSafe, ["leadSafe"]);

  const { min, max } = e;
  const limits = isNumber(min) && isNumber(max);
  if (limits && min > max) problems.push({ path: ["max"], message: `expected at least the smallest size (${min})` });
  const within = (n: unknown) => !limits || !isNumber(n) || (n >= min && n <= max);
  const outside = limits ? `expected a size between the smallest (${min}) and the largest (${max})` : "";
  if (!within(e.default))
    problems.push({
      path: ["default"],
      message: outside,
    });
  const sizes = list(e.sizes);
  sizes.forEach((size, i) => {
    const amount = field(size, "amount");
    if (!within(amount))
      problems.push({
        path: ["sizes", i, "amount"],
        message: outside,
      });
    const before = field(sizes[i - 1], "amount");
    if (i > 0 && isNumber(amount) && isNumber(before) && amount <= before)
      problems.push({
        path: ["sizes", i, "amount"],
        message: `expected more than the size before (${before}): sizes go from the smallest to the largest`,
      });
  });
  return problems;
}
