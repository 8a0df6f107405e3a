/**
 * The articles' Markdown, as the site renders it (with `marked`, at build time only). One
 * convention of our own, pandoc's: a paragraph "Table: <caption>" right above a table is that
 * table's caption, so that a screen reader names the table (docs/owner-guide.md, "Tables").
 * The content check (./content/load.ts) refuses a table with no caption.
 */
import { Lexer, Marked, Renderer, type Token, type Tokens } from "marked";

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

/** An article's body as HTML. */
export function renderMarkdown(text: string): string {
  return markdown.parse(text, { async: false });
}
