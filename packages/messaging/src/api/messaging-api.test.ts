import type { DbClient } from '@fikrspace/db';
import { ACCOUNTS } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../model';
import { getAttachmentUrl } from './get-attachment-url';
import { getColleagues } from './get-colleagues';
import { getConversations } from './get-conversations';
import { getMessages } from './get-messages';
import { getReadStates } from './get-read-states';
import { markConversationRead } from './mark-conversation-read';
import { openConversationChanges, openConversationRoom, openInbox, sendTyping, type Channel } from './realtime';
import { sendAttachment } from './send-attachment';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

/**
 * Messaging's fetchers and channels against the local backend and its seed (supabase/seeds/30_inbox.sql),
 * signed in as demo accounts: mentor@ and multi-org@ share a conversation of four messages, of
 * which mentor@ has not read the last; investor@ belongs to none. What each one gets, live or
 * not, is row level security's answer. Node 20 has no WebSocket of its own: the clients get `ws`.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

/** The seeded conversation of mentor@ and multi-org@ in Mentor Circle. */
const MENTORING = '00000000-0000-4000-c000-000000000002';

/** Settles once `subscribe` reports the channel joined; rejects on a refusal. */
function joined(open: (onStatus: (status: string, error?: Error) => void) => Channel): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = open((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

/** Values handed to a callback, and a wait for the next one that satisfies a test. */
function recorder<T>() {
  const seen: T[] = [];
  const waiting: Array<{ test: (value: T) => boolean; resolve: (value: T) => void }> = [];
  return {
    seen,
    add(value: T) {
      seen.push(value);
      for (const waiter of waiting.filter((candidate) => candidate.test(value))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(value);
      }
    },
    next(test: (value: T) => boolean): Promise<T> {
      const found = seen.find(test);
      return found !== undefined ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ test, resolve }));
    },
  };
}

for (const target of await targets()) {
  describe(`messaging against the local backend (${target.name})`, () => {
    let backend: Backend;
    let mentor: DbClient;
    let maya: DbClient;
    let investor: DbClient;
    const clients = () => [mentor, maya, investor].filter(Boolean);

    beforeAll(async () => {
      Object.assign(globalThis, { WebSocket });
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      // Each sign-in hashes a password: done once here, within the setup's time.
      [mentor, maya, investor] = await Promise.all([signedInAs(backend, ACCOUNTS.mentor), signedInAs(backend, ACCOUNTS.multiOrg), signedInAs(backend, ACCOUNTS.investor)]);
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      for (const client of clients()) {
        await client.removeAllChannels();
        client.realtime.disconnect();
      }
      Reflect.deleteProperty(globalThis, 'WebSocket');
      await backend?.close();
    });

    it('lists the seeded conversation for mentor@ with its members, last message and one unread', async () => {
      const conversations = await getConversations(mentor);
      expect(conversations).toHaveLength(1);
      expect(conversations[0]).toMatchObject({
        id: MENTORING,
        title: null,
        unread_count: 1,
        last_sender_id: ACCOUNTS.multiOrg.id,
        last_message: 'Perfect, thank you. Could you also look at their pitch deck beforehand?',
      });
      expect([...conversations[0]!.member_ids].sort()).toEqual([ACCOUNTS.mentor.id, ACCOUNTS.multiOrg.id]);
    });

    it('reads the history newest first, page by page backwards without a gap or a repeat', async () => {
      const all = await getMessages(mentor, { conversationId: MENTORING, cursor: null });
      expect(all.messages.map((message) => message.sender_id)).toEqual([ACCOUNTS.multiOrg.id, ACCOUNTS.mentor.id, ACCOUNTS.multiOrg.id, ACCOUNTS.mentor.id]);
      expect(all.messages[1]!.body).toBe('تمام، سأحجز لهم جلسة يوم الأحد الساعة العاشرة.');
      expect(all.nextCursor).toBeNull();

      const first = await getMessages(mentor, { conversationId: MENTORING, cursor: null, pageSize: 3 });
      expect(first.nextCursor).toEqual({ createdAt: first.messages[2]!.created_at, id: first.messages[2]!.id });
      const second = await getMessages(mentor, { conversationId: MENTORING, cursor: first.nextCursor, pageSize: 3 });
      expect([...first.messages, ...second.messages].map((message) => message.id)).toEqual(all.messages.map((message) => message.id));
      expect(second.nextCursor).toBeNull();
    });

    it('tells how far each member has read', async () => {
      const states = await getReadStates(mentor, { conversationId: MENTORING });
      expect(states.map((state) => state.user_id).sort()).toEqual([ACCOUNTS.mentor.id, ACCOUNTS.multiOrg.id]);
    });

    it('offers mentor@ the colleagues of Mentor Circle by name, and nobody of another organization', async () => {
      expect(await getColleagues(mentor, { userId: ACCOUNTS.mentor.id })).toEqual([{ id: ACCOUNTS.multiOrg.id, firstName: 'Maya', lastName: 'Multiorg', email: ACCOUNTS.multiOrg.email }]);
    });

    it('answers the existing conversation for the same two people, and refuses someone the caller shares no organization with', async () => {
      expect(await startConversation(mentor, { memberIds: [ACCOUNTS.multiOrg.id] })).toBe(MENTORING);
      await expect(startConversation(mentor, { memberIds: [ACCOUNTS.investor.id] })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    });

    it('marks the conversation read', async () => {
      await markConversationRead(mentor, { conversationId: MENTORING });
      expect((await getConversations(mentor))[0]).toMatchObject({ unread_count: 0 });
    });

    it('delivers another member’s message live to a member, while an outsider subscribed to the same conversation hears nothing', async () => {
      const heard = recorder<Message>();
      const overheard = recorder<Message>();
      const inbox = recorder<null>();
      await joined((onStatus) => openConversationChanges(mentor, MENTORING, { onMessage: heard.add, onStatus }));
      await joined((onStatus) => openInbox(mentor, ACCOUNTS.mentor.id, { onChange: () => inbox.add(null), onStatus }));
      await joined((onStatus) => openConversationChanges(investor, MENTORING, { onMessage: overheard.add, onStatus }));
      // The outsider's own broadcast, echoed back on the same socket after anything sent to it before.
      const barrier = recorder<string>();
      const outsiderRoom = await joined((onStatus) =>
        investor
          .channel('messaging-test-barrier', { config: { broadcast: { self: true } } })
          .on('broadcast', { event: 'barrier' }, (message) => barrier.add(String(message.payload.n)))
          .subscribe((status, error) => onStatus(status, error)),
      );

      const sent = await sendMessage(maya, { conversationId: MENTORING, body: '  Sure, I will bring the deck on Sunday.  ' });
      expect(sent).toMatchObject({ conversation_id: MENTORING, sender_id: ACCOUNTS.multiOrg.id, body: 'Sure, I will bring the deck on Sunday.' });
      expect(await heard.next((message) => message.id === sent.id)).toEqual(sent);
      await inbox.next(() => true);

      // The backend hands out each change to every subscriber before the next: had the outsider
      // been told, it would have been before its barrier came back.
      await outsiderRoom.send({ type: 'broadcast', event: 'barrier', payload: { n: 1 } });
      await barrier.next((n) => n === '1');
      expect(overheard.seen).toEqual([]);

      expect((await getConversations(mentor))[0]).toMatchObject({ unread_count: 1, last_message: sent.body });
      expect((await getMessages(mentor, { conversationId: MENTORING, cursor: null })).messages[0]).toEqual(sent);
    });

    it('appends mentor@’s own message to the history', async () => {
      const sent = await sendMessage(mentor, { conversationId: MENTORING, body: 'See you then. شكراً!' });
      const { messages } = await getMessages(mentor, { conversationId: MENTORING, cursor: null });
      expect(messages[0]).toEqual(sent);
      expect(messages).toHaveLength(6);
    });

    it('shares typing and presence between the members in the conversation’s room', async () => {
      const typing = recorder<string>();
      const present = recorder<string[]>();
      await joined((onStatus) => openConversationRoom(mentor, { conversationId: MENTORING, userId: ACCOUNTS.mentor.id }, { onTyping: typing.add, onPresence: present.add, onStatus }));
      const room = await joined((onStatus) => openConversationRoom(maya, { conversationId: MENTORING, userId: ACCOUNTS.multiOrg.id }, { onTyping: () => undefined, onPresence: () => undefined, onStatus }));
      await present.next((ids) => ids.includes(ACCOUNTS.mentor.id) && ids.includes(ACCOUNTS.multiOrg.id));
      await sendTyping(room, ACCOUNTS.multiOrg.id);
      expect(await typing.next(() => true)).toBe(ACCOUNTS.multiOrg.id);

      // The room is private: an outsider who knows the conversation's id is not let in.
      const outsider = new Promise<string>((resolve) => {
        openConversationRoom(investor, { conversationId: MENTORING, userId: ACCOUNTS.investor.id }, { onTyping: () => undefined, onPresence: () => undefined, onStatus: (status) => resolve(status) });
      });
      expect(await outsider).toBe('CHANNEL_ERROR');
    });

    it('stores an attachment in the conversation’s folder, names it in a message, and lets only members download it', async () => {
      const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
      const file = new File([bytes], 'خطة العمل.pdf', { type: 'application/pdf' });
      const message = await sendAttachment(mentor, { conversationId: MENTORING, body: 'The plan', clientId: 'probe1', file });
      expect(message).toMatchObject({ body: 'The plan', attachment_name: 'خطة العمل.pdf', attachment_path: `${MENTORING}/file-probe1.pdf` });

      // A second try of the same send, after its message failed, finds the file already stored.
      const again = await sendAttachment(mentor, { conversationId: MENTORING, body: 'The plan', clientId: 'probe1', file });
      expect(again.attachment_path).toBe(message.attachment_path);

      const url = await getAttachmentUrl(maya, { path: message.attachment_path!, name: message.attachment_name! });
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
      await expect(getAttachmentUrl(investor, { path: message.attachment_path!, name: 'x.pdf' })).rejects.toMatchObject({ code: 'RECORD_NOT_FOUND' });
    });

    it('gives an outsider nothing: no conversation, no history, no reading, no colleague, no message of theirs', async () => {
      expect(await getConversations(investor)).toEqual([]);
      expect(await getMessages(investor, { conversationId: MENTORING, cursor: null })).toEqual({ messages: [], nextCursor: null });
      expect(await getReadStates(investor, { conversationId: MENTORING })).toEqual([]);
      expect(await getColleagues(investor, { userId: ACCOUNTS.investor.id })).toEqual([]);
      await expect(sendMessage(investor, { conversationId: MENTORING, body: 'Hello?' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    });
  });
}
