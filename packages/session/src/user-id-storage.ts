/**
 * Spec 000 §4: the signed-in user's id is kept in session and local storage, so scripts outside
 * React (analytics, monitoring) can tell who is signed in without asking the auth client.
 */
export const USER_ID_STORAGE_KEY = 'user-id';

function each(run: (storage: Storage) => void): void {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    try {
      if (storage) run(storage);
    } catch {
      // Storage can be unavailable (private mode, a blocked iframe): the id is then only in memory.
    }
  }
}

export function rememberUserId(userId: string): void {
  each((storage) => storage.setItem(USER_ID_STORAGE_KEY, userId));
}

export function forgetUserId(): void {
  each((storage) => storage.removeItem(USER_ID_STORAGE_KEY));
}
