type Line = { display: string; e164: string };
export type PhoneLines = { start: number; end: number; main: Line; afterHours: Line };

/** The attribute <PhoneLink> puts on each phone number it shows, which the clock rewrites. */
export const PHONE_NUMBER_ATTR = "data-phone-number";

/**
 * The content pages' phone clock (spec section 4): every number <PhoneLink> shows is the main line
 * from `start` (inclusive) to `end` (exclusive), US Eastern time, and the after-hours line outside
 * them, recomputed at each minute boundary without a reload. The pages React hydrates do the same with
 * useCurrentPhone (app/lib/use-phone.ts), from the same businessHour.
 *
 * Self-contained: written into the page as it is (app/lib/inline-script.tsx), it refers to nothing
 * outside itself.
 */
export function phoneClock(hourOf: (date: Date) => number, lines: PhoneLines, attr: string) {
  const show = () => {
    const now = new Date();
    const hour = hourOf(now);
    const line = hour >= lines.start && hour < lines.end ? lines.main : lines.afterHours;
    for (const number of document.querySelectorAll(`[${attr}]`)) {
      if (number.textContent !== line.display) number.textContent = line.display;
      number.closest("a")?.setAttribute("href", `tel:${line.e164}`);
    }
    setTimeout(show, 60_000 - (now.getTime() % 60_000));
  };
  show();
}
