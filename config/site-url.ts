/** Build-time configuration as the app sees it (see config/build-config.ts and the README). */
// Each value is defined on its own (vite.config.ts), so a page's code carries only the values its
// modules read (__BUILD_CONFIG__.reviewWidgetScript where the reviews are, say), not the whole object.
export const siteUrl = __BUILD_CONFIG__.siteUrl;
