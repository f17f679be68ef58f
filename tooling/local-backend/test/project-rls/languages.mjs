/**
 * Row level security of languages, translations and language preferences, as supabase-js sees it
 * through the local backend: the reads and writes ../project-rls.test.mjs runs as every persona.
 * Ids, expectations and the service-role helpers come in `kit` (see there). Mirrors
 * supabase/tests/languages/.
 */

// viewer prefers Arabic in Fikr Labs; other-startup French in Nile Robotics.
const LANGUAGE_PREFERENCES = [
  { user_id: 'viewer', language: 'ar', organization: 'fikrLabs' },
  { user_id: 'otherStartup', language: 'fr', organization: 'nileRobotics' },
];
// [namespace, key, value, approved, organization, company, product]
const TRANSLATIONS = [
  ['common', 'greeting', 'مرحبا', true, null, null, null],
  ['common', 'farewell', 'مع السلامة', false, null, null, null],
  ['common', 'greeting', 'أهلا بفريق فكر', true, 'fikrLabs', null, null],
  ['common', 'greeting', 'أهلا بفريق النيل', true, 'nileRobotics', null, null],
  ['portal', 'title', 'فكر سكور', true, null, null, 'score'],
  ['portal', 'title', 'لوحة الشركة', true, null, 'fikrLabs', null],
];
const translationRow = ({ ref, ORG }, [namespace, key_path, value, is_approved, organization, company, product]) => ({
  namespace,
  key_path,
  language_id: ref.language.ar,
  value,
  is_approved,
  organization_id: organization && ORG[organization],
  company_id: company && ORG[company],
  product_id: product && ref.product[product],
});

/** The SQL tests' fixtures, inserted by the service role. */
export async function fixtures(kit) {
  const { ref, service, must, ACCOUNT_IDS, ORG } = kit;
  await must(
    service()
      .from('user_language_preferences')
      .insert(LANGUAGE_PREFERENCES.map(({ user_id, language, organization }) => ({ user_id: ACCOUNT_IDS[user_id], organization_id: ORG[organization], primary_language_id: ref.language[language] }))),
  );
  await must(service().from('translation_values').insert(TRANSLATIONS.map((row) => translationRow(kit, row))));
  await must(service().from('languages').insert({ code: 'tr', name: 'Turkish', native_name: 'Türkçe', is_active: false, display_order: 14 }));
}

export function reads(kit) {
  const { expectOutcomes } = kit;
  return [
    ['user_language_preferences', 'only their own preferences', expectOutcomes(0, { anon: 'denied', viewer: 1, otherStartup: 1 })],
    ['translation_values', 'approved values in scope; owners and managers all', expectOutcomes(4, { anon: 2, owner: 6, manager: 6, otherStartup: 3 })],
    ['languages', 'active ones; owners and managers also inactive', expectOutcomes(13, { owner: 14, manager: 14 })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, OPERATORS, ORG, ACCOUNT_IDS, ref, service, must, deleteRows, selfId } = kit;
  return [
    [
      'user_language_preferences',
      'users add preferences for themselves outside any organization',
      (db, p) => db.from('user_language_preferences').insert({ user_id: p === 'anon' ? null : selfId(p), primary_language_id: ref.language.de, organization_id: null }),
      expectOutcomes(1, { anon: 'denied' }),
      { cleanup: () => deleteRows('user_language_preferences', { primary_language_id: ref.language.de }) },
    ],
    [
      'user_language_preferences',
      'nobody adds a preference for someone else',
      (db) => db.from('user_language_preferences').insert({ user_id: ACCOUNT_IDS.viewer, primary_language_id: ref.language.de, organization_id: null }),
      expectOutcomes('denied', { viewer: 1 }),
      { cleanup: () => deleteRows('user_language_preferences', { primary_language_id: ref.language.de }) },
    ],
    [
      'user_language_preferences',
      'preferences only in an organization of theirs',
      (db, p) => db.from('user_language_preferences').insert({ user_id: p === 'anon' ? null : selfId(p), primary_language_id: ref.language.de, organization_id: ORG.mentorCircle }),
      expectOutcomes('denied', { multiOrg: 1 }),
      { cleanup: () => deleteRows('user_language_preferences', { primary_language_id: ref.language.de }) },
    ],
    [
      'user_language_preferences',
      'the upsert on user and organization updates only their own preference',
      (db) => db.from('user_language_preferences').upsert({ user_id: ACCOUNT_IDS.viewer, primary_language_id: ref.language.de, organization_id: ORG.fikrLabs }, { onConflict: 'user_id,organization_id' }),
      expectOutcomes('denied', { viewer: 1 }),
      { cleanup: () => must(service().from('user_language_preferences').update({ primary_language_id: ref.language.ar }).eq('user_id', ACCOUNT_IDS.viewer)) },
    ],
    [
      'user_language_preferences',
      'users change only their own preferences',
      (db) => db.from('user_language_preferences').update({ primary_language_id: ref.language.en }).eq('user_id', ACCOUNT_IDS.viewer).select('id'),
      expectOutcomes(0, { anon: 'denied', viewer: 1 }),
      { cleanup: () => must(service().from('user_language_preferences').update({ primary_language_id: ref.language.ar }).eq('user_id', ACCOUNT_IDS.viewer)) },
    ],
    [
      'user_language_preferences',
      'users delete only their own preferences',
      (db) => db.from('user_language_preferences').delete().eq('user_id', ACCOUNT_IDS.viewer).select('id'),
      expectOutcomes(0, { anon: 'denied', viewer: 1 }),
      { cleanup: () => must(service().from('user_language_preferences').upsert({ user_id: ACCOUNT_IDS.viewer, primary_language_id: ref.language.ar, organization_id: ORG.fikrLabs }, { onConflict: 'user_id,organization_id', ignoreDuplicates: true })) },
    ],
    [
      'translation_values',
      'only owners and managers add translations',
      (db) => db.from('translation_values').insert({ namespace: 'common', key_path: 'hello', language_id: ref.language.fr, value: 'Bonjour' }),
      expectOutcomes('denied', OPERATORS),
      { cleanup: () => deleteRows('translation_values', { key_path: 'hello' }) },
    ],
    ['translation_values', 'only owners and managers change translations', (db) => db.from('translation_values').update({ is_approved: true }).eq('key_path', 'greeting').select('id'), expectOutcomes(0, { anon: 'denied', owner: 3, manager: 3 })],
    [
      'translation_values',
      'only owners and managers delete translations',
      (db) => db.from('translation_values').delete().eq('key_path', 'farewell').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { cleanup: async () => (await must(service().from('translation_values').select('id').eq('key_path', 'farewell'))).length || must(service().from('translation_values').insert(translationRow(kit, TRANSLATIONS[1]))) },
    ],
    ['languages', 'owners and managers add languages', (db) => db.from('languages').insert({ code: 'sw', name: 'Swahili', native_name: 'Kiswahili' }), expectOutcomes('denied', OPERATORS), { cleanup: () => deleteRows('languages', { code: 'sw' }) }],
    ['languages', 'owners and managers change languages', (db) => db.from('languages').update({ completion_percentage: ref.languagePl.completion_percentage }).eq('code', 'pl').select('id'), expectOutcomes(0, { anon: 'denied', ...OPERATORS })],
    [
      'languages',
      'owners and managers delete languages (a scratch language here)',
      (db) => db.from('languages').delete().eq('code', 'sw').select('id'),
      expectOutcomes(0, { anon: 'denied', ...OPERATORS }),
      { setup: () => must(service().from('languages').insert({ code: 'sw', name: 'Swahili', native_name: 'Kiswahili' })), cleanup: () => deleteRows('languages', { code: 'sw' }) },
    ],
  ];
}
