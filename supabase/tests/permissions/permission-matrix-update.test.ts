import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, matrixRows, parseRenames, readAppliedMatrix, readMatrix, writePermissionMatrixUpdate } from '../../scripts/generate-permission-matrix.mjs';
import type { PermissionMatrix } from '../../scripts/permission-matrix/matrix.mjs';
import { asOwner, rejectionOf, targets, useDatabase, type Database, type Queryable } from '../support/database';
import { ACCOUNTS, ORG } from '../support/demo';

// Generated updates applied on top of every real migration and the seed, each in a transaction
// that is rolled back: the tables must then hold exactly the changed matrix.

function changed(change: (matrix: PermissionMatrix) => void): PermissionMatrix {
  const matrix = structuredClone(readMatrix());
  change(matrix);
  return matrix;
}

/** The update the generator writes for matrix, generated in a copy of the migrations folder. */
function updateSql(matrix: PermissionMatrix, args: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'matrix-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const { file } = writePermissionMatrixUpdate({ matrix, migrationsDir: dir, renames: parseRenames(args) });
    if (!file) throw new Error('The generator wrote no migration for a changed matrix');
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function matrixTables(tx: Queryable) {
  const list = async (sql: string) =>
    (await tx.query<{ name: string }>(sql)).rows
      .map((row) => row.name)
      .sort();
  return {
    roles: await list('select role as name from app.permission_roles'),
    resources: await list('select resource as name from app.permission_resources'),
    actions: await list('select action as name from app.permission_actions'),
    grants: await list("select role || ' ' || resource || ' ' || action as name from app.role_permissions"),
  };
}

/** An explicit grant the seed does not have, so that a resource or action is in use. */
async function grantExplicitly(tx: Queryable, resource: string, action: string): Promise<void> {
  await tx.query('insert into public.user_permissions (user_id, organization_id, resource, action) values ($1, $2, $3, $4)', [ACCOUNTS.viewer.id, ORG.fikrLabs, resource, action]);
}

const renameViewer = (matrix: PermissionMatrix) => {
  matrix.roles.reader = matrix.roles.viewer!;
  delete matrix.roles.viewer;
};

const renameDocuments = (matrix: PermissionMatrix) => {
  matrix.resources = matrix.resources.map((resource) => (resource === 'documents' ? 'files' : resource));
  for (const byResource of Object.values(matrix.roles)) {
    if (!byResource.documents) continue;
    byResource.files = byResource.documents;
    delete byResource.documents;
  }
};

const withoutCalculate = (matrix: PermissionMatrix) => {
  matrix.actions = matrix.actions.filter((action) => action !== 'calculate');
  for (const byResource of Object.values(matrix.roles)) {
    if (byResource.calculators) byResource.calculators = byResource.calculators.filter((action) => action !== 'calculate');
  }
};

const CHANGES: [string, PermissionMatrix, string[]][] = [
  ['an action added to a role', changed((matrix) => matrix.roles.viewer!.documents!.push('export')), []],
  ['a grant removed', changed((matrix) => (matrix.roles.editor!.documents = ['read'])), []],
  [
    'a resource added with grants',
    changed((matrix) => {
      matrix.resources.push('reports');
      matrix.roles.owner!.reports = ['read', 'export'];
      matrix.roles.viewer!.reports = ['read'];
    }),
    [],
  ],
  ['a role added', changed((matrix) => (matrix.roles.auditor = { documents: ['read'], analytics: ['read', 'export'] })), []],
  ['an action nobody was granted explicitly removed', changed(withoutCalculate), []],
  ['a role renamed', changed(renameViewer), ['--rename', 'role:viewer=reader']],
  ['a resource renamed', changed(renameDocuments), ['--rename', 'resource:documents=files']],
];

describe.each(targets)('generated permission matrix updates on $name', (target) => {
  const db = useDatabase(target);
  const apply = (sql: string, setup?: (tx: Queryable) => Promise<void>) => (database: Database) =>
    asOwner(database, async (tx) => {
      await setup?.(tx);
      await tx.exec(sql);
      return matrixTables(tx);
    });

  it('start from the matrix the generator reads from the migrations', async () => {
    const tables = await asOwner(db(), matrixTables);
    expect(tables).toEqual(matrixRows(readAppliedMatrix(MIGRATIONS_DIR).matrix));
  });

  it.each(CHANGES)('leave the tables holding the changed matrix for %s', async (_change, matrix, args) => {
    expect(await apply(updateSql(matrix, args))(db())).toEqual(matrixRows(matrix));
  });

  it('let members keep a renamed role under its new name', async () => {
    const sql = updateSql(changed(renameViewer), ['--rename', 'role:viewer=reader']);
    const held = await asOwner(db(), async (tx) => {
      const count = async (role: string) => (await tx.query<{ n: number }>('select count(*)::int as n from public.organisation_roles where role = $1', [role])).rows[0]?.n;
      const before = await count('viewer');
      await tx.exec(sql);
      return { before, viewer: await count('viewer'), reader: await count('reader') };
    });
    expect(held.before).toBeGreaterThan(0);
    expect(held).toEqual({ before: held.before, viewer: 0, reader: held.before });
  });

  it('carry explicit grants over to a renamed resource', async () => {
    const sql = updateSql(changed(renameDocuments), ['--rename', 'resource:documents=files']);
    const resources = await asOwner(db(), async (tx) => {
      await grantExplicitly(tx, 'documents', 'delete');
      await tx.exec(sql);
      return (await tx.query<{ resource: string }>('select resource from public.user_permissions where user_id = $1', [ACCOUNTS.viewer.id])).rows.map((row) => row.resource);
    });
    expect(resources).toEqual(['files']);
  });

  it('stop, changing nothing, when a removed role is still held', async () => {
    const sql = updateSql(changed((matrix) => delete matrix.roles.viewer));
    const error = await rejectionOf(apply(sql)(db()));
    expect(error.code).toBe('23001');
    expect(error.message).toMatch(/removes names still in use: role viewer \(public\.organisation_roles: \d+ rows\)/);
    expect(error.hint).toMatch(/--rename/);
    expect(await asOwner(db(), matrixTables)).toEqual(matrixRows(readMatrix()));
  });

  it('stop when a removed resource or action is named by an explicit grant', async () => {
    const sql = updateSql(
      changed((matrix) => {
        withoutCalculate(matrix);
        matrix.resources = matrix.resources.filter((resource) => resource !== 'analytics');
        for (const byResource of Object.values(matrix.roles)) delete byResource.analytics;
      }),
    );
    const error = await rejectionOf(apply(sql, (tx) => grantExplicitly(tx, 'analytics', 'calculate'))(db()));
    expect(error.message).toContain('resource analytics (public.user_permissions: 1 rows); action calculate (public.user_permissions: 1 rows)');
  });
});
