/**
 * Writes the window's scroll position into a CSS custom property (`--scroll-y`, in pixels, unitless)
 * on every element carrying `attr`, at most once per animation frame, from a passive listener: the
 * woodworking page's scroll-position style variable (spec section 2).
 *
 * Self-contained: written into the page as it is (app/lib/inline-script.tsx).
 */
export function scrollVar(attr: string) {
  const view = window;
  const elements = document.querySelectorAll<HTMLElement>(`[${attr}]`);
  let frame = 0;
  const write = () => {
    frame = 0;
    for (const element of elements) element.style.setProperty("--scroll-y", String(Math.round(view.scrollY)));
  };
  write();
  view.addEventListener("scroll", () => (frame ||= view.requestAnimationFrame(write)), { passive: true });
}
