import type { ComponentProps } from "react";
import { useCurrentPhone } from "~/lib/use-phone";

/** "The" phone number as a tel: link: the main line in business hours, the after-hours line outside them. */
export function PhoneLink({ children, ...props }: ComponentProps<"a">) {
  const phone = useCurrentPhone();
  return (
    <a href={`tel:${phone.e164}`} {...props}>
      {children}
      {phone.display}
    </a>
  );
}
