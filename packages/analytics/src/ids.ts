import { STORAGE_KEYS } from './constants';

/** An id built from the time plus random text (spec 000 §9, spec 001 §9). */
export function createId(now: number = Date.now(), random: () => number = Math.random): string {
  const text = Array.from({ length: 3 }, () => random().toString(36).slice(2, 8).padEnd(6, '0')).join('');
  return `${now.toString(36)}-${text}`;
}

/** Reads an id from storage, creating and keeping one the first time. Storage may be refused. */
function storedId(storage: Storage | undefined, key: string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const id = createId();
    storage?.setItem(key, id);
    return id;
  } catch {
    return createId();
  }
}

/** The visit's id, in session storage: a new tab or a closed browser starts a new session. */
export const sessionIdFrom = (storage: Storage | undefined) => storedId(storage, STORAGE_KEYS.sessionId);

/** The browser's id, in local storage: the same visitor across sessions. */
export const visitorIdFrom = (storage: Storage | undefined) => storedId(storage, STORAGE_KEYS.visitorId);

/** Forgets both identifiers (a visitor who declined tracking). */
export function forgetIds(session: Storage | undefined, local: Storage | undefined): void {
  try {
    session?.removeItem(STORAGE_KEYS.sessionId);
    session?.removeItem(STORAGE_KEYS.utm);
    session?.removeItem(STORAGE_KEYS.geolocation);
    local?.removeItem(STORAGE_KEYS.visitorId);
    local?.removeItem(STORAGE_KEYS.failedEvents);
  } catch {
    // Storage refused: nothing was stored either.
  }
}
