/**
 * Speculation Rules (Chromium; other browsers ignore the script): a link the visitor hovers or
 * touches is fetched, and the page prerendered, before the tap lands, so moving between pages is
 * instant where the browser can make it so. Same-origin documents only (paths of this site), never
 * the editor, a download or a link that opens elsewhere. The page's policy allows it by its hash
 * (app/lib/script-registry.server.ts).
 */
import { use } from "react";
import { Prerender } from "~/lib/inline-script";

const RULES = {
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin/*" } },
          { not: { selector_matches: "[target], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

const SOURCE = JSON.stringify(RULES);

export function SpeculationRules() {
  use(Prerender)?.scripts.add(SOURCE);
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
