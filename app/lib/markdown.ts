/**
 * The articles' Markdown, as the site renders it: at build time into the page, and in the editor's
 * preview as the owner types (decision 030). What the owner writes is text, never markup or code:
 * - `marked` reads the Markdown; web-page code typed or pasted into it (`<br>`, `<script>`, a comment)
 *   is written out as the characters typed, never as markup;
 * - DOMPurify then keeps of marked's HTML only what its own allow-list (its HTML profile) allows, and
 *   a link's or a picture's address only where it leads to the web, an e-mail, a phone number or a page
 *   of this site (isAllowedAddress): anything else stays as words, not a link;
 * - markupProblems says, in the owner's words, what the editor (before a save) and the build refuse.
 * One convention of our own, pandoc's: a paragraph "Table: <caption>" right above a table is that
 * table's caption, so that a screen reader names the table (docs/owner-guide.md, "Tables").
 * The content check (./content/load.ts) refuses a table with no caption.
 */
import createDOMPurify from "dompurify";
import { Lexer, Marked, Renderer, type Token, type Tokens } from "marked";
import { domWindow } from "#dom-window";
import { escapeXml } from "./xml.ts";

const CAPTION = /^Table:\s+(\S[\s\S]*)$/;
/** Marked's own renderer, whose table the captioned one wraps. */
const plain = new Renderer();

type CaptionedTable = Tokens.Table & { caption?: string };

/** The tokens with each caption paragraph folded into the table below it. */
function foldCaptions(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    if (token.type === "table") {
      // A blank line between the caption and the table is allowed.
      const before = out.at(-1)?.type === "space" ? out.at(-2) : out.at(-1);
      const caption =
        before?.type === "paragraph" ? CAPTION.exec((before as Tokens.Paragraph).text.trim())?.[1] : undefined;
      if (caption) {
        while (out.at(-1) !== before) out.pop();
        out.pop();
        (token as CaptionedTable).caption = caption.replace(/\s+/g, " ");
      }
    }
    out.push(token);
  }
  return out;
}

/** The first words of each table with no caption (its header row), for the content check's message. */
export function uncaptionedTables(markdown: string): string[] {
  return foldCaptions(new Lexer({ gfm: true }).lex(markdown))
    .filter((t): t is CaptionedTable => t.type === "table" && !(t as CaptionedTable).caption)
    .map((t) => t.header.map((cell) => cell.text).join(" | "));
}

/**
 * A table wider than a phone scrolls sideways inside its own box. The box is a
 * labelled region in the tab order (named after the table's caption), so that it
 * can be scrolled from the keyboard too.
 */
const markdown = new Marked({
  gfm: true,
  hooks: { processAllTokens: (tokens) => foldCaptions(tokens) },
  renderer: {
    // Web-page code in the text shows as typed (a paragraph of its own when it stands alone).
    html({ text, block }) {
      return block ? `<p>${escapeXml(text.trim())}</p>\n` : escapeXml(text);
    },
    table(token) {
      const text = (token as CaptionedTable).caption;
      const caption = text ? this.parser.parseInline(Lexer.lexInline(text)) : "";
      plain.parser = this.parser;
      const html = plain
        .table(token)
        .replace("<table>", caption ? `<table>\n<caption>${caption}</caption>` : "<table>");
      // Marked's HTML arrives escaped, so the caption's text (tags removed) is safe in an attribute.
      const label = caption ? `Table: ${caption.replace(/<[^>]*>/g, "").replace(/"/g, "&quot;")}` : "Table";
      // A named <section> is a region landmark (the native element rather than a div with role="region").
      return `<section class="table-scroll" tabindex="0" aria-label="${label}">${html}</section>`;
    },
  },
});

/**
 * Where a link or a picture of the owner's text may lead: a web address (http:, https:), an e-mail
 * (mailto:), a phone number (tel:), or a page of this site (/contact, #section); not javascript:,
 * data: or any other kind, nor //host (another site, written like a page of this one). Judged as the
 * browser reads the address, which skips spaces and control characters around it and tabs and line
 * breaks within it.
 */
export function isAllowedAddress(address: string): boolean {
  // eslint-disable-next-line no-control-regex -- the characters the browser's URL parser skips
  return /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i.test(address.replace(/[\u0000-\u0020]/g, ""));
}

/** The attributes marked writes an address into: a link's href, a picture's src. */
const ADDRESSES = new Set(["href", "src"]);

/** DOMPurify on this environment's window (jsdom at build time), with the site's rule for addresses. */
const purify = createDOMPurify(domWindow);
purify.addHook("uponSanitizeAttribute", (_node, attribute) => {
  if (ADDRESSES.has(attribute.attrName) && !isAllowedAddress(attribute.attrValue)) attribute.keepAttr = false;
});

/** marked's HTML as DOMPurify keeps it: its allow-list of HTML (no SVG, no MathML), addresses as above. */
function sanitize(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** An article's body as HTML. */
export function renderMarkdown(text: string): string {
  return sanitize(markdown.parse(text, { async: false }));
}

/** A piece of what the owner typed, quoted in a message: its first line, at most 60 characters. */
function quote(text: string): string {
  const line = text.trim().split("\n")[0]!;
  return `"${line.length > 60 ? `${line.slice(0, 57)}...` : line}"`;
}

/** What to write instead of a tag, by its name; any other tag is removed. */
const INSTEAD: Record<string, string> = {
  br: "for a new line, end the line with two spaces; for a new paragraph, leave a blank line",
  p: "leave a blank line between paragraphs",
  div: "leave a blank line between paragraphs",
  a: "write a link as [the words](https://the-address)",
  b: "for bold words, write **the words**",
  strong: "for bold words, write **the words**",
  i: "for slanted words, write *the words*",
  em: "for slanted words, write *the words*",
  h1: "for a heading, start its line with ## ",
  h2: "for a heading, start its line with ## ",
  h3: "for a heading, start its line with ### ",
  ul: 'for a list, start each item\'s line with "- "',
  ol: 'for a numbered list, start each item\'s line with "1. "',
  li: 'for a list, start each item\'s line with "- "',
};

/**
 * What the page would not show as the owner meant it, in his words, with what to write instead: web-page
 * code (shown as typed), and links or pictures whose address is not one a page of the site may lead to
 * (isAllowedAddress). The editor refuses these before a save, the build stops on them.
 */
export function markupProblems(text: string): string[] {
  const problems = new Map<string, string>();
  void markdown.walkTokens(markdown.lexer(text), (token) => {
    if (token.type !== "html") return;
    const code = (token as Tokens.HTML).text.trim();
    if (code.startsWith("<!--")) {
      problems.set(
        "comment",
        `${quote(code)} (a note hidden in web-page code) would show on the page as typed: remove it`,
      );
      return;
    }
    const tag = /^<\/?([a-z][a-z0-9-]*)/i.exec(code)?.[1]?.toLowerCase() ?? code;
    if (problems.has(tag)) return;
    const instead = INSTEAD[tag];
    problems.set(
      tag,
      instead
        ? `${quote(code)} would show on the page as typed: ${instead}`
        : `${quote(code)} is web-page code, which would show on the page as typed: remove it`,
    );
  });
  sanitize(markdown.parse(text, { async: false }));
  for (const removed of purify.removed) {
    if (!("attribute" in removed) || !removed.attribute || !ADDRESSES.has(removed.attribute.name)) continue;
    const element = removed.from as Element;
    const address = quote(removed.attribute.value);
    problems.set(
      `address ${address}`,
      element.tagName === "IMG"
        ? `the picture ${quote(element.getAttribute("alt") ?? "")} comes from ${address}, which a page cannot show: a picture's address starts with https:// or with / for a picture of this site`
        : `the link ${quote(element.textContent ?? "")} leads to ${address}, which a page cannot link to: write the whole address, like [the words](https://www.example.com/page), [the words](mailto:name@example.com) or [the words](tel:+17815550100), or a page of this site, like [the words](/contact)`,
    );
  }
  return [...problems.values()];
}
