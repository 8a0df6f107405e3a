import { useState } from "react";
import { portfolioCategories } from "~/content/constants";
import type { PortfolioCategory, Project } from "~/content/schema";
import { cn } from "~/lib/cn";
import { ProjectCard } from "./project-card";

/** Projects shown for a category: "All" shows every project. */
export function projectsIn(projects: readonly Project[], category: PortfolioCategory): Project[] {
  return category === "All" ? [...projects] : projects.filter((p) => p.category === category);
}

export function PortfolioFilter({ projects }: { projects: readonly Project[] }) {
  const [category, setCategory] = useState<PortfolioCategory>("All");
  const shown = projectsIn(projects, category);
  return (
    <>
      <div role="group" aria-label="Filter projects by category" className="flex flex-wrap gap-2">
        {portfolioCategories.map((c) => (
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
        {shown.length === 1 ? "1 project shown" : `${shown.length} projects shown`}
      </p>
      {shown.length > 0 ? (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </div>
      ) : (
        <div className="mt-10 rounded-xl border border-dashed border-walnut/30 bg-paper p-10 text-center">
          <h3 className="text-2xl font-semibold">No {category.toLowerCase()} projects in the gallery yet</h3>
          <p className="mx-auto mt-3 max-w-xl text-ink-soft">
            We build these all the time; we just haven't photographed a recent one for the site. Ask us for
            photos and references of similar work, or browse everything we have posted.
          </p>
          <button
            type="button"
            onClick={() => setCategory("All")}
            className="mt-6 min-h-11 rounded-md bg-forest px-5 py-2.5 font-semibold text-white hover:bg-forest-dark"
          >
            Show all projects
          </button>
        </div>
      )}
    </>
  );
}
