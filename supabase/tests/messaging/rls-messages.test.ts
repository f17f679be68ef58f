import { describe, expect, it } from 'vitest';
import { asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Conversations, their members and messages: only a conversation's members read it or write in it,
// each as themselves; conversations start only through start_conversation, between people who
// share an organization. The fixture: editor and viewer (both of Fikr Labs) in one conversation
// with two messages, the first one read by viewer.

const CONVERSATION = '00000000-0000-4000-c000-00000000c001';
const fixtureWith = (extra = '') => `
  with conversation as (
    insert into public.conversations (id, organization_id, created_by, last_message_at) values ('${CONVERSATION}', '${ORG.fikrLabs}', '${ACCOUNTS.editor.id}', now()) returning id
  ), members as (
    insert into public.conversation_members (conversation_id, user_id, last_read_at)
    select id, member, now() - interval '1 hour' from conversation, unnest(array['${ACCOUNTS.editor.id}'::uuid, '${ACCOUNTS.viewer.id}'::uuid]) as member returning 1
  )${extra}
  insert into public.messages (conversation_id, sender_id, body, created_at)
  select id, '${ACCOUNTS.editor.id}', text, at from conversation,
    (values ('Hello', now() - interval '2 hours'), ('مرحبا', now() - interval '5 minutes')) as m(text, at)`;
// The fixture runs as one prepared statement, so anything more joins it as another CTE.
const fixture = fixtureWith();

describe.each(targets)('messaging on $name', (target) => {
  const db = useDatabase(target);

  it(
    'only members read a conversation, its members and its messages',
    async () => {
      for (const [table, column] of [['conversations', 'id'], ['conversation_members', 'conversation_id'], ['messages', 'conversation_id']] as const) {
        const expected = table === 'conversations' ? 1 : 2;
        expect(await readOutcomes(db(), `select count(*) from public.${table} where ${column} = '${CONVERSATION}'`, [], { setup: fixture }), table).toEqual(expectOutcomes(0, { anon: 'denied', editor: expected, viewer: expected }));
      }
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'members write as themselves; nobody writes in a conversation they are not in, or as someone else',
    async () => {
      const send = `insert into public.messages (conversation_id, body) values ('${CONVERSATION}', 'Hi')`;
      expect(await writeOutcomes(db(), send, [], { setup: fixture })).toEqual(expectOutcomes('denied', { editor: 1, viewer: 1 }));
      const forged = `insert into public.messages (conversation_id, sender_id, body) values ('${CONVERSATION}', '${ACCOUNTS.editor.id}', 'Hi')`;
      expect(await writeOutcomes(db(), forged, [], { setup: fixture })).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), "update public.messages set body = 'Changed'", [], { setup: fixture })).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), 'delete from public.messages', [], { setup: fixture })).toEqual(expectOutcomes('denied'));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'nobody adds members or conversations directly; members mark only their own reading',
    async () => {
      expect(await writeOutcomes(db(), `insert into public.conversation_members (conversation_id, user_id) values ('${CONVERSATION}', '${ACCOUNTS.owner.id}')`, [], { setup: fixture })).toEqual(
        expectOutcomes('denied'),
      );
      expect(await writeOutcomes(db(), `insert into public.conversations (title) values ('Mine')`)).toEqual(expectOutcomes('denied'));
      expect(await writeOutcomes(db(), `update public.conversation_members set last_read_at = now() where conversation_id = '${CONVERSATION}'`, [], { setup: fixture })).toEqual(
        expectOutcomes(0, { anon: 'denied', editor: 1, viewer: 1 }),
      );
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'attachments sit in the conversation’s folder, readable and added by its members only',
    async () => {
      const add = `insert into storage.objects (bucket_id, name) values ('message-attachments', '${CONVERSATION}/brief.pdf')`;
      expect(await writeOutcomes(db(), add, [], { setup: fixture })).toEqual(expectOutcomes('denied', { editor: 1, viewer: 1 }));
      const setup = fixtureWith(`, attachment as (insert into storage.objects (bucket_id, name) values ('message-attachments', '${CONVERSATION}/brief.pdf') returning 1)`);
      expect(await readOutcomes(db(), "select count(*) from storage.objects where bucket_id = 'message-attachments'", [], { setup })).toEqual(
        // The API roles reach storage.objects; the policies show anonymous visitors nothing.
        expectOutcomes(0, { editor: 1, viewer: 1 }),
      );
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  it(
    'only members join, hear and speak in the conversation’s private room (typing and presence)',
    async () => {
      // Realtime names the channel with realtime.topic() and probes the policies under the caller's claims.
      const setup = fixtureWith(`, probe as (
        insert into realtime.messages (topic, extension)
        select room, extension from (select set_config('realtime.topic', 'messaging:${CONVERSATION}', true) as room) topic, unnest(array['broadcast', 'presence']) as extension
        returning 1)`);
      expect(await readOutcomes(db(), 'select count(*) from realtime.messages', [], { setup })).toEqual(expectOutcomes(0, { editor: 2, viewer: 2 }));
      const speak = "insert into realtime.messages (topic, extension) values (realtime.topic(), 'broadcast')";
      expect(await writeOutcomes(db(), speak, [], { setup })).toEqual(expectOutcomes('denied', { editor: 1, viewer: 1 }));
      // A room whose name is not a conversation's lets nobody in.
      const elsewhere = fixtureWith(`, topic as (insert into realtime.messages (topic, extension) select set_config('realtime.topic', 'messaging:${CONVERSATION}/x', true), 'broadcast' returning 1)`);
      expect(await readOutcomes(db(), 'select count(*) from realtime.messages', [], { setup: elsewhere })).toEqual(expectOutcomes(0));
    },
    PERSONA_SWEEP_TIMEOUT,
  );

  describe('start_conversation', () => {
    it('starts one with colleagues, and answers the same two-person conversation when asked again', async () => {
      const [first, second, members] = await asUser(db(), claimsOf('editor'), async (tx) => {
        const a = (await tx.query<{ id: string }>('select public.start_conversation(array[$1]::uuid[]) as id', [ACCOUNTS.viewer.id])).rows[0]!.id;
        const b = (await tx.query<{ id: string }>('select public.start_conversation(array[$1, $2]::uuid[]) as id', [ACCOUNTS.viewer.id, ACCOUNTS.editor.id])).rows[0]!.id;
        const list = (await tx.query<{ user_id: string }>('select user_id from public.conversation_members where conversation_id = $1 order by user_id', [a])).rows.map((row) => row.user_id);
        return [a, b, list];
      });
      expect(second).toBe(first);
      expect(members).toEqual([ACCOUNTS.editor.id, ACCOUNTS.viewer.id].sort());
    });

    it.each([
      ['someone of another organization', () => [ACCOUNTS.otherStartup.id], '42501'],
      ['nobody but the caller', () => [ACCOUNTS.editor.id], '22023'],
      ['an empty list', () => [], '22023'],
    ])('refuses %s', async (_case, members, code) => {
      const error = await rejectionOf(asUser(db(), claimsOf('editor'), (tx) => tx.query('select public.start_conversation($1::uuid[])', [members()])));
      expect(error.code).toBe(code);
    });

    it('is refused to anonymous visitors', async () => {
      const error = await rejectionOf(asUser(db(), null, (tx) => tx.query('select public.start_conversation(array[$1]::uuid[])', [ACCOUNTS.viewer.id])));
      expect(error.code).toBe('42501');
    });
  });

  it('my_conversations gives the last message and what the caller has not read', async () => {
    const read = async (persona: 'editor' | 'viewer') =>
      asUser(db(), claimsOf(persona), async (tx) => (await tx.query<{ id: string; last_message: string; unread_count: number }>('select id, last_message, unread_count from public.my_conversations()')).rows, { setup: fixture });
    expect(await read('viewer')).toEqual([{ id: CONVERSATION, last_message: 'مرحبا', unread_count: 1 }]);
    // The sender's own messages are never unread to them.
    expect(await read('editor')).toEqual([{ id: CONVERSATION, last_message: 'مرحبا', unread_count: 0 }]);
  });
});
