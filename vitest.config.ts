import { defineConfig } from "vitest/config";
import { readBuildConfig } from "./config/build-config.mjs";
import { contentPlugin } from "./app/lib/content/vite-plugin.ts";
import { iconSpritePlugin } from "./app/lib/icons/vite-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin(), iconSpritePlugin()],
  define: { __BUILD_CONFIG__: JSON.stringify(readBuildConfig({})), __DEV_SERVER__: "false" },
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "config/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
