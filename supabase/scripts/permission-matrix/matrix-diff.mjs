import { grantsOf } from './matrix.mjs';

/** @typedef {import('./matrix.mjs').PermissionMatrix} PermissionMatrix */
/** @typedef {'role' | 'resource' | 'action'} NameKind */
/** @typedef {Record<NameKind, Record<string, string>>} Renames old name -> new name, per kind */
/** @typedef {{ added: string[], removed: string[], renamed: [string, string][] }} NameChanges */
/** @typedef {[string, string, string]} Grant role, resource, action */
/**
 * @typedef {object} MatrixDiff
 * @property {NameChanges} roles
 * @property {NameChanges} resources
 * @property {NameChanges} actions
 * @property {{ added: Grant[], removed: Grant[] }} grants
 */

/** @type {Renames} */
export const NO_RENAMES = { role: {}, resource: {}, action: {} };

/**
 * @param {NameKind} kind
 * @param {string[]} before
 * @param {string[]} after
 * @param {Record<string, string>} renames
 * @returns {NameChanges}
 */
function nameChanges(kind, before, after, renames) {
  const renamed = /** @type {[string, string][]} */ (Object.entries(renames));
  for (const [from, to] of renamed) {
    if (!before.includes(from)) throw new Error(`Cannot rename ${kind} ${from}: the migrations have no such ${kind}`);
    if (after.includes(from)) throw new Error(`Cannot rename ${kind} ${from} to ${to}: ${from} is still in the matrix`);
    if (!after.includes(to)) throw new Error(`Cannot rename ${kind} ${from} to ${to}: ${to} is not in the matrix`);
    if (before.includes(to)) throw new Error(`Cannot rename ${kind} ${from} to ${to}: ${to} exists already`);
  }
  const sources = new Set(renamed.map(([from]) => from));
  const targets = new Set(renamed.map(([, to]) => to));
  return {
    added: after.filter((name) => !before.includes(name) && !targets.has(name)),
    removed: before.filter((name) => !after.includes(name) && !sources.has(name)),
    renamed,
  };
}

/**
 * What changes between two matrices. A rename is only ever declared: without one, a name that
 * disappears is a removal and a new name an addition.
 * @param {PermissionMatrix} from
 * @param {PermissionMatrix} to
 * @param {Renames} [renames]
 * @returns {MatrixDiff}
 */
export function diffMatrices(from, to, renames = NO_RENAMES) {
  const key = (/** @type {Grant} */ grant) => grant.join(' ');
  const before = new Set(grantsOf(from).map(key));
  const after = new Set(grantsOf(to).map(key));
  return {
    roles: nameChanges('role', Object.keys(from.roles), Object.keys(to.roles), renames.role),
    resources: nameChanges('resource', from.resources, to.resources, renames.resource),
    actions: nameChanges('action', from.actions, to.actions, renames.action),
    grants: {
      added: grantsOf(to).filter((grant) => !before.has(key(grant))),
      removed: grantsOf(from).filter((grant) => !after.has(key(grant))),
    },
  };
}

/**
 * @param {MatrixDiff} diff
 */
export function isEmptyDiff(diff) {
  return [diff.roles, diff.resources, diff.actions].every((names) => names.added.length + names.removed.length + names.renamed.length === 0) && diff.grants.added.length + diff.grants.removed.length === 0;
}

/**
 * One line per kind of change, for the person running the generator.
 * @param {MatrixDiff} diff
 * @returns {string[]}
 */
export function describeDiff(diff) {
  const lines = [];
  for (const [kind, names] of /** @type {[string, NameChanges][]} */ ([['roles', diff.roles], ['resources', diff.resources], ['actions', diff.actions]])) {
    if (names.added.length) lines.push(`${kind} added: ${names.added.join(', ')}`);
    if (names.removed.length) lines.push(`${kind} removed: ${names.removed.join(', ')}`);
    if (names.renamed.length) lines.push(`${kind} renamed: ${names.renamed.map(([from, to]) => `${from} -> ${to}`).join(', ')}`);
  }
  if (diff.grants.added.length) lines.push(`grants added: ${diff.grants.added.map((grant) => grant.join(' ')).join(', ')}`);
  if (diff.grants.removed.length) lines.push(`grants removed: ${diff.grants.removed.map((grant) => grant.join(' ')).join(', ')}`);
  return lines;
}

/**
 * Removals that may be meant as renames: a removed name in use stops the migration, while a
 * declared rename carries what uses it over to the new name.
 * @param {MatrixDiff} diff
 * @returns {string[]}
 */
export function possibleRenames(diff) {
  return /** @type {[NameKind, NameChanges][]} */ ([['role', diff.roles], ['resource', diff.resources], ['action', diff.actions]])
    .filter(([, names]) => names.added.length > 0 && names.removed.length > 0)
    .map(
      ([kind, names]) =>
        `${kind} ${names.removed.join(', ')} removed and ${names.added.join(', ')} added: if that is a rename, delete the new migration and run again with --rename ${kind}:${names.removed[0]}=${names.added[0]}, so that what uses the old name keeps it under the new one`,
    );
}
