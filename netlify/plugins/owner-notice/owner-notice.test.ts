// @vitest-environment node
/**
 * The build plugin for real, as Netlify calls it: a real build of a careless entry fails and the
 * owner's e-mail, sent to a real SMTP server on loopback (smtp-server, read back with mailparser),
 * carries what that build printed. Netlify's `utils.cache` is a small stand-in here, with the
 * documented behaviour of @netlify/cache-utils (`restore` copies a cached path back unless it
 * already exists, `save` copies it into the cache; paths relative to the build's directory).
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CACHED, onError, onPostBuild, onPreBuild, problemsFile, type BuildCache } from "./owner-notice.ts";
import { startSmtp as startLoopbackSmtp } from "../../test-smtp";

const root = resolve(import.meta.dirname, "../../..");
const OFFICE = "mark@kendalgreen.test";

/** Netlify's build cache, as @netlify/cache-utils documents it, over a folder. */
function buildCache(project: string, store: string): BuildCache & { calls: string[] } {
  const calls: string[] = [];
  const each = (paths: string | string[]) => [paths].flat();
  return {
    calls,
    async restore(paths) {
      let restored = false;
      for (const path of each(paths)) {
        calls.push(`restore ${path}`);
        if (existsSync(join(project, path)) || !existsSync(join(store, path))) continue;
        cpSync(join(store, path), join(project, path), { recursive: true });
        restored = true;
      }
      return Promise.resolve(restored);
    },
    async save(paths) {
      let saved = false;
      for (const path of each(paths)) {
        calls.push(`save ${path}`);
        if (!existsSync(join(project, path))) continue;
        rmSync(join(store, path), { recursive: true, force: true });
        cpSync(join(project, path), join(store, path), { recursive: true });
        saved = true;
      }
      return Promise.resolve(saved);
    },
  };
}

async function startSmtp(options: { refuse?: boolean } = {}) {
  const { server, port, mails } = await startLoopbackSmtp(options);
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  vi.stubEnv("LEADS_TO", OFFICE);
  vi.stubEnv("LEADS_FROM", "Website <website@kendalgreen.test>");
  vi.stubEnv("URL", "https://www.kendalgreenbuilders.com");
  vi.stubEnv("CONTEXT", "production");
  vi.stubEnv("SITE_NAME", "kendal-green-builders");
  vi.stubEnv("DEPLOY_ID", "6565f1c0ffee");
  return { mails, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** A copy of the content, as the editor's repository holds it. */
function copyContent() {
  const copy = mkdtempSync(join(tmpdir(), "kgb-owner-notice-"));
  for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
    cpSync(join(root, dir), join(copy, dir), { recursive: true });
  return copy;
}

const scratch: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  rmSync(problemsFile(root), { force: true });
});

describe("a change that does not go live: the owner is e-mailed in the build's words", () => {
  let copy = "";
  let review = "";
  let printed = "";
  let environment: Record<string, string> = {};
  beforeAll(async () => {
    copy = copyContent();
    scratch.push(copy, join(root, "build-owner-notice"));
    // The careless entry: a review of three words.
    review = readdirSync(join(copy, "app/content/testimonials"))[0]!.replace(/\.yaml$/, "");
    const file = join(copy, `app/content/testimonials/${review}.yaml`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^text: .*$/m, "text: Great work, thanks."));
    // Netlify runs the plugin's onPreBuild, then the build command with the environment it set.
    const netlifyConfig = { build: { environment: {} as Record<string, string> } };
    const store = mkdtempSync(join(tmpdir(), "kgb-cache-"));
    scratch.push(store);
    vi.spyOn(console, "log").mockImplementation(() => {});
    await onPreBuild({ netlifyConfig, utils: { cache: buildCache(store, store) } });
    environment = netlifyConfig.build.environment;
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...environment, CONTENT_ROOT: copy, BUILD_DIR: "build-owner-notice" },
    });
    expect(build.status).not.toBe(0);
    printed = `${build.stdout}\n${build.stderr}`;
  }, 240_000);

  it("the build writes what it printed about the content where the plugin reads it", () => {
    expect(environment.BUILD_PROBLEMS_FILE).toBe(problemsFile(root));
    const kept = readFileSync(environment.BUILD_PROBLEMS_FILE!, "utf8");
    for (const line of kept.split("\n")) expect(printed).toContain(line);
    expect(kept).toContain(review);
  });

  it("the owner's e-mail carries the build's message, naming the entry and its field, what to do, and that later changes wait", async () => {
    const smtp = await startSmtp();
    try {
      vi.spyOn(console, "log").mockImplementation(() => {});
      // Netlify's error for a failed build command says no more than this.
      await onError({ error: new Error("Command failed with exit code 1: npm run build") });
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect([mail.to].flat().flatMap((a) => a?.value.map((v) => v.address))).toEqual([OFFICE]);
      expect(mail.subject).toBe("Your last change is not on the website yet: please correct it in the editor");
      // The build's own line about the careless review, word for word: the entry and the field.
      const line = printed.split("\n").find((l) => l.includes(review))!;
      expect(line).toMatch(/text/i);
      expect(mail.text).toContain(line.trim());
      expect(mail.text).toContain("Open the editor: https://www.kendalgreenbuilders.com/admin/");
      expect(mail.text).toContain("Press Publish, then Publish now.");
      expect(mail.text).toContain("Until it is corrected, later changes wait too");
      expect(mail.text).toContain("https://app.netlify.com/sites/kendal-green-builders/deploys/6565f1c0ffee");
      expect(mail.text).not.toContain("Command failed");
    } finally {
      await smtp.close();
    }
  });
});

describe("the owner's notice when the build failed for another reason, or cannot be sent", () => {
  it("a failure that is not in the content: the e-mail asks him to forward it to his web developer", async () => {
    rmSync(problemsFile(root), { force: true });
    const smtp = await startSmtp();
    try {
      vi.spyOn(console, "log").mockImplementation(() => {});
      await onError({ error: new Error('Plugin "@netlify/plugin-lighthouse" failed') });
      const mail = smtp.mails[0]!;
      expect(mail.subject).toBe("Your last change is not on the website yet: please tell your web developer");
      expect(mail.text).toContain('Plugin "@netlify/plugin-lighthouse" failed');
      expect(mail.text).toContain("not in what you typed");
      expect(mail.text).toContain("Until it is fixed, later changes wait too.");
    } finally {
      await smtp.close();
    }
  });

  it("a developer's deploy preview that fails is not the owner's: nothing is sent", async () => {
    const smtp = await startSmtp();
    try {
      vi.stubEnv("CONTEXT", "deploy-preview");
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      await onError({ error: new Error("Command failed") });
      expect(log).toHaveBeenCalledWith("owner-notice: a deploy-preview build failed: the owner is not e-mailed");
      expect(smtp.mails).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("no mail settings: nothing is sent and the plugin says so in the log", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await onError({ error: new Error("Command failed") });
    expect(log).toHaveBeenCalledWith("owner-notice: no SMTP_URL, LEADS_TO, LEADS_FROM: the owner is not e-mailed");
  });

  it("a mail server that refuses: the build's failure is still reported, with why the owner was not told", async () => {
    const smtp = await startSmtp({ refuse: true });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(onError({ error: new Error("Command failed") })).resolves.toBeUndefined();
      expect(error.mock.calls[0]?.[0]).toBe("owner-notice: the owner could not be e-mailed:");
      expect(smtp.mails).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe("the plugin as Netlify loads it", () => {
  it("netlify.toml names it, its manifest holds only what Netlify accepts, and it answers the events it uses", async () => {
    expect(readFileSync(join(root, "netlify.toml"), "utf8")).toMatch(
      /\[\[plugins\]\]\s+package = "\.\/netlify\/plugins\/owner-notice"/,
    );
    // Netlify refuses a manifest with any property but name and inputs (@netlify/build, manifest/validate.js).
    const manifest = parse(readFileSync(join(import.meta.dirname, "manifest.yml"), "utf8")) as Record<string, unknown>;
    expect(manifest).toEqual({ name: "owner-notice" });
    // Loaded by Node itself, as Netlify's build loads a local plugin: its entry, then the TypeScript behind it.
    const loaded = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `console.log(Object.keys(await import(${JSON.stringify(join(import.meta.dirname, "index.js"))})).join(" "))`,
      ],
      { encoding: "utf8" },
    );
    expect(loaded.stderr).toBe("");
    expect(loaded.stdout.trim().split(" ")).toEqual(expect.arrayContaining(["onPreBuild", "onPostBuild", "onError"]));
  });
});

describe("the pictures, kept between Netlify builds", () => {
  it("what one build drew is saved to the cache and restored into the next build's fresh checkout", async () => {
    const store = mkdtempSync(join(tmpdir(), "kgb-cache-"));
    const first = mkdtempSync(join(tmpdir(), "kgb-checkout-"));
    const next = mkdtempSync(join(tmpdir(), "kgb-checkout-"));
    scratch.push(store, first, next);
    mkdirSync(join(first, "public/img"), { recursive: true });
    mkdirSync(join(first, ".cache"));
    writeFileSync(join(first, "public/img/home-hero-640.avif"), "AVIF bytes");
    writeFileSync(join(first, ".cache/pictures.json"), '{"home-hero-640.avif":"drawn from"}');
    const saving = buildCache(first, store);
    await onPostBuild({ utils: { cache: saving } });
    expect(saving.calls).toEqual(CACHED.map((path) => `save ${path}`));

    vi.spyOn(console, "log").mockImplementation(() => {});
    const restoring = buildCache(next, store);
    await onPreBuild({ netlifyConfig: { build: { environment: {} } }, utils: { cache: restoring } });
    expect(restoring.calls).toEqual(CACHED.map((path) => `restore ${path}`));
    expect(readFileSync(join(next, "public/img/home-hero-640.avif"), "utf8")).toBe("AVIF bytes");
    expect(readFileSync(join(next, ".cache/pictures.json"), "utf8")).toBe('{"home-hero-640.avif":"drawn from"}');
  });

  it("restored pictures are not drawn again, though the fresh checkout's sources are newer than them", () => {
    const copy = copyContent();
    scratch.push(copy);
    const images = () =>
      spawnSync(process.execPath, [join(root, "scripts/build-images.ts")], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, CONTENT_ROOT: copy },
      }).stdout;
    images(); // the pictures of this content, drawn if missing
    // A fresh checkout: every source is newer than the pictures the cache brings back.
    const later = new Date(Date.now() + 3_600_000);
    for (const file of readdirSync(join(copy, "app/assets/art")))
      utimesSync(join(copy, "app/assets/art", file), later, later);
    expect(images()).toMatch(/images: 0 written, [1-9]\d* up to date/);
  }, 240_000);
});
