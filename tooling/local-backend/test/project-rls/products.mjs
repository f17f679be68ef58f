/**
 * Row level security of the product catalogue and product access, as supabase-js sees it through
 * the local backend: the reads and writes ../project-rls.test.mjs runs as every persona. Ids,
 * expectations and the service-role helpers come in `kit` (see there). Mirrors
 * supabase/tests/products/.
 */

/** An inactive product, which only the operators read. */
export async function fixtures({ service, must }) {
  await must(service().from('fikr_products').insert({ product_key: 'academy', name: 'Fikr Academy', product_slug: 'fikr-academy', is_active: false }));
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['team_member_product_access', "own access; access viewers their organization's", expectOutcomes(11, { anon: 'denied', owner: 99, manager: 99, admin: 99, startup: 99, multiOrg: 22 })],
    ['fikr_products', 'active ones; owners and managers also inactive', expectOutcomes(11, { owner: 12, manager: 12 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, OPERATORS, MANAGERS_OF_FIKR_LABS, ORG, ACCOUNT_IDS, ref, service, must, deleteRows } = kit;
  return [
    [
      'team_member_product_access',
      'the upsert supabase-js sends works for access managers only',
      (db) => db.from('team_member_product_access').upsert({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs, product_id: ref.product.os, enabled: false }, { onConflict: 'user_id,organization_id,product_id' }),
      expectOutcomes('denied', MANAGERS_OF_FIKR_LABS),
      { cleanup: () => must(service().from('team_member_product_access').update({ enabled: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    [
      'team_member_product_access',
      'access managers revoke product access by disabling it',
      (db) => db.from('team_member_product_access').update({ enabled: false }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs }).select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 11, manager: 11, startup: 11 }),
      { cleanup: () => must(service().from('team_member_product_access').update({ enabled: true }).match({ user_id: ACCOUNT_IDS.viewer, organization_id: ORG.fikrLabs })) },
    ],
    ['team_member_product_access', 'access is never moved to an organization the caller does not manage', (db) => db.from('team_member_product_access').update({ organization_id: ORG.nileRobotics }).eq('user_id', ACCOUNT_IDS.viewer).select('id'), expectOutcomes(0, { anon: 'denied', owner: 'denied', manager: 'denied', startup: 'denied' })],
    ['team_member_product_access', 'access is never deleted', (db) => db.from('team_member_product_access').delete().eq('user_id', ACCOUNT_IDS.viewer), expectOutcomes('denied')],
    [
      'fikr_products',
      'owners and managers add products',
      (db) => db.from('fikr_products').insert({ product_key: 'studio', name: 'Fikr Studio', product_slug: 'fikr-studio' }),
      expectOutcomes('denied', OPERATORS),
      { cleanup: () => deleteRows('fikr_products', { product_key: 'studio' }) },
    ],
    ['fikr_products', 'owners and managers change products', (db) => db.from('fikr_products').update({ display_order: ref.productLab.display_order }).eq('product_key', 'lab').select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'fikr_products',
      'owners and managers delete products (a scratch product here)',
      (db) => db.from('fikr_products').delete().eq('product_key', 'studio').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service().from('fikr_products').insert({ product_key: 'studio', name: 'Fikr Studio', product_slug: 'fikr-studio' })), cleanup: () => deleteRows('fikr_products', { product_key: 'studio' }) },
    ],
  ];
}
