/**
 * Rows of (day, event type, count) as one row per day of the range with a column per event type,
 * days without events included as zeros, so a chart's axis shows the whole period.
 */
export function pivotByDay(rows: { day: string; eventType: string; count: number }[], range: { from: string; to: string }): { types: string[]; days: Record<string, number | string>[] } {
  const types = [...new Set(rows.map((row) => row.eventType))].sort();
  const byDay = new Map<string, Record<string, number | string>>();
  const start = new Date(`${range.from.slice(0, 10)}T00:00:00Z`);
  const end = new Date(`${range.to.slice(0, 10)}T00:00:00Z`);
  for (let day = start; day <= end; day = new Date(day.getTime() + 86_400_000)) {
    const key = day.toISOString().slice(0, 10);
    byDay.set(key, { day: key, ...Object.fromEntries(types.map((type) => [type, 0])) });
  }
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? { day: row.day, ...Object.fromEntries(types.map((type) => [type, 0])) };
    entry[row.eventType] = Number(entry[row.eventType] ?? 0) + row.count;
    byDay.set(row.day, entry);
  }
  return { types, days: [...byDay.values()].sort((a, b) => String(a.day).localeCompare(String(b.day))) };
}
