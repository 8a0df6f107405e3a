import { useNavigate, useSearchParams } from "react-router";
import type { PortfolioCategory } from "~/content/schema";
import type { ProjectCardData as Project } from "~/content/project-page";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { CATEGORY_PARAM, categorySearch, parseCategory, projectsIn } from "./filter-state";
import { ProjectCard } from "./project-card";

/**
 * The category filter. The choice lives in the URL (`?category=Kitchen`), so
 * Back and Forward work and a filtered view can be shared. The pre-rendered
 * page shows "All"; the URL's choice applies once the page has hydrated.
 */
export function PortfolioFilter({
  projects,
  categories,
  empty,
  copy,
}: {
  projects: readonly Project[];
  /** what an option with no project yet shows; "{category}" in the heading is the option's name */
  empty: { heading: string; text: string; button: string };
  /** the filter's name, the count line ("{count} projects shown") and the cards' before/after mark */
  copy: { label: string; oneShown: string; shown: string; beforeAfterMark: string };
  /** the filter options, "All" first */
  categories: readonly PortfolioCategory[];
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const category = hydrated ? parseCategory(searchParams.get(CATEGORY_PARAM), categories) : "All";
  const setCategory = (next: PortfolioCategory) =>
    navigate({ search: categorySearch(next) }, { preventScrollReset: true });
  const shown = projectsIn(projects, category);
  return (
    <>
      <div role="group" aria-label={copy.label} className="flex flex-wrap gap-2">
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === category}
            onClick={() => setCategory(c)}
            className={cn(
              "min-h-10 rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
              c === category
                ? "border-forest bg-forest text-white"
                : "border-walnut/25 bg-paper text-walnut-dark hover:border-forest hover:bg-linen",
            )}
          >
            {c}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length === 1 ? copy.oneShown : copy.shown.replace("{count}", `${shown.length}`)}
      </p>
      {shown.length > 0 ? (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p, i) => (
            <ProjectCard key={p.id} project={p} priority={i === 0} beforeAfterMark={copy.beforeAfterMark} />
          ))}
        </div>
      ) : (
        <div className="mt-10 rounded-xl border border-dashed border-walnut/30 bg-paper p-10 text-center">
          <h3 className="text-2xl font-semibold">{empty.heading.replace("{category}", category.toLowerCase())}</h3>
          <p className="mx-auto mt-3 max-w-xl text-ink-soft">{empty.text}</p>
          <button
            type="button"
            onClick={() => setCategory("All")}
            className="mt-6 min-h-11 rounded-md bg-forest px-5 py-2.5 font-semibold text-white hover:bg-forest-dark"
          >
            {empty.button}
          </button>
        </div>
      )}
    </>
  );
}
