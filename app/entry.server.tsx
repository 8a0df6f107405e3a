import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { CrawlerHeadTags } from "./components/layout/crawler-head";
import { PageCodeStarter } from "./components/layout/page-code";
import { crawlerHeadContext } from "./lib/crawler-head";
import { holdLateScripts, pageCodeStarter } from "./lib/page-code.server";

/**
 * Runs at build time only (`ssr: false` with `prerender`): React Router pre-renders every page
 * through it. React's own default writes the page as soon as its shell is ready and streams the
 * rest (React Router's data, inside Suspense) with inline scripts that move it into place. A
 * pre-rendered page is read whole, so it waits for everything (`onAllReady`, React's documented
 * choice "for crawlers and static generation"): every boundary is complete where it stands, and
 * the page carries none of React's streaming scripts. The page's code starts once the page has
 * painted (app/components/layout/page-code.tsx), so the scripts React writes after the document
 * wait with it (holdLateScripts). The page route's middleware gives the tags only crawlers read
 * (app/lib/crawler-head.ts), which <CrawlerHead> writes at the end of <head>.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const starter = pageCodeStarter();
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <PageCodeStarter value={starter}>
        <CrawlerHeadTags value={loadContext.get(crawlerHeadContext)}>
          <ServerRouter context={routerContext} url={request.url} />
        </CrawlerHeadTags>
      </PageCodeStarter>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            try {
              const html = holdLateScripts(Buffer.concat(chunks).toString("utf8"), starter);
              responseHeaders.set("Content-Type", "text/html");
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
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
