/**
 * When the page's code starts (app/components/layout/page-code.tsx). Its 100-120 KB would otherwise
 * share a phone's connection with the page's text and lead picture, and React's work of hydrating the
 * page (30-60 ms on a phone) its main thread, so it waits until the page has painted: its largest
 * paint so far is reported (Largest Contentful Paint) and its lead picture (`<img data-hero>`, the
 * `priority` picture of `<Art>`) has been shown or has failed. A tap, a key press or a scroll starts
 * it at once (the visitor wants the page to respond now, and the browser reports no largest paint
 * after one), as do a page in a background tab and a browser that reports no paint timing; a paint
 * that never comes starts it after PAINT_WAIT_MS.
 *
 * The page carries this function's source as an inline script (pageCodeStarter in
 * ./page-code.server.ts), in every page's first round trip: it is kept short, and refers to nothing
 * outside itself (everything it uses comes in through its parameters).
 */
export const PAINT_WAIT_MS = 3000;

export function afterLeadPicture(start: () => void, doc: Document, waitMs: number) {
  let started = false;
  const go = () => {
    if (!started) {
      started = true;
      start();
    }
  };
  const view = doc.defaultView!;
  for (const type of ["pointerdown", "keydown", "scroll"])
    view.addEventListener(type, go, { once: true, capture: true, passive: true });
  const types = view.PerformanceObserver?.supportedEntryTypes ?? [];
  if (doc.visibilityState === "hidden" || !types.includes("largest-contentful-paint")) return go();
  view.setTimeout(go, waitMs);

  // Two things to wait for: a largest paint reported, and the lead picture shown (or failed; decode()
  // waits for it to arrive). Shown is the largest paint naming it, or the frame after its decode: a
  // picture decoded is not yet painted. Neither the paint report nor its naming the picture waits on a
  // timer, so a test's paused clock does not hold the page's code back.
  const hero = doc.querySelector<HTMLImageElement>("img[data-hero]");
  let painted = false;
  let shown = !hero;
  const check = () => painted && shown && go();
  const heroShown = () => {
    shown = true;
    check();
  };
  hero?.decode().then(() => view.requestAnimationFrame(() => view.setTimeout(heroShown)), heroShown);
  new view.PerformanceObserver((list) => {
    painted = true;
    if (list.getEntries().some((e) => (e as PerformanceEntry & { element?: Element }).element === hero)) shown = true;
    check();
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** The id of the <template> that holds React Router's scripts until the page has painted. */
export const PAGE_CODE_ID = "page-code";

/**
 * What the starter does once afterLeadPicture says so: puts React Router's scripts, unread and
 * unchanged, into the page right after the starter (the template's next sibling), where the browser
 * runs them as it would have in place. The build moves them out of the page into a file of their
 * own, named in the template's data-src (moveHeldCode in scripts/page-html.mjs), so the page's first
 * round trip does not carry them; a page the build has not finished still holds them in the template.
 * Like afterLeadPicture, it refers to nothing outside itself.
 */
export function startHeldCode(doc: Document, id: string) {
  const template = doc.getElementById(id) as HTMLTemplateElement;
  const place = (code: DocumentFragment) => template.nextElementSibling!.after(code);
  const src = template.dataset.src;
  if (!src) return place(doc.importNode(template.content, true));
  // Parsed by createContextualFragment, unlike innerHTML, the scripts run once in the page. If the file
  // does not arrive, the page stays as it was served (links and forms work without its code) and the
  // console says why.
  const view = doc.defaultView!;
  void view
    .fetch(src)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${src}: ${response.status}`))))
    .then((code) => place(doc.createRange().createContextualFragment(code)), view.console.error);
}

/**
 * Loads the site's whole stylesheet, which the page's inline <style> names (SiteStylesheet), and
 * resolves when it has loaded or failed: what React renders next (an open menu, a form's messages,
 * the next page) may use rules the page did not need.
 */
export function wholeStylesheet(doc: Document = document): Promise<void> {
  const href = doc.querySelector("style[data-inline-css]")?.getAttribute("data-inline-css");
  if (!href) return Promise.resolve();
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    for (const type of ["load", "error"]) link.addEventListener(type, () => resolve());
  });
  doc.head.append(link);
  return settled;
}
