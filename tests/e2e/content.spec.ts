/**
 * Every page shows the strings, structures and links the specification names
 * (sections 2, 3 and 9), in the pre-rendered HTML a visitor or crawler gets.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const main = (page: Page) => page.getByRole("main");
const linkTo = (page: Page, href: string) => main(page).locator(`a[href="${href}"]`).first();

test("home: hero links, claims strip, 11 service cards, four reasons, six reviews, links onward", async ({ page }) => {
  await page.route("https://**.test/**", (r) => r.abort());
  await page.goto("/");
  await expect(main(page).getByRole("link", { name: "Start a Conversation" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(main(page).getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/portfolio");
  for (const claim of ["5.0", "35+", "15+", "200+", "100%"])
    await expect(main(page).getByText(claim, { exact: true }).first()).toBeVisible();
  const cards = main(page).locator("article:has(h3 a[href^='/services/'])");
  await expect(cards).toHaveCount(11);
  for (const slug of [
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
  ]) {
    await expect(main(page).locator(`article a[href="/services/${slug}"]`)).toHaveCount(1);
  }
  await expect(main(page).locator("article img")).toHaveCount(11);
  for (const point of ["Expert Craftsmanship", "Personalized Service", "Licensed & Insured", "On-Time Delivery"]) {
    await expect(main(page).getByRole("heading", { name: point })).toBeVisible();
  }
  await expect(linkTo(page, "/testimonials")).toBeVisible();
  await expect(linkTo(page, "/process")).toBeVisible();
  await expect(main(page).locator("details")).toHaveCount(6);
});

test("services overview lists every service page", async ({ page }) => {
  await page.goto("/services");
  await expect(main(page).locator("article a[href^='/services/']")).toHaveCount(12);
});

test("service pages: durations, value figures, testimonial, steps, FAQs and calls to action", async ({ page }) => {
  const facts: [string, string[]][] = [
    ["/services/kitchen", ["4-8 weeks", "15-25%"]],
    ["/services/bathroom", ["2-4 weeks", "10-15%"]],
    ["/services/basement", ["6-10 weeks"]],
    ["/services/additions", ["50-80%"]],
    ["/services/preventative-maintenance", ["2-3 hours", "90%"]],
  ];
  for (const [path, values] of facts) {
    await page.goto(path);
    for (const value of values)
      await expect(main(page).getByText(value, { exact: true }).first(), `${value} on ${path}`).toBeVisible();
    await expect(linkTo(page, "/contact")).toBeVisible();
  }
  await page.goto("/services/bathroom");
  await expect(main(page).locator("figure blockquote")).toHaveCount(1);
  await page.goto("/services/additions");
  await expect(main(page).locator("ol:not(nav ol) > li")).toHaveCount(4);
  await expect(main(page).getByRole("heading", { name: "Planning considerations" })).toBeVisible();
  await page.goto("/services/preventative-maintenance");
  await expect(main(page).locator("details")).toHaveCount(4);
  await page.goto("/services/woodworking");
  await expect(linkTo(page, "/portfolio")).toBeVisible();
  await expect(
    main(page).getByRole("heading", { name: "What we build" }).locator("xpath=../..").locator("li"),
  ).toHaveCount(10);
  for (const step of ["Design & Planning", "Material Selection", "Master Craftsmanship"]) {
    await expect(main(page).getByRole("heading", { name: step })).toBeVisible();
  }
});

test("portfolio: title, 12 filters in order, 9 projects (one video), call to action", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Project Portfolio");
  await expect(main(page).getByRole("group").getByRole("button")).toHaveText([
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
  await expect(main(page).locator("article")).toHaveCount(9);
  await expect(main(page).getByRole("button", { name: /Play video/ })).toHaveCount(1);
  await expect(linkTo(page, "/contact")).toBeVisible();
});

test("attic project: hero, tags, location, overview and 9 gallery images", async ({ page }) => {
  await page.goto("/portfolio/attic-renovation");
  await expect(main(page).getByText("Arlington, MA").first()).toBeVisible();
  for (const tag of ["Renovation", "Dormer"]) await expect(main(page).getByText(tag, { exact: true })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Project overview" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: /Open photo \d of 9/ })).toHaveCount(9);
});

test("contact: heading, form area, side cards with page-copy hours and promises", async ({ page }) => {
  await page.route("https://**.test/**", (r) => r.abort());
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start a Conversation");
  for (const card of ["Phone", "Email", "Location", "Hours", "Our Promise", "Service Areas"]) {
    await expect(main(page).getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  await expect(main(page).getByText("7:00 AM - 6:00 PM")).toBeVisible();
  await expect(main(page).getByText("8:00 AM - 4:00 PM")).toBeVisible();
  await expect(main(page).getByText("A response within 1 business day")).toBeVisible();
  await expect(main(page).locator('a[href^="mailto:hello@"]').first()).toBeVisible();
});

test("about, process, testimonials and review pages", async ({ page }) => {
  await page.route("https://**.test/**", (r) => r.abort());
  await page.goto("/about");
  for (const value of ["Expert Craftsmanship", "Personal Touch", "Client Partnership", "Trust & Reliability"]) {
    await expect(main(page).getByRole("heading", { name: value })).toBeVisible();
  }
  await expect(main(page).locator("blockquote")).toHaveCount(1);
  await expect(linkTo(page, "/contact")).toBeVisible();
  await expect(linkTo(page, "/process")).toBeVisible();

  await page.goto("/process");
  for (const phase of ["Pre-Construction", "Construction", "Post-Construction"])
    await expect(main(page).getByText(`: ${phase}`, { exact: false }).first()).toBeVisible();
  for (const s of ["Owner-Operator Present", "Open Communication", "Quality Assurance", "Complete Satisfaction"]) {
    await expect(main(page).getByRole("heading", { name: s })).toBeVisible();
  }
  for (const href of ["/contact", "/testimonials", "/portfolio"]) await expect(linkTo(page, href)).toBeVisible();

  await page.goto("/testimonials");
  await expect(main(page).getByText("5.0", { exact: true })).toBeVisible();
  await expect(
    main(page)
      .getByText(/200\+ reviews/)
      .first(),
  ).toBeVisible();
  await expect(main(page).locator("figure:has(blockquote)")).toHaveCount(10);
  for (const href of ["/contact", "/portfolio"]) await expect(linkTo(page, href)).toBeVisible();

  await page.goto("/review");
  const external = main(page).locator('a[target="_blank"]');
  await expect(external).toHaveCount(2);
  for (const link of await external.all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(main(page).getByRole("link", { name: /Google Review/ })).toBeVisible();
  await expect(main(page).getByRole("link", { name: /Facebook Review/ })).toBeVisible();
});

test("service-area pages: hero, five service links, three local bullets, call to action", async ({ page }) => {
  for (const [slug, city] of [
    ["weston-ma", "Weston"],
    ["concord-ma", "Concord"],
  ] as const) {
    await page.goto(`/service-areas/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Home Remodeling in ${city}, MA`);
    for (const s of ["kitchen", "bathroom", "basement", "additions", "woodworking"])
      await expect(linkTo(page, `/services/${s}`)).toBeVisible();
    await expect(
      main(page).getByRole("heading", { name: "What to know locally" }).locator("xpath=..").locator("li"),
    ).toHaveCount(3);
    await expect(linkTo(page, "/contact")).toBeVisible();
  }
});

test("resources: 5 article cards; each article has a call to action and a related service", async ({ page }) => {
  await page.goto("/resources");
  const cards = main(page).locator("article");
  await expect(cards).toHaveCount(5);
  await expect(main(page).locator("time[datetime='2025-08-08']")).toHaveCount(5);
  await page.goto("/resources/kitchen-remodel-planning-guide");
  for (const figure of ["2-6", "2-8+", "4-10+"])
    await expect(main(page).locator("article").getByText(figure, { exact: false }).first()).toBeVisible();
  await expect(linkTo(page, "/contact")).toBeVisible();
  await expect(main(page).getByRole("link", { name: /Explore Kitchen Remodeling/ })).toHaveAttribute(
    "href",
    "/services/kitchen",
  );
  await page.goto("/resources/bathroom-remodel-planning-guide");
  for (const figure of ["40-60%", "10-15%"])
    await expect(main(page).locator("article").getByText(figure, { exact: false }).first()).toBeVisible();
});

test("join team: the Quick Application with the seven labelled fields and their options", async ({ page }) => {
  await page.goto("/join-team");
  await expect(main(page).getByRole("heading", { name: "Quick Application" })).toBeVisible();
  for (const label of [
    "Full Name",
    "Email",
    "Phone Number",
    "Years of Experience",
    "Skills",
    "When can you start",
    "Tell Us About Yourself",
  ]) {
    await expect(main(page).getByLabel(label)).toBeVisible();
  }
  await expect(main(page).getByLabel("Years of Experience").locator("option")).toHaveText([
    "Select your experience",
    "Entry Level (0-2 years)",
    "Mid Level (3-7 years)",
    "Senior Level (8+ years)",
    "Expert (15+ years)",
  ]);
  await expect(main(page).getByLabel("When can you start").locator("option")).toHaveText([
    "Select availability",
    "Immediately",
    "2 weeks notice",
    "1 month",
    "Flexible",
  ]);
});
