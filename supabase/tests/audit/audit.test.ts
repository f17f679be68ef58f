import { describe, expect, it } from 'vitest';
import { asOwner, asService, asUser, rejectionOf, targets, useDatabase } from '../support/database';
import { ACCOUNTS, ORG, claimsOf } from '../support/demo';

interface AuditRow {
  table_name: string;
  operation: string;
  row_id: string;
  actor_id: string | null;
  organization_id: string | null;
  old_data: Record<string, unknown> | null;
  new_data: Record<string, unknown> | null;
}

const NEWEST = 'select table_name, operation, row_id, actor_id, organization_id, old_data, new_data from public.audit_log';

describe.each(targets)('audit log on $name', (target) => {
  const db = useDatabase(target);

  it('records a profile change with the acting user and both versions of the row', async () => {
    const rows = await asUser(db(), claimsOf('viewer'), async (tx) => {
      await tx.query("update public.users set first_name = 'Veronica' where id = $1", [ACCOUNTS.viewer.id]);
      await tx.query("select set_config('role', 'postgres', true)");
      return (await tx.query<AuditRow>(`${NEWEST} where table_name = 'users' and actor_id = $1`, [ACCOUNTS.viewer.id])).rows;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operation: 'UPDATE', row_id: ACCOUNTS.viewer.id, organization_id: ORG.fikrLabs });
    expect(rows[0]?.old_data?.first_name).toBe('Vera');
    expect(rows[0]?.new_data?.first_name).toBe('Veronica');
  });

  it('records role assignments, permission grants and product access changes in their organization', async () => {
    const rows = await asUser(db(), claimsOf('owner'), async (tx) => {
      await tx.query("select public.assign_role($1, $2, 'editor')", [ACCOUNTS.viewer.id, ORG.fikrLabs]);
      await tx.query("select public.grant_permission($1, $2, 'documents', 'delete')", [ACCOUNTS.editor.id, ORG.fikrLabs]);
      await tx.query("select public.set_product_access($1, $2, (select id from public.fikr_products where product_key = 'money'), false)", [ACCOUNTS.user.id, ORG.fikrLabs]);
      return (await tx.query<AuditRow>(`${NEWEST} where actor_id = $1 order by created_at, table_name, operation`, [ACCOUNTS.owner.id])).rows;
    });
    const summary = rows.map((row) => `${row.table_name} ${row.operation}`).sort();
    expect(summary).toEqual(['organisation_roles INSERT', 'organisation_roles UPDATE', 'team_member_product_access UPDATE', 'user_permissions INSERT']);
    for (const row of rows) expect(row.organization_id).toBe(ORG.fikrLabs);
  });

  it('records organization, membership and enterprise role changes', async () => {
    const tables = await asOwner(db(), async (tx) => {
      await tx.query("update public.organizations set name = 'Nile Robotics Co' where id = $1", [ORG.nileRobotics]);
      await tx.query('insert into public.organization_members (user_id, organization_id) values ($1, $2)', [ACCOUNTS.viewer.id, ORG.nileRobotics]);
      await tx.query("update public.enterprise_roles set description = 'Reads' where name = 'viewer'");
      return (
        await tx.query<{ table_name: string; organization_id: string | null }>(
          "select distinct table_name, organization_id from public.audit_log where created_at = now() and actor_id is null and operation <> 'DELETE' order by table_name",
        )
      ).rows;
    });
    expect(tables).toEqual([
      { table_name: 'enterprise_roles', organization_id: null },
      { table_name: 'organization_members', organization_id: ORG.nileRobotics },
      { table_name: 'organizations', organization_id: ORG.nileRobotics },
      // Joining gives the new member the organization's products, and that is recorded too.
      { table_name: 'team_member_product_access', organization_id: ORG.nileRobotics },
    ]);
  });

  it('does not record changes to tables outside access control', async () => {
    const count = await asOwner(db(), async (tx) => {
      await tx.query("update public.languages set completion_percentage = 71 where code = 'pl'");
      return Number((await tx.query<{ count: string }>("select count(*) from public.audit_log where table_name = 'languages'")).rows[0]?.count);
    });
    expect(count).toBe(0);
  });

  it('entries cannot be changed, even by the service role', async () => {
    const error = await rejectionOf(asService(db(), (tx) => tx.query('update public.audit_log set actor_id = null')));
    expect(error.code).toBe('42501');
    const deleted = await asService(db(), async (tx) => (await tx.query("delete from public.audit_log where created_at < now() - interval '365 days'")).rowCount);
    expect(deleted).toBe(0);
  });
});
