/**
 * Row level security of themes and brand kits, as supabase-js sees it through the local backend:
 * the reads and writes ../project-rls.test.mjs runs as every persona. Ids, expectations and the
 * service-role helpers come in `kit` (see there). Mirrors supabase/tests/themes/.
 */

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['cms_themes', 'everyone reads the built-in themes', expectOutcomes(8)],
    ['cms_themes', 'and their dark variants', expectOutcomes(4), (q) => q.like('id', '%-dark').eq('is_dark', true).not('base_theme_id', 'is', null)],
    ['cms_brand_kits', 'everyone reads brand kits', expectOutcomes(1)],
  ];
}

export function writes(kit) {
  const { expectOutcomes, OPERATORS, ref, service, must, deleteRows } = kit;
  return [
    ['cms_themes', 'owners and managers add themes', (db) => db.from('cms_themes').insert({ id: 'sand', name: 'Sand' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('cms_themes', { id: 'sand' }) }],
    ['cms_themes', 'owners and managers change themes', (db) => db.from('cms_themes').update({ description: ref.theme.description }).eq('id', 'minimal').select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'cms_themes',
      'owners and managers delete themes (a scratch theme here)',
      (db) => db.from('cms_themes').delete().eq('id', 'scratch').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service().from('cms_themes').insert({ id: 'scratch', name: 'Scratch' })), cleanup: () => deleteRows('cms_themes', { id: 'scratch' }) },
    ],
    ['cms_brand_kits', 'owners and managers add brand kits', (db) => db.from('cms_brand_kits').insert({ name: 'Nile' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('cms_brand_kits', { name: 'Nile' }) }],
    ['cms_brand_kits', 'owners and managers change brand kits', (db) => db.from('cms_brand_kits').update({ description: ref.brandKit.description }).eq('id', ref.brandKit.id).select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'cms_brand_kits',
      'owners and managers delete brand kits (a scratch kit here)',
      (db) => db.from('cms_brand_kits').delete().eq('name', 'Scratch').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service().from('cms_brand_kits').insert({ name: 'Scratch' })), cleanup: () => deleteRows('cms_brand_kits', { name: 'Scratch' }) },
    ],
  ];
}
