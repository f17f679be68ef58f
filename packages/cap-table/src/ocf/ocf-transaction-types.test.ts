import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from './ocf-plan';
import { OCF_OBJECT_TYPES, OCF_TRANSACTION_TYPES, supportOf } from './ocf-transaction-types';
import { OCF_DIR } from './testing/ocf-validator';

const objectTypes = (JSON.parse(readFileSync(path.join(OCF_DIR, 'schema/enums/ObjectType.schema.json'), 'utf8')) as { enum: string[] }).enum;
const locale = (language: string) => JSON.parse(readFileSync(path.join(OCF_DIR, `../locales/${language}/cap-table.json`), 'utf8')) as { ocf: { reasons: Record<string, string> } };

describe('the table of OCF object types', () => {
  it('names every object type of the vendored OCF version, and nothing else', () => {
    expect([...Object.keys(OCF_OBJECT_TYPES), ...Object.keys(OCF_TRANSACTION_TYPES)].sort()).toEqual([...objectTypes].sort());
  });

  it('words every reason of the import report, in English, Arabic and French', () => {
    const reasons = new Set<string>([...objectTypes.map(supportOf), supportOf('TX_NOT_YET_INVENTED')].flatMap((support) => (support.status === 'reported' ? [support.reason] : [])));
    for (const reason of REPORT_REASONS) reasons.add(reason);
    for (const language of ['en', 'ar', 'fr']) for (const reason of reasons) expect(locale(language).ocf.reasons[reason], `${language} ${reason}`).toBeTruthy();
  });

  it('applies each of the ledger’s kinds from at least one OCF type', () => {
    const kinds = new Set(Object.values(OCF_TRANSACTION_TYPES).flatMap((support) => (support.status === 'applied' ? [support.as] : [])));
    // vesting_event is exported as an acceleration tagged as an event, and comes back as one.
    expect([...kinds].sort()).toEqual(
      [
        'convertible_cancellation',
        'convertible_conversion',
        'convertible_issuance',
        'equity_compensation_cancellation',
        'equity_compensation_exercise',
        'equity_compensation_issuance',
        'reversal',
        'stock_cancellation',
        'stock_issuance',
        'stock_repurchase',
        'stock_transfer',
        'vesting_acceleration',
        'vesting_start',
        'warrant_cancellation',
        'warrant_exercise',
        'warrant_issuance',
      ].sort(),
    );
  });
});
