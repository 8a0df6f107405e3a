/**
 * Every page shows what the content says, in the pre-rendered HTML a visitor or crawler gets: the
 * structures of the specification (sections 2, 3 and 9), filled from the content files. Expected values
 * come from the content (./support/content.ts), so the owner's edits never fail these tests; the
 * specification's fixed figures are checked on the shipped content in tests/unit/specification.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { articlePath, content, projectsIn, servicePath, townPath } from "./support/content";

const { settings, pages } = content;
const { business } = settings;
const { claims } = business;
const main = (page: Page) => page.getByRole("main");
const linkTo = (page: Page, href: string) => main(page).locator(`a[href="${href}"]`).first();
const service = (slug: string) => content.collections.services.find((s) => s.slug === slug)!;

test("home: hero links, claims strip, its service cards, the reasons, the questions, links onward", async ({
  page,
}) => {
  await page.route("https://**.test/**", (r) => r.abort());
  await page.goto("/");
  await expect(
    main(page).getByRole("link", { name: content.settings.navigation.contactCta.name }).first(),
  ).toHaveAttribute("href", content.settings.navigation.contactCta.href);
  await expect(main(page).getByRole("link", { name: content.pages.home.hero.secondaryLabel })).toHaveAttribute(
    "href",
    pages.portfolio.path,
  );
  for (const claim of [claims.rating, claims.reviewsShort, claims.years, claims.projects, claims.licensed])
    await expect(main(page).getByText(claim, { exact: true }).first()).toBeVisible();
  const cards = main(page).locator("article:has(h3 a[href^='/services/'])");
  await expect(cards).toHaveCount(content.settings.serviceLists.home.length);
  for (const slug of content.settings.serviceLists.home)
    await expect(main(page).locator(`article a[href="${servicePath({ slug })}"]`)).toHaveCount(1);
  await expect(main(page).locator("article img")).toHaveCount(content.settings.serviceLists.home.length);
  for (const point of content.pages.home.whyChooseUs.points)
    await expect(main(page).getByRole("heading", { name: point.title })).toBeVisible();
  await expect(linkTo(page, pages.testimonials.path)).toBeVisible();
  await expect(linkTo(page, pages.process.path)).toBeVisible();
  await expect(main(page).locator("details")).toHaveCount(content.collections.faqs.length);
});

test("services overview lists every service page", async ({ page }) => {
  await page.goto(pages.services.path);
  await expect(main(page).locator("article a[href^='/services/']")).toHaveCount(content.collections.services.length);
  for (const s of content.collections.services) await expect(linkTo(page, servicePath(s))).toBeVisible();
});

test("service pages: their figures, testimonial, steps, lists, questions and calls to action", async ({ page }) => {
  for (const s of content.collections.services) {
    const path = servicePath(s);
    await page.goto(path);
    for (const fact of s.facts)
      await expect(main(page).getByText(fact.value, { exact: true }).first(), `${fact.value} on ${path}`).toBeVisible();
    await expect(linkTo(page, pages.contact.path), `contact link on ${path}`).toBeVisible();
    await expect(main(page).locator("figure blockquote"), path).toHaveCount(s.testimonial ? 1 : 0);
    if (s.faqs) await expect(main(page).locator("details"), path).toHaveCount(s.faqs.length);
    for (const step of s.process.steps)
      await expect(main(page).getByRole("heading", { name: step.title, exact: true }), path).toBeVisible();
    if (s.considerations)
      await expect(main(page).getByRole("heading", { name: pages.service.considerationsHeading })).toBeVisible();
    if (s.offerings)
      await expect(
        main(page).getByRole("heading", { name: pages.service.offeringsHeading }).locator("xpath=../..").locator("li"),
      ).toHaveCount(s.offerings.length);
  }
  await page.goto(servicePath(service("additions")));
  await expect(main(page).locator("ol:not(nav ol) > li")).toHaveCount(service("additions").process.steps.length);
  await page.goto(servicePath(service("woodworking")));
  await expect(linkTo(page, pages.portfolio.path)).toBeVisible();
});

test("portfolio: title, the filter options in order, every project (videos with a play button), call to action", async ({
  page,
}) => {
  await page.goto(pages.portfolio.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.portfolio.hero.heading);
  await expect(main(page).getByRole("group").getByRole("button")).toHaveText(content.pages.portfolio.categories);
  await expect(main(page).locator("article")).toHaveCount(projectsIn("All").length);
  await expect(main(page).getByRole("button", { name: /Play video/ })).toHaveCount(
    content.collections.projects.filter((p) => p.type === "video").length,
  );
  await expect(linkTo(page, pages.contact.path)).toBeVisible();
});

test("project pages: hero, tags, location, overview and every gallery picture", async ({ page }) => {
  for (const project of content.collections.projectPages) {
    await page.goto(`${pages.portfolio.path}/${project.slug}`);
    await expect(main(page).getByText(project.location).first()).toBeVisible();
    for (const tag of project.tags) await expect(main(page).getByText(tag, { exact: true })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: project.overviewHeading })).toBeVisible();
    await expect(main(page).getByRole("button", { name: /Open photo \d+ of \d+/ })).toHaveCount(project.gallery.length);
  }
});

test("contact: heading, form area, side cards with the published hours and promises", async ({ page }) => {
  await page.route("https://**.test/**", (r) => r.abort());
  await page.goto(pages.contact.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.pages.contact.hero.heading);
  for (const card of Object.values(content.pages.contact.cards))
    await expect(main(page).getByRole("heading", { name: card, exact: true })).toBeVisible();
  for (const { hours } of business.hoursDisplay) await expect(main(page).getByText(hours).first()).toBeVisible();
  for (const promise of content.settings.business.promises) await expect(main(page).getByText(promise)).toBeVisible();
  await expect(main(page).locator(`a[href="mailto:${business.email}"]`).first()).toBeVisible();
});

test("about, process, testimonials and review pages", async ({ page }) => {
  await page.route("https://**.test/**", (r) => r.abort());
  await page.goto(pages.about.path);
  for (const value of content.pages.about.values)
    await expect(main(page).getByRole("heading", { name: value.title })).toBeVisible();
  await expect(main(page).locator("blockquote")).toHaveCount(1);
  await expect(linkTo(page, pages.contact.path)).toBeVisible();
  await expect(linkTo(page, pages.process.path)).toBeVisible();

  await page.goto(pages.process.path);
  for (const phase of content.pages.process.phases)
    await expect(main(page).getByText(`: ${phase.phase}`, { exact: false }).first()).toBeVisible();
  for (const strength of content.pages.process.strengths)
    await expect(main(page).getByRole("heading", { name: strength.title })).toBeVisible();
  for (const path of [pages.contact.path, pages.testimonials.path, pages.portfolio.path])
    await expect(linkTo(page, path)).toBeVisible();

  await page.goto(pages.testimonials.path);
  await expect(main(page).getByText(claims.rating, { exact: true })).toBeVisible();
  await expect(main(page).getByText(claims.reviewsLong).first()).toBeVisible();
  await expect(main(page).locator("figure:has(blockquote)")).toHaveCount(content.collections.testimonials.length);
  for (const testimonial of content.collections.testimonials)
    await expect(main(page).getByText(testimonial.author, { exact: true }).first()).toBeVisible();
  for (const path of [pages.contact.path, pages.portfolio.path]) await expect(linkTo(page, path)).toBeVisible();

  await page.goto(pages.review.path);
  const external = main(page).locator('a[target="_blank"]');
  await expect(external).toHaveCount(2);
  for (const link of await external.all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(main(page).getByRole("link", { name: content.pages.review.google.label })).toHaveAttribute(
    "href",
    business.social.googleReviewUrl,
  );
  await expect(main(page).getByRole("link", { name: content.pages.review.facebook.label })).toHaveAttribute(
    "href",
    business.social.facebookUrl,
  );
});

test("service-area pages: hero, the town-page services, the local bullets, call to action", async ({ page }) => {
  for (const town of content.collections.towns) {
    await page.goto(townPath(town));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.town.heading.replace("{town}", town.city));
    for (const slug of content.settings.serviceLists.townPages)
      await expect(linkTo(page, servicePath({ slug }))).toBeVisible();
    await expect(
      main(page).getByRole("heading", { name: pages.town.localHeading }).locator("xpath=..").locator("li"),
    ).toHaveCount(town.localBullets.length);
    await expect(linkTo(page, pages.contact.path)).toBeVisible();
  }
});

test("resources: a card per article; each article has a call to action and its related service", async ({ page }) => {
  await page.goto(pages.resources.path);
  await expect(main(page).locator("article")).toHaveCount(content.collections.articles.length);
  for (const article of content.collections.articles) {
    await expect(linkTo(page, articlePath(article))).toBeVisible();
    await expect(main(page).locator(`time[datetime='${article.date}']`).first()).toBeVisible();
  }
  for (const article of content.collections.articles) {
    await page.goto(articlePath(article));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(linkTo(page, pages.contact.path)).toBeVisible();
    const related = service(article.relatedService);
    await expect(
      main(page).getByRole("link", { name: pages.article.relatedLink.replace("{service}", related.name) }),
    ).toHaveAttribute("href", servicePath(related));
  }
});

test("join team: the Quick Application with its labelled fields and their options", async ({ page }) => {
  const job = content.forms.job;
  await page.goto(pages.joinTeam.path);
  await expect(main(page).getByRole("heading", { name: content.pages.joinTeam.application.heading })).toBeVisible();
  for (const label of Object.values(job.labels)) await expect(main(page).getByLabel(label)).toBeVisible();
  await expect(main(page).getByLabel(job.labels.experience).locator("option")).toHaveText([
    job.empty.experience,
    ...job.experienceOptions.map((o) => o.label),
  ]);
  await expect(main(page).getByLabel(job.labels.availability).locator("option")).toHaveText([
    job.empty.availability,
    ...job.availabilityOptions.map((o) => o.label),
  ]);
});
