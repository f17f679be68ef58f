import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../ledger-model';
import { closeFundingRound } from './close-funding-round';
import { createFundingRound } from './create-funding-round';
import { deleteFundingRound } from './delete-funding-round';
import { getCapLedger } from './get-cap-ledger';
import { getFundingRounds } from './get-funding-rounds';
import { getRoundPipeline } from './get-round-pipeline';
import { getRoundShareClasses } from './get-round-share-classes';
import { moveRoundInvestor } from './move-round-investor';
import { saveRoundInvestor } from './save-round-investor';
import { updateFundingRound } from './update-funding-round';

/**
 * The fundraising fetchers against the local backend and its seed
 * (supabase/seeds/22_cap_table_funding_rounds.sql), signed in as demo accounts: the founder
 * (startup@, Fikr Labs' matrix owner) writes and closes rounds, the editor writes but does not
 * delete, the viewer reads only. The database's own rules are proven by the persona tests
 * (supabase/tests/cap-table/rls-funding-rounds.test.ts); here, that each fetcher asks and reads
 * the way PostgREST answers.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;
const FL = ORG.fikrLabs;
const SERIES_A = '00000000-0000-4000-cf00-000000000002';
const TODAY = isoDate(new Date());

for (const target of await targets()) {
  describe(`fundraising fetchers against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.editor, ACCOUNTS.viewer].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('reads the rounds the latest first, each with what is committed of its target', async () => {
      const rounds = await getFundingRounds(await as(ACCOUNTS.viewer), { organizationId: FL });
      expect(rounds.map((round) => [round.name, round.status, round.committed, round.progressPercent, round.investors])).toEqual([
        ['Series A', 'open', 1_250_000, 20.83, 8],
        ['Seed round', 'closed', 1_000_000, 100, 3],
      ]);
      // Oasis Ventures (term sheet), Falcon Growth Partners, Cedar Ventures, Atlas Capital and Desert Rose Angels.
      expect(rounds[0]!.inPipeline).toBe(2_500_000 + 1_000_000 + 750_000 + 500_000 + 250_000);
    });

    it('reads a round’s pipeline in the order the investors were added, with the reason of a pass', async () => {
      const pipeline = await getRoundPipeline(await as(ACCOUNTS.startup), { organizationId: FL, roundId: SERIES_A });
      expect(pipeline).toHaveLength(8);
      expect(pipeline[0]).toMatchObject({ investor_name: 'Oasis Ventures', stage: 'term_sheet', investor_organization_id: ORG.oasisVentures });
      expect(pipeline.find((investor) => investor.stage === 'passed')?.pass_reason).toMatch(/^Outside their thesis/);
    });

    it('lists the share classes a priced round may issue', async () => {
      expect((await getRoundShareClasses(await as(ACCOUNTS.startup), { organizationId: FL })).map((shareClass) => shareClass.name)).toEqual(['Series Seed Preferred', 'Common']);
    });

    it('lets the editor add a round and move its investors, but not remove it', async () => {
      const editor = await as(ACCOUNTS.editor);
      const round = await createFundingRound(editor, { organizationId: FL, row: { name: 'Editor bridge', instrument: 'safe_post_money', target_amount: 300_000, valuation_cap: 14_000_000, status: 'open' } });
      const investor = await saveRoundInvestor(editor, { organizationId: FL, roundId: round.id, row: { investor_name: 'Nova Partners', stage: 'meeting', expected_amount: 100_000 } });
      expect(investor).toMatchObject({ round_id: round.id, organization_id: FL, stage: 'meeting' });
      await expect(moveRoundInvestor(editor, { organizationId: FL, roundId: round.id, id: investor.id, stage: 'passed' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(await moveRoundInvestor(editor, { organizationId: FL, roundId: round.id, id: investor.id, stage: 'passed', passReason: 'Fund fully deployed this year.' })).toMatchObject({
        stage: 'passed',
        pass_reason: 'Fund fully deployed this year.',
      });
      // Back in the pipeline, the reason goes.
      expect(await moveRoundInvestor(editor, { organizationId: FL, roundId: round.id, id: investor.id, stage: 'meeting' })).toMatchObject({ stage: 'meeting', pass_reason: null });
      await expect(deleteFundingRound(editor, { id: round.id, organizationId: FL })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await deleteFundingRound(await as(ACCOUNTS.startup), { id: round.id, organizationId: FL });
    });

    it('keeps a viewer to reading: no change, no closing', async () => {
      const viewer = await as(ACCOUNTS.viewer);
      await expect(updateFundingRound(viewer, { id: SERIES_A, organizationId: FL, changes: { target_amount: 1 } })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await expect(closeFundingRound(viewer, { organizationId: FL, roundId: SERIES_A, closedOn: TODAY })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    });

    it('brings back why a round cannot close', async () => {
      await expect(closeFundingRound(await as(ACCOUNTS.startup), { organizationId: FL, roundId: SERIES_A, closedOn: TODAY })).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'A priced round names its share class and price per share before it closes',
      });
    });

    it('closes a SAFE round: each commitment becomes a SAFE in the ledger, for a new investor stakeholder', async () => {
      const db = await as(ACCOUNTS.startup);
      const round = await createFundingRound(db, { organizationId: FL, row: { name: 'Angel SAFE', instrument: 'safe_post_money', target_amount: 200_000, valuation_cap: 15_000_000, discount_percent: 15, status: 'open' } });
      await saveRoundInvestor(db, { organizationId: FL, roundId: round.id, row: { investor_name: 'Levant Growth Fund', stage: 'committed', committed_amount: 120_000, contact_email: 'ir@levant.example' } });
      await saveRoundInvestor(db, { organizationId: FL, roundId: round.id, row: { investor_name: 'Sahara Seed Collective', stage: 'due_diligence', expected_amount: 80_000 } });
      const closed = await closeFundingRound(db, { organizationId: FL, roundId: round.id, closedOn: TODAY });
      expect(closed).toHaveLength(1);
      const ledger = await getCapLedger(db, { organizationId: FL, page: 1 });
      expect(ledger.rows.find((row) => row.id === closed[0]!.transaction_id)).toMatchObject({
        kind: 'convertible_issuance',
        convertible_type: 'safe_post_money',
        amount: 120_000,
        valuation_cap: 15_000_000,
        discount_percent: 15,
        effective_on: TODAY,
        note: 'Angel SAFE',
      });
      const [summary] = (await getFundingRounds(db, { organizationId: FL })).filter((row) => row.id === round.id);
      expect(summary).toMatchObject({ status: 'closed', closed_on: TODAY, committed: 120_000 });
      const stages = (await getRoundPipeline(db, { organizationId: FL, roundId: round.id })).map((investor) => [investor.investor_name, investor.stage]);
      expect(stages).toEqual([
        ['Levant Growth Fund', 'closed'],
        ['Sahara Seed Collective', 'due_diligence'],
      ]);
    });
  });
}
