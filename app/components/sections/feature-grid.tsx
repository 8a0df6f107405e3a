import type { Feature } from "~/content/schema";
import { cn } from "~/lib/cn";
import { Icon } from "../ui/icon";

/** Cards of icon, title and description: benefits, values, strengths, reasons. */
export function FeatureGrid({ items, columns = 4 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };
  return (
    <div className={cn("grid gap-5", cols[columns])}>
      {items.map((item) => (
        <article key={item.title} className="rounded-xl border border-linen bg-paper p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-forest/10 text-forest">
            <Icon name={item.icon} className="size-6" strokeWidth={1.75} />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{item.description}</p>
        </article>
      ))}
    </div>
  );
}
