import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportOcf } from './export-ocf';
import { importOcf } from './import-ocf';
import { md5 } from './md5';
import { readOcfPackage } from './ocf-package';
import { fikrLabsLedger, TODAY } from './testing/fikr-labs-ledger';
import { createOcfValidator, OCF_DIR, type OcfValidator } from './testing/ocf-validator';
import { planToLedger } from './testing/plan-to-ledger';

/**
 * Every file an export writes validates against the Open Cap Table Coalition's JSON schemas
 * (vendored in packages/cap-table/ocf/schema, draft-07, compiled by ajv with ajv-formats; every
 * `$ref` resolves to a vendored schema by its `$id`). The file as a whole against its file type's
 * schema, and each object against its object type's, as the coalition's CI checks its samples.
 */

const samples = () =>
  readdirSync(path.join(OCF_DIR, 'samples')).map((file) => ({ path: `samples/${file}`, bytes: new Uint8Array(readFileSync(path.join(OCF_DIR, 'samples', file))) }));
const exported = (ledger = fikrLabsLedger()) => exportOcf(ledger, { asOf: TODAY, generatedAt: `${TODAY}T10:00:00.000Z` });
const parse = (text: string) => JSON.parse(text) as { file_type: string; items?: { object_type: string }[] };

let validator: OcfValidator;
beforeAll(() => {
  validator = createOcfValidator();
});

describe('the vendored OCF schemas', () => {
  it('load whole: every schema file, each object type routed to its schema', () => {
    expect(validator.schemaCount).toBe(175);
    expect(validator.objectTypes).toEqual(expect.arrayContaining(['STAKEHOLDER', 'STOCK_CLASS', 'TX_STOCK_ISSUANCE', 'TX_VESTING_ACCELERATION']));
  });

  it('accept the coalition’s own sample objects, as its CI checks them', () => {
    for (const { path: file, bytes } of samples()) {
      const content = JSON.parse(new TextDecoder().decode(bytes)) as { file_type: string; items?: unknown[] };
      if (content.file_type === 'OCF_MANIFEST_FILE') continue;
      // The samples' transactions file lists types its file schema does not (change events), so
      // its objects are checked one by one, as the coalition's validator does.
      const problems = validator.validateFile(content).filter((problem) => !problem.startsWith('OCF_TRANSACTIONS_FILE'));
      expect(problems, file).toEqual([]);
    }
  });
});

describe('an exported package', () => {
  it('of a ledger like Fikr Labs’ validates, file by file and object by object', () => {
    const { files } = exported();
    expect(files.map((file) => file.path)).toEqual(['Manifest.ocf.json', 'Stakeholders.ocf.json', 'StockClasses.ocf.json', 'StockPlans.ocf.json', 'VestingTerms.ocf.json', 'Transactions.ocf.json']);
    for (const file of files) expect(validator.validateFile(parse(file.text)), file.path).toEqual([]);
  });

  it('writes every transaction type the ledger exports, each validated', () => {
    const transactions = parse(exported().files.find((file) => file.path === 'Transactions.ocf.json')?.text as string);
    expect(new Set(transactions.items?.map((item) => item.object_type))).toEqual(
      new Set([
        'TX_STOCK_ISSUANCE',
        'TX_VESTING_START',
        'TX_CONVERTIBLE_ISSUANCE',
        'TX_CONVERTIBLE_CONVERSION',
        'TX_WARRANT_ISSUANCE',
        'TX_EQUITY_COMPENSATION_ISSUANCE',
        'TX_EQUITY_COMPENSATION_EXERCISE',
        'TX_STOCK_TRANSFER',
        'TX_CONVERTIBLE_CANCELLATION',
        'TX_WARRANT_EXERCISE',
        'TX_WARRANT_CANCELLATION',
        'TX_STOCK_CANCELLATION',
        'TX_STOCK_REPURCHASE',
        'TX_EQUITY_COMPENSATION_CANCELLATION',
        'TX_VESTING_ACCELERATION',
        'TX_STOCK_RETRACTION',
      ]),
    );
  });

  it('names each file in the manifest with the MD5 of its exact text', () => {
    const { files } = exported();
    const manifest = JSON.parse(files[0]?.text as string) as Record<string, { filepath: string; md5: string }[]>;
    const encoder = new TextEncoder();
    for (const file of files.slice(1)) {
      const listed = Object.values(manifest).flatMap((value) => (Array.isArray(value) ? value : [])).find((entry) => entry.filepath === `./${file.path}`);
      expect(listed?.md5, file.path).toBe(md5(encoder.encode(file.text)));
    }
  });

  it('of the coalition’s samples, once imported, validates too', () => {
    const read = readOcfPackage(samples());
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const { plan } = importOcf(read.content);
    const ledger = planToLedger(plan, { id: 'd3373e0a-4dd9-430f-8a56-3281f2800ede', name: 'ACME Industries', country_code: 'US', created_at: '2010-01-01T00:00:00Z' });
    for (const file of exported(ledger).files) expect(validator.validateFile(parse(file.text)), file.path).toEqual([]);
  });

  it('is checked for real: a file the schemas refuse is named with its problems', () => {
    const classes = parse(exported().files.find((file) => file.path === 'StockClasses.ocf.json')?.text as string) as { file_type: string; items: Record<string, unknown>[] };
    const broken = { ...classes, items: [{ ...classes.items[0], seniority: 1, votes_per_share: undefined }] };
    expect(validator.validateFile(broken).join('\n')).toMatch(/must be string[\s\S]*votes_per_share/);
  });

  it('of an organization without a country or a ledger still validates', () => {
    const empty = { ...fikrLabsLedger(), organization: { id: 'org', name: 'Empty Co', country_code: null, created_at: '2026-01-05T08:00:00Z' }, classes: [], plans: [], terms: [], stakeholders: [], transactions: [] };
    const { files } = exported(empty);
    for (const file of files) expect(validator.validateFile(parse(file.text)), file.path).toEqual([]);
    expect(JSON.parse(files[0]?.text as string).issuer).toMatchObject({ legal_name: 'Empty Co', formation_date: '2026-01-05', country_of_formation: 'ZZ' });
  });
});
