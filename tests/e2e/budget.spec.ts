/**
 * Size budgets, checked on the build output (no browser): the JavaScript and
 * CSS a first visit to each page downloads, gzip level 9. `npm run bench`
 * measures the rest (Lighthouse); these fail fast when a change bloats a page.
 */
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { sitePaths } from "./site-paths";

const client = join(resolve(process.env.E2E_BUILD_DIR || "build-e2e"), "client");

/** KB of gzip. React and React Router alone are about 106 KB of every page. */
const BUDGET = {
  js: 135,
  /** the job application page also loads its form code (react-hook-form, zod) */
  jsWithForm: 175,
  css: 15,
  html: 25,
} as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function firstLoad(path: string) {
  const file = join(client, path === "/" ? "" : path, "index.html");
  const html = readFileSync(file, "utf8");
  const size = (urls: Set<string>) =>
    [...urls].reduce((sum, url) => sum + gzipSync(readFileSync(join(client, url)), { level: 9 }).length, 0);
  return {
    js: kb(size(new Set(html.match(/\/assets\/[^"'\s]+\.js/g)))),
    css: kb(size(new Set(html.match(/\/assets\/[^"'\s]+\.css/g)))),
    html: kb(gzipSync(html, { level: 9 }).length),
  };
}

test("first-load JavaScript, CSS and HTML stay within budget on every page", () => {
  const rows = sitePaths.map((path) => ({ path, ...firstLoad(path) }));
  console.log(rows.map((r) => `${r.path.padEnd(55)} JS ${r.js} KB  CSS ${r.css} KB  HTML ${r.html} KB`).join("\n"));
  for (const row of rows) {
    expect(row.js, `JS on ${row.path}`).toBeLessThanOrEqual(row.path === "/join-team" ? BUDGET.jsWithForm : BUDGET.js);
    expect(row.css, `CSS on ${row.path}`).toBeLessThanOrEqual(BUDGET.css);
    expect(row.html, `HTML on ${row.path}`).toBeLessThanOrEqual(BUDGET.html);
  }
});

test("the form's and the gallery's code load only where they are used", () => {
  const chunksOf = (path: string) =>
    readFileSync(join(client, path === "/" ? "" : path, "index.html"), "utf8").match(/\/assets\/[^"'\s]+\.js/g) ?? [];
  const home = chunksOf("/").join(" ");
  expect(home).not.toMatch(/job-application|join-team/);
  expect(home).not.toMatch(/gallery/);
  expect(chunksOf("/join-team").join(" ")).toMatch(/join-team/);
});
