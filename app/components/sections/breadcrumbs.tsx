import { Icon } from "~/components/ui/icon";
import type { Crumb } from "~/lib/trail";
import { SiteLink } from "../layout/site-link";

/** The visible path to this page; the same trail is published as BreadcrumbList data. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-soft">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-walnut-dark">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SiteLink
                    to={crumb.path}
                    className="inline-block py-1 underline-offset-4 hover:text-rust hover:underline"
                  >
                    {crumb.name}
                  </SiteLink>
                  <Icon name="chevron-right" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
