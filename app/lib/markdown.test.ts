import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { markupProblems, renderMarkdown, uncaptionedTables } from "./markdown";

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

/** The text of the HTML as a browser shows it, and its elements, from a real parse (jsdom). */
function parsed(html: string) {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  return { text: body.textContent ?? "", elements: [...body.querySelectorAll("*")].map((e) => e.outerHTML) };
}

describe("what the owner types is text, never markup or code", () => {
  it.each([
    "<script>alert(1)</script>",
    "Before <img src=x onerror=alert(1)> after",
    '<iframe src="https://example.com/frame"></iframe>',
    "<style>body{display:none}</style>",
    "<!-- a note -->",
    "One line<br>and the next",
    '<a href="https://example.com">a pasted link</a>',
    "<svg onload=alert(1)><circle r=4 /></svg>",
  ])("%s shows as typed, and nothing of it is an element", (typed) => {
    const { text, elements } = parsed(renderMarkdown(typed));
    expect(text.replace(/\s+/g, " ").trim()).toBe(typed.replace(/\s+/g, " ").trim());
    expect(elements.map((e) => e.replace(/>.*$/s, ">"))).toEqual(["<p>"]);
  });

  it.each([
    ["[click](javascript:alert(1))", "click"],
    ["[click](JaVaScRiPt:alert(1))", "click"],
    ["[click](&#106;avascript:alert(1))", "click"],
    ["[click](java&#x09;script:alert(1))", "click"],
    ["[click](data:text/html,<script>alert(1)</script>)", "click"],
    ["[click](vbscript:msgbox(1))", "click"],
    ["[another site](//example.com/page)", "another site"],
    ["[click][ref]\n\n[ref]: javascript:alert(1)", "click"],
    ["<javascript:alert(1)>", "javascript:alert(1)"],
  ])("%s is words, not a link", (typed, words) => {
    const html = renderMarkdown(typed);
    const body = new JSDOM(html).window.document.body;
    expect(body.textContent?.trim()).toBe(words);
    expect(body.querySelector("[href]")).toBeNull();
  });

  it("a picture's address is one of the site's or the web's, never a script or data", () => {
    const body = new JSDOM(renderMarkdown("![a sketch](javascript:alert(1)) ![a photo](data:image/svg+xml,<svg/>)"))
      .window.document.body;
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([null, null]);
    expect(renderMarkdown("![a porch](/img/porch.webp)")).toContain('src="/img/porch.webp"');
  });

  it("links to the web, an e-mail, a phone number and the site's own pages stay links", () => {
    const body = new JSDOM(
      renderMarkdown(
        "[a guide](https://www.mass.gov/permits), [write](mailto:mark@example.com), [call](tel:+17815550142), [our kitchens](/services/kitchen), [below](#costs), www.example.com",
      ),
    ).window.document.body;
    expect([...body.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://www.mass.gov/permits",
      "mailto:mark@example.com",
      "tel:+17815550142",
      "/services/kitchen",
      "#costs",
      "http://www.example.com",
    ]);
  });

  it("code written as code (between backticks) and a lone < are text too", () => {
    const { text, elements } = parsed(renderMarkdown('Write `<br>` for nothing: 3 < 4 & it\'s "fine".'));
    expect(text.trim()).toBe('Write <br> for nothing: 3 < 4 & it\'s "fine".');
    expect(elements).toEqual([
      '<p>Write <code>&lt;br&gt;</code> for nothing: 3 &lt; 4 &amp; it\'s "fine".</p>',
      "<code>&lt;br&gt;</code>",
    ]);
  });
});

describe("what the editor and the build refuse in an article's text, saying what to write instead", () => {
  it.each([
    [
      "One line<br>and the next",
      /"<br>" would show on the page as typed: for a new line, end the line with two spaces/,
    ],
    ['See <a href="https://example.com">this page</a>', /write a link as \[the words\]\(https:\/\/the-address\)/],
    [
      "<script>alert(1)</script>",
      /"<script>alert\(1\)<\/script>" is web-page code, which would show on the page as typed: remove it/,
    ],
    ["Text <img src=x onerror=alert(1)>", /"<img src=x onerror=alert\(1\)>" is web-page code/],
    [
      "<!-- for later -->",
      /"<!-- for later -->" \(a note hidden in web-page code\) would show on the page as typed: remove it/,
    ],
    [
      "[click](javascript:alert(1))",
      /the link "click" leads to "javascript:alert\(1\)", which a page cannot link to: write the whole address, like \[the words\]\(https:/,
    ],
    ["[click](data:text/html,x)", /the link "click" leads to "data:text\/html,x"/],
    [
      "![a sketch](data:image/png;base64,AAAA)",
      /the picture "a sketch" comes from "data:image\/png;base64,AAAA", which a page cannot show/,
    ],
  ])("%s", (typed, message) => {
    expect(markupProblems(`Some words.\n\n${typed}\n\nMore words.`)).toEqual([expect.stringMatching(message)]);
  });

  it("takes words, Markdown, links and code written as code", () => {
    expect(
      markupProblems(
        "## Costs\n\n- **Cabinets**: [see our kitchens](/services/kitchen), [call](tel:+17815550142)\n\nWrite `<br>`; 3 < 4.",
      ),
    ).toEqual([]);
  });
});
