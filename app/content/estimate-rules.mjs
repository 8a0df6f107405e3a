/**
 * The rules between the price estimator's figures that no single field can state: a low never
 * above its high, finish levels from the least to the most expensive, sizes within the limits and
 * growing. One function for both sides: the build (app/content/schema.ts, estimateSchema) and the
 * owner's editor, which runs the schemas before it saves (app/lib/content/editor-check.ts, served
 * bundled as /admin/content-rules.js).
 *
 * @param {any} estimate one service's `estimate` section, as written in its file
 * @returns {{ path: (string | number)[]; message: string }[]} each problem, its field's path within the section
 */
export function estimateProblems(estimate) {
  /** @type {{ path: (string | number)[]; message: string }[]} */
  const problems = [];
  if (!estimate || typeof estimate !== "object") return problems;
  const isNumber = (/** @type {unknown} */ n) => typeof n === "number" && Number.isFinite(n);
  const dollars = (/** @type {number} */ n) => `${n}`;
  /** A low never above its high. */
  const range = (/** @type {any} */ r, /** @type {(string | number)[]} */ path) => {
    if (r && isNumber(r.low) && isNumber(r.high) && r.low > r.high)
      problems.push({
        path: [...path, "high"],
        message: `expected at least the low (${dollars(r.low)}): a low is never above its high`,
      });
  };
  /** A level's figure never below the level before it. */
  const notBelow = (/** @type {any} */ r, /** @type {any} */ before, /** @type {(string | number)[]} */ path) => {
    for (const end of ["low", "high"])
      if (r && before && isNumber(r[end]) && isNumber(before[end]) && r[end] < before[end])
        problems.push({
          path: [...path, end],
          message: `expected at least the level before's ${end} (${dollars(before[end])}): finish levels go from the least to the most expensive`,
        });
  };

  const finishes = Array.isArray(estimate.finishes) ? estimate.finishes : [];
  finishes.forEach((/** @type {any} */ finish, /** @type {number} */ i) => {
    range(finish?.fixed, ["finishes", i, "fixed"]);
    range(finish?.perUnit, ["finishes", i, "perUnit"]);
    if (i > 0) {
      notBelow(finish?.fixed, finishes[i - 1]?.fixed, ["finishes", i, "fixed"]);
      notBelow(finish?.perUnit, finishes[i - 1]?.perUnit, ["finishes", i, "perUnit"]);
    }
  });
  const options = Array.isArray(estimate.options) ? estimate.options : [];
  options.forEach((/** @type {any} */ option, /** @type {number} */ i) => range(option, ["options", i]));
  range(estimate.leadSafe, ["leadSafe"]);

  const { min, max } = estimate;
  const limits = isNumber(min) && isNumber(max);
  if (limits && min > max) problems.push({ path: ["max"], message: `expected at least the smallest size (${min})` });
  const within = (/** @type {unknown} */ n) => !limits || !isNumber(n) || (n >= min && n <= max);
  if (!within(estimate.default))
    problems.push({
      path: ["default"],
      message: `expected a size between the smallest (${min}) and the largest (${max})`,
    });
  const sizes = Array.isArray(estimate.sizes) ? estimate.sizes : [];
  sizes.forEach((/** @type {any} */ size, /** @type {number} */ i) => {
    if (!within(size?.amount))
      problems.push({
        path: ["sizes", i, "amount"],
        message: `expected a size between the smallest (${min}) and the largest (${max})`,
      });
    const before = sizes[i - 1]?.amount;
    if (i > 0 && isNumber(size?.amount) && isNumber(before) && size.amount <= before)
      problems.push({
        path: ["sizes", i, "amount"],
        message: `expected more than the size before (${before}): sizes go from the smallest to the largest`,
      });
  });
  return problems;
}
