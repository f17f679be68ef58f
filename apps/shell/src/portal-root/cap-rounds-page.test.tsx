// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { ORG } from '@fikrspace/db/testing/demo-ids';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAP, database, OWNER, PREFIX, SAMIR, WHOLE } from './testing/cap-fixtures';
import { portalRoot } from './portal';
import { registerPageFrame } from './testing/page-frame';

/**
 * Fikr Cap's round modeler on the portal root, through the fake client: the saved scenarios, the
 * round modeled as the form is typed, the comparison, the conversion's call and the exit
 * waterfall. The maths itself is proven by the table-driven tests of packages/cap-table/src/maths,
 * the conversion's rules by supabase/tests/cap-table/rls-round-scenarios.test.ts.
 */

const ROUNDS = `${CAP}/rounds`;
const terms = (preMoney: number, pool: number) => ({
  newMoney: 3_000_000,
  preMoneyValuation: preMoney,
  pool: { mode: 'target', percent: pool },
  poolTiming: 'pre-money',
  closingDate: '2026-12-15',
  investors: [
    { name: 'Gulf Horizon Ventures', amount: 2_500_000 },
    { stakeholderId: 'oasis', amount: 500_000 },
  ],
});
const scenario = (id: string, name: string, scenarioTerms: unknown, convertedOn: string | null = null) => ({
  id,
  organization_id: ORG.fikrLabs,
  name,
  terms: scenarioTerms,
  converted_at: convertedOn ? `${convertedOn}T10:00:00Z` : null,
  converted_on: convertedOn,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
});
const SCENARIOS = [scenario('twelve', 'Series A at $12M pre', terms(12_000_000, 12)), scenario('fifteen', 'Series A at $15M pre', terms(15_000_000, 10)), scenario('old', 'Seed round', terms(6_000_000, 10), '2025-05-01')];

const modeler = (role = 'owner', user = OWNER) =>
  database(undefined, role, user, { tables: { cap_round_scenarios: SCENARIOS }, rpc: { convert_round_scenario: { issued: 2, converted: 1, poolTopUp: 1 } } });

registerPageFrame(OWNER);

describe('Fikr Cap’s round modeler', () => {
  it('opens the first scenario not converted and shows its round beside today’s table', async () => {
    modeler();
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round modeler' })).toBeDefined();
    const list = await screen.findByTestId('modeler-scenarios');
    expect(within(list).getAllByTestId('modeler-scenario').map((row) => row.querySelector('p')?.textContent)).toEqual(['Series A at $12M pre (open)', 'Series A at $15M pre', 'Seed round']);
    expect(within(list).getAllByTestId('modeler-scenario')[2]!.textContent).toContain('Converted on May 1, 2025');

    const result = await screen.findByTestId('modeler-result');
    const rows = within(result).getAllByTestId('modeler-row').map((row) => row.querySelector('th')?.textContent);
    expect(rows).toContain('Gulf Horizon VenturesNew in this round');
    expect(rows).toContain('Sara Startup');
    // The open SAFE converts: its holder's row in the conversions says how its price was set.
    expect(within(screen.getByTestId('modeler-conversions')).getByText('Oasis Ventures')).toBeDefined();
    // The pool reaches its 12 % target after the round.
    expect(screen.getByTestId('modeler-figure-pool-after').textContent).toMatch(/12\.\d\d%/);
    expect(screen.getByTestId('modeler-figure-post-money').textContent).toMatch(/\$1[45],\d{3},\d{3}/);
    expect(screen.getByRole('link', { name: 'Cap table' }).getAttribute('href')).toBe(CAP);
  });

  it('follows the form as it is typed, keeps what is wrong and says why', async () => {
    modeler();
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    const form = await screen.findByTestId('modeler-form');
    const newMoney = within(form).getByTestId('modeler-new-money') as HTMLInputElement;
    fireEvent.change(newMoney, { target: { value: 'three million' } });
    fireEvent.blur(newMoney);
    expect(await within(form).findByText('Enter an amount above zero, in digits (for example 2500000).')).toBeDefined();
    expect(newMoney.value).toBe('three million');
    expect(await screen.findByTestId('modeler-incomplete')).toBeDefined();

    fireEvent.change(newMoney, { target: { value: '4000000' } });
    fireEvent.click(within(form).getByTestId('modeler-save'));
    expect(await within(form).findByText('The investors’ amounts must add up to the new money.'.replace('’', "'"))).toBeDefined();
  });

  it('saves a new scenario with its terms', async () => {
    const fake = modeler();
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    fireEvent.click(await screen.findByTestId('modeler-new'));
    const form = screen.getByTestId('modeler-form');
    fireEvent.change(within(form).getByTestId('modeler-name'), { target: { value: 'Bridge to A' } });
    fireEvent.change(within(form).getByTestId('modeler-new-money'), { target: { value: '1,000,000' } });
    fireEvent.change(within(form).getByTestId('modeler-pre-money'), { target: { value: '10000000' } });
    fireEvent.change(within(form).getByTestId('modeler-investor-name'), { target: { value: 'Cedar Angels' } });
    fireEvent.change(within(form).getByTestId('modeler-investor-amount'), { target: { value: '1000000' } });
    expect(await screen.findByTestId('modeler-result')).toBeDefined();
    fireEvent.click(within(form).getByTestId('modeler-save'));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.table === 'cap_round_scenarios' && call.method === 'insert')?.values).toMatchObject({
        organization_id: ORG.fikrLabs,
        name: 'Bridge to A',
        terms: { newMoney: 1_000_000, preMoneyValuation: 10_000_000, pool: { mode: 'target', percent: 10 }, investors: [{ name: 'Cedar Angels', amount: 1_000_000 }] },
      }),
    );
  });

  it('converts the saved scenario after a confirmation, naming the class, the plan and today’s table', async () => {
    const fake = modeler();
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    const convert = await screen.findByTestId('modeler-convert');
    expect((within(convert).getByTestId('modeler-convert-class') as HTMLSelectElement).value).toBe('seed');
    fireEvent.click(within(convert).getByTestId('modeler-convert-start'));
    fireEvent.click(await within(convert).findByTestId('modeler-convert-confirm'));
    await waitFor(() => expect(fake.calls.some((call) => call.rpc === 'convert_round_scenario')).toBe(true));
    const call = fake.calls.find((entry) => entry.rpc === 'convert_round_scenario');
    expect(call?.args).toMatchObject({ p_scenario_id: 'twelve', p_share_class_id: 'seed', p_equity_plan_id: 'plan', p_fully_diluted_before: WHOLE, p_effective_on: '2026-12-15' });
    const result = (call?.args as { p_result: { investors: { stakeholderId: string | null; name: string | null }[]; conversions: { securityId: string }[] } }).p_result;
    expect(result.investors.map((row) => row.stakeholderId ?? row.name)).toEqual(['Gulf Horizon Ventures', 'oasis']);
    expect(result.conversions.map((row) => row.securityId)).toEqual(['oasis-safe']);
  });

  it('shows the database’s refusal of a stale round', async () => {
    database(
      (request) => (request.rpc === 'convert_round_scenario' ? { error: { code: '23514', message: 'The cap table has changed since this round was modeled', details: null, hint: 'VALIDATION_ERROR' } } : undefined),
      'owner',
      OWNER,
      { tables: { cap_round_scenarios: SCENARIOS } },
    );
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    const convert = await screen.findByTestId('modeler-convert');
    fireEvent.click(within(convert).getByTestId('modeler-convert-start'));
    fireEvent.click(await within(convert).findByTestId('modeler-convert-confirm'));
    expect((await within(convert).findByTestId('modeler-convert-problem')).textContent).toContain('The cap table has changed since this round was modeled');
  });

  it('compares ticked scenarios side by side with today', async () => {
    modeler();
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    const list = await screen.findByTestId('modeler-scenarios');
    const [twelve, fifteen] = within(list).getAllByRole('checkbox');
    fireEvent.click(twelve!);
    fireEvent.click(fifteen!);
    const comparison = await screen.findByTestId('modeler-comparison');
    const heads = within(comparison).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads.slice(1)).toEqual(['Today', 'Series A at $12M pre', 'Series A at $15M pre']);
    expect(within(comparison).getAllByTestId('modeler-compare-row')[0]!.textContent).toContain('Sara Startup');
  });

  it('pays the exit out by preference, and says what is wrong with the value typed', async () => {
    modeler();
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    const waterfall = await screen.findByTestId('modeler-waterfall');
    const exit = within(waterfall).getByTestId('modeler-exit-value');
    // Below the seed preference (1,500,000 × $0.80): Oasis Ventures takes everything.
    fireEvent.change(exit, { target: { value: '1000000' } });
    const rows = await within(waterfall).findAllByTestId('modeler-waterfall-row');
    expect(rows[0]!.textContent).toContain('Oasis Ventures');
    expect(rows[0]!.textContent).toContain('$1,000,000.00');
    expect(within(waterfall).getByText(/Outstanding SAFEs and notes \(1\)/)).toBeDefined();
    fireEvent.change(exit, { target: { value: 'a lot' } });
    expect(await within(waterfall).findByText('Enter an amount above zero, in digits (for example 2500000).')).toBeDefined();
  });

  it('tells a stakeholder the modeler works on the whole table, and shows no scenario', async () => {
    appStore.getState().setUser(SAMIR);
    database(undefined, 'stakeholder', SAMIR, { tables: { cap_round_scenarios: SCENARIOS } });
    renderPortalAt(portalRoot, PREFIX, ROUNDS);
    expect(await screen.findByText('The round modeler works on the whole cap table')).toBeDefined();
    expect(screen.queryByTestId('modeler-scenarios')).toBeNull();
    expect(screen.queryByTestId('cap-nav-rounds')).toBeDefined();
  });
});
