/** Types of ./index.js (a Netlify build plugin in plain JavaScript: Netlify runs it on Node as it is). */
/** Netlify's `utils.cache` (@netlify/cache-utils): paths relative to the build's directory. */
export type BuildCache = {
  restore(paths: string | string[]): Promise<boolean>;
  save(paths: string | string[]): Promise<boolean>;
};
export declare const CACHED: string[];
export declare function problemsFile(cwd?: string): string;
export declare function onPreBuild(options: {
  netlifyConfig: { build: { environment: Record<string, string> } };
  utils: { cache: BuildCache };
}): Promise<void>;
export declare function onPostBuild(options: { utils: { cache: BuildCache } }): Promise<void>;
export declare function ownerNotice(failure: { problems: string; error: string; site?: string; log?: string }): {
  subject: string;
  text: string;
};
export declare function onError(options: { error: unknown }): Promise<void>;
