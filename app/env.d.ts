import type { BuildConfig } from "../config/build-config.mjs";

declare global {
  /** replaced at build time by vite.config.ts */
  const __BUILD_CONFIG__: BuildConfig;
  /** true under `react-router dev` only (vite.config.ts) */
  const __DEV_SERVER__: boolean;
}
