import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./config/build-config.mjs";
import { contentPlugin } from "./app/lib/content/vite-plugin.ts";

export default defineConfig({
  plugins: [contentPlugin(), tailwindcss(), reactRouter()],
  define: { __BUILD_CONFIG__: JSON.stringify(readBuildConfig()) },
  resolve: { tsconfigPaths: true },
});
