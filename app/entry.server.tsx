import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { minifySync } from "vite";
import { Prerender } from "./lib/inline-script";
import { finishPageScripts, pageScripts, recordPageScripts } from "./lib/script-registry.server";

/**
 * Runs at build time only (`ssr: false` with `prerender`): React Router pre-renders every page
 * through it. React's own default writes the page as soon as its shell is ready and streams the
 * rest (React Router's data, inside Suspense) with inline scripts that move it into place. A
 * pre-rendered page is read whole, so it waits for everything (`onAllReady`, React's documented
 * choice "for crawlers and static generation"): every boundary is complete where it stands. It also
 * gives the pages' own small scripts their minifier (app/lib/inline-script.tsx), tells the root
 * which render is React Router's SPA fallback, and records the scripts the site wrote into the page,
 * which its policy allows (app/lib/script-registry.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const scripts = pageScripts();
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <Prerender value={{ minify, spaFallback: routerContext.isSpaMode, scripts }}>
        {/* React Router's own scripts (<Scripts />, <ScrollRestoration />, its data) carry the render's
            mark as their nonce, React Router's documented prop, by which the render finds them. */}
        <ServerRouter context={routerContext} url={request.url} nonce={scripts.mark} />
      </Prerender>,
      {
        // A page is read whole: every Suspense boundary stays in place in the HTML, never moved into place
        // by a script afterwards (React's default for a boundary over 12,800 bytes), so the page reads
        // the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            try {
              const page = finishPageScripts(Buffer.concat(chunks).toString("utf8"), scripts);
              // The SPA fallback is removed by the build (every path has its page), the dev server writes nothing.
              if (!routerContext.isSpaMode && !__DEV_SERVER__)
                recordPageScripts(new URL(request.url).pathname, page.hashes);
              responseHeaders.set("Content-Type", "text/html");
              resolve(new Response(page.html, { headers: responseHeaders, status: responseStatusCode }));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // A page that fails to render stops the build, naming the error.
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}

function minify(source: string): string {
  const { code, errors } = minifySync("inline-script.js", source);
  if (errors.length) throw new Error(`inline script: ${errors.map((e) => e.message).join("; ")}`);
  return code.trim().replace(/;$/, "");
}
