import { Channel } from './channel.mjs';
import { ProtocolError, decodeFrame, encodeText } from './codec.mjs';

/**
 * One client socket, as a Phoenix socket serves it: heartbeats, joins (a second join of a topic
 * closes the first), leaves, and the events of joined channels. Frames are handled one at a time
 * in arrival order, as the socket process does upstream.
 */

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;
/** A client this far behind in reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

export class Connection {
  /**
   * @param {import('ws').WebSocket} socket
   * @param {{ vsn: '1.0.0' | '2.0.0', apikey: string, headers: Record<string, string>, services: import('./index.mjs').Services,
   *   onClose: () => void }} options
   */
  constructor(socket, { vsn, apikey, headers, services, onClose }) {
    this.socket = socket;
    this.vsn = vsn;
    this.apikey = apikey;
    this.headers = headers;
    this.services = services;
    /** @type {Map<string, Channel>} */
    this.channels = new Map();
    this.closed = false;
    /** @type {Promise<void>} */
    this.queue = Promise.resolve();
    this.idleTimer = setTimeout(() => this.terminate(1000, 'idle'), IDLE_TIMEOUT_MS);
    this.idleTimer.unref?.();

    socket.on('message', (data, isBinary) => {
      this.idleTimer.refresh();
      this.queue = this.queue
        .then(() => this.receive(/** @type {Buffer} */ (data), isBinary))
        .catch((error) => {
          this.services.log('realtime: a message could not be read', error);
          this.terminate(1011, 'internal error');
        });
    });
    socket.on('close', () => {
      this.cleanUp();
      onClose();
    });
    socket.on('error', () => this.terminate());
  }

  /** @param {string | Buffer} data */
  send(data) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.terminate(1008, 'too slow');
      return;
    }
    this.socket.send(data);
  }

  /**
   * @param {string | null} joinRef
   * @param {string | null} ref
   * @param {string} topic
   * @param {'ok' | 'error'} status
   * @param {unknown} response
   */
  reply(joinRef, ref, topic, status, response) {
    this.send(encodeText(this.vsn, joinRef, ref, topic, 'phx_reply', { status, response }));
  }

  /** @param {Channel} channel */
  forget(channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** @param {Buffer} data @param {boolean} isBinary */
  async receive(data, isBinary) {
    if (this.closed) return;
    let frame;
    try {
      frame = decodeFrame(data, isBinary, this.vsn);
    } catch (error) {
      // Upstream's socket process crashes on a frame it cannot decode, which ends the connection.
      if (error instanceof ProtocolError) this.terminate(1007, error.message.slice(0, 100));
      else throw error;
      return;
    }
    try {
      await this.handle(frame);
    } catch (error) {
      this.services.log('realtime: a message could not be handled', error);
      const channel = this.channels.get(frame.topic);
      // A crashed channel is reported as Phoenix does (`phx_error`); the client rejoins it.
      if (channel) {
        channel.dispose();
        this.send(encodeText(this.vsn, channel.joinRef, channel.joinRef, channel.topic, 'phx_error', { reason: 'channel_crash' }));
      }
    }
  }

  /** @param {import('./codec.mjs').Frame} frame */
  async handle(frame) {
    const { topic, event, joinRef, ref } = frame;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(null, ref, 'phoenix', 'ok', {});
    const existing = this.channels.get(topic);
    if (event === 'phx_join') {
      // A second join of a topic replaces the first, whose close the client sees for its old join ref.
      existing?.close();
      if (!topic.startsWith('realtime:')) return this.reply(null, ref, topic, 'error', { reason: 'unmatched topic' });
      let channel;
      try {
        channel = await Channel.join(this, frame);
      } catch (error) {
        // As upstream's join rescues: an error reply, which the client answers by rejoining later.
        this.services.log('realtime: a join failed', error);
        return this.reply(joinRef, ref, topic, 'error', { reason: `UnknownErrorOnChannel: ${error instanceof Error ? error.message : 'unknown error'}` });
      }
      if (!channel) return undefined;
      if (this.closed) channel.dispose();
      else this.channels.set(topic, channel);
      return undefined;
    }
    if (!existing) {
      if (event === 'phx_leave') return this.reply(joinRef, ref, topic, 'ok', {});
      return this.reply(null, ref, topic, 'error', { reason: 'unmatched topic' });
    }
    // A message for an earlier join of the topic is stale: ignored.
    if (joinRef !== null && joinRef !== existing.joinRef) return undefined;
    if (event === 'phx_leave') return existing.leave(ref);
    return existing.handleIn(frame);
  }

  cleanUp() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) channel.dispose();
  }

  /** Ends the connection; with a code, as a close handshake, otherwise at once. @param {number} [code] @param {string} [reason] */
  terminate(code, reason) {
    this.cleanUp();
    if (code && this.socket.readyState === this.socket.OPEN) {
      this.socket.close(code, reason);
      // A peer that never answers the close handshake is cut off.
      setTimeout(() => this.socket.terminate(), 5000).unref();
    } else {
      this.socket.terminate();
    }
  }
}
