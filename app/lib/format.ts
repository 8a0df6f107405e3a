// Written out rather than with Intl's formatters (toLocaleString included), whose first use on a
// page costs tens of milliseconds of main thread (see business-hours.ts; the estimator's figures
// in estimate.ts likewise).
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-08-08" -> "August 8, 2025", the same in every time zone. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`formatDate: not a YYYY-MM-DD date: "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

const DAY = 24 * 60 * 60 * 1000;
const ago = (count: number, unit: string) => (count === 1 ? `a ${unit} ago` : `${count} ${unit}s ago`);

/**
 * How long ago a date was, as review sites say it: "today", "3 days ago", "a week ago",
 * "2 weeks ago", "a month ago", "5 months ago", "a year ago". The site computes a review's age
 * from its date when it is built, so it never goes stale the way a typed "2 weeks ago" does.
 */
export function timeAgo(isoDate: string, now: Date): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const then = Date.UTC(y, m - 1, d);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.max(0, Math.round((today - then) / DAY));
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) return ago(Math.floor(days / 7), "week");
  const months = (now.getUTCFullYear() - y) * 12 + now.getUTCMonth() - (m - 1) - (now.getUTCDate() < d ? 1 : 0);
  if (months < 12) return ago(Math.max(1, months), "month");
  return ago(Math.floor(months / 12), "year");
}
