/**
 * The Services dropdown opens by CSS alone (hover and keyboard focus: app/components/layout/desktop-nav.tsx).
 * This small script adds what CSS cannot: Escape closes it and returns focus to the Services link
 * (content on hover or focus must be dismissible, WCAG 1.4.13), and the link's `aria-expanded` says
 * whether the list is shown. `attr` marks the dropdown's list item; `data-closed` on it hides the list
 * until the pointer or the focus leaves.
 *
 * Self-contained: written into every page as it is (app/lib/inline-script.tsx).
 */
export function servicesMenu(attr: string) {
  for (const item of document.querySelectorAll<HTMLElement>(`[${attr}]`)) {
    const trigger = item.querySelector("a")!;
    const update = () =>
      trigger.setAttribute(
        "aria-expanded",
        String(!item.hasAttribute("data-closed") && (item.matches(":hover") || item.contains(document.activeElement))),
      );
    const reopen = () => {
      item.removeAttribute("data-closed");
      update();
    };
    item.addEventListener("mouseenter", update);
    item.addEventListener("mouseleave", reopen);
    item.addEventListener("focusin", update);
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) reopen();
    });
    item.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || item.hasAttribute("data-closed")) return;
      event.preventDefault();
      item.setAttribute("data-closed", "");
      trigger.focus();
      update();
    });
  }
}
