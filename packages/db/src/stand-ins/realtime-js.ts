import type * as RealtimeLibrary from '@supabase/realtime-js/dist/module/index.js';
import type { RealtimeChannel as RealChannel, RealtimeClient as RealClient } from '@supabase/realtime-js/dist/module/index.js';

/**
 * What the shell's build bundles in place of `@supabase/realtime-js` (the alias is in
 * `@fikrspace/federation`). supabase-js creates a realtime client with every client and hands it
 * each new access token; the real one with its Phoenix socket is 57 KB that most pages never use.
 * This one takes the same arguments, keeps the latest token, and downloads the real client when a
 * page first subscribes to a channel: a channel records its listeners until then and hands them
 * to the real channel, so `db.channel(...).on(...).subscribe(...)` reads as it does with the
 * library. Only the calls the platform makes are here; anything else says so.
 */

type RealtimeModule = typeof RealtimeLibrary;
/** A listener as `channel.on(type, filter, callback)` takes it; the library's overloads check the call sites. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payload's type depends on the overload chosen
type Listener = [type: string, filter: Record<string, unknown>, callback: (payload: any) => void];

/**
 * The real library. A path under `dist/` on purpose: the build's alias replaces the bare name
 * `@supabase/realtime-js` with this file.
 */
const loadRealtimeModule = (): Promise<RealtimeModule> => import('@supabase/realtime-js/dist/module/index.js');

/** A channel whose real counterpart exists once the client has downloaded. */
export class RealtimeChannel {
  readonly topic: string;
  readonly #client: RealtimeClient;
  readonly #params: unknown;
  readonly #listeners: Listener[] = [];
  #real: RealChannel | null = null;
  #removed = false;

  constructor(client: RealtimeClient, topic: string, params: unknown) {
    this.#client = client;
    this.topic = topic;
    this.#params = params;
  }

  get state(): string {
    return this.#real?.state ?? (this.#removed ? 'closed' : 'joining');
  }

  on(...listener: Listener): this {
    if (this.#real) (this.#real.on as (...args: Listener) => unknown)(...listener);
    else this.#listeners.push(listener);
    return this;
  }

  subscribe(...args: Parameters<RealChannel['subscribe']>): this {
    void this.#client.realChannel(this).then(
      (real) => {
        if (!real) return;
        for (const listener of this.#listeners.splice(0)) (real.on as (...values: Listener) => unknown)(...listener);
        real.subscribe(...args);
      },
      (error: unknown) => args[0]?.('CHANNEL_ERROR' as Parameters<NonNullable<(typeof args)[0]>>[0], error instanceof Error ? error : new Error(String(error))),
    );
    return this;
  }

  /** The real channel, made by the client once it has downloaded (null when removed meanwhile). */
  attach(realClient: RealClient): RealChannel | null {
    if (this.#removed) return null;
    this.#real ??= realClient.channel(this.topic, this.#params as Parameters<RealClient['channel']>[1]);
    return this.#real;
  }

  get real(): RealChannel | null {
    return this.#real;
  }

  markRemoved(): void {
    this.#removed = true;
  }

  async send(...args: Parameters<RealChannel['send']>): ReturnType<RealChannel['send']> {
    const real = await this.#client.realChannel(this);
    return real ? real.send(...args) : 'error';
  }

  async track(...args: Parameters<RealChannel['track']>): ReturnType<RealChannel['track']> {
    const real = await this.#client.realChannel(this);
    return real ? real.track(...args) : 'error';
  }

  async untrack(...args: Parameters<RealChannel['untrack']>): ReturnType<RealChannel['untrack']> {
    const real = await this.#client.realChannel(this);
    return real ? real.untrack(...args) : 'error';
  }

  async unsubscribe(...args: Parameters<RealChannel['unsubscribe']>): ReturnType<RealChannel['unsubscribe']> {
    this.#removed = true;
    return this.#real ? this.#real.unsubscribe(...args) : 'ok';
  }

  presenceState(): ReturnType<RealChannel['presenceState']> {
    return this.#real?.presenceState() ?? {};
  }
}

export class RealtimeClient {
  readonly endPoint: string;
  readonly #options: unknown;
  readonly #channels = new Set<RealtimeChannel>();
  /** The latest token supabase-js handed over: undefined until one came, null after sign-out. */
  #token: string | null | undefined = undefined;
  #real: Promise<RealClient> | null = null;

  constructor(endPoint: string, options?: unknown) {
    this.endPoint = endPoint;
    this.#options = options;
  }

  /** Called by supabase-js on every sign-in, token refresh and sign-out. */
  async setAuth(token?: string | null): Promise<void> {
    this.#token = token ?? null;
    if (this.#real) await (await this.#real).setAuth(token ?? null);
  }

  /** The real client, downloaded once, holding the latest token before any channel joins. */
  load(): Promise<RealClient> {
    this.#real ??= loadRealtimeModule().then(
      async ({ RealtimeClient: Real }) => {
        const real = new Real(this.endPoint, this.#options as ConstructorParameters<typeof Real>[1]);
        // Set before the first join: a token that arrives while a join is under way is not sent
        // until it changes again, and the channel would keep the API key's rights.
        if (this.#token !== undefined) await real.setAuth(this.#token);
        return real;
      },
      (error: unknown) => {
        this.#real = null;
        throw error;
      },
    );
    return this.#real;
  }

  async realChannel(channel: RealtimeChannel): Promise<RealChannel | null> {
    return channel.attach(await this.load());
  }

  channel(topic: string, params?: unknown): RealtimeChannel {
    const channel = new RealtimeChannel(this, topic, params ?? { config: {} });
    this.#channels.add(channel);
    return channel;
  }

  getChannels(): RealtimeChannel[] {
    return [...this.#channels];
  }

  async removeChannel(channel: RealtimeChannel): ReturnType<RealClient['removeChannel']> {
    this.#channels.delete(channel);
    channel.markRemoved();
    const real = channel.real;
    if (!real || !this.#real) return 'ok';
    return (await this.#real).removeChannel(real);
  }

  async removeAllChannels(): Promise<Awaited<ReturnType<RealClient['removeChannel']>>[]> {
    return Promise.all([...this.#channels].map((channel) => this.removeChannel(channel)));
  }
}
