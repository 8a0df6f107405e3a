/**
 * The site's one stylesheet (Tailwind, about 7 KB gzip), inlined into every
 * pre-rendered page so that no request blocks the first paint.
 *
 * The pre-render writes an empty <style data-inline-css="/assets/app-….css">
 * and scripts/postbuild.mjs copies into it the part of the built CSS that the
 * page can use (scripts/page-html.mjs); the page's code loads the whole file
 * when it starts, before React takes the page over (app/lib/page-code.ts).
 * On the client the text is read back from the page before React starts, so
 * the element React hydrates is the one the page holds (no mismatch, in
 * React's development build too), and if React ever re-creates the document
 * the page keeps its styles.
 * The development server has no post-build step and links the file instead.
 */
const MARKER = "data-inline-css";

const inlinedCss =
  typeof document === "undefined" ? "" : (document.querySelector(`style[${MARKER}]`)?.textContent ?? "");

export function SiteStylesheet({ href }: { href: string }) {
  if (__DEV_SERVER__) return <link rel="stylesheet" href={href} />;
  return <style {...{ [MARKER]: href }} dangerouslySetInnerHTML={{ __html: inlinedCss }} />;
}
