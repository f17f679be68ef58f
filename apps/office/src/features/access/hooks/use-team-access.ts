import type { PermissionGrant } from '@fikrspace/access';
import { useProducts, type Product, type ProductAccessRecord } from '@fikrspace/products';
import { useMemo } from 'react';
import { useTeamMembers, type TeamMember } from '@fikrspace/people/api/get-team-members';
import { useTeamRoles, type TeamRole } from '@fikrspace/people/api/get-team-roles';
import { usePermissionGrants } from '../api/get-permission-grants';
import { useTeamProductAccess } from '../api/get-team-product-access';

export interface MemberAccess {
  member: TeamMember;
  role: TeamRole | null;
  grants: PermissionGrant[];
  /** By product id; a product without a row was never set for the member. */
  products: ReadonlyMap<string, ProductAccessRecord>;
}

export interface TeamAccess {
  members: MemberAccess[];
  products: Product[];
  /** A member's name; null for a user outside the team. */
  nameOf: (userId: string) => string | null;
}

/** The team with each member's role, explicit grants and product access, read in parallel. */
export function useTeamAccess(organizationId: string) {
  const members = useTeamMembers(organizationId);
  const roles = useTeamRoles(organizationId);
  const grants = usePermissionGrants(organizationId);
  const productAccess = useTeamProductAccess(organizationId);
  const products = useProducts();
  const queries = [members, roles, grants, productAccess, products];

  const data = useMemo<TeamAccess | undefined>(() => {
    if (!members.data || !roles.data || !grants.data || !productAccess.data || !products.data) return undefined;
    const names = new Map(members.data.map((member) => [member.userId, member.name]));
    return {
      products: products.data,
      nameOf: (userId) => names.get(userId) ?? null,
      members: members.data.map((member) => ({
        member,
        role: roles.data.find((role) => role.userId === member.userId) ?? null,
        grants: grants.data.filter((grant) => grant.userId === member.userId),
        products: new Map(productAccess.data.filter((row) => row.userId === member.userId).map((row) => [row.productId, row])),
      })),
    };
  }, [members.data, roles.data, grants.data, productAccess.data, products.data]);

  const failed = queries.filter((query) => query.isError);
  return {
    data,
    isPending: data === undefined && failed.length === 0,
    error: failed[0]?.error ?? null,
    retry: () => {
      for (const query of failed) void query.refetch();
    },
  };
}
