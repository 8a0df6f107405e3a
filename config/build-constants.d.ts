import type { AnalyticsConfig, BuildConfig } from "./build-config.ts";

declare global {
  /** replaced at build time by vite.config.ts */
  const __BUILD_CONFIG__: Omit<BuildConfig, "analytics">;
  /** replaced at build time by vite.config.ts: null when no analytics are configured */
  const __ANALYTICS__: AnalyticsConfig | null;
  /** true under `react-router dev` only (vite.config.ts) */
  const __DEV_SERVER__: boolean;
}
