import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <p className={cn("flex gap-0.5 text-brass", className)}>
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon name="star" key={i} className="size-4 fill-current" />
      ))}
    </p>
  );
}

/** A testimonial: a figure with the quote and its author. */
export function TestimonialCard({
  text,
  author,
  detail,
  rating,
  className,
}: {
  text: string;
  author: string;
  detail: string;
  rating: number;
  className?: string;
}) {
  return (
    <figure className={cn("flex h-full flex-col rounded-xl border border-linen bg-paper p-6 shadow-sm", className)}>
      <Stars rating={rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>{`“${text}”`}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-linen pt-4">
        <span className="font-semibold text-walnut-dark">{author}</span>
        <span className="block text-sm text-ink-soft">{detail}</span>
      </figcaption>
    </figure>
  );
}
