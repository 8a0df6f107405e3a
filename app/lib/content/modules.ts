import type { Content } from "./load.ts";

/**
 * The source of every `virtual:content/<name>` module, as the Vite plugin serves it to the site and
 * the browser tests' resolve hook to their imports:
 * - `<key>`: `export const <key> = …`, one module per list or singleton of the content;
 * - `pagePaths`: every page's path and nothing else, for links (every page's JavaScript has it);
 * - `pages/<page>`: one page's path, title and description, for that page's own `meta`, so no page
 *   carries the titles and descriptions of all the others.
 */
export function contentModules(content: Content): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [key, value] of Object.entries(content))
    modules.set(key, `export const ${key} = ${JSON.stringify(value)};`);
  const paths = Object.fromEntries(Object.entries(content.pages).map(([name, page]) => [name, { path: page.path }]));
  modules.set("pagePaths", `export const pagePaths = ${JSON.stringify(paths)};`);
  for (const [name, page] of Object.entries(content.pages))
    modules.set(`pages/${name}`, `export default ${JSON.stringify(page)};`);
  return modules;
}
