import { checkMatrix } from './matrix.mjs';
import { literal, valuesList } from './sql-values.mjs';

/** @typedef {import('./matrix.mjs').PermissionMatrix} PermissionMatrix */
/** @typedef {import('./matrix-diff.mjs').MatrixDiff} MatrixDiff */

/** Ends every generated update: the matrix after it, which the generator reads to write the next one. */
export const SNAPSHOT_PREFIX = '-- matrix-snapshot: ';

/**
 * The matrix a migration records as its result, or null for a migration that records none.
 * @param {string} sql
 * @returns {PermissionMatrix | null}
 */
export function readSnapshot(sql) {
  const line = sql
    .split('\n')
    .filter((text) => text.startsWith(SNAPSHOT_PREFIX))
    .at(-1);
  return line === undefined ? null : JSON.parse(line.slice(SNAPSHOT_PREFIX.length));
}

/** Where a name removed from the matrix may still be used; the foreign keys restrict deletes. */
const USES = {
  role: [{ table: 'public.organisation_roles', column: 'role' }],
  resource: [{ table: 'public.user_permissions', column: 'resource' }],
  action: [{ table: 'public.user_permissions', column: 'action' }],
};

/**
 * A removed name still in use must stop the migration with a message that says what to do, and
 * not with a bare foreign-key error, nor (were the keys ever made to cascade) by deleting the
 * roles and grants of members.
 * @param {MatrixDiff} diff
 */
function refuseRemovalsInUse(diff) {
  const checks = /** @type {const} */ ([
    ['role', diff.roles.removed],
    ['resource', diff.resources.removed],
    ['action', diff.actions.removed],
  ]).flatMap(([kind, names]) =>
    names.flatMap((name) =>
      USES[kind].map(
        ({ table, column }) => `  select count(*) into v_rows from ${table} where ${column} = ${literal(name)};
  if v_rows > 0 then
    v_in_use := v_in_use || format('${kind} ${name} (${table}: %s rows)', v_rows);
  end if;`,
      ),
    ),
  );
  if (checks.length === 0) return null;
  return `do $$
declare
  v_in_use text[] := '{}';
  v_rows bigint;
begin
${checks.join('\n')}
  if cardinality(v_in_use) > 0 then
    raise exception using
      errcode = 'restrict_violation',
      message = 'The permission matrix update removes names still in use: ' || array_to_string(v_in_use, '; '),
      hint = 'Reassign or revoke what uses them first, keep them in packages/access/src/permission-matrix.json (a role may keep no grants), or regenerate with --rename kind:old=new.';
  end if;
end
$$;`;
}

/**
 * @param {string} table
 * @param {string} column
 * @param {string[]} names
 */
function insertNames(table, column, names) {
  return names.length ? `insert into ${table} (${column}) values\n${valuesList(names.map((name) => [name]))};` : null;
}

/**
 * @param {string} table
 * @param {string} column
 * @param {string[]} names
 */
function deleteNames(table, column, names) {
  return names.length ? `delete from ${table} where ${column} in (${names.map(literal).join(', ')});` : null;
}

/**
 * @param {string} table
 * @param {string} column
 * @param {[string, string][]} renamed
 */
function repoint(table, column, renamed) {
  return renamed.map(([from, to]) => `update ${table} set ${column} = ${literal(to)} where ${column} = ${literal(from)};`);
}

/**
 * The migration that takes the matrix tables from one matrix to the next (diff, computed by
 * diffMatrices), ending with the snapshot of the new one. Names are added before the grants
 * that use them and removed after the grants that used them.
 * @param {MatrixDiff} diff
 * @param {PermissionMatrix} to
 * @returns {string}
 */
export function renderMatrixUpdateSql(diff, to) {
  const { roles, resources, actions, grants } = diff;
  const statements = [
    refuseRemovalsInUse(diff),
    insertNames('app.permission_roles', 'role', roles.added),
    insertNames('app.permission_resources', 'resource', [...resources.added, ...resources.renamed.map(([, name]) => name)]),
    insertNames('app.permission_actions', 'action', [...actions.added, ...actions.renamed.map(([, name]) => name)]),
    grants.removed.length ? `delete from app.role_permissions where (role, resource, action) in (\n${valuesList(grants.removed)}\n);` : null,
    // organisation_roles.role follows through its on update cascade.
    ...repoint('app.permission_roles', 'role', roles.renamed),
    ...repoint('public.user_permissions', 'resource', resources.renamed),
    ...repoint('public.user_permissions', 'action', actions.renamed),
    deleteNames('app.permission_roles', 'role', roles.removed),
    deleteNames('app.permission_resources', 'resource', [...resources.removed, ...resources.renamed.map(([name]) => name)]),
    deleteNames('app.permission_actions', 'action', [...actions.removed, ...actions.renamed.map(([name]) => name)]),
    grants.added.length ? `insert into app.role_permissions (role, resource, action) values\n${valuesList(grants.added)};` : null,
  ].filter((statement) => statement !== null);
  return `-- =============================================================================================
-- Permission matrix update (spec 001 §6.2)
-- =============================================================================================
-- Generated by supabase/scripts/generate-permission-matrix.mjs: takes the matrix the earlier
-- migrations establish to packages/access/src/permission-matrix.json. Applied migrations stay as
-- they are; edit the JSON and run the script again, and it writes the next migration.

${statements.join('\n\n')}

-- The matrix after this migration; the generator starts the next migration from the newest one.
${SNAPSHOT_PREFIX}${JSON.stringify(checkMatrix(to))}
`;
}
