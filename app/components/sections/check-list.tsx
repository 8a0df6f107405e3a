import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** A list of short items with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-forest" aria-hidden="true" />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
