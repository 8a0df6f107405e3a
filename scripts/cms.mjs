// Local editing: Decap's decap-server (writes the content files in this working tree, no login)
// beside the site's dev server, which serves the editor at /admin/ with `local_backend: true`.
// Ports: CMS_PORT (decap-server, 8081: the editor looks there) and DEV_PORT (the site, 5173).
import { spawn } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const devPort = process.env.DEV_PORT || "5173";
const children = [
  spawn(process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: process.env.CMS_PORT || "8081", MODE: "fs" },
    stdio: "inherit",
  }),
  spawn(join(root, "node_modules/.bin/react-router"), ["dev", "--port", devPort, "--strictPort"], {
    cwd: root,
    stdio: "inherit",
  }),
];
console.log(`\n  The editor:  http://localhost:${devPort}/admin/   (local files, no login: press "Login")\n`);
const stop = () => {
  for (const child of children) child.kill();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
