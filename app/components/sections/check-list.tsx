import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** A list of short items with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-forest" />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}
