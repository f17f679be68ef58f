/**
 * Row level security of organization invitations, as supabase-js sees it through the local
 * backend: the reads and writes ../project-rls.test.mjs runs as every persona. Ids, expectations
 * and the service-role helpers come in `kit` (see there). Mirrors supabase/tests/invitations/.
 */

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    // The seed has Fikr Labs' two open invitations (supabase/seeds/48_people_team.sql), to addresses of no persona.
    ['organization_invitations', 'access managers, operators and the invitee read invitations', expectOutcomes(0, { anon: 'denied', owner: 2, manager: 2, startup: 2 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG } = kit;
  return [
    ['organization_invitations', 'nobody writes an invitation directly', (db) => db.from('organization_invitations').insert({ organization_id: ORG.fikrLabs, email: 'someone@example.test', role: 'viewer' }), expectOutcomes('denied')],
    ['organization_invitations', 'nobody changes an invitation directly', (db) => db.from('organization_invitations').update({ status: 'accepted' }).not('id', 'is', null), expectOutcomes('denied')],
    ['organization_invitations', 'nobody deletes an invitation directly', (db) => db.from('organization_invitations').delete().not('id', 'is', null), expectOutcomes('denied')],
  ];
}
