import { Icon } from "~/components/ui/icon";
import type { Service } from "~/content/schema";

/** What a service card shows. */
export type ServiceCardData = Pick<Service, "slug" | "name" | "summary" | "image">;
import { servicePath } from "~/lib/content/paths";
import { SiteLink } from "../layout/site-link";
import { Art } from "../ui/art";

/** Service card: title, description, image and link (spec section 3). */
export function ServiceCard({ service, priority = false }: { service: ServiceCardData; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-linen bg-paper shadow-sm transition-shadow hover:shadow-md">
      <Art image={service.image} priority={priority} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          <SiteLink to={servicePath(service)} className="after:absolute after:inset-0 hover:text-rust">
            {service.name}
          </SiteLink>
        </h3>
        <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{service.summary}</p>
        <p className="mt-4 inline-flex items-center gap-1.5 font-semibold text-rust" aria-hidden="true">
          Learn more <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

/**
 * The service cards. `leadPicture`: the first card's picture is the page's largest (the page has
 * no picture above the cards), so it loads first (Art's `priority`).
 */
export function ServiceGrid({
  services,
  leadPicture = false,
}: {
  services: readonly ServiceCardData[];
  leadPicture?: boolean;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service, i) => (
        <ServiceCard key={service.slug} service={service} priority={leadPicture && i === 0} />
      ))}
    </div>
  );
}
