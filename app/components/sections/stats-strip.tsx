import type { Claims, HomePage } from "~/content/schema";

/** The claims strip: rating, reviews, years, projects, licensed and insured (labels from pages/home.yaml). */
export function StatsStrip({ claims, labels }: { claims: Claims; labels: HomePage["stats"] }) {
  const stats = [
    { value: claims.rating, label: labels.ratingLabel },
    { value: claims.reviewsShort, label: labels.reviewsLabel },
    { value: claims.years, label: labels.yearsLabel },
    { value: claims.projects, label: labels.projectsLabel },
    { value: claims.licensed, label: labels.licensedLabel },
  ];
  return (
    <section aria-label={labels.label} className="bg-walnut-dark text-cream">
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
