import { ORG } from '@fikrspace/db/testing/demo-ids';
import { signedInAs } from '@fikrspace/db/testing/signed-in-as';
import { SUPABASE_DIR } from '@fikrspace/local-backend/migrate';
import { SETUP_TIMEOUT, startBackend, targets } from '@fikrspace/local-backend/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPaginated, scopeFilter, type PaginatedReadOptions } from './paginated-read';

/** The generic paginated read (spec 001 §7.2, §5.4) against the local backend and its seed. */

const FIKR_LABS = ORG.fikrLabs;
const NILE_ROBOTICS = ORG.nileRobotics;
const COLUMNS = ['id', 'organization_id', 'name', 'stakeholder_type', 'email', 'created_at'] as const;

type Backend = Awaited<ReturnType<typeof startBackend>>;
interface Row {
  name: string;
  stakeholder_type: string;
  created_at: string;
}

const read = (extra: Partial<PaginatedReadOptions> = {}): PaginatedReadOptions => ({
  table: 'stakeholders',
  allowedTables: ['stakeholders'],
  allowedColumns: COLUMNS,
  scope: { organizationId: FIKR_LABS, requireOrganization: true },
  ...extra,
});

for (const target of await targets()) {
  describe(`paginated read against the local backend (${target.name})`, () => {
    let backend: Backend;
    const as = (email: string) => signedInAs(backend, email);

    beforeAll(async () => {
      backend = await startBackend(target, { supabaseDir: SUPABASE_DIR, functionsDir: `${SUPABASE_DIR}/functions` });
      // Each sign-in hashes a password: done once here, within the setup's time.
      await Promise.all(['owner@fikrspace.test', 'other-startup@fikrspace.test', 'viewer@fikrspace.test'].map(as));
    }, SETUP_TIMEOUT);
    afterAll(async () => backend?.close());

    it('returns a page with the exact total, newest first by default, 20 to a page', async () => {
      const result = await fetchPaginated<Row>(await as('owner@fikrspace.test'), read());
      expect(result).toMatchObject({ total: 9, page: 1, limit: 20, totalPages: 1 });
      expect(result.data).toHaveLength(9);
      const created = result.data.map((row) => row.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(result.data[0]?.name).toBe('Dr. Youssef Amrani');
    });

    it('takes one range per page', async () => {
      const db = await as('owner@fikrspace.test');
      const pages = await Promise.all([1, 2, 3].map((page) => fetchPaginated<Row>(db, read({ page, pageSize: 4 }))));
      expect(pages.map((page) => page.data.length)).toEqual([4, 4, 1]);
      expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3]);
      expect(new Set(pages.flatMap((page) => page.data.map((row) => row.name))).size).toBe(9);
    });

    it('applies filters, one-of filters and a chosen order', async () => {
      const db = await as('owner@fikrspace.test');
      const founders = await fetchPaginated<Row>(db, read({ filters: { stakeholder_type: 'founder' }, orderBy: { column: 'name', direction: 'asc' } }));
      expect(founders.data.map((row) => row.name)).toEqual(['Karim Haddad', 'Sara Startup']);
      const people = await fetchPaginated<Row>(db, read({ filters: { stakeholder_type: ['employee', 'advisor'] } }));
      expect(people.total).toBe(3);
      const noEmail = await fetchPaginated<Row>(db, read({ filters: { email: null } }));
      expect(noEmail.total).toBe(6);
    });

    it('caps the page size at 1000', async () => {
      const result = await fetchPaginated<Row>(await as('owner@fikrspace.test'), read({ pageSize: 5000 }));
      expect(result.limit).toBe(1000);
    });

    it('keeps to the organization filter, and row level security keeps other tenants out', async () => {
      const other = await as('other-startup@fikrspace.test');
      expect((await fetchPaginated<Row>(other, read())).total).toBe(0);
      expect((await fetchPaginated<Row>(other, read({ scope: { organizationId: NILE_ROBOTICS } }))).total).toBe(2);
      // Viewer's Fikr Cap is turned off: the database returns nothing, whatever the page asks.
      expect((await fetchPaginated<Row>(await as('viewer@fikrspace.test'), read())).total).toBe(0);
    });

    it.each([
      ['a table outside the allow-list', read({ table: 'users' }), 'UNAUTHORIZED_TABLE'],
      ['a column outside the allow-list', read({ filters: { created_by: 'x' } }), 'UNAUTHORIZED_COLUMN'],
      ['an order by a column outside the allow-list', read({ orderBy: { column: 'updated_at' } }), 'UNAUTHORIZED_COLUMN'],
      ['an injection in a filter value', read({ filters: { name: "x' OR '1'='1" } }), 'VALIDATION_ERROR'],
      ['a non-numeric page', read({ page: Number.NaN, pageSize: 'ten' as never }), 'PAGINATION_ERROR'],
      ['an organization-only read without an organization', read({ scope: { requireOrganization: true } }), 'VALIDATION_ERROR'],
    ])('refuses %s before asking the database', async (_name, options, code) => {
      await expect(fetchPaginated(await as('owner@fikrspace.test'), options)).rejects.toMatchObject({ code, statusCode: expect.any(Number) });
    });
  });
}

describe('scopeFilter (spec 001 §6.4)', () => {
  it.each([
    [{ organizationId: 'o', userId: 'u' }, { column: 'organization_id', value: 'o' }],
    [{ organizationId: null, userId: 'u' }, { column: 'user_id', value: 'u' }],
    [{}, null],
    [undefined, null],
  ])('%j scopes by %j', (scope, expected) => {
    expect(scopeFilter(scope)).toEqual(expected);
  });

  it('refuses data that needs an organization without one', () => {
    expect(() => scopeFilter({ userId: 'u', requireOrganization: true })).toThrow(/organization id is required/);
  });
});
