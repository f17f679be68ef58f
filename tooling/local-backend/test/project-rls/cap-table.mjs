/**
 * Row level security of stakeholders, pitch decks and the data room, as supabase-js sees it
 * through the local backend: the reads and writes ../project-rls.test.mjs runs as every persona.
 * Ids, expectations and the service-role helpers come in `kit` (see there). Mirrors
 * supabase/tests/cap-table/.
 *
 * Pitch decks and the data room follow the matrix's documents resource in Fikr Labs: every role
 * reads (startup is an owner, multiOrg an editor; the operator manager holds no matrix role),
 * owner, admin, editor and user write, owners delete, owner, admin and user share. The seed gives
 * every startup two deck versions, a private Legal folder of three documents and a Finance folder
 * of one, open to grantees; Fikr Labs alone has a deck share, links, views and an access log.
 * What a grantee (Oasis Ventures) reads of them is left to the SQL tests: ../project-rls.test.mjs
 * signs in no grantee.
 */

const DOCUMENT_READERS = ['owner', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const DOCUMENT_WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 };
const DOCUMENT_SHARERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

/** Fikr Labs' current deck version and Finance folder, read by the service role for the writes that name them. */
export async function fixtures({ ref, service, must, ORG }) {
  ref.fikrLabsCurrentDeck = (await must(service().from('pitch_deck_versions').select('id').eq('organization_id', ORG.fikrLabs).eq('is_current', true).single())).id;
  ref.fikrLabsFinanceFolder = (await must(service().from('data_room_folders').select('id').eq('organization_id', ORG.fikrLabs).eq('name', 'Finance').single())).id;
}

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  const ofFikrLabs = (q) => q.eq('organization_id', ORG.fikrLabs);
  return [
    ['stakeholders', 'members who may open Fikr Cap and read stakeholders (viewer has no Fikr Cap)', expectOutcomes(7, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 2 })],
    ['stakeholders', 'another tenant reads none of Fikr Labs', expectOutcomes(7, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 0 }), ofFikrLabs],
    ['pitch_deck_versions', 'each startup’s document readers read its two versions', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 2), otherStartup: 2 })],
    ['pitch_deck_versions', 'another tenant reads none of Fikr Labs', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 2) }), ofFikrLabs],
    ['pitch_deck_shares', 'the startup’s document readers read its share with Oasis Ventures', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 1) })],
    // A link's row holds a working address of the deck: its live and its expired link.
    ['pitch_deck_links', 'document sharers only', expectOutcomes(0, { anon: 'denied', ...each(Object.keys(DOCUMENT_SHARERS), 2) })],
    // investor@, Oasis Ventures' one member, viewed it twice in the page; visitors three times through the links.
    ['pitch_deck_views', 'the startup’s document readers read who viewed its deck', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 5) })],
    ['data_room_folders', 'each startup’s document readers read its Legal and Finance folders', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 2), otherStartup: 2 })],
    ['data_room_folders', 'another tenant reads none of Fikr Labs', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 2) }), ofFikrLabs],
    ['data_room_documents', 'each startup’s document readers read its three legal papers and its financial statements', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 4), otherStartup: 4 })],
    ['data_room_documents', 'another tenant reads none of Fikr Labs', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 4) }), ofFikrLabs],
    // investor@ opened Fikr Labs' financial statements three times.
    ['data_room_access_log', 'the startup’s document readers read who opened what', expectOutcomes(0, { anon: 'denied', ...each(DOCUMENT_READERS, 3) })],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, ACCOUNT_IDS, ref, service, must, deleteRows, nowIso } = kit;
  const inAWeek = () => new Date(Date.parse(nowIso()) + 7 * 24 * 60 * 60 * 1000).toISOString();
  const probeDeck = `${ORG.fikrLabs}/probe-deck.pdf`;
  const probeDocument = `${ORG.fikrLabs}/finance/probe-forecast.xlsx`;
  return [
    [
      'stakeholders',
      'Fikr Cap members whose role writes stakeholders add one to their organization',
      (db) => db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital', shares: 10 }),
      expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 }),
      { cleanup: () => deleteRows('stakeholders', { name: 'Probe Capital' }) },
    ],
    [
      'stakeholders',
      'only the matrix owner removes one',
      (db) => db.from('stakeholders').delete().eq('name', 'Probe Capital').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, startup: 1 }),
      { setup: () => must(service().from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital' })), cleanup: () => deleteRows('stakeholders', { name: 'Probe Capital' }) },
    ],
    ['stakeholders', 'the creator is the database’s to record', (db) => db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital', created_by: ACCOUNT_IDS.viewer }), expectOutcomes('denied')],
    [
      'pitch_deck_versions',
      'document writers add a version in their organization’s folder',
      (db) => db.from('pitch_deck_versions').insert({ organization_id: ORG.fikrLabs, object_path: probeDeck, title: 'Probe deck' }),
      expectOutcomes('denied', DOCUMENT_WRITERS),
      { cleanup: () => deleteRows('pitch_deck_versions', { object_path: probeDeck }) },
    ],
    [
      'pitch_deck_shares',
      'document sharers share the deck with an accelerator',
      (db) => db.from('pitch_deck_shares').insert({ organization_id: ORG.fikrLabs, grantee_organization_id: ORG.launchpad }),
      expectOutcomes('denied', DOCUMENT_SHARERS),
      { cleanup: () => deleteRows('pitch_deck_shares', { organization_id: ORG.fikrLabs, grantee_organization_id: ORG.launchpad }) },
    ],
    [
      'pitch_deck_links',
      'document sharers make an expiring link to the current version',
      (db) => db.from('pitch_deck_links').insert({ organization_id: ORG.fikrLabs, version_id: ref.fikrLabsCurrentDeck, label: 'Probe link', expires_at: inAWeek() }),
      expectOutcomes('denied', DOCUMENT_SHARERS),
      { cleanup: () => deleteRows('pitch_deck_links', { label: 'Probe link' }) },
    ],
    [
      'pitch_deck_views',
      'views are written by record_pitch_deck_view and open_pitch_deck_link only',
      (db) => db.from('pitch_deck_views').insert({ organization_id: ORG.fikrLabs, version_id: ref.fikrLabsCurrentDeck }),
      expectOutcomes('denied'),
    ],
    [
      'data_room_folders',
      'document writers add a folder',
      (db) => db.from('data_room_folders').insert({ organization_id: ORG.fikrLabs, name: 'Probe folder' }),
      expectOutcomes('denied', DOCUMENT_WRITERS),
      { cleanup: () => deleteRows('data_room_folders', { organization_id: ORG.fikrLabs, name: 'Probe folder' }) },
    ],
    [
      'data_room_documents',
      'document writers add a document to a folder of their organization',
      (db) =>
        db.from('data_room_documents').insert({ organization_id: ORG.fikrLabs, folder_id: ref.fikrLabsFinanceFolder, object_path: probeDocument, name: 'Probe forecast', category: 'financial' }),
      expectOutcomes('denied', DOCUMENT_WRITERS),
      { cleanup: () => deleteRows('data_room_documents', { object_path: probeDocument }) },
    ],
    [
      'data_room_access_log',
      'the log is written by record_data_room_access only',
      (db) => db.from('data_room_access_log').delete().eq('organization_id', ORG.fikrLabs),
      expectOutcomes('denied'),
    ],
  ];
}
