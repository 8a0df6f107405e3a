/** Build-time configuration as the app sees it (see config/build-config.ts and the README). */
export const buildConfig = __BUILD_CONFIG__;
export const siteUrl = buildConfig.siteUrl;
