import { describe, expect, it } from "vitest";
import { finishPageScripts, pageScripts, scriptHash } from "../app/lib/script-registry.server.ts";
import { pagePolicyScripts } from "./page-policy.ts";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Kitchen Remodeling | Kendal Green Builders</title>` +
  `<script type="application/ld+json">{"@type":"Service","name":"Kitchen \\u003c/script\\u003e"}</script></head><body>${body}</body></html>`;
const ours = "(function(a){document.body.dataset.x=a})(1)";

describe("a page's policy: the scripts the site rendered into it, and nothing else", () => {
  it("allows exactly the scripts the site wrote, not the structured data or a file of the site's", () => {
    const html = page(`<p>Words</p><script>${ours}</script><script type="module" src="/assets/entry.js"></script>`);
    expect(pagePolicyScripts(html, "/services/kitchen", [scriptHash(ours)])).toEqual([scriptHash(ours)]);
  });

  it.each([
    ["a script in the text", `<p>Words</p><script>alert(1)</script><script>${ours}</script>`],
    ["a script written in capitals", `<SCRIPT>alert(1)</SCRIPT><script>${ours}</script>`],
    ["a script left open to the end of the page", `<script>${ours}</script><p>Words<script>alert(1)`],
  ])("stops the build on %s, naming the page", (_, body) => {
    expect(() => pagePolicyScripts(page(body), "/services/kitchen", [scriptHash(ours)])).toThrow(
      'the page /services/kitchen ("Kitchen Remodeling | Kendal Green Builders") holds a script the site did not write: <script>alert(1)',
    );
  });

  it("stops the build on structured data a text broke open", () => {
    const broken = page("").replace('{"@type"', '{"name":"</script><script>alert(1)</script>","@type"');
    expect(() => pagePolicyScripts(broken, "/", [])).toThrow(/the page \/ \(.*\): its structured data is broken/);
  });

  it("stops the build when a script the site rendered is missing from the page", () => {
    expect(() => pagePolicyScripts(page(""), "/about", [scriptHash(ours)])).toThrow(
      'the page /about ("Kitchen Remodeling | Kendal Green Builders") lacks 1 of the scripts the site rendered into it',
    );
  });
});

describe("a rendered page's scripts", () => {
  it("are ours by their text and React Router's by the render's mark, which leaves the page", () => {
    const scripts = pageScripts();
    scripts.add(ours);
    const router = 'window.__reactRouterContext={"a":1};';
    const rendered = page(
      `<script>${ours}</script><script nonce="${scripts.mark}">${router}</script>` +
        `<script nonce="guessed">alert(1)</script><link rel="modulepreload" href="/a.js" nonce="${scripts.mark}"/>`,
    );
    const { html, hashes } = finishPageScripts(rendered, scripts);
    expect(hashes).toEqual([scriptHash(ours), scriptHash(router)].sort());
    expect(html).not.toContain(scripts.mark);
    expect(html).toContain(`<script>${router}</script>`);
    expect(html).toContain('<link rel="modulepreload" href="/a.js"/>');
    expect(pageScripts().mark).not.toBe(scripts.mark);
  });
});
