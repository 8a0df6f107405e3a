import { afterEach, describe, expect, it, vi } from "vitest";
import { business } from "~/content/business";
import { businessHour, msToNextMinute, phoneAt } from "./business-hours";

// Instants written in UTC: Eastern is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
const winter = (eastern: string) => new Date(`2026-01-15T${eastern}:00-05:00`);
const summer = (eastern: string) => new Date(`2026-07-15T${eastern}:00-04:00`);

describe("which phone number a visitor sees", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ["08:59", business.afterHoursPhone],
    ["09:00", business.phone],
    ["16:59", business.phone],
    ["17:00", business.afterHoursPhone],
    ["20:00", business.afterHoursPhone],
  ])("at %s Eastern, winter and summer", (time, expected) => {
    expect(phoneAt(winter(time))).toBe(expected);
    expect(phoneAt(summer(time))).toBe(expected);
  });

  it("follows Eastern time whatever the machine's own time zone", () => {
    const previous = process.env.TZ;
    process.env.TZ = "Asia/Tokyo";
    try {
      // 09:30 in New York is 23:30 in Tokyo.
      expect(businessHour(summer("09:30"))).toBe(9);
      expect(phoneAt(summer("09:30"))).toBe(business.phone);
    } finally {
      process.env.TZ = previous;
    }
  });

  it("switches on the minute tick", () => {
    vi.useFakeTimers();
    vi.setSystemTime(winter("16:59"));
    const before = phoneAt(new Date());
    vi.advanceTimersByTime(60_000);
    expect(before).toBe(business.phone);
    expect(phoneAt(new Date())).toBe(business.afterHoursPhone);
  });

  it("waits exactly until the next minute boundary", () => {
    expect(msToNextMinute(Date.parse("2026-01-15T16:59:30Z"))).toBe(30_000);
    expect(msToNextMinute(Date.parse("2026-01-15T16:59:00Z"))).toBe(60_000);
  });
});
