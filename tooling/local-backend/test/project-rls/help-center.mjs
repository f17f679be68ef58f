/**
 * Row level security of support requests and resources, as supabase-js sees it through the local
 * backend: the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/help-center/. In the seed Fikr Labs has four requests and Nile Robotics one; the
 * library holds 22 published resources and a draft.
 */

const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));
const PROBE_SUBJECT = 'Probe request';

/** The id of startup@'s open request, read by the service role. */
export async function fixtures({ ref, service, must }) {
  ref.startupsOpenRequest = (await must(service().from('support_requests').select('id').eq('subject', 'Add a second owner to Fikr Labs').single())).id;
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['support_requests', 'members read their organization’s requests, the operators all', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 4), owner: 5, manager: 5, otherStartup: 1 })],
    ['resources', 'everyone signed in reads the published ones, the operators the draft too', expectOutcomes(22, { anon: 'denied', owner: 23, manager: 23 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, OPERATORS, must, ref, service } = kit;
  return [
    [
      'support_requests',
      'every member opens a request for their organization',
      (db) => db.from('support_requests').insert({ organization_id: ORG.fikrLabs, subject: PROBE_SUBJECT, body: 'A request the test removes again.', category: 'other' }),
      expectOutcomes('denied', each(FIKR_LABS_MEMBERS, 1)),
      { cleanup: () => must(service().from('support_requests').delete().eq('subject', PROBE_SUBJECT)) },
    ],
    [
      'support_requests',
      'its author and the operators change a request (to what it was: no clean-up)',
      (db) => db.from('support_requests').update({ status: 'open' }).eq('id', ref.startupsOpenRequest).select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS, startup: 1 }),
    ],
    [
      'resources',
      'the operators change a resource (to what it was: no clean-up)',
      (db) => db.from('resources').update({ sort_order: 10 }).eq('slug', 'esop-template').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
    ],
  ];
}
