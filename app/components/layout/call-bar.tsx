import { Icon } from "~/components/ui/icon";
import { PhoneLink } from "./phone-link";
import { SiteLink } from "./site-link";
import site from "virtual:content/site";

const { contactCta, callBarLabel } = site.navigation;

/**
 * On phones, a bar fixed to the bottom: call (the hours-aware number) or
 * start a conversation. The page reserves its height (see root.tsx), and it
 * sits above the home indicator on phones with safe-area insets. Opaque, with no
 * backdrop blur: a blur under a fixed bar is redrawn on every frame of a scroll,
 * and its rules cost every page 0.15 KB brotli of its first round trip.
 * A landmark of its own (complementary, named in the content), so a screen-reader user moving by
 * regions meets it: it sits outside the page's header, main and footer.
 */
export function CallBar() {
  return (
    <aside
      aria-label={callBarLabel}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-walnut/15 bg-paper pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(62,42,30,0.12)] md:hidden"
    >
      <div className="grid h-16 grid-cols-2 gap-2 px-3 py-2">
        <PhoneLink className="inline-flex items-center justify-center gap-2 rounded-md border-2 border-forest font-semibold text-forest">
          <Icon name="phone" className="size-5" />
          <span className="sr-only">Call </span>
        </PhoneLink>
        <SiteLink
          to={contactCta.href}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-forest text-sm font-semibold text-white"
        >
          <Icon name="message-square" className="size-5" />
          {contactCta.name}
        </SiteLink>
      </div>
    </aside>
  );
}
