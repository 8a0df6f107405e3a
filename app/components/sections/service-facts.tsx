import type { ComponentProps } from "react";
import type { Fact } from "~/content/schema";

/** Headline figures of a service: durations and value claims. */
/** Name the strip with `aria-label` (its copy is in the page's content file). */
export function ServiceFacts({ facts, ...props }: ComponentProps<"section"> & { facts: readonly Fact[] }) {
  return (
    <section {...props} className="bg-walnut-dark text-cream">
      <dl className="container-page grid gap-6 py-8 sm:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col">
            <dt className="order-2 mt-1 text-cream/85">{fact.label}</dt>
            <dd className="order-1 font-serif text-3xl font-semibold text-honey">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
