import { checkMatrix, grantsOf } from './matrix.mjs';
import { valuesList } from './sql-values.mjs';

/** @typedef {import('./matrix.mjs').PermissionMatrix} PermissionMatrix */

/**
 * The SQL that fills empty matrix tables with a whole matrix: the form of the first matrix
 * migration, 20261122000450_permission_matrix.sql.
 * @param {PermissionMatrix} matrix
 * @returns {string}
 */
export function renderPermissionMatrixSql(matrix) {
  const { resources, actions, roles } = checkMatrix(matrix);
  return `-- =============================================================================================
-- Permission matrix (spec 001 §6.2)
-- =============================================================================================
-- Generated from packages/access/src/permission-matrix.json by
-- supabase/scripts/generate-permission-matrix.mjs. Edit the JSON and run the script instead of
-- editing this file; a test fails when the two disagree.

insert into app.permission_roles (role) values
${valuesList(Object.keys(roles).map((role) => [role]))};

insert into app.permission_resources (resource) values
${valuesList(resources.map((resource) => [resource]))};

insert into app.permission_actions (action) values
${valuesList(actions.map((action) => [action]))};

insert into app.role_permissions (role, resource, action) values
${valuesList(grantsOf({ resources, actions, roles }))};
`;
}

const INSERT = /^insert into app\.(\w+) \(([\w, ]+)\) values\n((?: {2}\(.*\),\n)* {2}\(.*\));$/gm;
const ROW = /^ {2}\((.*)\),?$/;
const LITERAL = /'((?:[^']|'')*)'/g;

/**
 * The matrix a file written by renderPermissionMatrixSql loads. Refuses a file that is not
 * exactly what the generator writes for the matrix read back, since then nobody can say what
 * the file loads short of running it.
 * @param {string} sql
 * @param {string} name the file, for the message
 * @returns {PermissionMatrix}
 */
export function parsePermissionMatrixSql(sql, name) {
  /** @type {Record<string, string[][]>} */
  const tables = {};
  for (const [, table, , body] of sql.matchAll(INSERT)) {
    tables[table ?? ''] = (body ?? '')
      .split('\n')
      .map((line) => [...(ROW.exec(line)?.[1] ?? '').matchAll(LITERAL)].map((match) => (match[1] ?? '').replaceAll("''", "'")));
  }
  const column = (table) => (tables[table] ?? []).map(([value]) => value ?? '');
  /** @type {PermissionMatrix} */
  const matrix = { resources: column('permission_resources'), actions: column('permission_actions'), roles: {} };
  for (const role of column('permission_roles')) matrix.roles[role] = {};
  for (const [role = '', resource = '', action = ''] of tables.role_permissions ?? []) {
    const byResource = (matrix.roles[role] ??= {});
    (byResource[resource] ??= []).push(action);
  }
  let rendered;
  try {
    rendered = renderPermissionMatrixSql(matrix);
  } catch {
    rendered = undefined;
  }
  if (rendered !== sql) {
    throw new Error(`${name} is not what the generator writes for a whole matrix (was it edited by hand?), so the matrix it loads cannot be read from it`);
  }
  return matrix;
}
