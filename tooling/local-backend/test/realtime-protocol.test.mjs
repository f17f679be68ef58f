import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, startBackend, targets } from './support/backend.mjs';
import { rawSocket, socketUrl, upgradeAnswer } from './support/realtime.mjs';

/**
 * The socket protocol below supabase-js: what the server answers to the connection, to each
 * Phoenix event, to tokens that do not verify, and to frames it cannot read.
 */
describe.each(await targets())('Realtime socket protocol on $name', (target) => {
  /** @type {Awaited<ReturnType<typeof startBackend>>} */
  let backend;
  /** @type {Array<Awaited<ReturnType<typeof rawSocket>>>} */
  let sockets = [];
  beforeAll(async () => {
    backend = await startBackend(target);
  }, SETUP_TIMEOUT);
  afterEach(() => {
    for (const socket of sockets) socket.close();
    sockets = [];
  });
  afterAll(() => backend?.close());

  const now = () => Math.floor(Date.now() / 1000);
  const sign = (claims, secret = backend.jwtSecret) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
  const connect = async (params = {}) => {
    const socket = await rawSocket(socketUrl(backend.url, { apikey: backend.anonKey, vsn: '2.0.0', ...params }));
    sockets.push(socket);
    return socket;
  };
  /** Joins `topic` and resolves to the reply. */
  const join = async (socket, topic, joinRef, payload = {}) => {
    const from = socket.frames.items.length;
    socket.send([joinRef, joinRef, topic, 'phx_join', payload]);
    return socket.next((frame) => Array.isArray(frame) && frame[1] === joinRef && frame[3] === 'phx_reply', from);
  };

  describe('connecting', () => {
    /** `query` and `headers` get the backend's anon key and a token signer. */
    const refusals = [
      { name: 'no API key', query: () => ({ vsn: '2.0.0' }), status: 401, body: { message: 'No API key found in request' } },
      { name: 'an unknown API key', query: () => ({ apikey: 'nope', vsn: '2.0.0' }), status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } },
      { name: 'an unsupported protocol version', query: (anon) => ({ apikey: anon, vsn: '3.0.0' }), status: 403, body: null },
      { name: 'an expired token', token: () => sign({ role: 'anon', exp: now() - 10 }), status: 401, body: { error: 'Token has expired' } },
      { name: 'a token signed with another secret', token: () => sign({ role: 'anon', exp: now() + 60 }, 'another secret of enough length'), status: 401, body: { error: 'Failed to validate JWT signature' } },
      { name: 'a token without exp', token: () => sign({ role: 'anon' }), status: 401, body: { error: 'Fields `role` and `exp` are required in JWT' } },
      { name: 'a token that is no JWT', token: async () => 'not-a-jwt', status: 401, body: { error: 'The token provided is not a valid JWT' } },
    ];
    it.each(refusals)('refuses $name before the upgrade', async ({ query, token, status, body }) => {
      // Realtime reads its token from x-api-key before the apikey the gateway checks.
      const headers = token ? { 'x-api-key': await token() } : {};
      const params = query ? query(backend.anonKey) : { apikey: backend.anonKey, vsn: '2.0.0' };
      expect(await upgradeAnswer(socketUrl(backend.url, params), headers)).toEqual({ status, body });
    });

    it('accepts both API keys and protocol 1.0.0, and answers other upgrade paths with 404', async () => {
      expect((await upgradeAnswer(socketUrl(backend.url, { apikey: backend.serviceRoleKey, vsn: '2.0.0' }))).status).toBe(101);
      expect((await upgradeAnswer(socketUrl(backend.url, { apikey: backend.anonKey }))).status).toBe(101);
      const other = await upgradeAnswer(`${backend.url.replace('http', 'ws')}/rest/v1/books?apikey=${backend.anonKey}`);
      expect(other).toEqual({ status: 404, body: { message: 'no Route matched with those values' } });
    });
  });

  describe('events', () => {
    it('answers heartbeats, unmatched topics and leaves of topics never joined', async () => {
      const socket = await connect();
      socket.send([null, '1', 'phoenix', 'heartbeat', {}]);
      expect(await socket.next((frame) => frame[1] === '1')).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
      socket.send(['7', '2', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
      expect(await socket.next((frame) => frame[1] === '2')).toEqual([null, '2', 'realtime:nowhere', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
      socket.send(['8', '3', 'other:topic', 'phx_join', {}]);
      expect(await socket.next((frame) => frame[1] === '3')).toEqual([null, '3', 'other:topic', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }]);
      socket.send(['9', '4', 'realtime:nowhere', 'phx_leave', {}]);
      expect(await socket.next((frame) => frame[1] === '4')).toEqual(['9', '4', 'realtime:nowhere', 'phx_reply', { status: 'ok', response: {} }]);
      expect(await join(socket, 'realtime:', '5')).toEqual(['5', '5', 'realtime:', 'phx_reply', { status: 'error', response: { reason: 'TopicNameRequired: You must provide a topic name' } }]);
    });

    it('joins with an empty binding list, replaces a duplicate join, leaves with phx_close, and ignores stale join refs', async () => {
      const socket = await connect();
      expect(await join(socket, 'realtime:dup', '1')).toEqual(['1', '1', 'realtime:dup', 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }]);
      const from = socket.frames.items.length;
      const reply = await join(socket, 'realtime:dup', '2', { config: { presence: { enabled: true } } });
      await socket.next((frame) => frame[3] === 'presence_state', from);
      expect(socket.frames.items.slice(from)).toEqual([['1', '1', 'realtime:dup', 'phx_close', {}], reply, [null, null, 'realtime:dup', 'presence_state', {}]]);
      expect(reply[4]).toEqual({ status: 'ok', response: { postgres_changes: [] } });
      // A presence push for the replaced join gets no answer; the heartbeat after it does.
      socket.send(['1', '3', 'realtime:dup', 'presence', { type: 'presence', event: 'track', payload: {} }]);
      socket.send([null, '4', 'phoenix', 'heartbeat', {}]);
      expect((await socket.next((frame) => frame[1] === '4' || frame[1] === '3', from)).slice(0, 4)).toEqual([null, '4', 'phoenix', 'phx_reply']);
      socket.send(['2', '5', 'realtime:dup', 'presence', { type: 'presence', event: 'track', payload: 'not a map' }]);
      expect(await socket.next((frame) => frame[1] === '5')).toEqual(['2', '5', 'realtime:dup', 'phx_reply', { status: 'error', response: { reason: 'Presence track payload must be a map' } }]);
      socket.send(['2', '6', 'realtime:dup', 'phx_leave', {}]);
      expect(await socket.next((frame) => frame[1] === '6')).toEqual(['2', '6', 'realtime:dup', 'phx_reply', { status: 'ok', response: {} }]);
      expect(await socket.next((frame) => frame[3] === 'phx_close' && frame[0] === '2')).toEqual(['2', '2', 'realtime:dup', 'phx_close', {}]);
    });

    it('echoes postgres_changes bindings in order with numeric ids, equal for equal bindings', async () => {
      const socket = await connect();
      const bindings = [
        { event: 'INSERT', schema: 'public', table: 'announcements', filter: 'level=eq.1' },
        { event: '*', schema: 'public', table: 'announcements' },
        { event: 'INSERT', schema: 'public', table: 'announcements', filter: 'level=eq.1' },
      ];
      const reply = await join(socket, 'realtime:echo', '1', { config: { postgres_changes: bindings } });
      const echoed = reply[4].response.postgres_changes;
      expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
      expect(echoed.every(({ id }) => Number.isInteger(id))).toBe(true);
      expect(echoed[0].id).toBe(echoed[2].id);
      expect(echoed[0].id).not.toBe(echoed[1].id);
    });

    it('relays a binary broadcast push as a binary broadcast', async () => {
      const sender = await connect();
      const receiver = await connect();
      await join(sender, 'realtime:bin', '1');
      await join(receiver, 'realtime:bin', '1');
      const field = (text) => Buffer.from(text);
      const [joinRef, ref, topic, event, meta] = ['1', '2', 'realtime:bin', 'ping', ''].map(field);
      const payload = Buffer.from(JSON.stringify({ hello: 'wörld' }));
      sender.send(Buffer.concat([Buffer.from([3, joinRef.length, ref.length, topic.length, event.length, meta.length, 1]), joinRef, ref, topic, event, meta, payload]));
      const frame = await receiver.next((received) => Buffer.isBuffer(received));
      expect([...frame.subarray(0, 5)]).toEqual([4, topic.length, event.length, 0, 1]);
      expect(frame.subarray(5, 5 + topic.length).toString()).toBe('realtime:bin');
      expect(frame.subarray(5 + topic.length, 5 + topic.length + event.length).toString()).toBe('ping');
      expect(JSON.parse(frame.subarray(5 + topic.length + event.length).toString())).toEqual({ hello: 'wörld' });
    });

    it('speaks protocol 1.0.0 in JSON objects', async () => {
      const socket = await rawSocket(socketUrl(backend.url, { apikey: backend.anonKey, vsn: '1.0.0' }));
      sockets.push(socket);
      socket.socket.send(JSON.stringify({ topic: 'realtime:v1', event: 'phx_join', payload: {}, ref: '1', join_ref: '1' }));
      expect(await socket.frames.until(1)).toEqual([{ topic: 'realtime:v1', event: 'phx_reply', payload: { status: 'ok', response: { postgres_changes: [] } }, ref: '1', join_ref: '1' }]);
    });

    it('closes the connection on a frame it cannot read', async () => {
      for (const frame of ['not json', JSON.stringify({ not: 'an array' }), Buffer.from([0, 1, 2]), Buffer.from([3, 9, 9, 9, 9, 9, 1])]) {
        const socket = await connect();
        socket.socket.send(frame);
        expect(await socket.closed).toBe(1007);
      }
      // The server is still there.
      const socket = await connect();
      socket.send([null, '1', 'phoenix', 'heartbeat', {}]);
      expect((await socket.next((received) => received[1] === '1'))[4]).toEqual({ status: 'ok', response: {} });
    });
  });

  describe('tokens', () => {
    it('refuses a join whose token does not verify', async () => {
      const socket = await connect();
      const expired = await sign({ role: 'authenticated', exp: now() - 30 });
      const reply = await join(socket, 'realtime:t1', '1', { access_token: expired });
      expect(reply[4].status).toBe('error');
      expect(reply[4].response.reason).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
      const forged = await sign({ role: 'service_role', exp: now() + 60 }, 'another secret of enough length');
      expect((await join(socket, 'realtime:t2', '2', { access_token: forged }))[4]).toEqual({ status: 'error', response: { reason: 'JwtSignatureError: Failed to validate JWT signature' } });
      expect((await join(socket, 'realtime:t3', '3', { access_token: 'garbage' }))[4]).toEqual({ status: 'error', response: { reason: 'MalformedJWT: The token provided is not a valid JWT' } });
    });

    it('ends a channel whose new token does not verify, and one whose token expires', async () => {
      const socket = await connect();
      await join(socket, 'realtime:refresh', '1');
      socket.send(['1', '2', 'realtime:refresh', 'access_token', { access_token: 'garbage' }]);
      expect(await socket.next((frame) => frame[3] === 'system')).toEqual([null, null, 'realtime:refresh', 'system', { extension: 'system', status: 'error', message: 'The token provided is not a valid JWT', channel: 'refresh' }]);
      expect(await socket.next((frame) => frame[3] === 'phx_close')).toEqual(['1', '1', 'realtime:refresh', 'phx_close', {}]);

      const shortLived = await sign({ role: 'anon', exp: now() + 2 });
      const from = socket.frames.items.length;
      await join(socket, 'realtime:expiring', '3', { access_token: shortLived });
      expect(await socket.next((frame) => frame[3] === 'system', from)).toEqual([
        null,
        null,
        'realtime:expiring',
        'system',
        { extension: 'system', status: 'error', message: 'Token has expired 0 seconds ago', channel: 'expiring' },
      ]);
      expect(await socket.next((frame) => frame[3] === 'phx_close', from)).toEqual(['3', '3', 'realtime:expiring', 'phx_close', {}]);
    });
  });
});
