import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parsePermissionMatrixSql } from './full-matrix-sql.mjs';
import { checkMatrix } from './matrix.mjs';
import { readSnapshot } from './update-sql.mjs';

/** @typedef {import('./matrix.mjs').PermissionMatrix} PermissionMatrix */

/** The first matrix migration: a whole matrix written by renderPermissionMatrixSql, no snapshot. */
const FULL_MATRIX_MIGRATION = /^\d{14}_permission_matrix\.sql$/;

const WRITES_MATRIX_TABLES =
  /\b(?:insert\s+into|delete\s+from|update|truncate(?:\s+table)?|alter\s+table(?:\s+if\s+exists)?|drop\s+table(?:\s+if\s+exists)?)\s+(?:only\s+)?app\.(?:permission_roles|permission_resources|permission_actions|role_permissions)\b/i;

/**
 * @param {string} sql
 */
function withoutLineComments(sql) {
  return sql.replace(/--[^\n]*/g, '');
}

/**
 * The matrix the migrations of a folder establish when applied in order: the snapshot of the
 * newest generated update, or else the whole matrix the first matrix migration inserts. A
 * migration written by hand that changes the matrix tables makes that unknowable without a
 * database, so it is refused rather than guessed around.
 * @param {string} migrationsDir
 * @returns {{ matrix: PermissionMatrix, file: string | null }} file: the migration the matrix is read from
 */
export function readAppliedMatrix(migrationsDir) {
  /** @type {{ matrix: PermissionMatrix, file: string | null }} */
  let applied = { matrix: { resources: [], actions: [], roles: {} }, file: null };
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    const snapshot = readSnapshot(sql);
    if (snapshot) {
      applied = { matrix: checkMatrix(snapshot), file };
    } else if (FULL_MATRIX_MIGRATION.test(file)) {
      applied = { matrix: parsePermissionMatrixSql(sql, file), file };
    } else if (WRITES_MATRIX_TABLES.test(withoutLineComments(sql))) {
      throw new Error(
        `${file} changes the permission matrix tables by hand, so the matrix the migrations establish cannot be read from them; make such changes through packages/access/src/permission-matrix.json and the generator`,
      );
    }
  }
  return applied;
}
