import { type APIRequestContext } from "@playwright/test";
import { expect, hydrated, openPage, test } from "./fixtures";
import { sitePaths } from "./site-paths";
import { fill } from "../../app/lib/content/fill";
import { content } from "./support/content";

const searchWords = content.pages.search;

const ORIGIN = "https://www.kendalgreenbuilders.com";

type Node = Record<string, unknown>;

/** Every schema.org property the site's structured data may use. A typo or an invented property fails here. */
const PROPERTIES = new Set([
  "@context",
  "@graph",
  "@type",
  "@id",
  "url",
  "name",
  "description",
  "inLanguage",
  "isPartOf",
  "about",
  "breadcrumb",
  "mainEntity",
  "publisher",
  "legalName",
  "telephone",
  "email",
  "logo",
  "image",
  "foundingDate",
  "founder",
  "address",
  "streetAddress",
  "addressLocality",
  "addressRegion",
  "postalCode",
  "addressCountry",
  "geo",
  "latitude",
  "longitude",
  "areaServed",
  "geoMidpoint",
  "geoRadius",
  "openingHoursSpecification",
  "dayOfWeek",
  "opens",
  "closes",
  "paymentAccepted",
  "currenciesAccepted",
  "priceRange",
  "hasOfferCatalog",
  "itemListElement",
  "itemOffered",
  "aggregateRating",
  "ratingValue",
  "bestRating",
  "worstRating",
  "reviewCount",
  "position",
  "item",
  "provider",
  "serviceType",
  "acceptedAnswer",
  "text",
  "keywords",
  "locationCreated",
  "creator",
  "contentUrl",
  "caption",
  "blogPost",
  "headline",
  "datePublished",
  "dateModified",
  "author",
  "mainEntityOfPage",
  "articleSection",
  // a priced service's offer (issue 30): its price range, computed from the estimator's figures
  "offers",
  "priceCurrency",
  "priceSpecification",
  "minPrice",
  "maxPrice",
  "seller",
  "numberOfItems",
  "potentialAction",
  "target",
  "urlTemplate",
  "query-input",
]);
const TYPES = new Set([
  "WebSite",
  "WebPage",
  "CollectionPage",
  "ContactPage",
  "AboutPage",
  "FAQPage",
  "BreadcrumbList",
  "ListItem",
  "GeneralContractor",
  "PostalAddress",
  "GeoCoordinates",
  "GeoCircle",
  "City",
  "OpeningHoursSpecification",
  "OfferCatalog",
  "Offer",
  "Service",
  "AggregateRating",
  "Person",
  "Question",
  "Answer",
  "CreativeWork",
  "ImageObject",
  "Place",
  "Blog",
  "BlogPosting",
  "ItemList",
  "PriceSpecification",
  "SearchAction",
  "EntryPoint",
]);

function walk(value: unknown, visit: (node: Node) => void) {
  if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
  else if (value && typeof value === "object") {
    visit(value as Node);
    Object.values(value).forEach((v) => walk(v, visit));
  }
}

async function graphOf(request: APIRequestContext, path: string): Promise<Node[]> {
  return (await pageData(request, path)).graph;
}

async function pageData(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return { canonical, graph: (JSON.parse(blocks[0]![1]!) as { "@graph": Node[] })["@graph"] };
}

const ofType = (graph: Node[], type: string) => graph.filter((n) => n["@type"] === type);

test.describe("structured data", () => {
  for (const path of sitePaths) {
    test(`${path}: one connected graph of known types and properties`, async ({ request }) => {
      const { graph, canonical } = await pageData(request, path);
      walk(graph, (node) => {
        for (const key of Object.keys(node)) expect(PROPERTIES, `property ${key} on ${path}`).toContain(key);
        if (typeof node["@type"] === "string") expect(TYPES, `type ${node["@type"]}`).toContain(node["@type"]);
      });
      const ids = new Set(graph.map((n) => n["@id"]));
      const page = graph[0]!;
      const business = ofType(graph, "GeneralContractor")[0]!;
      const website = ofType(graph, "WebSite")[0]!;
      expect(ids).toContain((page.isPartOf as Node)["@id"]);
      expect((page.about as Node)["@id"]).toBe(business["@id"]);
      expect((website.publisher as Node)["@id"]).toBe(business["@id"]);
      if (path !== "/") {
        const crumbs = ofType(graph, "BreadcrumbList")[0]!;
        expect((page.breadcrumb as Node)["@id"]).toBe(crumbs["@id"]);
        const items = crumbs.itemListElement as Node[];
        items.forEach((item, i) => {
          expect(item.position).toBe(i + 1);
          expect(item.name).toBeTruthy();
          expect(String(item.item)).toMatch(new RegExp(`^${ORIGIN}/`));
        });
        // The last crumb is this page, by the address its canonical link gives it.
        expect(items.at(-1)?.item, "the breadcrumb's last item").toBe(canonical);
      }
      // Google's required properties for a local business.
      expect(business.name).toBeTruthy();
      expect((business.address as Node).streetAddress).toBeTruthy();
    });
  }

  test("the local business carries the business facts of the content", async ({ request }) => {
    const graph = await graphOf(request, "/");
    const business = ofType(graph, "GeneralContractor")[0]!;
    expect(business.geo).toMatchObject({ "@type": "GeoCoordinates" });
    const areas = business.areaServed as Node[];
    const facts = content.settings.business;
    expect(areas[0]).toMatchObject({ "@type": "GeoCircle", geoRadius: `${facts.serviceRadiusMiles} mi` });
    expect(areas.filter((a) => a["@type"] === "City").map((a) => a.name)).toEqual(
      content.collections.towns.map((t) => `${t.city}, ${content.settings.business.address.region}`),
    );
    expect(business.telephone).toBe(facts.phone.e164);
    expect(business.paymentAccepted).toBe(facts.payments.join(", "));
    expect(business.currenciesAccepted).toBe(facts.currency);
    expect(business.priceRange).toBe(facts.priceRange);
    expect(((business.hasOfferCatalog as Node).itemListElement as Node[]).length).toBe(
      content.settings.serviceLists.offerCatalog.length,
    );
    expect(business.aggregateRating).toMatchObject({
      ratingValue: Number(content.settings.business.claims.rating),
      bestRating: 5,
      reviewCount: content.settings.business.claims.structuredReviewCount,
    });
    const website = ofType(graph, "WebSite")[0]!;
    expect(website).toMatchObject({
      name: facts.name,
      url: `${ORIGIN}/`,
      publisher: { "@id": business["@id"] },
      // The site search, as the specification advertises it.
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });

  test("page kinds: services and portfolio are collections, articles are blog postings, and so on", async ({
    request,
  }) => {
    const pageType = async (path: string) => (await graphOf(request, path))[0]!["@type"];
    expect(await pageType("/services")).toBe("CollectionPage");
    expect(await pageType("/portfolio")).toBe("CollectionPage");
    expect(await pageType("/contact")).toBe("ContactPage");
    expect(await pageType("/about")).toBe("AboutPage");
    expect(await pageType("/")).toBe("FAQPage");
    expect(await pageType("/services/preventative-maintenance")).toBe("FAQPage");
    expect(ofType(await graphOf(request, "/resources"), "Blog")).toHaveLength(1);
    const attic = ofType(await graphOf(request, "/portfolio/attic-renovation"), "CreativeWork")[0]!;
    const atticPage = content.collections.projectPages.find((p) => p.slug === "attic-renovation")!;
    const atticPairs = content.collections.projects.find((p) => p.href === "/portfolio/attic-renovation")!.beforeAfter;
    // the hero, the gallery and both pictures of each before/after pair
    expect(attic.image as Node[]).toHaveLength(1 + atticPage.gallery.length + 2 * atticPairs.length);
    const service = ofType(await graphOf(request, "/services/kitchen"), "Service")[0]!;
    expect(service.provider).toBeTruthy();
    expect(service.areaServed).toBeTruthy();
    const post = ofType(await graphOf(request, "/resources/kitchen-remodel-planning-guide"), "BlogPosting")[0]!;
    for (const key of ["headline", "datePublished", "dateModified", "image", "author", "publisher"])
      expect(post[key], key).toBeTruthy();
  });
});

test.describe("sitemap, robots and feed", () => {
  test("the sitemap lists every canonical page and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // Not in it: an alias, and the pages no one should land on from a search engine.
    const expected = sitePaths.filter((p) => !["/services/pool-houses", "/search", "/thank-you"].includes(p));
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).toContain("/services/poolhouses");
    expect(locs).not.toContain("/404");
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(locs.length);
    expect(xml).toContain(`<loc>${ORIGIN}/</loc>`);
  });

  test("robots.txt points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test("the Atom feed parses and has one entry per article, and pages link to it", async ({ page, request }) => {
    const xml = await (await request.get("/resources/feed.xml")).text();
    await page.goto("/");
    const entries = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) return -1;
      return doc.getElementsByTagName("entry").length;
    }, xml);
    expect(entries).toBe(content.collections.articles.length);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/resources/feed.xml",
    );
  });
});

test.describe("social cards", () => {
  for (const path of sitePaths) {
    test(`${path} has Open Graph and Twitter tags and a 1200x630 card`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const meta = (attr: string, name: string) =>
        html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(meta("property", "og:title")).toBeTruthy();
      expect(meta("property", "og:description")).toBeTruthy();
      expect(meta("property", "og:url")).toBe(canonical);
      expect(meta("name", "twitter:card")).toBe("summary_large_image");
      const image = meta("property", "og:image")!;
      expect(image.startsWith(`${ORIGIN}/og/`)).toBe(true);
      const png = await request.get(new URL(image).pathname);
      expect(png.status()).toBe(200);
      const body = await png.body();
      expect(body.readUInt32BE(16)).toBe(1200);
      expect(body.readUInt32BE(20)).toBe(630);
    });
  }
});

test.describe("site search", () => {
  test("typing kitchen shows the kitchen service and the kitchen guide, and puts the query in the URL", async ({
    page,
  }) => {
    await page.goto("/search");
    await page.getByLabel(searchWords.label).fill("kitchen");
    const results = page.getByRole("main").locator("ol li");
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Kitchen/ }).first()).toBeVisible();
    await expect(page.getByRole("main").locator('a[href="/services/kitchen"]')).toBeVisible();
    await expect(page.getByRole("main").locator('a[href="/resources/kitchen-remodel-planning-guide"]')).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=kitchen$/);
  });

  test("a query typed before the page has hydrated (a slow phone) is searched as soon as it has", async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/search", { waitUntil: "domcontentloaded" });
    await page.getByLabel(searchWords.label).pressSequentially("kitchen");
    expect(await page.evaluate(() => (window as unknown as { __e2eCommits: number }).__e2eCommits)).toBe(0);
    release();
    await hydrated(page);
    await expect(page.getByLabel(searchWords.label)).toHaveValue("kitchen");
    await expect(page.getByRole("main").locator('a[href="/services/kitchen"]')).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=kitchen$/);
  });

  test("/search?q= opens with results", async ({ page }) => {
    await page.goto("/search?q=wellesley");
    await expect(page.getByLabel(searchWords.label)).toHaveValue("wellesley");
    await expect(page.getByRole("main").locator('a[href="/service-areas/wellesley-ma"]')).toBeVisible();
  });

  test("a query is always text, never markup", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent("<script>alert(1)</script><img src=x onerror=alert(2)>")}`);
    await expect(
      page
        .getByRole("main")
        .getByText(/for “<script>alert\(1\)<\/script><img src=x/)
        .first(),
    ).toBeVisible();
    expect(await page.locator("main img[src='x']").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test("no results shows helpful links, and the header leads to search", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL("/search");
    await page.getByLabel(searchWords.label).fill("zeppelin");
    await expect(page.getByRole("heading", { name: fill(searchWords.noResults, { query: "zeppelin" }) })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: searchWords.suggestions[0]!.label, exact: true }),
    ).toBeVisible();
  });

  test("the search form works without JavaScript: it submits to /search with q", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/search");
    await page.getByLabel(searchWords.label).fill("deck");
    await page.getByLabel(searchWords.label).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=deck/);
    await context.close();
  });
});
