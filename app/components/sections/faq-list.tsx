import { Icon } from "~/components/ui/icon";
import type { Faq } from "~/content/schema";

/** Questions and answers as native disclosure widgets: readable and usable without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-linen rounded-xl border border-linen bg-paper">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5 sm:p-6">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-lg font-semibold text-walnut-dark [&::-webkit-details-marker]:hidden">
            <h3 className="font-sans text-lg font-semibold">{faq.question}</h3>
            <Icon name="chevron-down" className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-relaxed text-ink-soft">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
