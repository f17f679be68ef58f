// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeDbOptions, type FakeRow } from '@fikrspace/db/testing';
import { renderPortalAt, userWithRole } from '@fikrspace/portal-host/testing';
import { getToastState } from '@fikrspace/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FL, PREFIX, offlineWhile, registerPageFrame } from '../../../lib/testing/page-frame';
import portal from '../../../portal';

/**
 * The startup portal's support page through its route and the fake client: the help-center
 * context's real fetchers, hooks, form rules and texts run. Which moves the database allows whom
 * is the persona tests' (supabase/tests/help-center); here the page offers its author the one
 * move they may make and sends what it should.
 */

const SUPPORT = `${PREFIX}/support`;
const ME = userWithRole('viewer');
const COLLEAGUE = 'user-admin';

const request = (id: string, extra: Partial<FakeRow<'support_requests'>>): FakeRow<'support_requests'> => ({
  id,
  organization_id: FL,
  created_by: ME.id,
  subject: `Request ${id}`,
  body: 'What happened, in a few words.',
  category: 'technical',
  priority: 'normal',
  status: 'open',
  created_at: '2026-11-20T09:30:00Z',
  updated_at: '2026-11-20T09:30:00Z',
  resolved_at: null,
  author: { first_name: 'Vera', last_name: 'Viewer' },
  ...extra,
});

const SEEDED = [
  request('r-resolved', { subject: 'Oasis Ventures cannot see last month’s revenue', category: 'metrics', priority: 'high', status: 'resolved', created_at: '2026-09-15T08:00:00Z', resolved_at: '2026-09-17T12:00:00Z' }),
  request('r-open', { subject: 'Add a second owner to Fikr Labs', category: 'account', priority: 'low', created_at: '2026-11-26T10:00:00Z' }),
  request('r-colleague', { subject: 'CSV import refuses months written in Arabic', status: 'in_progress', created_by: COLLEAGUE, created_at: '2026-11-19T10:00:00Z', author: { first_name: 'Amira', last_name: 'Admin' } }),
];

function database(requests = SEEDED, answer?: FakeDbOptions['answer']) {
  appStore.getState().setUser(ME);
  const fake = createFakeDb({
    answer,
    tables: {
      support_requests: requests,
      organisation_roles: [{ user_id: ME.id, organization_id: FL, role: 'viewer', is_active: true, created_at: '2026-01-01T00:00:00Z' }],
      user_permissions: [],
      fikr_products: [],
    },
  });
  setDb(fake.db);
  return fake;
}

const items = async () => screen.findAllByTestId('support-request');
const item = async (subject: string) => (await items()).find((one) => within(one).queryByRole('heading', { name: subject }))!;
const form = async () => within(await screen.findByTestId('support-request-form'));

registerPageFrame();

describe('the startup portal’s support page', () => {
  it('lists the organization’s requests newest first with where each stands, and offers their author alone to close or reopen them', async () => {
    const fake = database();
    renderPortalAt(portal, PREFIX, SUPPORT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeDefined();
    await waitFor(async () =>
      expect((await items()).map((one) => [within(one).getByRole('heading').textContent, within(one).getByTestId('request-status').textContent])).toEqual([
        ['Add a second owner to Fikr Labs', 'Open'],
        ['CSV import refuses months written in Arabic', 'In progress'],
        ['Oasis Ventures cannot see last month’s revenue', 'Resolved'],
      ]),
    );
    const colleagues = within(await item('CSV import refuses months written in Arabic'));
    expect(colleagues.getByText(/^Opened by Amira Admin on /)).toBeDefined();
    expect(colleagues.queryByRole('button')).toBeNull();
    expect(within(await item('Add a second owner to Fikr Labs')).getByRole('button', { name: 'Close request' })).toBeDefined();
    const resolved = within(await item('Oasis Ventures cannot see last month’s revenue'));
    expect(resolved.getByText(/^Resolved on /)).toBeDefined();
    fireEvent.click(resolved.getByRole('button', { name: 'Reopen request' }));
    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The request was reopened.']));
    expect(fake.calls.find((call) => call.method === 'update')).toMatchObject({ values: { status: 'open' }, eq: { id: 'r-resolved', organization_id: FL } });
  });

  it('closes a request only once its author says so', async () => {
    const fake = database();
    renderPortalAt(portal, PREFIX, SUPPORT);
    const open = within(await item('Add a second owner to Fikr Labs'));
    fireEvent.click(open.getByRole('button', { name: 'Close request' }));
    const question = within(open.getByRole('group'));
    expect(document.activeElement).toBe(question.getByRole('button', { name: 'Keep it open' }));
    expect(fake.calls.filter((call) => call.method === 'update')).toEqual([]);
    fireEvent.click(question.getByRole('button', { name: 'Close it' }));
    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['The request was closed.']));
    expect(fake.calls.find((call) => call.method === 'update')?.values).toEqual({ status: 'closed' });
    await waitFor(async () => expect(within(await item('Add a second owner to Fikr Labs')).getByTestId('request-status').textContent).toBe('Closed'));
  });

  it('shows the loading state until the requests arrive, beside the form', async () => {
    const fake = database();
    const release = fake.hold('support_requests');
    renderPortalAt(portal, PREFIX, SUPPORT);
    expect(await screen.findByTestId('loading-screen')).toBeDefined();
    expect(await screen.findByTestId('support-request-form')).toBeDefined();
    release();
    expect(await items()).toHaveLength(3);
  });

  it('shows a failed read with a way to try again, which then shows the requests', async () => {
    let offline = true;
    database(SEEDED, offlineWhile('support_requests', () => offline));
    renderPortalAt(portal, PREFIX, SUPPORT);
    const again = await screen.findByRole('button', { name: /try again/i });
    offline = false;
    fireEvent.click(again);
    expect(await items()).toHaveLength(3);
  });

  it('says why beside the fields, sends nothing until the request is right, then opens it and starts the form again', async () => {
    // The database stamps a new request (its id, state and times): played here, row and all.
    const opened: FakeRow<'support_requests'>[] = [];
    const fake = database([], (call) => {
      if (call.table !== 'support_requests') return undefined;
      if (call.method === 'select') return { data: [...opened] };
      opened.push(request('r-new', call.values as Partial<FakeRow<'support_requests'>>));
      return { data: opened[0] };
    });
    renderPortalAt(portal, PREFIX, SUPPORT);
    expect(await screen.findByText('No requests yet')).toBeDefined();
    const fields = await form();
    fireEvent.change(fields.getByLabelText('Subject'), { target: { value: 'Hi' } });
    fireEvent.click(fields.getByRole('button', { name: 'Send request' }));
    expect(await fields.findByText('Enter a subject of 3 to 150 characters.')).toBeDefined();
    expect(fields.getByText('Describe what happened in 10 to 5,000 characters.')).toBeDefined();
    expect(fields.getByText('Choose the topic.')).toBeDefined();
    expect(fields.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.filter((call) => call.method === 'insert')).toEqual([]);

    fireEvent.change(fields.getByLabelText('Subject'), { target: { value: ' Two-factor codes arrive late ' } });
    fireEvent.change(fields.getByLabelText('What happened'), { target: { value: 'The codes arrive after they have expired.' } });
    fireEvent.change(fields.getByLabelText('Topic'), { target: { value: 'account' } });
    fireEvent.change(fields.getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.click(fields.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(getToastState().toasts.map((toast) => toast.title)).toEqual(['Your request was sent to the FikrSpace team.']));
    expect(fake.calls.find((call) => call.method === 'insert')?.values).toEqual({
      organization_id: FL,
      subject: 'Two-factor codes arrive late',
      body: 'The codes arrive after they have expired.',
      category: 'account',
      priority: 'high',
    });
    await waitFor(() => expect((fields.getByLabelText('Subject') as HTMLInputElement).value).toBe(''));
    expect(await items()).toHaveLength(1);
  });

  it('says so in the form, keeping what was typed, when the database refuses the request', async () => {
    const fake = database([]);
    renderPortalAt(portal, PREFIX, SUPPORT);
    // The list has been read: the next request to the table is the insert.
    expect(await screen.findByText('No requests yet')).toBeDefined();
    const fields = await form();
    fake.failNext('support_requests', { code: '42501', message: 'new row violates row-level security policy for table "support_requests"', details: null, hint: null });
    fireEvent.change(fields.getByLabelText('Subject'), { target: { value: 'Billing address' } });
    fireEvent.change(fields.getByLabelText('What happened'), { target: { value: 'Our billing address changed last month.' } });
    fireEvent.change(fields.getByLabelText('Topic'), { target: { value: 'billing' } });
    fireEvent.click(fields.getByRole('button', { name: 'Send request' }));
    expect((await fields.findByRole('alert')).textContent).toBe('You are not allowed to open a request for this organization.');
    expect((fields.getByLabelText('Subject') as HTMLInputElement).value).toBe('Billing address');
    expect(getToastState().toasts).toEqual([]);
  });
});
