import type { AnalyticsConfig, BuildConfig } from "../config/build-config.mjs";

declare global {
  /** replaced at build time by vite.config.ts */
  const __BUILD_CONFIG__: Omit<BuildConfig, "analytics">;
  /** replaced at build time by vite.config.ts: null when no analytics are configured */
  const __ANALYTICS__: AnalyticsConfig | null;
  /** true under `react-router dev` only (vite.config.ts) */
  const __DEV_SERVER__: boolean;
}

declare module "react" {
  // React renders it on any element; @types/react 19.3 types it on <img> and <link> only, and
  // React Router's <Scripts> passes its props to the module script (app/root.tsx).
  // The type parameter must match React's own declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface AllHTMLAttributes<T> {
    fetchPriority?: "high" | "low" | "auto";
  }
}
