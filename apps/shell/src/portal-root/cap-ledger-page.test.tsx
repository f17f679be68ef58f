// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAP, database, OWNER, PREFIX, SAMIR } from './testing/cap-fixtures';
import { portalRoot } from './portal';
import { registerPageFrame } from './testing/page-frame';

/**
 * Fikr Cap's ledger views on the portal root, read through the fake client so the real fetchers,
 * hooks, forms and texts run. What the database derives (positions, the fully diluted table,
 * vesting) is given here as it answers; its rules are proven by the persona tests
 * (supabase/tests/cap-table/rls-ledger.test.ts).
 */

registerPageFrame(OWNER);

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

  it('converts the open SAFE into the class chosen, the SAFE listed by its holder and amount', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, CAP);
    const form = await screen.findByTestId('cap-record-form');
    fireEvent.change(within(form).getByTestId('cap-form-kind'), { target: { value: 'convertible_conversion' } });
    const security = (await within(form).findByLabelText('Security')) as HTMLSelectElement;
    expect([...security.options].map((option) => option.textContent)).toContain('Oasis Ventures · Post-money SAFE · $250,000.00 · Jan 1, 2025');
    fireEvent.change(security, { target: { value: 'oasis-safe' } });
    fireEvent.change(within(form).getByLabelText('Share class'), { target: { value: 'seed' } });
    fireEvent.change(within(form).getByLabelText('Shares the conversion creates'), { target: { value: '300000' } });
    fireEvent.click(within(form).getByTestId('cap-form-submit'));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'cap_table_transactions' && call.method === 'insert')?.values).toMatchObject({ kind: 'convertible_conversion', security_id: 'oasis-safe', share_class_id: 'seed', quantity: 300_000 }),
    );
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
