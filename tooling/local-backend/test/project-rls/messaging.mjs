/**
 * Row level security of conversations, their members and messages, as supabase-js sees it through
 * the local backend: the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/messaging/. In the seed startup and owner share one conversation of five
 * messages, mentor and multiOrg another of four.
 */

const FIKR_LABS_CONVERSATION = '00000000-0000-4000-c000-000000000001';

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['conversations', 'members read their conversations', expectOutcomes(0, { anon: 'denied', startup: 1, owner: 1, multiOrg: 1 })],
    ['conversation_members', 'members see who is in their conversations', expectOutcomes(0, { anon: 'denied', startup: 2, owner: 2, multiOrg: 2 })],
    ['messages', 'members read their conversations’ messages', expectOutcomes(0, { anon: 'denied', startup: 5, owner: 5, multiOrg: 4 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ACCOUNT_IDS, deleteRows } = kit;
  return [
    ['conversations', 'conversations start only through start_conversation', (db) => db.from('conversations').insert({ title: 'Probe' }), expectOutcomes('denied')],
    ['conversation_members', 'nobody adds a member directly', (db) => db.from('conversation_members').insert({ conversation_id: FIKR_LABS_CONVERSATION, user_id: ACCOUNT_IDS.viewer }), expectOutcomes('denied')],
    [
      'messages',
      'members write in their conversation, as themselves',
      (db) => db.from('messages').insert({ conversation_id: FIKR_LABS_CONVERSATION, body: 'Probe message' }),
      expectOutcomes('denied', { startup: 1, owner: 1 }),
      { cleanup: () => deleteRows('messages', { body: 'Probe message' }) },
    ],
  ];
}
