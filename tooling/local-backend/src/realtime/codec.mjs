/**
 * The Phoenix socket framing realtime-js speaks. Protocol 2.0.0 (what supabase-js sends): text
 * frames are JSON arrays `[join_ref, ref, topic, event, payload]` both ways; a broadcast the
 * client sends arrives as a binary "user broadcast push" (kind 3), and a broadcast to the client
 * goes out as a binary "user broadcast" (kind 4), the only binary kind the client decodes.
 * Protocol 1.0.0 uses JSON objects `{ topic, event, payload, ref, join_ref }` and no binary.
 */

export const KIND_USER_BROADCAST_PUSH = 3;
export const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

/** A frame the server cannot read: the connection is closed, as a Phoenix socket does on a decode error. */
export class ProtocolError extends Error {}

/**
 * @typedef {{ event: string, json: boolean, bytes: Buffer, meta: Record<string, unknown> | null }} UserBroadcast
 *   a broadcast as the client pushed it in binary: its event, whether `bytes` is JSON text, the raw payload
 * @typedef {{ joinRef: string | null, ref: string | null, topic: string, event: string, payload: any, userBroadcast?: UserBroadcast }} Frame
 */

const textDecoder = new TextDecoder('utf-8', { fatal: true });

/** @param {unknown} value */
const refOf = (value) => (value === null || value === undefined ? null : String(value));

/**
 * @param {Buffer | ArrayBuffer | Buffer[]} data
 * @param {boolean} isBinary
 * @param {'1.0.0' | '2.0.0'} vsn
 * @returns {Frame}
 */
export function decodeFrame(data, isBinary, vsn) {
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (isBinary) {
    if (vsn !== '2.0.0') throw new ProtocolError('binary frames need protocol 2.0.0');
    return decodeUserBroadcastPush(buffer);
  }
  let message;
  try {
    message = JSON.parse(buffer.toString('utf8'));
  } catch {
    throw new ProtocolError('a text frame must be JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(message) || message.length < 5) throw new ProtocolError('expected V2 array');
    const [joinRef, ref, topic, event, payload] = message;
    return checked({ joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload });
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) throw new ProtocolError('expected a message object');
  return checked({ joinRef: refOf(message.join_ref), ref: refOf(message.ref), topic: message.topic, event: message.event, payload: message.payload });
}

/** @param {Frame} frame */
function checked(frame) {
  if (typeof frame.topic !== 'string' || typeof frame.event !== 'string') throw new ProtocolError('topic and event must be strings');
  return frame;
}

/**
 * `u8 3 | u8 len(join_ref) | u8 len(ref) | u8 len(topic) | u8 len(event) | u8 len(meta) | u8 encoding`
 * then the five fields and the payload bytes.
 * @param {Buffer} buffer
 * @returns {Frame}
 */
function decodeUserBroadcastPush(buffer) {
  const HEADER = 7;
  if (buffer.length < HEADER || buffer[0] !== KIND_USER_BROADCAST_PUSH) throw new ProtocolError('unsupported binary frame');
  const sizes = [buffer[1], buffer[2], buffer[3], buffer[4], buffer[5]];
  const encoding = buffer[6];
  let offset = HEADER;
  const fields = sizes.map((size) => {
    if (offset + size > buffer.length) throw new ProtocolError('truncated binary frame');
    const field = buffer.subarray(offset, offset + size);
    offset += size;
    try {
      return textDecoder.decode(field);
    } catch {
      throw new ProtocolError('binary frame fields must be UTF-8');
    }
  });
  const [joinRef, ref, topic, event, metaText] = fields;
  let meta = null;
  if (metaText) {
    try {
      meta = JSON.parse(metaText);
    } catch {
      throw new ProtocolError('binary frame metadata must be JSON');
    }
  }
  const bytes = buffer.subarray(offset);
  const userBroadcast = { event, json: encoding !== ENCODING_BINARY, bytes, meta };
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: null, userBroadcast };
}

/**
 * One text frame.
 * @param {'1.0.0' | '2.0.0'} vsn
 * @param {string | null} joinRef
 * @param {string | null} ref
 * @param {string} topic
 * @param {string} event
 * @param {unknown} payload
 */
export function encodeText(vsn, joinRef, ref, topic, event, payload) {
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ topic, event, payload, ref, join_ref: joinRef });
}

/**
 * The same as encodeText, with the payload already serialized (shared by many frames).
 * @param {'1.0.0' | '2.0.0'} vsn
 * @param {string} topic
 * @param {string} event
 * @param {string} payloadJson
 */
export function encodeTextRaw(vsn, topic, event, payloadJson) {
  if (vsn === '2.0.0') return `[null,null,${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`;
  return `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":null,"join_ref":null}`;
}

const byteLength = (text) => Buffer.byteLength(text, 'utf8');

/**
 * `u8 4 | u8 len(topic) | u8 len(event) | u8 len(meta) | u8 encoding | topic | event | meta | payload`,
 * or null when a field is too long for the frame (over 255 bytes).
 * @param {string} topic
 * @param {UserBroadcast} broadcast
 */
export function encodeUserBroadcast(topic, broadcast) {
  const meta = broadcast.meta && Object.keys(broadcast.meta).length ? JSON.stringify(broadcast.meta) : '';
  if (byteLength(topic) > 255 || byteLength(broadcast.event) > 255 || byteLength(meta) > 255) return null;
  const header = Buffer.from([KIND_USER_BROADCAST, byteLength(topic), byteLength(broadcast.event), byteLength(meta), broadcast.json ? ENCODING_JSON : ENCODING_BINARY]);
  return Buffer.concat([header, Buffer.from(topic), Buffer.from(broadcast.event), Buffer.from(meta), broadcast.bytes]);
}
