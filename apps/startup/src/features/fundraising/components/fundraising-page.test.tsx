// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX, registerPageFrame } from '../../../lib/testing/page-frame';

/**
 * The fundraising page's rounds and pipeline through the route and the fake client, so the real
 * fetchers, hooks, forms and texts run: the rounds with what is committed of their target, the
 * open round's board, moves by the stage list and by the keyboard, the reason a pass asks for,
 * closing with its confirmation, and the controls each role is shown. What the database decides
 * (who may, what closing records) is proven by supabase/tests/cap-table/rls-funding-rounds.test.ts.
 */

const TODAY = '2026-11-15';
const PAGE = `${PREFIX}/fundraising`;
registerPageFrame();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
});
afterEach(() => vi.useRealTimers());

const round = (id: string, name: string, fields: Partial<FakeRow<'funding_rounds'>>): FakeRow<'funding_rounds'> => ({
  id,
  organization_id: FL,
  name,
  instrument: 'priced_equity',
  currency: 'USD',
  target_amount: 6_000_000,
  minimum_ticket: null,
  pre_money_valuation: 24_000_000,
  price_per_share: 2.22,
  share_class_id: 'class-a',
  valuation_cap: null,
  discount_percent: null,
  interest_rate_percent: null,
  matures_on: null,
  opens_on: '2026-10-01',
  target_close_on: '2027-01-31',
  closed_on: null,
  status: 'open',
  notes: null,
  created_at: '2026-10-01T10:00:00Z',
  ...fields,
});
const investor = (id: string, name: string, stage: string, fields: Partial<FakeRow<'funding_round_investors'>> = {}): FakeRow<'funding_round_investors'> => ({
  id,
  round_id: 'r-a',
  organization_id: FL,
  investor_name: name,
  investor_organization_id: null,
  stakeholder_id: null,
  contact_email: null,
  stage: stage as FakeRow<'funding_round_investors'>['stage'],
  expected_amount: null,
  committed_amount: null,
  next_step: null,
  next_step_on: null,
  pass_reason: null,
  transaction_id: null,
  created_at: '2026-10-05T10:00:00Z',
  updated_at: '2026-10-10T10:00:00Z',
  ...fields,
});

const ROUNDS = [round('r-a', 'Series A', {}), round('r-seed', 'Seed round', { status: 'closed', target_amount: 1_000_000, closed_on: '2026-05-01', created_at: '2026-02-01T10:00:00Z' })];
const INVESTORS = [
  investor('i-oasis', 'Oasis Ventures', 'term_sheet', { expected_amount: 2_500_000, next_step: 'Agree the board seat', next_step_on: '2026-11-20' }),
  investor('i-noor', 'Al Noor Investments', 'committed', { expected_amount: 750_000, committed_amount: 750_000 }),
  investor('i-atlas', 'Atlas Capital', 'contacted', { expected_amount: 500_000, next_step: 'Follow up on the intro', next_step_on: '2026-11-10' }),
  investor('i-horizon', 'Horizon Consumer Fund', 'passed', { expected_amount: 1_000_000, pass_reason: 'Outside their thesis.' }),
  investor('i-sg', 'Société Générale Capital', 'closed', { round_id: 'r-seed', committed_amount: 1_000_000, transaction_id: 't-1' }),
];

function database(matrixRole: string, { rounds = ROUNDS, answer }: { rounds?: FakeRow<'funding_rounds'>[]; answer?: FakeDbOptions['answer'] } = {}) {
  const member = userWithRole(matrixRole);
  appStore.getState().setUser(member);
  const fake = createFakeDb({
    answer,
    tables: {
      funding_rounds: rounds,
      funding_round_investors: INVESTORS,
      share_classes: [{ id: 'class-a', organization_id: FL, name: 'Series A Preferred', class_type: 'preferred', seniority: 2 }],
      organisation_roles: [{ user_id: member.id, organization_id: FL, role: matrixRole, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
      stakeholders: [
        { id: 's-sara', organization_id: FL, name: 'Sara Startup', stakeholder_type: 'founder', email: null, user_id: null, created_at: '2025-01-01T00:00:00Z' },
        { id: 's-karim', organization_id: FL, name: 'Karim Haddad', stakeholder_type: 'founder', email: null, user_id: null, created_at: '2025-01-01T00:00:00Z' },
      ],
      equity_plans: [],
      vesting_terms: [],
      cap_table_transactions: [],
      data_room_folders: [],
      data_room_documents: [],
    },
    rpc: {
      close_funding_round: [{ investor_id: 'i-noor', stakeholder_id: 's-noor', transaction_id: 't-2' }],
      data_room_grantees: [],
      data_room_access_entries: [],
      // Who owns the company: two founders, nothing in the pool.
      cap_table_positions: [],
      cap_table_fully_diluted: [
        { stakeholder_id: 's-sara', common_shares: 6_000_000, preferred_shares: 0, options: 0, rsus: 0, warrants: 0, fully_diluted: 6_000_000, fully_diluted_percent: 60, company_fully_diluted: 10_000_000 },
        { stakeholder_id: 's-karim', common_shares: 4_000_000, preferred_shares: 0, options: 0, rsus: 0, warrants: 0, fully_diluted: 4_000_000, fully_diluted_percent: 40, company_fully_diluted: 10_000_000 },
      ],
    },
  });
  setDb(fake.db);
  return fake;
}

const board = () => screen.findByTestId('pipeline-board');
const column = (stage: string) => screen.getAllByTestId('pipeline-column').find((element) => element.dataset.stage === stage)!;
const updates = (fake: ReturnType<typeof createFakeDb>) => fake.calls.filter((call) => call.table === 'funding_round_investors' && call.method === 'update');

describe('the fundraising page’s rounds and pipeline', () => {
  it('shows each round with what is committed of its target, and the open round’s investors by stage', async () => {
    database('owner');
    renderPortalAt(portal, PREFIX, PAGE);
    const cards = await screen.findAllByTestId('round-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Series A', 'Seed round']);
    expect(within(cards[0]!).getByTestId('round-status').textContent).toBe('Open');
    expect(cards[0]!.textContent).toContain('$750,000 committed of $6,000,000 · 12.5%');
    expect(within(cards[0]!).getByRole('progressbar', { name: 'Committed of target' }).getAttribute('aria-valuenow')).toBe('12.5');
    expect(within(cards[1]!).getByTestId('round-status').textContent).toBe('Closed');
    expect(screen.getByRole('heading', { level: 1, name: 'Fundraising' })).toBeDefined();

    await board();
    const names = (stage: string) => within(column(stage)).queryAllByTestId('investor-card').map((card) => card.querySelector('.font-medium')?.textContent);
    expect(names('term_sheet')).toEqual(['Oasis Ventures']);
    expect(names('committed')).toEqual(['Al Noor Investments']);
    expect(names('passed')).toEqual(['Horizon Consumer Fund']);
    expect(within(column('passed')).getByText('Outside their thesis.')).toBeDefined();
    // The next step's date is said in words when it has passed, not by its colour alone.
    expect(within(column('contacted')).getByText('Overdue since Nov 10, 2026')).toBeDefined();
  });

  it('moves an investor with the stage list on its card', async () => {
    const fake = database('editor');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage of Atlas Capital' }), { target: { value: 'meeting' } });
    await waitFor(() => expect(updates(fake)[0]).toMatchObject({ values: { stage: 'meeting', pass_reason: null } }));
    await waitFor(() => expect(within(column('meeting')).getByText('Atlas Capital')).toBeDefined());
  });

  it('moves an investor to the next stage with the keyboard: Space, an arrow, Space', async () => {
    const fake = database('editor');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    layOutBoard();
    const handle = screen.getByRole('button', { name: 'Move Atlas Capital' });
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The sensor listens for the next keys from the next task on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(updates(fake)[0]).toMatchObject({ values: { stage: 'meeting' } }));
    // What a screen reader is told as the card lands.
    expect(await screen.findByText('Atlas Capital was dropped in Meeting.')).toBeDefined();
  });

  it('asks why an investor passed, and sends nothing until there is a reason', async () => {
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage of Oasis Ventures' }), { target: { value: 'passed' } });
    const prompt = await screen.findByTestId('pass-reason-prompt');
    const reason = within(prompt).getByLabelText('Why did they pass?');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Mark as passed' }));
    const problem = await within(prompt).findByText('This is needed.');
    expect(reason.getAttribute('aria-describedby')).toBe(problem.id);
    expect(updates(fake)).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Their fund is fully deployed.' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Mark as passed' }));
    await waitFor(() => expect(updates(fake)[0]).toMatchObject({ values: { stage: 'passed', pass_reason: 'Their fund is fully deployed.' } }));
  });

  it('shows who owns the company from the ledger, with a way to Fikr Cap', async () => {
    database('owner');
    renderPortalAt(portal, PREFIX, PAGE);
    const ownership = await screen.findByTestId('ownership-summary');
    const rows = await within(ownership).findAllByTestId('cap-holder-row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Sara StartupFounder', 'Karim HaddadFounder']);
    expect(within(ownership).getByRole('link', { name: 'Open Fikr Cap' }).getAttribute('href')).toBe('/fikrspace/portal/cap');
  });

  it('closes a round after it is confirmed, and refreshes the cap table’s ledger', async () => {
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    await screen.findByTestId('ownership-summary');
    const reads = () => fake.calls.filter((call) => call.rpc === 'cap_table_fully_diluted').length;
    const readsBefore = reads();
    fireEvent.click(screen.getByTestId('close-round'));
    const confirm = screen.getByRole('group', { name: 'Close Series A' });
    expect(confirm.textContent).toContain("Closing records 1 committed investor in the cap table's ledger ($750,000, as shares of the round's class)");
    expect(fake.calls.some((call) => call.rpc === 'close_funding_round')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close and record in the ledger' }));
    await waitFor(() => expect(fake.calls.find((call) => call.rpc === 'close_funding_round')?.args).toEqual({ p_round: 'r-a', p_closed_on: TODAY }));
    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toContain('Series A is closed: 1 investor recorded in the ledger.'));
    // The ownership the page shows is read again from the ledger.
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
  });

  it('shows the database’s refusal to close, with its reason', async () => {
    database('owner', {
      answer: (call) => (call.rpc === 'close_funding_round' ? { error: { code: '23514', message: 'Only an open round can be closed', details: null, hint: 'VALIDATION_ERROR' } } : undefined),
    });
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    fireEvent.click(screen.getByTestId('close-round'));
    fireEvent.click(screen.getByRole('button', { name: 'Close and record in the ledger' }));
    expect((await screen.findByTestId('close-round-refusal')).textContent).toBe('Refused: Only an open round can be closed');
  });

  it('says what a round lacks before it can close', async () => {
    database('owner', { rounds: [round('r-a', 'Series A', { share_class_id: null })] });
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    const close = screen.getByTestId('close-round');
    expect(close).toHaveProperty('disabled', true);
    expect(document.getElementById(close.getAttribute('aria-describedby')!)?.textContent).toBe('Choose the share class this round issues, and its price per share, before closing.');
  });

  it('shows a viewer the rounds and the board without a control', async () => {
    database('viewer');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    expect(screen.getAllByTestId('investor-card')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'New round' })).toBeNull();
    expect(screen.queryAllByTestId('investor-stage')).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByTestId('close-round')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('lets an editor change rounds and investors but not remove them', async () => {
    database('editor');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    expect(await screen.findByRole('button', { name: 'New round' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit: Series A' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Edit: Atlas Capital' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('lets the owner remove an investor after confirming', async () => {
    const fake = database('owner');
    renderPortalAt(portal, PREFIX, PAGE);
    await board();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Atlas Capital' }));
    expect(fake.calls.some((call) => call.method === 'delete')).toBe(false);
    fireEvent.click(within(screen.getByRole('group', { name: 'Remove Atlas Capital from the pipeline' })).getByRole('button', { name: 'Remove now' }));
    await waitFor(() => expect(fake.rows('funding_round_investors').map((row) => row.id)).not.toContain('i-atlas'));
  });

  it('adds a round once its fields are right, keeping what was typed', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = database('owner', { rounds: [] });
    renderPortalAt(portal, PREFIX, PAGE);
    expect(await screen.findByText('No funding rounds yet')).toBeDefined();
    fireEvent.click(await screen.findByRole('button', { name: 'New round' }));
    const form = screen.getByTestId('round-form');
    fireEvent.change(within(form).getByLabelText('Instrument'), { target: { value: 'safe_post_money' } });
    fireEvent.change(within(form).getByLabelText('Target amount'), { target: { value: 'lots' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add round' }));
    expect(await within(form).findByText('This is needed.')).toBeDefined();
    expect(within(form).getByText('Enter an amount above zero.')).toBeDefined();
    expect((within(form).getByLabelText('Target amount') as HTMLInputElement).value).toBe('lots');
    expect(fake.calls.some((call) => call.table === 'funding_rounds' && call.method === 'insert')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Round name'), { target: { value: 'Bridge SAFE' } });
    fireEvent.change(within(form).getByLabelText('Target amount'), { target: { value: '500000' } });
    fireEvent.change(within(form).getByLabelText('Valuation cap'), { target: { value: '12000000' } });
    fireEvent.change(within(form).getByLabelText('Discount (%)'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add round' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'funding_rounds' && call.method === 'insert')?.values).toMatchObject({
        organization_id: FL,
        name: 'Bridge SAFE',
        instrument: 'safe_post_money',
        target_amount: 500_000,
        valuation_cap: 12_000_000,
        discount_percent: 20,
        price_per_share: null,
        share_class_id: null,
      }),
    );
    expect(await screen.findByTestId('round-card')).toBeDefined();
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });

  it('shows a failed read with a way to try again', async () => {
    let offline = true;
    database('owner', { answer: (call) => (offline && call.table === 'funding_rounds' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined) });
    renderPortalAt(portal, PREFIX, PAGE);
    const panel = await screen.findByTestId('fundraising-panel');
    const again = await within(panel).findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await screen.findAllByTestId('round-card')).toHaveLength(2);
  });
});

/**
 * jsdom lays nothing out, so the board is given one: each stage's column 300 pixels further along
 * the line, each card at the head of its column. Enough for dnd-kit to measure where a card is
 * and which column it is over.
 */
function layOutBoard() {
  const columns = screen.getAllByTestId('pipeline-column');
  const rect = (left: number, top: number, width: number, height: number) => ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) });
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const home = this.closest('[data-testid="pipeline-column"]');
    const index = home ? columns.indexOf(home as HTMLElement) : -1;
    if (index < 0) return rect(0, 0, 0, 0) as DOMRect;
    return (this === home ? rect(index * 300, 0, 280, 600) : rect(index * 300 + 10, 60, 260, 120)) as DOMRect;
  });
  onTestFinished(() => spy.mockRestore());
}
