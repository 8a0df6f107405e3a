/**
 * The content API the loaders read (content.server.ts) and the modules the browser loads
 * (modules.ts), on the working tree's content (or CONTENT_ROOT's): no value is copied here.
 */
import { describe, expect, it } from "vitest";
import { getCollection, getEntry, getPage, getSettings } from "./content.server";
import { loadContent } from "./load";
import { contentModules } from "./modules";

const content = loadContent();

describe("the content API", () => {
  it("a page comes under one name: its path, title and description with its own words", () => {
    const about = getPage("about");
    expect(about.path).toBe(getSettings("sitePages").about.path);
    expect(about.title).toBe(getSettings("sitePages").about.title);
    expect(about.story.heading).toBe(content.pages.about.story.heading);
  });

  it("an entry is found by its slug; an unknown one names its collection", () => {
    const [first] = getCollection("services");
    expect(getEntry("services", first!.slug)).toEqual(first);
    expect(() => getEntry("towns", "atlantis-ma")).toThrow(/No entry "atlantis-ma" in the towns collection/);
  });

  it("gives the data as a page receives it: a field the owner left empty is absent", () => {
    for (const name of ["services", "towns", "projects", "projectPages", "articles"] as const)
      for (const entry of getCollection(name)) expect(JSON.parse(JSON.stringify(entry))).toStrictEqual(entry);
  });
});

describe("what the browser's code loads", () => {
  it("the site's facts carry no page's words, no review and no article", () => {
    const site = contentModules(content).get("site")!;
    expect(site).toContain(JSON.stringify(content.settings.business.phone.display));
    for (const text of [
      content.pages.about.story.heading,
      ...content.collections.testimonials.map((t) => t.text),
      ...content.collections.articles.map((a) => a.excerpt),
      ...content.collections.services.map((s) => s.summary),
    ])
      expect(site).not.toContain(JSON.stringify(text).slice(1, -1));
  });
});
