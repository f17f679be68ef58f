import { ANALYTICS_LIMITS, STORAGE_KEYS } from './constants';
import type { EdgePayload } from './event';

/**
 * Events that could not be sent, kept in local storage so they survive a reload and go out when
 * the network returns. Capped at 1000 (spec 001 §9): past the cap the oldest are dropped, and
 * counted, so nothing under the cap is ever lost.
 */
export function createFailedQueue(storage: Storage | undefined, cap: number = ANALYTICS_LIMITS.failedQueueCap) {
  let memory: EdgePayload[] = [];
  let droppedInMemory = 0;

  const read = (): EdgePayload[] => {
    try {
      const raw = storage?.getItem(STORAGE_KEYS.failedEvents);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as EdgePayload[]) : [];
    } catch {
      return memory;
    }
  };
  const write = (events: EdgePayload[]) => {
    memory = events;
    try {
      if (events.length) storage?.setItem(STORAGE_KEYS.failedEvents, JSON.stringify(events));
      else storage?.removeItem(STORAGE_KEYS.failedEvents);
    } catch {
      // Quota or privacy mode: the queue lives in memory for this page.
    }
  };
  const dropped = (): number => {
    try {
      return Number(storage?.getItem(STORAGE_KEYS.droppedEvents) ?? droppedInMemory) || 0;
    } catch {
      return droppedInMemory;
    }
  };

  return {
    size: () => read().length,
    dropped,
    /** Adds events at the end; the oldest go when the cap is passed. */
    push(events: EdgePayload[]) {
      if (!events.length) return;
      const all = [...read(), ...events];
      const over = Math.max(0, all.length - cap);
      write(all.slice(over));
      if (over) {
        droppedInMemory = dropped() + over;
        try {
          storage?.setItem(STORAGE_KEYS.droppedEvents, String(droppedInMemory));
        } catch {
          // Counted in memory only.
        }
      }
    },
    /** Takes every queued event out, oldest first. */
    drain(): EdgePayload[] {
      const all = read();
      write([]);
      return all;
    },
  };
}

export type FailedQueue = ReturnType<typeof createFailedQueue>;
