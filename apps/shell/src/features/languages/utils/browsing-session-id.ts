/** Kept in session storage: one id per tab for as long as the tab lives, like the visit it names. */
export const BROWSING_SESSION_KEY = 'session-id';

let inMemory: string | null = null;

/** Spec 000 §9: session ids are built from the time plus random text. */
export function createSessionId(now = Date.now()): string {
  return `${now.toString(36)}-${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/** The id of this browsing session, made on first use. Without storage it lasts for the page. */
export function browsingSessionId(): string {
  try {
    let id = sessionStorage.getItem(BROWSING_SESSION_KEY);
    if (!id) {
      id = createSessionId();
      sessionStorage.setItem(BROWSING_SESSION_KEY, id);
    }
    return id;
  } catch {
    inMemory ??= createSessionId();
    return inMemory;
  }
}
