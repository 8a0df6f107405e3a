// npm test: first what the tests need and npm cannot bring (one sentence and the command that fixes
// it, instead of a failure per test); then the steps of `validate` (type check, lint, format check, unit
// tests) and the test builds, in two chains side by side (one per core), then the browser tests against
// those builds, if every step passed. Each step's output is printed when it ends, so outputs never interleave.
import { spawn } from "node:child_process";
import { missingPrerequisite } from "./prerequisites.ts";

const missing = await missingPrerequisite();
if (missing) {
  console.error(`npm test: ${missing}`);
  process.exit(1);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/**
 * Two phases, each of two chains side by side (one per core); the steps' times are in
 * docs/measurements.md.
 *
 * The type check and lint read the route types that `react-router typegen` writes in .react-router/types,
 * and every build deletes and writes them again: React Router pre-renders through a Vite preview server,
 * which starts its type generation (tsc failed on files it had just listed, at 88f701d and before). So
 * no build runs beside them: the first phase draws the pictures (build:images, about half of a fresh
 * clone's first build) while they run. The test builds then run one after the other, as all write the
 * pictures into public/img/ (only the first draws them): test:build (unit tests that read build-e2e)
 * right after build:e2e, build:e2e-analytics with analytics on (tests/e2e/analytics.spec.ts),
 * build:owner-edits the owner's edits on a copy of the content (scripts/owner-edits.ts), build:hostile web-page
 * code in every text field of another copy (scripts/hostile-content.ts: it also shows that the build refuses
 * such code in a guide's text, and stops on a page with a script the site did not write), build:e2e-dev
 * React's development build (tests/e2e/hydration.spec.ts); beside them, the steps that read no route types.
 */
const PHASES = [
  [["build:images"], ["typecheck", "lint"]],
  [
    ["build:e2e", "test:build", "build:e2e-analytics", "build:owner-edits", "build:hostile", "build:e2e-dev"],
    ["test:unit", "format:check"],
  ],
];

function run(script: string, { buffered = true } = {}) {
  return new Promise<boolean>((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    if (buffered)
      for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("exit", (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `npm test: ${script} ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      resolve(code === 0);
    });
  });
}

/** Runs a phase's chains side by side; true if every step of every chain passed. */
async function phase(chains: string[][]) {
  const passed = await Promise.all(
    chains.map(async (steps) => {
      for (const step of steps) if (!(await run(step))) return false;
      return true;
    }),
  );
  return passed.every(Boolean);
}

const started = Date.now();
let checked = true;
for (const chains of PHASES) if (!(checked = await phase(chains))) break;
// The browser tests, then those holding content values again on the owner's edited copy, then the copy
// with code in its texts.
const passed =
  checked &&
  (await run("test:e2e", { buffered: false })) &&
  (await run("test:owner-edits", { buffered: false })) &&
  (await run("test:hostile", { buffered: false }));
console.log(`npm test: ${passed ? "passed" : "failed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
