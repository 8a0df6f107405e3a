import { business } from "~/content/business";

type Phone = (typeof business)["phone"] | (typeof business)["afterHoursPhone"];

const hourFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.phoneHours.timeZone,
  hour: "numeric",
  hourCycle: "h23",
});

/** The hour of the day (0-23) at `date` in the business's time zone (US Eastern, DST included). */
export function businessHour(date: Date): number {
  const part = hourFormat.formatToParts(date).find((p) => p.type === "hour");
  return Number(part?.value ?? 0) % 24;
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
