import { describe, expect, it } from "vitest";
import { loadContent } from "../lib/content/load";
import { projectPage } from "./project-page";
import { projectSchema, type Project } from "./schema";

const content = loadContent();
const words = content.collections.projectPages[0]!;
const shared = {
  eyebrow: words.eyebrow,
  tagsHeading: words.tagsHeading,
  highlightsLabel: words.highlightsLabel,
  overviewHeading: words.overviewHeading,
  galleryHeading: words.galleryHeading,
  galleryLead: "{count} photos of the work.",
  beforeAfter: words.beforeAfter,
  cta: { heading: "Planning a project like this?", text: "Tell us about your house.", secondaryLabel: "Back" },
};
/** A project as the owner first posts it: the card's words, a picture, and the address of its page. */
const entry = (fields: Record<string, unknown> = {}) => ({
  id: 40,
  title: "Mudroom Bench",
  category: content.pages.portfolio.categories.at(-1),
  location: "Dover, MA",
  description:
    "A back hall that took every coat and boot in the house, now a painted bench with cubbies and hooks at two heights.",
  image: { art: "mudroom-after", alt: "The painted mudroom bench" },
  page: "mudroom-bench",
  ...fields,
});
const posted = (fields: Record<string, unknown> = {}) =>
  projectSchema.parse(entry(fields)) as Project & { page: string };

describe("a project's own page, made from its entry", () => {
  it("with only its address: the description as its story, the category as its tag, the title and town for Google", () => {
    const page = projectPage(posted(), shared);
    expect(page).toMatchObject({
      slug: "mudroom-bench",
      title: "Mudroom Bench",
      metaTitle: "Mudroom Bench in Dover, MA",
      overview: [posted().description],
      tags: [posted().category],
      hero: { art: "mudroom-after" },
      gallery: [],
      galleryLead: shared.galleryLead,
      cta: shared.cta,
    });
    expect(page.metaDescription).toBe(posted().description);
  });

  it("a description too long for Google is cut at a word; a title too long with its town is the title alone", () => {
    const description = `${"A long sentence about a back hall and its bench, ".repeat(5)}the end.`;
    const page = projectPage(
      posted({ title: "Mudroom Bench, Cubbies, Hooks and a Boot Tray for a Family", description }),
      shared,
    );
    expect(page.metaTitle).toBe("Mudroom Bench, Cubbies, Hooks and a Boot Tray for a Family");
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(page.metaDescription).toMatch(/ \w+…$/);
    expect(description.startsWith(page.metaDescription.slice(0, -1))).toBe(true);
  });

  it("its own closing box and gallery line win over the shared ones, the shared button kept", () => {
    const page = projectPage(
      posted({
        galleryLead: "{count} photos.",
        closing: [{ heading: "Your hall?", text: "A bench fits most back halls." }],
      }),
      shared,
    );
    expect(page.galleryLead).toBe("{count} photos.");
    expect(page.cta).toEqual({ heading: "Your hall?", text: "A bench fits most back halls.", secondaryLabel: "Back" });
  });

  it("before/after photos, a story or a gallery without an address are refused, asking for the address", () => {
    const pair = {
      before: { art: "hall-before", alt: "The hall before the work" },
      after: { art: "hall-after", alt: "The hall after the work" },
      caption: "The back hall",
    };
    for (const fields of [
      { beforeAfter: [pair] },
      { story: ["x".repeat(80)] },
      { gallery: [{ ...pair.after, caption: "Done" }] },
    ]) {
      const result = projectSchema.safeParse(entry({ page: undefined, ...fields }));
      const issues = result.error?.issues ?? [];
      expect(issues.map((issue) => issue.path)).toEqual([["page"]]);
      expect(issues[0]!.message).toContain("give it a web address name");
    }
  });
});
