import { randomBytes } from 'node:crypto';

/**
 * The in-memory meeting point of the channels of one topic: broadcast and presence, as
 * Realtime's tenant topics and Phoenix.Presence tracker provide them. A public and a private
 * channel of the same name are different topics (upstream names them `<tenant>:<name>` and
 * `<tenant>-private:<name>`).
 *
 * @typedef {import('./codec.mjs').UserBroadcast} UserBroadcast
 * @typedef {{ user: UserBroadcast } | { json: Record<string, unknown> }} BroadcastMessage
 * @typedef {{
 *   hubKey: string,
 *   topic: string,
 *   selfBroadcast: boolean,
 *   canReadBroadcast: () => boolean,
 *   canReadPresence: () => boolean,
 *   sendBroadcast: (message: BroadcastMessage, cache: Map<string, string | Buffer | null>) => void,
 *   push: (event: string, payload: unknown) => void,
 * }} Member
 * @typedef {Record<string, { metas: Record<string, unknown>[] }>} PresenceGroup
 */

/** @param {string} subTopic @param {boolean} isPrivate */
export const hubKeyOf = (subTopic, isPrivate) => `${isPrivate ? 'private' : 'public'}:${subTopic}`;

/** Phoenix.Presence refs: short opaque strings, unique per track. */
const newRef = () => randomBytes(9).toString('base64url');

export function createHub() {
  /** @type {Map<string, { members: Set<Member>, presences: Map<string, Map<Member, Record<string, unknown>>> }>} */
  const topics = new Map();

  const topicOf = (hubKey) => {
    let topic = topics.get(hubKey);
    if (!topic) {
      topic = { members: new Set(), presences: new Map() };
      topics.set(hubKey, topic);
    }
    return topic;
  };

  /** @param {string} hubKey @param {PresenceGroup} joins @param {PresenceGroup} leaves */
  function sendDiff(hubKey, joins, leaves) {
    const topic = topics.get(hubKey);
    if (!topic) return;
    for (const member of topic.members) if (member.canReadPresence()) member.push('presence_diff', { joins, leaves });
  }

  /** @param {string} key @param {Record<string, unknown>} meta */
  const group = (key, meta) => ({ [key]: { metas: [meta] } });

  return {
    /** @param {Member} member */
    add(member) {
      topicOf(member.hubKey).members.add(member);
    },

    /** Removes a channel that left or whose socket closed; what it tracked leaves with it. @param {Member} member */
    remove(member) {
      const topic = topics.get(member.hubKey);
      if (!topic) return;
      this.untrack(member);
      topic.members.delete(member);
      if (topic.members.size === 0 && topic.presences.size === 0) topics.delete(member.hubKey);
    },

    /**
     * Sends to every channel of the sender's topic that may read it; to the sender itself only
     * with `broadcast.self`. Each frame is encoded once per protocol version.
     * @param {Member} from
     * @param {BroadcastMessage} message
     */
    broadcast(from, message) {
      const topic = topics.get(from.hubKey);
      if (!topic) return;
      const cache = new Map();
      for (const member of topic.members) {
        if (member === from && !from.selfBroadcast) continue;
        if (!member.canReadBroadcast()) continue;
        member.sendBroadcast(message, cache);
      }
    },

    /**
     * Sends a broadcast that no channel sent (the REST broadcast API) to every channel of a topic
     * that may read it.
     * @param {string} hubKey
     * @param {BroadcastMessage} message
     */
    publish(hubKey, message) {
      const topic = topics.get(hubKey);
      if (!topic) return;
      const cache = new Map();
      for (const member of topic.members) if (member.canReadBroadcast()) member.sendBroadcast(message, cache);
    },

    /**
     * Tracks (or re-tracks) what a channel presents under its key. Returns false when nothing
     * changed (the same payload again).
     * @param {Member} member
     * @param {string} key
     * @param {Record<string, unknown>} payload
     */
    track(member, key, payload) {
      const topic = topicOf(member.hubKey);
      let byMember = topic.presences.get(key);
      if (!byMember) {
        byMember = new Map();
        topic.presences.set(key, byMember);
      }
      const previous = byMember.get(member);
      const meta = previous ? { ...payload, phx_ref: newRef(), phx_ref_prev: previous.phx_ref } : { ...payload, phx_ref: newRef() };
      byMember.set(member, meta);
      sendDiff(member.hubKey, group(key, meta), previous ? group(key, previous) : {});
      return true;
    },

    /** @param {Member} member */
    untrack(member) {
      const topic = topics.get(member.hubKey);
      if (!topic) return;
      for (const [key, byMember] of topic.presences) {
        const meta = byMember.get(member);
        if (!meta) continue;
        byMember.delete(member);
        if (byMember.size === 0) topic.presences.delete(key);
        sendDiff(member.hubKey, {}, group(key, meta));
      }
    },

    /** Phoenix.Presence.list grouped by key: `{ key: { metas: [...] } }`. @param {string} hubKey */
    presenceState(hubKey) {
      /** @type {PresenceGroup} */
      const state = {};
      for (const [key, byMember] of topics.get(hubKey)?.presences ?? []) state[key] = { metas: [...byMember.values()] };
      return state;
    },

    /** How many topics have members (for tests of cleanup). */
    size: () => topics.size,
  };
}
