/**
 * The site's one stylesheet (Tailwind, about 7 KB gzip), inlined into every
 * pre-rendered page so that no request blocks the first paint.
 *
 * The pre-render writes an empty <style data-inline-css="/assets/app-….css">
 * and scripts/postbuild.ts copies into it the part of the built CSS that the
 * page can use (scripts/page-html.ts), or all of it on a page React runs.
 * On the client the text is read back from the page before React starts, so
 * the element React hydrates is the one the page holds (no mismatch, in
 * React's development build too), and if React ever re-creates the document
 * the page keeps its styles.
 * The development server has no post-build step and links the file instead.
 */
const MARKER = "data-inline-css";

const inlinedCss =
  typeof document === "undefined" ? "" : (document.querySelector(`style[${MARKER}]`)?.textContent ?? "");

/** `whole`: a page React runs in the browser keeps every rule, for what it renders next (decision 026). */
export function SiteStylesheet({ href, whole }: { href: string; whole: boolean }) {
  if (__DEV_SERVER__) return <link rel="stylesheet" href={href} />;
  return (
    <style
      {...{ [MARKER]: href, "data-whole": whole ? "" : undefined }}
      dangerouslySetInnerHTML={{ __html: inlinedCss }}
    />
  );
}
