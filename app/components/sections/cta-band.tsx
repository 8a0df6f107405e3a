import type { Link as LinkData } from "~/content/schema";
import { ButtonLink } from "../ui/button";
import site from "virtual:content/site";

const { contactCta } = site.navigation;

/** The closing call to action: start a conversation, and one more place to look. */
export function CtaBand({
  heading,
  text,
  secondary,
  primaryLabel = contactCta.name,
}: {
  heading: string;
  text: string;
  secondary?: LinkData;
  primaryLabel?: string;
}) {
  return (
    <section className="bg-forest text-cream focus-on-dark">
      <div className="container-page flex flex-col items-start gap-8 py-14 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-semibold text-cream sm:text-4xl">{heading}</h2>
          <p className="mt-4 text-lg text-cream/90">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={contactCta.href} variant="light">
            {primaryLabel}
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.href} variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
