// @vitest-environment node
/**
 * `npm run cms` (scripts/cms.ts) for real: decap-server and the site's dev server on ports of the
 * test's own. Its address is printed only once both answer; a port already taken stops it at once
 * with a message naming the port, and a non-zero exit.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo, type Server } from "node:net";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

/** A port nothing listens on, and a server holding one. */
const listening = () =>
  new Promise<Server>((done) => {
    const server = createServer().listen(0, () => done(server));
  });
const freePort = async () => {
  const server = await listening();
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
};

type Run = { child: ChildProcess; out: string; err: string; exit: Promise<number | null> };
function cms(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [join(root, "scripts/cms.ts")], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const run: Run = { child, out: "", err: "", exit: new Promise((done) => child.on("exit", (code) => done(code))) };
  child.stdout.on("data", (chunk: Buffer) => (run.out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (run.err += chunk.toString()));
  return run;
}

const held: Server[] = [];
const runs: Run[] = [];
afterEach(async () => {
  for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill();
  await Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe("npm run cms", () => {
  for (const taken of ["DEV_PORT", "CMS_PORT"] as const)
    it(`stops with a message naming the port and exit 1 when ${taken}'s port is taken`, async () => {
      const server = await listening();
      held.push(server);
      const busy = String((server.address() as AddressInfo).port);
      const other = String(await freePort());
      const run = cms(taken === "DEV_PORT" ? { DEV_PORT: busy, CMS_PORT: other } : { DEV_PORT: other, CMS_PORT: busy });
      runs.push(run);
      expect(await run.exit).toBe(1);
      expect(run.err).toContain(`Port ${busy} is already in use`);
      expect(run.err).toContain(`${taken}=`);
      expect(run.out).not.toContain("The editor:");
    });

  it("says the editor's address only once decap-server and the site both answer", async () => {
    const [devPort, cmsPort] = [await freePort(), await freePort()];
    const run = cms({ DEV_PORT: String(devPort), CMS_PORT: String(cmsPort) });
    runs.push(run);
    const address = `The editor:  http://localhost:${devPort}/admin/`;
    await expect.poll(() => run.out, { timeout: 90_000, interval: 100 }).toContain(address);
    const [cms_, site] = await Promise.all([
      fetch(`http://localhost:${cmsPort}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }),
      fetch(`http://localhost:${devPort}/admin/`),
    ]);
    expect(cms_.ok).toBe(true);
    expect(site.ok).toBe(true);
    expect(await site.text()).toContain("/admin/decap-cms.js");
    run.child.kill("SIGTERM");
    expect(await run.exit).toBe(0);
  }, 120_000);
});
