import site from "virtual:content/site";

const { business } = site;

type Phone = (typeof business)["phone"];

/**
 * The hour of the day (0-23) at `date` in the business's time zone (US Eastern, DST included).
 *
 * Worked out by arithmetic, not with Intl.DateTimeFormat: a page's first Intl formatter loads the
 * browser's time-zone data, about 40 ms of main thread on a desktop and four times that on a
 * mid-range phone. The rule (US Energy Policy Act of 2005, in force since 2007): UTC-5, and UTC-4
 * from 2:00 local on the second Sunday of March to 2:00 local on the first Sunday of November.
 * business-hours.test.ts checks it against the IANA data, hour by hour. Self-contained (it refers
 * to nothing outside itself): the content pages' phone clock carries its text
 * (app/lib/page-scripts/phone-clock.ts).
 */
export function businessHour(date: Date): number {
  const year = date.getUTCFullYear();
  // Day of the month of the nth Sunday of a month (0-11).
  const sunday = (month: number, n: number) =>
    1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (n - 1);
  // 2:00 EST = 07:00 UTC; 2:00 EDT = 06:00 UTC.
  const t = date.getTime();
  const summer = t >= Date.UTC(year, 2, sunday(2, 2), 7) && t < Date.UTC(year, 10, sunday(10, 1), 6);
  return (((date.getUTCHours() + (summer ? -4 : -5)) % 24) + 24) % 24;
}

/** Whether the main line is staffed: from `start` inclusive to `end` exclusive, Eastern time. */
export function isMainLineHours(date: Date): boolean {
  const hour = businessHour(date);
  return hour >= business.phoneHours.start && hour < business.phoneHours.end;
}

/** The number to show a visitor at `date`: the main line in hours, the after-hours line outside them. */
export function phoneAt(date: Date): Phone {
  return isMainLineHours(date) ? business.phone : business.afterHoursPhone;
}

/** Milliseconds from `now` to the start of the next minute. */
export function msToNextMinute(now: number): number {
  return 60_000 - (now % 60_000);
}
