import { describe, expect, it } from "vitest";
import {
  checkFramework,
  dropModulePreloads,
  FRAMEWORK,
  finishPage,
  heldCode,
  inlinedStylesheet,
  inlineStylesheet,
  keepUsedIcons,
  moveHeldCode,
} from "./page-html.mjs";

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

describe("module preloads", () => {
  it("are all dropped, and nothing else is", () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.ico"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(dropModulePreloads(page(head))).toBe(page('<link rel="icon" href="/favicon.ico"/>'));
  });

  it("are dropped only under the framework versions that was checked with", () => {
    expect(() => checkFramework((name) => FRAMEWORK[name]!)).not.toThrow();
    expect(() => checkFramework((name) => (name === "react-router" ? "8.5.0" : FRAMEWORK[name]!))).toThrow(
      /react-router is 8\.5\.0; .* checked with 8\.4\.0/,
    );
    expect(() => checkFramework()).not.toThrow();
  });
});

// As <PageCode> pre-renders: the template with React Router's scripts, then the starter.
const held =
  '<script>window.__example = 1;</script><script type="module">import "/assets/entry.client-1.js";</script>' +
  '<script>window.__example.data = "</p>";</script>';
const template = (content = held) => `<template id="page-code">${content}</template><script>start()</script>`;

describe("the page's held code", () => {
  it("moves, whole and unchanged, to a file named by its hash, which the template names", () => {
    const { html, held: file } = moveHeldCode(page("", `<main>Text</main>${template()}`));
    expect(file.text).toBe(held);
    expect(file.href).toMatch(/^\/assets\/page-code-[0-9a-f]{12}\.txt$/);
    expect(html).toBe(
      page("", `<main>Text</main><template id="page-code" data-src="${file.href}"></template><script>start()</script>`),
    );
    expect(heldCode(html, (href) => (href === file.href ? file.text : ""))).toBe(held);
  });

  it("gets a new name when it changes, so a browser never keeps an old copy", () => {
    const a = moveHeldCode(page("", template())).held.href;
    const b = moveHeldCode(page("", template(held.replace("1", "2")))).held.href;
    expect(a).not.toBe(b);
  });

  it("stops the build when the page has no single template followed by the starter", () => {
    expect(() => moveHeldCode(page("", held))).toThrow(/no single <template id="page-code">/);
    expect(() => moveHeldCode(page("", template() + template()))).toThrow(/no single/);
    expect(() => moveHeldCode(page("", '<template id="page-code"></template><p>x</p>'))).toThrow(/no single/);
  });

  it("is none for a page without it", () => {
    expect(heldCode(page(""), () => "x")).toBe("");
  });
});

describe("every step", () => {
  it("leaves React's and React Router's own markup as React rendered it, in the held code", () => {
    const { html, held: file } = finishPage(
      page(placeholder, `<p class="flex">${icon("phone")}</p>${sprite}${template()}`),
      () => "",
    );
    expect(file.text).toBe(held);
    expect(html).toContain(`<template id="page-code" data-src="${file.href}"></template><script>start()</script>`);
    expect(html).toContain('<p class="flex"><svg aria-hidden="true"><use href="#phone"></use></svg></p>');
  });
});
