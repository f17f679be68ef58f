/**
 * Row level security of organizations, users, memberships, organization types and enterprise
 * roles, as supabase-js sees it through the local backend: the reads and writes
 * ../project-rls.test.mjs runs as every persona. Ids, expectations and the service-role helpers
 * come in `kit` (see there). Mirrors supabase/tests/tenancy/.
 */

export function reads(kit) {
  const { expectOutcomes, ORG, ACCOUNT_IDS, ref } = kit;
  return [
    ['organizations', 'members read their own; owners and managers all', () => expectOutcomes(1, { anon: 'denied', owner: ref.total.organizations, manager: ref.total.organizations, multiOrg: 2 })],
    ['organizations', 'another tenant cannot read Fikr Labs', expectOutcomes(1, { anon: 'denied', otherStartup: 0 }), (q) => q.eq('id', ORG.fikrLabs)],
    ['users', 'users read themselves and colleagues; owners and managers everyone', () => expectOutcomes(9, { anon: 'denied', owner: ref.total.users, manager: ref.total.users, otherStartup: 1, multiOrg: 10 })],
    ['users', 'another tenant sees no Fikr Labs profile', expectOutcomes(1, { anon: 'denied', otherStartup: 0 }), (q) => q.eq('id', ACCOUNT_IDS.viewer)],
    ['organization_members', "members read their organizations' members", () => expectOutcomes(9, { anon: 'denied', owner: ref.total.organization_members, manager: ref.total.organization_members, otherStartup: 1, multiOrg: 11 })],
    ['organization_types', 'everyone reads every type', expectOutcomes(6)],
    ['enterprise_roles', 'signed-in users read role definitions', expectOutcomes(7, { anon: 'denied' })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, OPERATORS, ORG, ACCOUNT_IDS, ref, service, must, deleteRows, nowIso, selfId } = kit;
  return [
    ['organizations', 'only owners and managers create organizations', (db) => db.from('organizations').insert({ name: 'New Venture' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('organizations', { name: 'New Venture' }) }],
    ['organizations', 'matrix roles with organizations update (owner, admin, user) and operators', (db) => db.from('organizations').update({ name: ref.orgName[ORG.fikrLabs] }).eq('id', ORG.fikrLabs).select('id'), expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, user: 1, startup: 1 })],
    ['organizations', 'another tenant is changed only by its owner and the operators', (db) => db.from('organizations').update({ name: ref.orgName[ORG.nileRobotics] }).eq('id', ORG.nileRobotics).select('id'), expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, otherStartup: 1 })],
    ['organizations', 'columns outside the profile are not writable', (db) => db.from('organizations').update({ created_at: nowIso() }).eq('id', ORG.fikrLabs), expectOutcomes('denied')],
    [
      'organizations',
      'the enterprise owner and the organization owner delete it (a scratch copy of Fikr Labs here, owned by startup)',
      (db) => db.from('organizations').delete().eq('name', 'Scratch Labs').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1 }),
      { setup: () => must(service().from('organizations').insert({ name: 'Scratch Labs' })), cleanup: () => deleteRows('organizations', { name: 'Scratch Labs' }) },
    ],
    ['users', 'everyone signed in edits their own name', (db, p) => db.from('users').update({ first_name: ref.firstName[selfId(p)] }).eq('id', selfId(p)).select('id'), expectOutcomes(1, { anon: 'denied' })],
    ['users', "nobody edits someone else's profile, not even operators", (db, p) => db.from('users').update({ first_name: 'Renamed' }).neq('id', selfId(p)).select('id'), expectOutcomes(0, { anon: 'denied' })],
    ['users', 'nobody changes their own activation', (db, p) => db.from('users').update({ is_active: false }).eq('id', selfId(p)), expectOutcomes('denied')],
    ['users', 'nobody changes their own e-mail', (db, p) => db.from('users').update({ email: 'x@example.com' }).eq('id', selfId(p)), expectOutcomes('denied')],
    [
      'users',
      'users switch only to organizations they belong to',
      (db, p) => db.from('users').update({ organization_id: ORG.mentorCircle }).eq('id', selfId(p)).select('id'),
      expectOutcomes('denied', { multiOrg: 1 }),
      { cleanup: () => must(service().from('users').update({ organization_id: ref.currentOrg[ACCOUNT_IDS.multiOrg] }).eq('id', ACCOUNT_IDS.multiOrg)) },
    ],
    ['users', 'profiles are created only with the auth user', (db) => db.from('users').insert({ email: 'someone@example.com' }), expectOutcomes('denied')],
    ['users', 'profiles are removed only with the auth user', (db, p) => db.from('users').delete().eq('id', selfId(p)), expectOutcomes('denied')],
    [
      'organization_members',
      'owners and managers add members to an organization they belong to',
      (db) => db.from('organization_members').insert({ user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs }),
      expectOutcomes('denied', OPERATORS),
      {
        cleanup: async () => {
          await deleteRows('organization_members', { user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs });
          // Joining gave the new member the organization's products.
          await deleteRows('team_member_product_access', { user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs });
        },
      },
    ],
    ['organization_members', 'nobody adds a member to an organization they are not in', (db) => db.from('organization_members').insert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.nileRobotics }), expectOutcomes('denied')],
    [
      'organization_members',
      "members leave; the organization's access managers remove members",
      (db) => db.from('organization_members').delete().match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, viewer: 1, startup: 1 }),
      { cleanup: () => must(service().from('organization_members').upsert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }, { onConflict: 'user_id,organization_id', ignoreDuplicates: true })) },
    ],
    ['organization_members', 'memberships are not edited in place', (db) => db.from('organization_members').update({ organization_id: ORG.fikrLabs }).eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    ['organization_types', 'nobody adds types', (db) => db.from('organization_types').insert({ name: 'club', display_name: 'Club' }), expectOutcomes('denied')],
    ['organization_types', 'nobody changes types', (db) => db.from('organization_types').update({ display_name: 'Startups' }).eq('name', 'startup'), expectOutcomes('denied')],
    ['organization_types', 'nobody deletes types', (db) => db.from('organization_types').delete().eq('name', 'university'), expectOutcomes('denied')],
    ['enterprise_roles', 'nobody adds roles', (db) => db.from('enterprise_roles').insert({ name: 'auditor', display_name: 'Auditor' }), expectOutcomes('denied')],
    ['enterprise_roles', 'nobody changes roles', (db) => db.from('enterprise_roles').update({ display_name: 'Boss' }).eq('name', 'owner'), expectOutcomes('denied')],
    ['enterprise_roles', 'nobody deletes roles', (db) => db.from('enterprise_roles').delete().eq('name', 'viewer'), expectOutcomes('denied')],
  ];
}
