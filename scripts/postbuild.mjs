// After `react-router build`: the pre-rendered /404 page becomes build/client/404.html,
// which static hosts (and scripts/serve.mjs) answer unknown paths with, status 404.
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const client = join(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
const prerendered = join(client, "404", "index.html");
if (!existsSync(prerendered)) {
  console.error("postbuild: build/client/404/index.html is missing; was /404 pre-rendered?");
  process.exit(1);
}
renameSync(prerendered, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true, force: true });
console.log(`postbuild: wrote ${join(client, "404.html")}`);
