import { cn } from "~/lib/cn";
import { SiteLink } from "./site-link";
import site from "virtual:content/site";

const { business } = site;

/** The mark, the same file as the favicon (public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  // fetchPriority low: React would otherwise preload it first in <head>, ahead of the page's lead picture.
  return <img src="/favicon.svg" alt="" width={48} height={48} fetchPriority="low" className={className} />;
}

export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <SiteLink to={site.paths.home} className={cn("flex items-center gap-3", className)}>
      <LogoMark className="size-10 shrink-0 sm:size-11" />
      {/* Its two lines' height from the start (44 and 48 px): on a slow connection the browser can paint
          the first line before the second has arrived, and the logo would move when it comes. */}
      <span className="flex h-11 flex-col leading-none sm:h-12">
        <span
          className={cn(
            "font-serif text-xl font-semibold whitespace-nowrap sm:text-2xl",
            light ? "text-cream" : "text-walnut-dark",
          )}
        >
          {business.shortName}
        </span>
        <span
          className={cn(
            "mt-1 text-[0.7rem] font-semibold tracking-[0.22em] uppercase",
            light ? "text-honey" : "text-rust",
          )}
        >
          Builders
        </span>
      </span>
      <span className="sr-only">, home</span>
    </SiteLink>
  );
}
