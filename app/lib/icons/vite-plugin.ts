import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { iconSprite } from "./sprite.ts";

const ID = "virtual:icon-sprite";

/**
 * `import sprite from "virtual:icon-sprite"` gives the URL of the icon sprite: a content-hashed file
 * in `assets/` (cached for good, like the scripts), written by the build and answered by the dev server.
 */
export function iconSpritePlugin(): Plugin {
  const svg = iconSprite();
  const fileName = `assets/icons-${createHash("sha256").update(svg).digest("hex").slice(0, 10)}.svg`;
  let base = "/";
  return {
    name: "kgb-icon-sprite",
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(base + fileName)};` : undefined),
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
