// What the owner types is text, never markup or code (decision 030), checked on a real build. On a copy of
// the content, web-page code is written into every text field whose rules take it (every string the
// field's schema accepts with it appended), as a file edited outside the editor would carry it:
//   node scripts/hostile-content.ts build   (npm run build:hostile)
//     1. the planning guides' texts given raw HTML, a script, javascript: and data: links: the build must
//        stop, saying for each what to write instead;
//     2. those texts as they were (plus code written as code), every other text field given the code: the
//        build must pass (its pages are then checked in a browser, step `test`);
//     3. the same pre-render with one page given a script the site did not write: the post-build step must
//        stop, naming the page.
//   node scripts/hostile-content.ts test    (npm run test:hostile)  tests/e2e/hostile-content.spec.ts on it
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import type { z } from "zod";
import { contentFiles, contentFolders } from "../app/content/table.ts";

const ROOT = join(import.meta.dirname, "..");
/** The copy (app/content, app/assets) and its builds; all git-ignored (build-*). */
export const COPY = join(ROOT, "build-hostile-content");
export const BUILD_DIR = "build-hostile";
const TAMPERED_DIR = "build-hostile-tampered";
export const SPEC = "tests/e2e/hostile-content.spec.ts";

/** Markers the browser test looks for: if one runs or becomes an element, it sees it (tests/e2e/support/hostile.ts). */
export const SCRIPT = "<script>window.kgbInjected=1</script>";
export const IMG = `<img src=x onerror="window.kgbInjected=2">`;
export const FRAME = `<iframe src="/hostile-frame"></iframe>`;
export const STYLE = "<style>body{display:none}</style>";
export const BOLD = "<b>bar</b>";
/** What a text field gets, the first its rules take (a title has a length bound): every kind of code at once, then less. */
export const PAYLOADS = [
  ` </script>${SCRIPT}${IMG}${FRAME}${STYLE}<!-- ${BOLD}`,
  ` </script>${SCRIPT}<!--`,
  ` ${IMG}`,
  ` ${BOLD}`,
];

/** An article's text with every kind of code a pasted page could bring (step 1). */
export const HOSTILE_BODY = [
  "Pasted from a supplier's page:",
  SCRIPT,
  `Before ${IMG} after, one line<br>and the next.`,
  "[click here](javascript:window.kgbInjected=3) or [this](data:text/html,<script>alert(1)</script>)",
  FRAME,
  STYLE,
  "<!-- a note -->",
].join("\n\n");
/** Code written as code, which the text takes (step 2). */
export const CODE_AS_CODE = `\n\nWritten as code: \`${SCRIPT}\` and \`<br>\`.\n`;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
type Data = Record<string, unknown>;

/**
 * Words the build compares with words of another file, or fills in later: left as they are. A name in
 * lower-case letters and dashes is another entry's or a picture's (a reference); "All" is the portfolio
 * filter's option for every project; a text with a {placeholder} is measured once filled in.
 */
const notWords = (value: string) => /^[a-z0-9-]*$/.test(value) || value === "All" || value.includes("{");

/**
 * The business facts are filled into other texts ({businessName}...), some of them with a length bound:
 * a fact is replaced by code of its own length (the longest payload that fits, padded with "x"), never
 * lengthened. Any other text gets a payload appended.
 */
const FACTS = "settings/business.yaml";
function withCode(value: string, payload: string, fact: boolean) {
  if (!fact) return value + payload;
  const code = payload.trim();
  return code.length > value.length ? undefined : code.padEnd(value.length, "x");
}

/** What each text gets, decided over every file first (pass 1), so that the same words agree in every file. */
type Choices = { chosen: Map<string, string>; keep: Set<string> };

/**
 * Every string of words in `data` the schema still takes with code, given it (`given` counts each
 * payload). The same words get the same payload in every file: a town's county and the business's list
 * of counties still agree; words some file's rules refuse it for (`keep`) stay as they are everywhere.
 */
function giveCode(data: Data, schema: z.ZodType, fact: boolean, choices: Choices, given?: Map<string, number>) {
  if (!schema.safeParse(data).success) return;
  const visit = (value: unknown, set: (v: unknown) => void) => {
    if (typeof value === "string" && !notWords(value) && !choices.keep.has(value)) {
      const known = choices.chosen.get(value);
      for (const payload of known ? [known] : PAYLOADS) {
        const changed = withCode(value, payload, fact);
        if (changed === undefined) continue;
        set(changed);
        if (!schema.safeParse(data).success) continue;
        choices.chosen.set(value, payload);
        given?.set(payload, (given.get(payload) ?? 0) + 1);
        return;
      }
      set(value);
      choices.keep.add(value);
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, (n) => (value[i] = n)));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) visit(v, (n) => ((value as Data)[k] = n));
  };
  visit(data, () => {});
}

/** Each content file of the copy with its schema: [path under app/content, schema, Markdown?]. */
function contentFilesOf(content: string): [string, z.ZodType, boolean][] {
  return [
    ...Object.values(contentFolders).flatMap((folder) =>
      readdirSync(join(content, folder.path)).map(
        (name) =>
          [`${folder.path}/${name}`, folder.schema, folder.format === "markdown"] as [string, z.ZodType, boolean],
      ),
    ),
    ...Object.values(contentFiles).map((single) => [single.path, single.schema, false] as [string, z.ZodType, boolean]),
  ];
}

/** A fresh copy of the working tree's content; `hostileBodies`: step 1's texts, else step 2's fields. */
export function hostileCopy(hostileBodies: boolean) {
  rmSync(COPY, { recursive: true, force: true });
  const isData = (source: string) => !/\.(ts|mjs|mts)$/.test(source);
  for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
    cpSync(join(ROOT, dir), join(COPY, dir), { recursive: true, filter: isData });
  const content = join(COPY, "app/content");
  const given = new Map<string, number>();
  const choices: Choices = { chosen: new Map(), keep: new Set() };
  for (const pass of [1, 2])
    for (const [path, schema, markdown] of contentFilesOf(content)) {
      const file = join(content, path);
      const [, front = "", body = ""] = markdown ? (FRONT_MATTER.exec(readFileSync(file, "utf8")) ?? []) : [];
      const data = parse(markdown ? front : readFileSync(file, "utf8")) as Data;
      if (!hostileBodies) giveCode(data, schema, path === FACTS, choices, pass === 2 ? given : undefined);
      if (pass === 1) continue;
      const yaml = stringify(data, { lineWidth: 0 });
      if (!markdown) writeFileSync(file, yaml);
      else
        writeFileSync(file, `---\n${yaml}---\n${hostileBodies ? `${body}\n\n${HOSTILE_BODY}\n` : body + CODE_AS_CODE}`);
    }
  return given;
}

function run(command: string, args: string[], env: Record<string, string>, echo = true) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, CONTENT_ROOT: COPY, ...env },
    encoding: "utf8",
    stdio: echo ? "inherit" : "pipe",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

function fail(message: string): never {
  console.error(`hostile-content: ${message}`);
  process.exit(1);
}

const step = import.meta.main ? process.argv[2] : undefined;
if (step === "build") {
  // 1. The texts with code: refused, each with what to write instead.
  hostileCopy(true);
  const refused = run("npm", ["run", "build"], { BUILD_DIR }, false);
  const expected = [
    `"${SCRIPT}" is web-page code, which would show on the page as typed: remove it`,
    `"${IMG}" is web-page code`,
    `"<br>" would show on the page as typed: for a new line, end the line with two spaces`,
    `the link "click here" leads to "javascript:window.kgbInjected=3", which a page cannot link to`,
    `the link "this" leads to "data:text/html,`,
    `"${FRAME}" is web-page code`,
    `"${STYLE}" is web-page code`,
    `"<!-- a note -->" (a note hidden in web-page code) would show on the page as typed: remove it`,
  ];
  const missing = expected.filter((m) => !refused.output.includes(m));
  if (refused.status === 0 || missing.length)
    fail(`a guide's text with code was not refused as expected (missing: ${missing.join(" | ")}):\n${refused.output}`);
  console.log(`hostile-content: 1. the guides' texts with code are refused, saying what to write instead`);

  // 2. Every other text field with code: built (the pictures first, then the pre-render, as npm run build).
  const given = hostileCopy(false);
  console.log(
    `hostile-content: 2. code appended to ${[...given.values()].reduce((a, b) => a + b, 0)} text fields (${PAYLOADS.map((p) => `${given.get(p) ?? 0} x ${JSON.stringify(p.slice(0, 24))}...`).join(", ")})`,
  );
  for (const [command, args] of [
    ["npm", ["run", "build:images"]],
    ["npx", ["react-router", "build"]],
  ] as const)
    if (run(command, [...args], { BUILD_DIR }).status !== 0) fail(`${command} ${args.join(" ")} failed`);

  // 3. The same pre-render, one page given a script the site did not write: the post-build step stops on it.
  rmSync(join(ROOT, TAMPERED_DIR), { recursive: true, force: true });
  cpSync(join(ROOT, BUILD_DIR), join(ROOT, TAMPERED_DIR), { recursive: true });
  const page = join(ROOT, TAMPERED_DIR, "client/about/index.html");
  writeFileSync(page, readFileSync(page, "utf8").replace("</main>", "<script>window.kgbInjected=4</script></main>"));
  const stopped = run(process.execPath, ["scripts/postbuild.ts"], { BUILD_DIR: TAMPERED_DIR }, false);
  rmSync(join(ROOT, TAMPERED_DIR), { recursive: true, force: true });
  if (stopped.status === 0 || !/the page \/about \(".*"\) holds a script the site did not write/.test(stopped.output))
    fail(`a page with a script the site did not write was not stopped, naming it:\n${stopped.output}`);
  console.log("hostile-content: 3. a page given a script the site did not write stops the build, named");

  if (run(process.execPath, ["scripts/postbuild.ts"], { BUILD_DIR }).status !== 0) fail("the post-build step failed");
} else if (step === "test") {
  const playwright = join(ROOT, "node_modules/.bin/playwright");
  process.exit(run(playwright, ["test", SPEC], { E2E_BUILD_DIR: BUILD_DIR, HOSTILE_CONTENT: "1" }).status);
} else if (step !== undefined) {
  console.error("usage: node scripts/hostile-content.ts build|test");
  process.exit(2);
}
