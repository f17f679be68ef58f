import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MATRIX_MIGRATION, readMatrix, renderPermissionMatrixSql } from '../scripts/generate-permission-matrix.mjs';

describe('permission matrix migration', () => {
  it('is what the generator writes from packages/access/src/permission-matrix.json (run supabase/scripts/generate-permission-matrix.mjs)', () => {
    expect(readFileSync(MATRIX_MIGRATION, 'utf8')).toBe(renderPermissionMatrixSql(readMatrix()));
  });

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
});
