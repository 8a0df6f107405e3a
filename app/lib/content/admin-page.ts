/**
 * The editor's page, /admin/index.html, generated for the build's sign-in (config/build-config.mjs,
 * readEditorSettings): Decap CMS (its prebuilt bundle, served from this site), the site's preview
 * templates, the upload check, and for Netlify Identity the identity widget as Netlify documents it
 * (a script in the page's head), served from this site too: /admin/ loads nothing from elsewhere.
 */
import type { EditorSignIn } from "../../../config/build-config.mjs";
import { pictureExtensions } from "../../content/schema.ts";
import { contentFiles } from "../../content/table.ts";
import { MAX_UPLOAD_BYTES } from "./cms-config.ts";

/** The identity widget's file in the netlify-identity-widget package, and where /admin/ serves it. */
export const IDENTITY_WIDGET = { file: "build/netlify-identity-widget.js", path: "/admin/netlify-identity-widget.js" };

/** A value for an HTML attribute in double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What the previews show as the site does (public/admin/preview.js). */
export type PreviewWords = {
  /** the business facts prose names as `{phone}`, `{city}`... (./load.ts, placeholderValues) */
  facts: Record<string, string>;
  /** the site's words around what an entry holds: the contact cards' headings, the guides' small lines */
  words: Record<string, string>;
};

/** The page, for a sign-in, with the words its previews show. */
export function adminPage(signIn: EditorSignIn, preview: PreviewWords = { facts: {}, words: {} }): string {
  const widget = signIn === "netlify" ? `\n    <script src="${IDENTITY_WIDGET.path}"></script>` : "";
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Site editor | Kendal Green Builders</title>${widget}
  </head>
  <body>
    <!-- Decap CMS, the prebuilt bundle from the decap-cms package (it carries its own React), served
         from this site. Its configuration is /admin/config.yml, generated from the content schemas
         (app/lib/content/cms-config.ts); this page from app/lib/content/admin-page.ts. -->
    <script src="/admin/uploads.js" data-types="${pictureExtensions.join(",")}" data-max-bytes="${MAX_UPLOAD_BYTES}"></script>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/preview.js" data-facts="${attribute(JSON.stringify(preview.facts))}" data-words="${attribute(JSON.stringify(preview.words))}" data-files="${Object.values(
      contentFiles,
    )
      .map((f) => f.name)
      .join(" ")}"></script>
    <script type="module" src="/admin/estimate-check.js"></script>
  </body>
</html>
`;
}
