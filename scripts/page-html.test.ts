import { describe, expect, it } from "vitest";
import { dropModulePreloads, inlinedStylesheet, inlineStylesheet, preloadLeadPicture } from "./page-html.mjs";

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

describe("the lead picture", () => {
  const hero =
    '<picture class="contents"><source type="image/avif" srcSet="/img/a-400.avif 400w, /img/a-800.avif 800w" sizes="100vw"/>' +
    '<source type="image/webp" srcSet="/img/a-400.webp 400w"/><img src="/img/a-800.jpg" alt="" fetchPriority="high"/></picture>';
  const withBody = (body: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body>${body}</body></html>`;

  it("is asked for from the first line of <head>, in AVIF, at high priority", () => {
    const html = preloadLeadPicture(withBody(`<img src="/favicon.svg" alt=""/>${hero}`));
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><link rel="preload" as="image" type="image/avif" ' +
        'imagesrcset="/img/a-400.avif 400w, /img/a-800.avif 800w" imagesizes="100vw" fetchpriority="high"/><title>',
    );
  });

  it("is left alone when no picture is marked as the lead one", () => {
    const page = withBody(hero.replace(' fetchPriority="high"', ' loading="lazy"'));
    expect(preloadLeadPicture(page)).toBe(page);
  });
});
