/**
 * The editor refuses a service whose price estimator figures break the rules between fields (a low
 * above its high, finish levels out of order, a size outside the limits), as the build does: the
 * same function (app/content/estimate-rules.mjs, served as /admin/estimate-rules.js) runs before
 * every save, and a problem stops the save with Decap's "Failed to persist entry" message naming
 * the field. A module script: it runs after decap-cms.js has defined window.CMS.
 */
import { estimateProblems } from "./estimate-rules.js";

const label = (path) =>
  ["Price estimator", ...path.map((part) => (typeof part === "number" ? `#${part + 1}` : part))].join(" > ");

window.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    if (entry.get("collection") !== "services") return undefined;
    const data = entry.get("data").toJS();
    const estimate = Array.isArray(data.estimate) ? data.estimate[0] : undefined;
    const problems = estimateProblems(estimate);
    if (problems.length)
      throw new Error(problems.map((p) => `${label(p.path)}: ${p.message}`).join("; "));
    return undefined;
  },
});
