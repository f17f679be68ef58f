/**
 * Dates of the plan as the database keeps them: calendar days written `YYYY-MM-DD`, with no time
 * and no zone. They are compared as strings and moved in UTC, so a day never shifts with the
 * reader's time zone or a change of daylight saving time.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day (`2026-02-30` is not). */
export function isCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The day a date falls on in the reader's own calendar: what they call today. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The day `days` after (or, negative, before) a day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
