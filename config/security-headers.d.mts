import type { BuildConfig, EditorSettings } from "./build-config.mjs";

type PageCsp = { file: string; paths: string[]; csp: string; opener?: string; noindex?: boolean };
export declare const OPENER_POLICY: { page: string; editor: string };
export declare function contentSecurityPolicy(config: BuildConfig, page: { scriptHashes: string[] }): string;
export declare function adminContentSecurityPolicy(
  editor: EditorSettings,
  options?: { localBackend?: boolean },
): string;
export declare function commonHeaders(): Record<string, string>;
export declare const cacheRules: { path: string; value: string }[];
export declare const defaultCache: string;
export declare function netlifyHeaders(headers: Record<string, string>, pages: PageCsp[]): string;
export declare function nginxHeaders(headers: Record<string, string>): string;
export declare function nginxCaseMap(pages: PageCsp[]): string;
export declare function nginxCspMap(pages: PageCsp[]): string;
