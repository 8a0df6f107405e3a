import type { ReactNode } from "react";
import type { Image } from "~/content/schema";
import type { Crumb } from "~/lib/trail";
import { Art } from "../ui/art";
import { Breadcrumbs } from "./breadcrumbs";

/** The top of an inner page: breadcrumb, eyebrow, the page's one h1, lead, actions and artwork. */
export function PageHero({
  trail,
  eyebrow,
  heading,
  lead,
  image,
  children,
}: {
  trail?: readonly Crumb[];
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  image?: Image;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-linen bg-paper">
      <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <div>
          {trail && <Breadcrumbs trail={trail} />}
          {eyebrow && <p className="mt-6 text-sm font-semibold tracking-[0.16em] text-rust uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl">{heading}</h1>
          {lead && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{lead}</div>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {image && (
          <div data-hero-art className="overflow-hidden rounded-xl shadow-lg ring-1 ring-walnut/10">
            <Art image={image} priority sizes="(min-width: 1024px) 45vw, 100vw" />
          </div>
        )}
      </div>
    </section>
  );
}
