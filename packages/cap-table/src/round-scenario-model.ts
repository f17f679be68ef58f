import type { Tables } from '@fikrspace/db';
import type { CapTableSnapshot, ConvertibleType } from './ledger-model';
import type { Convertible, ConvertibleKind, Position, RoundInput, RoundModel } from './maths/round-types';
import type { ClassHolding, ShareClass as WaterfallClass, WaterfallInput } from './maths/waterfall-types';
import type { ScenarioInvestor, ScenarioTerms } from './round-scenario-schema';

/**
 * The round modeler's glue between the ledger and the maths: today's snapshot and a scenario's
 * terms become the maths' input, and a modeled round becomes what `convert_round_scenario` records.
 * The maths works on ids; a new investor, who has no stakeholder row yet, is `new:<index>` until
 * the conversion creates one.
 */

export const SCENARIO_COLUMNS = ['id', 'organization_id', 'name', 'terms', 'converted_at', 'converted_on', 'created_at', 'updated_at'] as const;
export type ScenarioRow = Pick<Tables<'cap_round_scenarios'>, (typeof SCENARIO_COLUMNS)[number]>;

/** The unissued pool's id on the maths' table: nobody's holding. */
export const POOL_ID = 'pool';
export const newInvestorId = (index: number) => `new:${index}`;

const CONVERTIBLE_KINDS: Record<ConvertibleType, ConvertibleKind> = {
  safe_post_money: 'safe-post-money',
  safe_pre_money: 'safe-pre-money',
  convertible_note: 'note',
};

/** Today's fully diluted table as the maths reads it: each holder's shares by kind, the pool's unissued shares, the outstanding convertibles. */
export function roundInputFrom(snapshot: CapTableSnapshot, terms: ScenarioTerms): RoundInput {
  const positions: Position[] = [];
  for (const holder of snapshot.holders) {
    const add = (kind: Position['kind'], shares: number) => {
      if (shares > 0) positions.push({ stakeholderId: holder.stakeholder_id, kind, shares });
    };
    add('common', holder.common_shares);
    add('preferred', holder.preferred_shares);
    add('option', holder.options);
    add('rsu', holder.rsus);
    add('warrant', holder.warrants);
  }
  if (snapshot.pool.available > 0) positions.push({ stakeholderId: POOL_ID, kind: 'pool', shares: snapshot.pool.available });
  const convertibles: Convertible[] = snapshot.convertibles.map((row) => ({
    id: row.securityId,
    stakeholderId: row.stakeholderId,
    kind: CONVERTIBLE_KINDS[row.convertibleType ?? 'safe_post_money'],
    principal: row.amount,
    ...(row.valuationCap !== null ? { valuationCap: row.valuationCap } : {}),
    ...(row.discountPercent !== null ? { discountPercent: row.discountPercent } : {}),
    ...(row.interestRatePercent !== null ? { interestRatePercent: row.interestRatePercent } : {}),
    issueDate: row.issuedOn,
  }));
  return {
    positions,
    convertibles,
    round: {
      newMoney: terms.newMoney,
      preMoneyValuation: terms.preMoneyValuation,
      ...(terms.pool.mode === 'target' ? { targetPoolPercent: terms.pool.percent } : {}),
      ...(terms.pool.mode === 'shares' ? { poolTopUpShares: terms.pool.shares } : {}),
      poolTiming: terms.poolTiming,
      investors: terms.investors.map((row, index) => ({ stakeholderId: 'stakeholderId' in row ? row.stakeholderId : newInvestorId(index), amount: row.amount })),
      closingDate: terms.closingDate,
    },
  };
}

/** Who an id on the modeled table is: a stakeholder's name, a new investor's, or the pool. */
export function nameResolver(snapshot: CapTableSnapshot, investors: readonly ScenarioInvestor[]) {
  const names = new Map(snapshot.stakeholders.map((row) => [row.id, row.name]));
  investors.forEach((row, index) => {
    if ('name' in row) names.set(newInvestorId(index), row.name);
  });
  return (id: string) => names.get(id) ?? id;
}

export interface ConversionPayload {
  pricePerShare: number;
  investors: { stakeholderId: string | null; name: string | null; amount: number; shares: number }[];
  conversions: { securityId: string; shares: number; conversionPrice: number }[];
  poolTopUp: number;
}

/** What `convert_round_scenario` records for a modeled round. */
export function conversionPayload(model: RoundModel, terms: ScenarioTerms): ConversionPayload {
  return {
    pricePerShare: model.pricePerShare,
    investors: model.investors.map((row, index) => {
      const investor = terms.investors[index];
      const isNew = !investor || 'name' in investor;
      return { stakeholderId: isNew ? null : row.stakeholderId, name: investor && 'name' in investor ? investor.name : null, amount: row.amount, shares: row.shares };
    }),
    conversions: model.conversions.map((row) => ({ securityId: row.convertibleId, shares: row.shares, conversionPrice: row.conversionPrice })),
    poolTopUp: model.pool.topUpShares,
  };
}

/**
 * Today's table as the exit waterfall reads it: stock by its class and its preference terms,
 * options and warrants grouped by exercise price (each group is in the money or not as a whole),
 * RSUs as options that cost nothing. Outstanding convertibles have no shares until they convert,
 * so they are left out and counted in `convertiblesLeftOut` for the page to say so.
 */
export function waterfallInputFrom(snapshot: CapTableSnapshot, exitValue: number): WaterfallInput & { convertiblesLeftOut: number } {
  const classes = new Map<string, WaterfallClass>();
  for (const { shareClass } of snapshot.classes) {
    classes.set(
      shareClass.id,
      shareClass.class_type === 'common'
        ? { id: shareClass.id, kind: 'common' }
        : {
            id: shareClass.id,
            kind: 'preferred',
            seniority: shareClass.seniority,
            issuePrice: shareClass.price_per_share ?? 0,
            preferenceMultiple: shareClass.liquidation_preference_multiple,
            participating: shareClass.is_participating,
            ...(shareClass.participation_cap_multiple !== null ? { participationCapMultiple: shareClass.participation_cap_multiple } : {}),
          },
    );
  }
  const holdings: ClassHolding[] = [];
  for (const position of snapshot.positions) {
    const shares = position.quantity_outstanding ?? 0;
    if (shares <= 0) continue;
    if (position.holding_kind === 'stock' && position.share_class_id && classes.has(position.share_class_id)) {
      holdings.push({ stakeholderId: position.stakeholder_id, classId: position.share_class_id, shares });
    } else if (position.holding_kind === 'option' || position.holding_kind === 'rsu' || position.holding_kind === 'warrant') {
      const kind = position.holding_kind === 'warrant' ? 'warrant' : 'option';
      const exercisePrice = position.holding_kind === 'rsu' ? 0 : (position.price_per_share ?? 0);
      const id = `${kind}@${exercisePrice}`;
      if (!classes.has(id)) classes.set(id, { id, kind, exercisePrice });
      holdings.push({ stakeholderId: position.stakeholder_id, classId: id, shares });
    }
  }
  return { exitValue, classes: [...classes.values()], holdings, convertiblesLeftOut: snapshot.convertibles.length };
}
