/**
 * The specification's fixed figures and strings (sections 2, 3, 8 and 9), checked once against a frozen
 * copy of the content as shipped (tests/fixtures/shipped-content: app/content as first delivered, and
 * empty files named like its pictures, which is all the loader reads of them). The live content is the
 * owner's to change: a ninth town or a deleted review must never fail a test, so no other test holds
 * these numbers. To re-freeze after a deliberate change of the shipped content:
 *   rm -r tests/fixtures/shipped-content/app/content && cp -r app/content tests/fixtures/shipped-content/app/
 *   rm tests/fixtures/shipped-content/app/content/*.ts
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, placeholderValues } from "../../app/lib/content/load";

const shipped = loadContent(resolve(import.meta.dirname, "../fixtures/shipped-content"));
const service = (slug: string) => shipped.collections.services.find((s) => s.slug === slug)!;
const facts = (slug: string) => service(slug).facts.map((f) => f.value);
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe("the shipped content holds the specification's entries (sections 2, 3 and 9)", () => {
  it("8 service-area towns, 5 articles, 9 projects (one video), 10 reviews (6 on the home page), 6 FAQs", () => {
    expect(shipped.collections.towns.map((t) => t.slug)).toEqual([
      "weston-ma",
      "wellesley-ma",
      "newton-ma",
      "needham-ma",
      "wayland-ma",
      "lincoln-ma",
      "sudbury-ma",
      "concord-ma",
    ]);
    expect(shipped.collections.articles.map((a) => a.slug).sort()).toEqual([
      "bathroom-remodel-planning-guide",
      "kitchen-remodel-planning-guide",
      "middlesex-county-best-roi-remodels",
      "needs-vs-wants-home-improvement-guide",
      "weston-ma-home-addition-permits-guide",
    ]);
    expect(new Set(shipped.collections.articles.map((a) => a.date))).toEqual(new Set(["2025-08-08"]));
    expect(shipped.collections.articles.every((a) => ["Guide", "Local"].includes(a.category))).toBe(true);
    expect(shipped.collections.projects).toHaveLength(9);
    expect(shipped.collections.projects.filter((p) => p.type === "video")).toHaveLength(1);
    expect(shipped.collections.testimonials).toHaveLength(10);
    expect(shipped.collections.testimonials.filter((t) => t.onHome)).toHaveLength(6);
    expect(shipped.collections.testimonials.every((t) => t.rating === 5)).toBe(true);
    expect(shipped.collections.faqs).toHaveLength(6);
  });

  it("the service pages of the route table, 11 on the home page, 7 in the footer, 5 on town pages", () => {
    expect(shipped.collections.services.map((s) => s.slug).sort()).toEqual(
      [
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
        "preventative-maintenance",
      ].sort(),
    );
    expect(shipped.settings.serviceLists.home).toEqual([
      "kitchen",
      "bathroom",
      "basement",
      "additions",
      "woodworking",
      "whole-home",
      "property-preservation",
      "closets",
      "decks",
      "mudrooms",
      "pool-houses",
    ]);
    expect(shipped.settings.navigation.footerServices).toHaveLength(7);
    expect(shipped.settings.serviceLists.townPages).toEqual([
      "kitchen",
      "bathroom",
      "basement",
      "additions",
      "woodworking",
    ]);
    expect(shipped.settings.serviceLists.offerCatalog).toHaveLength(5);
  });

  it("the service pages' figures, steps and lists", () => {
    expect(facts("kitchen")).toEqual(expect.arrayContaining(["4-8 weeks", "15-25%"]));
    expect(facts("bathroom")).toEqual(expect.arrayContaining(["2-4 weeks", "10-15%"]));
    expect(facts("basement")).toContain("6-10 weeks");
    expect(facts("additions")).toContain("50-80%");
    expect(facts("preventative-maintenance")).toEqual(expect.arrayContaining(["2-3 hours", "90%"]));
    expect(service("bathroom").testimonial).toBeDefined();
    expect(service("additions").process.steps).toHaveLength(4);
    expect(service("preventative-maintenance").faqs).toHaveLength(4);
    expect(service("woodworking").offerings).toHaveLength(10);
    expect(titles(service("woodworking").process.steps)).toEqual([
      "Design & Planning",
      "Material Selection",
      "Master Craftsmanship",
    ]);
    expect(service("woodworking").whyChoose).toHaveLength(6);
  });

  it("the portfolio's 12 filter options, the attic project's tags, location and 9 pictures", () => {
    expect(shipped.pages.portfolio.categories).toEqual([
      "All",
      "Kitchen",
      "Bathroom",
      "Basement",
      "Addition",
      "Woodwork",
      "Siding",
      "Laundry",
      "Pool House",
      "Living Area",
      "Porch",
      "Deck",
    ]);
    expect(shipped.pages.portfolio.hero.heading).toBe("Our Project Portfolio");
    const attic = shipped.collections.projectPages.find((p) => p.slug === "attic-renovation")!;
    expect(attic.tags).toEqual(["Renovation", "Dormer"]);
    expect(attic.location).toBe("Arlington, MA");
    expect(attic.gallery).toHaveLength(9);
  });

  it("the home, about and process pages' named points", () => {
    expect(titles(shipped.pages.home.whyChooseUs.points)).toEqual([
      "Expert Craftsmanship",
      "Personalized Service",
      "Licensed & Insured",
      "On-Time Delivery",
    ]);
    expect(titles(shipped.pages.about.values)).toEqual([
      "Expert Craftsmanship",
      "Personal Touch",
      "Client Partnership",
      "Trust & Reliability",
    ]);
    expect(shipped.pages.process.phases.map((p) => p.phase)).toEqual([
      "Pre-Construction",
      "Construction",
      "Post-Construction",
    ]);
    expect(titles(shipped.pages.process.strengths)).toEqual([
      "Owner-Operator Present",
      "Open Communication",
      "Quality Assurance",
      "Complete Satisfaction",
    ]);
    expect(shipped.pages.contact.hero.heading).toBe("Start a Conversation");
    expect(shipped.settings.navigation.contactCta).toEqual({ name: "Start a Conversation", href: "/contact" });
    expect(shipped.settings.navigation.mainNav.map((n) => n.name)).toEqual([
      "Home",
      "Services",
      "Portfolio",
      "About",
      "Process",
      "Testimonials",
      "Join Our Team",
    ]);
  });
});

describe("the shipped business facts (section 9)", () => {
  const { business } = shipped.settings;
  const { claims, promises } = business;

  it("two phone numbers switched at 9 and 17, the hours in both readings, 25 miles, two counties", () => {
    expect(business.phone.e164).not.toBe(business.afterHoursPhone.e164);
    expect(business.phoneHours).toEqual({ start: 9, end: 17 });
    expect(business.hoursDisplay.slice(0, 2)).toEqual([
      { days: "Monday - Friday", hours: "7:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "8:00 AM - 4:00 PM" },
    ]);
    expect(business.hoursStructured).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
      { days: ["Saturday"], opens: "09:00", closes: "15:00" },
    ]);
    expect(business.serviceRadiusMiles).toBe(25);
    expect(business.counties).toEqual(["Middlesex", "Norfolk"]);
    expect(business.payments).toEqual(["Cash", "Check", "Credit Card"]);
    expect(business.currency).toBe("USD");
    expect(business.priceRange).toBe("$$$$");
    expect(business.copyrightYear).toBe(2025);
    expect(business.licence).toMatch(/^Licensed and insured in Massachusetts/);
  });

  it("the claims and the response promise", () => {
    expect(claims).toMatchObject({
      rating: "5.0",
      reviewsShort: "35+",
      reviewsLong: "200+",
      years: "15+",
      projects: "200+",
      licensed: "100%",
      structuredReviewCount: 35,
      responseTime: "1 business day",
    });
    expect(promises).toContain("A response within 1 business day");
    expect(promises.some((p) => /free initial consultation/i.test(p))).toBe(true);
    expect(placeholderValues(business, []).serviceRadius).toBe("25-mile");
  });
});

describe("the shipped screens' fixed strings (sections 3 and 8)", () => {
  it("the 404 screen", () => {
    expect(shipped.pages.notFound).toMatchObject({
      title: "404",
      heading: "Page Not Found",
      text: "Sorry, we couldn't find the page you're looking for. The page may have been moved or no longer exists.",
      button: "Return to Home",
    });
  });

  it("the job application's fields, options and success notice", () => {
    const job = shipped.forms.job;
    expect(Object.values(job.labels)).toEqual([
      "Full Name",
      "Email",
      "Phone Number",
      "Years of Experience",
      "Skills",
      "When can you start",
      "Tell Us About Yourself",
    ]);
    expect(job.experienceOptions.map((o) => [o.value, o.label])).toEqual([
      ["entry", "Entry Level (0-2 years)"],
      ["mid", "Mid Level (3-7 years)"],
      ["senior", "Senior Level (8+ years)"],
      ["expert", "Expert (15+ years)"],
    ]);
    expect(job.availabilityOptions.map((o) => [o.value, o.label])).toEqual([
      ["immediately", "Immediately"],
      ["2weeks", "2 weeks notice"],
      ["1month", "1 month"],
      ["flexible", "Flexible"],
    ]);
    expect(job.successTitle).toBe("Application Submitted!");
    expect(job.successDescription).toBe("Thank you for your interest. We'll be in touch soon.");
  });

  it("the review page's two cards, the testimonials page's claims", () => {
    expect(shipped.pages.review.google.label).toMatch(/Google Review/);
    expect(shipped.pages.review.facebook.label).toMatch(/Facebook Review/);
  });
});
