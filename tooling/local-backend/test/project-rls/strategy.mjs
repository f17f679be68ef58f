/**
 * Row level security of Fikr OS (periods, value streams, strategic objectives, objectives, key
 * results, check-ins, epics and the progress views), as supabase-js sees it through the local
 * backend: the reads and writes ../project-rls.test.mjs runs as every persona. Mirrors
 * supabase/tests/strategy/.
 *
 * Each action is the matrix's on the table's resource, with Fikr OS opened to the member: in Fikr
 * Labs owner, admin and user hold them (startup is an owner); editor, viewer, stakeholder, multiOrg
 * (an editor) and the operator manager (no matrix role) none. Nile Robotics' owner holds them in
 * Nile Robotics. The seed (supabase/seeds/70_strategy_okrs.sql) gives Fikr Labs this quarter and
 * the one before, Nile Robotics one row of each table.
 */

const STRATEGISTS = ['owner', 'admin', 'user', 'startup'];
const WRITERS = { owner: 1, admin: 1, user: 1, startup: 1 };
const each = (personas, outcome) => Object.fromEntries(personas.map((persona) => [persona, outcome]));

const seeded = (n) => `00000000-0000-4000-0e00-${n.toString().padStart(12, '0')}`;
const FL_PERIOD = seeded(1);
const FL_STREAM = seeded(11);
const FL_STRATEGIC_OBJECTIVE = seeded(21);
const FL_PILOTS_OBJECTIVE = seeded(32);
/** Signed enterprise pilots: 1 of 3, medium confidence; a probe check-in of the same leaves it so. */
const FL_PILOTS = seeded(44);
const NILE_OBJECTIVE = seeded(731);

/** Counts the fixtures read, for the reads that depend on the day. */
const ref = {};

/** Fikr Labs' check-ins, as many as the service role reads. */
export async function fixtures({ service, ORG }) {
  const { count, error } = await service().from('key_result_check_ins').select('*', { count: 'exact', head: true }).eq('organization_id', ORG.fikrLabs);
  if (error) throw new Error(JSON.stringify(error));
  ref.fikrLabsCheckIns = count;
}

/** [table, Fikr Labs' rows (or a function reading them), Nile Robotics' rows] */
const SEEDED = [
  ['strategic_periods', 2, 1],
  ['value_streams', 2, 1],
  ['strategic_objectives', 3, 1],
  ['objectives', 5, 1],
  ['key_results', 12, 1],
  // Nineteen by members, and the MRR key result's of the latest submitted month when that month
  // speaks for this quarter (it depends on the day): counted by the service role in the fixtures.
  ['key_result_check_ins', () => ref.fikrLabsCheckIns, 1],
  ['epics', 6, 1],
  ['key_result_progress', 12, 1],
  ['objective_progress', 5, 1],
  ['strategic_period_progress', 2, 1],
];

export function reads(kit) {
  const { expectOutcomes, ORG } = kit;
  const ofFikrLabs = (q) => q.eq('organization_id', ORG.fikrLabs);
  const rows = (fikrLabs) => (typeof fikrLabs === 'function' ? fikrLabs() : fikrLabs);
  return SEEDED.flatMap(([table, fikrLabs, nile]) => [
    [table, 'Fikr Labs’ strategists read its rows, Nile Robotics’ owner its own', () => expectOutcomes(0, { anon: 'denied', ...each(STRATEGISTS, rows(fikrLabs)), otherStartup: nile })],
    [table, 'another tenant reads none of Fikr Labs', () => expectOutcomes(0, { anon: 'denied', ...each(STRATEGISTS, rows(fikrLabs)) }), ofFikrLabs],
  ]);
}

export function writes(kit) {
  const { expectOutcomes, ORG, ACCOUNT_IDS, must, service, deleteRows } = kit;
  const probeObjective = () => must(service().from('objectives').insert({ organization_id: ORG.fikrLabs, period_id: FL_PERIOD, title: 'Probe objective' }));
  return [
    [
      'strategic_periods',
      'strategists add a period to their organization',
      (db) => db.from('strategic_periods').insert({ organization_id: ORG.fikrLabs, name: 'Probe period', starts_on: '2031-01-01', ends_on: '2031-03-31' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('strategic_periods', { name: 'Probe period' }) },
    ],
    [
      'strategic_periods',
      'strategists remove an empty period',
      (db) => db.from('strategic_periods').delete().eq('name', 'Probe period').select('id'),
      expectOutcomes(0, { anon: 'denied', ...WRITERS }),
      {
        setup: () => must(service().from('strategic_periods').insert({ organization_id: ORG.fikrLabs, name: 'Probe period', starts_on: '2031-01-01', ends_on: '2031-03-31' })),
        cleanup: () => deleteRows('strategic_periods', { name: 'Probe period' }),
      },
    ],
    [
      'value_streams',
      'strategists add a value stream',
      (db) => db.from('value_streams').insert({ organization_id: ORG.fikrLabs, name: 'Probe stream' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('value_streams', { name: 'Probe stream' }) },
    ],
    [
      'strategic_objectives',
      'strategists add a strategic objective in a period and value stream of their own',
      (db) => db.from('strategic_objectives').insert({ organization_id: ORG.fikrLabs, period_id: FL_PERIOD, value_stream_id: FL_STREAM, title: 'Probe strategy' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('strategic_objectives', { title: 'Probe strategy' }) },
    ],
    [
      'objectives',
      'strategists add an objective owned by a member',
      (db) => db.from('objectives').insert({ organization_id: ORG.fikrLabs, period_id: FL_PERIOD, strategic_objective_id: FL_STRATEGIC_OBJECTIVE, owner_id: ACCOUNT_IDS.startup, title: 'Probe objective' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('objectives', { title: 'Probe objective' }) },
    ],
    [
      'objectives',
      'strategists rename an objective',
      (db) => db.from('objectives').update({ title: 'Probe objective, renamed' }).eq('title', 'Probe objective').select('id'),
      expectOutcomes(0, { anon: 'denied', ...WRITERS }),
      { setup: probeObjective, cleanup: () => Promise.all([deleteRows('objectives', { title: 'Probe objective' }), deleteRows('objectives', { title: 'Probe objective, renamed' })]) },
    ],
    [
      'objectives',
      'strategists remove an objective',
      (db) => db.from('objectives').delete().eq('title', 'Probe objective').select('id'),
      expectOutcomes(0, { anon: 'denied', ...WRITERS }),
      { setup: probeObjective, cleanup: () => deleteRows('objectives', { title: 'Probe objective' }) },
    ],
    [
      'key_results',
      'strategists add a key result to an objective of their own; its period comes from the objective',
      (db) => db.from('key_results').insert({ organization_id: ORG.fikrLabs, objective_id: FL_PILOTS_OBJECTIVE, title: 'Probe result', start_value: 0, target_value: 1 }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('key_results', { title: 'Probe result' }) },
    ],
    ['key_results', 'nobody writes the current value: a check-in does', (db) => db.from('key_results').update({ current_value: 3 }).eq('id', FL_PILOTS), expectOutcomes('denied')],
    [
      'key_result_check_ins',
      'strategists check in',
      (db) => db.from('key_result_check_ins').insert({ organization_id: ORG.fikrLabs, key_result_id: FL_PILOTS, value: 1, confidence: 'medium', comment: 'Probe check-in' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('key_result_check_ins', { comment: 'Probe check-in' }) },
    ],
    ['key_result_check_ins', 'nobody changes a check-in', (db) => db.from('key_result_check_ins').update({ comment: 'changed' }).eq('organization_id', ORG.fikrLabs), expectOutcomes('denied')],
    [
      'epics',
      'strategists add an epic linked to an objective of their own',
      (db) => db.from('epics').insert({ organization_id: ORG.fikrLabs, objective_id: FL_PILOTS_OBJECTIVE, title: 'Probe epic', status: 'planned' }),
      expectOutcomes('denied', WRITERS),
      { cleanup: () => deleteRows('epics', { title: 'Probe epic' }) },
    ],
    [
      'epics',
      'Nile Robotics’ owner adds an epic to theirs, nobody else',
      (db) => db.from('epics').insert({ organization_id: ORG.nileRobotics, objective_id: NILE_OBJECTIVE, title: 'Probe epic', status: 'planned' }),
      expectOutcomes('denied', { otherStartup: 1 }),
      { cleanup: () => deleteRows('epics', { title: 'Probe epic' }) },
    ],
    ['key_result_progress', 'progress is computed, never written', (db) => db.from('key_result_progress').delete().eq('organization_id', ORG.fikrLabs), expectOutcomes('denied')],
    ['objective_progress', 'progress is computed, never written', (db) => db.from('objective_progress').delete().eq('organization_id', ORG.fikrLabs), expectOutcomes('read-only view')],
    ['strategic_period_progress', 'progress is computed, never written', (db) => db.from('strategic_period_progress').delete().eq('organization_id', ORG.fikrLabs), expectOutcomes('read-only view')],
  ];
}
