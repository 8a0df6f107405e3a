/** Build-time configuration as the app sees it (see config/build-config.mjs and the README). */
export const buildConfig = __BUILD_CONFIG__;
export const siteUrl = buildConfig.siteUrl;
