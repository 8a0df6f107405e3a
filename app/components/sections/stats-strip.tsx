import { claims } from "~/lib/content/business";

const stats = [
  { value: claims.rating, label: "Star rating" },
  { value: claims.reviewsShort, label: "Five-star reviews" },
  { value: claims.years, label: "Years of experience" },
  { value: claims.projects, label: "Projects completed" },
  { value: claims.licensed, label: "Licensed & insured" },
];

/** The claims strip: rating, reviews, years, projects, licensed and insured. */
export function StatsStrip() {
  return (
    <section aria-label="Kendal Green Builders at a glance" className="bg-walnut-dark text-cream">
      <dl className="container-page grid grid-cols-2 gap-6 py-8 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center text-center last:col-span-2 sm:last:col-span-1">
            <dt className="order-2 mt-1 text-sm tracking-wide text-cream/85">{stat.label}</dt>
            <dd className="order-1 font-serif text-3xl font-semibold text-honey sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
