import { createFakeDb, refuse, type FakeDb, type FakeDbError, type FakeRow } from '@fikrspace/db/testing';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';

export const ORG_ID = ORG.fikrLabs;
export const OWNER = ACCOUNTS.owner;
export const VIEWER = ACCOUNTS.viewer;
export const MANAGER = ACCOUNTS.manager;
export const CAP_ID = 'f0000000-0000-4000-8000-0000000000c1';
export const OS_ID = 'f0000000-0000-4000-8000-0000000000c2';

const STAMP = '2026-11-20T09:30:00.000Z';

function member(account: { id: string; email: string }, first: string, last: string, role: string, display: string): FakeRow<'organization_members'> {
  const { id, email } = account;
  return {
    user_id: id,
    organization_id: ORG_ID,
    created_at: STAMP,
    user: { id, email, first_name: first, last_name: last, is_active: true, enterprise_role: { name: role, display_name: display } },
  };
}

function product(id: string, key: string, name: string, order: number): FakeRow<'fikr_products'> {
  return { id, product_key: key, name, product_slug: name.toLowerCase().replace(' ', '-'), description: null, is_active: true, display_order: order, development_url: null, production_url: null, required_roles: [] };
}

/**
 * A small organization as the database holds it: three members, two products, one explicit
 * grant, and the access functions and invite-member edge function that change it. Reads are
 * answered by the test kit, which filters them as PostgREST would.
 */
export function createFakeTeam() {
  const settings = { canManage: true };
  const members = [member(OWNER, 'Olivia', 'Owner', 'owner', 'Owner'), member(VIEWER, 'Vera', 'Viewer', 'viewer', 'Viewer'), member(MANAGER, 'Malik', 'Manager', 'manager', 'Manager')];
  const products = [product(OS_ID, 'os', 'Fikr OS', 1), product(CAP_ID, 'cap', 'Fikr Cap', 3)];
  const access: FakeRow<'team_member_product_access'>[] = members.flatMap(({ user_id }) =>
    products.map(({ id }) => {
      const viewerCap = user_id === VIEWER.id && id === CAP_ID;
      return { id: `${user_id}-${id}`, user_id, organization_id: ORG_ID, product_id: id, enabled: !viewerCap, granted_by: viewerCap ? OWNER.id : null, updated_at: STAMP };
    }),
  );
  const role = (userId: string, name: string, grantedBy: string | null): FakeRow<'organisation_roles'> => ({ id: `role-${userId}`, user_id: userId, organization_id: ORG_ID, role: name, granted_by: grantedBy, created_at: STAMP, is_active: true });

  const team: FakeDb = createFakeDb({
    tables: {
      organizations: [{ id: ORG_ID, name: 'Fikr Labs', organization_type: { name: 'startup' } }],
      organization_members: members,
      organisation_roles: [role(OWNER.id, 'owner', null), role(VIEWER.id, 'viewer', OWNER.id)],
      user_permissions: [
        { id: 'grant-1', user_id: VIEWER.id, organization_id: ORG_ID, resource: 'cap_table', action: 'write', granted: true, granted_by: OWNER.id, expires_at: null, updated_at: STAMP },
      ],
      team_member_product_access: access,
      fikr_products: products,
      organization_invitations: [],
    },
    rpc: {
      can_manage_access: () => settings.canManage,
      set_product_access: (args) => {
        const row = team.rows('team_member_product_access').find((entry) => entry.user_id === args.p_user_id && entry.product_id === args.p_product_id)!;
        return Object.assign(row, { enabled: args.p_enabled, granted_by: OWNER.id, updated_at: new Date().toISOString() });
      },
      assign_role: (args) => {
        const roles = team.rows('organisation_roles');
        for (const held of roles) if (held.user_id === args.p_user_id) held.is_active = false;
        const row = { ...role(args.p_user_id, args.p_role, OWNER.id), id: `role-${roles.length}`, created_at: new Date().toISOString() };
        roles.push(row);
        return row;
      },
      grant_permission: (args) => {
        const grants = team.rows('user_permissions');
        const row = { id: `grant-${grants.length + 1}`, user_id: args.p_user_id, organization_id: ORG_ID, resource: args.p_resource, action: args.p_action, granted: true, granted_by: OWNER.id, expires_at: args.p_expires_at ?? null, updated_at: new Date().toISOString() };
        grants.push(row);
        return row;
      },
      revoke_permission: (args) => {
        const row = team.rows('user_permissions').find((grant) => grant.user_id === args.p_user_id && grant.resource === args.p_resource && grant.action === args.p_action)!;
        return Object.assign(row, { granted: false, granted_by: OWNER.id, updated_at: new Date().toISOString() });
      },
      revoke_invitation: (args) => {
        const row = team.rows('organization_invitations').find((invitation) => invitation.id === args.p_id);
        if (row) row.status = 'revoked';
        return Boolean(row);
      },
    },
    functions: {
      // A member's address is refused as the database refuses it.
      'invite-member': (body) => {
        const email = String(body.email).toLowerCase();
        if (members.some((entry) => (entry.user as { email: string }).email.toLowerCase() === email)) {
          return refuse({ code: 'P0001', message: 'This person is already a member of the organization.', details: null, hint: 'BUSINESS_RULE_VIOLATION', status: 409 } satisfies FakeDbError);
        }
        const invitations = team.rows('organization_invitations');
        const row = { id: `invitation-${invitations.length + 1}`, organization_id: String(body.organizationId), email, role: String(body.role), status: 'pending', expires_at: '2026-12-01T10:00:00Z', created_at: new Date().toISOString() };
        invitations.unshift(row);
        return { invitationId: row.id, email, role: row.role, expiresAt: row.expires_at };
      },
    },
  });
  return Object.assign(team, { settings });
}
