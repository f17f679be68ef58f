#!/usr/bin/env node
// Writes the migration that fills app.role_permissions from packages/access/src/permission-matrix.json,
// the one source of the permission matrix (spec 001 §6.2). Run after editing the JSON:
//   node supabase/scripts/generate-permission-matrix.mjs
// supabase/tests/permission-matrix-migration.test.ts fails while the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MATRIX_JSON = path.resolve(here, '../../packages/access/src/permission-matrix.json');
export const MATRIX_MIGRATION = path.resolve(here, '../migrations/20261122000450_permission_matrix.sql');

const NAME = /^[a-z][a-z0-9_]*$/;

function literal(value) {
  // Names are checked against NAME first, so quoting cannot be escaped; the doubling is belt and braces.
  return `'${value.replaceAll("'", "''")}'`;
}

function checkName(kind, value) {
  if (typeof value !== 'string' || !NAME.test(value)) throw new Error(`Invalid ${kind} name in the permission matrix: ${JSON.stringify(value)}`);
}

function values(rows) {
  return rows.map((row) => `  (${row.map(literal).join(', ')})`).join(',\n');
}

/**
 * The SQL for a matrix object shaped like permission-matrix.json.
 * @param {{ resources: string[], actions: string[], roles: Record<string, Record<string, string[]>> }} matrix
 * @returns {string}
 */
export function renderPermissionMatrixSql(matrix) {
  const { resources, actions, roles } = matrix;
  resources.forEach((resource) => checkName('resource', resource));
  actions.forEach((action) => checkName('action', action));
  const grants = [];
  for (const [role, byResource] of Object.entries(roles)) {
    checkName('role', role);
    for (const [resource, allowed] of Object.entries(byResource)) {
      if (!resources.includes(resource)) throw new Error(`Role ${role} names unknown resource ${resource}`);
      for (const action of allowed) {
        if (!actions.includes(action)) throw new Error(`Role ${role} names unknown action ${action} on ${resource}`);
        grants.push([role, resource, action]);
      }
    }
  }
  return `-- =============================================================================================
-- Permission matrix (spec 001 §6.2)
-- =============================================================================================
-- Generated from packages/access/src/permission-matrix.json by
-- supabase/scripts/generate-permission-matrix.mjs. Edit the JSON and run the script instead of
-- editing this file; a test fails when the two disagree.

insert into app.permission_roles (role) values
${values(Object.keys(roles).map((role) => [role]))};

insert into app.permission_resources (resource) values
${values(resources.map((resource) => [resource]))};

insert into app.permission_actions (action) values
${values(actions.map((action) => [action]))};

insert into app.role_permissions (role, resource, action) values
${values(grants)};
`;
}

/** @returns {{ resources: string[], actions: string[], roles: Record<string, Record<string, string[]>> }} */
export function readMatrix() {
  return JSON.parse(readFileSync(MATRIX_JSON, 'utf8'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(MATRIX_MIGRATION, renderPermissionMatrixSql(readMatrix()));
  console.log(`Wrote ${path.relative(process.cwd(), MATRIX_MIGRATION)}`);
}
