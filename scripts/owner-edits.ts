// The owner's edits never fail a test. This makes the edits an owner makes in the editor, on a copy of
// the content (the same YAML files the editor writes, written as a YAML library writes them), builds the
// copy as `build:e2e` builds the site, and runs the browser tests that hold content values against it:
//   node scripts/owner-edits.ts build   (npm run build:owner-edits) the edited copy and its build
//   node scripts/owner-edits.ts test    (npm run test:owner-edits)  the content-dependent browser tests
// The tests read the copy's content (CONTENT_ROOT) for their expected values, as they read the working
// tree's in `npm test`. One function per edit, so an edit follows a change of the content's format.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";

const ROOT = join(import.meta.dirname, "..");
/** The edited copy (app/content and app/assets/art) and its build; both git-ignored (build-*). */
export const COPY = join(ROOT, "build-owner-edits-content");
export const BUILD_DIR = "build-owner-edits";
/** The browser tests that hold values from the content. */
export const SPECS = ["content", "layout", "behaviours", "seo", "pages", "estimate"].map(
  (s) => `tests/e2e/${s}.spec.ts`,
);

const file = (root: string, name: string) => join(root, "app/content", name);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the owner's YAML, edited as he edits it
const read = (root: string, name: string): any => parse(readFileSync(file(root, name), "utf8"));
const write = (root: string, name: string, data: unknown) =>
  writeFileSync(file(root, name), stringify(data, { lineWidth: 0 }));
const entries = (root: string, dir: string) => readdirSync(file(root, dir)).filter((f) => f.endsWith(".yaml"));

/** A ninth town, Dover in Norfolk County, with its picture uploaded as a file of its own. */
export function addTown(root: string) {
  const towns = entries(root, "towns").map((f) => read(root, `towns/${f}`));
  const model = towns.find((t) => t.county === "Norfolk") ?? towns[0];
  copyFileSync(
    join(root, "app/assets/art", `${model.image.art}.svg`),
    join(root, "app/assets/art", "town-dover-ma.svg"),
  );
  write(root, "towns/dover-ma.yaml", {
    ...model,
    slug: "dover-ma",
    city: "Dover",
    county: "Norfolk",
    metaDescription:
      "Remodeling for Dover, MA homes: kitchens, baths and additions for colonials and farmhouses on large lots.",
    image: { art: "town-dover-ma.svg", alt: "Illustration of a white farmhouse behind a fieldstone wall in Dover" },
    order: Math.max(...towns.map((t) => t.order)) + 1,
  });
}

/** Two reviews deleted: one shown on the home page and one that is not. */
export function deleteTwoReviews(root: string) {
  const reviews = entries(root, "testimonials").map((f) => ({ f, data: read(root, `testimonials/${f}`) }));
  for (const onHome of [true, false])
    unlinkSync(file(root, `testimonials/${reviews.find((r) => Boolean(r.data.onHome) === onHome)?.f}`));
}

/** A tenth project in a filter option the owner adds for it (Mudroom). */
export function addProjectInNewCategory(root: string) {
  const portfolio = read(root, "pages/portfolio.yaml");
  write(root, "pages/portfolio.yaml", { ...portfolio, categories: [...portfolio.categories, "Mudroom"] });
  const projects = entries(root, "projects").map((f) => read(root, `projects/${f}`));
  const model = projects.find((p) => !p.videoUrl && !p.videoFile);
  const id = Math.max(...projects.map((p) => p.id)) + 1;
  write(root, `projects/${id}-mudroom-lockers-and-bench.yaml`, {
    ...model,
    id,
    title: "Mudroom Lockers and Bench",
    category: "Mudroom",
    location: "Dover, MA",
    description:
      "Painted lockers with a bench, boot trays and hooks at two heights, built in our shop for a back hall that took every coat in the house.",
  });
}

/** The main phone number changed, typed once as the owner writes it: printed and dialled alike. */
export function changeMainPhone(root: string) {
  const business = read(root, "settings/business.yaml");
  write(root, "settings/business.yaml", {
    ...business,
    phone: "(781) 555-0163",
  });
}

/** Saturday's hours shortened, on the pages and in the structured data. */
export function changeSaturdayHours(root: string) {
  const business = read(root, "settings/business.yaml");
  write(root, "settings/business.yaml", {
    ...business,
    hoursDisplay: business.hoursDisplay.map((h: { days: string }) =>
      h.days === "Saturday" ? { ...h, hours: "9:00 AM - 1:00 PM" } : h,
    ),
    hoursStructured: business.hoursStructured.map((h: { days: string[] }) =>
      h.days.includes("Saturday") ? { ...h, opens: "09:00", closes: "13:00" } : h,
    ),
  });
}

/**
 * The kitchen's prices raised after a review: the mid-range finish's fixed part and its part per
 * square foot, a dearer cabinetry option and a new review date (the estimator, the price table, the
 * service page's "from" and the structured data's offers all follow).
 */
export function raiseKitchenPrices(root: string) {
  const kitchen = read(root, "services/kitchen.yaml");
  const [estimate] = kitchen.estimate;
  const [standard, midRange, upscale] = estimate.finishes;
  const raised = {
    ...midRange,
    fixed: { low: midRange.fixed.low + 3000, high: midRange.fixed.high + 4000 },
    perUnit: { low: midRange.perUnit.low + 25, high: midRange.perUnit.high + 30 },
  };
  write(root, "services/kitchen.yaml", {
    ...kitchen,
    estimate: [
      {
        ...estimate,
        reviewed: "2027-02-01",
        finishes: [{ ...standard, fixed: { ...standard.fixed, low: standard.fixed.low + 1000 } }, raised, upscale],
        options: estimate.options.map((o: { high: number }, i: number) =>
          i === 0 ? { ...o, high: o.high + 5000 } : o,
        ),
      },
    ],
  });
}

/** A frequently asked question removed (the last one). */
export function removeFaq(root: string) {
  unlinkSync(file(root, `faqs/${entries(root, "faqs").sort().at(-1)}`));
}

export const EDITS = [
  addTown,
  deleteTwoReviews,
  addProjectInNewCategory,
  changeMainPhone,
  changeSaturdayHours,
  removeFaq,
  raiseKitchenPrices,
];

/** A fresh copy of the working tree's content with every edit made. */
export function editedCopy(root = COPY) {
  rmSync(root, { recursive: true, force: true });
  // The data files only: the schemas and the content test beside them are code, not content.
  const isData = (source: string) => !/\.(ts|mjs|mts)$/.test(source);
  for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
    cpSync(join(ROOT, dir), join(root, dir), { recursive: true, filter: isData });
  for (const edit of EDITS) edit(root);
  return root;
}

function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const env = { CONTENT_ROOT: COPY, E2E_BUILD_DIR: BUILD_DIR };
const step = process.argv[2];
if (step === "build") {
  editedCopy();
  console.log(`owner-edits: ${EDITS.map((e) => e.name).join(", ")} in ${COPY}`);
  process.exit(run("npm", ["run", "build:e2e"], env));
} else if (step === "test") {
  process.exit(run(join(ROOT, "node_modules/.bin/playwright"), ["test", ...SPECS], env));
} else if (step !== undefined) {
  console.error("usage: node scripts/owner-edits.ts build|test");
  process.exit(2);
}
