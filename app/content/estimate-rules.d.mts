/** The rules between the price estimator's figures (estimate-rules.mjs). */
export function estimateProblems(estimate: unknown): { path: (string | number)[]; message: string }[];
