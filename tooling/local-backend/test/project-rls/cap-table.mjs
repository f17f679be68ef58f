/**
 * Row level security of stakeholders, the ledger, pitch decks and the data room, as supabase-js sees it
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
 *
 * The ledger follows the matrix's cap_table resource with Fikr Cap opened (viewer's is off): a
 * `stakeholder` reads only the rows of the stakeholder linked to their account, and nobody edits
 * a recorded transaction.
 */

const DOCUMENT_READERS = ['owner', 'admin', 'editor', 'viewer', 'stakeholder', 'user', 'startup', 'multiOrg'];
const DOCUMENT_WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 };
const DOCUMENT_SHARERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

/** Fikr Labs' common class, a stakeholder, current deck version and Finance folder, read by the service role for the writes that name them. */
export async function fixtures({ ref, service, must, ORG }) {
  ref.fikrLabsCommon = (await must(service().from('share_classes').select('id').eq('organization_id', ORG.fikrLabs).eq('name', 'Common').single())).id;
  ref.fikrLabsOasis = (await must(service().from('stakeholders').select('id').eq('organization_id', ORG.fikrLabs).eq('name', 'Oasis Ventures').single())).id;
  ref.fikrLabsCurrentDeck = (await must(service().from('pitch_deck_versions').select('id').eq('organization_id', ORG.fikrLabs).eq('is_current', true).single())).id;
  ref.fikrLabsFinanceFolder = (await must(service().from('data_room_folders').select('id').eq('organization_id', ORG.fikrLabs).eq('name', 'Finance').single())).id;
}

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  const ofFikrLabs = (q) => q.eq('organization_id', ORG.fikrLabs);
  return [
    // stakeholder@ reads only the row linked to their account.
    ['stakeholders', 'members who may open Fikr Cap and read stakeholders (viewer has no Fikr Cap)', expectOutcomes(9, { anon: 'denied', manager: 0, viewer: 0, stakeholder: 1, otherStartup: 2 })],
    ['stakeholders', 'another tenant reads none of Fikr Labs', expectOutcomes(9, { anon: 'denied', manager: 0, viewer: 0, stakeholder: 1, otherStartup: 0 }), ofFikrLabs],
    ['share_classes', 'Fikr Cap members who read the cap table read their classes', expectOutcomes(2, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 1 })],
    ['equity_plans', 'Fikr Cap members who read the cap table read their plans', expectOutcomes(1, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 0 })],
    ['vesting_terms', 'Fikr Cap members who read the cap table read their vesting terms', expectOutcomes(3, { anon: 'denied', manager: 0, viewer: 0, otherStartup: 0 })],
    // stakeholder@ reads the ledger rows of their own stakeholder row only: their grant and exercise.
    ['cap_table_transactions', 'the ledger to its readers, a stakeholder their own rows', expectOutcomes(13, { anon: 'denied', manager: 0, viewer: 0, stakeholder: 2, otherStartup: 2 })],
    ['cap_table_transactions', 'another tenant reads none of Fikr Labs', expectOutcomes(13, { anon: 'denied', manager: 0, viewer: 0, stakeholder: 2, otherStartup: 0 }), ofFikrLabs],
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
      (db) => db.from('stakeholders').insert({ organization_id: ORG.fikrLabs, name: 'Probe Capital' }),
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
    [
      'share_classes',
      'Fikr Cap members who write the cap table add a class',
      (db) => db.from('share_classes').insert({ organization_id: ORG.fikrLabs, name: 'Probe Preferred', class_type: 'preferred', authorized_shares: 1000 }),
      expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 }),
      { cleanup: () => deleteRows('share_classes', { name: 'Probe Preferred' }) },
    ],
    [
      'equity_plans',
      'Fikr Cap members who write the cap table add a plan on a class of their own',
      (db) => db.from('equity_plans').insert({ organization_id: ORG.fikrLabs, name: 'Probe Plan', share_class_id: ref.fikrLabsCommon, shares_reserved: 1000 }),
      expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 }),
      { cleanup: () => deleteRows('equity_plans', { name: 'Probe Plan' }) },
    ],
    [
      'vesting_terms',
      'only the matrix owner removes vesting terms',
      (db) => db.from('vesting_terms').delete().eq('name', 'Probe Terms').select('id'),
      expectOutcomes(0, { anon: 'denied', owner: 1, startup: 1 }),
      {
        setup: () => must(service().from('vesting_terms').insert({ organization_id: ORG.fikrLabs, name: 'Probe Terms', total_length: 12 })),
        cleanup: () => deleteRows('vesting_terms', { name: 'Probe Terms' }),
      },
    ],
    [
      'cap_table_transactions',
      'Fikr Cap members who write the cap table record a transaction; the ledger is never edited',
      (db) =>
        db.from('cap_table_transactions').insert({ organization_id: ORG.fikrLabs, kind: 'stock_issuance', effective_on: '2026-01-02', stakeholder_id: ref.fikrLabsOasis, share_class_id: ref.fikrLabsCommon, quantity: 1, note: 'Probe issuance' }),
      expectOutcomes('denied', { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 }),
      { cleanup: () => deleteRows('cap_table_transactions', { note: 'Probe issuance' }) },
    ],
    ['cap_table_transactions', 'nobody changes a recorded transaction', (db) => db.from('cap_table_transactions').update({ note: 'changed' }).eq('organization_id', ORG.fikrLabs), expectOutcomes('denied')],
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
