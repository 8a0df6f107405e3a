import { describe, expect, it } from "vitest";
import { excerptParts } from "./pagefind";

describe("search excerpts", () => {
  it("become text pieces with highlights, never markup", () => {
    expect(excerptParts("A <mark>kitchen</mark> &amp; bath &lt;script&gt;")).toEqual([
      { text: "A ", mark: false },
      { text: "kitchen", mark: true },
      { text: " & bath <script>", mark: false },
    ]);
    expect(excerptParts("<img src=x onerror=alert(1)>text")).toEqual([{ text: "text", mark: false }]);
  });
});
