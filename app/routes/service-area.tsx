import { TownContent, townTrail } from "~/components/pages/town-content";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { lastSegment } from "~/lib/url";
import type { Route } from "./+types/service-area";
import { getEntry, getPage, getSettings } from "~/lib/content/content.server";
import { fill } from "~/lib/content/fill";
import { townPath } from "~/lib/content/paths";

/** Runs at build time only: the town's content goes into the page, not the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const { town, copy } = townOf(request);
  const services = getSettings("serviceLists").townPages.map((slug) => {
    const { name } = getEntry("services", slug);
    return { slug, name };
  });
  const head = pageHead(
    { title: copy.title, description: town.metaDescription, path: townPath(town) },
    { trail: townTrail(town, copy.breadcrumb) },
  );
  return { town, copy, services, head };
}

function townOf(request: Request) {
  const town = getEntry("towns", lastSegment(new URL(request.url).pathname));
  const values = { town: town.city, county: town.county };
  const copy = Object.fromEntries(
    Object.entries(getPage("town")).map(([key, template]) => [key, fill(template, values)]),
  ) as TownCopy;
  return { town, copy };
}

export const meta = headFromLoader;

type TownCopy = ReturnType<typeof getPage<"town">>;

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  const { town, copy, services } = loaderData;
  return <TownContent town={town} copy={copy} services={services} />;
}
