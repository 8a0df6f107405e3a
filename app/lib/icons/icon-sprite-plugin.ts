import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { iconSprite } from "./sprite.ts";

const ID = "virtual:icon-sprite";

/** The SVG favicon as a data: URL: no space (W3C's checker refuses one in a URL), and only what a URL cannot hold escaped. */
export function faviconDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[%#"&<>\s]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * `import sprite, { symbols, favicon } from "virtual:icon-sprite"`:
 * - `sprite`: the URL of the icon sprite, a content-hashed file in `assets/` (cached for good, like
 *   the scripts), written by the build and answered by the dev server;
 * - `symbols`: the sprite's `<symbol>`s, and `favicon`: `public/favicon.svg` as a data: URL, both
 *   for the pre-render only (Vite's `ssr` flag on `load`); the browser's build gets "" and reads
 *   them back from the page (app/components/layout/icon-sprite.tsx, app/root.tsx).
 */
export function iconSpritePlugin(): Plugin {
  const svg = iconSprite();
  const symbols = svg.replace(/^<svg[^>]*>|<\/svg>$/g, "");
  const fileName = `assets/icons-${createHash("sha256").update(svg).digest("hex").slice(0, 10)}.svg`;
  const favicon = faviconDataUrl(readFileSync(new URL("../../../public/favicon.svg", import.meta.url), "utf8"));
  let base = "/";
  return {
    name: "kgb-icon-sprite",
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id, options) {
      if (id !== `\0${ID}`) return;
      const server = options?.ssr ?? this.environment?.config.consumer === "server";
      return [
        `export default ${JSON.stringify(base + fileName)};`,
        `export const symbols = ${JSON.stringify(server ? symbols : "")};`,
        `export const favicon = ${JSON.stringify(server ? favicon : "")};`,
      ].join("\n");
    },
    buildStart() {
      if (this.meta.watchMode) return;
      this.emitFile({ type: "asset", fileName, source: svg });
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
  };
}
