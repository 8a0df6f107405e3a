import { buildConfig } from "~/config/env";

/**
 * Netlify Identity e-mails its invitation and password-reset links to the site's home page
 * ("https://site/#invite_token=..."), as Netlify documents. This forwards them to the editor, whose
 * sign-in widget opens "set your password" (or "recover password") from that link. Rendered on the
 * home page only, and only when the owner signs in with Netlify Identity; a few bytes, run before
 * anything else, allowed by its hash in the page's policy (scripts/postbuild.mjs).
 */
const FORWARD = `/^#(invite|recovery|confirmation|email_change)_token=/.test(location.hash)&&location.replace("/admin/"+location.hash)`;

export function EditorLinkForwarder() {
  if (buildConfig.editorSignIn !== "netlify") return null;
  return <script dangerouslySetInnerHTML={{ __html: FORWARD }} />;
}
