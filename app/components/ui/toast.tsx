import { Icon } from "./icon";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A notification that screen readers announce; it stays until the visitor closes it. */
export function Toast({
  title,
  description,
  tone = "success",
  onClose,
}: {
  title: string;
  description: ReactNode;
  tone?: "success" | "error";
  onClose: () => void;
}) {
  return (
    <div className="fixed right-4 bottom-24 left-4 z-50 sm:left-auto sm:w-96 lg:bottom-6">
      <div
        className={cn(
          "flex gap-3 rounded-xl border bg-paper p-4 shadow-2xl",
          tone === "success" ? "border-forest/30" : "border-rust/50",
        )}
      >
        <Icon
          name={tone === "success" ? "circle-check" : "circle-alert"}
          className={cn("mt-0.5 size-6 shrink-0", tone === "success" ? "text-forest" : "text-rust")}
          aria-hidden="true"
        />
        <div className="flex-1">
          <p className="font-semibold text-walnut-dark">{title}</p>
          <div className="mt-1 text-sm text-ink-soft">{description}</div>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-md text-ink-soft hover:bg-linen"
          aria-label="Dismiss notification"
        >
          <Icon name="x" className="size-4" />
        </button>
      </div>
    </div>
  );
}
