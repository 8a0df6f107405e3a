import { CircleCheck, X } from "lucide-react";

/** A notification that screen readers announce; it stays until the visitor closes it. */
export function Toast({ title, description, onClose }: { title: string; description: string; onClose: () => void }) {
  return (
    <div className="fixed right-4 bottom-24 left-4 z-50 sm:left-auto sm:w-96 lg:bottom-6">
      <div className="flex gap-3 rounded-xl border border-forest/30 bg-paper p-4 shadow-2xl">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-forest" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold text-walnut-dark">{title}</p>
          <p className="mt-1 text-sm text-ink-soft">{description}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-md text-ink-soft hover:bg-linen"
          aria-label="Dismiss notification"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
