/**
 * Rules the content must keep, whatever the owner adds through the editor: every
 * entry gets its page, its links and its sitemap entry; every reference
 * resolves. No count here: a ninth town or a deleted review never fails a test (the
 * specification's counts are checked once, on the shipped content, in
 * tests/unit/specification.test.ts). The checks that stop
 * a build (schemas, references, placeholders) are tested in
 * app/lib/content/load.test.ts on a copy of this folder.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import site from "virtual:content/site";
import { SiteFooter } from "../components/layout/site-footer";
import routes from "../routes";
import { loadContent } from "../lib/content/load";
import { articlePath, servicePath, servicePaths, townPath } from "../lib/content/paths";
import { getSiteIndex } from "../lib/content/content.server";

// The working tree's content, or a copy's (CONTENT_ROOT: the editor's browser tests run these rules on
// the copy the editor wrote a ninth town into).
const content = loadContent();
const { mainNav } = site.navigation;
const { articles, services, towns, projects, projectPages } = content.collections;
const { sitePages } = content.settings;

/** Every path the route table serves (the catch-all excluded). */
const routePaths = new Set(
  routes.filter((r) => r.path !== "*" && !r.path?.includes(".")).map((r) => (r.index ? "/" : `/${r.path}`)),
);
const sitemap = new Set(
  getSiteIndex()
    .filter((e) => e.canonical)
    .map((e) => e.path),
);
/** The footer as a visitor's browser receives it. */
const footer = renderToStaticMarkup(
  createElement(createRoutesStub([{ path: "/", Component: () => createElement(SiteFooter) }])),
);

describe("the content files", () => {
  it("load, validate and reach the site's modules as they are on disk", () => {
    // The browser's facts are the files' own, those its code reads (app/lib/content/modules.ts).
    expect(content.settings.business).toMatchObject(site.business);
    expect(site.business.phone).toEqual(content.settings.business.phone);
    expect(site.towns.map((t) => t.slug)).toEqual(content.collections.towns.map((t) => t.slug));
    expect(site.navigation.footerServices).toEqual(content.settings.navigation.footerServices);
  });
});

describe("every entry has its page", () => {
  it("every town: a page, a footer link and a sitemap entry", () => {
    for (const town of towns) {
      expect(footer, town.slug).toContain(`href="${townPath(town)}"`);
      expect(routePaths, town.slug).toContain(townPath(town));
      expect(sitemap, town.slug).toContain(townPath(town));
    }
  });

  it("every service: its page (and its alias), in the menu, in the sitemap", () => {
    const dropdown = mainNav.flatMap((n) => n.dropdown ?? []).map((d) => d.href);
    for (const service of services) {
      for (const path of servicePaths(service)) expect(routePaths, path).toContain(path);
      expect(dropdown).toContain(servicePath(service));
    }
  });

  it("every article and project page: a page and a sitemap entry", () => {
    for (const article of articles) {
      expect(routePaths).toContain(articlePath(article));
      expect(sitemap).toContain(articlePath(article));
    }
    for (const project of projectPages) expect(routePaths).toContain(`${sitePages.portfolio.path}/${project.slug}`);
  });

  it("a card marked Before & after links to a page of the site; a card without a page links nowhere", () => {
    for (const project of projects.filter((p) => p.beforeAfter.length > 0))
      expect(routePaths, project.title).toContain(project.href);
    for (const project of projects.filter((p) => !p.page)) expect(project.href, project.title).toBeUndefined();
  });

  it("every page of the site pages file is routed", () => {
    for (const [name, page] of Object.entries(sitePages))
      if (!["feed", "notFound"].includes(name)) expect(routePaths, name).toContain(page.path);
  });
});

describe("every reference resolves", () => {
  it("every link in content points at a page of the site", () => {
    const hrefs = [
      ...services.map((s) => s.cta.secondary.href),
      ...projects.flatMap((p) => (p.href ? [p.href] : [])),
      ...mainNav.flatMap((n) => [n.href, ...(n.dropdown ?? []).map((d) => d.href)]),
      content.settings.navigation.contactCta.href,
    ];
    for (const href of hrefs) expect(routePaths, href).toContain(href);
  });

  it("every internal link inside an article points at a page of the site", () => {
    for (const article of articles)
      for (const [, href] of article.body.matchAll(/\]\((\/[^)\s#]*)/g))
        expect(routePaths, `${article.slug}: ${href}`).toContain(href);
  });

  it("the home page, the footer and the town pages list existing services", () => {
    const slugs = new Set(services.map((s) => s.slug));
    for (const slug of [
      ...content.settings.serviceLists.home,
      ...content.settings.navigation.footerServices.map((s) => s.slug),
      ...content.settings.serviceLists.offerCatalog,
      ...content.settings.serviceLists.townPages,
    ])
      expect(slugs).toContain(slug);
  });
});

describe("business identity", () => {
  it("two different phone numbers, each printed and dialled alike", () => {
    const { phone, afterHoursPhone } = content.settings.business;
    for (const p of [phone, afterHoursPhone]) expect(p.display.replace(/\D/g, "")).toBe(p.e164.slice(2));
    expect(phone.e164).not.toBe(afterHoursPhone.e164);
  });
});
