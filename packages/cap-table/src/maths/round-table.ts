import { Fraction } from 'fraction.js';
import type { PoolRow, StakeholderRow } from './round-types';

/**
 * The table before and after a round, one row per stakeholder, in the order they first appear:
 * existing holders, then convertible holders, then new investors. Percentages are of the fully
 * diluted count, pool included; the pool has its own row, so rows and pool add up to 100 %.
 * Percentages are for reading: each is the exact ratio turned into the nearest number once.
 */

export interface ShareMovement {
  stakeholderId: string;
  shares: bigint;
}

export interface TableParts {
  before: readonly ShareMovement[];
  added: readonly ShareMovement[];
  poolBefore: bigint;
  poolTopUp: bigint;
}

const percentOf = (shares: bigint, total: bigint) => (total === 0n ? 0 : new Fraction(shares).mul(100).div(total).valueOf());

function totalsById(movements: readonly ShareMovement[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { stakeholderId, shares } of movements) totals.set(stakeholderId, (totals.get(stakeholderId) ?? 0n) + shares);
  return totals;
}

export function buildTable({ before, added, poolBefore, poolTopUp }: TableParts): { table: StakeholderRow[]; pool: PoolRow; sharesBefore: bigint; sharesAfter: bigint } {
  const holdingsBefore = totalsById(before);
  const holdingsAdded = totalsById(added);
  const sharesBefore = [...holdingsBefore.values()].reduce((total, shares) => total + shares, poolBefore);
  const sharesAfter = [...holdingsAdded.values()].reduce((total, shares) => total + shares, sharesBefore + poolTopUp);
  const ids = [...new Set([...holdingsBefore.keys(), ...holdingsAdded.keys()])];
  const table = ids.map((stakeholderId) => {
    const held = holdingsBefore.get(stakeholderId) ?? 0n;
    const after = held + (holdingsAdded.get(stakeholderId) ?? 0n);
    const ownedBefore = new Fraction(held).div(sharesBefore);
    const ownedAfter = new Fraction(after).div(sharesAfter);
    return {
      stakeholderId,
      sharesBefore: Number(held),
      sharesAfter: Number(after),
      percentBefore: percentOf(held, sharesBefore),
      percentAfter: percentOf(after, sharesAfter),
      dilutionPercent: held === 0n ? null : ownedBefore.sub(ownedAfter).div(ownedBefore).mul(100).valueOf(),
    };
  });
  const pool = {
    sharesBefore: Number(poolBefore),
    topUpShares: Number(poolTopUp),
    sharesAfter: Number(poolBefore + poolTopUp),
    percentBefore: percentOf(poolBefore, sharesBefore),
    percentAfter: percentOf(poolBefore + poolTopUp, sharesAfter),
  };
  return { table, pool, sharesBefore, sharesAfter };
}
