import { business } from "~/content/business";
import { pages } from "~/content/site-pages";
import { cn } from "~/lib/cn";
import { SiteLink } from "./site-link";

/** The mark: a gable roof over three boards, drawn once and reused in the favicon. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill="#2f4a3a" />
      <path d="M8 24 24 10l16 14" fill="none" stroke="#e0b36a" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="14" y="25" width="20" height="4" rx="1" fill="#f7f1e6" />
      <rect x="14" y="31" width="20" height="4" rx="1" fill="#c08a4f" />
      <rect x="14" y="37" width="20" height="4" rx="1" fill="#f7f1e6" />
    </svg>
  );
}

export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <SiteLink to={pages.home.path} className={cn("flex items-center gap-3", className)}>
      <LogoMark className="size-10 shrink-0 sm:size-11" />
      <span className="flex flex-col leading-none">
        <span className={cn("font-serif text-xl whitespace-nowrap font-semibold sm:text-2xl", light ? "text-cream" : "text-walnut-dark")}>
          {business.shortName}
        </span>
        <span className={cn("mt-1 text-[0.7rem] font-semibold tracking-[0.22em] uppercase", light ? "text-honey" : "text-rust")}>
          Builders
        </span>
      </span>
      <span className="sr-only">, home</span>
    </SiteLink>
  );
}
