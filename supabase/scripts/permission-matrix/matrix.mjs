/** @typedef {{ resources: string[], actions: string[], roles: Record<string, Record<string, string[]>> }} PermissionMatrix */

/** Names go into SQL literals and must survive every layer unchanged: lower-case words only. */
const NAME = /^[a-z][a-z0-9_]*$/;

/**
 * @param {string} kind
 * @param {unknown} value
 */
export function checkName(kind, value) {
  if (typeof value !== 'string' || !NAME.test(value)) throw new Error(`Invalid ${kind} name in the permission matrix: ${JSON.stringify(value)}`);
}

/**
 * @param {string} kind
 * @param {string[]} names
 */
function checkUnique(kind, names) {
  const seen = new Set();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`The permission matrix lists ${kind} ${name} twice`);
    seen.add(name);
  }
}

/**
 * The matrix reduced to its three parts, after checking that SQL can hold it with the meaning
 * TypeScript gives it.
 * @param {PermissionMatrix} matrix
 * @returns {PermissionMatrix}
 */
export function checkMatrix(matrix) {
  const { resources, actions, roles } = matrix;
  resources.forEach((resource) => checkName('resource', resource));
  actions.forEach((action) => checkName('action', action));
  checkUnique('resource', resources);
  checkUnique('action', actions);
  for (const [role, byResource] of Object.entries(roles)) {
    checkName('role', role);
    for (const [resource, allowed] of Object.entries(byResource)) {
      if (!resources.includes(resource)) throw new Error(`Role ${role} names unknown resource ${resource}`);
      // TypeScript reads an entry with no action as "the role knows the resource", so an
      // explicit grant can still allow it; app.role_permissions has no row to say that.
      if (allowed.length === 0) throw new Error(`Role ${role} lists no action on ${resource}: leave the resource out instead`);
      for (const action of allowed) {
        if (!actions.includes(action)) throw new Error(`Role ${role} names unknown action ${action} on ${resource}`);
      }
      checkUnique(`action on ${resource} for role`, allowed);
    }
  }
  return {
    resources: [...resources],
    actions: [...actions],
    roles: Object.fromEntries(Object.entries(roles).map(([role, byResource]) => [role, Object.fromEntries(Object.entries(byResource).map(([resource, allowed]) => [resource, [...allowed]]))])),
  };
}

/**
 * Every [role, resource, action] the matrix grants, in the order of the matrix.
 * @param {PermissionMatrix} matrix
 * @returns {[string, string, string][]}
 */
export function grantsOf(matrix) {
  return Object.entries(matrix.roles).flatMap(([role, byResource]) =>
    Object.entries(byResource).flatMap(([resource, allowed]) => allowed.map((action) => /** @type {[string, string, string]} */ ([role, resource, action]))),
  );
}

/**
 * What the database holds for a matrix, sorted: two matrices that differ only in the order of
 * their lists fill the tables alike.
 * @param {PermissionMatrix} matrix
 */
export function matrixRows(matrix) {
  return {
    roles: Object.keys(matrix.roles).sort(),
    resources: [...matrix.resources].sort(),
    actions: [...matrix.actions].sort(),
    grants: grantsOf(matrix)
      .map((grant) => grant.join(' '))
      .sort(),
  };
}

/**
 * @param {PermissionMatrix} a
 * @param {PermissionMatrix} b
 */
export function sameMatrix(a, b) {
  return JSON.stringify(matrixRows(a)) === JSON.stringify(matrixRows(b));
}
