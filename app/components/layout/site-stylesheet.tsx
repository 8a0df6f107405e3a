/**
 * The site's one stylesheet (Tailwind, about 7 KB gzip), inlined into every
 * pre-rendered page so that no request blocks the first paint.
 *
 * The pre-render writes an empty <style data-inline-css="/assets/app-….css">
 * and scripts/postbuild.mjs copies into it the part of the built CSS that the
 * page can use; the page's code loads the rest (the late stylesheet,
 * scripts/page-html.mjs) when it starts, before React takes the page over.
 * React never compares `dangerouslySetInnerHTML` while hydrating, so the
 * filled element is kept as it is. On the client the text is read back from the page before React
 * starts, so that if React ever has to re-create the document (after a
 * hydration error, say) the page keeps its styles.
 * The development server has no post-build step and links the file instead.
 */
const MARKER = "data-inline-css";

const inlinedCss =
  typeof document === "undefined" ? "" : (document.querySelector(`style[${MARKER}]`)?.textContent ?? "");

export function SiteStylesheet({ href }: { href: string }) {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return <style {...{ [MARKER]: href }} dangerouslySetInnerHTML={{ __html: inlinedCss }} />;
}
