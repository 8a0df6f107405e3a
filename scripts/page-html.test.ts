import { describe, expect, it } from "vitest";
import { dropModulePreloads, inlinedStylesheet, inlineStylesheet } from "./page-html.mjs";

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>Hi</p></body></html>`;
const placeholder = '<style data-inline-css="/assets/app-1.css"></style>';

describe("the pre-rendered page's stylesheet", () => {
  it("is copied into the page, so no request blocks the first paint", () => {
    const html = inlineStylesheet(page(placeholder), (href) =>
      href === "/assets/app-1.css" ? "body{color:#222}\n" : "",
    );
    expect(html).toContain('<style data-inline-css="/assets/app-1.css">body{color:#222}</style>');
    expect(html).not.toContain("<link");
  });

  it("keeps CSS text with $ signs as it is", () => {
    expect(inlineStylesheet(page(placeholder), () => "a::after{content:'$&$1'}")).toContain("content:'$&$1'");
  });

  it("fails the build when a page has no placeholder or the CSS could end the element", () => {
    expect(() => inlineStylesheet(page(""), () => "")).toThrow(/placeholder/);
    expect(() => inlineStylesheet(page(placeholder), () => "a{}</style><script>")).toThrow(/<\/style/);
  });
});

describe("module preloads", () => {
  it("are all dropped, and nothing else is", () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(dropModulePreloads(page(head))).toBe(page('<link rel="icon" href="/favicon.svg"/>'));
  });
});

describe("reading a built page's stylesheet back", () => {
  it("returns what inlineStylesheet put in, or nothing", () => {
    const html = inlineStylesheet(page(placeholder), () => "p{margin:0}");
    expect(inlinedStylesheet(html)).toBe("p{margin:0}");
    expect(inlinedStylesheet(page(""))).toBe("");
  });
});
