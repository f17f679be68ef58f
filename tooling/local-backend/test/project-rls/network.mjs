/**
 * Row level security of a startup's network, as supabase-js sees it through the local backend:
 * the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/network/. In the seed Fikr Labs has thirteen relationships and nineteen contacts,
 * Nile Robotics seven and eight; every member reads their startup's, the members whose role may
 * update the organization write them.
 */

const FIKR_LABS_MEMBERS = ['owner', 'manager', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const FIKR_LABS_WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const LAUNCHPAD_TIE = '00000000-0000-4000-e000-000000000101';
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['network_relationships', 'each startup’s members read its relationships, nobody else', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 13), otherStartup: 7 })],
    ['network_contacts', 'and its contacts', expectOutcomes(0, { anon: 'denied', ...each(FIKR_LABS_MEMBERS, 19), otherStartup: 8 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, must, service } = kit;
  return [
    [
      'network_relationships',
      'members who may update the organization add a relationship',
      (db) => db.from('network_relationships').insert({ organization_id: ORG.fikrLabs, related_name: 'Probe Holdings', kind: 'other', status: 'prospect' }),
      expectOutcomes('denied', FIKR_LABS_WRITERS),
      { cleanup: () => must(service().from('network_relationships').delete().eq('related_name', 'Probe Holdings')) },
    ],
    [
      'network_contacts',
      'the same members change a contact (to what it was: no clean-up)',
      (db) => db.from('network_contacts').update({ title: 'Programme Director' }).eq('relationship_id', LAUNCHPAD_TIE).eq('full_name', 'Rania Khalil').select('id'),
      expectOutcomes(0, { anon: 'denied', ...FIKR_LABS_WRITERS }),
    ],
  ];
}
