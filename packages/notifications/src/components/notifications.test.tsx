// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { QueryProvider, createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeRow } from '@fikrspace/db/testing';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import NotificationBell from './notification-bell';
import { NotificationsPage } from './notifications-page';

/**
 * The bell and the notifications page on the shared fake client: the real fetchers, hooks and
 * texts run; which rows a member may read is the database's (supabase/tests/notifications/).
 */

const ME = ACCOUNTS.startup.id;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const notification = (id: string, extra: Partial<FakeRow<'notifications'>>): FakeRow<'notifications'> => ({
  id,
  recipient_id: ME,
  organization_id: ORG.fikrLabs,
  type: 'product_access_granted',
  title: 'You can now open Fikr Cap',
  body: null,
  link: null,
  data: { product: 'Fikr Cap', productKey: 'cap' },
  created_at: at(60),
  read_at: null,
  ...extra,
});

const SEEDED = [
  notification('n1', { created_at: at(3), link: '/fikrspace/startup/fundraising', type: 'access_request_decided', data: { status: 'approved', path: '/fikrspace/startup/fundraising' } }),
  notification('n2', { created_at: at(30) }),
  notification('n3', { created_at: at(60 * 30), read_at: at(60 * 29), type: 'invitation_accepted', data: { email: 'layla@fikrlabs.example', organization: 'Fikr Labs', role: 'editor' } }),
];

function database(rows = SEEDED) {
  const fake = createFakeDb({
    tables: { notifications: rows, notification_preferences: [] },
    rpc: {
      mark_notifications_read: ({ p_ids }: { p_ids?: string[] }) => {
        let changed = 0;
        for (const row of fake.rows('notifications')) {
          if (row.read_at === null && (!p_ids || p_ids.includes(row.id!))) {
            row.read_at = new Date().toISOString();
            changed += 1;
          }
        }
        return changed;
      },
    },
  });
  setDb(fake.db);
  return fake;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderWithApp(node: React.ReactNode) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={['/fikrspace/startup/dashboard']}>
        {node}
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser({ id: ME, email: ACCOUNTS.startup.email, firstName: 'Sara', lastName: 'Startup', organizationId: ORG.fikrLabs, enterpriseRole: null });
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
});

describe('the notification bell', () => {
  it('counts the unread ones, opens a panel of the latest, and marks all read', async () => {
    const fake = database();
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
    fireEvent.click(bell);
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(3));
    expect(within(panel).getByText('Your access request was approved')).toBeTruthy();
    expect(within(panel).getByText('layla@fikrlabs.example accepted your invitation')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(fake.calls.some((call) => call.rpc === 'mark_notifications_read')).toBe(true);
  });

  it('opens an item’s page and marks it read; Escape closes the panel and gives focus back', async () => {
    database();
    renderWithApp(<NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByTestId('notification-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Your access request was approved' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fikrspace/startup/fundraising'));
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(screen.getByTestId('notification-bell'));
    await screen.findByTestId('notification-panel');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('notification-bell'));
  });

  it('counts a notification that arrives while the page is open, without a reload', async () => {
    const fake = database();
    renderWithApp(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect([...fake.channels].some((channel) => channel.state === 'joined')).toBe(true));
    const arrived = notification('n4', { created_at: new Date().toISOString() });
    fake.rows('notifications').push(arrived);
    fake.emitChange({ table: 'notifications', eventType: 'INSERT', new: arrived });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
  });

  it('leaves no channel open once it is gone, and shows nothing to a visitor', async () => {
    const fake = database();
    const view = renderWithApp(<NotificationBell />);
    await screen.findByTestId('notification-bell');
    await waitFor(() => expect(fake.channels.size).toBe(1));
    view.unmount();
    await waitFor(() => expect(fake.channels.size).toBe(0));
    appStore.getState().setUser(null);
    renderWithApp(<NotificationBell />);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('names the unread count in Arabic', async () => {
    database();
    await i18n.changeLanguage('ar');
    renderWithApp(<NotificationBell />);
    expect(await screen.findByRole('button', { name: /^الإشعارات، \S+ غير مقروءين$/ })).toBeTruthy();
  });
});

describe('the notifications page', () => {
  it('lists all or the unread ones, and says so when there are none', async () => {
    database();
    renderWithApp(<NotificationsPage />);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark all read' })[0]!);
    expect(await screen.findByText('Nothing unread')).toBeTruthy();
  });

  it('says which month’s metrics are due in the reader’s language', async () => {
    database([notification('n4', { created_at: at(5), type: 'metrics_due', link: '/fikrspace/startup/metrics', data: { period: '2026-10-01' } })]);
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText('Your metrics for October 2026 are due')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('ar');
    renderWithApp(<NotificationsPage />);
    const expected = `حان موعد تقديم مؤشرات ${new Intl.DateTimeFormat('ar', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-10-01T00:00:00Z'))}`;
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it('words program decisions and assessments from their data, a reminder past its date as overdue', async () => {
    database([
      notification('n5', { created_at: at(5), type: 'application_decided', link: '/fikrspace/startup/programs', body: 'Welcome aboard.', data: { startup: 'Fikr Labs', program: 'Launchpad Growth', status: 'admitted' } }),
      notification('n6', { created_at: at(6), type: 'assessment_received', link: '/fikrspace/startup/scorecard', data: { sender: 'Launchpad', template: 'Scaleup Scorecard', dueOn: '2099-03-12' } }),
      notification('n7', { created_at: at(7), type: 'assessment_reminder', link: '/fikrspace/startup/scorecard', data: { sender: 'Launchpad', template: 'Scaleup Scorecard', dueOn: '2020-03-12' } }),
      notification('n8', { created_at: at(8), type: 'assessment_submitted', link: '/fikrspace/accelerator/fikr-score/results', data: { startup: 'Fikr Labs', template: 'Scaleup Scorecard', total: 69.7 } }),
    ]);
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText('Fikr Labs was admitted to Launchpad Growth')).toBeTruthy();
    expect(screen.getByText('Welcome aboard.')).toBeTruthy();
    expect(screen.getByText('Launchpad sent you the Scaleup Scorecard')).toBeTruthy();
    expect(screen.getByText('Due on March 12, 2099.')).toBeTruthy();
    expect(screen.getByText('Reminder: the Scaleup Scorecard from Launchpad was due on March 12, 2020')).toBeTruthy();
    expect(screen.getByText('Total score: 69.7 out of 100.')).toBeTruthy();
  });

  it('shows the error with Try again when the list cannot be read', async () => {
    const fake = database();
    fake.failNext('notifications', { code: '500', message: 'boom', details: null, hint: null });
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('keeps the member’s choice per kind of notification', async () => {
    const fake = database();
    renderWithApp(<NotificationsPage />);
    const digest = await screen.findByRole('checkbox', { name: 'Background jobs that failed: E-mail digest' });
    expect((digest as HTMLInputElement).checked).toBe(false);
    fireEvent.click(digest);
    await waitFor(() => expect(fake.rows('notification_preferences')).toContainEqual(expect.objectContaining({ type: 'job_failed', email_digest: true, in_app: true })));
    expect((screen.getByRole('checkbox', { name: 'Background jobs that failed: E-mail digest' }) as HTMLInputElement).checked).toBe(true);
  });
});
