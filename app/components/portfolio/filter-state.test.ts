import { describe, expect, it } from "vitest";
import { categorySearch, parseCategory, projectsIn } from "./filter-state";
import { getCollection, getPage } from "~/lib/content/content.server";

const projects = getCollection("projects");
const { categories } = getPage("portfolio");

describe("portfolio filter state", () => {
  it("reads a known category from the URL and falls back to All for anything else", () => {
    expect(parseCategory("Kitchen", categories)).toBe("Kitchen");
    expect(parseCategory("Pool House", categories)).toBe("Pool House");
    expect(parseCategory(null, categories)).toBe("All");
    expect(parseCategory("kitchen", categories)).toBe("All");
    expect(parseCategory("<script>alert(1)</script>", categories)).toBe("All");
  });

  it("writes the category as ?category=<Name>, and All as no query", () => {
    expect(categorySearch("Kitchen")).toBe("?category=Kitchen");
    expect(categorySearch("Pool House")).toBe("?category=Pool+House");
    expect(categorySearch("All")).toBe("");
    expect(parseCategory(new URLSearchParams(categorySearch("Pool House")).get("category"), categories)).toBe(
      "Pool House",
    );
  });

  it("shows every project for All and only that category's projects otherwise", () => {
    expect(projectsIn(projects, "All")).toHaveLength(projects.length);
    expect(projectsIn(projects, "Kitchen").every((p) => p.category === "Kitchen")).toBe(true);
    expect(projectsIn(projects, "Kitchen").length).toBeGreaterThan(0);
    expect(projectsIn(projects, "Bathroom")).toEqual([]);
  });
});
