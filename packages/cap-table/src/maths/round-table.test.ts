import { describe, expect, it } from 'vitest';
import { buildTable } from './round-table';

describe('the table before and after a round', () => {
  it('adds each stakeholder’s new shares to what they held, and keeps the pool on its own row', () => {
    // Constructed: 6,000 + 2,000 held and a pool of 2,000 (10,000); the round adds 1,000 to the
    // angel, 5,000 to a new investor and 2,000 to the pool (18,000).
    const { table, pool, sharesBefore, sharesAfter } = buildTable({
      before: [
        { stakeholderId: 'founder', shares: 6_000n },
        { stakeholderId: 'angel', shares: 2_000n },
      ],
      added: [
        { stakeholderId: 'angel', shares: 1_000n },
        { stakeholderId: 'lead', shares: 5_000n },
      ],
      poolBefore: 2_000n,
      poolTopUp: 2_000n,
    });
    expect([sharesBefore, sharesAfter]).toEqual([10_000n, 18_000n]);
    expect(table.map((row) => [row.stakeholderId, row.sharesBefore, row.sharesAfter])).toEqual([
      ['founder', 6_000, 6_000],
      ['angel', 2_000, 3_000],
      ['lead', 0, 5_000],
    ]);
    // Founder: 60 % → 33.33 %, diluted by 44.44 %; angel 20 % → 16.67 %, by 16.67 %; the lead is new.
    expect(table[0]?.percentBefore).toBe(60);
    expect(table[0]?.percentAfter).toBeCloseTo(33.3333, 4);
    expect(table[0]?.dilutionPercent).toBeCloseTo(44.4444, 4);
    expect(table[1]?.dilutionPercent).toBeCloseTo(16.6667, 4);
    expect(table[2]?.dilutionPercent).toBeNull();
    expect(pool).toEqual({ sharesBefore: 2_000, topUpShares: 2_000, sharesAfter: 4_000, percentBefore: 20, percentAfter: expect.closeTo(22.2222, 4) });
    expect(table.reduce((total, row) => total + row.percentAfter, pool.percentAfter)).toBeCloseTo(100, 10);
  });
});
