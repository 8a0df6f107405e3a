import type { SVGProps } from "react";
import type { SpriteIconName } from "./icon-names";

/**
 * A decorative icon, hidden from assistive technology: a reference to its symbol in the page's icon sprite
 * (app/components/layout/icon-sprite.tsx), drawn with Lucide's stroke (its colour, caps and joins: the
 * `use` rule in app/app.css). Size and colour come from the class (`size-5 text-rust`).
 */
export function Icon({ name, strokeWidth = 2, ...props }: SVGProps<SVGSVGElement> & { name: SpriteIconName }) {
  return (
    <svg width="24" height="24" fill="none" strokeWidth={strokeWidth} aria-hidden="true" {...props}>
      <use href={`#${name}`} />
    </svg>
  );
}
