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
import { stringify } from "yaml";
import { readEditorSettings } from "../../../config/build-config.mjs";
import { pictureExtensions } from "../../content/schema.ts";
import { adminPage, IDENTITY_WIDGET, type PreviewWords } from "./admin-page.ts";
import { cmsConfig, type CmsChoices, type CmsEnv } from "./cms-config.ts";
import { contentPaths, contentRoot, loadContent, placeholderValues } from "./load.ts";
import { contentModules } from "./modules.ts";

/** The prebuilt editor: decap-cms.js and the chunk files beside it. */
function decapFiles(): { dir: string; files: string[] } {
  const dir = join(dirname(createRequire(import.meta.url).resolve("decap-cms/package.json")), "dist");
  return { dir, files: readdirSync(dir).filter((f) => /^(\d+\.)?decap-cms\.js$/.test(f)) };
}

/** The rules between the estimator's figures, which the editor runs before it saves (public/admin/estimate-check.js). */
const ESTIMATE_RULES = {
  file: new URL("../../content/estimate-rules.mjs", import.meta.url),
  path: "/admin/estimate-rules.js",
};

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
  const content = loadContent(root);
  return { categories: content.pages.portfolio.categories, counties: content.settings.business.counties };
}

/** What the previews show as the site does: the business facts ({phone}, {city}...) and the words around an entry. */
export function previewWords(root: string = contentRoot()): PreviewWords {
  const { settings, collections, pages } = loadContent(root);
  const facts = placeholderValues(
    { ...settings.business, claims: settings.business.claims, promises: settings.business.promises },
    collections.towns.map((t) => t.city),
  );
  const { cards } = pages.contact;
  const words = {
    phone: cards.phone,
    email: cards.email,
    location: cards.location,
    hours: cards.hours,
    localGuide: pages.article.localEyebrow,
    guide: pages.article.guideEyebrow,
  };
  return { facts, words };
}

const runImages = promisify(execFile);

/**
 * The files of /admin/ that depend on the build's editor settings: its page, its config and, for
 * Netlify Identity, the identity widget (path in the client build -> contents).
 */
export function adminFiles(env: CmsEnv, root: string = contentRoot()): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>([
    ["admin/config.yml", stringify(cmsConfig(env, cmsChoices(root)))],
    ["admin/index.html", adminPage(env.editor.signIn, previewWords(root))],
    [ESTIMATE_RULES.path.slice(1), readFileSync(ESTIMATE_RULES.file, "utf8")],
  ]);
  if (env.editor.signIn === "netlify") files.set(IDENTITY_WIDGET.path.slice(1), readFileSync(identityWidget()));
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
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const decap = decapFiles();
      for (const file of decap.files)
        this.emitFile({ type: "asset", fileName: `admin/${file}`, source: readFileSync(join(decap.dir, file)) });
      for (const [fileName, source] of adminFiles(cmsEnv(), root)) this.emitFile({ type: "asset", fileName, source });
      const css = Object.values(bundle).find((a) => a.type === "asset" && /app-[^/]*\.css$/.test(a.fileName));
      if (css?.type === "asset") this.emitFile({ type: "asset", fileName: "admin/site.css", source: css.source });
    },
    configureServer(server) {
      const decap = decapFiles();
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0]!;
        if (path === "/admin" || path === "/admin/") {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(adminPage(cmsEnv(process.env, true).editor.signIn, previewWords(root)));
        } else if (path === IDENTITY_WIDGET.path) {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(readFileSync(identityWidget()));
        } else if (path === ESTIMATE_RULES.path) {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(readFileSync(ESTIMATE_RULES.file, "utf8"));
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
        // (scripts/build-images.mjs makes only what is missing or older than its source).
        if (file.startsWith(artDir) && pictureExtensions.includes(extname(file).toLowerCase()))
          await runImages(process.execPath, [join(server.config.root, "scripts/build-images.mjs")], {
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
