import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A page section with an optional eyebrow, heading and lead, on a cream or paper ground. */
export function Section({
  eyebrow,
  heading,
  lead,
  tone = "cream",
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: string;
  heading?: string;
  lead?: ReactNode;
  tone?: "cream" | "paper" | "linen";
}) {
  const tones = { cream: "bg-cream", paper: "bg-paper", linen: "bg-linen/60" };
  return (
    <section className={cn(tones[tone], "py-14 sm:py-20", className)} {...props}>
      <div className="container-page">
        {(eyebrow || heading || lead) && (
          <div className="mb-10 max-w-3xl">
            {eyebrow && <p className="text-sm font-semibold tracking-[0.16em] text-rust uppercase">{eyebrow}</p>}
            {heading && <h2 className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">{heading}</h2>}
            {lead && <div className="mt-4 text-lg leading-relaxed text-ink-soft">{lead}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
