#!/usr/bin/env node
// Brings the database's permission matrix to packages/access/src/permission-matrix.json, the one
// source of the matrix (spec 001 §6.2). Run after editing the JSON:
//   node supabase/scripts/generate-permission-matrix.mjs [--rename role|resource|action:old=new ...]
// It reads the matrix the existing migrations establish and, when the JSON differs, writes a new
// migration <version>_permissions_matrix_update.sql with the difference. An applied migration is
// never rewritten: a hosted database would not run it again.
// supabase/tests/permission-matrix-migration.test.ts fails while the migrations and the JSON disagree.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppliedMatrix } from './permission-matrix/applied-matrix.mjs';
import { checkMatrix } from './permission-matrix/matrix.mjs';
import { NO_RENAMES, describeDiff, diffMatrices, isEmptyDiff, possibleRenames } from './permission-matrix/matrix-diff.mjs';
import { nextMigrationVersion } from './permission-matrix/migration-version.mjs';
import { renderMatrixUpdateSql } from './permission-matrix/update-sql.mjs';

export { renderPermissionMatrixSql } from './permission-matrix/full-matrix-sql.mjs';
export { readAppliedMatrix } from './permission-matrix/applied-matrix.mjs';
export { sameMatrix, matrixRows } from './permission-matrix/matrix.mjs';

/** @typedef {import('./permission-matrix/matrix.mjs').PermissionMatrix} PermissionMatrix */
/** @typedef {import('./permission-matrix/matrix-diff.mjs').Renames} Renames */
/** @typedef {import('./permission-matrix/matrix-diff.mjs').MatrixDiff} MatrixDiff */

const here = path.dirname(fileURLToPath(import.meta.url));
export const MATRIX_JSON = path.resolve(here, '../../packages/access/src/permission-matrix.json');
export const MIGRATIONS_DIR = path.resolve(here, '../migrations');
/** The first matrix migration, already applied: read, never written. */
export const MATRIX_MIGRATION = path.join(MIGRATIONS_DIR, '20261122000450_permission_matrix.sql');

/** @returns {PermissionMatrix} */
export function readMatrix() {
  return JSON.parse(readFileSync(MATRIX_JSON, 'utf8'));
}

/**
 * Writes the migration that takes the matrix the migrations in migrationsDir establish to
 * matrix, or nothing when they already establish it.
 * @param {{ matrix?: PermissionMatrix, migrationsDir?: string, renames?: Renames, now?: Date }} [options]
 * @returns {{ file: string | null, diff: MatrixDiff, appliedFrom: string | null, notes: string[] }}
 *   file: the migration written; appliedFrom: the migration the current matrix was read from
 */
export function writePermissionMatrixUpdate({ matrix = readMatrix(), migrationsDir = MIGRATIONS_DIR, renames = NO_RENAMES, now = new Date() } = {}) {
  const target = checkMatrix(matrix);
  const applied = readAppliedMatrix(migrationsDir);
  const diff = diffMatrices(applied.matrix, target, renames);
  if (isEmptyDiff(diff)) return { file: null, diff, appliedFrom: applied.file, notes: [] };
  const file = path.join(migrationsDir, `${nextMigrationVersion(readdirSync(migrationsDir), now)}_permissions_matrix_update.sql`);
  writeFileSync(file, renderMatrixUpdateSql(diff, target), { flag: 'wx' });
  return { file, diff, appliedFrom: applied.file, notes: possibleRenames(diff) };
}

const RENAME = /^(role|resource|action):([^=]+)=(.+)$/;

/**
 * --rename kind:old=new, repeatable.
 * @param {string[]} args
 * @returns {Renames}
 */
export function parseRenames(args) {
  /** @type {Renames} */
  const renames = { role: {}, resource: {}, action: {} };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    const value = arg === '--rename' ? args[(index += 1)] : arg?.startsWith('--rename=') ? arg.slice('--rename='.length) : undefined;
    const match = value === undefined ? null : RENAME.exec(value);
    if (!match) throw new Error(`Unexpected argument ${JSON.stringify(value ?? arg)}; usage: generate-permission-matrix.mjs [--rename role|resource|action:old=new ...]`);
    const [, kind, from, to] = /** @type {[string, 'role' | 'resource' | 'action', string, string]} */ (match);
    renames[kind][from] = to;
  }
  return renames;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { file, diff, appliedFrom, notes } = writePermissionMatrixUpdate({ renames: parseRenames(process.argv.slice(2)) });
    const json = path.relative(process.cwd(), MATRIX_JSON);
    if (!file) {
      console.log(`The migrations (up to ${appliedFrom ?? 'none'}) already establish ${json}; nothing written.`);
    } else {
      console.log(`Wrote ${path.relative(process.cwd(), file)}, from the matrix of ${appliedFrom ?? 'no migration'} to ${json}:`);
      for (const line of describeDiff(diff)) console.log(`  ${line}`);
      if (diff.roles.removed.length + diff.resources.removed.length + diff.actions.removed.length > 0) {
        console.log('It stops, changing nothing, on a database where a removed name is still in use.');
      }
      for (const note of notes) console.warn(`Note: ${note}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
