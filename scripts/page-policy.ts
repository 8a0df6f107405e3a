/**
 * The check of a finished page against the scripts the site rendered into it (app/lib/script-registry.server.ts):
 * the page is read as a browser reads it (a real HTML parser), and every inline script in it must be
 * one the site wrote; a script anywhere else (an owner's text that became code, a bug) stops the build,
 * naming the page. Structured data (JSON-LD) is data, not a script: it must read as JSON, whole (a text
 * that ended it early would leave it broken). The page's policy then allows exactly the rendered scripts.
 */
import { domWindow } from "#dom-window";
import { scriptHash } from "../app/lib/script-registry.server.ts";

/** A script's first characters, for a message. */
const opening = (source: string) => {
  const line = source.trim().replace(/\s+/g, " ");
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
};

/**
 * The hashes the page's policy allows: `rendered`, the scripts the site wrote into the page, once
 * each is found in it and nothing else is. Throws, naming the page by its path and title, otherwise.
 */
export function pagePolicyScripts(html: string, path: string, rendered: readonly string[]): string[] {
  const page = new domWindow.DOMParser().parseFromString(html, "text/html");
  const named = `the page ${path}${page.title ? ` ("${page.title}")` : ""}`;
  const found = new Set<string>();
  for (const script of page.querySelectorAll("script")) {
    const source = script.textContent ?? "";
    if (script.hasAttribute("src")) continue;
    if (script.getAttribute("type")?.trim().toLowerCase() === "application/ld+json") {
      try {
        JSON.parse(source);
      } catch {
        throw new Error(`${named}: its structured data is broken, at: ${opening(source)}`);
      }
      continue;
    }
    const hash = scriptHash(source);
    if (!rendered.includes(hash))
      throw new Error(
        `${named} holds a script the site did not write: <script>${opening(source)}</script>. ` +
          "A text of the page that became code, or a step of the build that wrote into it: the build stops here.",
      );
    found.add(hash);
  }
  const missing = rendered.filter((hash) => !found.has(hash));
  if (missing.length)
    throw new Error(
      `${named} lacks ${missing.length} of the scripts the site rendered into it (${missing.join(", ")})`,
    );
  return [...rendered].sort();
}
