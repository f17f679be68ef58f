import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asOwner, asUser, targets, useDatabase, type Queryable } from '../support/database';
import { ACCOUNTS, ORG } from '../support/demo';

interface Profile {
  id: string;
  auth_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  organization_id: string | null;
  is_active: boolean;
  role: string | null;
}

/** Inserts an auth user the way Supabase Auth does on sign-up and returns the profile it got. */
async function signUp(tx: Queryable, userMeta: object, appMeta: object = {}): Promise<Profile | undefined> {
  const id = randomUUID();
  await tx.query('insert into auth.users (id, email, raw_user_meta_data, raw_app_meta_data) values ($1, $2, $3, $4)', [id, `${id}@example.com`, JSON.stringify(userMeta), JSON.stringify(appMeta)]);
  const result = await tx.query<Profile>(
    `select u.id, u.auth_id, u.email, u.first_name, u.last_name, u.organization_id, u.is_active, r.name as role
     from public.users u left join public.enterprise_roles r on r.id = u.enterprise_role_id where u.auth_id = $1`,
    [id],
  );
  return result.rows[0];
}

describe.each(targets)('profile trigger on auth.users on $name', (target) => {
  const db = useDatabase(target);

  it('creates the profile with the auth id, the e-mail and the default enterprise role user', async () => {
    const profile = await asOwner(db(), (tx) => signUp(tx, {}));
    expect(profile).toMatchObject({ first_name: null, last_name: null, organization_id: null, is_active: true, role: 'user' });
    expect(profile?.id).toBe(profile?.auth_id);
    expect(profile?.email).toBe(`${profile?.id}@example.com`);
  });

  it('takes names and the role from the sign-up metadata, matching role names case-insensitively', async () => {
    const profile = await asOwner(db(), (tx) => signUp(tx, { first_name: 'Layla', last_name: 'Haddad', role: 'Editor' }));
    expect(profile).toMatchObject({ first_name: 'Layla', last_name: 'Haddad', role: 'editor' });
  });

  it('never grants owner, manager or admin from metadata the person signing up controls', async () => {
    for (const role of ['owner', 'manager', 'admin', 'OWNER']) {
      const profile = await asOwner(db(), (tx) => signUp(tx, { role }));
      expect(profile?.role, role).toBe('user');
    }
  });

  it('honours a role in app metadata, which only the service can set', async () => {
    const profile = await asOwner(db(), (tx) => signUp(tx, { role: 'viewer' }, { role: 'manager' }));
    expect(profile?.role).toBe('manager');
  });

  it('leaves the enterprise role empty for a role name no enterprise role has', async () => {
    const profile = await asOwner(db(), (tx) => signUp(tx, { role: 'astronaut' }));
    expect(profile).toMatchObject({ role: null, is_active: true });
  });

  it('lets the new user read their own profile at once', async () => {
    const id = randomUUID();
    const seen = await asUser(
      db(),
      { sub: id, role: 'authenticated', email: `${id}@example.com` },
      async (tx) => (await tx.query<{ email: string }>('select email from public.users')).rows,
      { setup: `insert into auth.users (id, email) values ('${id}', '${id}@example.com')` },
    );
    expect(seen).toEqual([{ email: `${id}@example.com` }]);
  });

  it('keeps the profile e-mail in step with the auth e-mail', async () => {
    const email = await asOwner(db(), async (tx) => {
      await tx.query("update auth.users set email = 'viewer.new@fikrspace.test' where id = $1", [ACCOUNTS.viewer.id]);
      return (await tx.query<{ email: string }>('select email from public.users where id = $1', [ACCOUNTS.viewer.id])).rows[0]?.email;
    });
    expect(email).toBe('viewer.new@fikrspace.test');
  });

  it('deleting the auth user removes the profile and memberships but keeps the audit trail', async () => {
    const after = await asOwner(db(), async (tx) => {
      await tx.query('delete from auth.users where id = $1', [ACCOUNTS.multiOrg.id]);
      const result = await tx.query<{ profiles: number; memberships: number; audited: number }>(
        `select (select count(*)::int from public.users where id = $1) as profiles,
                (select count(*)::int from public.organization_members where user_id = $1) as memberships,
                (select count(*)::int from public.audit_log where table_name = 'users' and operation = 'DELETE' and row_id = $1) as audited`,
        [ACCOUNTS.multiOrg.id],
      );
      return result.rows[0];
    });
    expect(after).toEqual({ profiles: 0, memberships: 0, audited: 1 });
  });

  it('made every seeded profile, and the seed then placed each account in its organization', async () => {
    const rows = await asOwner(db(), async (tx) => (await tx.query<{ id: string; auth_id: string; email: string; organization_id: string }>('select id, auth_id, email, organization_id from public.users')).rows);
    // The demo accounts under the ids and addresses of the shared demo-ids module, and whatever
    // members other seed files add, all through the trigger.
    const demo = Object.values(ACCOUNTS).map((account) => rows.find((row) => row.id === account.id)?.email);
    expect(demo).toEqual(Object.values(ACCOUNTS).map((account) => account.email));
    for (const row of rows) expect(row.auth_id).toBe(row.id);
    expect(rows.find((row) => row.id === ACCOUNTS.otherStartup.id)?.organization_id).toBe(ORG.nileRobotics);
    const organizations = await asOwner(db(), async (tx) => (await tx.query<{ id: string }>('select id from public.organizations where id = any($1::uuid[])', [Object.values(ORG)])).rows);
    expect(organizations).toHaveLength(Object.values(ORG).length);
  });
});
