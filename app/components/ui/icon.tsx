import type { SVGProps } from "react";
import sprite from "virtual:icon-sprite";
import type { SpriteIconName } from "./icon-names";

/**
 * A decorative icon, hidden from assistive technology: a reference to its symbol in the icon sprite,
 * drawn with Lucide's stroke. Size and colour come from the class (`size-5 text-rust`).
 */
export function Icon({ name, strokeWidth = 2, ...props }: SVGProps<SVGSVGElement> & { name: SpriteIconName }) {
  return (
    <svg
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
