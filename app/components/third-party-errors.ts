/**
 * Keeps an exception thrown by a third-party script (the review widget, the
 * contact form embed) from surfacing as an uncaught error of the page. Every
 * third party here has a fallback, so its failure is logged once as the
 * site's own message and the page carries on. Errors of the site's own
 * scripts are left alone.
 *
 * Which errors: those whose script URL starts with the provider's origin, and
 * "muted" ones ("Script error.", no file name), which the browser reports for
 * any cross-origin script loaded without CORS (as third-party tags are). The
 * site's own scripts are same-origin, so their errors are never muted.
 *
 * Returns a function that stops listening. Self-contained: the content pages' reviews block carries
 * its text (app/lib/page-scripts/reviews-block-script.ts).
 */
export function containThirdPartyErrors(scriptUrl: string, label: string, view: Window = window): () => void {
  let origin = "";
  try {
    origin = new URL(scriptUrl, view.location.href).origin;
  } catch {
    // an unparsable URL loads nothing, so nothing of it can throw
  }
  const onError = (event: ErrorEvent) => {
    const fromProvider = event.filename
      ? origin !== "" && event.filename.startsWith(`${origin}/`)
      : event.message === "Script error.";
    if (!fromProvider) return;
    event.preventDefault();
    console.error(`${label} raised an error:`, event.error ?? event.message);
  };
  view.addEventListener("error", onError);
  return () => view.removeEventListener("error", onError);
}
