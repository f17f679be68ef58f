/**
 * Row level security of notifications and their preferences, as supabase-js sees it through the
 * local backend: the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/notifications/. In the seed startup has five notifications (three unread), owner
 * two (one unread), multiOrg one (read: the seeded messages notify their readers); nobody has
 * preferences.
 */

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['notifications', 'each member reads their own', expectOutcomes(0, { anon: 'denied', startup: 5, owner: 2, multiOrg: 1 })],
    ['notification_preferences', 'each member reads their own (the seed has investor@’s two)', expectOutcomes(0, { anon: 'denied', investor: 2 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ACCOUNT_IDS, deleteRows } = kit;
  // Other contexts' writes in this suite notify their members (a product turned on, a message
  // sent): the count below is of the seed's other notifications, written before the suite began.
  const suiteBegan = new Date().toISOString();
  return [
    ['notifications', 'nobody writes one, not even for themselves', (db, persona) => db.from('notifications').insert({ recipient_id: ACCOUNT_IDS[persona] ?? ACCOUNT_IDS.viewer, type: 'job_failed', title: 'Forged' }), expectOutcomes('denied')],
    [
      'notifications',
      'each member marks their own (here: the unread ones, unchanged)',
      (db) => db.from('notifications').update({ read_at: null }).is('read_at', null).lt('created_at', suiteBegan).neq('type', 'message_received').select('id'),
      expectOutcomes(0, { anon: 'denied', startup: 2, owner: 1 }),
    ],
    ['notifications', 'nobody rewrites one', (db) => db.from('notifications').update({ title: 'Changed' }).not('id', 'is', null), expectOutcomes('denied')],
    [
      'notification_preferences',
      'each member keeps their own',
      (db) => db.from('notification_preferences').insert({ type: 'job_failed', in_app: false }),
      expectOutcomes(1, { anon: 'denied' }),
      { cleanup: () => deleteRows('notification_preferences', { type: 'job_failed' }) },
    ],
  ];
}
