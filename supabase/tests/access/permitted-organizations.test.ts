import { describe, expect, it } from 'vitest';
import { targets, useDatabase, type Database, type Queryable } from '../support/database';
import { ACCOUNTS, ORG, PERSONAS, claimsFor } from '../support/demo';

/**
 * app.my_permitted_organization_ids answers for all of a member's organizations in one statement,
 * where app.has_permission decides one organization at a time. Policies use the first and the
 * functions the second, so the two must never disagree: for every persona and every resource and
 * action the matrix names (plus one it does not), with an explicit grant beyond the role, one
 * that has expired, and one on a resource the role has no entry for (which the matrix ignores).
 */
const FIXTURES = `
  insert into public.user_permissions (user_id, organization_id, resource, action, granted, expires_at) values
    ('${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', 'cap_table', 'write', true, null),
    ('${ACCOUNTS.viewer.id}', '${ORG.fikrLabs}', 'stakeholders', 'write', true, now() - interval '1 day'),
    ('${ACCOUNTS.stakeholder.id}', '${ORG.fikrLabs}', 'admin', 'admin', true, null)
`;

const COMPARISON = `
  select p.resource, p.action,
    coalesce((select array_agg(o order by o) from app.my_permitted_organization_ids(p.resource, p.action) o), '{}') as set_wise,
    coalesce((select array_agg(m.organization_id order by m.organization_id) from public.organization_members m
              where m.user_id = app.current_user_id() and app.has_permission(m.user_id, m.organization_id, p.resource, p.action)), '{}') as one_by_one
  from (select distinct rp.resource, rp.action from app.role_permissions rp union select 'no_such_resource', 'read') p
  order by 1, 2
`;

interface Comparison {
  resource: string;
  action: string;
  set_wise: string[];
  one_by_one: string[];
}

class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back');
  }
}

/** Runs fn in a transaction that is always rolled back, so the fixtures never outlive a persona. */
async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

describe.each(targets)('the organizations where a member holds a permission, on $name', (target) => {
  const db = useDatabase(target);

  it('agree with app.has_permission for every persona, resource and action', async () => {
    for (const persona of PERSONAS) {
      const claims = claimsFor(persona);
      if (!claims) continue;
      // As the owner of the functions, with the persona's claims: app.has_permission is not
      // callable by signed-in users, and this compares the two, not who may call them.
      const rows = await rolledBack(db(), async (tx) => {
        await tx.query(FIXTURES);
        await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
        return (await tx.query<Comparison>(COMPARISON)).rows;
      });
      expect(rows.length, persona).toBeGreaterThan(20);
      for (const row of rows) expect(row.set_wise, `${persona} ${row.resource} ${row.action}`).toEqual(row.one_by_one);
      if (persona === 'viewer') expect(rows.find((row) => row.resource === 'cap_table' && row.action === 'write')?.set_wise).toEqual([ORG.fikrLabs]);
    }
  });
});
