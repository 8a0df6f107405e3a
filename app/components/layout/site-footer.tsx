import { Icon } from "~/components/ui/icon";
import { Logo } from "./logo";
import { PhoneLink } from "./phone-link";
import { SiteLink } from "./site-link";
import site from "virtual:content/site";
import { servicePath, townPath } from "~/lib/content/paths";

const { business } = site;

const companyLinks = [
  { name: "About Us", href: site.paths.about },
  { name: "Our Process", href: site.paths.process },
  { name: "Portfolio", href: site.paths.portfolio },
  { name: "Testimonials", href: site.paths.testimonials },
  { name: "Planning Guides", href: site.paths.resources },
  { name: "Cost Estimator", href: site.paths.estimate },
  { name: "Leave a Review", href: site.paths.review },
  { name: "Join Our Team", href: site.paths.joinTeam },
  { name: "Contact", href: site.paths.contact },
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
  const serviceLinks = site.navigation.footerServices.map((service) => {
    return { name: service.name, href: servicePath(service) };
  });
  const townLinks = site.towns.map((t) => ({ name: `${t.city}, MA`, href: townPath(t) }));
  return (
    <footer className="bg-walnut-dark text-cream focus-on-dark">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo light />
          <p className="mt-5 max-w-sm text-cream/85">{business.blurb}</p>
          <ul className="mt-6 space-y-3 text-cream/90">
            <li>
              <PhoneLink className="inline-flex items-center gap-2 font-semibold hover:text-white">
                <Icon name="phone" className="size-4 text-honey" />
              </PhoneLink>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Icon name="mail" className="size-4 text-honey" />
                {business.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-honey" />
              <address className="not-italic">{`${street}, ${city}, ${region} ${postalCode}`}</address>
            </li>
          </ul>
        </div>
        <FooterList title="Services" links={serviceLinks} />
        <FooterList title="Service Areas" links={townLinks} />
        <FooterList title="Company" links={companyLinks} />
      </div>
      <div className="border-t border-cream/15">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-cream/75 md:flex-row md:justify-between">
          <p>{`© ${business.copyrightYear} ${business.legalName}. All rights reserved.`}</p>
          <p>{business.licence}</p>
        </div>
      </div>
    </footer>
  );
}
