import type { ProcessStep } from "~/content/schema";
import { Icon } from "../ui/icon";

/** Numbered process steps as an ordered list. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-xl border border-linen bg-paper p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-forest font-serif text-lg font-semibold text-white">
              {step.step ?? i + 1}
            </span>
            <Icon name={step.icon} className="size-6 text-oak" strokeWidth={1.75} />
          </div>
          <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
