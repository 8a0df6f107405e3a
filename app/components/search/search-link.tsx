import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { SiteLink } from "../layout/site-link";
import site from "virtual:content/site";

/** The header's way to the site search. */
export function SearchLink({ className }: { className?: string }) {
  return (
    <SiteLink
      to={site.paths.search}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-md text-walnut-dark hover:bg-linen",
        className,
      )}
      aria-label="Search the site"
    >
      <Icon name="search" className="size-5" />
    </SiteLink>
  );
}

/** A small search form (in the mobile menu): a plain GET form to /search?q=, no script needed. */
export function SearchForm() {
  return (
    <form role="search" method="get" action={site.paths.search} className="flex gap-2">
      <label htmlFor="menu-search" className="sr-only">
        Search the site
      </label>
      <input
        id="menu-search"
        name="q"
        type="search"
        placeholder="Search the site"
        className="min-h-11 flex-1 rounded-md border border-walnut/30 bg-white px-3"
      />
      <button
        type="submit"
        className="inline-flex size-11 items-center justify-center rounded-md bg-forest text-white"
        aria-label="Search"
      >
        <Icon name="search" className="size-5" />
      </button>
    </form>
  );
}
