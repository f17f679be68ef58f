import type { DatabaseErrorLike } from '@fikrspace/data';

/** A refusal as PostgREST reports it; for an edge function, also the HTTP status it answers. */
type FakeFailure = DatabaseErrorLike & { status?: number };
import type { FakeAnswer, FakeRequest } from './fake-db';

export const ORG_ID = '00000000-0000-4000-b000-0000000000aa';
export const OWNER_ID = '00000000-0000-4000-a000-0000000000a1';
export const VIEWER_ID = '00000000-0000-4000-a000-0000000000a2';
export const MANAGER_ID = '00000000-0000-4000-a000-0000000000a3';
export const CAP_ID = '00000000-0000-4000-d000-0000000000c1';
export const OS_ID = '00000000-0000-4000-d000-0000000000c2';

const STAMP = '2026-11-20T09:30:00.000Z';

interface Row {
  [column: string]: unknown;
}

/**
 * A small organization as the database holds it: three members, two products, one explicit grant.
 * `failNext` makes the next call of a function fail the way PostgREST reports it.
 */
export function createFakeTeam() {
  const profile = (id: string, first: string, last: string, email: string, role: string, display: string) => ({
    user_id: id,
    created_at: STAMP,
    user: { id, email, first_name: first, last_name: last, is_active: true, enterprise_role: { name: role, display_name: display } },
  });
  const state = {
    canManage: true,
    organization: { id: ORG_ID, name: 'Fikr Labs', organization_type: { name: 'startup' } } as Row | null,
    members: [
      profile(OWNER_ID, 'Olivia', 'Owner', 'owner@example.test', 'owner', 'Owner'),
      profile(VIEWER_ID, 'Vera', 'Viewer', 'viewer@example.test', 'viewer', 'Viewer'),
      profile(MANAGER_ID, 'Malik', 'Manager', 'manager@example.test', 'manager', 'Manager'),
    ],
    roles: [
      { user_id: OWNER_ID, role: 'owner', granted_by: null, created_at: STAMP, is_active: true },
      { user_id: VIEWER_ID, role: 'viewer', granted_by: OWNER_ID, created_at: STAMP, is_active: true },
    ] as Row[],
    grants: [
      {
        id: 'grant-1',
        user_id: VIEWER_ID,
        organization_id: ORG_ID,
        resource: 'cap_table',
        action: 'write',
        granted: true,
        granted_by: OWNER_ID,
        expires_at: null,
        updated_at: STAMP,
      },
    ] as Row[],
    products: [
      { id: OS_ID, product_key: 'os', name: 'Fikr OS', product_slug: 'fikr-os', description: null, is_active: true, display_order: 1, development_url: null, production_url: null, required_roles: [] },
      { id: CAP_ID, product_key: 'cap', name: 'Fikr Cap', product_slug: 'fikr-cap', description: null, is_active: true, display_order: 3, development_url: null, production_url: null, required_roles: [] },
    ],
    access: [] as Row[],
    invitations: [] as Row[],
    calls: [] as FakeRequest[],
    failures: new Map<string, FakeFailure>(),
    holds: new Map<string, Promise<void>>(),
  };
  for (const member of state.members) {
    for (const product of state.products) {
      const viewerCap = member.user_id === VIEWER_ID && product.id === CAP_ID;
      state.access.push({
        id: `${member.user_id}-${product.id}`,
        user_id: member.user_id,
        organization_id: ORG_ID,
        product_id: product.id,
        enabled: !viewerCap,
        granted_by: viewerCap ? OWNER_ID : null,
        updated_at: STAMP,
      });
    }
  }

  const failNext = (rpc: string, error: FakeFailure) => state.failures.set(rpc, error);

  /** Keeps calls of a function unanswered until the returned release is called. */
  const hold = (rpc: string) => {
    let release = () => {};
    state.holds.set(rpc, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      state.holds.delete(rpc);
      release();
    };
  };

  function callFunction(request: FakeRequest): FakeAnswer {
    const failure = state.failures.get(request.rpc ?? '');
    if (failure) {
      state.failures.delete(request.rpc ?? '');
      return { error: failure };
    }
    const args = request.args;
    const now = new Date().toISOString();
    switch (request.rpc) {
      case 'can_manage_access':
        return { data: state.canManage };
      case 'set_product_access': {
        const row = state.access.find((entry) => entry.user_id === args.p_user_id && entry.product_id === args.p_product_id)!;
        Object.assign(row, { enabled: args.p_enabled, granted_by: OWNER_ID, updated_at: now });
        return { data: row };
      }
      case 'assign_role': {
        for (const role of state.roles) if (role.user_id === args.p_user_id) role.is_active = false;
        const row = { id: `role-${state.roles.length}`, user_id: args.p_user_id, organization_id: ORG_ID, role: args.p_role, granted_by: OWNER_ID, created_at: now, is_active: true };
        state.roles.push(row);
        return { data: row };
      }
      case 'grant_permission': {
        const row = { id: `grant-${state.grants.length + 1}`, user_id: args.p_user_id, organization_id: ORG_ID, resource: args.p_resource, action: args.p_action, granted: true, granted_by: OWNER_ID, expires_at: args.p_expires_at ?? null, updated_at: now };
        state.grants.push(row);
        return { data: row };
      }
      case 'revoke_permission': {
        const row = state.grants.find((grant) => grant.user_id === args.p_user_id && grant.resource === args.p_resource && grant.action === args.p_action)!;
        Object.assign(row, { granted: false, granted_by: OWNER_ID, updated_at: now });
        return { data: row };
      }
      case 'revoke_invitation': {
        const row = state.invitations.find((invitation) => invitation.id === args.p_id);
        if (row) row.status = 'revoked';
        return { data: Boolean(row) };
      }
      default:
        return { error: { code: 'PGRST202', message: `Unknown function ${request.rpc}` } };
    }
  }

  /** The invite-member edge function: a member's address is refused as the database does. */
  function invite(body: Record<string, unknown>): FakeAnswer {
    const failure = state.failures.get('invite-member');
    if (failure) {
      state.failures.delete('invite-member');
      return { error: failure };
    }
    const email = String(body.email).toLowerCase();
    if (state.members.some((member) => member.user.email.toLowerCase() === email)) {
      return { error: { code: 'P0001', message: 'This person is already a member of the organization.', details: null, hint: 'BUSINESS_RULE_VIOLATION', status: 409 } as DatabaseErrorLike };
    }
    const row = { id: `invitation-${state.invitations.length + 1}`, organization_id: body.organizationId, email, role: body.role, status: 'pending', expires_at: '2026-12-01T10:00:00Z', created_at: new Date().toISOString() };
    state.invitations.unshift(row);
    return { data: { invitationId: row.id, email, role: row.role, expiresAt: row.expires_at } };
  }

  async function answer(request: FakeRequest): Promise<FakeAnswer> {
    state.calls.push(request);
    const held = request.rpc ? state.holds.get(request.rpc) : undefined;
    if (held) await held;
    if (request.rpc) return callFunction(request);
    if (request.function === 'invite-member') return invite(request.args);
    switch (request.table) {
      case 'organizations':
        return { data: state.organization };
      case 'organization_members':
        return { data: state.members };
      case 'organisation_roles':
        return { data: state.roles.filter((role) => role.is_active) };
      case 'user_permissions':
        return { data: state.grants };
      case 'team_member_product_access':
        return { data: state.access };
      case 'fikr_products':
        return { data: state.products };
      case 'organization_invitations':
        return { data: state.invitations.filter((invitation) => invitation.status === 'pending') };
      default:
        return { error: { code: '42P01', message: `relation "${request.table}" does not exist` } };
    }
  }

  return { state, answer, failNext, hold };
}
