import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("article dates", () => {
  it("read the way an American reader writes them, whatever the time zone", () => {
    expect(formatDate("2025-08-08")).toBe("August 8, 2025");
    expect(formatDate("2026-01-31")).toBe("January 31, 2026");
    expect(formatDate("2025-12-01")).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date("2025-12-01T00:00:00Z")),
    );
  });

  it("refuse a date that is not YYYY-MM-DD, so a typo in an article fails the build", () => {
    expect(() => formatDate("8/8/2025")).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate("2025-13-01")).toThrow(/YYYY-MM-DD/);
  });
});
