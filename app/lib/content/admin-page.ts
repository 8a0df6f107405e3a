/**
 * The editor's page, /admin/index.html, generated for the build's sign-in (config/build-config.ts,
 * readEditorSettings): Decap CMS (its prebuilt bundle, served from this site), the site's preview
 * templates, the upload check, the content check before a save, and for Netlify Identity the identity widget as Netlify documents it
 * (a script in the page's head), served from this site too: /admin/ loads nothing from elsewhere.
 * A build whose sign-in is not set up yet (the default, DecapBridge, without its site ID) gets a page
 * that says so and names the setting, unless it is made for editing on a computer (local backend).
 */
import type { EditorSettings } from "../../../config/build-config.ts";
import { pictureExtensions } from "../../content/schema.ts";
import { MAX_UPLOAD_BYTES } from "./cms-config.ts";

/** The identity widget's file in the netlify-identity-widget package, and where /admin/ serves it. */
export const IDENTITY_WIDGET = { file: "build/netlify-identity-widget.js", path: "/admin/netlify-identity-widget.js" };

/** Both pages' start, to the end of their <head>: kept out of search engines. */
const pageStart = (title: string, extra = "") => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title} | Kendal Green Builders</title>${extra}
  </head>`;

/** The page, for a sign-in. */
export function adminPage(editor: Pick<EditorSettings, "signIn" | "missing">, localBackend = false): string {
  if (editor.missing && !localBackend) return notSetUpPage(editor.missing);
  const widget = editor.signIn === "netlify" ? `\n    <script src="${IDENTITY_WIDGET.path}"></script>` : "";
  // Decap's screens fitted to a phone's width (decision 033).
  const phone = `\n    <link rel="stylesheet" href="/admin/phone.css" />`;
  return `${pageStart("Site editor", phone + widget)}
  <body>
    <!-- Decap CMS, the prebuilt bundle from the decap-cms package (it carries its own React), served
         from this site. Its configuration is /admin/config.yml, generated from the content schemas
         (app/lib/content/cms-config.ts); this page from app/lib/content/admin-page.ts. -->
    <script src="/admin/uploads.js" data-types="${pictureExtensions.join(",")}" data-max-bytes="${MAX_UPLOAD_BYTES}"></script>
    <script src="/admin/decap-cms.js"></script>
    <!-- The previews: the site's own components, bundled with the site's React (editor-preview.tsx). -->
    <script type="module" src="/admin/preview.js"></script>
    <script type="module" src="/admin/content-check.js"></script>
  </body>
</html>
`;
}

/** /admin/ before the sign-in's setting is given: whoever opens it learns what is missing, and who sets it. */
function notSetUpPage(setting: string): string {
  return `${pageStart("Site editor: sign-in not set up")}
  <body style="font: 1.125rem/1.5 system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
    <h1 style="font-size: 1.75rem; line-height: 1.2">The editor's sign-in is not set up yet</h1>
    <p>
      This website was built without the setting <code>${setting}</code>: the ID DecapBridge's
      dashboard (decapbridge.com) shows for this site. Once it is given to the build and the site is
      rebuilt, this page asks for your e-mail address and password.
    </p>
    <p>
      Whoever looks after the website sets it once, in the host's environment variables (on Netlify:
      <em>Project configuration</em> → <em>Environment variables</em>), or chooses another sign-in with
      <code>CMS_BACKEND</code>. How: <code>docs/editor-sign-in.md</code> in the website's code.
    </p>
  </body>
</html>
`;
}
