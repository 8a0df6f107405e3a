import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildConfig } from "./config/build-config.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_CONFIG__: JSON.stringify(readBuildConfig()) },
  resolve: { tsconfigPaths: true },
});
