// Local editing: Decap's decap-server (writes the content files in this working tree, no login)
// beside the site's dev server, which serves the editor at /admin/ with `local_backend: true`.
// Ports: CMS_PORT (decap-server, 8081: the editor looks there) and DEV_PORT (the site, 5173).
// A port already taken stops it at once, saying which and what to do (exit 1); the editor's address
// is printed only once both servers answer; if either server stops, both stop and the exit is 1.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const devPort = Number(process.env.DEV_PORT || 5173);
const cmsPort = Number(process.env.CMS_PORT || 8081);
const servers = [
  { name: "decap-server", setting: "CMS_PORT", port: cmsPort },
  { name: "the site's dev server", setting: "DEV_PORT", port: devPort },
];

/** True when nothing listens on the port (on any address). */
const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

const fail = (message: string) => {
  console.error(`\n  npm run cms: ${message}\n`);
  process.exit(1);
};

for (const { name, setting, port } of servers)
  if (!(await free(port)))
    fail(
      `Port ${port} is already in use, so ${name} cannot start: is \`npm run cms\` (or \`npm run dev\`) ` +
        `already running? Stop it, or give ${name} another port with ${setting}=...`,
    );

const children = [
  spawn(process.execPath, [join(root, "node_modules/decap-server/dist/index.js")], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: String(cmsPort), MODE: "fs" },
    stdio: "inherit",
  }),
  spawn(join(root, "node_modules/.bin/react-router"), ["dev", "--port", String(devPort), "--strictPort"], {
    cwd: root,
    stdio: "inherit",
  }),
];
let stopping = false;
const stop = (code: number) => {
  stopping = true;
  for (const child of children) child.kill();
  process.exit(code);
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
children.forEach((child, i) =>
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(
      `\n  npm run cms: ${servers[i]?.name} stopped (${signal ?? `exit ${code}`}); the editor is closed.\n`,
    );
    stop(1);
  }),
);

/** Both servers answer: decap-server its API, the dev server the editor's page. */
const answers = async () => {
  const ok = (request: Promise<Response>) =>
    request.then(
      (response) => response.ok,
      () => false,
    );
  const [cms, site] = await Promise.all([
    ok(
      fetch(`http://localhost:${cmsPort}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }),
    ),
    ok(fetch(`http://localhost:${devPort}/admin/`)),
  ]);
  return cms && site;
};
while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 250));
console.log(`\n  The editor:  http://localhost:${devPort}/admin/   (local files, no login: press "Login")\n`);
