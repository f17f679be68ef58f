// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState, resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalRoot } from './portal';

/**
 * Fikr Cap's OCF section on the portal root, through the fake client so the real fetchers, the
 * package reader and the texts run: an export downloads the organization's zip; an import shows
 * what it will create and the report of what it will not before anything is sent, says why a file
 * cannot be read, and sends the plan on confirmation. The database's own rules are proven by
 * supabase/tests/cap-table/rls-ocf-import.test.ts, the round trip by the package's API test.
 */

const PREFIX = '/fikrspace/portal';
const CAP = `${PREFIX}/cap`;
const OWNER = userWithRole('owner');
const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/cap-table/ocf/samples');

const NULLS = Object.fromEntries(
  ['to_stakeholder_id', 'equity_plan_id', 'price_per_share', 'amount', 'compensation_type', 'expires_on', 'vesting_terms_id', 'vesting_starts_on', 'acceleration_trigger', 'acceleration_percent', 'convertible_type', 'valuation_cap', 'discount_percent', 'interest_rate_percent', 'matures_on', 'mfn', 'pro_rata', 'reverses_transaction_id', 'note'].map((column) => [column, null]),
);
const LEDGER = [
  { ...NULLS, id: 'sara-stock', organization_id: ORG.fikrLabs, kind: 'stock_issuance', effective_on: '2024-09-29', security_id: 'sara-stock', stakeholder_id: 'sara', share_class_id: 'common', quantity: 4_000_000, price_per_share: 0.0001, note: 'Founder shares', created_at: '2024-09-29T10:00:00Z' },
];

function database(role = 'owner', answer?: FakeDbOptions['answer']) {
  const fake = createFakeDb({
    answer,
    rpc: {
      cap_table_positions: [{ security_id: 'sara-stock', holding_kind: 'stock', stakeholder_id: 'sara', share_class_id: 'common', equity_plan_id: null, issued_on: '2024-09-29', quantity_issued: 4_000_000, quantity_outstanding: 4_000_000, amount_outstanding: null, price_per_share: 0.0001, vesting_terms_id: null, vesting_starts_on: null }],
      cap_table_fully_diluted: [{ stakeholder_id: 'sara', common_shares: 4_000_000, preferred_shares: 0, options: 0, rsus: 0, warrants: 0, fully_diluted: 4_000_000, fully_diluted_percent: 100, company_fully_diluted: 4_000_000 }],
      cap_table_import: { share_classes: 2, equity_plans: 1, vesting_terms: 1, stakeholders: 4, transactions: 0 },
    },
    tables: {
      organizations: [{ id: ORG.fikrLabs, name: 'Fikr Labs', country_code: 'AE', created_at: '2024-09-01T00:00:00Z' }],
      share_classes: [{ id: 'common', organization_id: ORG.fikrLabs, name: 'Common', class_type: 'common', authorized_shares: 12_000_000, price_per_share: 0.0001, par_value: 0.0001, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null }],
      equity_plans: [],
      vesting_terms: [],
      stakeholders: [{ id: 'sara', organization_id: ORG.fikrLabs, name: 'Sara Startup', stakeholder_type: 'founder', email: 'startup@fikrspace.test', user_id: OWNER.id, created_at: '2026-01-01T00:00:00Z' }],
      cap_table_transactions: LEDGER,
      organisation_roles: [{ user_id: OWNER.id, organization_id: ORG.fikrLabs, role, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
  } as unknown as FakeDbOptions);
  setDb(fake.db);
  return fake;
}

const sampleFiles = () => readdirSync(SAMPLES).map((name) => new File([readFileSync(path.join(SAMPLES, name))], name, { type: 'application/json' }));
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('cap-ocf-file'), { target: { files } });

beforeAll(async () => {
  // jsdom's Blob has no arrayBuffer() (every browser has had it since 2020); FileReader reads the same bytes.
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsArrayBuffer(this);
    });
  };
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(OWNER);
  appStore.getState().setOrganization({ id: ORG.fikrLabs, name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
  vi.restoreAllMocks();
});

describe('Fikr Cap’s Open Cap Table Format section', () => {
  it('previews the coalition’s samples with the report of what is left out, and imports on confirmation', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, CAP);
    await screen.findByTestId('cap-ocf-import');
    choose(sampleFiles());
    const preview = await screen.findByTestId('cap-ocf-preview');
    expect(within(preview).getByText('Package of ACME Industries, as of Mar 22, 2022 (OCF 1.2.1-alpha+main).')).toBeDefined();
    expect(within(preview).getByTestId('cap-ocf-count-stakeholders').textContent).toContain('Stakeholders: 4');
    expect(within(preview).getByTestId('cap-ocf-count-share_classes').textContent).toContain('Share classes: 2');
    expect(within(preview).getByTestId('cap-ocf-count-transactions').textContent).toContain('Ledger transactions: 0');
    const report = screen.getByTestId('cap-ocf-not-applied');
    expect(within(report).getByRole('heading', { name: /^Not imported \(\d+\)$/ })).toBeDefined();
    const split = within(report).getAllByTestId('cap-ocf-not-applied-row').find((row) => row.textContent?.includes('TX_STOCK_CLASS_SPLIT'));
    expect(split?.textContent).toContain('The ledger has no stock split.');
    expect(within(screen.getByTestId('cap-ocf-warnings')).getAllByTestId('cap-ocf-warnings-row').some((row) => row.textContent?.includes('The manifest does not list this file, so it is not read.'))).toBe(true);
    // Nothing is sent before the member confirms.
    expect(fake.calls.some((call) => call.rpc === 'cap_table_import')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Import into this cap table' }));
    await waitFor(() => expect(fake.calls.find((call) => call.rpc === 'cap_table_import')?.args).toMatchObject({ p_organization_id: ORG.fikrLabs, p_plan: { stakeholders: expect.arrayContaining([expect.objectContaining({ name: 'Person X' })]) } }));
    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['Imported 4 stakeholders and 0 ledger transactions.']));
    // The preview is done with: the section is ready for another package.
    expect(screen.queryByTestId('cap-ocf-preview')).toBeNull();
  });

  it('says why files cannot be read, and keeps the page working', async () => {
    database();
    renderPortalAt(portalRoot, PREFIX, CAP);
    await screen.findByTestId('cap-ocf-import');
    choose([new File(['{ not json'], 'broken.json', { type: 'application/json' })]);
    const problems = await screen.findByTestId('cap-ocf-problems');
    expect(problems.textContent).toContain('broken.json is not valid JSON.');
    expect(problems.textContent).toContain('No OCF manifest among the files');
    expect(screen.queryByRole('button', { name: 'Import into this cap table' })).toBeNull();
    choose([new File(['PK\u0003\u0004 not a zip'], 'package.zip', { type: 'application/zip' })]);
    expect((await screen.findByTestId('cap-ocf-problems')).textContent).toContain('The zip cannot be opened.');
  });

  it('shows the database’s refusal beside the preview, which stays', async () => {
    database('owner', (request) => (request.rpc === 'cap_table_import' ? { error: { code: '23505', message: 'A share class named "Common Stock" is already in this cap table', details: null, hint: null } } : undefined));
    renderPortalAt(portalRoot, PREFIX, CAP);
    await screen.findByTestId('cap-ocf-import');
    choose(sampleFiles());
    fireEvent.click(await screen.findByRole('button', { name: 'Import into this cap table' }));
    expect((await screen.findByTestId('cap-ocf-refused')).textContent).toBe('Nothing was imported: A share class named "Common Stock" is already in this cap table');
    expect(screen.getByTestId('cap-ocf-preview')).toBeDefined();
  });

  it('downloads the organization’s package as <slug>-ocf.zip', async () => {
    database();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:ocf'));
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPortalAt(portalRoot, PREFIX, CAP);
    fireEvent.click(await screen.findByRole('button', { name: 'Export OCF package' }));
    expect(await screen.findByText('fikr-labs-ocf.zip downloaded.')).toBeDefined();
    expect(clicked).toEqual(['fikr-labs-ocf.zip']);
    // A zip (its signature) whose directory names the package's files in a folder of the download's name.
    const bytes = new Uint8Array(await (created[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const names = new TextDecoder('latin1').decode(bytes);
    for (const file of ['Manifest', 'Stakeholders', 'StockClasses', 'StockPlans', 'VestingTerms', 'Transactions']) expect(names).toContain(`fikr-labs-ocf/${file}.ocf.json`);
  });

  it('shows a viewer the export but not the import, and a stakeholder neither', async () => {
    database('viewer');
    appStore.getState().setUser({ ...OWNER, organizationRole: 'viewer' });
    renderPortalAt(portalRoot, PREFIX, CAP);
    expect(await screen.findByTestId('cap-ocf-export')).toBeDefined();
    expect(screen.queryByTestId('cap-ocf-import')).toBeNull();
    cleanup();

    database('stakeholder');
    appStore.getState().setUser({ ...OWNER, organizationRole: 'stakeholder' });
    renderPortalAt(portalRoot, PREFIX, CAP);
    await screen.findByTestId('cap-table-page');
    await waitFor(() => expect(screen.queryByTestId('cap-my-holdings')).not.toBeNull());
    expect(screen.queryByTestId('cap-ocf')).toBeNull();
  });
});
