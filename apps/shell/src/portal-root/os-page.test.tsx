// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDb, type FakeDbOptions, type FakeRequest } from '@fikrspace/db/testing';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { resetToasts } from '@fikrspace/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portalRoot } from './portal';

/**
 * Fikr OS on the portal root, read through the fake client so the real fetchers, hooks, forms and
 * texts run. What the database computes (each progress, and a check-in moving its key result) is
 * played here as it answers; its rules are proven by the persona tests (supabase/tests/strategy).
 */

const PREFIX = '/fikrspace/portal';
const OS = `${PREFIX}/os`;
const OWNER = userWithRole('owner');
const FL = ORG.fikrLabs;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PERIODS = [
  { id: 'this-quarter', organization_id: FL, name: 'This quarter', starts_on: day(-30), ends_on: day(60) },
  { id: 'last-quarter', organization_id: FL, name: 'Last quarter', starts_on: day(-121), ends_on: day(-31) },
];
const STREAMS = [{ id: 'revenue', organization_id: FL, name: 'Revenue engine', description: 'Winning and keeping customers.', position: 10 }];
const STRATEGIC = [{ id: 'default-platform', organization_id: FL, period_id: 'this-quarter', value_stream_id: 'revenue', title: 'Become the default equity platform', description: null, position: 10 }];
const OBJECTIVES = [
  { id: 'revenue-objective', organization_id: FL, period_id: 'this-quarter', strategic_objective_id: 'default-platform', owner_id: OWNER.id, title: 'Grow recurring revenue', description: null, position: 10 },
  { id: 'pilots-objective', organization_id: FL, period_id: 'this-quarter', strategic_objective_id: null, owner_id: null, title: 'Land our first enterprise pilots', description: null, position: 20 },
  { id: 'seed-objective', organization_id: FL, period_id: 'last-quarter', strategic_objective_id: null, owner_id: null, title: 'Close the seed extension', description: null, position: 10 },
];
const keyResult = (id: string, objective: string, title: string, unit: string, start: number, target: number, current: number, confidence: string, extra: Record<string, unknown> = {}) => ({
  id,
  organization_id: FL,
  period_id: objective === 'seed-objective' ? 'last-quarter' : 'this-quarter',
  objective_id: objective,
  title,
  unit,
  start_value: start,
  target_value: target,
  current_value: current,
  confidence,
  metric_key: null,
  position: 10,
  ...extra,
});
const KEY_RESULTS = [
  keyResult('mrr', 'revenue-objective', 'Monthly recurring revenue', 'currency', 145_000, 200_000, 156_000, 'medium', { metric_key: 'mrr' }),
  keyResult('customers', 'revenue-objective', 'Paying customers', 'number', 150, 200, 163, 'high', { position: 20 }),
  keyResult('pilots', 'pilots-objective', 'Signed enterprise pilots', 'number', 0, 3, 1, 'low'),
  keyResult('committed', 'seed-objective', 'Committed by new investors', 'currency', 0, 1_000_000, 1_000_000, 'high'),
];
const progressOf = (row: { start_value: number; target_value: number; current_value: number }) =>
  Math.round(Math.min(1, Math.max(0, (row.current_value - row.start_value) / (row.target_value - row.start_value))) * 10_000) / 10_000;
const EPICS = [
  { id: 'onboarding', organization_id: FL, objective_id: 'revenue-objective', title: 'Self-serve onboarding', description: null, status: 'in_progress', position: 10 },
  { id: 'crm', organization_id: FL, objective_id: 'pilots-objective', title: 'CRM sync for pilots', description: null, status: 'blocked', position: 20 },
];
const CHECK_INS = [
  {
    id: 'week-2',
    organization_id: FL,
    key_result_id: 'customers',
    checked_on: day(-7),
    value: 163,
    confidence: 'high',
    comment: 'The self-serve trial converts at 9%.',
    source: 'member',
    metric_period: null,
    author_id: OWNER.id,
    created_at: `${day(-7)}T17:00:00Z`,
    author: { first_name: 'Sara', last_name: 'Startup' },
  },
];
const STRATEGY_TABLES = ['strategic_periods', 'strategic_period_progress', 'value_streams', 'strategic_objectives', 'objectives', 'objective_progress', 'key_results', 'key_result_progress', 'epics'];
const MEMBERS = [{ organization_id: FL, user_id: OWNER.id, user: { id: OWNER.id, first_name: 'Sara', last_name: 'Startup', email: 'startup@fikrspace.test' } }];

interface Options {
  role?: string;
  periods?: typeof PERIODS;
  answer?: FakeDbOptions['answer'];
}

/**
 * A fake database with Fikr Labs' strategy. Its progress views are computed from its rows when
 * read, and a check-in moves its key result, as the database's views and trigger do.
 */
function database({ role = 'owner', periods = PERIODS, answer }: Options = {}): FakeDb {
  const keyResultProgress = () => fake.rows('key_results').map((row) => ({ key_result_id: row.id, organization_id: FL, period_id: row.period_id, objective_id: row.objective_id, progress: progressOf(row as never) }));
  const objectiveProgress = () =>
    fake.rows('objectives').map((objective) => {
      const own = keyResultProgress().filter((row) => row.objective_id === objective.id);
      return { objective_id: objective.id, organization_id: FL, period_id: objective.period_id, progress: own.length ? own.reduce((sum, row) => sum + row.progress, 0) / own.length : null };
    });
  const fake: FakeDb = createFakeDb({
    answer: async (request: FakeRequest) => {
      const given = await answer?.(request);
      if (given) return given;
      if (request.table === 'key_result_check_ins' && request.method === 'insert') {
        const values = request.values as { key_result_id: string; value: number; confidence: string };
        const row = fake.rows('key_results').find((keyResult) => keyResult.id === values.key_result_id)!;
        Object.assign(row, { current_value: values.value, confidence: values.confidence });
      }
      if (request.table === 'key_result_progress') return { data: keyResultProgress().filter((row) => row.period_id === request.eq.period_id) };
      if (request.table === 'objective_progress') return { data: objectiveProgress().filter((row) => row.period_id === request.eq.period_id) };
      if (request.table === 'strategic_period_progress')
        return {
          data: fake.rows('strategic_periods').map((period) => {
            const own = objectiveProgress().filter((row) => row.period_id === period.id);
            const known = own.filter((row) => row.progress !== null);
            return { period_id: period.id, organization_id: FL, objectives: own.length, progress: known.length ? known.reduce((sum, row) => sum + (row.progress ?? 0), 0) / known.length : null };
          }),
        };
      return undefined;
    },
    tables: {
      strategic_periods: periods,
      value_streams: STREAMS,
      strategic_objectives: STRATEGIC,
      objectives: periods.length ? OBJECTIVES : [],
      key_results: periods.length ? KEY_RESULTS : [],
      key_result_check_ins: CHECK_INS,
      epics: periods.length ? EPICS : [],
      organization_members: MEMBERS,
      organisation_roles: [{ user_id: OWNER.id, organization_id: FL, role, is_active: true, created_at: '2026-01-01T00:00:00Z' }],
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
  appStore.getState().setOrganization({ id: FL, name: 'Fikr Labs', logoUrl: null, organizationType: 'startup' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
});

const progressText = (element: HTMLElement) => within(element).getAllByRole('progressbar')[0]!.getAttribute('aria-valuetext');
const keyResultNamed = async (title: string) => (await screen.findAllByTestId('strategy-key-result')).find((row) => row.textContent?.includes(title))!;

describe('Fikr OS', () => {
  it('shows this quarter: its progress rolled up, objectives with their key results, the strategy map and the epics', async () => {
    const fake = database();
    const release = fake.hold('strategic_periods');
    renderPortalAt(portalRoot, PREFIX, OS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fikr OS' })).toBeDefined();
    release();

    const period = await screen.findByTestId('strategy-period');
    expect(within(period).getByRole('heading', { level: 2 }).textContent).toBe('This quarter');
    // Revenue (20% and 26%) and pilots (33%): (0.23 + 0.3333) / 2.
    expect(progressText(screen.getByTestId('strategy-period-progress'))).toBe('28% across 2 objectives');
    expect(within(period).getByTestId('strategy-confidence-high').textContent).toBe('1');
    expect((screen.getByTestId('strategy-period-picker') as HTMLSelectElement).value).toBe('this-quarter');

    const objectives = screen.getAllByTestId('strategy-objective');
    expect(objectives.map((objective) => objective.querySelector('h3')?.textContent)).toEqual(['Grow recurring revenue', 'Land our first enterprise pilots']);
    // The owner is named once the members are read.
    await waitFor(() => expect(objectives[0]!.textContent).toContain('Owner: Sara Startup · Serves: Become the default equity platform'));
    const mrr = await keyResultNamed('Monthly recurring revenue');
    expect(progressText(mrr)).toBe('$156,000 of $200,000, from $145,000: 20%');
    expect(mrr.textContent).toContain('Follows Monthly recurring revenue');
    expect(within(mrr).getByTestId('strategy-confidence').textContent).toBe('Medium confidence');
    expect(progressText(await keyResultNamed('Signed enterprise pilots'))).toBe('1 of 3, from 0: 33%');

    const strategic = within(screen.getByTestId('strategy-map')).getByTestId('strategy-strategic-objective');
    expect(progressText(strategic)).toBe('23% across 1 objective');
    const epics = within(screen.getByTestId('strategy-epics')).getAllByTestId('strategy-epic');
    expect(epics.map((row) => [row.querySelector('th')?.textContent, row.querySelectorAll('td')[0]?.textContent])).toEqual([
      ['Self-serve onboarding', 'Grow recurring revenue'],
      ['CRM sync for pilots', 'Land our first enterprise pilots'],
    ]);
    expect((within(epics[1]!).getByRole('combobox', { name: 'Status of CRM sync for pilots' }) as HTMLSelectElement).value).toBe('blocked');
    // Every read of Fikr OS is of this organization.
    const strategyReads = fake.calls.filter((call) => call.table && STRATEGY_TABLES.includes(call.table));
    expect(strategyReads.length).toBeGreaterThan(0);
    expect(strategyReads.every((call) => call.eq.organization_id === FL)).toBe(true);
  });

  it('shows another period when it is picked', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, OS);
    fireEvent.change(await screen.findByTestId('strategy-period-picker'), { target: { value: 'last-quarter' } });
    await waitFor(() => expect(within(screen.getByTestId('strategy-period')).getByRole('heading', { level: 2 }).textContent).toBe('Last quarter'));
    expect(screen.getAllByTestId('strategy-objective').map((objective) => objective.querySelector('h3')?.textContent)).toEqual(['Close the seed extension']);
    expect(fake.calls.some((call) => call.table === 'objectives' && call.eq.period_id === 'last-quarter')).toBe(true);
  });

  it('records a check-in that moves the key result, and shows it in the history', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, OS);
    const customers = await keyResultNamed('Paying customers');
    fireEvent.click(await within(customers).findByRole('button', { name: 'Check in: Paying customers' }));
    const form = within(customers).getByTestId('strategy-check-in-form');
    fireEvent.change(within(form).getByLabelText('Value now'), { target: { value: '180' } });
    expect(within(form).getByText('That is 60% of the way.')).toBeDefined();
    fireEvent.change(within(form).getByLabelText('Confidence'), { target: { value: 'low' } });
    fireEvent.change(within(form).getByLabelText('Comment'), { target: { value: 'Churn from the pilot programme' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save check-in' }));

    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'key_result_check_ins' && call.method === 'insert')?.values).toMatchObject({
        organization_id: FL,
        key_result_id: 'customers',
        value: 180,
        confidence: 'low',
        comment: 'Churn from the pilot programme',
        checked_on: day(0),
      }),
    );
    await waitFor(async () => expect(progressText(await keyResultNamed('Paying customers'))).toBe('180 of 200, from 150: 60%'));
    const history = await within(await keyResultNamed('Paying customers')).findByTestId('strategy-check-in-history');
    await waitFor(() => expect(within(history).getAllByTestId('strategy-check-in')[0]!.textContent).toContain('Churn from the pilot programme'));
    expect(within(await keyResultNamed('Paying customers')).getByTestId('strategy-confidence').textContent).toBe('Low confidence');
  });

  it('says what is wrong beside each field, keeps what was typed and sends nothing', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, OS);
    const customers = await keyResultNamed('Paying customers');
    fireEvent.click(await within(customers).findByRole('button', { name: 'Check in: Paying customers' }));
    const checkIn = within(customers).getByTestId('strategy-check-in-form');
    fireEvent.change(within(checkIn).getByLabelText('Value now'), { target: { value: 'about 170' } });
    fireEvent.change(within(checkIn).getByLabelText('Day'), { target: { value: day(3) } });
    fireEvent.click(within(checkIn).getByRole('button', { name: 'Save check-in' }));
    expect(await within(checkIn).findByText('Enter a number, such as 12 or 4.5.')).toBeDefined();
    expect(within(checkIn).getByText('A check-in speaks for today or a day before.')).toBeDefined();
    expect((within(checkIn).getByLabelText('Value now') as HTMLInputElement).value).toBe('about 170');
    expect(within(checkIn).getByLabelText('Value now').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Add objective' }));
    const objective = await screen.findByTestId('strategy-objective-form');
    fireEvent.click(within(objective).getByRole('button', { name: 'Add objective' }));
    expect(await within(objective).findByText('This is needed.')).toBeDefined();

    const keyResultForm = within(screen.getAllByTestId('strategy-objective')[1]!);
    fireEvent.click(keyResultForm.getByRole('button', { name: 'Add key result: Land our first enterprise pilots' }));
    const form = within(await screen.findByTestId('strategy-key-result-form'));
    fireEvent.change(form.getByLabelText('Key result'), { target: { value: 'Pilot sponsors named' } });
    fireEvent.change(form.getByLabelText('Target'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Add key result' }));
    expect(await form.findByText('The target must differ from the start.')).toBeDefined();
    expect(fake.calls.some((call) => call.method === 'insert')).toBe(false);
  });

  it('adds an objective and a key result, and shows the database’s refusal with its reason', async () => {
    const fake = database({
      answer: (request) =>
        request.table === 'key_results' && request.method === 'insert'
          ? { error: { code: '23514', message: 'Unknown metric: likes', details: null, hint: 'VALIDATION_ERROR' } }
          : undefined,
    });
    renderPortalAt(portalRoot, PREFIX, OS);
    fireEvent.click(await screen.findByRole('button', { name: 'Add objective' }));
    const objective = within(await screen.findByTestId('strategy-objective-form'));
    fireEvent.change(objective.getByLabelText('Objective'), { target: { value: 'Hire a head of sales' } });
    fireEvent.change(objective.getByLabelText('Owner'), { target: { value: OWNER.id } });
    fireEvent.click(objective.getByRole('button', { name: 'Add objective' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'objectives' && call.method === 'insert')?.values).toMatchObject({ organization_id: FL, period_id: 'this-quarter', title: 'Hire a head of sales', owner_id: OWNER.id }),
    );

    const pilots = within((await screen.findAllByTestId('strategy-objective')).find((card) => card.textContent?.includes('Land our first enterprise pilots'))!);
    fireEvent.click(pilots.getByRole('button', { name: 'Add key result: Land our first enterprise pilots' }));
    const form = within(await screen.findByTestId('strategy-key-result-form'));
    fireEvent.change(form.getByLabelText('Key result'), { target: { value: 'Pilot sponsors named' } });
    fireEvent.change(form.getByLabelText('Target'), { target: { value: '3' } });
    fireEvent.click(form.getByRole('button', { name: 'Add key result' }));
    expect((await form.findByTestId('strategy-refusal')).textContent).toBe('Not saved: Unknown metric: likes');
    expect((form.getByLabelText('Key result') as HTMLInputElement).value).toBe('Pilot sponsors named');
  });

  it('changes an epic’s status in place', async () => {
    const fake = database();
    renderPortalAt(portalRoot, PREFIX, OS);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status of CRM sync for pilots' }), { target: { value: 'in_progress' } });
    await waitFor(() => expect(fake.calls.find((call) => call.table === 'epics' && call.method === 'update')).toMatchObject({ values: { status: 'in_progress' }, eq: { id: 'crm', organization_id: FL } }));
  });

  it('shows a member whose role may not plan the strategy and its history, and none of the controls', async () => {
    const fake = database({ role: 'editor' });
    renderPortalAt(portalRoot, PREFIX, OS);
    const customers = await keyResultNamed('Paying customers');
    // Every control waits for the matrix's answer: three actions on each of the six resources.
    await waitFor(() => expect(fake.calls.filter((call) => call.table === 'organisation_roles').length).toBeGreaterThanOrEqual(18));
    expect(screen.getAllByTestId('strategy-epic-status').map((status) => status.textContent)).toEqual(['In progress', 'Blocked']);
    expect(within(customers).queryByRole('button', { name: /^Check in/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add objective' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add a key result/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New period' })).toBeNull();
    expect(screen.queryByTestId('strategy-epic-form')).toBeNull();
    expect(screen.queryByTestId('strategy-stream-form')).toBeNull();
    fireEvent.click(within(customers).getByRole('button', { name: 'History: Paying customers' }));
    expect(await within(customers).findByText('The self-serve trial converts at 9%.')).toBeDefined();
  });

  it('offers a first period when there is none, and adds it', async () => {
    const fake = database({ periods: [] });
    renderPortalAt(portalRoot, PREFIX, OS);
    expect(await screen.findByRole('heading', { name: 'No strategic period yet' })).toBeDefined();
    const form = within(await screen.findByTestId('strategy-period-form'));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Q1 2027' } });
    fireEvent.change(form.getByLabelText('Starts on'), { target: { value: '2027-01-01' } });
    fireEvent.change(form.getByLabelText('Ends on'), { target: { value: '2026-12-01' } });
    fireEvent.click(form.getByRole('button', { name: 'New period' }));
    expect(await form.findByText('The period must end after it starts.')).toBeDefined();
    fireEvent.change(form.getByLabelText('Ends on'), { target: { value: '2027-03-31' } });
    fireEvent.click(form.getByRole('button', { name: 'New period' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'strategic_periods' && call.method === 'insert')?.values).toEqual({ organization_id: FL, name: 'Q1 2027', starts_on: '2027-01-01', ends_on: '2027-03-31' }),
    );
  });

  it('says so to a member who may not plan when there is no period', async () => {
    database({ role: 'editor', periods: [] });
    renderPortalAt(portalRoot, PREFIX, OS);
    expect(await screen.findByText('Your organization has not planned a period yet. Its owners and admins can start one.')).toBeDefined();
    expect(screen.queryByTestId('strategy-period-form')).toBeNull();
  });

  it('shows a failed read with a way to try again', async () => {
    let offline = true;
    database({ answer: (request) => (offline && request.table === 'strategic_periods' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined) });
    renderPortalAt(portalRoot, PREFIX, OS);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await screen.findAllByTestId('strategy-objective')).toHaveLength(2);
  });
});
