/** The 404 page logs the path that has no page (spec section 2). Self-contained (app/lib/inline-script.tsx). */
export function logMissingPath() {
  console.warn(`404: no page at "${window.location.pathname}"`);
}
