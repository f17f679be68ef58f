import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportOcf } from './export-ocf';
import { importOcf } from './import-ocf';
import { readOcfPackage, type OcfSource } from './ocf-package';
import type { ImportPlan, OcfImport } from './ocf-plan';
import { supportOf } from './ocf-transaction-types';
import { sourcesFromFiles, unzipSources, zipOcf } from './ocf-zip';
import { coherentPackage } from './testing/coherent-package';
import { fikrLabsLedger, TODAY } from './testing/fikr-labs-ledger';
import { OCF_DIR } from './testing/ocf-validator';
import { planToLedger } from './testing/plan-to-ledger';

/**
 * Reading OCF packages into import plans: the coalition's samples, a consistent package in
 * another tool's style, the platform's own export read back, and input that is not a package.
 */

const encoder = new TextEncoder();
const samples = (): OcfSource[] => readdirSync(path.join(OCF_DIR, 'samples')).map((file) => ({ path: `samples/${file}`, bytes: new Uint8Array(readFileSync(path.join(OCF_DIR, 'samples', file))) }));
function imported(sources: OcfSource[]): OcfImport {
  const read = readOcfPackage(sources);
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  return importOcf(read.content);
}
const exportedSources = (ledger = fikrLabsLedger()) => exportOcf(ledger, { asOf: TODAY, generatedAt: `${TODAY}T10:00:00.000Z` }).files.map((file) => ({ path: file.path, bytes: encoder.encode(file.text) }));
const reasons = (result: OcfImport) => result.report.notApplied.map((entry) => `${entry.objectType} ${entry.id}: ${entry.reason}${entry.detail ? ` ${entry.detail}` : ''}`);

/** A plan without its refs and sources, which are the package's ids: what two imports of one cap table share. */
function shape(plan: ImportPlan) {
  const refs = new Map<string, string>();
  const name = (table: string, ref: string | null | undefined) => (ref ? (refs.get(`${table}:${ref}`) ?? `?${ref}`) : null);
  plan.share_classes.forEach((row) => refs.set(`share_classes:${row.ref}`, row.name));
  plan.equity_plans.forEach((row) => refs.set(`equity_plans:${row.ref}`, row.name));
  plan.vesting_terms.forEach((row) => refs.set(`vesting_terms:${row.ref}`, row.name));
  plan.stakeholders.forEach((row) => refs.set(`stakeholders:${row.ref}`, row.name));
  plan.transactions.forEach((row, index) => refs.set(`transactions:${row.ref}`, `#${index} ${row.kind}`));
  const strip = <T extends { ref: string }>({ ref: _ref, ...row }: T) => row;
  return {
    share_classes: plan.share_classes.map(strip),
    equity_plans: plan.equity_plans.map(({ share_class_ref, ...row }) => ({ ...strip(row), share_class: name('share_classes', share_class_ref) })),
    vesting_terms: plan.vesting_terms.map(strip),
    stakeholders: plan.stakeholders.map(strip),
    transactions: plan.transactions.map(({ ref: _ref, source: _source, security_ref, stakeholder_ref, to_stakeholder_ref, share_class_ref, equity_plan_ref, vesting_terms_ref, reverses_ref, ...row }) => ({
      ...(Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined)) as Partial<typeof row> & Pick<typeof row, 'kind'>),
      security: name('transactions', security_ref),
      stakeholder: name('stakeholders', stakeholder_ref),
      to: name('stakeholders', to_stakeholder_ref),
      class: name('share_classes', share_class_ref),
      plan: name('equity_plans', equity_plan_ref),
      terms: name('vesting_terms', vesting_terms_ref),
      reverses: name('transactions', reverses_ref),
    })),
  };
}

describe('the coalition’s samples', () => {
  const result = imported(samples());

  it('import their stakeholders, stock classes, stock plan and the vesting terms that are one schedule', () => {
    expect(result.issuer).toEqual({ legalName: 'ACME Industries', asOf: '2022-03-22', ocfVersion: '1.2.1-alpha+main' });
    expect(result.plan.stakeholders).toEqual([
      { ref: 'stakeholder-sample-individual-all-fields', name: 'Person X', stakeholder_type: 'employee', email: 'personal@test.email' },
      { ref: 'stakeholder-sample-institution-all-fields', name: 'XYZ Holdings Fund III', stakeholder_type: 'investor', email: 'toddfundmanager@test.email' },
      { ref: 'stakeholder-sample-minimal-fields', name: 'XYZ Holdings Fund IV', stakeholder_type: 'other', email: null },
      { ref: 'd6c49a5a-257d-4b41-9f1d-073a77dfe719', name: 'Person Y', stakeholder_type: 'other', email: null },
    ]);
    expect(result.plan.share_classes).toEqual([
      expect.objectContaining({ name: 'Common Stock', class_type: 'common', authorized_shares: 1_000_000_000, price_per_share: 0.0001, par_value: 0.0001, seniority: 1, is_participating: false, board_approved_on: '2001-02-28' }),
      expect.objectContaining({ name: 'Series Seed Preferred', class_type: 'preferred', authorized_shares: 10_000_000, seniority: 2, liquidation_preference_multiple: 2, is_participating: true, participation_cap_multiple: 2, conversion_ratio: 1 }),
    ]);
    expect(result.plan.equity_plans).toEqual([{ ref: '257e5da9-5268-465c-84be-f6d4d4703a9b', name: '2021 Stock Incentive Plan', share_class_ref: '8d8371e8-d41d-4a49-9f42-b91758fd155d', shares_reserved: 10_000_000, board_approved_on: '1983-12-31' }]);
    expect(result.plan.vesting_terms).toEqual([{ ref: '4yr-1yr-cliff-schedule', name: 'Four Year / One Year Cliff', period_unit: 'months', period_length: 1, cliff_length: 12, total_length: 48 }]);
    expect(result.report.warnings).toContainEqual({ objectType: 'VESTING_TERMS', id: '4yr-1yr-cliff-schedule', reason: 'rounding', detail: 'CUMULATIVE_ROUNDING' });
  });

  it('report every object they do not import, with its type and reason: none is dropped silently', () => {
    const listed = ['Stakeholders', 'StockClasses', 'StockPlans', 'VestingTerms', 'Transactions', 'StockLegends', 'Valuations', 'Financings'].flatMap(
      (file) => (JSON.parse(readFileSync(path.join(OCF_DIR, 'samples', `${file}.ocf.json`), 'utf8')) as { items: { object_type: string; id: string }[] }).items,
    );
    const applied = new Set([...Object.values(result.plan).flatMap((rows: { ref: string }[]) => rows.map((row) => row.ref))]);
    const reported = new Set(result.report.notApplied.map((entry) => `${entry.objectType} ${entry.id}`));
    expect(listed.filter((item) => !applied.has(item.id) && !reported.has(`${item.object_type} ${item.id}`))).toEqual([]);
    // The samples illustrate each type on its own: their transactions name stakeholders and securities the package does not hold.
    expect(result.plan.transactions).toEqual([]);
  });

  it('report each transaction type the ledger does not model, with its reason', () => {
    const unsupported = new Map(result.report.notApplied.filter((entry) => supportOf(entry.objectType).status === 'reported').map((entry) => [entry.objectType, entry.reason]));
    expect(Object.fromEntries(unsupported)).toEqual({
      TX_ISSUER_AUTHORIZED_SHARES_ADJUSTMENT: 'issuerAdjustment',
      TX_CONVERTIBLE_ACCEPTANCE: 'acceptance',
      TX_CONVERTIBLE_TRANSFER: 'nonStockTransfer',
      TX_EQUITY_COMPENSATION_ACCEPTANCE: 'acceptance',
      TX_STOCK_PLAN_RETURN_TO_POOL: 'returnToPool',
      TX_EQUITY_COMPENSATION_REPRICING: 'repricing',
      TX_VESTING_EVENT: 'vestingEvent',
      TX_EQUITY_COMPENSATION_RELEASE: 'release',
      TX_EQUITY_COMPENSATION_TRANSFER: 'nonStockTransfer',
      TX_STOCK_ACCEPTANCE: 'acceptance',
      TX_STOCK_CONVERSION: 'stockConversion',
      TX_STOCK_REISSUANCE: 'reissuance',
      TX_STOCK_CONSOLIDATION: 'consolidation',
      TX_STOCK_CLASS_SPLIT: 'split',
      TX_STOCK_CLASS_CONVERSION_RATIO_ADJUSTMENT: 'classAdjustment',
      TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT: 'classAdjustment',
      TX_WARRANT_ACCEPTANCE: 'acceptance',
      TX_WARRANT_TRANSFER: 'nonStockTransfer',
      TX_STOCK_PLAN_POOL_ADJUSTMENT: 'poolAdjustment',
      CE_STAKEHOLDER_RELATIONSHIP: 'stakeholderChange',
      CE_STAKEHOLDER_STATUS: 'stakeholderChange',
      STOCK_LEGEND_TEMPLATE: 'notInLedger',
      VALUATION: 'notInLedger',
      FINANCING: 'notInLedger',
    });
    // Vesting terms that are not one schedule, and the modelled types, are reported for what they hold or name.
    expect(result.report.notApplied.filter((entry) => entry.objectType === 'VESTING_TERMS').map((entry) => `${entry.id} ${entry.reason}`)).toEqual([
      'multi-tranche-event-based vestingShape',
      'custom-vesting-100pct-upfront vestingShape',
      '6-yr-option-back-loaded vestingShape',
      'path-dependent-milestone-vesting vestingShape',
    ]);
    expect(reasons(result)).toEqual(expect.arrayContaining(['TX_STOCK_ISSUANCE test-stock-issuance-minimal: unknownStakeholder stakeholder-id', 'TX_STOCK_TRANSFER test-stock-transfer-minimal: securityNotApplied test-security-id']));
  });

  it('note the files the manifest does not list and the checksums that differ, as the samples’ own comment warns', () => {
    expect(result.report.warnings.filter((entry) => entry.reason === 'fileNotListed').map((entry) => entry.id)).toEqual(['samples/Documents.ocf.json', 'samples/VestingTerms.example1.ocf.json', 'samples/VestingTerms.example2.ocf.json', 'samples/VestingTransactions.examples.ocf.json']);
    expect(result.report.warnings.filter((entry) => entry.reason === 'md5Mismatch')).toHaveLength(8);
  });
});

describe('a consistent package from another tool', () => {
  const result = imported(coherentPackage());

  it('applies every transaction type the ledger models', () => {
    expect(new Set(result.plan.transactions.map((row) => row.kind))).toEqual(
      new Set([
        'stock_issuance',
        'equity_compensation_issuance',
        'warrant_issuance',
        'convertible_issuance',
        'stock_transfer',
        'stock_repurchase',
        'stock_cancellation',
        'equity_compensation_exercise',
        'equity_compensation_cancellation',
        'vesting_acceleration',
        'warrant_exercise',
        'warrant_cancellation',
        'convertible_conversion',
        'convertible_cancellation',
        'reversal',
      ]),
    );
  });

  it('completes transfers, exercises and conversions with their resulting securities, and follows balance securities', () => {
    const rows = shape(result.plan).transactions;
    expect(rows.filter((row) => row.kind === 'stock_transfer')).toEqual([
      expect.objectContaining({ quantity: 300_000, security: '#0 stock_issuance', to: 'Ben Employee' }),
      expect.objectContaining({ quantity: 200_000, security: '#0 stock_issuance', to: 'Cara Advisor' }),
    ]);
    // The repurchase acts on Ana's balance security, which is her shares going on; Cara's cancellation on what she received.
    expect(rows.find((row) => row.kind === 'stock_repurchase')).toMatchObject({ quantity: 100_000, price_per_share: 0.05, security: '#0 stock_issuance' });
    expect(rows.find((row) => row.kind === 'stock_cancellation')).toMatchObject({ quantity: 50_000, security: '#8 stock_transfer' });
    expect(rows.find((row) => row.kind === 'vesting_acceleration')).toMatchObject({ quantity: 10_000, security: '#2 equity_compensation_issuance' });
    expect(rows.find((row) => row.kind === 'warrant_exercise')).toMatchObject({ quantity: 15_000 });
    expect(rows.find((row) => row.kind === 'convertible_conversion')).toMatchObject({ quantity: 215_000, class: 'Series A Preferred', price_per_share: 1.2 });
    expect(rows.find((row) => row.kind === 'reversal')).toMatchObject({ reverses: '#5 stock_issuance', note: 'Issued in error' });
  });

  it('reads a generic option’s grant type, a cliff installment, a vesting start before the grant, a note’s maturity and interest', () => {
    const rows = shape(result.plan).transactions;
    expect(rows.find((row) => row.kind === 'equity_compensation_issuance' && row.stakeholder === 'Ben Employee')).toMatchObject({ compensation_type: 'option_iso', vesting_starts_on: '2024-02-01', terms: 'Three years quarterly, cliff at the fourth quarter' });
    expect(result.plan.vesting_terms).toEqual([expect.objectContaining({ period_unit: 'months', period_length: 3, cliff_length: 12, total_length: 36 })]);
    expect(rows.find((row) => row.kind === 'convertible_issuance' && row.stakeholder === 'Seed Fund LP')).toMatchObject({ convertible_type: 'convertible_note', amount: 250_000, interest_rate_percent: 6, discount_percent: 20, valuation_cap: 5_000_000, matures_on: '2026-02-15', pro_rata: true });
    expect(result.plan.share_classes[1]).toMatchObject({ conversion_ratio: 1.5, is_participating: true, participation_cap_multiple: 3, authorized_shares: 1_215_000 });
  });

  it('reports what the ledger would refuse, and warns of what it adjusts', () => {
    expect(reasons(result)).toEqual([
      'VESTING_TERMS on-exit: vestingShape',
      'TX_STOCK_CLASS_SPLIT split: split',
      'TX_STOCK_ACCEPTANCE accepted: acceptance',
      'TX_STOCK_CANCELLATION too-many: quantityExceeds 300000',
      'TX_STOCK_TRANSFER nowhere: noRecipient',
      'TX_EQUITY_COMPENSATION_ISSUANCE sar: compensationType CSAR',
      'TX_EQUITY_COMPENSATION_ISSUANCE planless: noPlan',
      'TX_EQUITY_COMPENSATION_EXERCISE rsu-exercise: rsuExercise',
    ]);
    expect(result.report.warnings.filter((entry) => entry.objectType !== 'FILE').map((entry) => `${entry.id} ${entry.reason} ${entry.detail ?? ''}`.trim())).toEqual([
      'series-a authorizedShares 1215000',
      'cara-rsu vestingNotKept on-exit',
      'ana-safe safeTiming',
      'fund-shares currency EUR',
    ]);
  });
});

describe('the platform’s own export read back', () => {
  it('gives back the ledger, each reversed transaction OCF cannot express left out and listed', () => {
    const ledger = fikrLabsLedger();
    const { omitted } = exportOcf(ledger, { asOf: TODAY, generatedAt: `${TODAY}T10:00:00.000Z` });
    expect(omitted.map((entry) => [entry.kind, entry.transactionId])).toEqual([['stock_cancellation', '00000000-0000-4000-ca00-000000000228']]);
    const result = imported(exportedSources(ledger));
    expect(result.report.notApplied).toEqual([]);
    expect(result.report.warnings).toEqual([]);
    const kept = ledger.transactions.filter((row) => !['00000000-0000-4000-ca00-000000000228', '00000000-0000-4000-ca00-000000000229'].includes(row.id));
    const byRef = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    // Samir's acceleration by percentage travels as the shares it vested: 23 of 24 months had vested
    // 23,958 of his 25,000 options, and half of the 1,042 unvested is 521.
    expect(result.plan.transactions.map((row) => [row.ref, row.kind, row.effective_on, row.quantity ?? null]).sort(byRef)).toEqual(
      kept.map((row) => [row.id, row.kind, row.effective_on, row.quantity ?? (row.kind === 'vesting_acceleration' ? 521 : null)]).sort(byRef),
    );
    expect(result.plan.share_classes.map(({ ref: _ref, ...row }) => row)).toEqual(ledger.classes.map(({ id: _id, organization_id: _org, ...row }) => row));
    expect(result.plan.vesting_terms.map(({ ref: _ref, ...row }) => row)).toEqual(ledger.terms.map(({ id: _id, organization_id: _org, ...row }) => row));
    expect(result.plan.stakeholders.map(({ ref: _ref, ...row }) => row)).toEqual(ledger.stakeholders.map(({ id: _id, ...row }) => ({ ...row, email: row.email === 'youssef@نطاق.test' ? null : row.email })));
  });

  it('imports, exports and imports again to the same plan', () => {
    const first = imported(exportedSources());
    const organization = fikrLabsLedger().organization;
    const second = imported(exportedSources(planToLedger(first.plan, organization)));
    expect(shape(second.plan)).toEqual(shape(first.plan));
    expect(second.report).toEqual(first.report);
  });

  it('round-trips the coalition’s samples the same way', () => {
    const first = imported(samples());
    const second = imported(exportedSources(planToLedger(first.plan, { id: 'acme', name: 'ACME Industries', country_code: 'US', created_at: '2010-01-01T00:00:00Z' })));
    expect(shape(second.plan)).toEqual(shape(first.plan));
  });

  it('reads the zip it writes, the files in a folder of their own', async () => {
    const { files } = exportOcf(fikrLabsLedger(), { asOf: TODAY, generatedAt: `${TODAY}T10:00:00.000Z` });
    const zip = zipOcf(files, 'fikr-labs-ocf');
    const unzipped = unzipSources(zip);
    expect('sources' in unzipped && unzipped.sources.map((source) => source.path)).toEqual(files.map((file) => `fikr-labs-ocf/${file.path}`));
    const chosen = await sourcesFromFiles([{ name: 'fikr-labs-ocf.zip', size: zip.byteLength, arrayBuffer: async () => zip.slice().buffer }]);
    expect('sources' in chosen && imported(chosen.sources).plan.transactions.length).toBe(27);
  });
});

describe('input that is not an OCF package', () => {
  const file = (name: string, text: string) => ({ path: name, bytes: encoder.encode(text) });
  const manifest = JSON.stringify({ file_type: 'OCF_MANIFEST_FILE', issuer: { legal_name: 'X' }, stakeholders_files: [{ filepath: './Stakeholders.ocf.json', md5: 'x' }] });

  it.each([
    ['nothing chosen', [], [{ code: 'empty' }]],
    ['a file that is not JSON', [file('Manifest.ocf.json', '{ not json')], [{ code: 'badJson', detail: 'Manifest.ocf.json' }, { code: 'noManifest' }]],
    ['JSON without a manifest', [file('Stakeholders.ocf.json', '{"file_type":"OCF_STAKEHOLDERS_FILE","items":[]}')], [{ code: 'noManifest' }]],
    ['two manifests', [file('a/Manifest.ocf.json', manifest), file('b/Manifest.ocf.json', manifest)], [{ code: 'manyManifests', detail: 'a/Manifest.ocf.json, b/Manifest.ocf.json' }]],
    ['a listed file that is missing', [file('Manifest.ocf.json', manifest)], [{ code: 'missingFile', detail: './Stakeholders.ocf.json' }]],
    ['a listed file of another type', [file('Manifest.ocf.json', manifest), file('Stakeholders.ocf.json', '{"file_type":"OCF_STOCK_CLASSES_FILE","items":[]}')], [{ code: 'wrongFileType', detail: 'Stakeholders.ocf.json' }]],
  ])('says so for %s, without throwing', (_case, sources, problems) => {
    expect(readOcfPackage(sources)).toEqual({ problems });
  });

  it('says a zip that is not one cannot be opened, and one too large is refused', async () => {
    expect(unzipSources(encoder.encode('PK not really a zip'))).toEqual({ problems: [{ code: 'badZip' }] });
    expect(await sourcesFromFiles([{ name: 'huge.json', size: 60 * 1024 * 1024, arrayBuffer: async () => new ArrayBuffer(0) }])).toEqual({ problems: [{ code: 'tooLarge' }] });
    const bomb = zipSync({ 'Manifest.ocf.json': new Uint8Array(21 * 1024 * 1024) });
    expect(unzipSources(bomb)).toEqual({ problems: [{ code: 'tooLarge' }] });
  });

  it('reports objects that are not OCF objects, and fields that are not valid, line by line', () => {
    const result = importOcf({
      manifest: { issuer: 'not an object' },
      items: [
        null,
        42,
        { object_type: 'STAKEHOLDER' },
        { object_type: 'STAKEHOLDER', id: 'blank', name: { legal_name: '   ' }, stakeholder_type: 'INDIVIDUAL' },
        { object_type: 'STAKEHOLDER', id: 'ok', name: { legal_name: 'Ok Person' }, stakeholder_type: 'INDIVIDUAL', contact_info: { emails: [{ email_type: 'OTHER', email_address: 'not-an-address' }] } },
        { object_type: 'STAKEHOLDER', id: 'ok', name: { legal_name: 'Twice' }, stakeholder_type: 'INDIVIDUAL' },
        { object_type: 'STOCK_CLASS', id: 'bad-class', name: 'Odd', class_type: 'FOUNDERS' },
        { object_type: 'TX_STOCK_ISSUANCE', id: 'bad-date', security_id: 's', date: '2024-02-30', stakeholder_id: 'ok', stock_class_id: 'x', quantity: '1' },
        { object_type: 'TX_STOCK_ISSUANCE', id: 'bad-quantity', security_id: 's', date: '2024-02-01', stakeholder_id: 'ok', stock_class_id: 'x', quantity: '1.5' },
        { object_type: 'TX_SOMETHING_NEW', id: 'future', date: '2024-02-01' },
      ],
      notes: [],
    });
    expect(reasons(result)).toEqual([
      '? ?: malformed',
      '? ?: malformed',
      'STAKEHOLDER ?: malformed',
      'STAKEHOLDER ok: duplicateId',
      'STAKEHOLDER blank: invalidField name',
      'STOCK_CLASS bad-class: invalidField class_type',
      'TX_SOMETHING_NEW future: unknownType',
      'TX_STOCK_ISSUANCE bad-date: invalidField date',
      'TX_STOCK_ISSUANCE bad-quantity: unknownStockClass x',
    ]);
    expect(result.plan.stakeholders).toEqual([{ ref: 'ok', name: 'Ok Person', stakeholder_type: 'other', email: null }]);
    expect(result.report.warnings).toEqual([{ objectType: 'STAKEHOLDER', id: 'ok', reason: 'emailDropped' }]);
    expect(result.issuer).toEqual({ legalName: '', asOf: null, ocfVersion: null });
  });
});
