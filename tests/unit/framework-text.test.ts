import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Nothing in the build or the app handles the text of React's or React Router's generated scripts
 * (docs/decisions/026-html-first.md): their names appear only as code
 * (the <ScrollRestoration /> component), never in a string, a regular expression or a comment.
 */
const root = join(import.meta.dirname, "..", "..");
const FRAMEWORK_TEXT = /__reactRouter|streamController|\$R[A-Z]\b|turbo-stream|ScrollRestoration/g;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(m?[jt]sx?)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("the build and the app", () => {
  it("read or write no text of React's or React Router's generated scripts", () => {
    const found = [join(root, "scripts"), join(root, "app")].flatMap(filesUnder).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => line.match(FRAMEWORK_TEXT))
        // The component itself, imported and rendered as React Router documents it.
        .filter(
          ({ line }) =>
            !/^\s*(ScrollRestoration,|<ScrollRestoration \/>)$/.test(line) &&
            !/^import \{[\w, ]*\bScrollRestoration\b[\w, ]*\} from "react-router";$/.test(line),
        )
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
