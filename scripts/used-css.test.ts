import { describe, expect, it } from "vitest";
import { usedCss } from "./used-css.ts";

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("the rules a page can use", () => {
  it("keeps the rules of the classes and elements on the page, and the selectors of a list that can match", () => {
    const css = ".card{padding:1rem}.badge{color:red}h1,h2,table{margin:0}.card .title,.badge .title{font-weight:700}";
    expect(usedCss(css, page('<div class="card"><h1 class="title">Kitchens</h1></div>'))).toBe(
      ".card{padding:1rem}h1{margin:0}.card .title{font-weight:700}",
    );
  });

  it("keeps states the page can take without its code: hover, focus, an open details, an invalid field", () => {
    const css =
      ".link:hover{color:red}:focus-visible{outline:2px solid}.field[aria-invalid=true]{border-color:red}" +
      ":is(:where(.group):is([open],:popover-open) .group-open\\:rotate-180){rotate:180deg}";
    const html = page(
      '<details class="group"><summary><a class="link group-open:rotate-180">FAQ</a></summary></details>',
    );
    expect(usedCss(css, html)).toBe(css.replace(".field[aria-invalid=true]{border-color:red}", ""));
  });

  it("reads :not() as matching more when its class is missing, and :is()/:where() when one alternative can", () => {
    const css =
      ":where(.space-y-3>:not(:last-child)){margin-block-end:0}.item:not(.active){opacity:.5}" +
      ":is(.absent,.item){color:red}:where(.absent .item){color:blue}";
    expect(usedCss(css, page('<ul class="space-y-3"><li class="item">One</li></ul>'))).toBe(
      ":where(.space-y-3>:not(:last-child)){margin-block-end:0}.item:not(.active){opacity:.5}:is(.absent,.item){color:red}",
    );
    expect(usedCss(css, page("<p>No classes</p>"))).toBe("");
  });

  it("reads class names as the browser does: escaped in CSS, entity-encoded in HTML", () => {
    const css = ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}.w-1\\/2{width:50%}.md\\:flex{display:flex}";
    expect(usedCss(css, page('<div class="[&amp;&gt;p]:mt-2 w-1/2"><p>Text</p></div>'))).toBe(
      ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}.w-1\\/2{width:50%}",
    );
  });

  it("ignores classes in scripts and styles, which are not elements of the page", () => {
    const html = page('<p>Hi</p><script type="application/json">{"html":"<b class=\\"bold\\">"}</script>');
    expect(usedCss(".bold{font-weight:700}p{margin:0}", html)).toBe("p{margin:0}");
  });

  it("drops the custom properties nothing left reads, and their @property rules, and keeps the document's own", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-rotate{syntax:"*";inherits:false}' +
      ":root{--color-forest:#22372b;--color-rust:#a0522d;--spacing:.25rem}" +
      ".shadow{--tw-shadow:0 1px 2px #000;--tw-ring:0 0 #0000;box-shadow:var(--tw-shadow)}" +
      ".link{--accent:var(--color-forest);--unread:red;color:var(--accent)}" +
      ".rotate{--tw-rotate:3deg;rotate:var(--tw-rotate)}";
    const html = page('<a class="shadow link" style="padding:calc(var(--tw-ring)*2)">Call</a>');
    // Every page has the same :root; an @property rule goes with the last rule that reads its property.
    expect(usedCss(css, html)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}' +
        ":root{--color-forest:#22372b;--color-rust:#a0522d;--spacing:.25rem}" +
        ".shadow{--tw-shadow:0 1px 2px #000;--tw-ring:0 0 #0000;box-shadow:var(--tw-shadow)}" +
        ".link{--accent:var(--color-forest);color:var(--accent)}",
    );
  });

  it("drops the parts of form controls when the page has none, and keeps them when it has one", () => {
    const css =
      "::placeholder{opacity:1}::file-selector-button{margin:0}::-webkit-datetime-edit-year-field{padding:0}" +
      ":-moz-ui-invalid{box-shadow:none}button,::file-selector-button{font:inherit}" +
      "::-webkit-details-marker{display:none}p::first-line{color:red}";
    expect(usedCss(css, page("<p>Hi</p><button>Go</button>"))).toBe("button{font:inherit}p::first-line{color:red}");
    expect(usedCss(css, page("<p>Hi</p><textarea></textarea><details><summary>Q</summary></details>"))).toBe(
      "::placeholder{opacity:1}:-moz-ui-invalid{box-shadow:none}::-webkit-details-marker{display:none}p::first-line{color:red}",
    );
  });

  it("keeps keyframes and the order of the layers, and drops what is left empty", () => {
    const css =
      "@layer theme,base,utilities;@keyframes spin{to{transform:rotate(360deg)}}" +
      "@layer utilities{.absent{color:red}@media (min-width:48rem){.md\\:flex{display:flex}}}" +
      "@supports (display:grid){.grid{display:grid}}";
    expect(usedCss(css, page("<p>Hi</p>"))).toBe(
      "@layer theme,base,utilities;@keyframes spin{to{transform:rotate(360deg)}}@layer utilities{}",
    );
  });
});
