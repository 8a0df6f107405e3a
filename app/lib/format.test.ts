import { describe, expect, it } from "vitest";
import { formatDate, timeAgo } from "./format";

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

describe("a review's age", () => {
  const built = new Date("2026-11-24T12:00:00Z");
  it("is said the way review sites say it, counted from its date to the day the site is built", () => {
    expect(timeAgo("2026-11-24", built)).toBe("today");
    expect(timeAgo("2026-11-23", built)).toBe("yesterday");
    expect(timeAgo("2026-11-20", built)).toBe("4 days ago");
    expect(timeAgo("2026-11-17", built)).toBe("a week ago");
    expect(timeAgo("2026-11-10", built)).toBe("2 weeks ago");
    expect(timeAgo("2026-10-20", built)).toBe("a month ago");
    expect(timeAgo("2026-06-24", built)).toBe("5 months ago");
    expect(timeAgo("2025-11-24", built)).toBe("a year ago");
    expect(timeAgo("2024-07-17", built)).toBe("2 years ago");
  });

  it("grows as time passes: a review from July 2025 no longer says 2 weeks ago a year later", () => {
    expect(timeAgo("2025-07-24", new Date("2025-08-07T12:00:00Z"))).toBe("2 weeks ago");
    expect(timeAgo("2025-07-24", built)).toBe("a year ago");
  });
});
