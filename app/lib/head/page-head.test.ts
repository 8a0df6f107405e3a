import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createRoutesStub, Meta } from "react-router";
import { DEFAULT_SITE_URL } from "../../../config/build-config.ts";
import { headBasics } from "./basics";
import { pageHead } from "./page-head";
import { businessNode, graph } from "./structured-data";
import { getCollection, getEntry, getSettings } from "~/lib/content/content.server";

const business = getSettings("business");
const { claims } = business;
const towns = getCollection("towns");

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], predicate: (d: Descriptor) => boolean) => meta.find(predicate);

describe("pageHead", () => {
  const meta = pageHead(
    {
      title: "Kitchen Remodeling",
      description: "Kitchens rebuilt around the way you cook, by a Weston crew with its own cabinet shop.",
      path: "/services/kitchen",
    },
    {
      trail: [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: "Kitchen Remodeling", path: "/services/kitchen" },
      ],
    },
  ) as Descriptor[];

  it("appends the business name to the title once", () => {
    expect(find(meta, (d) => "title" in d)?.title).toBe(`Kitchen Remodeling | ${business.name}`);
    const home = pageHead({ title: `${business.name} | Home`, description: "x".repeat(60), path: "/" }) as Descriptor[];
    expect(find(home, (d) => "title" in d)?.title).toBe(`${business.name} | Home`);
  });

  it("writes an absolute canonical URL on the configured origin", () => {
    expect(find(meta, (d) => d.rel === "canonical")?.href).toBe(`${DEFAULT_SITE_URL}/services/kitchen`);
  });

  it("publishes the page and its breadcrumb as one connected graph", () => {
    const ld = find(meta, (d) => "script:ld+json" in d)?.["script:ld+json"] as { "@graph": Descriptor[] };
    const [page, crumbs, website, business] = ld["@graph"];
    expect(page?.isPartOf).toEqual({ "@id": website?.["@id"] });
    expect(page?.about).toEqual({ "@id": business?.["@id"] });
    expect(website?.publisher).toEqual({ "@id": business?.["@id"] });
    expect(page?.["@type"]).toBe("WebPage");
    expect(page?.breadcrumb).toEqual({ "@id": crumbs?.["@id"] });
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
    expect((crumbs?.itemListElement as Descriptor[]).map((i) => i.item)).toEqual([
      `${DEFAULT_SITE_URL}/`,
      `${DEFAULT_SITE_URL}/services`,
      `${DEFAULT_SITE_URL}/services/kitchen`,
    ]);
  });

  it("ends the breadcrumb at the page's canonical address when the page is reached by another", () => {
    const pool = pageHead(
      { title: "Pool houses", description: "x".repeat(60), path: "/services/poolhouses" },
      {
        trail: [
          { name: "Home", path: "/" },
          { name: "Pool houses", path: "/services/pool-houses" },
        ],
      },
    ) as Descriptor[];
    const ld = find(pool, (d) => "script:ld+json" in d)?.["script:ld+json"] as { "@graph": Descriptor[] };
    const crumbs = ld["@graph"].find((n) => n["@type"] === "BreadcrumbList");
    expect((crumbs?.itemListElement as Descriptor[]).at(-1)?.item).toBe(find(pool, (d) => d.rel === "canonical")?.href);
  });

  it("marks the 404 page noindex and gives it no canonical link or structured data", () => {
    const notFound = headBasics({ title: "404", description: "x".repeat(60), noindex: true }) as Descriptor[];
    expect(find(notFound, (d) => d.name === "robots")?.content).toBe("noindex");
    expect(find(notFound, (d) => d.rel === "canonical")).toBeUndefined();
    expect(find(notFound, (d) => "script:ld+json" in d)).toBeUndefined();
  });
});

describe("JSON-LD serialisation", () => {
  it("never lets a string close the script element", () => {
    const hostile = "</script><script>alert(1)</script>";
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => createElement(Meta),
        meta: () => pageHead({ title: hostile, description: hostile, path: "/" }),
      },
    ]);
    const html = renderToStaticMarkup(createElement(Stub));
    const scripts = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain("<script>alert(1)");
    const json = scripts[0]!.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    const graph = (JSON.parse(json) as { "@graph": { name: string }[] })["@graph"];
    expect(graph[0]!.name).toContain(hostile);
  });
});

describe("the business node", () => {
  it("publishes the business facts of the content as a local business", () => {
    const offers = getSettings("serviceLists").offerCatalog.map((slug) => getEntry("services", slug));
    const node = businessNode({ towns, offers }) as unknown as Descriptor;
    expect(node["@type"]).toBe("GeneralContractor");
    expect(node.telephone).toBe(business.phone.e164);
    expect(node.paymentAccepted).toBe(business.payments.join(", "));
    expect(node.aggregateRating).toMatchObject({
      ratingValue: Number(claims.rating),
      bestRating: 5,
      reviewCount: claims.structuredReviewCount,
    });
    const catalog = (node.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }).itemListElement;
    expect(catalog.map((o) => o.itemOffered.name)).toEqual(offers.map((o) => o.name));
    const served = (node.areaServed as { name?: string }[]).map((a) => a.name);
    for (const town of towns) expect(served).toContain(`${town.city}, MA`);
    const hours = node.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
    expect(hours.map(({ dayOfWeek, opens, closes }) => ({ days: dayOfWeek, opens, closes }))).toEqual(
      business.hoursStructured,
    );
    expect(JSON.stringify(graph([]))).toBe('{"@context":"https://schema.org","@graph":[]}');
  });
});
