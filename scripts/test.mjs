// npm test: first what the tests need and npm cannot bring (one sentence and the command that fixes
// it, instead of a failure per test); then the steps of `validate` (type check, lint, format check, unit
// tests) and `build:e2e` in two chains side by side (one per core), then the browser tests against that
// build, if every step passed. Each step's output is printed when it ends, so outputs never interleave.
// Runs on the machine's Node too (Node 20 and newer), so that it can say when Node 24 is missing.
import { spawn } from "node:child_process";
import { missingPrerequisite } from "./prerequisites.mjs";

const missing = await missingPrerequisite();
if (missing) {
  console.error(`npm test: ${missing}`);
  process.exit(1);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/**
 * Measured in a fresh clone (2 cores, both chains running, 2026-11-23): build:e2e 77 s (it draws
 * every picture the first time), typecheck 24 s, lint 40 s, test:unit 20 s, format:check 7 s. Lint comes after
 * typecheck, whose `react-router typegen` writes the route types that lint reads. The test builds run one
 * after the other in the first chain, as all write the pictures into public/img/ (only the first draws
 * them): test:build (unit tests that read build-e2e) right after build:e2e, build:e2e-analytics with
 * analytics on (tests/e2e/analytics.spec.ts), build:owner-edits the owner's edits on a copy of the
 * content (scripts/owner-edits.mjs), build:e2e-dev React's development build
 * (tests/e2e/hydration.spec.ts). The second chain has every step that needs no build.
 */
const CHAINS = [
  ["build:e2e", "test:build", "build:e2e-analytics", "build:owner-edits", "build:e2e-dev"],
  ["typecheck", "lint", "test:unit", "format:check"],
];

function run(script, { buffered = true } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
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

const started = Date.now();
const chains = await Promise.all(
  CHAINS.map(async (steps) => {
    for (const step of steps) if (!(await run(step))) return false;
    return true;
  }),
);
// The browser tests, then those holding content values again on the owner's edited copy.
const passed =
  chains.every(Boolean) &&
  (await run("test:e2e", { buffered: false })) &&
  (await run("test:owner-edits", { buffered: false }));
console.log(`npm test: ${passed ? "passed" : "failed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
