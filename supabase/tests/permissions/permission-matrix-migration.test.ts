import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MATRIX_MIGRATION,
  MIGRATIONS_DIR,
  matrixRows,
  parseRenames,
  readAppliedMatrix,
  readMatrix,
  renderPermissionMatrixSql,
  writePermissionMatrixUpdate,
} from '../../scripts/generate-permission-matrix.mjs';
import type { PermissionMatrix } from '../../scripts/permission-matrix/matrix.mjs';

/** The JSON's matrix, changed by change. */
function changed(change: (matrix: PermissionMatrix) => void): PermissionMatrix {
  const matrix = structuredClone(readMatrix());
  change(matrix);
  return matrix;
}

describe('permission matrix migrations', () => {
  it('establish packages/access/src/permission-matrix.json (run node supabase/scripts/generate-permission-matrix.mjs)', () => {
    expect(matrixRows(readAppliedMatrix(MIGRATIONS_DIR).matrix)).toEqual(matrixRows(readMatrix()));
  });

  it('keep the first matrix migration as it was applied', () => {
    // A hosted database never runs an applied migration again, so an edit there would only
    // make the files lie about the database.
    const sha256 = createHash('sha256').update(readFileSync(MATRIX_MIGRATION)).digest('hex');
    expect(sha256).toBe('844d1622731830a3de41232be1e1258c8691920ffbd759c0adc2c8ae84fecc65');
  });
});

describe('renderPermissionMatrixSql', () => {
  it('inserts one row per role, resource and action the matrix grants', () => {
    const matrix = readMatrix();
    const grants = Object.values(matrix.roles).flatMap((byResource) => Object.values(byResource).flat());
    const sql = renderPermissionMatrixSql(matrix);
    const rolePermissions = sql.slice(sql.indexOf('insert into app.role_permissions'));
    expect(rolePermissions.match(/^ {2}\('/gm)).toHaveLength(grants.length);
  });

  it('refuses a matrix naming a resource or action it does not declare', () => {
    const matrix = readMatrix();
    expect(() => renderPermissionMatrixSql({ ...matrix, roles: { viewer: { spaceships: ['read'] } } })).toThrow(/unknown resource spaceships/);
    expect(() => renderPermissionMatrixSql({ ...matrix, roles: { viewer: { documents: ['launch'] } } })).toThrow(/unknown action launch/);
    expect(() => renderPermissionMatrixSql({ ...matrix, roles: { "viewer'; drop table users; --": {} } })).toThrow(/Invalid role name/);
  });

  it('refuses a resource listed with no action, which TypeScript and SQL would read differently', () => {
    expect(() => renderPermissionMatrixSql(changed((matrix) => (matrix.roles.viewer!.documents = [])))).toThrow(/lists no action on documents/);
  });
});

describe('generate-permission-matrix.mjs', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'matrix-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const NOW = new Date('2030-01-02T03:04:05Z');

  function update(matrix: PermissionMatrix, args: string[] = []) {
    const result = writePermissionMatrixUpdate({ matrix, migrationsDir: dir, renames: parseRenames(args), now: NOW });
    const sql = result.file ? readFileSync(result.file, 'utf8') : '';
    // Without comments: the snapshot line names actions such as "delete" and "update".
    const statements = sql
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n');
    return { ...result, sql, statements };
  }

  it('writes nothing while the migrations establish the matrix', () => {
    const before = readdirSync(dir);
    expect(update(readMatrix()).file).toBeNull();
    expect(readdirSync(dir)).toEqual(before);
  });

  it('writes nothing for a matrix that only lists things in another order', () => {
    expect(update(changed((matrix) => matrix.resources.reverse())).file).toBeNull();
  });

  it('adds an action to a role with one insert, in a new migration numbered now', () => {
    const { file, statements } = update(changed((matrix) => matrix.roles.viewer!.documents!.push('export')));
    expect(path.basename(file ?? '')).toBe('20300102030405_permissions_matrix_update.sql');
    expect(statements.trim()).toBe("insert into app.role_permissions (role, resource, action) values\n  ('viewer', 'documents', 'export');");
  });

  it('removes a grant with one delete', () => {
    const { statements } = update(changed((matrix) => (matrix.roles.editor!.documents = ['read'])));
    expect(statements.trim()).toBe("delete from app.role_permissions where (role, resource, action) in (\n  ('editor', 'documents', 'write')\n);");
  });

  it('adds a resource before the grants that use it', () => {
    const { sql } = update(
      changed((matrix) => {
        matrix.resources.push('reports');
        matrix.roles.owner!.reports = ['read', 'export'];
      }),
    );
    const resource = sql.indexOf("insert into app.permission_resources (resource) values\n  ('reports');");
    const grants = sql.indexOf("insert into app.role_permissions (role, resource, action) values\n  ('owner', 'reports', 'read'),\n  ('owner', 'reports', 'export');");
    expect(resource).toBeGreaterThan(-1);
    expect(grants).toBeGreaterThan(resource);
  });

  it('removes a role only where no member holds it, after its grants', () => {
    const { sql } = update(changed((matrix) => delete matrix.roles.stakeholder));
    expect(sql).toContain("select count(*) into v_rows from public.organisation_roles where role = 'stakeholder';");
    expect(sql).toContain("errcode = 'restrict_violation'");
    expect(sql.indexOf("delete from app.permission_roles where role in ('stakeholder');")).toBeGreaterThan(sql.indexOf('delete from app.role_permissions'));
  });

  it('removes a resource or an action only where no explicit grant names it', () => {
    const { sql } = update(
      changed((matrix) => {
        matrix.resources = matrix.resources.filter((resource) => resource !== 'analytics');
        matrix.actions = matrix.actions.filter((action) => action !== 'calculate');
        for (const byResource of Object.values(matrix.roles)) {
          delete byResource.analytics;
          if (byResource.calculators) byResource.calculators = byResource.calculators.filter((action) => action !== 'calculate');
        }
      }),
    );
    expect(sql).toContain("from public.user_permissions where resource = 'analytics';");
    expect(sql).toContain("from public.user_permissions where action = 'calculate';");
    expect(sql).toContain("delete from app.permission_resources where resource in ('analytics');");
    expect(sql).toContain("delete from app.permission_actions where action in ('calculate');");
  });

  const renameViewer = (matrix: PermissionMatrix) => {
    matrix.roles.reader = matrix.roles.viewer!;
    delete matrix.roles.viewer;
  };

  it('treats an undeclared rename as a removal and an addition, and says how to declare it', () => {
    const { sql, notes } = update(changed(renameViewer));
    expect(sql).toContain("delete from app.permission_roles where role in ('viewer');");
    expect(sql).toContain("insert into app.permission_roles (role) values\n  ('reader');");
    expect(notes.join('\n')).toContain('--rename role:viewer=reader');
  });

  it('renames a declared role in place, so members holding it keep it under the new name', () => {
    const { statements, notes } = update(changed(renameViewer), ['--rename', 'role:viewer=reader']);
    expect(statements).toContain("update app.permission_roles set role = 'reader' where role = 'viewer';");
    expect(statements).not.toMatch(/do \$\$|insert into app\.permission_roles|delete from app\.permission_roles/);
    expect(notes).toEqual([]);
  });

  it('renames a declared resource by moving explicit grants to it', () => {
    const { sql, statements } = update(
      changed((matrix) => {
        matrix.resources = matrix.resources.map((resource) => (resource === 'documents' ? 'files' : resource));
        for (const byResource of Object.values(matrix.roles)) {
          if (!byResource.documents) continue;
          byResource.files = byResource.documents;
          delete byResource.documents;
        }
      }),
      ['--rename=resource:documents=files'],
    );
    expect(sql).toContain("update public.user_permissions set resource = 'files' where resource = 'documents';");
    expect(sql.indexOf("insert into app.permission_resources (resource) values\n  ('files');")).toBeLessThan(sql.indexOf('update public.user_permissions'));
    expect(sql.indexOf("delete from app.permission_resources where resource in ('documents');")).toBeGreaterThan(sql.indexOf('update public.user_permissions'));
    expect(statements).not.toContain('do $$');
  });

  it('refuses a declared rename the matrix does not make', () => {
    expect(() => update(readMatrix(), ['--rename', 'role:viewer=reader'])).toThrow(/viewer is still in the matrix/);
    expect(() => update(changed(renameViewer), ['--rename', 'role:ghost=reader'])).toThrow(/no such role/);
    expect(() => parseRenames(['--rename', 'team:a=b'])).toThrow(/usage/);
  });

  it('starts each update from the matrix the previous one recorded', () => {
    const first = changed((matrix) => matrix.roles.viewer!.documents!.push('export'));
    update(first);
    const second = structuredClone(first);
    second.roles.viewer!.analytics!.push('export');
    const { file, sql } = update(second);
    expect(path.basename(file ?? '')).toBe('20300102030406_permissions_matrix_update.sql');
    expect(sql).toContain("values\n  ('viewer', 'analytics', 'export');\n");
    expect(sql).not.toContain("('viewer', 'documents', 'export')");
    expect(matrixRows(readAppliedMatrix(dir).matrix)).toEqual(matrixRows(second));
    expect(update(second).file).toBeNull();
  });

  it('numbers a migration after the newest one even when the clock is behind', () => {
    const newest = readdirSync(dir).sort().at(-1) ?? '';
    const result = writePermissionMatrixUpdate({ matrix: changed((matrix) => matrix.roles.viewer!.documents!.push('export')), migrationsDir: dir, now: new Date('2020-01-01T00:00:00Z') });
    expect(path.basename(result.file ?? '') > newest).toBe(true);
  });

  it('refuses to guess when a migration written by hand changes the matrix tables', () => {
    writeFileSync(path.join(dir, '20991231000000_fix_grants.sql'), "insert into app.role_permissions (role, resource, action) values ('viewer', 'documents', 'write');\n");
    expect(() => update(readMatrix())).toThrow(/20991231000000_fix_grants.sql changes the permission matrix tables by hand/);
  });

  it("refuses to read a first matrix migration that is not the generator's whole-matrix output", () => {
    const first = path.join(dir, path.basename(MATRIX_MIGRATION));
    writeFileSync(first, `${readFileSync(first, 'utf8')}\ndelete from app.role_permissions where role = 'viewer';\n`);
    expect(() => update(readMatrix())).toThrow(/is not what the generator writes for a whole matrix/);
  });
});
