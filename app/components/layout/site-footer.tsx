import { Mail, MapPin, Phone } from "lucide-react";
import { business } from "~/lib/content/business";
import { catalogEntry, footerServiceSlugs, servicePath } from "~/lib/content/services";
import { pages, townPath } from "~/lib/content/site-pages";
import { townCatalog } from "~/lib/content/towns";
import { Logo } from "./logo";
import { PhoneLink } from "./phone-link";
import { SiteLink } from "./site-link";

const companyLinks = [
  { name: "About Us", href: pages.about.path },
  { name: "Our Process", href: pages.process.path },
  { name: "Portfolio", href: pages.portfolio.path },
  { name: "Testimonials", href: pages.testimonials.path },
  { name: "Planning Guides", href: pages.resources.path },
  { name: "Leave a Review", href: pages.review.path },
  { name: "Join Our Team", href: pages.joinTeam.path },
  { name: "Contact", href: pages.contact.path },
];

function FooterList({ title, links }: { title: string; links: readonly { name: string; href: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-honey uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink to={link.href} className="inline-block py-1 text-cream/90 hover:text-white hover:underline">
              {link.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { street, city, region, postalCode } = business.address;
  const serviceLinks = footerServiceSlugs.map((slug) => {
    const service = catalogEntry(slug);
    return { name: service.name, href: servicePath(service) };
  });
  const townLinks = townCatalog.map((t) => ({ name: `${t.city}, MA`, href: townPath(t) }));
  return (
    <footer className="bg-walnut-dark text-cream focus-on-dark">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo light />
          <p className="mt-5 max-w-sm text-cream/85">{business.blurb}</p>
          <ul className="mt-6 space-y-3 text-cream/90">
            <li>
              <PhoneLink className="inline-flex items-center gap-2 font-semibold hover:text-white">
                <Phone className="size-4 text-honey" aria-hidden="true" />
              </PhoneLink>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail className="size-4 text-honey" aria-hidden="true" />
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-1 size-4 shrink-0 text-honey" aria-hidden="true" />
              <address className="not-italic">
                {street}, {city}, {region} {postalCode}
              </address>
            </li>
          </ul>
        </div>
        <FooterList title="Services" links={serviceLinks} />
        <FooterList title="Service Areas" links={townLinks} />
        <FooterList title="Company" links={companyLinks} />
      </div>
      <div className="border-t border-cream/15">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-cream/75 md:flex-row md:justify-between">
          <p>
            © {business.copyrightYear} {business.legalName}. All rights reserved.
          </p>
          <p>{business.licence}</p>
        </div>
      </div>
    </footer>
  );
}
