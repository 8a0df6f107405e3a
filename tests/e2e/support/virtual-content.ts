import { register } from "node:module";
import { contentRoot, loadContent } from "../../../app/lib/content/load";
import { contentModules } from "../../../app/lib/content/modules";

/**
 * Lets the browser tests import the site's own modules (a form's field list, say) that read
 * content through the Vite plugin's `virtual:content/<name>` modules (app/lib/content/content-modules-plugin.ts):
 * a Node resolve hook answers each name with the same module the plugin serves, made from the
 * same validated content (CONTENT_ROOT's, when the site under test was built from a copy).
 */
export function registerVirtualContent(root = contentRoot()) {
  const modules: Record<string, string> = {};
  for (const [name, source] of contentModules(loadContent(root)))
    modules[`virtual:content/${name}`] = `data:text/javascript,${encodeURIComponent(source)}`;
  const hooks = `let modules = {};
export function initialize(data) { modules = data; }
export async function resolve(specifier, context, next) {
  return modules[specifier] ? { url: modules[specifier], shortCircuit: true } : next(specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: modules });
}
