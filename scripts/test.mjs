// npm test: the steps of `validate` (type check, lint, format check, unit tests) and `build:e2e` in two
// chains side by side (one per core), then the browser tests against that build, if every step
// passed. Each step's output is printed when it ends, so outputs never interleave.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/**
 * Measured in a fresh clone (2 cores, both chains running, 2026-11-23): build:e2e 77 s (it draws
 * every picture the first time), typecheck 24 s, lint 40 s, test:unit 20 s, format:check 7 s. Lint comes after
 * typecheck, whose `react-router typegen` writes the route types that lint reads. build:e2e-dev (React's
 * development build, for tests/e2e/hydration.spec.ts) and test:build (unit tests that read build-e2e) follow
 * build:e2e.
 */
const CHAINS = [
  ["build:e2e", "build:e2e-dev", "test:build"],
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
const passed = chains.every(Boolean) && (await run("test:e2e", { buffered: false }));
console.log(`npm test: ${passed ? "passed" : "failed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
