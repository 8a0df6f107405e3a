// npm test: `validate` (type check, lint, format check, unit tests) and `build:e2e` side by side, then
// the browser tests against that build. The checks run mostly on one core and the build mostly on
// the other, so together they take little more than the longer of the two. validate's output is
// printed when it ends, so the two never interleave; the browser tests run only if both passed.
import { spawn } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(script, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", script], { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    child.on("exit", (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `\nnpm test: ${script} ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`,
      );
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const [validated, built] = await Promise.all([run("validate", { buffered: true }), run("build:e2e")]);
const passed = validated && built && (await run("test:e2e"));
console.log(`npm test: ${passed ? "passed" : "failed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
