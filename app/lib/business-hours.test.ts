import { afterEach, describe, expect, it, vi } from "vitest";
import { businessHour, msToNextMinute, phoneAt } from "./business-hours";
import site from "virtual:content/site";

const { business } = site;

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

describe("Eastern time without Intl", () => {
  const intlHour = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hour: "numeric",
    hourCycle: "h23",
  });
  const hourByIana = (date: Date) => Number(intlHour.formatToParts(date).find((p) => p.type === "hour")?.value) % 24;

  it("agrees with the IANA time-zone data at every hour from 2024 to 2035", () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2036, 0, 1); t += 3_600_000) {
      const date = new Date(t);
      if (businessHour(date) !== hourByIana(date)) mismatches.push(date.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it("changes at 2:00 local on the days the clocks change", () => {
    // 2026: DST from Sunday 8 March to Sunday 1 November.
    expect(businessHour(new Date("2026-03-08T06:59:59Z"))).toBe(1);
    expect(businessHour(new Date("2026-03-08T07:00:00Z"))).toBe(3);
    expect(businessHour(new Date("2026-11-01T05:59:59Z"))).toBe(1);
    expect(businessHour(new Date("2026-11-01T06:00:00Z"))).toBe(1);
    expect(businessHour(new Date("2026-11-01T07:00:00Z"))).toBe(2);
  });
});
