// @vitest-environment jsdom
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import portal from '../../../portal';
import { FL, PREFIX, offlineWhile } from '../../../lib/testing/page-frame';
import { TODAY, planDatabase, setUpPlanPages, writesTo } from '../testing/plan-database';

/**
 * The startup portal's roadmap through its route and the fake client: the companies context's
 * fetchers, hooks, form rules and texts run, and the page shows what the database gives it. Who
 * may write the plan is the database's (supabase/tests/companies/rls-milestones.test.ts); here the
 * matrix role only decides which controls show.
 */

setUpPlanPages();

const openRoadmap = () => renderPortalAt(portal, PREFIX, `${PREFIX}/roadmap`);
const quarter = async (name: string) => (await screen.findAllByTestId('roadmap-quarter')).find((section) => within(section).queryByRole('heading', { level: 2, name: new RegExp(`^${name}`) }))!;
const milestoneNamed = (title: string) => screen.getAllByTestId('milestone').find((item) => within(item).queryByRole('heading', { name: title }))!;

describe('the startup portal’s roadmap', () => {
  it('shows a loading state, then the milestones by quarter with status, date, owner and a mark when late', async () => {
    const fake = planDatabase('user');
    const release = fake.hold('milestones');
    openRoadmap();
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeDefined();
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    release();

    const sections = await screen.findAllByTestId('roadmap-quarter');
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(['Q3 2026', 'Q4 2026This quarter', 'Q1 2027']);
    expect(within(await quarter('Q3 2026')).getByText('1 of 2 done')).toBeDefined();

    const soc2 = within(milestoneNamed('SOC 2 Type I readiness'));
    expect(soc2.getByTestId('milestone-status').textContent).toBe('In progress');
    expect(soc2.getByTestId('late-badge').textContent).toBe('Late');
    expect(soc2.getByText('Sep 8, 2026')).toBeDefined();
    expect(soc2.getByText('Amira Admin')).toBeDefined();
    // At risk, but its date is still ahead: not late.
    expect(within(milestoneNamed('Sign three enterprise pilots')).queryByTestId('late-badge')).toBeNull();
    // An owner who has left the organization is not named.
    expect(within(milestoneNamed('Raise the Series A')).getByText('A former member')).toBeDefined();

    const read = fake.calls.find((call) => call.table === 'milestones' && call.method === 'select');
    expect(read?.eq).toMatchObject({ organization_id: FL });
  });

  it('filters by status and category, and says so when nothing matches', async () => {
    planDatabase('user');
    openRoadmap();
    await screen.findAllByTestId('milestone');
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'at_risk' } });
    expect(screen.getAllByTestId('milestone').map((item) => within(item).getByRole('heading').textContent)).toEqual(['Sign three enterprise pilots']);
    fireEvent.change(screen.getByLabelText('Filter by category'), { target: { value: 'legal' } });
    expect(screen.getByText('No milestone matches these filters.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show all milestones' }));
    expect(screen.getAllByTestId('milestone')).toHaveLength(5);
  });

  it('says why beside the fields of a new milestone, sends nothing, then adds it once it is right', async () => {
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());
    const fake = planDatabase('user');
    openRoadmap();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a milestone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a milestone' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Title'));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save milestone' }));
    expect(await dialog.findByText('Enter a title, up to 160 characters.')).toBeDefined();
    expect(dialog.getByText('Enter a target date between 2000 and 2100.')).toBeDefined();
    expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(writesTo(fake, 'milestones')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: ' Open the Cairo office ' } });
    fireEvent.change(dialog.getByLabelText('Category'), { target: { value: 'operations' } });
    fireEvent.change(dialog.getByLabelText('Owner'), { target: { value: 'u-amira' } });
    fireEvent.change(dialog.getByLabelText('Target date'), { target: { value: '2027-05-15' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save milestone' }));

    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The milestone was saved.']));
    expect(writesTo(fake, 'milestones')[0]?.values).toEqual({
      organization_id: FL,
      title: 'Open the Cairo office',
      description: null,
      category: 'operations',
      status: 'planned',
      target_on: '2027-05-15',
      completed_on: null,
      owner_user_id: 'u-amira',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await quarter('Q2 2027')).getByText('Open the Cairo office')).toBeDefined();
    // A row the database has just made is listed under its own key, or React warns about the list.
    expect(consoleError.mock.calls.filter(([message]) => String(message).includes('unique "key"'))).toEqual([]);
  });

  it('marks a milestone done in place, dated today, and deletes one after asking', async () => {
    const fake = planDatabase('user');
    openRoadmap();
    await screen.findAllByTestId('milestone');
    fireEvent.change(within(milestoneNamed('Sign three enterprise pilots')).getByLabelText('Status'), { target: { value: 'done' } });
    await waitFor(() => expect(within(milestoneNamed('Sign three enterprise pilots')).getByTestId('milestone-status').textContent).toBe('Done'));
    expect(writesTo(fake, 'milestones')[0]).toMatchObject({ method: 'update', eq: { id: 'm-pilots', organization_id: FL }, values: { status: 'done', completed_on: TODAY } });

    fireEvent.click(within(milestoneNamed('Raise the Series A')).getByRole('button', { name: 'Delete' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete this milestone?' }));
    expect(document.activeElement).toBe(question.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(question.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Raise the Series A' })).toBeNull());
    expect(writesTo(fake, 'milestones')[1]).toMatchObject({ method: 'delete', eq: { id: 'm-series-a', organization_id: FL } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a member whose role may not write the plan the milestones, without a control to change them', async () => {
    planDatabase('viewer');
    openRoadmap();
    await screen.findAllByTestId('milestone');
    expect(screen.getByTestId('read-only-note').textContent).toBe('Only members allowed to edit the plan can change it.');
    expect(screen.queryByRole('button', { name: 'Add a milestone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(milestoneNamed('Raise the Series A')).queryByRole('combobox')).toBeNull();
  });

  it('offers a writer the first milestone from an empty state', async () => {
    planDatabase('user', { milestones: [] });
    openRoadmap();
    expect(await screen.findByText('No milestones yet')).toBeDefined();
    expect(within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Add a milestone' })).toBeDefined();
  });

  it('shows a failed read with a way to try again, which then shows the plan', async () => {
    let offline = true;
    planDatabase('user', { answer: offlineWhile('milestones', () => offline) });
    openRoadmap();
    const again = await screen.findByRole('button', { name: /try again/i });
    expect(screen.queryByTestId('milestone')).toBeNull();
    offline = false;
    fireEvent.click(again);
    expect(await screen.findAllByTestId('milestone')).toHaveLength(5);
  });
});
