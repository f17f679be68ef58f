/**
 * Row level security of the funding rounds and their investor pipeline (Fikr Money), as supabase-js
 * sees it through the local backend: the reads and writes ../project-rls.test.mjs runs as every
 * persona. Mirrors supabase/tests/cap-table/rls-funding-rounds.test.ts, where closing a round is
 * proven too.
 *
 * Access follows the matrix's funding_rounds resource with Fikr Money opened (every demo member's
 * is): in Fikr Labs owner, admin, editor, viewer and user read (startup is an owner, multiOrg an
 * editor), all of them but viewer write, owners delete; the operator manager holds no matrix role
 * and `stakeholder` no right on the resource, so neither reads a round. The seed
 * (22_cap_table_funding_rounds.sql) gives Fikr Labs its closed seed round (3 investors) and its
 * open Series A (8); Nile Robotics has none.
 */

const READERS = ['owner', 'admin', 'editor', 'viewer', 'user', 'startup', 'multiOrg'];
const WRITERS = { owner: 1, admin: 1, editor: 1, user: 1, startup: 1, multiOrg: 1 };
const DELETERS = { owner: 1, startup: 1 };
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

const SERIES_A = '00000000-0000-4000-cf00-000000000002';
/** Atlas Capital, contacted for the Series A. */
const CONTACTED = '00000000-0000-4000-cf00-000000000206';

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  const ofFikrLabs = (q) => q.eq('organization_id', ORG.fikrLabs);
  return [
    ['funding_rounds', 'Fikr Money members who read funding rounds read their organization’s', expectOutcomes(0, { anon: 'denied', ...each(READERS, 2) })],
    ['funding_rounds', 'another tenant reads none of Fikr Labs’', expectOutcomes(0, { anon: 'denied', ...each(READERS, 2) }), ofFikrLabs],
    ['funding_round_investors', 'the pipeline goes with its rounds', expectOutcomes(0, { anon: 'denied', ...each(READERS, 11) })],
    ['funding_round_investors', 'another tenant reads none of Fikr Labs’', expectOutcomes(0, { anon: 'denied', ...each(READERS, 11) }), ofFikrLabs],
  ];
}

export function writes(kit) {
  const { expectOutcomes, ORG, service, must, deleteRows } = kit;
  const probeRound = { organization_id: ORG.fikrLabs, name: 'Probe round', instrument: 'safe_post_money', target_amount: 100000 };
  return [
    [
      'funding_rounds',
      'Fikr Money members who write funding rounds add one to their organization',
      (db) => db.from('funding_rounds').insert(probeRound),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('funding_rounds', { name: 'Probe round' }) },
    ],
    [
      'funding_rounds',
      'Nile Robotics’ owner alone adds a round to it',
      (db) => db.from('funding_rounds').insert({ ...probeRound, organization_id: ORG.nileRobotics }),
      expectOutcomes('denied', { otherStartup: 1 }),
      { cleanup: () => deleteRows('funding_rounds', { name: 'Probe round' }) },
    ],
    [
      'funding_rounds',
      'only the matrix owner removes a round',
      (db) => db.from('funding_rounds').delete().eq('name', 'Probe round').select('id'),
      expectOutcomes(0, { anon: 'denied', ...DELETERS }),
      { setup: () => must(service().from('funding_rounds').insert(probeRound)), cleanup: () => deleteRows('funding_rounds', { name: 'Probe round' }) },
    ],
    [
      'funding_round_investors',
      'the writers of funding rounds add an investor to a round of their organization',
      (db) => db.from('funding_round_investors').insert({ round_id: SERIES_A, organization_id: ORG.fikrLabs, investor_name: 'Probe Angels' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('funding_round_investors', { investor_name: 'Probe Angels' }) },
    ],
    [
      'funding_round_investors',
      'the writers of funding rounds move an investor along the pipeline; a viewer moves none',
      (db) => db.from('funding_round_investors').update({ stage: 'meeting', next_step: 'Partner meeting' }).eq('id', CONTACTED).select('id'),
      expectOutcomes(0, { anon: 'denied', ...WRITERS }),
      { cleanup: () => must(service().from('funding_round_investors').update({ stage: 'contacted', next_step: 'Follow up on the introduction from Launchpad' }).eq('id', CONTACTED)) },
    ],
    [
      'funding_round_investors',
      'only the matrix owner removes an investor',
      (db) => db.from('funding_round_investors').delete().eq('investor_name', 'Probe Angels').select('id'),
      expectOutcomes(0, { anon: 'denied', ...DELETERS }),
      {
        setup: () => must(service().from('funding_round_investors').insert({ round_id: SERIES_A, organization_id: ORG.fikrLabs, investor_name: 'Probe Angels' })),
        cleanup: () => deleteRows('funding_round_investors', { investor_name: 'Probe Angels' }),
      },
    ],
  ];
}
