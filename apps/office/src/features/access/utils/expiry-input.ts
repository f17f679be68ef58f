export type ExpiryCheck = { ok: true; expiresAt: string | null } | { ok: false; reason: 'invalid' | 'past' };

/**
 * A `datetime-local` value is a wall-clock time without a zone: it means that time where the
 * administrator is, so it is read in the browser's zone and sent as an instant. Empty means no
 * expiry. The database refuses a past instant too; checking here keeps the form's message clear.
 */
export function checkExpiry(value: string, now: Date = new Date()): ExpiryCheck {
  if (value.trim() === '') return { ok: true, expiresAt: null };
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(instant.getTime())) return { ok: false, reason: 'invalid' };
  if (instant.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  return { ok: true, expiresAt: instant.toISOString() };
}

/** The `min` of the field: the current minute in the browser's zone, as `datetime-local` writes it. */
export function localMinute(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
