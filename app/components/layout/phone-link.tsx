import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { useCurrentPhone } from "~/lib/use-phone";

/**
 * "The" phone number as a tel: link: the main line in business hours, the after-hours line outside them.
 * The number never wraps at its spaces or hyphen ("(781) 555-" / "0142" is hard to read and to dial).
 */
export function PhoneLink({ children, className, ...props }: ComponentProps<"a">) {
  const phone = useCurrentPhone();
  return (
    <a href={`tel:${phone.e164}`} className={cn("whitespace-nowrap", className)} {...props}>
      {children}
      {phone.display}
    </a>
  );
}
