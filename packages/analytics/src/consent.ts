import { STORAGE_KEYS } from './constants';

export type Consent = 'granted' | 'denied' | 'unknown';

type Listener = (consent: Consent) => void;

/**
 * The visitor's answer to the consent banner, remembered in local storage. Nothing is tracked
 * until it is 'granted'; 'denied' is remembered under its own key only, with no identifier.
 */
export function createConsentStore(storage: Storage | undefined) {
  const listeners = new Set<Listener>();
  const read = (): Consent => {
    try {
      const value = storage?.getItem(STORAGE_KEYS.consent);
      return value === 'granted' || value === 'denied' ? value : 'unknown';
    } catch {
      return 'unknown';
    }
  };
  let current = read();
  return {
    get: () => current,
    set(consent: Exclude<Consent, 'unknown'>) {
      current = consent;
      try {
        storage?.setItem(STORAGE_KEYS.consent, consent);
      } catch {
        // Not remembered: the banner asks again next visit.
      }
      for (const listener of listeners) listener(consent);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
