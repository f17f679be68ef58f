import type { AppEnterpriseRole, AppNamedRecord, AppOrganization, AppUser } from '@fikrspace/app-store';
import type { DbClient, User } from '@fikrspace/db';

/** Spec 000 §3: an organization without a readable name is shown under this one. */
export const UNKNOWN_ORGANIZATION_NAME = 'Unknown Organization';

const ROLE_COLUMNS = 'id, name, display_name, description, permissions, is_system_role';
const ORGANIZATION_COLUMNS =
  'id, name, logo_url, organization_type_id, theme_id, brand_kit_id, organization_type:organization_types(name, display_name), theme:cms_themes(id, name, description), brand_kit:cms_brand_kits(id, name, description)';
/**
 * The profile with its enterprise role and its current organization (with the organization's
 * type, theme and brand kit) in one request: a signed-in page knows who is there after one round
 * trip. `users` also reaches `organizations` through `organization_members`, so the hint names
 * the direct reference. Row-level security applies to each embedded table as it would to a
 * request of its own: what the member may not read comes back empty.
 */
const USER_COLUMNS = `id, auth_id, email, first_name, last_name, avatar_url, organization_id, enterprise_role_id, is_active, created_at, enterprise_role:enterprise_roles(${ROLE_COLUMNS}), organization:organizations!organization_id(${ORGANIZATION_COLUMNS}), organization_roles:organisation_roles!user_id(role, organization_id, is_active)`;

interface RoleRow {
  id: string;
  name: string;
  display_name: string;
  description: string | null;
  permissions: string[];
  is_system_role: boolean;
}

interface NamedRow {
  id: string | number;
  name: string;
  description: string | null;
}

interface OrganizationRow {
  id: string;
  name: string | null;
  logo_url: string | null;
  organization_type_id: string | null;
  theme_id: string | null;
  brand_kit_id: string | null;
  organization_type: { name: string; display_name: string } | null;
  theme: NamedRow | null;
  brand_kit: NamedRow | null;
}

interface UserRow {
  id: string;
  auth_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  organization_id: string | null;
  enterprise_role_id: string | null;
  is_active: boolean;
  created_at: string;
  enterprise_role: RoleRow | null;
  organization: OrganizationRow | null;
  organization_roles: { role: string; organization_id: string; is_active: boolean }[] | null;
}

/** Who is signed in, and the organization they are working in now (spec 000 §3, §7). */
export interface Profile {
  user: AppUser;
  organization: AppOrganization | null;
}

function toRole(row: RoleRow | null): AppEnterpriseRole | null {
  if (!row) return null;
  return { id: row.id, name: row.name, displayName: row.display_name, description: row.description, permissions: row.permissions ?? [], isSystemRole: row.is_system_role };
}

function toNamedRecord(row: NamedRow | null): AppNamedRecord | null {
  return row ? { id: String(row.id), name: row.name, description: row.description } : null;
}

/** An organization with its type, theme and brand kit (spec 000 §3, §7; spec 001 §7.1). */
function toOrganization(row: OrganizationRow): AppOrganization {
  return {
    id: row.id,
    name: row.name?.trim() || UNKNOWN_ORGANIZATION_NAME,
    logoUrl: row.logo_url,
    organizationType: row.organization_type?.name ?? null,
    organizationTypeId: row.organization_type_id,
    organizationTypeDisplayName: row.organization_type?.display_name ?? null,
    themeId: row.theme_id,
    brandKitId: row.brand_kit_id,
    theme: toNamedRecord(row.theme),
    brandKit: toNamedRecord(row.brand_kit),
  };
}

/** The metadata role of spec 000 §6: what the account was created with, 'user' by default. */
export function metadataRole(authUser: Pick<User, 'user_metadata' | 'app_metadata'> | null | undefined): string {
  const fromApp = authUser?.app_metadata?.role;
  const fromUser = authUser?.user_metadata?.role;
  return (typeof fromApp === 'string' && fromApp) || (typeof fromUser === 'string' && fromUser) || 'user';
}

/**
 * The profile row of an auth user: by id first (profiles take the auth user's id), then by
 * auth_id (spec 000 §7). Null when neither finds one.
 */
async function fetchUserRow(db: DbClient, authUserId: string): Promise<UserRow | null> {
  const byId = await db.from('users').select(USER_COLUMNS).eq('id', authUserId).maybeSingle();
  if (byId.error) throw byId.error;
  if (byId.data) return byId.data as unknown as UserRow;
  const byAuthId = await db.from('users').select(USER_COLUMNS).eq('auth_id', authUserId).maybeSingle();
  if (byAuthId.error) throw byAuthId.error;
  return (byAuthId.data as unknown as UserRow | null) ?? null;
}

/** The signed-in user's profile and current organization; null when the user has no profile. */
export async function fetchProfile(db: DbClient, authUser: Pick<User, 'id' | 'email' | 'user_metadata' | 'app_metadata'>): Promise<Profile | null> {
  const row = await fetchUserRow(db, authUser.id);
  if (!row) return null;
  const user: AppUser = {
    id: row.id,
    authId: row.auth_id,
    email: row.email ?? authUser.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    organizationId: row.organization_id,
    enterpriseRole: toRole(row.enterprise_role),
    organizationRole: row.organization_roles?.find((grant) => grant.is_active && grant.organization_id === row.organization_id)?.role ?? null,
    role: metadataRole(authUser),
    isActive: row.is_active,
    createdAt: row.created_at,
  };
  return { user, organization: row.organization ? toOrganization(row.organization) : null };
}

/** Owner-or-manager (spec 000 §6) from the lowercased enterprise role name. */
export function isOwnerOrManager(user: Pick<AppUser, 'enterpriseRole'> | null | undefined): boolean {
  const name = user?.enterpriseRole?.name.toLowerCase();
  return name === 'owner' || name === 'manager';
}
