import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Runs at build time only (`ssr: false` with `prerender`): React Router pre-renders every page
 * through it. React's own default writes the page as soon as its shell is ready and streams the
 * rest (React Router's data, inside Suspense) with inline scripts that move it into place. A
 * pre-rendered page is read whole, so it waits for everything (`onAllReady`, React's documented
 * choice "for crawlers and static generation"): every boundary is complete where it stands, and
 * the page carries none of React's streaming scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        // A page that fails to render stops the build, naming the error.
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
