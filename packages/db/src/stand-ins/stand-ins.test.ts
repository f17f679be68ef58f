import { StorageClient as RealStorageClient } from '@supabase/storage-js';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClient } from './realtime-js';
import { StorageClient } from './storage-js';

/**
 * The build's stand-ins download the real storage and realtime clients when first used: checked
 * here against the local backend with the real project, as the shell's build would use them.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

for (const target of await targets()) {
  describe(`storage and realtime downloaded on first use (${target.name})`, () => {
    let backend: Backend;

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    /** As supabase-js builds it: its URL, headers and a fetch that adds the key and the caller's token. */
    const storageAs = (key: string) => {
      const authFetch: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), apikey: key, Authorization: `Bearer ${key}` } });
      return new StorageClient(`${backend.url}/storage/v1`, {}, authFetch);
    };

    it('stores and reads an object through the real client once a call needs it', async () => {
      const storage = storageAs(backend.serviceRoleKey);
      const path = `${ORG.fikrLabs}/stand-in check.pdf`;
      const body = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
      const uploaded = await storage.from('pitch-decks').upload(path, body, { contentType: 'application/pdf' });
      expect(uploaded.error).toBeNull();
      const downloaded = await storage.from('pitch-decks').download(path);
      expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(body);
      const { data: buckets } = await storage.listBuckets();
      expect(buckets?.map((bucket) => bucket.id)).toContain('pitch-decks');
      await storage.from('pitch-decks').remove([path]);
    });

    it.each([
      ['a plain name', `${ORG.fikrLabs}/logo.png`, undefined],
      ['a leading slash, spaces and Arabic', `/${ORG.fikrLabs}/شعار الشركة.png`, undefined],
      ['a download under its own name', `${ORG.fikrLabs}/logo.png`, { download: 'Fikr Labs logo.png' }],
      ['a download with a cache nonce', `${ORG.fikrLabs}/logo.png`, { download: true, cacheNonce: '3' }],
    ])('answers the public URL of %s without downloading anything, as storage-js does', (_case, path, options) => {
      const url = `${backend.url}/storage/v1`;
      expect(new StorageClient(url).from('organization-logos').getPublicUrl(path, options)).toEqual(new RealStorageClient(url).from('organization-logos').getPublicUrl(path, options));
    });

    it('carries listeners and the latest token over to the real channel, and delivers broadcasts', async () => {
      const options = { params: { apikey: backend.anonKey }, transport: WebSocket, heartbeatIntervalMs: 25_000, timeout: 10_000 };
      const listener = new RealtimeClient(`${backend.url}/realtime/v1`, options);
      const speaker = new RealtimeClient(`${backend.url}/realtime/v1`, options);
      await listener.setAuth(backend.anonKey);
      const heard = new Promise<unknown>((resolve) => {
        listener.channel('stand-in-room').on('broadcast', { event: 'hello' }, (message) => resolve(message.payload));
      });
      const joined = (client: RealtimeClient, topic: string) =>
        new Promise<ReturnType<RealtimeClient['channel']>>((resolve, reject) => {
          const channel = client.getChannels().find((candidate) => candidate.topic === topic) ?? client.channel(topic);
          channel.subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve(channel) : status === 'CHANNEL_ERROR' && reject(error)));
        });
      await joined(listener, 'stand-in-room');
      const channel = await joined(speaker, 'stand-in-room');
      expect((await listener.load()).accessTokenValue).toBe(backend.anonKey);
      await channel.send({ type: 'broadcast', event: 'hello', payload: { text: 'مرحبا' } });
      expect(await heard).toEqual({ text: 'مرحبا' });
      await listener.removeAllChannels();
      await speaker.removeAllChannels();
      (await listener.load()).disconnect();
      (await speaker.load()).disconnect();
    });
  });
}
