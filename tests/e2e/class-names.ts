import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Each built page's short class names and the Tailwind name each stands for, by the page's file under
 * the client directory ("index.html", "about/index.html", "404.html"): scripts/short-class-names.mjs.
 */
export const shortClassNames = JSON.parse(
  readFileSync(resolve(process.env.E2E_BUILD_DIR || "build-e2e", "class-names.json"), "utf8"),
) as Record<string, Record<string, string>>;

/** A page's short names for a Tailwind class (usually one; none when the page does not use it). */
export const shortNamesOf = (file: string, tailwindName: string) =>
  Object.entries(shortClassNames[file] ?? {})
    .filter(([, name]) => name === tailwindName)
    .map(([short]) => short);
