/**
 * Row level security of the job queue and the mail outbox, as supabase-js sees it through the
 * local backend: the reads and writes ../project-rls.test.mjs runs as every persona. Ids,
 * expectations and the service-role helpers come in `kit` (see there). Mirrors
 * supabase/tests/jobs/.
 */

/** One job in the queue: the seed's accounts are created confirmed and get no welcome mail; no worker runs here. */
export async function fixtures({ service, must }) {
  await must(service().from('background_jobs').insert({ type: 'send-invitation', data: {}, priority: 5 }));
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    // The fixture's job: the seed's accounts are created confirmed and get no welcome mail; no worker runs here.
    ['background_jobs', 'only owners and managers read the job queue', expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1 })],
    ['mail_outbox', 'only owners and managers read the mail outbox (empty without a worker)', expectOutcomes(0, { anon: 'denied' }), undefined, 'id, template, recipient, subject, status'],
    ['mail_outbox', 'nobody reads the bodies: an invitation holds its sign-in link', expectOutcomes('denied'), undefined, 'body'],
  ];
}

export function writes(kit) {
  const { expectOutcomes } = kit;
  return [
    // background_jobs, audit_log: the service role only
    ['background_jobs', 'no API user enqueues jobs', (db) => db.from('background_jobs').insert({ type: 'send-welcome' }), expectOutcomes('denied')],
    ['background_jobs', 'no API user changes jobs', (db) => db.from('background_jobs').update({ status: 'failed' }).eq('type', 'send-invitation'), expectOutcomes('denied')],
    ['background_jobs', 'no API user deletes jobs', (db) => db.from('background_jobs').delete().eq('type', 'send-invitation'), expectOutcomes('denied')],
    ['mail_outbox', 'no API user writes mail', (db) => db.from('mail_outbox').insert({ template: 'notification', recipient: 'someone@example.com', subject: 'Hi', body: 'Hi' }), expectOutcomes('denied')],
    ['mail_outbox', 'no API user changes mail', (db) => db.from('mail_outbox').update({ subject: 'Hi' }).not('id', 'is', null), expectOutcomes('denied')],
    ['mail_outbox', 'no API user deletes mail', (db) => db.from('mail_outbox').delete().not('id', 'is', null), expectOutcomes('denied')],
  ];
}
