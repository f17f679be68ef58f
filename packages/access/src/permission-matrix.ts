import matrix from './permission-matrix.json';

export const PERMISSION_RESOURCES = matrix.resources as readonly PermissionResource[];
export const PERMISSION_ACTIONS = matrix.actions as readonly PermissionAction[];
export const MATRIX_ROLES = Object.keys(matrix.roles) as MatrixRole[];

export type PermissionResource =
  | 'cap_table'
  | 'stakeholders'
  | 'funding_rounds'
  | 'calculators'
  | 'documents'
  | 'analytics'
  | 'admin'
  | 'organizations'
  | 'value_streams'
  | 'strategic_objectives'
  | 'objectives'
  | 'key_results'
  | 'epics'
  | 'strategic_periods';

export type PermissionAction = 'read' | 'write' | 'delete' | 'admin' | 'calculate' | 'export' | 'share' | 'create' | 'update';

export type MatrixRole = 'owner' | 'admin' | 'editor' | 'viewer' | 'stakeholder' | 'user';

type Matrix = Record<string, Partial<Record<string, string[]>>>;

/** Whether a matrix role grants an action on a resource. Unknown roles and resources are denied. */
export function roleAllows(role: string | null | undefined, resource: string, action: string): boolean {
  if (!roleHasResource(role, resource)) return false;
  return (matrix.roles as Matrix)[role!]![resource]!.includes(action);
}

/** Whether the role has any entry for the resource (spec 001 §6.3 step 3: no entry means denied). */
export function roleHasResource(role: string | null | undefined, resource: string): boolean {
  if (!role || !Object.hasOwn(matrix.roles, role)) return false;
  return Object.hasOwn((matrix.roles as Matrix)[role] ?? {}, resource);
}

export interface ExplicitGrant {
  granted: boolean;
  expiresAt: string | null;
}

/**
 * Spec 001 §6.3, steps 2 to 5: the active role decides; where it lacks the action, an explicit,
 * unexpired grant can allow it; anything else is denied. The SQL function app.has_permission
 * implements the same order against the same matrix.
 */
export function decidePermission(
  activeRole: string | null | undefined,
  resource: string,
  action: string,
  grant: ExplicitGrant | null,
  now: Date = new Date(),
): boolean {
  if (!roleHasResource(activeRole, resource)) return false;
  if (roleAllows(activeRole, resource, action)) return true;
  if (!grant?.granted) return false;
  return grant.expiresAt === null || new Date(grant.expiresAt).getTime() > now.getTime();
}
