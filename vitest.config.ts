import { defineConfig } from "vitest/config";
import { readBuildConfig } from "./config/build-config.ts";
import { contentPlugin } from "./app/lib/content/content-modules-plugin.ts";
import { iconSpritePlugin } from "./app/lib/icons/icon-sprite-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin(), iconSpritePlugin()],
  define: (({ analytics, ...config }) => ({
    __BUILD_CONFIG__: JSON.stringify(config),
    __ANALYTICS__: JSON.stringify(analytics),
    __DEV_SERVER__: "false",
  }))(readBuildConfig({})),
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    projects: [
      // Everything that needs no build (npm run test:unit).
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "config/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/unit/**/*.test.ts",
            "netlify/**/*.test.ts",
          ],
        },
      },
      // What reads the test build, build-e2e (npm run test:build, after build:e2e).
      { extends: true, test: { name: "build", include: ["app/**/*.build-test.{ts,tsx}"] } },
    ],
  },
});
