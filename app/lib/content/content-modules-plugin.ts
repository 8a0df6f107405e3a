/**
 * Serves the few `virtual:content/<name>` modules the browser's code needs (./modules.ts: the site's
 * facts, the 404 page's words, each form's words); every other use of content goes through the
 * loaders' API (./content.server.ts), which runs at build time. Validates every content file when a build starts and whenever a file changes
 * in the dev server: a problem stops `npm run build` with the file and field.
 */
import { execFile } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";
import { promisify } from "node:util";
import type { Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { entryNames, uniqueFields } from "../../content/entry-rules.ts";
import type { EntryIndex } from "./editor-check.ts";
import { EDITOR_STATUS_PATH, readEditorSettings } from "../../../config/build-config.ts";
import { pictureExtensions } from "../../content/schema.ts";
import { adminPage, IDENTITY_WIDGET } from "./admin-page.ts";
import { iconSprite } from "../icons/sprite.ts";
import { cmsConfig, type CmsChoices, type CmsEnv } from "./cms-config.ts";
import {
  ContentError,
  contentPaths,
  contentRoot,
  loadContent,
  placeholderValues,
  runtimePlaceholders,
} from "./load.ts";
import { contentModules } from "./modules.ts";

/** The prebuilt editor: decap-cms.js and the chunk files beside it. */
function decapFiles(): { dir: string; files: string[] } {
  const dir = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");
  return { dir, files: readdirSync(dir).filter((f) => /^(\d+\.)?decap-cms\.js$/.test(f)) };
}

/**
 * The build's content rules for the editor's check before a save (public/admin/content-check.js):
 * ./editor-check.ts and what it imports (the schemas, the rules between entries), bundled for the
 * browser by Rolldown, Vite's own bundler.
 */
export const CONTENT_RULES_PATH = "/admin/content-rules.js";
export async function contentRulesBundle(): Promise<string> {
  const { rolldown } = await import("rolldown");
  const bundle = await rolldown({
    input: fileURLToPath(new URL("./editor-check.ts", import.meta.url)),
    platform: "browser",
    logLevel: "silent",
  });
  try {
    const { output } = await bundle.generate({ format: "esm", minify: true, codeSplitting: false });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * The editor's previews (./editor-preview.tsx): the site's own components and React, with the content
 * modules they read (`virtual:content/*`, from `root`'s content) and the icons' symbols, bundled for
 * the browser by Rolldown as React's production build.
 */
export const PREVIEW_PATH = "/admin/preview.js";
export async function previewBundle(root: string = contentRoot()): Promise<string> {
  const { rolldown } = await import("rolldown");
  const modules = contentModules(loadContent(root));
  const symbols = iconSprite().replace(/^<svg[^>]*>|<\/svg>$/g, "");
  const bundle = await rolldown({
    input: fileURLToPath(new URL("./editor-preview.tsx", import.meta.url)),
    platform: "browser",
    logLevel: "silent",
    tsconfig: true,
    transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
    plugins: [
      {
        name: "kgb:preview-modules",
        resolveId: (id) => (id === "virtual:icon-sprite" || id.startsWith(`${ID}/`) ? `\0${id}` : undefined),
        load(id) {
          if (id === "\0virtual:icon-sprite")
            return `export default ""; export const symbols = ${JSON.stringify(symbols)}; export const favicon = "";`;
          return isContentId(id) ? modules.get(id.slice(RESOLVED.length + 1)) : undefined;
        },
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: "esm", minify: true, codeSplitting: false });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * What the rules between entries need of the other entries, and the placeholders each file may use,
 * as the editor reads it (/admin/entries.json): the entries the site is built with. (Decap's preSave
 * event gives only the entry being saved; the editor's check adds the entries saved since.)
 */
export function entryIndex(root: string = contentRoot()): EntryIndex {
  const { dir } = contentPaths(root);
  const entries: EntryIndex["entries"] = {};
  for (const folder of Object.keys(uniqueFields)) {
    const keep = new Set([...uniqueFields[folder]!, entryNames[folder]!, "onHome"]);
    const folderDir = join(dir, folder);
    entries[folder] = readdirSync(folderDir)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => {
        const data = (parse(readFileSync(join(folderDir, f), "utf8")) ?? {}) as Record<string, unknown>;
        return {
          file: `app/content/${folder}/${f}`,
          data: Object.fromEntries(Object.entries(data).filter(([k]) => keep.has(k))),
        };
      });
  }
  let facts: string[] = [];
  try {
    facts = Object.keys(placeholderValues(loadContent(root).settings.business, []));
  } catch (error) {
    // Content with a mistake: the editor opens to correct it, without the placeholder check.
    if (!(error instanceof ContentError)) throw error;
  }
  return { entries, placeholders: { facts, runtime: runtimePlaceholders as Record<string, string[]> } };
}

/** The netlify-identity-widget package's widget file. */
const identityWidget = () =>
  join(dirname(createRequire(import.meta.url).resolve("netlify-identity-widget/package.json")), IDENTITY_WIDGET.file);

/** The editor's settings, from the build's environment (docs/editor-sign-in.md). */
export function cmsEnv(env: NodeJS.ProcessEnv = process.env, dev = false): CmsEnv {
  return {
    editor: readEditorSettings(env),
    localBackend: dev || env.CMS_LOCAL_BACKEND === "1",
    siteUrl: env.SITE_URL,
  };
}

/** The choices the editor offers from other content: the portfolio filter's options, the counties. */
export function cmsChoices(root: string = contentRoot()): CmsChoices {
  try {
    const content = loadContent(root);
    return { categories: content.pages.portfolio.categories, counties: content.settings.business.counties };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // The local editor still opens on content with a mistake, so that the owner can correct it
    // there: the choices as their files hold them.
    const { dir } = contentPaths(root);
    const field = (file: string, name: string): string[] => {
      try {
        const value = ((parse(readFileSync(join(dir, file), "utf8")) ?? {}) as Record<string, unknown>)[name];
        return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
      } catch {
        return [];
      }
    };
    return {
      categories: field("pages/portfolio.yaml", "categories"),
      counties: field("settings/business.yaml", "counties"),
    };
  }
}

const runImages = promisify(execFile);

/**
 * The files of /admin/ that depend on the build's editor settings: its page, its config and, for
 * Netlify Identity, the identity widget (path in the client build -> contents).
 */
export function adminFiles(env: CmsEnv, root: string = contentRoot()): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>([
    ["admin/config.yml", stringify(cmsConfig(env, cmsChoices(root)))],
    ["admin/index.html", adminPage(env.editor, env.localBackend)],
    ["admin/entries.json", JSON.stringify(entryIndex(root))],
  ]);
  if (env.editor.signIn === "netlify") files.set(IDENTITY_WIDGET.path.slice(1), readFileSync(identityWidget()));
  // The git-gateway sign-ins' status page (config/build-config.ts, EDITOR_STATUS_PATH): no outage listed.
  if (env.editor.backend.status_endpoint) files.set(env.editor.backend.status_endpoint.slice(1), '{"components":[]}\n');
  return files;
}

const ID = "virtual:content";
const RESOLVED = "\0virtual:content";
const isContentId = (id: string) => id === RESOLVED || id.startsWith(`${RESOLVED}/`);

export function contentPlugin(root: string = contentRoot()): Plugin {
  const { dir, artDir } = contentPaths(root);
  return {
    name: "kgb:content",
    enforce: "pre",
    // Before React Router reads the route table, which would name its own file first ("Route config
    // in routes.ts is invalid"): a build stops on a content mistake with the owner's words alone.
    config(_config, { command }) {
      if (command !== "build") return;
      try {
        loadContent(root);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        process.stderr.write(`\n${error.message}\n\n`);
        process.exit(1);
      }
    },
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
      const name = id.slice(RESOLVED.length + 1);
      const modules = contentModules(loadContent(root));
      const source = modules.get(name);
      if (source === undefined)
        this.error(`${ID}/${name}: no such content; expected one of ${[...modules.keys()].join(", ")}`);
      return source;
    },
    // The editor at /admin/ (client build only): its bundle, its config and the site's stylesheet for previews.
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const decap = decapFiles();
      for (const file of decap.files)
        this.emitFile({ type: "asset", fileName: `admin/${file}`, source: readFileSync(join(decap.dir, file)) });
      for (const [fileName, source] of adminFiles(cmsEnv(), root)) this.emitFile({ type: "asset", fileName, source });
      this.emitFile({ type: "asset", fileName: CONTENT_RULES_PATH.slice(1), source: await contentRulesBundle() });
      this.emitFile({ type: "asset", fileName: PREVIEW_PATH.slice(1), source: await previewBundle(root) });
      const css = Object.values(bundle).find((a) => a.type === "asset" && /app-[^/]*\.css$/.test(a.fileName));
      if (css?.type === "asset") this.emitFile({ type: "asset", fileName: "admin/site.css", source: css.source });
    },
    configureServer(server) {
      const decap = decapFiles();
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0]!;
        if (path === "/admin" || path === "/admin/") {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(adminPage(cmsEnv(process.env, true).editor, true));
        } else if (path === IDENTITY_WIDGET.path) {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(readFileSync(identityWidget()));
        } else if (path === EDITOR_STATUS_PATH) {
          res.setHeader("Content-Type", "application/json");
          res.end('{"components":[]}\n');
        } else if (path === CONTENT_RULES_PATH) {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          contentRulesBundle().then(
            (code) => res.end(code),
            (error: Error) => next(error),
          );
        } else if (path === PREVIEW_PATH) {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          previewBundle(root).then(
            (code) => res.end(code),
            (error: Error) => next(error),
          );
        } else if (path === "/admin/entries.json") {
          res.setHeader("Content-Type", "application/json; charset=utf-8");
          res.end(JSON.stringify(entryIndex(root)));
        } else if (path === "/admin/config.yml") {
          res.setHeader("Content-Type", "text/yaml; charset=utf-8");
          res.end(stringify(cmsConfig(cmsEnv(process.env, true), cmsChoices(root))));
        } else if (path === "/admin/site.css") {
          res.statusCode = 302;
          res.setHeader("Location", "/app/app.css?direct");
          res.end();
        } else if (path.startsWith("/admin/") && decap.files.includes(path.slice(7))) {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(readFileSync(join(decap.dir, path.slice(7))));
        } else next();
      });
      server.watcher.add([dir, artDir]);
      const onChange = async (file: string) => {
        if (!file.startsWith(dir) && !file.startsWith(artDir)) return;
        // A picture uploaded in the editor: its sizes are made now, so the page shows it at once
        // (scripts/build-images.ts makes only what is missing or older than its source).
        if (file.startsWith(artDir) && pictureExtensions.includes(extname(file).toLowerCase()))
          await runImages(process.execPath, [join(server.config.root, "scripts/build-images.ts")], {
            env: { ...process.env, CONTENT_ROOT: root },
          }).catch((error: Error) => server.config.logger.error(`build-images: ${error.message}`));
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
      for (const event of ["change", "add", "unlink"] as const)
        server.watcher.on(event, (file: string) => void onChange(file));
    },
  };
}
