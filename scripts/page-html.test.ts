import { describe, expect, it } from "vitest";
import { finishPage, inlinedStylesheet, inlineStylesheet, keepUsedIcons } from "./page-html.ts";

const placeholder = '<style data-inline-css="/assets/app-1.css"></style>';
const sprite =
  '<svg id="icons" class="hidden" aria-hidden="true"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"></path></symbol>' +
  '<symbol id="phone-call" viewBox="0 0 24 24"><path d="M2 2"></path></symbol>' +
  '<symbol id="menu" viewBox="0 0 24 24"><path d="M3 3"></path></symbol></svg>';
const icon = (id: string) => `<svg aria-hidden="true"><use href="#${id}"></use></svg>`;
const page = (head: string, body = `<p class="flex">Hi</p>${sprite}`) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("the pre-rendered page's stylesheet", () => {
  const css = "body{color:#222}.flex{display:flex}.grid{display:grid}\n";
  const readAsset = (href: string) => (href === "/assets/app-1.css" ? css : "");

  it("is copied into the page, cut to the rules it can use, so no request blocks the first paint", () => {
    const html = inlineStylesheet(page(placeholder), readAsset);
    expect(inlinedStylesheet(html)).toBe("body{color:#222}.flex{display:flex}");
    expect(html).not.toContain("<link");
  });

  it("is copied whole into a page React runs in the browser (data-whole), for what React renders next", () => {
    const whole = '<style data-inline-css="/assets/app-1.css" data-whole=""></style>';
    const html = inlineStylesheet(page(whole), readAsset);
    expect(inlinedStylesheet(html)).toBe(css.trim());
    expect(html).toContain('<style data-inline-css="/assets/app-1.css" data-whole="">');
  });

  it("keeps CSS text with $ signs as it is", () => {
    expect(inlineStylesheet(page(placeholder), () => "p::after{content:'$&$1'}")).toContain("content:'$&$1'");
  });

  it("fails the build when a page has no placeholder or the CSS could end the element", () => {
    expect(() => inlineStylesheet(page(""), readAsset)).toThrow(/placeholder/);
    expect(() => inlineStylesheet(page(placeholder), () => "a{}</style><script>")).toThrow(/<\/style/);
  });
});

describe("the page's icons", () => {
  it("keep the symbols the page draws, so the page carries no icon it does not show", () => {
    const html = keepUsedIcons(page("", `<p>${icon("phone")}${icon("menu")}</p>${sprite}`));
    expect([...html.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1])).toEqual(["phone", "menu"]);
    expect(html).toContain('<use href="#phone"></use>');
  });

  it("fail the build for an icon the sprite does not have, or a page without the sprite", () => {
    expect(() => keepUsedIcons(page("", `${icon("hammer")}${sprite}`))).toThrow(/no icon hammer/);
    expect(() => keepUsedIcons(page("", icon("phone")))).toThrow(/no <svg id="icons">/);
  });
});

describe("every step", () => {
  it("leaves React's and React Router's own markup and scripts as React rendered them", () => {
    const scripts =
      '<link rel="modulepreload" href="/assets/a.js"/><script>window.x=1</script><script type="module">import "/a.js"</script>';
    const html = finishPage(page(placeholder, `<p class="flex">${icon("phone")}</p>${sprite}${scripts}`), () => "");
    expect(html).toContain(scripts);
    expect(html).toContain('<p class="flex"><svg aria-hidden="true"><use href="#phone"></use></svg></p>');
  });
});
