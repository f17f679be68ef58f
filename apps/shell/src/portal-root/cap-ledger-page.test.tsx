// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portalRoot } from './portal';

/**
 * Fikr Cap's ledger views on the portal root, read through the fake client so the real fetchers,
 * hooks, forms and texts run. What the database derives (positions, the fully diluted table,
 * vesting) is given here as it answers; its rules are proven by the persona tests
 * (supabase/tests/cap-table/rls-ledger.test.ts).
 */

const PREFIX = '/fikrspace/portal';
const CAP = `${PREFIX}/cap`;
const OWNER = userWithRole('owner');
const SAMIR = { ...userWithRole('stakeholder'), organizationRole: 'stakeholder' };

const CLASSES = [
  { id: 'seed', organization_id: ORG.fikrLabs, name: 'Series Seed Preferred', class_type: 'preferred', authorized_shares: 3_000_000, price_per_share: 0.8, par_value: 0.0001, seniority: 1, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
  { id: 'common', organization_id: ORG.fikrLabs, name: 'Common', class_type: 'common', authorized_shares: 12_000_000, price_per_share: 0.0001, par_value: 0.0001, seniority: 0, liquidation_preference_multiple: 1, is_participating: false, participation_cap_multiple: null, conversion_ratio: 1, board_approved_on: null },
];
const HOLDERS = [
  { id: 'sara', organization_id: ORG.fikrLabs, name: 'Sara Startup', stakeholder_type: 'founder', email: null, user_id: OWNER.id, created_at: '2026-01-01T00:00:00Z' },
  { id: 'oasis', organization_id: ORG.fikrLabs, name: 'Oasis Ventures', stakeholder_type: 'investor', email: null, user_id: null, created_at: '2026-01-02T00:00:00Z' },
  { id: 'samir', organization_id: ORG.fikrLabs, name: 'Samir Stakeholder', stakeholder_type: 'advisor', email: null, user_id: SAMIR.id, created_at: '2026-01-03T00:00:00Z' },
];
const position = (security: string, holder: string, kind: string, quantity: number | null, extra: Record<string, unknown> = {}) => ({
  security_id: security,
  holding_kind: kind,
  stakeholder_id: holder,
  share_class_id: 'common',
  equity_plan_id: null,
  issued_on: '2025-01-01',
  quantity_issued: quantity,
  quantity_outstanding: quantity,
  amount_outstanding: null,
  price_per_share: null,
  vesting_terms_id: null,
  vesting_starts_on: null,
  ...extra,
});
const POSITIONS = [
  position('sara-stock', 'sara', 'stock', 4_000_000),
  position('oasis-seed', 'oasis', 'stock', 1_500_000, { share_class_id: 'seed' }),
  position('oasis-safe', 'oasis', 'convertible', null, { share_class_id: null, amount_outstanding: 250_000 }),
  position('samir-grant', 'samir', 'option', 24_000, { equity_plan_id: 'plan', vesting_terms_id: 'terms', vesting_starts_on: '2025-01-01' }),
];
const WHOLE = 6_024_000;
const fd = (holder: string, common: number, preferred: number, options: number) => ({
  stakeholder_id: holder,
  common_shares: common,
  preferred_shares: preferred,
  options,
  rsus: 0,
  warrants: 0,
  fully_diluted: common + preferred + options,
  fully_diluted_percent: Math.round((1_000_000 * (common + preferred + options)) / WHOLE) / 10_000,
  company_fully_diluted: WHOLE,
});
const FULLY_DILUTED = [fd('sara', 4_000_000, 0, 0), fd('oasis', 0, 1_500_000, 0), fd('samir', 0, 0, 24_000)];
const LEDGER = [
  { id: 'oasis-safe', organization_id: ORG.fikrLabs, kind: 'convertible_issuance', effective_on: '2026-11-08', security_id: 'oasis-safe', stakeholder_id: 'oasis', to_stakeholder_id: null, share_class_id: null, equity_plan_id: null, quantity: null, price_per_share: null, amount: 250_000, compensation_type: null, vesting_terms_id: null, vesting_starts_on: null, convertible_type: 'safe_post_money', valuation_cap: 12_000_000, discount_percent: 20, interest_rate_percent: null, matures_on: null, reverses_transaction_id: null, note: 'Bridge SAFE', created_at: '2026-11-08T10:00:00Z' },
  { id: 'sara-stock', organization_id: ORG.fikrLabs, kind: 'stock_issuance', effective_on: '2024-09-29', security_id: 'sara-stock', stakeholder_id: 'sara', to_stakeholder_id: null, share_class_id: 'common', equity_plan_id: null, quantity: 4_000_000, price_per_share: 0.0001, amount: null, compensation_type: null, vesting_terms_id: null, vesting_starts_on: null, convertible_type: null, valuation_cap: null, discount_percent: null, interest_rate_percent: null, matures_on: null, reverses_transaction_id: null, note: 'Founder shares', created_at: '2024-09-29T10:00:00Z' },
];

function database(answer?: FakeDbOptions['answer'], role = 'owner', user = OWNER) {
  const fake = createFakeDb({
    answer,
    rpc: {
      cap_table_positions: POSITIONS,
      cap_table_fully_diluted: FULLY_DILUTED,
      vested_quantity: (args: unknown) => ((args as { p_security_id: string }).p_security_id === 'samir-grant' ? 11_000 : 0),
    },
    tables: {
      share_classes: CLASSES,
      equity_plans: [{ id: 'plan', organization_id: ORG.fikrLabs, name: '2025 Stock Option Plan', share_class_id: 'common', shares_reserved: 100_000, board_approved_on: null }],
      vesting_terms: [{ id: 'terms', organization_id: ORG.fikrLabs, name: '4 years monthly, 1-year cliff', period_unit: 'months', period_length: 1, cliff_length: 12, total_length: 48 }],
      stakeholders: HOLDERS,
      cap_table_transactions: LEDGER,
      organisation_roles: [{ user_id: user.id, organization_id: ORG.fikrLabs, role, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
  } as unknown as FakeDbOptions);
  setDb(fake.db);
  return fake;
}

beforeAll(async () => {
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
});

describe('Fikr Cap’s ledger views', () => {
  it('shows the cap table as of today: figures, holders with the pool, classes, the open SAFE and the ledger', async () => {
    const fake = database();
    const release = fake.hold('cap_table_positions');
    renderPortalAt(portalRoot, PREFIX, CAP);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fikr Cap' })).toBeDefined();
    release();

    const holders = await screen.findAllByTestId('cap-holder-row');
    expect(holders.map((row) => row.querySelector('th')?.textContent)).toEqual(['Sara StartupFounder', 'Oasis VenturesInvestor', 'Samir StakeholderAdvisor']);
    expect(holders[0]!.textContent).toContain('66.40%');
    expect(screen.getByTestId('cap-pool-row').textContent).toContain('500');
    expect(screen.getByTestId('cap-figure-fully-diluted').textContent).toContain('6,024,000');
    expect(screen.getByTestId('cap-figure-convertibles').textContent).toContain('$250,000.00');
    expect(within(screen.getByTestId('cap-class-summary')).getAllByTestId('cap-class-row').map((row) => row.querySelector('th')?.textContent)).toEqual(['Series Seed PreferredPreferred', 'CommonCommon']);
    expect(within(screen.getByTestId('cap-convertibles')).getByTestId('cap-convertible-row').textContent).toContain('$12,000,000.00');
    const ledger = await within(screen.getByTestId('cap-ledger')).findAllByTestId('cap-ledger-row');
    expect(ledger[0]!.textContent).toContain('SAFE or note issuance');
    // Sara is the owner's own stakeholder row: her holdings show at the top.
    expect(within(screen.getByTestId('cap-my-holdings')).getByText('Through the stakeholder rows linked to your account: 66.40% of the company, fully diluted.')).toBeDefined();
    // Every read is of this organization, as of today.
    const positionsCall = fake.calls.find((call) => call.rpc === 'cap_table_positions');
    expect(positionsCall?.args).toMatchObject({ p_organization_id: ORG.fikrLabs });
  });

  it('reads the table again as of the date chosen', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, CAP);
    await screen.findAllByTestId('cap-holder-row');
    fireEvent.change(screen.getByTestId('cap-as-of'), { target: { value: '2025-06-30' } });
    await waitFor(() => expect(fake.calls.some((call) => call.rpc === 'cap_table_fully_diluted' && (call.args as { p_as_of?: string }).p_as_of === '2025-06-30')).toBe(true));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveProperty('disabled', false);
  });

  it('shows a stakeholder only their holdings and how they vest, and neither the ledger nor the form', async () => {
    appStore.getState().setUser(SAMIR);
    database(undefined, 'stakeholder', SAMIR);
    renderPortalAt(portalRoot, PREFIX, CAP);
    const holding = await screen.findByTestId('cap-my-holding');
    await waitFor(() => expect(holding.textContent).toContain('11,000 of 24,000 vested · 13,000 unvested'));
    expect(within(holding).getByRole('progressbar', { name: 'Vested' }).getAttribute('aria-valuenow')).toBe('11000');
    expect(screen.queryByTestId('cap-ledger')).toBeNull();
    expect(screen.queryByTestId('cap-record-form')).toBeNull();
    expect(screen.queryByTestId('cap-fully-diluted')).toBeNull();
  });

  it('says what is missing beside the fields and sends nothing, then records the issuance', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, CAP);
    const form = await screen.findByTestId('cap-record-form');
    fireEvent.click(within(form).getByTestId('cap-form-submit'));
    expect(await within(form).findAllByText('This is needed.')).toHaveLength(3);
    expect(fake.calls.some((call) => call.table === 'cap_table_transactions' && call.method === 'insert')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Stakeholder'), { target: { value: 'oasis' } });
    fireEvent.change(within(form).getByLabelText('Share class'), { target: { value: 'common' } });
    fireEvent.change(within(form).getByLabelText('Number of shares'), { target: { value: '12.5' } });
    fireEvent.click(within(form).getByTestId('cap-form-submit'));
    expect(await within(form).findByText('Enter a whole number of shares above zero.')).toBeDefined();
    expect((within(form).getByLabelText('Number of shares') as HTMLInputElement).value).toBe('12.5');

    fireEvent.change(within(form).getByLabelText('Number of shares'), { target: { value: '1000' } });
    fireEvent.click(within(form).getByTestId('cap-form-submit'));
    await waitFor(() => expect(fake.calls.find((call) => call.table === 'cap_table_transactions' && call.method === 'insert')?.values).toMatchObject({ kind: 'stock_issuance', stakeholder_id: 'oasis', share_class_id: 'common', quantity: 1000 }));
  });

  it('shows the ledger’s refusal with its reason and keeps what was typed', async () => {
    database((request) =>
      request.table === 'cap_table_transactions' && request.method === 'insert' ? { error: { code: '23514', message: 'Only 4000000 shares of this security are left', details: null, hint: null } } : undefined,
    );
    renderPortalAt(portalRoot, PREFIX, CAP);
    const form = await screen.findByTestId('cap-record-form');
    fireEvent.change(within(form).getByTestId('cap-form-kind'), { target: { value: 'stock_cancellation' } });
    fireEvent.change(await within(form).findByLabelText('Security'), { target: { value: 'sara-stock' } });
    fireEvent.change(within(form).getByLabelText('Number of shares'), { target: { value: '5000000' } });
    fireEvent.click(within(form).getByTestId('cap-form-submit'));
    expect((await within(form).findByTestId('cap-form-refusal')).textContent).toBe('The ledger refused it: Only 4000000 shares of this security are left');
    expect((within(form).getByLabelText('Number of shares') as HTMLInputElement).value).toBe('5000000');
  });

  it('reverses a transaction only after it is confirmed', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, CAP);
    const ledger = await screen.findByTestId('cap-ledger');
    const [safe] = await within(ledger).findAllByTestId('cap-ledger-row');
    fireEvent.click(await within(safe!).findByRole('button', { name: /^Reverse the SAFE or note issuance of Nov 8, 2026/ }));
    expect(fake.calls.some((call) => call.method === 'insert')).toBe(false);
    fireEvent.click(within(safe!).getByRole('button', { name: 'Reverse now' }));
    await waitFor(() => expect(fake.calls.find((call) => call.method === 'insert')?.values).toMatchObject({ kind: 'reversal', reverses_transaction_id: 'oasis-safe', security_id: 'oasis-safe' }));
  });

  it('adds a share class once its fields are right, and says so when the name is taken', async () => {
    let taken = false;
    const fake = database((request) =>
      taken && request.table === 'share_classes' && request.method === 'insert' ? { error: { code: '23505', message: 'duplicate key value violates unique constraint', details: null, hint: null } } : undefined,
    );
    renderPortalAt(portalRoot, PREFIX, CAP);
    const form = await screen.findByTestId('cap-class-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Add share class' }));
    expect(await within(form).findByText('Enter a whole number of shares above zero.')).toBeDefined();
    fireEvent.change(within(form).getByLabelText('Share class'), { target: { value: 'Series A Preferred' } });
    fireEvent.change(within(form).getByLabelText('Authorized'), { target: { value: '2000000' } });
    fireEvent.change(within(form).getByLabelText('Price per share (USD)'), { target: { value: '2.40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add share class' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'share_classes' && call.method === 'insert')?.values).toMatchObject({ name: 'Series A Preferred', class_type: 'preferred', authorized_shares: 2_000_000, price_per_share: 2.4, seniority: 1 }),
    );
    taken = true;
    fireEvent.change(within(form).getByLabelText('Share class'), { target: { value: 'Common' } });
    fireEvent.change(within(form).getByLabelText('Authorized'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add share class' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This name is already used in your organization.');
  });

  it('shows a failed read with a way to try again', async () => {
    let offline = true;
    database((request) => (offline && request.rpc === 'cap_table_positions' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined));
    renderPortalAt(portalRoot, PREFIX, CAP);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await screen.findAllByTestId('cap-holder-row')).toHaveLength(3);
  });
});
