import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXERCISE_AFTER_DAYS, EXERCISE_MAX_SHARE, vestedAtLeast } from './cap-table-options.mjs';
import { LEDGER_STARTUP_COUNT, capTableLedgers } from './cap-table.mjs';
import { renderCapTableSeedSql } from './cap-table-seed.mjs';
import { CAP_TABLE_SEED_FILE } from './cli.mjs';
import { createEcosystem } from './model.mjs';

const ecosystem = createEcosystem();
const ledgers = capTableLedgers(ecosystem);

const ofKind = (ledger, ...kinds) => ledger.transactions.filter((transaction) => kinds.includes(transaction.kind));
const total = (rows) => rows.reduce((sum, row) => sum + row.quantity, 0);
const holdersOfType = (ledger, type) => ledger.stakeholders.filter((stakeholder) => stakeholder.type === type);

describe('supabase/seeds/21_cap_table_ecosystem.sql', () => {
  it('is what the generator writes, the same bytes on every run (run pnpm seed:generate after changing it)', () => {
    const sql = renderCapTableSeedSql(ecosystem);
    expect(readFileSync(CAP_TABLE_SEED_FILE, 'utf8')).toBe(sql);
    expect(renderCapTableSeedSql(createEcosystem())).toBe(sql);
  });

  it('gives the first twelve startups, every stage among them, the stakeholders and classes of their stage', () => {
    expect(ledgers.map((ledger) => ledger.startup.id)).toEqual(ecosystem.startups.slice(0, LEDGER_STARTUP_COUNT).map((startup) => startup.id));
    expect(new Set(ledgers.map((ledger) => ledger.startup.stage))).toEqual(new Set(['pre_seed', 'seed', 'series_a', 'series_b']));
    for (const ledger of ledgers) {
      const members = new Set(ecosystem.startups.find((startup) => startup.id === ledger.startup.id).members.map((member) => member.id));
      const founders = holdersOfType(ledger, 'founder');
      expect(founders.length).toBeGreaterThanOrEqual(2);
      expect(founders.length).toBeLessThanOrEqual(3);
      expect(founders.every((founder) => members.has(founder.userId) && founder.email.endsWith('.test'))).toBe(true);
      expect(holdersOfType(ledger, 'investor').length).toBeGreaterThanOrEqual(1);
      expect(holdersOfType(ledger, 'investor').length).toBeLessThanOrEqual(4);
      expect(holdersOfType(ledger, 'employee').length).toBeGreaterThanOrEqual(2);
      expect(holdersOfType(ledger, 'employee').length).toBeLessThanOrEqual(6);
      expect(holdersOfType(ledger, 'advisor').length).toBeLessThanOrEqual(2);
      expect(members.has(ledger.createdBy)).toBe(true);
      // Preferred past pre-seed, each round senior to and dearer than the one before.
      const preferred = ledger.shareClasses.filter((shareClass) => shareClass.classType === 'preferred');
      expect(preferred.length).toBe({ pre_seed: 0, seed: 1, series_a: 2, series_b: 3 }[ledger.startup.stage]);
      preferred.forEach((shareClass, position) => {
        expect(shareClass.seniority).toBe(position + 1);
        if (position > 0) expect(shareClass.pricePerShare).toBeGreaterThan(preferred[position - 1].pricePerShare);
      });
    }
  });

  it('records every transaction in date order, in the past, after the security it acts on and within its ledger', () => {
    const ids = ledgers.flatMap((ledger) => [...ledger.stakeholders, ...ledger.shareClasses, ledger.equityPlan, ...ledger.vestingTerms, ...ledger.transactions].map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const ledger of ledgers) {
      const own = new Set([...ledger.stakeholders, ...ledger.shareClasses, ledger.equityPlan, ...ledger.vestingTerms].map((row) => row.id));
      ledger.transactions.forEach((transaction, position) => {
        expect(transaction.daysAgo).toBeGreaterThanOrEqual(1);
        if (position > 0) expect(transaction.daysAgo).toBeLessThanOrEqual(ledger.transactions[position - 1].daysAgo);
        const named = [transaction.stakeholderId, transaction.toStakeholderId, transaction.shareClassId, transaction.equityPlanId, transaction.vestingTermsId].filter(Boolean);
        expect(named.every((id) => own.has(id))).toBe(true);
        if (transaction.securityId === transaction.id) return;
        const security = ledger.transactions.findIndex((row) => row.id === transaction.securityId);
        expect(security).toBeGreaterThanOrEqual(0);
        expect(security).toBeLessThan(position);
        expect(ledger.transactions[security].stakeholderId).toBe(transaction.stakeholderId);
      });
    }
    // What a demo shows: SAFEs converted and still outstanding, exercises, a leaver, a transfer.
    const all = (kind) => ledgers.flatMap((ledger) => ofKind(ledger, kind));
    const converted = new Set(all('convertible_conversion').map((conversion) => conversion.securityId));
    expect(converted.size).toBeGreaterThan(0);
    expect(all('convertible_issuance').filter((safe) => !converted.has(safe.id)).length).toBeGreaterThan(0);
    expect(all('equity_compensation_exercise').length).toBeGreaterThanOrEqual(3);
    expect(all('equity_compensation_cancellation').length).toBeGreaterThan(0);
    expect(all('stock_transfer').length).toBeGreaterThan(0);
  });

  it('exercises only options that have vested, at most a quarter of a grant', () => {
    for (const ledger of ledgers) {
      const terms = new Map(ledger.vestingTerms.map((row) => [row.id, row]));
      for (const grant of ofKind(ledger, 'equity_compensation_issuance')) {
        const acting = ledger.transactions.filter((row) => row.securityId === grant.id && row.id !== grant.id);
        let exercised = 0;
        for (const exercise of acting.filter((row) => row.kind === 'equity_compensation_exercise')) {
          const days = grant.vestingDaysAgo - exercise.daysAgo;
          exercised += exercise.quantity;
          expect(days).toBeGreaterThanOrEqual(EXERCISE_AFTER_DAYS);
          expect(exercised).toBeLessThanOrEqual(vestedAtLeast(grant.quantity, terms.get(grant.vestingTermsId), days));
          expect(exercised).toBeLessThanOrEqual(grant.quantity * EXERCISE_MAX_SHARE);
        }
        expect(total(acting)).toBeLessThanOrEqual(grant.quantity);
      }
    }
  });

  it('keeps every class within its authorized shares and the grants within the plan’s reserve, 10 to 15% of fully diluted', () => {
    for (const ledger of ledgers) {
      const { equityPlan: plan } = ledger;
      const grants = ofKind(ledger, 'equity_compensation_issuance');
      const stock = ofKind(ledger, 'stock_issuance', 'convertible_conversion');
      expect(grants.every((grant) => grant.equityPlanId === plan.id)).toBe(true);
      expect(total(grants) - total(ofKind(ledger, 'equity_compensation_cancellation'))).toBeLessThanOrEqual(plan.sharesReserved);
      for (const shareClass of ledger.shareClasses) {
        const issued = total(stock.filter((row) => row.shareClassId === shareClass.id));
        // Common also holds every option the plan may grant and have exercised.
        const reserved = shareClass.id === plan.shareClassId ? plan.sharesReserved : 0;
        expect(issued + reserved).toBeLessThanOrEqual(shareClass.authorizedShares);
      }
      const poolShare = plan.sharesReserved / (total(stock) + plan.sharesReserved);
      expect(poolShare).toBeGreaterThanOrEqual(0.1);
      expect(poolShare).toBeLessThanOrEqual(0.15);
    }
  });
});
