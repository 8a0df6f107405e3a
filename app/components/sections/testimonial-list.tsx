import type { Testimonial } from "~/content/schema";
import { TestimonialCard } from "./testimonial-card";

/** A grid of reviews; the home page shows each author's town, the testimonials page how long ago. */
export function TestimonialList({
  testimonials,
  detail,
}: {
  testimonials: readonly Testimonial[];
  detail: "location" | "timeAgo";
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.id}>
          <TestimonialCard text={t.text} author={t.author} detail={t[detail]} rating={t.rating} />
        </li>
      ))}
    </ul>
  );
}
