import type { ComponentProps } from "react";
import { businessHour } from "~/lib/business-hours";
import { InlineScript } from "~/lib/inline-script";
import { PHONE_NUMBER_ATTR, phoneClock } from "~/lib/page-scripts/phone-clock";
import { cn } from "~/lib/cn";
import { useCurrentPhone } from "~/lib/use-phone";
import site from "virtual:content/site";

const { business } = site;

/**
 * "The" phone number as a tel: link: the main line in business hours, the after-hours line outside them.
 * The number never wraps at its spaces or hyphen ("(781) 555-" / "0142" is hard to read and to dial).
 */
export function PhoneLink({ children, className, ...props }: ComponentProps<"a">) {
  const phone = useCurrentPhone();
  return (
    <a href={`tel:${phone.e164}`} className={cn("whitespace-nowrap", className)} {...props}>
      {children}
      <span {...{ [PHONE_NUMBER_ATTR]: "" }}>{phone.display}</span>
    </a>
  );
}

/** On the pages React does not run: the clock that keeps every <PhoneLink> current (app/lib/page-scripts/phone-clock.ts). */
export function PhoneClock() {
  const { phone, afterHoursPhone, phoneHours } = business;
  const line = ({ display, e164 }: typeof phone) => ({ display, e164 });
  return (
    <InlineScript
      run={phoneClock}
      args={[
        businessHour,
        { start: phoneHours.start, end: phoneHours.end, main: line(phone), afterHours: line(afterHoursPhone) },
        PHONE_NUMBER_ATTR,
      ]}
    />
  );
}
