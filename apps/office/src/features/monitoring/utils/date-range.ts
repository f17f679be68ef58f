/** The periods the monitoring screens offer, in days. */
export const RANGE_DAYS = [1, 7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

/** The last `days` days up to now, to the minute so that a refetch asks for the same window. */
export function rangeFor(days: number, now: number = Date.now()): { from: string; to: string } {
  const to = new Date(Math.ceil(now / 60_000) * 60_000);
  return { from: new Date(to.getTime() - days * 86_400_000).toISOString(), to: to.toISOString() };
}
