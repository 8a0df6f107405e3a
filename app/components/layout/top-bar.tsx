import { Icon } from "~/components/ui/icon";
import { PhoneLink } from "./phone-link";
import site from "virtual:content/site";

const { business } = site;
const { serviceAreaLine } = site.navigation;

export function TopBar() {
  const { city, region, postalCode } = business.address;
  return (
    <div className="bg-forest-dark text-cream focus-on-dark">
      {/* Three fixed columns: a line painted before the one after it has been read stays where it is. */}
      <div className="container-page flex min-h-9 items-center justify-between gap-4 py-1.5 text-sm md:grid md:grid-cols-[1fr_auto_1fr]">
        <PhoneLink className="inline-flex min-h-6 items-center gap-1.5 justify-self-start font-semibold hover:text-honey">
          <Icon name="phone" className="size-4" />
          <span className="sr-only">Call us: </span>
        </PhoneLink>
        <p className="hidden text-center md:block">{serviceAreaLine}</p>
        <p className="inline-flex items-center gap-1.5 justify-self-end">
          <Icon name="map-pin" className="size-4" />
          {`${city}, ${region} ${postalCode}`}
        </p>
      </div>
    </div>
  );
}
