// @vitest-environment jsdom
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX, offlineWhile } from '../../../lib/testing/page-frame';
import { planDatabase, setUpPlanPages, writesTo } from '../testing/plan-database';

/**
 * The startup portal's achievements through its route and the fake client: a timeline by year,
 * and for members who may write the plan, its form and deletion.
 */

setUpPlanPages();

const openAchievements = () => renderPortalAt(portal, PREFIX, `${PREFIX}/achievements`);
const achievementNamed = (title: string) => screen.getAllByTestId('achievement').find((item) => within(item).queryByRole('heading', { name: title }))!;

describe('the startup portal’s achievements', () => {
  it('shows the timeline by year, newest first, each with its kind, date, who gave it and the milestone it marks', async () => {
    planDatabase('user');
    openAchievements();
    expect(await screen.findByRole('heading', { level: 1, name: 'Achievements' })).toBeDefined();
    const years = await screen.findAllByTestId('achievement-year');
    expect(years.map((year) => within(year).getByRole('heading', { level: 2 }).textContent)).toEqual(['2026', '2025']);
    expect(within(years[0]!).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['150 paying customers', 'Winner of the Misk Innovation Challenge']);

    const misk = within(achievementNamed('Winner of the Misk Innovation Challenge'));
    expect(misk.getByTestId('achievement-kind').textContent).toBe('Award');
    expect(misk.getByText('From Misk Foundation')).toBeDefined();
    expect(misk.getByText('Apr 24, 2026')).toBeDefined();
    expect(await within(achievementNamed('150 paying customers')).findByText('Marks the milestone “Reach 150 paying customers”')).toBeDefined();
  });

  it('refuses an achievement dated after today beside the field, then saves the corrected one', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = planDatabase('user');
    openAchievements();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an achievement' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an achievement' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Featured in Forbes Middle East' } });
    fireEvent.change(dialog.getByLabelText('Kind'), { target: { value: 'press' } });
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-12-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save achievement' }));
    expect(await dialog.findByText('Enter a date between 2000 and today.')).toBeDefined();
    expect(writesTo(fake, 'achievements')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-11-10' } });
    fireEvent.change(dialog.getByLabelText('Awarded by'), { target: { value: 'Forbes Middle East' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save achievement' }));
    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The achievement was saved.']));
    expect(writesTo(fake, 'achievements')[0]?.values).toEqual({
      organization_id: FL,
      kind: 'press',
      title: 'Featured in Forbes Middle East',
      awarded_by: 'Forbes Middle East',
      achieved_on: '2026-11-10',
      description: null,
      milestone_id: null,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Featured in Forbes Middle East' })).toBeDefined();
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });

  it('edits an achievement in its form and deletes one after asking', async () => {
    const fake = planDatabase('user');
    openAchievements();
    await screen.findAllByTestId('achievement');
    fireEvent.click(within(achievementNamed('Best B2B SaaS startup')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the achievement' }));
    expect((dialog.getByLabelText('Awarded by') as HTMLInputElement).value).toBe('Flat6Labs Demo Day');
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Best B2B SaaS startup of the cohort' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save achievement' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Best B2B SaaS startup of the cohort' })).toBeDefined();
    expect(writesTo(fake, 'achievements')[0]).toMatchObject({ method: 'update', eq: { id: 'a-flat6', organization_id: FL } });

    fireEvent.click(within(achievementNamed('Winner of the Misk Innovation Challenge')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this achievement?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Winner of the Misk Innovation Challenge' })).toBeNull());
    expect(writesTo(fake, 'achievements')[1]).toMatchObject({ method: 'delete', eq: { id: 'a-misk' } });
  });

  it('shows a member whose role may not write the plan the timeline without controls', async () => {
    planDatabase('viewer');
    openAchievements();
    await screen.findAllByTestId('achievement');
    expect(screen.getByTestId('read-only-note')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add an achievement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows an empty timeline with the way to start it', async () => {
    planDatabase('user', { achievements: [] });
    openAchievements();
    expect(await screen.findByText('No achievements yet')).toBeDefined();
    expect(within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Add an achievement' })).toBeDefined();
  });

  it('shows a failed read with a way to try again, which then shows the timeline', async () => {
    let offline = true;
    planDatabase('user', { answer: offlineWhile('achievements', () => offline) });
    openAchievements();
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await screen.findAllByTestId('achievement')).toHaveLength(3);
  });
});
