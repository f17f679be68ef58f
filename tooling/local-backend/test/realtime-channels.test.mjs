import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets, uniqueEmail } from './support/backend.mjs';
import { inbox, realtimeClient, subscribed, systemMessages } from './support/realtime.mjs';

/**
 * Broadcast and presence between real supabase-js clients, and private channels authorized by
 * the policies on realtime.messages (fixture: room `org-<id>` readable by the organization's
 * members, who may broadcast there but not track presence).
 */
describe.each(await targets())('Realtime broadcast, presence and private channels on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  let alice;
  let bob;
  /** @type {Array<Awaited<ReturnType<typeof realtimeClient>>>} */
  let clients = [];

  beforeAll(async () => {
    backend = await startBackend(target);
    const member = async (name, org) => {
      const { session, user } = await backend.userClient(uniqueEmail(name));
      await backend.db.query('insert into public.org_members (user_id, org_id) values ($1, $2)', [user.id, org]);
      return session.access_token;
    };
    alice = await member('alice', 1);
    bob = await member('bob', 2);
  }, SETUP_TIMEOUT);
  afterEach(async () => {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
    clients = [];
  });
  afterAll(() => backend?.close());

  /** @param {{ key?: string, accessToken?: string }} [options] */
  const client = async (options) => {
    const created = await realtimeClient(backend, options);
    clients.push(created);
    return created;
  };
  const room = () => `room-${Math.random().toString(36).slice(2)}`;

  describe('broadcast', () => {
    it('reaches the other members of the topic; the sender too with `self`, acknowledged with `ack`', async () => {
      const name = room();
      const toSelf = inbox();
      const toOther = inbox();
      const sender = (await client()).channel(name, { config: { broadcast: { self: true, ack: true } } }).on('broadcast', { event: 'note' }, (message) => toSelf.push(message));
      const other = (await client()).channel(name).on('broadcast', { event: 'note' }, (message) => toOther.push(message));
      await subscribed(sender);
      await subscribed(other);

      // With ack, send resolves once the server has the message.
      expect(await sender.send({ type: 'broadcast', event: 'note', payload: { n: 1 } })).toBe('ok');
      expect(await other.send({ type: 'broadcast', event: 'note', payload: { n: 2 } })).toBe('ok');
      expect(await sender.send({ type: 'broadcast', event: 'note', payload: { n: 3 } })).toBe('ok');
      const note = (n) => ({ type: 'broadcast', event: 'note', payload: { n } });
      expect(await toSelf.until(3)).toEqual([note(1), note(2), note(3)]);
      // Without self, the other client never hears its own message 2.
      expect(await toOther.until(2)).toEqual([note(1), note(3)]);
    });

    it('carries binary payloads and keeps topics apart', async () => {
      const name = room();
      const received = inbox();
      const elsewhere = inbox();
      const listener = (await client()).channel(name).on('broadcast', { event: '*' }, (message) => received.push(message));
      const bystander = (await client()).channel(room()).on('broadcast', { event: '*' }, (message) => elsewhere.push(message));
      const sender = (await client()).channel(name);
      await Promise.all([subscribed(listener), subscribed(bystander), subscribed(sender)]);
      const bytes = new Uint8Array([0, 1, 2, 250, 255]);
      await sender.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer });
      await sender.send({ type: 'broadcast', event: 'text', payload: { text: 'ünïcødé ✓' } });
      const [blob, text] = await received.until(2);
      expect(blob.event).toBe('blob');
      expect([...new Uint8Array(blob.payload)]).toEqual([...bytes]);
      expect(text).toEqual({ type: 'broadcast', event: 'text', payload: { text: 'ünïcødé ✓' } });
      expect(elsewhere.items).toEqual([]);
    });
  });

  describe('REST broadcast', () => {
    it('delivers send() of a channel that is not joined and httpSend(), JSON and bytes', async () => {
      const name = room();
      const received = inbox();
      const listener = (await client()).channel(name).on('broadcast', { event: '*' }, (message) => received.push(message));
      await subscribed(listener);
      const unjoined = (await client()).channel(name);
      expect(await unjoined.send({ type: 'broadcast', event: 'rest', payload: { via: 'send' } })).toBe('ok');
      expect(await unjoined.httpSend('rest', { via: 'httpSend' })).toEqual({ success: true });
      expect(await unjoined.httpSend('bytes', Uint8Array.of(7, 8, 9))).toEqual({ success: true });
      const [viaSend, viaHttpSend, bytes] = await received.until(3);
      expect(viaSend).toEqual({ type: 'broadcast', event: 'rest', payload: { via: 'send' } });
      expect(viaHttpSend).toEqual({ type: 'broadcast', event: 'rest', payload: { via: 'httpSend' } });
      expect(bytes.event).toBe('bytes');
      expect([...new Uint8Array(bytes.payload)]).toEqual([7, 8, 9]);
    });

    it('sends private messages only for callers the policies let write, and answers bad requests', async () => {
      const received = inbox();
      const listener = (await client({ accessToken: alice })).channel('org-1', { config: { private: true } }).on('broadcast', { event: 'memo' }, (message) => received.push(message.payload));
      await subscribed(listener);
      const post = (token, body) =>
        fetch(`${backend.url}/realtime/v1/api/broadcast`, {
          method: 'POST',
          headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const memo = (from) => ({ messages: [{ topic: 'org-1', event: 'memo', payload: { from }, private: true }] });
      expect((await post(bob, memo('bob'))).status).toBe(202);
      expect((await post(alice, memo('alice'))).status).toBe(202);
      expect(await received.until(1)).toEqual([{ from: 'alice' }]);

      const unauthorized = await post('not-a-token', memo('nobody'));
      expect(unauthorized.status).toBe(401);
      expect(await unauthorized.json()).toEqual({ message: 'Unauthorized' });
      const invalid = await post(alice, { messages: [{ topic: 'org-1', payload: 'text' }] });
      expect(invalid.status).toBe(422);
      expect(await invalid.json()).toEqual({ errors: { messages: [{ event: ["can't be blank"], payload: ['is invalid'] }] } });
      const noKey = await fetch(`${backend.url}/realtime/v1/api/broadcast`, { method: 'POST', body: '{}' });
      expect(noKey.status).toBe(401);
    });
  });

  describe('presence', () => {
    it('syncs state on join, then joins and leaves as members track, untrack, leave and disconnect', async () => {
      const name = room();
      const aliceClient = await client();
      const watcher = (await client()).channel(name, { config: { presence: { key: 'watcher' } } });
      const joins = inbox();
      const leaves = inbox();
      watcher.on('presence', { event: 'join' }, ({ key, newPresences }) => joins.push([key, newPresences.map(({ status }) => status)]));
      watcher.on('presence', { event: 'leave' }, ({ key, leftPresences }) => leaves.push([key, leftPresences.map(({ status }) => status)]));

      const tracked = aliceClient.channel(name, { config: { presence: { key: 'alice' } } });
      await subscribed(tracked);
      expect(await tracked.track({ status: 'online' })).toBe('ok');
      // The watcher joins after alice tracked: the state it receives on joining already has her.
      await subscribed(watcher);
      expect(await joins.until(1)).toEqual([['alice', ['online']]]);
      expect(watcher.presenceState()).toEqual({ alice: [expect.objectContaining({ status: 'online', presence_ref: expect.any(String) })] });

      // Tracking again updates the entry: the new meta joins, the old one leaves.
      expect(await tracked.track({ status: 'away' })).toBe('ok');
      expect(await joins.until(2)).toEqual([
        ['alice', ['online']],
        ['alice', ['away']],
      ]);
      expect(await leaves.until(1)).toEqual([['alice', ['online']]]);
      expect(watcher.presenceState().alice.map(({ status }) => status)).toEqual(['away']);

      expect(await tracked.untrack()).toBe('ok');
      expect(await leaves.until(2)).toEqual([
        ['alice', ['online']],
        ['alice', ['away']],
      ]);

      // Leaving the channel takes what it tracked with it.
      await tracked.track({ status: 'back' });
      await joins.until(3);
      await aliceClient.removeChannel(tracked);
      expect((await leaves.until(3)).at(-1)).toEqual(['alice', ['back']]);

      // So does a socket that goes away.
      const again = aliceClient.channel(name, { config: { presence: { key: 'alice' } } });
      await subscribed(again);
      await again.track({ status: 'last' });
      await joins.until(4);
      aliceClient.realtime.disconnect();
      expect((await leaves.until(4)).at(-1)).toEqual(['alice', ['last']]);
      expect(watcher.presenceState()).toEqual({});
    });
  });

  describe('private channels', () => {
    it('admits members of the organization only', async () => {
      const allowed = (await client({ accessToken: alice })).channel('org-1', { config: { private: true } });
      await subscribed(allowed);
      const refused = (await client({ accessToken: bob })).channel('org-1', { config: { private: true } });
      await expect(subscribed(refused)).rejects.toThrow('Unauthorized: You do not have permissions to read from this Channel topic: org-1');
      const anonymous = (await client()).channel('org-1', { config: { private: true } });
      await expect(subscribed(anonymous)).rejects.toThrow('Unauthorized');
    });

    it('delivers broadcasts to members of the private topic only, and refuses presence the policies do not allow', async () => {
      const received = inbox();
      const publicNamesake = inbox();
      const listener = (await client({ accessToken: alice })).channel('org-1', { config: { private: true } }).on('broadcast', { event: 'memo' }, (message) => received.push(message));
      const sameNamePublic = (await client()).channel('org-1').on('broadcast', { event: 'memo' }, (message) => publicNamesake.push(message));
      const sender = (await client({ accessToken: alice })).channel('org-1', { config: { private: true, broadcast: { ack: true } } });
      await Promise.all([subscribed(listener), subscribed(sameNamePublic), subscribed(sender)]);

      expect(await sender.send({ type: 'broadcast', event: 'memo', payload: { text: 'for members' } })).toBe('ok');
      expect(await received.until(1)).toEqual([{ type: 'broadcast', event: 'memo', payload: { text: 'for members' } }]);
      // The private and the public channel of one name are different topics.
      const publicSender = (await client()).channel('org-1');
      await subscribed(publicSender);
      await publicSender.send({ type: 'broadcast', event: 'memo', payload: { text: 'public' } });
      expect(await publicNamesake.until(1)).toEqual([{ type: 'broadcast', event: 'memo', payload: { text: 'public' } }]);
      expect(received.items).toHaveLength(1);

      expect(await sender.track({ here: true })).toBe('error');
    });

    it('closes a private channel when a new token may no longer read it', async () => {
      const supabase = await client({ accessToken: alice });
      const channel = supabase.channel('org-1', { config: { private: true } });
      const system = systemMessages(channel);
      const statuses = inbox();
      channel.subscribe((status) => statuses.push(status));
      expect(await statuses.until(1)).toEqual(['SUBSCRIBED']);
      await supabase.realtime.setAuth(bob);
      expect(await system.until(1)).toEqual([{ extension: 'system', status: 'error', message: 'You no longer have permission to read from this Channel topic: org-1', channel: 'org-1' }]);
      expect(await statuses.until(2)).toEqual(['SUBSCRIBED', 'CLOSED']);
    });
  });
});
