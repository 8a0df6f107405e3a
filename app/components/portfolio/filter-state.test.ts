import { describe, expect, it } from "vitest";
import { categorySearch, parseCategory, projectsIn } from "./filter-state";
import { getCollection, getPage } from "~/lib/content/content.server";

const projects = getCollection("projects");
const { categories } = getPage("portfolio");
/** The portfolio's categories as its file names them (All is the filter's own, not a category). */
const named = categories.filter((c) => c !== "All");

describe("portfolio filter state", () => {
  it("reads a known category from the URL and falls back to All for anything else", () => {
    for (const category of named) expect(parseCategory(category, categories)).toBe(category);
    expect(parseCategory(null, categories)).toBe("All");
    // A name in other letter case is not the category (the address is read as it is written).
    expect(parseCategory(named[0]!.toUpperCase(), categories)).toBe("All");
    expect(parseCategory("<script>alert(1)</script>", categories)).toBe("All");
  });

  it("writes the category as ?category=<Name>, and All as no query; every category reads back as itself", () => {
    expect(categorySearch("Kitchen")).toBe("?category=Kitchen");
    expect(categorySearch("Pool House")).toBe("?category=Pool+House");
    expect(categorySearch("All")).toBe("");
    for (const category of named)
      expect(parseCategory(new URLSearchParams(categorySearch(category)).get("category"), categories)).toBe(category);
  });

  it("shows every project for All and exactly that category's projects otherwise", () => {
    expect(projectsIn(projects, "All")).toHaveLength(projects.length);
    for (const category of named)
      expect(projectsIn(projects, category)).toEqual(projects.filter((p) => p.category === category));
    expect(named.some((category) => projectsIn(projects, category).length > 0)).toBe(true);
  });
});
