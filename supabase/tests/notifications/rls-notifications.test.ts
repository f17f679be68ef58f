import { describe, expect, it } from 'vitest';
import { asOwner, asUser, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG, claimsOf } from '../support/demo';
import { PERSONA_SWEEP_TIMEOUT, expectOutcomes, readOutcomes, writeOutcomes } from '../support/outcomes';

// Notifications are written by the database alone, on domain events; each member reads and marks
// read only their own, and keeps their own preferences. The triggers are checked here too: each
// event notifies exactly the member it concerns, and a type turned off in the app is not written.

const notifyEditorAndViewer = `insert into public.notifications (recipient_id, organization_id, type, title) values
  ('${ACCOUNTS.editor.id}', '${ORG.fikrLabs}', 'job_failed', 'For editor'),
  ('${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', 'job_failed', 'For viewer')`;

async function notificationsOf(tx: Queryable, user: string) {
  return (await tx.query<{ type: string; title: string; link: string | null; data: Record<string, unknown> }>('select type, title, link, data from public.notifications where recipient_id = $1 order by created_at, title', [user])).rows;
}

describe.each(targets)('notifications on $name', (target) => {
  const db = useDatabase(target);

  describe('rows', () => {
    it(
      'nobody writes one through the API, not even for themselves',
      async () => {
        const add = "insert into public.notifications (recipient_id, type, title) values ($1, 'job_failed', 'Forged')";
        expect(await writeOutcomes(db(), add, (persona) => [persona === 'anon' ? ACCOUNTS.owner.id : ACCOUNTS[persona].id])).toEqual(expectOutcomes('denied'));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'each member reads their own only',
      async () => {
        expect(await readOutcomes(db(), "select count(*) from public.notifications where title like 'For %'", [], { setup: notifyEditorAndViewer })).toEqual(
          expectOutcomes(0, { anon: 'denied', editor: 1, viewer: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'each member marks their own read, and changes nothing else',
      async () => {
        expect(await writeOutcomes(db(), "update public.notifications set read_at = now() where title like 'For %'", [], { setup: notifyEditorAndViewer })).toEqual(
          expectOutcomes(0, { anon: 'denied', editor: 1, viewer: 1 }),
        );
        expect(await writeOutcomes(db(), "update public.notifications set title = 'Changed'", [], { setup: notifyEditorAndViewer })).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), 'delete from public.notifications', [], { setup: notifyEditorAndViewer })).toEqual(expectOutcomes('denied'));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it(
      'nobody signed in queues the e-mail digests or marks a notification as carried by one',
      async () => {
        expect(await writeOutcomes(db(), 'select public.enqueue_notification_digests()')).toEqual(expectOutcomes('denied'));
        expect(await writeOutcomes(db(), "update public.notifications set digested_at = now() where title like 'For %'", [], { setup: notifyEditorAndViewer })).toEqual(expectOutcomes('denied'));
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('mark_notifications_read marks the given ones, or all of the caller’s', async () => {
      const marked = await asUser(
        db(),
        claimsOf('editor'),
        async (tx) => {
          const none = (await tx.query<{ n: number }>('select public.mark_notifications_read(array[gen_random_uuid()]) as n')).rows[0]?.n;
          const all = (await tx.query<{ n: number }>('select public.mark_notifications_read() as n')).rows[0]?.n;
          const again = (await tx.query<{ n: number }>('select public.mark_notifications_read() as n')).rows[0]?.n;
          return [none, all, again];
        },
        { setup: notifyEditorAndViewer },
      );
      expect(marked).toEqual([0, 1, 0]);
    });

    it(
      'each member keeps their own preferences',
      async () => {
        expect(await writeOutcomes(db(), "insert into public.notification_preferences (type, in_app) values ('job_failed', false)")).toEqual(expectOutcomes(1, { anon: 'denied' }));
        const setup = `insert into public.notification_preferences (user_id, type, email_digest) values ('${ACCOUNTS.editor.id}', 'job_failed', true)`;
        // investor@ chose two types for the digest in the seed.
        expect(await readOutcomes(db(), 'select count(*) from public.notification_preferences', [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', editor: 1, investor: 2 }));
        expect(await writeOutcomes(db(), 'update public.notification_preferences set in_app = false', [], { setup })).toEqual(expectOutcomes(0, { anon: 'denied', editor: 1, investor: 2 }));
        expect(await writeOutcomes(db(), `insert into public.notification_preferences (user_id, type) values ('${ACCOUNTS.editor.id}', 'invitation_accepted')`)).toEqual(
          expectOutcomes('denied', { editor: 1 }),
        );
      },
      PERSONA_SWEEP_TIMEOUT,
    );

    it('refuses a link that leaves the site', async () => {
      const code = await asOwner(db(), (tx) => tx.query(`insert into public.notifications (recipient_id, type, title, link) values ('${ACCOUNTS.editor.id}', 'job_failed', 'x', '//evil.example')`)).then(
        () => null,
        (caught: { code?: string }) => caught.code,
      );
      expect(code).toBe('23514');
    });
  });

  describe('events', () => {
    it('an access request answered tells its requester, in a link to the page when approved', async () => {
      const rows = await asOwner(db(), async (tx) => {
        const { rows: made } = await tx.query<{ id: string }>(`insert into public.access_requests (user_id, organization_id, path) values ($1, $2, '/fikrspace/office/users') returning id`, [ACCOUNTS.editor.id, ORG.fikrLabs]);
        await tx.query(`update public.access_requests set status = 'approved' where id = $1`, [made[0]!.id]);
        return notificationsOf(tx, ACCOUNTS.editor.id);
      });
      expect(rows).toEqual([{ type: 'access_request_decided', title: 'Your access request was approved', link: '/fikrspace/office/users', data: { status: 'approved', path: '/fikrspace/office/users' } }]);
    });

    it('a type the member turned off in the app is not written', async () => {
      const rows = await asOwner(db(), async (tx) => {
        await tx.query(`insert into public.notification_preferences (user_id, type, in_app) values ($1, 'access_request_decided', false)`, [ACCOUNTS.editor.id]);
        const { rows: made } = await tx.query<{ id: string }>(`insert into public.access_requests (user_id, organization_id, path) values ($1, $2, '/x') returning id`, [ACCOUNTS.editor.id, ORG.fikrLabs]);
        await tx.query(`update public.access_requests set status = 'declined' where id = $1`, [made[0]!.id]);
        return notificationsOf(tx, ACCOUNTS.editor.id);
      });
      expect(rows).toEqual([]);
    });

    it('an invitation accepted tells whoever sent it', async () => {
      const rows = await asOwner(db(), async (tx) => {
        const { rows: made } = await tx.query<{ id: string }>(
          `insert into public.organization_invitations (organization_id, email, role, invited_by) values ($1, 'new.member@example.com', 'viewer', $2) returning id`,
          [ORG.fikrLabs, ACCOUNTS.admin.id],
        );
        await tx.query(`update public.organization_invitations set status = 'accepted', accepted_at = now() where id = $1`, [made[0]!.id]);
        return notificationsOf(tx, ACCOUNTS.admin.id);
      });
      expect(rows).toEqual([
        { type: 'invitation_accepted', title: 'new.member@example.com accepted your invitation', link: null, data: { email: 'new.member@example.com', organization: 'Fikr Labs', role: 'viewer' } },
      ]);
    });

    it('a product turned on or off for a member by someone else tells the member', async () => {
      const rows = await asUser(db(), claimsOf('owner'), async (tx) => {
        await tx.query(`update public.team_member_product_access set enabled = false where user_id = $1 and organization_id = $2 and product_id = (select id from public.fikr_products where product_key = 'cap')`, [ACCOUNTS.editor.id, ORG.fikrLabs]);
        await tx.query(`update public.team_member_product_access set enabled = true where user_id = $1 and organization_id = $2 and product_id = (select id from public.fikr_products where product_key = 'cap')`, [ACCOUNTS.editor.id, ORG.fikrLabs]);
        await tx.query("select set_config('role', 'postgres', true)");
        return notificationsOf(tx, ACCOUNTS.editor.id);
      });
      expect(rows.map((row) => [row.type, row.data.productKey])).toEqual([
        ['product_access_revoked', 'cap'],
        ['product_access_granted', 'cap'],
      ]);
    });

    it('a message tells the conversation’s other members, once per conversation until they read it', async () => {
      const rows = await asOwner(db(), async (tx) => {
        const conversation = '00000000-0000-4000-c000-00000000c0a1';
        await tx.query(`insert into public.conversations (id, organization_id) values ($1, $2)`, [conversation, ORG.fikrLabs]);
        await tx.query(`insert into public.conversation_members (conversation_id, user_id) values ($1, $2), ($1, $3)`, [conversation, ACCOUNTS.editor.id, ACCOUNTS.viewer.id]);
        const send = (body: string) => tx.query(`insert into public.messages (conversation_id, sender_id, body) values ($1, $2, $3)`, [conversation, ACCOUNTS.editor.id, body]);
        await send('First');
        await send('Second');
        const unread = (await tx.query<{ n: number }>(`select count(*)::int as n from public.notifications where recipient_id = $1 and type = 'message_received'`, [ACCOUNTS.viewer.id])).rows[0]?.n;
        await tx.query(`update public.notifications set read_at = now() where recipient_id = $1 and type = 'message_received'`, [ACCOUNTS.viewer.id]);
        await send('Third');
        const forSender = (await tx.query<{ n: number }>(`select count(*)::int as n from public.notifications where recipient_id = $1 and type = 'message_received'`, [ACCOUNTS.editor.id])).rows[0]?.n;
        const latest = await tx.query<{ body: string; data: Record<string, unknown> }>(
          `select body, data from public.notifications where recipient_id = $1 and type = 'message_received' and read_at is null`,
          [ACCOUNTS.viewer.id],
        );
        return { unread, forSender, latest: latest.rows[0] };
      });
      // Read, it no longer stands in for the conversation: the next message is a new notification.
      expect(rows).toEqual({ unread: 1, forSender: 0, latest: { body: 'Third', data: { conversationId: '00000000-0000-4000-c000-00000000c0a1', sender: 'Elias Editor', preview: 'Third' } } });
    });

    it('a background job that fails for good tells the platform’s operators once', async () => {
      const recipients = await asOwner(db(), async (tx) => {
        const { rows: made } = await tx.query<{ id: string }>(`insert into public.background_jobs (type, status) values ('send-email', 'processing') returning id`);
        await tx.query(`update public.background_jobs set status = 'failed', error = 'SMTP refused' where id = $1`, [made[0]!.id]);
        await tx.query(`update public.background_jobs set error = 'SMTP refused again' where id = $1`, [made[0]!.id]);
        const { rows } = await tx.query<{ recipient_id: string; link: string }>("select recipient_id, link from public.notifications where data ->> 'jobId' = $1 order by recipient_id", [made[0]!.id]);
        return rows;
      });
      expect(recipients).toEqual([
        { recipient_id: ACCOUNTS.owner.id, link: '/fikrspace/office/jobs' },
        { recipient_id: ACCOUNTS.manager.id, link: '/fikrspace/office/jobs' },
      ]);
    });
  });
});
