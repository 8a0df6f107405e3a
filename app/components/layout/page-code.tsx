import { createContext, use } from "react";
import { Scripts, ScrollRestoration } from "react-router";
import { PAGE_CODE_ID } from "~/lib/page-code";

/**
 * The starter's source while pre-rendering (app/entry.server.tsx provides it), null in the browser:
 * the browser's code never carries it.
 */
export const PageCodeStarter = createContext<string | null>(null);

/**
 * React Router's scripts, which start the page's code (decision 019). Pre-rendered, they sit in a
 * <template>, where the browser keeps them without running them or fetching what they import, followed
 * by a script of ours (pageCodeStarter, app/lib/page-code.server.ts) that puts them after itself once
 * the page has painted. The build moves the template's content into a file of its own
 * (scripts/page-html.mjs), which the starter fetches. In the browser the component
 * renders the starter (an empty script, whatever the page's element holds) and those scripts where they
 * were put, so React hydrates the page it finds; it passes over the template, as React 19 does with any
 * element it does not expect in <body>.
 *
 * React Router's scroll restoration goes with them, just before its scripts as it asks. Its inline script
 * restores, from the session's saved positions, where a reloaded or revisited page was scrolled to;
 * the browser itself has already done so (React Router hands scroll restoration back to the browser
 * when the page is left), so it can wait with the rest rather than ride in the first round trip.
 */
export function PageCode() {
  const starter = use(PageCodeStarter);
  // In the browser (and so in its code) only this first form.
  if (!import.meta.env.SSR || starter === null)
    return (
      <>
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
        <ScrollRestoration />
        <Scripts />
      </>
    );
  return (
    <>
      <template id={PAGE_CODE_ID}>
        <ScrollRestoration />
        <Scripts />
      </template>
      <script dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}
