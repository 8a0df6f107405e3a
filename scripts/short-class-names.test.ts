import { describe, expect, it } from "vitest";
import { classesIn, shortClassNames } from "./short-class-names.mjs";

const stylesheet = classesIn(
  ".hidden{display:none}.flex{display:flex}.items-center{align-items:center}.text-rust{color:#8c4a2f}" +
    ".hover\\:text-rust:hover{color:#8c4a2f}.w-1\\/2{width:50%}.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}" +
    ":where(.group):hover .group-hover\\:underline{text-decoration:underline}" +
    "@media (width>=80rem){.xl\\:block{display:block}}@keyframes spin{to{rotate:1turn}}",
);
const page = (body: string, css: string) =>
  `<!DOCTYPE html><html><head><style data-inline-css="/assets/app.css">${css}</style></head><body>${body}` +
  `<script type="application/json">{"html":"<b class=\\"text-rust\\">"}</script></body></html>`;

describe("short class names", () => {
  it("gives each class of the page that a rule styles a short name in its markup and its <style>, the most used the shortest", () => {
    const html = page(
      '<p class="items-center text-rust">A</p><p class="text-rust hover:text-rust w-1/2">B</p><a class="text-rust">C</a>',
      ".items-center{align-items:center}.text-rust{color:#8c4a2f}.hover\\:text-rust:hover{color:#8c4a2f}.w-1\\/2{width:50%}",
    );
    const { html: short, names } = shortClassNames(html, stylesheet);
    expect(names).toEqual({ a: "text-rust", b: "items-center", c: "hover:text-rust", d: "w-1/2" });
    expect(short).toContain('<p class="b a">A</p><p class="a c d">B</p><a class="a">C</a>');
    expect(short).toContain(
      '<style data-inline-css="/assets/app.css">.b{align-items:center}.a{color:#8c4a2f}.c:hover{color:#8c4a2f}.d{width:50%}</style>',
    );
  });

  it("renames one-word names too, so no rule of the whole stylesheet, added later, can outrank the page's own", () => {
    // With .hidden kept, the whole stylesheet's .hidden would come after the page's rule for xl:block.
    const html = page(
      '<nav class="hidden xl:block">Menu</nav>',
      ".hidden{display:none}@media (width>=80rem){.xl\\:block{display:block}}",
    );
    const { html: short, names } = shortClassNames(html, stylesheet);
    expect(names).toEqual({ a: "hidden", b: "xl:block" });
    expect(short).toContain('<nav class="a b">Menu</nav>');
    expect(short).toContain(".a{display:none}@media (width>=80rem){.b{display:block}}");
  });

  it("keeps the group marker and names no rule styles; leaves scripts and keyframes alone", () => {
    const html = page(
      '<div class="group js-hook"><p class="group-hover:underline [&amp;&gt;p]:mt-2">A</p></div>',
      ":where(.group):hover .group-hover\\:underline{text-decoration:underline}" +
        ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}@keyframes spin{to{rotate:1turn}}",
    );
    const { html: short, names } = shortClassNames(html, stylesheet);
    expect(names).toEqual({ a: "group-hover:underline", b: "[&>p]:mt-2" });
    expect(short).toContain('<div class="group js-hook"><p class="a b">A</p></div>');
    expect(short).toContain(":where(.group):hover .a{text-decoration:underline}.b>p{margin-top:.5rem}");
    expect(short).toContain("@keyframes spin{to{rotate:1turn}}");
    expect(short).toContain('{"html":"<b class=\\"text-rust\\">"}');
  });

  it("never gives a name that is already a class of the stylesheet or the page", () => {
    const html = page('<p class="text-rust c">A</p>', ".text-rust{color:#8c4a2f}");
    expect(shortClassNames(html, new Set(["a", "b", "text-rust"])).names).toEqual({ d: "text-rust" });
  });
});
