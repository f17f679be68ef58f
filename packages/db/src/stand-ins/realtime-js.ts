/**
 * What the shell's build bundles in place of `@supabase/realtime-js` (the alias is in
 * `@fikrspace/federation`). supabase-js creates a realtime client with every client and hands it
 * each new access token, but the platform subscribes to no channel, and the realtime client with
 * its Phoenix socket is 57 KB of every signed-in page's JavaScript. Here creating it and handing
 * it tokens do nothing, and opening a channel fails with a message that says where to turn it on.
 */
export const REALTIME_NOT_BUILT = 'Realtime is not part of this build: remove the @supabase/realtime-js alias in tooling/federation to subscribe to changes.';

export class RealtimeClient {
  readonly endPoint: string;

  constructor(endPoint: string, _options?: unknown) {
    this.endPoint = endPoint;
  }

  /** Called by supabase-js on every sign-in, token refresh and sign-out. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(_topic: string, _options?: unknown): never {
    throw new Error(REALTIME_NOT_BUILT);
  }

  getChannels(): never[] {
    return [];
  }

  removeChannel(_channel: unknown): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
