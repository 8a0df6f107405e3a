import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { articles } from "./articles";
import { business, claims } from "./business";
import { generalFaqs } from "./faqs";
import { mainNav } from "./navigation";
import { aboutPage, homePage, pageIntros, processPage } from "./pages";
import { atticProject, projects } from "./projects";
import {
  aboutPageSchema,
  articleSchema,
  homePageSchema,
  pageIntrosSchema,
  portfolioCategories,
  processPageSchema,
  projectPageSchema,
  projectSchema,
  serviceSchema,
  testimonialSchema,
  townSchema,
  faqSchema,
  type Image,
} from "./schema";
import { footerServiceSlugs, homeServiceSlugs, services, townServiceSlugs, findService } from "./services";
import { testimonials } from "./testimonials";
import { homeTestimonials } from "./testimonials-select";
import { towns } from "./towns";

const root = join(import.meta.dirname, "..", "..");

/** Every path the route table serves (the catch-all excluded). */
const routePaths = new Set(
  routes.filter((r) => r.path !== "*" && !r.path?.includes(".")).map((r) => (r.index ? "/" : `/${r.path}`)),
);

const unique = (values: string[]) => new Set(values).size === values.length;

describe("every content entry matches its schema", () => {
  it.each([
    ["services", serviceSchema, services],
    ["towns", townSchema, towns],
    ["articles", articleSchema, articles],
    ["testimonials", testimonialSchema, testimonials],
    ["projects", projectSchema, projects],
    ["general FAQs", faqSchema, generalFaqs],
  ] as const)("%s", (_name, schema, entries) => {
    for (const entry of entries) expect(() => schema.parse(entry)).not.toThrow();
  });

  it("single pages", () => {
    expect(() => homePageSchema.parse(homePage)).not.toThrow();
    expect(() => aboutPageSchema.parse(aboutPage)).not.toThrow();
    expect(() => processPageSchema.parse(processPage)).not.toThrow();
    expect(() => pageIntrosSchema.parse(pageIntros)).not.toThrow();
    expect(() => projectPageSchema.parse(atticProject)).not.toThrow();
  });
});

describe("slugs and ids are unique", () => {
  it.each([
    ["services", services.map((s) => s.slug)],
    ["towns", towns.map((t) => t.slug)],
    ["articles", articles.map((a) => a.slug)],
    ["testimonials", testimonials.map((t) => t.id)],
    ["projects", projects.map((p) => String(p.id))],
  ])("%s", (_name, values) => {
    expect(unique(values)).toBe(true);
  });

  it("search-engine titles and descriptions are unique across services, towns and articles", () => {
    expect(unique(services.map((s) => s.metaTitle))).toBe(true);
    expect(unique(services.map((s) => s.metaDescription))).toBe(true);
    expect(unique(towns.map((t) => t.metaDescription))).toBe(true);
    expect(unique(articles.map((a) => a.metaTitle))).toBe(true);
  });
});

describe("counts fixed by the specification", () => {
  it.each([
    ["service-area towns", towns.length, 8],
    ["articles", articles.length, 5],
    ["portfolio entries", projects.length, 9],
    ["attic gallery images", atticProject.gallery.length, 9],
    ["reviews in the full list", testimonials.length, 10],
    ["reviews on the home page", homeTestimonials.length, 6],
    ["footer service links", footerServiceSlugs.length, 7],
    ["footer service-area links", towns.length, 8],
    ["portfolio filter options", portfolioCategories.length, 12],
    ["home service cards", homeServiceSlugs.length, 11],
    ["service pages", services.length, 12],
    ["about values", aboutPage.values.length, 4],
    ["process phases", processPage.phases.length, 3],
    ["process strengths", processPage.strengths.length, 4],
    ["woodworking offerings", findService("woodworking")?.offerings?.length, 10],
    ["woodworking why-choose items", findService("woodworking")?.whyChoose?.length, 6],
    ["woodworking steps", findService("woodworking")?.process.steps.length, 3],
    ["maintenance FAQs", findService("preventative-maintenance")?.faqs?.length, 4],
    ["additions process steps", findService("additions")?.process.steps.length, 4],
    ["general FAQs", generalFaqs.length, 6],
    ["why-choose-us points", homePage.whyChooseUs.points.length, 4],
    ["service links on a town page", townServiceSlugs.length, 5],
    ["local bullets per town", Math.min(...towns.map((t) => t.localBullets.length)), 3],
  ])("%s: %i", (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("one video project, and only the attic project links to a page", () => {
    expect(projects.filter((p) => p.type === "video")).toHaveLength(1);
    expect(projects.filter((p) => p.href).map((p) => p.href)).toEqual(["/portfolio/attic-renovation"]);
  });

  it("the fixed strings and figures of the specification", () => {
    expect(processPage.phases.map((p) => p.phase)).toEqual(["Pre-Construction", "Construction", "Post-Construction"]);
    expect(processPage.strengths.map((s) => s.title)).toEqual([
      "Owner-Operator Present",
      "Open Communication",
      "Quality Assurance",
      "Complete Satisfaction",
    ]);
    expect(aboutPage.values.map((v) => v.title)).toEqual([
      "Expert Craftsmanship",
      "Personal Touch",
      "Client Partnership",
      "Trust & Reliability",
    ]);
    expect(findService("woodworking")?.process.steps.map((s) => s.title)).toEqual([
      "Design & Planning",
      "Material Selection",
      "Master Craftsmanship",
    ]);
    expect(atticProject.tags).toEqual(["Renovation", "Dormer"]);
    expect(atticProject.location).toBe("Arlington, MA");
    expect(pageIntros.portfolio.heading).toBe("Our Project Portfolio");
    expect(pageIntros.contact.heading).toBe("Start a Conversation");
    expect(articles.every((a) => a.date === "2025-08-08")).toBe(true);
    const facts = (slug: string) => findService(slug)?.facts.map((f) => f.value) ?? [];
    expect(facts("kitchen")).toEqual(expect.arrayContaining(["4-8 weeks", "15-25%"]));
    expect(facts("bathroom")).toEqual(expect.arrayContaining(["2-4 weeks", "10-15%"]));
    expect(facts("basement")).toContain("6-10 weeks");
    expect(facts("additions")).toContain("50-80%");
    expect(facts("preventative-maintenance")).toEqual(expect.arrayContaining(["2-3 hours", "90%"]));
    expect(findService("bathroom")?.testimonial).toBeDefined();
    expect(findService("additions")?.considerations?.length).toBeGreaterThan(0);
  });

  it("navigation: seven items, the service dropdown lists every service page", () => {
    expect(mainNav.map((n) => n.name)).toEqual([
      "Home",
      "Services",
      "Portfolio",
      "About",
      "Process",
      "Testimonials",
      "Join Our Team",
    ]);
    expect(mainNav[1]?.dropdown).toHaveLength(services.length);
    expect(mainNav[1]?.dropdown?.find((d) => d.href === "/services/mudrooms")?.name).toBe("Laundry Rooms");
  });
});

describe("cross-references resolve", () => {
  it("every route of the specification's route table exists", () => {
    const expected = [
      "/",
      "/services",
      ...[
        "kitchen",
        "bathroom",
        "basement",
        "additions",
        "whole-home",
        "property-preservation",
        "woodworking",
        "closets",
        "decks",
        "mudrooms",
        "pool-houses",
        "poolhouses",
        "preventative-maintenance",
      ].map((s) => `/services/${s}`),
      "/portfolio",
      "/portfolio/attic-renovation",
      "/about",
      "/process",
      "/testimonials",
      "/contact",
      "/review",
      "/join-team",
      ...["weston", "wellesley", "newton", "needham", "wayland", "lincoln", "sudbury", "concord"].map(
        (t) => `/service-areas/${t}-ma`,
      ),
      "/resources",
      "/resources/bathroom-remodel-planning-guide",
      "/resources/kitchen-remodel-planning-guide",
      "/resources/middlesex-county-best-roi-remodels",
      "/resources/needs-vs-wants-home-improvement-guide",
      "/resources/weston-ma-home-addition-permits-guide",
      "/search",
      // where the forms land without JavaScript (noindex, not in the sitemap)
      "/thank-you",
    ];
    expect([...routePaths].sort()).toEqual(expected.sort());
  });

  it("every link in content points at a page of the site", () => {
    const hrefs = [
      ...services.map((s) => s.cta.secondary.href),
      ...projects.flatMap((p) => (p.href ? [p.href] : [])),
      ...mainNav.flatMap((n) => [n.href, ...(n.dropdown ?? []).map((d) => d.href)]),
    ];
    for (const href of hrefs) expect(routePaths, href).toContain(href);
  });

  it("every article names an existing related service and has a Markdown body", () => {
    for (const a of articles) {
      expect(findService(a.relatedService), a.slug).toBeDefined();
      const body = join(root, "app/content/articles", `${a.slug}.md`);
      expect(existsSync(body), body).toBe(true);
      expect(readFileSync(body, "utf8").split(/\s+/).length).toBeGreaterThan(700);
    }
  });

  it("every internal link inside an article points at a page of the site", () => {
    for (const a of articles) {
      const body = readFileSync(join(root, "app/content/articles", `${a.slug}.md`), "utf8");
      for (const [, href] of body.matchAll(/\]\((\/[^)\s#]*)/g))
        expect(routePaths, `${a.slug}: ${href}`).toContain(href);
    }
  });

  it("every image slot has artwork in app/assets/art", () => {
    const images: Image[] = [
      ...services.map((s) => s.image),
      ...towns.map((t) => t.image),
      ...articles.map((a) => a.image),
      ...projects.map((p) => (p.type === "video" ? p.poster : p.image)),
      atticProject.hero,
      ...atticProject.gallery,
    ];
    const names = [...images.map((i) => i.art), "hero-home", "founder", "workshop"];
    const files = readdirSync(join(root, "app/assets/art")).map((f) => f.replace(/\.(svg|jpe?g|png|webp|avif)$/i, ""));
    for (const name of names) expect(files, name).toContain(name);
  });
});

describe("business identity", () => {
  it("uses phone numbers from the reserved 555-0100..0199 range, and two different ones", () => {
    for (const phone of [business.phone, business.afterHoursPhone]) {
      expect(phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
      expect(phone.display.replace(/\D/g, "")).toBe(phone.e164.slice(2));
    }
    expect(business.phone.e164).not.toBe(business.afterHoursPhone.e164);
  });

  it("states the claims of the specification", () => {
    expect(claims).toMatchObject({
      rating: "5.0",
      reviewsShort: "35+",
      reviewsLong: "200+",
      years: "15+",
      projects: "200+",
      licensed: "100%",
      structuredReviewCount: 35,
    });
    expect(business.copyrightYear).toBe(2025);
    expect(business.serviceRadiusMiles).toBe(25);
  });
});
