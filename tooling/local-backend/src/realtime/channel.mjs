import { encodeText, encodeTextRaw, encodeUserBroadcast } from './codec.mjs';
import { bindingId, parseBinding } from './filters.mjs';
import { hubKeyOf } from './hub.mjs';
import { readJoinParams } from './join-params.mjs';
import { readPolicies, writePolicy } from './policies.mjs';
import { JOIN_ERROR_CODES, recheckDelayMs, verifyRealtimeToken } from './tokens.mjs';

/**
 * One joined channel of a socket (RealtimeWeb.RealtimeChannel): its token and claims, broadcast,
 * presence, postgres_changes bindings and, when private, what its policies allow.
 *
 * @typedef {import('./codec.mjs').Frame} Frame
 * @typedef {import('./hub.mjs').BroadcastMessage} BroadcastMessage
 * @typedef {{ read: boolean | null, write: boolean | null }} Policy
 * @typedef {{
 *   vsn: '1.0.0' | '2.0.0',
 *   apikey: string,
 *   headers: Record<string, string>,
 *   services: import('./index.mjs').Services,
 *   send: (data: string | Buffer) => void,
 *   reply: (joinRef: string | null, ref: string | null, topic: string, status: 'ok' | 'error', response: unknown) => void,
 *   forget: (channel: Channel) => void,
 * }} Connection
 */

const TOPIC_PREFIX = 'realtime:';
/** Upstream's wording when the project database cannot be used. */
const UNREACHABLE = 'Realtime was unable to connect to the project database';

/** @param {unknown} value */
const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

export class Channel {
  /**
   * Answers a `phx_join`: the channel, joined and replied to, or null after an error reply.
   * @param {Connection} connection
   * @param {Frame} frame
   */
  static async join(connection, frame) {
    const { topic, joinRef, ref } = frame;
    const refuse = (reason) => {
      connection.reply(joinRef, ref, topic, 'error', { reason });
      return null;
    };
    const subTopic = topic.slice(TOPIC_PREFIX.length);
    if (subTopic === '') return refuse('TopicNameRequired: You must provide a topic name');
    const { services } = connection;
    const params = readJoinParams(frame.payload);
    // A publishable key (sb_…) stands for the socket's API key.
    const token = params.token && !params.token.startsWith('sb_') ? params.token : connection.apikey;
    const verified = await verifyRealtimeToken(token, services.jwtKey);
    if ('error' in verified) return refuse(`${JOIN_ERROR_CODES[verified.error]}: ${verified.message}`);

    const channel = new Channel(connection, { topic, subTopic, joinRef, token, claims: verified.claims, ...params });
    if (channel.isPrivate) {
      const allowed = await channel.authorizeRead().catch((error) => {
        services.log('realtime: a private channel policy failed', error);
        return false;
      });
      if (!allowed) return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
    }

    const items = params.postgresChanges;
    const subscribed = [];
    /** @type {string | null} */
    let subscribeError = null;
    for (const item of items) {
      const parsed = parseBinding(item);
      if ('error' in parsed) {
        subscribeError ??= parsed.error;
        continue;
      }
      subscribed.push({ id: bindingId(item), binding: parsed.binding });
    }
    if (items.length && !subscribeError) {
      // Checked before the reply, so a change made once the client sees SUBSCRIBED is delivered.
      const bindings = subscribed.map((entry) => entry.binding);
      subscribeError = await services.postgresChanges.check(bindings, channel.claims).catch((error) => {
        services.log('realtime: postgres_changes could not be subscribed', error);
        return UNREACHABLE;
      });
    }
    channel.pgBindings = subscribeError ? [] : subscribed;

    connection.reply(joinRef, ref, topic, 'ok', { postgres_changes: items.map((item) => ({ ...(isObject(item) ? item : {}), id: bindingId(item) })) });
    services.hub.add(channel);
    services.postgresChanges.subscribe(channel, channel.pgBindings);
    if (channel.presenceEnabled && channel.canReadPresence()) channel.push('presence_state', services.hub.presenceState(channel.hubKey));
    if (items.length) {
      if (subscribeError) channel.system('postgres_changes', 'error', subscribeError);
      else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    channel.scheduleTokenCheck();
    return channel;
  }

  /**
   * @param {Connection} connection
   * @param {{ topic: string, subTopic: string, joinRef: string | null, token: string, claims: Record<string, any> }
   *   & import('./join-params.mjs').JoinParams} options
   */
  constructor(connection, { topic, subTopic, joinRef, token, claims, isPrivate, selfBroadcast, ack, presenceEnabled, presenceKey }) {
    this.connection = connection;
    this.topic = topic;
    this.subTopic = subTopic;
    this.joinRef = joinRef;
    this.token = token;
    this.claims = claims;
    this.isPrivate = isPrivate;
    this.hubKey = hubKeyOf(subTopic, isPrivate);
    this.selfBroadcast = selfBroadcast;
    this.ack = ack;
    this.presenceEnabled = presenceEnabled;
    this.presenceKey = presenceKey;
    /** @type {{ broadcast: Policy, presence: Policy }} */
    this.policies = { broadcast: { read: null, write: null }, presence: { read: null, write: null } };
    /** @type {import('./postgres-changes.mjs').Subscribed[]} */
    this.pgBindings = [];
    /** The last payload tracked, as JSON: tracking the same again changes nothing. */
    this.tracked = null;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.tokenTimer = null;
    this.closed = false;
  }

  get services() {
    return this.connection.services;
  }

  /** @param {Record<string, any>} [claims] */
  authorizationContext(claims = this.claims) {
    return { topic: this.subTopic, claims, headers: this.connection.headers };
  }

  /** Evaluates the read policies; true when the channel may read broadcast or presence. */
  async authorizeRead() {
    const read = await readPolicies(this.services.db, this.authorizationContext(), { presence: this.presenceEnabled });
    this.policies = { broadcast: { read: read.broadcast, write: null }, presence: { read: read.presence, write: null } };
    return read.broadcast || read.presence === true;
  }

  canReadBroadcast() {
    return !this.isPrivate || this.policies.broadcast.read === true;
  }

  canReadPresence() {
    return !this.isPrivate || this.policies.presence.read === true;
  }

  /** @param {'broadcast' | 'presence'} extension */
  async canWrite(extension) {
    if (!this.isPrivate) return true;
    const policy = this.policies[extension];
    policy.write ??= await writePolicy(this.services.db, this.authorizationContext(), extension);
    return policy.write;
  }

  /** A server push with no refs. @param {string} event @param {unknown} payload */
  push(event, payload) {
    if (!this.closed) this.connection.send(encodeText(this.connection.vsn, null, null, this.topic, event, payload));
  }

  /** @param {string} event @param {string} payloadJson */
  pushRaw(event, payloadJson) {
    if (!this.closed) this.connection.send(encodeTextRaw(this.connection.vsn, this.topic, event, payloadJson));
  }

  /** @param {string} extension @param {'ok' | 'error'} status @param {string} message */
  system(extension, status, message) {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /**
   * Delivers a broadcast of the topic, encoded once per protocol version for all its receivers.
   * @param {BroadcastMessage} message
   * @param {Map<string, string | Buffer | null>} cache
   */
  sendBroadcast(message, cache) {
    if (this.closed) return;
    const { vsn } = this.connection;
    if (!cache.has(vsn)) cache.set(vsn, encodeBroadcast(vsn, this.topic, message));
    const frame = cache.get(vsn);
    if (frame) this.connection.send(frame);
  }

  /** @param {Frame} frame */
  async handleIn(frame) {
    if (frame.event === 'broadcast') return this.handleBroadcast(frame);
    if (frame.event === 'presence') return this.handlePresence(frame);
    if (frame.event === 'access_token') return this.handleAccessToken(frame.payload);
    // Anything else is ignored without a reply, as upstream does.
    return undefined;
  }

  /** @param {Frame} frame */
  async handleBroadcast(frame) {
    /** @type {BroadcastMessage} */
    let message;
    if (frame.userBroadcast) {
      // A JSON payload that does not parse would break every receiving client's socket.
      if (frame.userBroadcast.json && !parsesAsJson(frame.userBroadcast.bytes)) return;
      message = { user: { ...frame.userBroadcast, meta: null } };
    } else if (isObject(frame.payload)) {
      message = { json: frame.payload };
    } else {
      return;
    }
    // A private channel without write permission drops the message silently, and sends no ack.
    if (!(await this.canWrite('broadcast').catch(() => false))) return;
    this.services.hub.broadcast(this, message);
    if (this.ack) this.connection.reply(this.joinRef, frame.ref, this.topic, 'ok', {});
  }

  /** @param {Frame} frame */
  async handlePresence(frame) {
    const reply = (status, response = {}) => this.connection.reply(this.joinRef, frame.ref, this.topic, status, response);
    const payload = isObject(frame.payload) ? frame.payload : {};
    if (typeof payload.event !== 'string') return reply('ok');
    const event = payload.event.toLowerCase();
    if (event === 'untrack') {
      this.services.hub.untrack(this);
      this.tracked = null;
      return reply('ok');
    }
    if (event !== 'track') return reply('error');
    if (this.isPrivate) {
      try {
        // Tracking enables presence on a channel that joined without it: its read permission is learned now.
        if (this.policies.presence.read === null) {
          const read = await readPolicies(this.services.db, this.authorizationContext(), { presence: true });
          this.policies.presence.read = read.presence;
        }
        if (!(await this.canWrite('presence'))) return reply('error');
      } catch (error) {
        this.services.log('realtime: a private channel policy failed', error);
        return reply('error');
      }
    }
    const tracked = payload.payload === undefined ? {} : payload.payload;
    if (!isObject(tracked)) return reply('error', { reason: 'Presence track payload must be a map' });
    const serialized = JSON.stringify(tracked);
    this.presenceEnabled = true;
    if (serialized !== this.tracked) {
      this.tracked = serialized;
      this.services.hub.track(this, this.presenceKey, tracked);
    }
    return reply('ok');
  }

  /**
   * A new token for the channel: postgres_changes follow its claims from now on, a private
   * channel's permissions are evaluated again. A token that does not verify ends the channel.
   * @param {unknown} payload
   */
  async handleAccessToken(payload) {
    const next = isObject(payload) ? payload.access_token : undefined;
    if (typeof next !== 'string' || next.startsWith('sb_') || next === this.token) return;
    this.token = next;
    const verified = await verifyRealtimeToken(next, this.services.jwtKey);
    if ('error' in verified) return this.shutdown(verified.message);
    if (this.isPrivate) {
      const before = this.policies;
      let read;
      try {
        read = await readPolicies(this.services.db, this.authorizationContext(verified.claims), { presence: this.presenceEnabled });
      } catch (error) {
        this.services.log('realtime: a private channel policy failed', error);
        return this.shutdown(UNREACHABLE);
      }
      if ((before.broadcast.read && !read.broadcast) || (before.presence.read && read.presence === false)) {
        return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
      }
      this.policies = { broadcast: { read: read.broadcast, write: null }, presence: { read: read.presence, write: null } };
    }
    this.claims = verified.claims;
    this.scheduleTokenCheck();
    if (this.pgBindings.length) {
      const bindings = this.pgBindings.map((entry) => entry.binding);
      const error = await this.services.postgresChanges.check(bindings, this.claims).catch((failure) => {
        this.services.log('realtime: postgres_changes could not be subscribed', failure);
        return UNREACHABLE;
      });
      if (this.closed) return undefined;
      if (error) {
        this.pgBindings = [];
        this.services.postgresChanges.unsubscribe(this);
        this.system('postgres_changes', 'error', error);
      } else {
        this.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
      }
    }
    return undefined;
  }

  /** Checks the token again at its expiry (and every few minutes): an expired one ends the channel. */
  scheduleTokenCheck() {
    if (this.tokenTimer) clearTimeout(this.tokenTimer);
    if (this.closed) return;
    this.tokenTimer = setTimeout(async () => {
      this.tokenTimer = null;
      if (this.closed) return;
      const verified = await verifyRealtimeToken(this.token, this.services.jwtKey);
      if ('error' in verified) this.shutdown(verified.message);
      else this.scheduleTokenCheck();
    }, recheckDelayMs(this.claims));
    this.tokenTimer.unref?.();
  }

  /** Ends the channel with a reason the client sees (`system` error), then `phx_close`. @param {string} message */
  shutdown(message) {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.close();
  }

  /** `phx_leave`: ok, then the channel stops and the socket reports it closed. @param {string | null} ref */
  leave(ref) {
    this.connection.reply(this.joinRef, ref, this.topic, 'ok', {});
    this.close();
  }

  /** Stops the channel and tells the client (`phx_close` with its join ref). */
  close() {
    if (this.closed) return;
    this.dispose();
    this.connection.send(encodeText(this.connection.vsn, this.joinRef, this.joinRef, this.topic, 'phx_close', {}));
  }

  /** Stops the channel silently (its socket is gone): presence leaves, subscriptions end. */
  dispose() {
    if (this.closed) return;
    this.closed = true;
    if (this.tokenTimer) clearTimeout(this.tokenTimer);
    this.connection.forget(this);
    this.services.postgresChanges.unsubscribe(this);
    this.services.hub.remove(this);
  }
}

/** @param {Buffer} bytes */
function parsesAsJson(bytes) {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A broadcast as a socket of `vsn` receives it: binary kind 4 for what arrived in binary (2.0.0),
 * JSON text otherwise. Protocol 1.0.0 cannot carry binary payloads (null: not sent).
 * @param {'1.0.0' | '2.0.0'} vsn
 * @param {string} topic
 * @param {BroadcastMessage} message
 */
function encodeBroadcast(vsn, topic, message) {
  if ('json' in message) return encodeText(vsn, null, null, topic, 'broadcast', message.json);
  const { user } = message;
  if (vsn === '2.0.0') {
    const frame = encodeUserBroadcast(topic, user);
    if (frame) return frame;
  }
  if (!user.json) return null;
  return encodeText(vsn, null, null, topic, 'broadcast', { type: 'broadcast', event: user.event, payload: JSON.parse(user.bytes.toString('utf8')) });
}
