import type { DbClient } from '@fikrspace/db';

type Callback = (payload: Record<string, unknown>) => void;
type StatusCallback = (status: string, error?: Error) => void;

interface Binding {
  type: string;
  filter: Record<string, unknown>;
  callback: Callback;
}

/** One channel a page opened on the fake client: what it listens to, sends and tracks. */
export interface FakeChannel {
  topic: string;
  options: unknown;
  bindings: Binding[];
  sent: unknown[];
  tracked: unknown[];
  removed: boolean;
}

/** Does `conversation_id=eq.<id>` (the only filter shape the pages use) hold for the record? */
function filterHolds(filter: unknown, record: Record<string, unknown>): boolean {
  if (typeof filter !== 'string' || filter === '') return true;
  const match = /^([^=]+)=eq\.(.*)$/.exec(filter);
  return match ? String(record[match[1]!]) === match[2] : false;
}

/**
 * Gives the fake client of `@fikrspace/db/testing` the realtime and storage calls the messaging
 * pages make, played in memory: channels join at once, and a test delivers database changes,
 * broadcasts and presence to the channels that listen for them; uploads and signed URLs answer
 * from a map of stored objects. Test-only: nothing outside a test imports it.
 */
export function withFakeRealtime(db: DbClient) {
  const channels: Array<FakeChannel & { presence: Record<string, unknown[]> }> = [];
  const objects = new Map<string, Blob>();
  const uploads: Array<{ bucket: string; path: string; options: unknown }> = [];

  function channel(topic: string, options?: unknown) {
    const state = { topic, options, bindings: [] as Binding[], sent: [] as unknown[], tracked: [] as unknown[], removed: false, presence: {} as Record<string, unknown[]> };
    const api = {
      ...state,
      on(type: string, filter: Record<string, unknown>, callback: Callback) {
        api.bindings.push({ type, filter, callback });
        return api;
      },
      subscribe(callback?: StatusCallback) {
        // Joined on the next turn, as a real join answers after the call returns.
        queueMicrotask(() => callback?.('SUBSCRIBED'));
        return api;
      },
      async send(message: unknown) {
        api.sent.push(message);
        return 'ok';
      },
      async track(payload: unknown) {
        api.tracked.push(payload);
        return 'ok';
      },
      presenceState: () => api.presence,
    };
    channels.push(api);
    return api;
  }

  const open = () => channels.filter((candidate) => !candidate.removed);

  function change(eventType: 'INSERT' | 'UPDATE', table: string, record: Record<string, unknown>) {
    for (const candidate of open()) {
      for (const binding of candidate.bindings) {
        const { event, table: bound, filter } = binding.filter;
        if (binding.type !== 'postgres_changes' || bound !== table || (event !== '*' && event !== eventType) || !filterHolds(filter, record)) continue;
        binding.callback({ schema: 'public', table, eventType, new: record, old: {}, commit_timestamp: new Date().toISOString(), errors: null });
      }
    }
  }

  Object.assign(db, {
    channel,
    removeChannel: async (removed: FakeChannel) => {
      removed.removed = true;
      return 'ok';
    },
    storage: {
      from: (bucket: string) => ({
        upload: async (path: string, body: Blob, options: unknown) => {
          uploads.push({ bucket, path, options });
          objects.set(`${bucket}/${path}`, body);
          return { data: { path }, error: null };
        },
        createSignedUrl: async (path: string) =>
          objects.has(`${bucket}/${path}`) ? { data: { signedUrl: `https://storage.test/${bucket}/${path}?token=t` }, error: null } : { data: null, error: { statusCode: '404', message: 'Object not found' } },
      }),
    },
  });

  return {
    channels,
    uploads,
    /** A row written in a table: every channel listening for it hears of it. */
    insert: (table: string, record: Record<string, unknown>) => change('INSERT', table, record),
    update: (table: string, record: Record<string, unknown>) => change('UPDATE', table, record),
    /** A broadcast on a topic, as another member's browser would send it. */
    broadcast(topic: string, event: string, payload: unknown) {
      for (const candidate of open().filter((room) => room.topic === topic)) {
        for (const binding of candidate.bindings) if (binding.type === 'broadcast' && binding.filter.event === event) binding.callback({ type: 'broadcast', event, payload });
      }
    },
    /** The presence state of a topic now, as the server syncs it. */
    presence(topic: string, state: Record<string, unknown[]>) {
      for (const candidate of open().filter((room) => room.topic === topic)) {
        candidate.presence = state;
        for (const binding of candidate.bindings) if (binding.type === 'presence' && binding.filter.event === 'sync') binding.callback({});
      }
    },
  };
}
