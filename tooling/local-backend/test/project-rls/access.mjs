/**
 * Row level security of matrix roles, explicit grants and access requests, as supabase-js sees it
 * through the local backend: the reads and writes ../project-rls.test.mjs runs as every persona.
 * Ids, expectations and the service-role helpers come in `kit` (see there). Mirrors
 * supabase/tests/access/.
 */

/** The SQL tests' fixtures: a grant in Fikr Labs for viewer and one in Nile Robotics for its owner. */
export async function fixtures({ service, must, ACCOUNT_IDS, ORG }) {
  await must(
    service()
      .from('user_permissions')
      .insert([
        { user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, resource: 'cap_table', action: 'write' },
        { user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.nileRobotics, resource: 'calculators', action: 'calculate' },
      ]),
  );
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['access_requests', "own requests; access managers their organization's; operators all (the seed has none)", expectOutcomes(0, { anon: 'denied' })],
    ['organisation_roles', "own roles; access viewers their organization's", expectOutcomes(1, { anon: 'denied', owner: 8, manager: 8, admin: 8, startup: 8, multiOrg: 2 })],
    ['user_permissions', "own grants; access viewers their organization's", expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, admin: 1, viewer: 1, startup: 1, otherStartup: 1 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, MANAGERS_OF_FIKR_LABS, ORG, ACCOUNT_IDS, service, must, deleteRows } = kit;
  return [
    [
      'organisation_roles',
      'access managers add role rows for members',
      (db) => db.from('organisation_roles').insert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, role: 'editor', is_active: false }),
      expectOutcomes('denied', MANAGERS_OF_FIKR_LABS),
      { cleanup: () => deleteRows('organisation_roles', { user_id: ACCOUNT_IDS.viewer, role: 'editor' }) },
    ],
    ['access_requests', 'signed-in users request access as themselves', (db) => db.from('access_requests').insert({ path: '/fikrspace/office/users' }), expectOutcomes(1, { anon: 'denied' }), { cleanup: () => deleteRows('access_requests', { path: '/fikrspace/office/users' }) }],
    ['access_requests', 'nobody files a request as someone else', (db) => db.from('access_requests').insert({ path: '/x', user_id: ACCOUNT_IDS.viewer }), expectOutcomes('denied')],
    [
      'access_requests',
      'access managers and operators decide',
      (db) => db.from('access_requests').update({ status: 'approved' }).eq('path', '/fikrspace/office/users').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, manager: 1, startup: 1 }),
      { setup: () => must(service().from('access_requests').insert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, path: '/fikrspace/office/users' })), cleanup: () => deleteRows('access_requests', { path: '/fikrspace/office/users' }) },
    ],
    ['access_requests', 'nobody deletes requests', (db) => db.from('access_requests').delete().not('created_at', 'is', null), expectOutcomes('denied')],
    ['organisation_roles', 'nobody gives a role to someone outside the organization', (db) => db.from('organisation_roles').insert({ user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs, role: 'editor', is_active: false }), expectOutcomes('denied')],
    [
      'organisation_roles',
      'access managers deactivate role rows; viewers of the rows cannot',
      (db) => db.from('organisation_roles').update({ is_active: false }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS }),
      { cleanup: () => must(service().from('organisation_roles').update({ is_active: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    ['organisation_roles', 'a role row is never rewritten', (db) => db.from('organisation_roles').update({ role: 'owner' }).eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    ['organisation_roles', 'a role row is never deleted', (db) => db.from('organisation_roles').delete().eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    [
      'user_permissions',
      'access managers grant permissions to members',
      (db) => db.from('user_permissions').insert({ user_id: ACCOUNT_IDS.editor, organization_id: ORG.fikrLabs, resource: 'documents', action: 'delete' }),
      expectOutcomes('denied', MANAGERS_OF_FIKR_LABS),
      { cleanup: () => deleteRows('user_permissions', { user_id: ACCOUNT_IDS.editor, resource: 'documents' }) },
    ],
    ['user_permissions', 'nobody grants to someone outside the organization', (db) => db.from('user_permissions').insert({ user_id: ACCOUNT_IDS.otherStartup, organization_id: ORG.fikrLabs, resource: 'documents', action: 'delete' }), expectOutcomes('denied')],
    [
      'user_permissions',
      'access managers revoke permissions (granted false)',
      (db) => db.from('user_permissions').update({ granted: false }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', ...MANAGERS_OF_FIKR_LABS }),
      { cleanup: () => must(service().from('user_permissions').update({ granted: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    ['user_permissions', 'the resource of a grant is fixed', (db) => db.from('user_permissions').update({ resource: 'admin' }).eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    ['user_permissions', 'grants are not deleted', (db) => db.from('user_permissions').delete().eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
  ];
}
