import type { DbClient } from '@fikrspace/db';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { ACCOUNTS } from '@fikrspace/db/testing/demo-ids';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../model';
import { getLatestNotifications } from './get-latest-notifications';
import { getNotificationsPage } from './get-notifications-page';
import { getUnreadCount } from './get-unread-count';
import { markNotificationsRead } from './mark-notifications-read';
import { getNotificationPreferences, setNotificationPreference } from './notification-preferences';

/**
 * The notifications' fetchers against the local backend and its seed (supabase/seeds/30_inbox.sql):
 * startup@ has five notifications, three unread (one for owner@'s latest message); investor@ three,
 * two unread. Row level security
 * keeps each member to their own (supabase/tests/notifications/).
 */

type Backend = Awaited<ReturnType<typeof startBackend>>;

for (const target of await targets()) {
  describe(`notifications fetchers against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (account: { email: string }): Promise<DbClient> => signedInAs(backend, account);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      await Promise.all([ACCOUNTS.startup, ACCOUNTS.investor].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await backend?.close();
    });

    it('gives each member their own, newest first, with the unread count and pages of all or unread', async () => {
      const startup = await as(ACCOUNTS.startup);
      const latest = await getLatestNotifications(startup, 8);
      expect(latest.map((row) => row.type)).toEqual(['message_received', 'product_access_granted', 'access_request_decided', 'invitation_accepted', 'product_access_granted']);
      expect(latest[0]?.data).toMatchObject({ sender: 'Olivia Owner', preview: 'Also: the data room needs the signed shareholder agreement.' });
      expect(await getUnreadCount(startup)).toBe(3);
      expect(await getNotificationsPage(startup, { page: 1, unreadOnly: true })).toMatchObject({ total: 3, page: 1, pageCount: 1 });
      const investor = await getLatestNotifications(await as(ACCOUNTS.investor), 8);
      expect(investor.map((row) => row.data)).toContainEqual({ email: 'nadia@oasis.example', organization: 'Oasis Ventures', role: 'viewer' });
      expect(investor).toHaveLength(3);
    });

    it('marks one read, then the rest, and never another member’s', async () => {
      const investor = await as(ACCOUNTS.investor);
      const [newest] = await getLatestNotifications(investor, 1);
      expect(await markNotificationsRead(await as(ACCOUNTS.startup), [newest!.id])).toBe(0);
      expect(await markNotificationsRead(investor, [newest!.id])).toBe(1);
      expect(await getUnreadCount(investor)).toBe(1);
      expect(await markNotificationsRead(investor)).toBe(1);
      expect(await getUnreadCount(investor)).toBe(0);
    });

    it('answers the defaults for every type, and keeps a member’s choice', async () => {
      const startup = await as(ACCOUNTS.startup);
      const before = await getNotificationPreferences(startup);
      expect(before.map((row) => row.type)).toEqual([...NOTIFICATION_TYPES]);
      expect(before.every((row) => row.inApp && !row.emailDigest)).toBe(true);
      await setNotificationPreference(startup, { type: 'job_failed', inApp: false, emailDigest: true });
      await setNotificationPreference(startup, { type: 'job_failed', inApp: true, emailDigest: true });
      expect((await getNotificationPreferences(startup)).find((row) => row.type === 'job_failed')).toEqual({ type: 'job_failed', inApp: true, emailDigest: true });
      expect((await getNotificationPreferences(await as(ACCOUNTS.investor))).find((row) => row.type === 'job_failed')).toEqual({ type: 'job_failed', inApp: true, emailDigest: false });
    });

    it('cancels a read whose signal is aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(getLatestNotifications(await as(ACCOUNTS.startup), 8, controller.signal)).rejects.toThrow(/abort/i);
    });
  });
}
