import { randomUUID } from 'node:crypto';

/**
 * The `phx_join` payload as Realtime validates it (RealtimeWeb.Channels.Payloads.Join): a value of
 * the wrong type is ignored and its default used, as upstream applies an invalid changeset.
 *
 * @typedef {{
 *   isPrivate: boolean, selfBroadcast: boolean, ack: boolean, presenceEnabled: boolean, presenceKey: string,
 *   postgresChanges: unknown[], token: string | null,
 * }} JoinParams
 */

/** @param {unknown} value */
const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Upstream's FlexibleBoolean: true/false, or the strings "true"/"false" in any case. @param {unknown} value */
function flexibleBoolean(value) {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
  }
  return false;
}

/**
 * @param {unknown} payload
 * @returns {JoinParams}
 */
export function readJoinParams(payload) {
  const params = isObject(payload) ? /** @type {Record<string, any>} */ (payload) : {};
  const config = isObject(params.config) ? params.config : {};
  const broadcast = isObject(config.broadcast) ? config.broadcast : {};
  const presence = isObject(config.presence) ? config.presence : {};
  const key = presence.key;
  // A token string is used when given; upstream reads access_token, then user_token.
  const token = [params.access_token, params.user_token].find((value) => typeof value === 'string') ?? null;
  return {
    isPrivate: flexibleBoolean(config.private),
    selfBroadcast: flexibleBoolean(broadcast.self),
    ack: flexibleBoolean(broadcast.ack),
    presenceEnabled: flexibleBoolean(presence.enabled),
    presenceKey: key === undefined || key === null || key === '' ? randomUUID() : typeof key === 'string' ? key : JSON.stringify(key),
    postgresChanges: Array.isArray(config.postgres_changes) ? config.postgres_changes.filter((item) => item !== null && item !== undefined) : [],
    token,
  };
}
