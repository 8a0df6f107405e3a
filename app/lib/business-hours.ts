import site from "virtual:content/site";

const { business } = site;

type Phone = (typeof business)["phone"];

// Eastern time is worked out by arithmetic, not with Intl.DateTimeFormat: a page's
// first Intl formatter loads the browser's time-zone data, about 40 ms of main
// thread on a desktop and four times that on a mid-range phone, on every page.
// The rule (US Energy Policy Act of 2005, in force since 2007): UTC−5, and UTC−4
// from 2:00 local on the second Sunday of March to 2:00 local on the first Sunday
// of November. business-hours.test.ts checks it against the IANA data, hour by hour.
const STANDARD_OFFSET = -5;

/** Day of the month of the `n`th Sunday of `month` (0-11) in `year`. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** The UTC offset of US Eastern time at `date`, in hours: -5 (EST) or -4 (EDT). */
function easternOffset(date: Date): number {
  const year = date.getUTCFullYear();
  // 2:00 EST = 07:00 UTC; 2:00 EDT = 06:00 UTC.
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - STANDARD_OFFSET);
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 - (STANDARD_OFFSET + 1));
  const t = date.getTime();
  return t >= dstStart && t < dstEnd ? STANDARD_OFFSET + 1 : STANDARD_OFFSET;
}

/** The hour of the day (0-23) at `date` in the business's time zone (US Eastern, DST included). */
export function businessHour(date: Date): number {
  return (((date.getUTCHours() + easternOffset(date)) % 24) + 24) % 24;
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
