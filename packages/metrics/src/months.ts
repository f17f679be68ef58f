/**
 * Months as the database keeps them: the first day of the month, `YYYY-MM-01`, in UTC (the
 * database compares periods with `date_trunc('month', now())`). Pure string arithmetic, so a
 * month never shifts with the browser's time zone.
 */

const PERIOD = /^(\d{4})-(\d{2})-01$/;

/** Whether a text is a period (`YYYY-MM-01` with a month from 01 to 12). */
export function isPeriod(text: string): boolean {
  const match = PERIOD.exec(text);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

function parts(period: string): [number, number] {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a month: ${period}`);
  return [Number(match[1]), Number(match[2])];
}

function periodOf(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The month a moment falls in, in UTC. */
export function monthOf(date: Date): string {
  return periodOf(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** The month `count` months after `period` (before it when negative). */
export function addMonths(period: string, count: number): string {
  const [year, month] = parts(period);
  const index = year * 12 + (month - 1) + count;
  return periodOf(Math.floor(index / 12), (index % 12) + 1);
}

/** How many months `to` comes after `from` (negative when before). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = parts(from);
  const [toYear, toMonth] = parts(to);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** Every month from `from` to `to`, both included, oldest first; none when `to` is before `from`. */
export function monthRange(from: string, to: string): string[] {
  const length = monthsBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, length) }, (_unused, index) => addMonths(from, index));
}

/** A month as a file writes it: `YYYY-MM`. */
export function monthText(period: string): string {
  return period.slice(0, 7);
}

/** The period a file's `YYYY-MM` (or `YYYY-M`) names, or null when it names no month. */
export function periodOfMonthText(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? periodOf(Number(match[1]), month) : null;
}

/** A period as a date at midnight UTC, for Intl to name it. */
export function periodDate(period: string): Date {
  return new Date(`${period}T00:00:00Z`);
}
