import { describe, expect, it } from "vitest";
import { renderMarkdown, uncaptionedTables } from "./markdown";

const table = "| Phase | Weeks |\n| --- | --- |\n| Design | 2-6 |";

describe("an article's table", () => {
  it("takes its caption from the line 'Table: ...' right above it, and is named after it", () => {
    for (const above of [
      `Table: Phases of a *kitchen* remodel\n\n${table}`,
      `Table: Phases of a *kitchen* remodel\n${table}`,
    ]) {
      const html = renderMarkdown(`Some words.\n\n${above}\n\nMore words.`);
      expect(html).toContain("<table>\n<caption>Phases of a <em>kitchen</em> remodel</caption>");
      expect(html).toContain('aria-label="Table: Phases of a kitchen remodel"');
      expect(html).not.toContain("Table: Phases of a <em>");
      expect(html).toContain("<p>Some words.</p>");
      expect(html).toContain("<p>More words.</p>");
    }
  });

  it("with no such line has no caption, and the content check names it by its header row", () => {
    const text = `Table of contents: not a caption\n\nSome words.\n\n${table}`;
    expect(renderMarkdown(text)).not.toContain("<caption>");
    expect(uncaptionedTables(text)).toEqual(["Phase | Weeks"]);
    expect(uncaptionedTables(`Table: Phases\n\n${table}`)).toEqual([]);
  });
});
