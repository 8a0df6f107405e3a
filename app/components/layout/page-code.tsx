import { createContext, use } from "react";
import { Scripts } from "react-router";
import { PAGE_CODE_ID } from "~/lib/page-code";

/**
 * The starter's source while pre-rendering (app/entry.server.tsx provides it), null in the browser:
 * the browser's code never carries it.
 */
export const PageCodeStarter = createContext<string | null>(null);

/**
 * React Router's scripts, which start the page's code (decision 019). Pre-rendered, they sit in a
 * <template>, where the browser keeps them without running them or fetching what they import, and an
 * inline script of ours (pageCodeStarter, app/lib/page-code.server.ts) puts a copy of them after itself once
 * the page has painted. In the browser the component renders the starter (whose text React leaves as
 * the page has it) and those scripts where the copy is, so React hydrates the page it finds; it passes
 * over the template, as React 19 does with any element it does not expect in <body>.
 */
export function PageCode() {
  const starter = use(PageCodeStarter);
  if (starter === null)
    return (
      <>
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
        <Scripts />
      </>
    );
  return (
    <>
      <template id={PAGE_CODE_ID}>
        <Scripts />
      </template>
      <script dangerouslySetInnerHTML={{ __html: starter }} />
    </>
  );
}
