import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../ledger-model';
import { createCapTerms } from './create-cap-terms';
import { getCapLedger } from './get-cap-ledger';
import { getCapTableSnapshot } from './get-cap-table-snapshot';
import { getVestedQuantities } from './get-vested-quantities';
import { recordCapTransaction } from './record-cap-transaction';
import { modelRound } from '../maths/round-model';
import { conversionPayload, roundInputFrom } from '../round-scenario-model';
import { parseScenarioTerms, type ScenarioTerms } from '../round-scenario-schema';
import { convertRoundScenario } from './convert-round-scenario';
import { deleteRoundScenario } from './delete-round-scenario';
import { getRoundScenarios } from './get-round-scenarios';
import { saveRoundScenario } from './save-round-scenario';

/**
 * The ledger's fetchers against the local backend and its seed (supabase/seeds/11_cap_table_ledger.sql),
 * signed in as demo accounts: the founder reads the whole of Fikr Labs' cap table, stakeholder@
 * (Samir, an advisor with options) only what is his. The database's own rules are proven by the
 * persona tests (supabase/tests/cap-table/rls-ledger.test.ts); here, that each fetcher asks and
 * reads the way PostgREST answers.
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;
const TODAY = isoDate(new Date());

for (const target of await targets()) {
  describe(`cap table ledger fetchers against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.stakeholder].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('puts together the founder’s cap table as of today: every holder, the classes, the pool and the open SAFE', async () => {
      const snapshot = await getCapTableSnapshot(await as(ACCOUNTS.startup), { organizationId: ORG.fikrLabs, asOf: TODAY });
      expect(snapshot.holders).toHaveLength(9);
      expect(snapshot.holders[0]).toMatchObject({ name: 'Sara Startup', common_shares: 4_000_000, fully_diluted: 4_000_000 });
      expect(snapshot.totals.fullyDiluted).toBe(10_800_000);
      expect(snapshot.pool).toEqual({ reserved: 1_000_000, granted: 195_000, available: 805_000 });
      expect(snapshot.classes.map(({ shareClass, outstanding }) => [shareClass.name, outstanding])).toEqual([
        ['Series Seed Preferred', 2_750_000],
        ['Common', 7_005_000],
      ]);
      expect(snapshot.convertibles).toEqual([expect.objectContaining({ holderName: 'شركة النور للاستثمار', amount: 250_000, valuationCap: 12_000_000, discountPercent: 20 })]);
      expect(snapshot.terms).toHaveLength(3);
    });

    it('gives a stakeholder only what is theirs, with their share of the whole', async () => {
      const snapshot = await getCapTableSnapshot(await as(ACCOUNTS.stakeholder), { organizationId: ORG.fikrLabs, asOf: TODAY });
      expect(snapshot.holders.map((row) => [row.name, row.fully_diluted, row.fully_diluted_percent])).toEqual([['Samir Stakeholder', 25_000, 0.2315]]);
      expect(new Set(snapshot.positions.map((position) => position.holding_kind))).toEqual(new Set(['option', 'stock']));
      const grant = snapshot.positions.find((position) => position.holding_kind === 'option')!;
      const vested = await getVestedQuantities(await as(ACCOUNTS.stakeholder), { organizationId: ORG.fikrLabs, asOf: TODAY, securityIds: [grant.security_id] });
      // Two years monthly from 730 days ago: 23 or 24 of 24 months have passed, by the calendar.
      expect(vested[grant.security_id]).toBeGreaterThanOrEqual(23_958);
    });

    it('reads the ledger the latest first, a page at a time', async () => {
      const page = await getCapLedger(await as(ACCOUNTS.startup), { organizationId: ORG.fikrLabs, page: 1 });
      expect(page).toMatchObject({ total: 13, page: 1, totalPages: 1 });
      const dates = page.rows.map((row) => row.effective_on);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('records a transaction the database completes, and brings back its refusal with the reason', async () => {
      const db = await as(ACCOUNTS.startup);
      const snapshot = await getCapTableSnapshot(db, { organizationId: ORG.fikrLabs, asOf: TODAY });
      const trust = snapshot.positions.find((position) => position.stakeholder_id === snapshot.stakeholders.find((holder) => holder.name === 'Haddad Family Trust')!.id)!;
      const repurchase = await recordCapTransaction(db, { organization_id: ORG.fikrLabs, kind: 'stock_repurchase', effective_on: TODAY, security_id: trust.security_id, quantity: 50_000, price_per_share: 0.8 });
      expect(repurchase).toMatchObject({ kind: 'stock_repurchase', stakeholder_id: trust.stakeholder_id, share_class_id: trust.share_class_id });
      await expect(
        recordCapTransaction(db, { organization_id: ORG.fikrLabs, kind: 'stock_cancellation', effective_on: TODAY, security_id: trust.security_id, quantity: 200_001 }),
      ).rejects.toMatchObject({ message: 'Only 200000 shares of this security are left', code: 'VALIDATION_ERROR' });
    });

    it('adds a share class, a plan on it and vesting terms, and refuses a class name already used', async () => {
      const db = await as(ACCOUNTS.startup);
      const created = await createCapTerms(db, { table: 'share_classes', row: { organization_id: ORG.fikrLabs, name: 'Series A Preferred', class_type: 'preferred', authorized_shares: 2_000_000, price_per_share: 2.4, seniority: 2 } });
      await createCapTerms(db, { table: 'equity_plans', row: { organization_id: ORG.fikrLabs, name: '2027 Plan', share_class_id: created.id, shares_reserved: 250_000 } });
      await createCapTerms(db, { table: 'vesting_terms', row: { organization_id: ORG.fikrLabs, name: '1 year monthly', total_length: 12 } });
      const snapshot = await getCapTableSnapshot(db, { organizationId: ORG.fikrLabs, asOf: TODAY });
      expect(snapshot.classes.map(({ shareClass }) => shareClass.name)).toEqual(['Series A Preferred', 'Series Seed Preferred', 'Common']);
      expect(snapshot.plans.map((plan) => plan.name)).toContain('2027 Plan');
      await expect(createCapTerms(db, { table: 'share_classes', row: { organization_id: ORG.fikrLabs, name: 'Common', class_type: 'common', authorized_shares: 1 } })).rejects.toMatchObject({ code: 'DUPLICATE_RECORD' });
    });

    it('reads the saved round scenarios, saves one, refuses a name already used, and hides them from the stakeholder role', async () => {
      const db = await as(ACCOUNTS.startup);
      const saved = await getRoundScenarios(db, { organizationId: ORG.fikrLabs });
      expect(saved.map((row) => row.name).sort()).toEqual(['Series A at $12M pre', 'Series A at $15M pre, smaller pool']);
      expect(saved.every((row) => parseScenarioTerms(row.terms) !== null)).toBe(true);
      const terms: ScenarioTerms = { newMoney: 500_000, preMoneyValuation: 10_000_000, pool: { mode: 'none' }, poolTiming: 'pre-money', closingDate: TODAY, investors: [{ name: 'Probe Angels', amount: 500_000 }] };
      const created = await saveRoundScenario(db, { organizationId: ORG.fikrLabs, name: 'Probe round', terms });
      expect(created).toMatchObject({ name: 'Probe round', converted_at: null });
      await expect(saveRoundScenario(db, { organizationId: ORG.fikrLabs, name: 'Probe round', terms })).rejects.toMatchObject({ code: 'DUPLICATE_RECORD' });
      await deleteRoundScenario(db, { organizationId: ORG.fikrLabs, id: created.id });
      expect(await getRoundScenarios(await as(ACCOUNTS.stakeholder), { organizationId: ORG.fikrLabs })).toEqual([]);
    });

    it('converts a modeled round into the ledger once, and the fully diluted table grows by what the model said', async () => {
      const db = await as(ACCOUNTS.startup);
      const before = await getCapTableSnapshot(db, { organizationId: ORG.fikrLabs, asOf: TODAY });
      const scenario = (await getRoundScenarios(db, { organizationId: ORG.fikrLabs })).find((row) => row.name === 'Series A at $12M pre')!;
      const terms = { ...parseScenarioTerms(scenario.terms)!, closingDate: TODAY };
      const modeled = modelRound(roundInputFrom(before, terms));
      if (!modeled.ok) throw new Error(modeled.problem);
      const preferred = before.classes.find(({ shareClass }) => shareClass.name === 'Series Seed Preferred')!.shareClass.id;
      const convert = () =>
        convertRoundScenario(db, {
          organizationId: ORG.fikrLabs,
          scenarioId: scenario.id,
          effectiveOn: TODAY,
          shareClassId: preferred,
          equityPlanId: before.plans[0]!.id,
          fullyDilutedBefore: before.totals.fullyDiluted,
          result: conversionPayload(modeled.value, terms),
        });
      expect(await convert()).toEqual({ issued: 2, converted: 1, poolTopUp: modeled.value.pool.topUpShares });
      const after = await getCapTableSnapshot(db, { organizationId: ORG.fikrLabs, asOf: TODAY });
      expect(after.totals.fullyDiluted).toBe(modeled.value.totals.sharesAfter);
      expect(after.holders.find((row) => row.name === 'Gulf Horizon Ventures')?.preferred_shares).toBe(modeled.value.investors[0]!.shares);
      expect(after.convertibles).toEqual([]);
      await expect(convert()).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    });
  });
}
