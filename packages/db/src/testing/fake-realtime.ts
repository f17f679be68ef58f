/**
 * Realtime for the fake client: channels that record their listeners, join at once, pass
 * broadcasts and presence between channels of the same topic, and hear `postgres_changes` a test
 * emits. Row level security is the database's and is tested there; here a change reaches every
 * listener whose table, event and simple `column=eq.value` filter match.
 */

type Callback = (payload: Record<string, unknown>) => void;
type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

interface Listener {
  type: string;
  filter: Record<string, unknown>;
  callback: Callback;
}

export interface FakeChange {
  table: string;
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  new?: Record<string, unknown>;
  old?: Record<string, unknown>;
}

export class FakeChannel {
  readonly topic: string;
  readonly listeners: Listener[] = [];
  readonly #hub: FakeRealtime;
  readonly #self: boolean;
  state: 'closed' | 'joined' = 'closed';
  presence: Record<string, unknown> | null = null;

  constructor(hub: FakeRealtime, topic: string, params: { config?: { broadcast?: { self?: boolean } } } = {}) {
    this.#hub = hub;
    this.topic = topic;
    this.#self = params.config?.broadcast?.self ?? false;
  }

  on(type: string, filter: Record<string, unknown>, callback: Callback): this {
    this.listeners.push({ type, filter, callback });
    return this;
  }

  subscribe(callback?: (status: Status, error?: Error) => void): this {
    this.state = 'joined';
    // The real client answers after the server's reply: never within the call.
    queueMicrotask(() => {
      callback?.('SUBSCRIBED');
      this.#hub.syncPresence(this.topic);
    });
    return this;
  }

  async send({ type, event, payload }: { type: string; event: string; payload?: unknown }): Promise<'ok'> {
    if (type !== 'broadcast') return 'ok';
    for (const channel of this.#hub.channelsOf(this.topic)) {
      if (channel === this && !this.#self) continue;
      for (const listener of channel.listeners) if (listener.type === 'broadcast' && listener.filter.event === event) listener.callback({ type, event, payload });
    }
    return 'ok';
  }

  async track(payload: Record<string, unknown>): Promise<'ok'> {
    this.presence = payload;
    this.#hub.syncPresence(this.topic);
    return 'ok';
  }

  async untrack(): Promise<'ok'> {
    this.presence = null;
    this.#hub.syncPresence(this.topic);
    return 'ok';
  }

  presenceState(): Record<string, Record<string, unknown>[]> {
    const state: Record<string, Record<string, unknown>[]> = {};
    this.#hub.channelsOf(this.topic).forEach((channel, index) => {
      if (channel.presence) state[`presence-${index}`] = [channel.presence];
    });
    return state;
  }

  async unsubscribe(): Promise<'ok'> {
    this.state = 'closed';
    this.#hub.remove(this);
    return 'ok';
  }
}

/** `column=eq.value` as realtime-js sends it; other operators are the database's to test. */
function passes(filter: unknown, row: Record<string, unknown> | undefined): boolean {
  if (typeof filter !== 'string' || !filter) return true;
  const match = /^([^=]+)=eq\.(.*)$/.exec(filter);
  return !!match && !!row && String(row[match[1]!]) === match[2];
}

export class FakeRealtime {
  readonly channels = new Set<FakeChannel>();

  channel(topic: string, params?: ConstructorParameters<typeof FakeChannel>[2]): FakeChannel {
    const channel = new FakeChannel(this, topic, params);
    this.channels.add(channel);
    return channel;
  }

  channelsOf(topic: string): FakeChannel[] {
    return [...this.channels].filter((channel) => channel.topic === topic && channel.state === 'joined');
  }

  remove(channel: FakeChannel): void {
    this.channels.delete(channel);
    this.syncPresence(channel.topic);
  }

  syncPresence(topic: string): void {
    for (const channel of this.channelsOf(topic)) for (const listener of channel.listeners) if (listener.type === 'presence' && listener.filter.event === 'sync') listener.callback({});
  }

  /** Delivers a database change to every joined channel listening for it. */
  emit(change: FakeChange): void {
    const row = change.eventType === 'DELETE' ? change.old : change.new;
    for (const channel of this.channels) {
      if (channel.state !== 'joined') continue;
      for (const listener of channel.listeners) {
        const { event, table, filter } = listener.filter;
        if (listener.type !== 'postgres_changes' || table !== change.table || (event !== '*' && event !== change.eventType) || !passes(filter, row)) continue;
        listener.callback({ schema: 'public', table: change.table, eventType: change.eventType, new: change.new ?? {}, old: change.old ?? {}, commit_timestamp: new Date(0).toISOString(), errors: null });
      }
    }
  }
}
