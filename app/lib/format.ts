// Written out rather than with Intl.DateTimeFormat, whose first use on a page
// costs tens of milliseconds of main thread (see business-hours.ts).
const MONTHS = [
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
