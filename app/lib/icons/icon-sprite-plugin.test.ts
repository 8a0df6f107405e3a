import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faviconDataUrl } from "./icon-sprite-plugin";

describe("the favicon in the page", () => {
  const svg = readFileSync(new URL("../../../public/favicon.svg", import.meta.url), "utf8");

  it("is a data: URL with no space or line break (W3C's checker refuses one), and is the file itself", () => {
    const url = faviconDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
    expect(url).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg.trim());
  });
});
