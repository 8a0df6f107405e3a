import type { AnalyticsConfig, BuildConfig } from "../config/build-config.mjs";

declare global {
  /** replaced at build time by vite.config.ts */
  const __BUILD_CONFIG__: Omit<BuildConfig, "analytics">;
  /** replaced at build time by vite.config.ts: null when no analytics are configured */
  const __ANALYTICS__: AnalyticsConfig | null;
}

declare module "react" {
  // The type parameter must match React's own declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the page's lead picture is `elementtiming="hero"` (scripts/page-html.mjs waits for its paint). */
    elementtiming?: string;
  }
}
