import { useEffect, type RefObject } from "react";

/**
 * Writes the window's scroll position into a CSS custom property on `ref`
 * (default `--scroll-y`, in pixels, unitless), at most once per animation
 * frame, from a passive listener.
 */
export function useScrollVar(ref: RefObject<HTMLElement | null>, enabled = true, name = "--scroll-y") {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let frame = 0;
    const write = () => {
      frame = 0;
      element.style.setProperty(name, String(Math.round(window.scrollY)));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(write);
    };
    write();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, enabled, name]);
}
