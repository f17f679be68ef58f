// @vitest-environment jsdom
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import portal from '../../../portal';
import { PREFIX, offlineWhile } from '../../../lib/testing/page-frame';
import { planDatabase, setUpPlanPages } from '../testing/plan-database';

/**
 * The startup portal's progress page through its route and the fake client: progress against the
 * plan as the companies context computes it (its arithmetic is roadmap-plan.test.ts's), beside the
 * milestones due soon.
 */

setUpPlanPages();

const openProgress = () => renderPortalAt(portal, PREFIX, `${PREFIX}/progress`);
const quarterCard = async (name: string) => (await screen.findAllByTestId('quarter-progress')).find((card) => within(card).getByRole('heading', { level: 2 }).textContent?.startsWith(name))!;

describe('the startup portal’s progress page', () => {
  it('shows each quarter’s done against planned as a progress bar, its rates, and what is late or at risk', async () => {
    planDatabase('viewer');
    openProgress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress' })).toBeDefined();

    const third = within(await quarterCard('Q3 2026'));
    const bar = third.getByRole('progressbar', { name: 'Milestones done in Q3 2026' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')]).toEqual(['1', '2', '1 of 2 done']);
    expect(third.getByTestId('done-of-due').textContent).toBe('50%');
    expect(third.getByTestId('on-time').textContent).toBe('100%');
    expect(within(third.getByTestId('late-list')).getByText('SOC 2 Type I readiness')).toBeDefined();

    const fourth = within(await quarterCard('Q4 2026'));
    // Launch metrics sharing was done four days after its date.
    expect(fourth.getByTestId('on-time').textContent).toBe('0%');
    expect(within(fourth.getByTestId('at-risk-list')).getByText('Sign three enterprise pilots')).toBeDefined();
    expect(within(await quarterCard('Q1 2027')).getByTestId('done-of-due').textContent).toBe('Not yet');

    // Beside it, what is due in the next month: the late one first, then the one at risk.
    const upcoming = within(await screen.findByTestId('upcoming-milestones'));
    expect((await upcoming.findAllByRole('listitem')).map((item) => item.querySelector('bdi')?.textContent)).toEqual(['SOC 2 Type I readiness', 'Sign three enterprise pilots']);
    // No edit control on a read-only page, whatever the role.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says there is nothing to measure before the roadmap has milestones', async () => {
    planDatabase('user', { milestones: [] });
    openProgress();
    expect(await screen.findByText('Nothing planned yet')).toBeDefined();
    expect(await within(screen.getByTestId('upcoming-milestones')).findByText('No open milestone is due in the next 30 days.')).toBeDefined();
  });

  it('shows a failed read with a way to try again', async () => {
    planDatabase('user', { answer: offlineWhile('milestones', () => true) });
    openProgress();
    expect((await screen.findAllByRole('button', { name: /try again/i })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('quarter-progress')).toBeNull();
  });
});
