import { createContext, use } from "react";

/**
 * Our own small scripts on the pages (app/lib/page-scripts/): each is a self-contained TypeScript
 * function, type-checked and unit-tested like any other, that refers to nothing outside itself
 * (everything it uses comes in through its arguments). At pre-render, <InlineScript> writes it into
 * the page as `(function)(arguments)`, minified by the minifier app/entry.server.tsx provides;
 * and adds it to the page's scripts, which the page's Content-Security-Policy allows by their hashes
 * (app/lib/script-registry.server.ts). The browser runs it as it reads the page: no request, no framework.
 */
export const Prerender = createContext<{
  /** the minifier for our own inline scripts */
  minify: (source: string) => string;
  /** the scripts the site writes into the page being rendered, which its policy allows */
  scripts: PageScripts;
  /** React Router's SPA fallback page (which the build removes), rendered to hydrate whatever the path */
  spaFallback: boolean;
} | null>(null);

/** The scripts of the page being rendered (app/lib/script-registry.server.ts). */
export type PageScripts = {
  /** a script of ours, by the exact text the page carries */
  add(source: string): void;
  /** the `nonce` React Router's own scripts are rendered with, so that the render finds them */
  mark: string;
};

type Arg = string | number | boolean | null | ((...args: never[]) => unknown) | { [key: string]: unknown } | Arg[];

/** The source of `run(...args)`: functions by their text, everything else as JSON. */
export function callSource(run: (...args: never[]) => unknown, args: readonly Arg[]): string {
  const values = args.map((a) => (typeof a === "function" ? a.toString() : JSON.stringify(a)));
  return `(${run.toString()})(${values.join(",")})`;
}

/**
 * A script that runs `run(...args)` where it stands. In the browser's own render (a page React
 * hydrates) the element is kept as the page has it: the script has already run.
 */
export function InlineScript<A extends Arg[]>({ run, args }: { run: (...args: A) => unknown; args: A }) {
  const prerender = use(Prerender);
  const source = prerender ? prerender.minify(callSource(run, args)) : "";
  prerender?.scripts.add(source);
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
