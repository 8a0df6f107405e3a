import { TownContent, townTrail } from "~/components/pages/town-content";
import type { Town } from "~/content/schema";
import { headFromLoader } from "~/lib/head-basics";
import { pageHead, type PageMetaInput } from "~/lib/seo";
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
  return { town, copy, services, head: pageHead(headInput(town, copy)) };
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

/** The page's <head> (app/lib/seo.ts), which its loader builds at pre-render. */
type TownCopy = ReturnType<typeof getPage<"town">>;

function headInput(town: Town, copy: TownCopy): PageMetaInput {
  return {
    title: copy.title,
    description: town.metaDescription,
    canonicalPath: townPath(town),
    trail: townTrail(town, copy.breadcrumb),
  };
}

export default function ServiceArea({ loaderData }: Route.ComponentProps) {
  const { town, copy, services } = loaderData;
  return <TownContent town={town} copy={copy} services={services} />;
}
