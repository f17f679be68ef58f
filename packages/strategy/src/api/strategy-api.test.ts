import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCheckIn } from './add-check-in';
import { createEpic } from './create-epic';
import { createKeyResult } from './create-key-result';
import { createObjective } from './create-objective';
import { createStrategicObjective } from './create-strategic-objective';
import { createStrategicPeriod } from './create-strategic-period';
import { createValueStream } from './create-value-stream';
import { deleteEpic } from './delete-epic';
import { deleteKeyResult } from './delete-key-result';
import { deleteObjective } from './delete-objective';
import { deleteStrategicObjective } from './delete-strategic-objective';
import { deleteStrategicPeriod } from './delete-strategic-period';
import { deleteValueStream } from './delete-value-stream';
import { getCheckIns } from './get-check-ins';
import { getStrategyMembers } from './get-strategy-members';
import { getStrategyOverview } from './get-strategy-overview';
import { updateEpic } from './update-epic';
import { updateKeyResult } from './update-key-result';
import { updateObjective } from './update-objective';
import { updateStrategicObjective } from './update-strategic-objective';
import { updateStrategicPeriod } from './update-strategic-period';
import { updateValueStream } from './update-value-stream';

/**
 * Fikr OS's fetchers once against the local backend and its seed (supabase/seeds/70_strategy_okrs.sql):
 * startup@ reads Fikr Labs' quarter with the progress the database rolls up, and writes every kind
 * of row; other-startup@ reads none of it; editor@ may not write. Who may do what for every persona
 * is the database persona tests' (supabase/tests/strategy); one engine is enough here.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

const [target] = await targets();
const FL = ORG.fikrLabs;
const PILOTS_OBJECTIVE = '00000000-0000-4000-0e00-000000000032';
const CUSTOMERS = '00000000-0000-4000-0e00-000000000042';

describe(`Fikr OS fetchers against the local backend (${target!.name})`, () => {
  let backend: Backend;
  const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

  beforeAll(async () => {
    backend = await startBackend(target!, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
    await Promise.all([ACCOUNTS.startup, ACCOUNTS.otherStartup, ACCOUNTS.editor].map(as));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await backend?.close();
  });

  it('puts together this quarter: its objectives with their key results and the progress the database rolls up', async () => {
    const overview = await getStrategyOverview(await as(ACCOUNTS.startup), { organizationId: FL, periodId: null });
    expect(overview.periods.map((period) => period.name)).toEqual([expect.stringMatching(/^Q\d \d{4}$/), expect.stringMatching(/^Q\d \d{4}$/)]);
    expect(overview.period?.id).toBe(overview.periods[0]?.id);
    expect(overview.period?.objectives).toBe(4);
    expect(overview.valueStreams.map((stream) => stream.name)).toEqual(['Revenue engine', 'Product platform']);
    expect(overview.strategicObjectives).toHaveLength(3);
    expect(overview.objectives.map((objective) => [objective.title, objective.keyResults.length])).toEqual([
      ['Grow recurring revenue past the seed plan', 3],
      ['Land our first enterprise pilots', 2],
      ['Make the data room the reason founders stay', 3],
      ['Be ready for a SOC 2 Type I audit', 2],
    ]);
    const pilots = overview.objectives.find((objective) => objective.id === PILOTS_OBJECTIVE)!;
    expect(pilots.progress).toBe(0.3367);
    expect(pilots.keyResults.map((keyResult) => [keyResult.title, keyResult.current_value, keyResult.progress])).toEqual([
      ['Signed enterprise pilots', 1, 0.3333],
      ['Qualified enterprise pipeline', 420000, 0.34],
    ]);
    expect(overview.objectives[0]?.keyResults[0]).toMatchObject({ title: 'Monthly recurring revenue', metric_key: 'mrr', unit: 'currency' });
    expect(overview.epics).toHaveLength(6);
  });

  it('reads the quarter before when it is named, and another startup reads none of Fikr Labs', async () => {
    const db = await as(ACCOUNTS.startup);
    const { periods } = await getStrategyOverview(db, { organizationId: FL, periodId: null });
    const previous = await getStrategyOverview(db, { organizationId: FL, periodId: periods[1]!.id });
    expect(previous.period).toMatchObject({ id: periods[1]!.id, progress: 1 });
    expect(previous.objectives.map((objective) => objective.title)).toEqual(['Close the seed extension']);
    // Epics of this quarter's objectives are not the quarter before's.
    expect(previous.epics).toEqual([]);
    expect(await getStrategyOverview(await as(ACCOUNTS.otherStartup), { organizationId: FL, periodId: null })).toEqual({
      periods: [],
      period: null,
      valueStreams: [],
      strategicObjectives: [],
      objectives: [],
      epics: [],
    });
  });

  it('gives a key result’s check-ins the latest first with their authors, and the members who may own an objective', async () => {
    const db = await as(ACCOUNTS.startup);
    const checkIns = await getCheckIns(db, { organizationId: FL, keyResultId: CUSTOMERS });
    expect(checkIns.map((checkIn) => [checkIn.value, checkIn.confidence, checkIn.authorName])).toEqual([
      [163, 'high', 'Sara Startup'],
      [158, 'medium', 'Sara Startup'],
      [154, 'medium', 'Sara Startup'],
    ]);
    const members = await getStrategyMembers(db, { organizationId: FL });
    expect(members).toHaveLength(9);
    expect(members).toContainEqual({ userId: ACCOUNTS.startup.id, name: 'Sara Startup' });
  });

  it('records a check-in that moves the key result and its objective', async () => {
    const db = await as(ACCOUNTS.startup);
    const checkIn = await addCheckIn(db, { organization_id: FL, key_result_id: CUSTOMERS, value: 175, confidence: 'medium', comment: 'Webinar leads converting' });
    expect(checkIn).toMatchObject({ value: 175, source: 'member', author_id: ACCOUNTS.startup.id });
    const overview = await getStrategyOverview(db, { organizationId: FL, periodId: null });
    const customers = overview.objectives.flatMap((objective) => objective.keyResults).find((keyResult) => keyResult.id === CUSTOMERS);
    expect(customers).toMatchObject({ current_value: 175, confidence: 'medium', progress: 0.5 });
    await expect(addCheckIn(db, { organization_id: FL, key_result_id: CUSTOMERS, value: 1, confidence: 'low', checked_on: '2999-01-01' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'A check-in speaks for today or a day before',
    });
  });

  it('adds, changes and removes every kind of row, and brings back a refusal with its reason', async () => {
    const db = await as(ACCOUNTS.startup);
    const period = await createStrategicPeriod(db, { organization_id: FL, name: 'Q1 2031', starts_on: '2031-01-01', ends_on: '2031-03-31' });
    const stream = await createValueStream(db, { organization_id: FL, name: 'Partnerships' });
    const strategic = await createStrategicObjective(db, { organization_id: FL, period_id: period.id, value_stream_id: stream.id, title: 'Sell through banks' });
    const objective = await createObjective(db, { organization_id: FL, period_id: period.id, strategic_objective_id: strategic.id, owner_id: ACCOUNTS.admin.id, title: 'Sign two bank partners' });
    const keyResult = await createKeyResult(db, { organization_id: FL, objective_id: objective.id, title: 'Bank partners signed', unit: 'number', start_value: 0, target_value: 2 });
    expect(keyResult).toMatchObject({ period_id: period.id, current_value: 0, confidence: 'medium' });
    const epic = await createEpic(db, { organization_id: FL, objective_id: objective.id, title: 'Partner portal', status: 'planned' });

    expect(await updateStrategicPeriod(db, { organizationId: FL, id: period.id, changes: { name: 'Q1 2031 (partners)' } })).toMatchObject({ name: 'Q1 2031 (partners)' });
    expect(await updateValueStream(db, { organizationId: FL, id: stream.id, changes: { description: 'Banks and accelerators' } })).toMatchObject({ description: 'Banks and accelerators' });
    expect(await updateStrategicObjective(db, { organizationId: FL, id: strategic.id, changes: { value_stream_id: null } })).toMatchObject({ value_stream_id: null });
    expect(await updateObjective(db, { organizationId: FL, id: objective.id, changes: { owner_id: ACCOUNTS.startup.id } })).toMatchObject({ owner_id: ACCOUNTS.startup.id });
    expect(await updateKeyResult(db, { organizationId: FL, id: keyResult.id, changes: { target_value: 3 } })).toMatchObject({ target_value: 3 });
    expect(await updateEpic(db, { organizationId: FL, id: epic.id, changes: { status: 'in_progress' } })).toMatchObject({ status: 'in_progress' });

    await expect(createKeyResult(db, { organization_id: FL, objective_id: objective.id, title: 'Flat', start_value: 1, target_value: 1 })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(createValueStream(db, { organization_id: FL, name: 'Partnerships' })).rejects.toMatchObject({ code: 'DUPLICATE_RECORD' });
    // A period that holds objectives stays until they are gone.
    await expect(deleteStrategicPeriod(db, { organizationId: FL, id: period.id })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });

    await deleteEpic(db, { organizationId: FL, id: epic.id });
    await deleteKeyResult(db, { organizationId: FL, id: keyResult.id });
    await deleteObjective(db, { organizationId: FL, id: objective.id });
    await deleteStrategicObjective(db, { organizationId: FL, id: strategic.id });
    await deleteValueStream(db, { organizationId: FL, id: stream.id });
    await deleteStrategicPeriod(db, { organizationId: FL, id: period.id });
    const { periods } = await getStrategyOverview(db, { organizationId: FL, periodId: null });
    expect(periods.map((row) => row.id)).not.toContain(period.id);
  });

  it('refuses a member whose role may not plan, and removes nothing for them', async () => {
    const db = await as(ACCOUNTS.editor);
    await expect(createObjective(db, { organization_id: FL, period_id: '00000000-0000-4000-0e00-000000000001', title: 'Not mine to set' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(deleteEpic(db, { organizationId: FL, id: '00000000-0000-4000-0e00-000000000201' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
