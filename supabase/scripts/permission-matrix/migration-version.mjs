const VERSION = /^(\d{14})_/;

/**
 * @param {Date} date
 * @returns {string} yyyymmddhhmmss in UTC, the Supabase CLI's migration version
 */
export function formatVersion(date) {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * @param {string} version
 */
function parseVersion(version) {
  const [year, month, day, hour, minute, second] = [0, 4, 6, 8, 10, 12].map((start, index) => Number(version.slice(start, start + (index === 0 ? 4 : 2))));
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second));
}

/**
 * The version for a new migration: now, unless a migration already sorts at or after now (a clock
 * behind, or two runs in one second), then one second after the newest. Migrations apply in
 * version order, and `supabase db push` will not apply one older than the newest already
 * applied, so a new migration must sort last.
 * @param {string[]} fileNames the migrations folder
 * @param {Date} now
 */
export function nextMigrationVersion(fileNames, now) {
  const newest = fileNames
    .map((name) => VERSION.exec(name)?.[1])
    .filter((version) => version !== undefined)
    .sort()
    .at(-1);
  const candidate = formatVersion(now);
  if (newest === undefined || candidate > newest) return candidate;
  const next = formatVersion(new Date(parseVersion(newest).getTime() + 1000));
  if (next <= newest) throw new Error(`Cannot number a migration after ${newest}`);
  return next;
}
