/**
 * Holds the page's first paint until the browser has read the whole header and reached the page's
 * <main> (the element of id `mainId`), with the HTML standard's `<link rel="expect" blocking="render">`
 * (Chrome 124 on; other browsers ignore it). A browser paints a page it is still reading whenever its
 * reader pauses (bytes arriving slowly, a busy phone): the header without its right-hand buttons, say,
 * whose menu links then move over when the buttons arrive, a layout shift the visitor sees and CLS
 * counts. Chrome lets the paint go as soon as <main> is in the page, so the content below the header
 * still shows as it arrives.
 *
 * The W3C checker accepts `blocking` on a stylesheet link only, so a script adds the link; it runs
 * before the browser reaches <body>, while such a link still counts.
 */
export function PaintAfterHeader({ mainId }: { mainId: string }) {
  const hold = `document.head.insertAdjacentHTML("beforeend","<link rel=expect href=#${mainId} blocking=render>")`;
  return <script dangerouslySetInnerHTML={{ __html: hold }} />;
}
