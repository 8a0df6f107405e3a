import { defineConfig } from "vitest/config";
import { readBuildConfig } from "./config/build-config.mjs";
import { contentPlugin } from "./app/lib/content/vite-plugin.ts";
import { iconSpritePlugin } from "./app/lib/icons/vite-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin(), iconSpritePlugin()],
  define: (({ analytics, ...config }) => ({
    __BUILD_CONFIG__: JSON.stringify(config),
    __ANALYTICS__: JSON.stringify(analytics),
  }))(readBuildConfig({})),
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "config/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
      "netlify/**/*.test.ts",
    ],
    environment: "node",
  },
});
