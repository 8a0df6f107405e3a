/**
 * Serves the validated content to the site's modules: `virtual:content/<name>`
 * is one module per list or singleton (`virtual:content/business` exports
 * `business`), so the bundler splits them like separate files and a page's
 * JavaScript holds only what its modules use (most content is used in loaders,
 * which run at build time). `virtual:content` re-exports them all (for tests).
 * Validates every content file when a build starts and whenever a file changes
 * in the dev server: a problem stops `npm run build` with the file and field.
 */
import type { Plugin } from "vite";
import { contentPaths, loadContent } from "./load.ts";

const ID = "virtual:content";
const RESOLVED = "\0virtual:content";
const isContentId = (id: string) => id === RESOLVED || id.startsWith(`${RESOLVED}/`);

export function contentPlugin(root: string = process.cwd()): Plugin {
  const { dir, artDir } = contentPaths(root);
  return {
    name: "kgb:content",
    enforce: "pre",
    buildStart() {
      // Fails the build at once, before any page is bundled.
      loadContent(root);
      this.addWatchFile(dir);
    },
    resolveId(id) {
      return id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!isContentId(id)) return undefined;
      const content = loadContent(root);
      if (id === RESOLVED)
        return Object.keys(content)
          .map((key) => `export { ${key} } from "${ID}/${key}";`)
          .join("\n");
      const key = id.slice(RESOLVED.length + 1);
      if (!(key in content))
        this.error(`${ID}/${key}: no such content; expected one of ${Object.keys(content).join(", ")}`);
      return `export const ${key} = ${JSON.stringify(content[key as keyof typeof content])};`;
    },
    configureServer(server) {
      server.watcher.add([dir, artDir]);
      const onChange = (file: string) => {
        if (!file.startsWith(dir) && !file.startsWith(artDir)) return;
        for (const env of Object.values(server.environments))
          for (const mod of env.moduleGraph.idToModuleMap.values())
            if (mod.id && isContentId(mod.id)) env.moduleGraph.invalidateModule(mod);
        try {
          loadContent(root);
          server.ws.send({ type: "full-reload" });
        } catch (error) {
          server.config.logger.error((error as Error).message);
          server.ws.send({ type: "error", err: { message: (error as Error).message, stack: "" } });
        }
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
