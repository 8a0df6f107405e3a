import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import { Suspense, use, type ReactNode } from "react";
import { Prerender } from "./lib/inline-script";
import stylesheetHref from "./app.css?url";
import { Analytics } from "./components/layout/analytics";
import { favicon as builtFavicon } from "virtual:icon-sprite";
import { CallBar } from "./components/layout/call-bar";
import { IconSprite } from "./components/layout/icon-sprite";
import { PhoneClock } from "./components/layout/phone-link";
import { SpeculationRules } from "./components/layout/speculation-rules";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SiteStylesheet } from "./components/layout/site-stylesheet";
import site from "virtual:content/site";

const { business } = site;
/** The page's own content: the skip link leads to it. */
const MAIN_ID = "main";

/**
 * The SVG favicon, in the page as a data: URL (0.4 KB gzip): a file of its own is fetched for the tab
 * as soon as the page has loaded, which on a short page is before its first paint. The pre-render
 * writes it (app/lib/icons/icon-sprite-plugin.ts); the browser reads it back, so its code does not carry it.
 */
const SVG_FAVICON = 'link[rel="icon"][type="image/svg+xml"]';
const favicon =
  typeof document === "undefined"
    ? builtFavicon
    : (document.querySelector(SVG_FAVICON)?.getAttribute("href") ?? "/favicon.svg");

/**
 * What a route says of itself in its `handle`: `hydrate: true`, React runs in the browser on its page
 * (its forms, the estimator, the search, the filter: decision 026); `searchable: false`, the page stays
 * out of the site search index.
 */
type Handle = { hydrate?: boolean; searchable?: boolean };

function useHandles() {
  const handles = useMatches().map((m) => (m.handle ?? {}) as Handle);
  // React Router's SPA fallback exists to hydrate (the build removes it: every path has its page or the 404 page).
  const spaFallback = use(Prerender)?.spaFallback ?? false;
  return {
    hydrate: spaFallback || handles.some((h) => h.hydrate === true),
    searchable: !handles.some((h) => h.searchable === false),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const { hydrate, searchable } = useHandles();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <SiteStylesheet href={stylesheetHref} whole={hydrate} />
        <meta name="theme-color" content="#22372b" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* With credentials, the manifest is fetched over the page's own connection, not a new one. */}
        <link rel="manifest" href="/site.webmanifest" crossOrigin="use-credentials" />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${business.name}: planning guides`}
          href={site.paths.feed}
        />
        <Meta />
        <Links />
        <SpeculationRules />
      </head>
      <body className="pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-md bg-forest px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <SiteHeader />
        {/* On a page React runs, each boundary hydrates on its own (React's selective hydration): a tap
            on the header's menu waits only for the header, not for the whole page, on a slow phone. */}
        <main id={MAIN_ID} tabIndex={-1} className="outline-none" data-pagefind-body={searchable ? "" : undefined}>
          <Suspense>{children}</Suspense>
        </main>
        <Suspense>
          <SiteFooter />
          <CallBar />
        </Suspense>
        {__ANALYTICS__ && <Analytics config={__ANALYTICS__} />}
        <IconSprite />
        {/* React in the browser only where the page needs it (React Router's "Disabling JavaScript"
            guide); the other pages keep their phone number current with a small script of ours. */}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <PhoneClock />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The router's fallback screen. The stack is shown in development builds only. */
export function ErrorBoundary() {
  const error = useRouteError();
  let message = "Something went wrong.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="container-page py-20">
      <title>{`Unexpected Application Error! | ${business.name}`}</title>
      <h1 className="text-3xl font-semibold sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-soft">{message}</p>
      {stack && <pre className="mt-6 overflow-x-auto rounded-md bg-linen p-4 text-sm">{stack}</pre>}
      <p className="mt-8">
        <a href="/" className="font-semibold text-rust underline underline-offset-4">
          Return to Home
        </a>
      </p>
    </section>
  );
}
