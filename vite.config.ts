import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./config/build-config.ts";
import { contentPlugin } from "./app/lib/content/content-modules-plugin.ts";
import { iconSpritePlugin } from "./app/lib/icons/icon-sprite-plugin.ts";

// Analytics are a constant of their own: unset (null), the code that counts is removed from the
// bundles, so the pages carry not one byte of it.
const { analytics, ...buildConfig } = readBuildConfig();

export default defineConfig(({ command }) => ({
  plugins: [contentPlugin(), iconSpritePlugin(), tailwindcss(), reactRouter()],
  // One define per value (`__BUILD_CONFIG__.siteUrl`...): a module that reads one carries only that one.
  // __DEV_SERVER__: `react-router dev`, which has no post-build step; a build with React's development
  // build (NODE_ENV=development, tests/e2e/hydration.spec.ts) is still a build.
  define: {
    ...Object.fromEntries(
      Object.entries(buildConfig).map(([key, value]) => [`__BUILD_CONFIG__.${key}`, JSON.stringify(value)]),
    ),
    __ANALYTICS__: JSON.stringify(analytics),
    __DEV_SERVER__: JSON.stringify(command === "serve"),
  },
  resolve: { tsconfigPaths: true },
  // Fewer, larger files for a first visit: each file costs its own request, gzip header and
  // dictionary. React, React DOM and React Router are one file, the client entry another; the modules that three
  // or more routes share (layout, sections, content, helpers) are one more. What fewer routes use stays
  // split per route. Only the pages React runs load them (docs/decisions/026-html-first.md).
  build: {
    rolldownOptions: {
      output: {
        // Chrome compiles every function of the chunk that holds React DOM while it downloads,
        // off the main thread, instead of each on its first call during start-up.
        postBanner: (chunk) =>
          chunk.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id))
            ? "//# allFunctionsCalledOnLoad"
            : "",
        codeSplitting: {
          groups: [
            {
              name: "framework",
              // Not React Router's client entry (the default one, in @react-router/dev), the one module
              // that calls React DOM's client (hydrateRoot): left out, it is a file of its own, and the
              // browser runs the route modules with React and React Router in one task, then the entry
              // with React DOM's client in another (about 20 and 57 ms at CPU 4x, against one task of
              // 110 ms with the entry in this file): a first tap on the menu waits less.
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|rolldown[\\/]runtime/,
              priority: 2,
            },
            {
              name: "shared",
              // Not the forms' drafts (app/lib/draft-storage.ts, app/lib/forms/): the pages with a form or the
              // estimator share them, the others need none. Nor the dates and months (app/lib/format.ts):
              // articles, reviews and the estimator's review month, not the home page.
              test: /app[\\/](components[\\/](layout|ui|sections|search)[\\/]|lib[\\/](?!draft-storage\.|forms[\\/]|format\.))|config[\\/]site-url\.|virtual:(content|icon-sprite)/,
              minShareCount: 3,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
