import type { AppEnterpriseRole, AppNamedRecord, AppOrganization, AppUser } from '@fikrspace/app-store';
import type { DbClient, User } from '@fikrspace/db';

/** Spec 000 §3: an organization without a readable name is shown under this one. */
export const UNKNOWN_ORGANIZATION_NAME = 'Unknown Organization';

const ROLE_COLUMNS = 'id, name, display_name, description, permissions, is_system_role';
/** The profile with its enterprise role in one request: the role is on every signed-in page. */
const USER_COLUMNS = `id, auth_id, email, first_name, last_name, organization_id, enterprise_role_id, is_active, created_at, enterprise_role:enterprise_roles(${ROLE_COLUMNS})`;

interface RoleRow {
  id: string;
  name: string;
  display_name: string;
  description: string | null;
  permissions: string[];
  is_system_role: boolean;
}

interface UserRow {
  id: string;
  auth_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  organization_id: string | null;
  enterprise_role_id: string | null;
  is_active: boolean;
  created_at: string;
  enterprise_role: RoleRow | null;
}

function toRole(row: RoleRow | null): AppEnterpriseRole | null {
  if (!row) return null;
  return { id: row.id, name: row.name, displayName: row.display_name, description: row.description, permissions: row.permissions ?? [], isSystemRole: row.is_system_role };
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
export async function fetchUserRow(db: DbClient, authUserId: string): Promise<UserRow | null> {
  const byId = await db.from('users').select(USER_COLUMNS).eq('id', authUserId).maybeSingle();
  if (byId.error) throw byId.error;
  if (byId.data) return byId.data as UserRow;
  const byAuthId = await db.from('users').select(USER_COLUMNS).eq('auth_id', authUserId).maybeSingle();
  if (byAuthId.error) throw byAuthId.error;
  return (byAuthId.data as UserRow | null) ?? null;
}

export async function fetchUserProfile(db: DbClient, authUser: Pick<User, 'id' | 'email' | 'user_metadata' | 'app_metadata'>): Promise<AppUser | null> {
  const row = await fetchUserRow(db, authUser.id);
  if (!row) return null;
  return {
    id: row.id,
    authId: row.auth_id,
    email: row.email ?? authUser.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    organizationId: row.organization_id,
    enterpriseRole: toRole(row.enterprise_role),
    role: metadataRole(authUser),
    isActive: row.is_active,
    createdAt: row.created_at,
  };
}

interface NamedRow {
  id: string | number;
  name: string;
  description: string | null;
}

function toNamedRecord(row: NamedRow | null): AppNamedRecord | null {
  return row ? { id: String(row.id), name: row.name, description: row.description } : null;
}

/**
 * An organization with its type, theme and brand kit (spec 000 §3, §7; spec 001 §7.1), in one
 * request. A theme or brand kit the member may not read comes back empty, as a request of its own would.
 */
export async function fetchOrganization(db: DbClient, organizationId: string): Promise<AppOrganization | null> {
  const { data, error } = await db
    .from('organizations')
    .select(
      'id, name, logo_url, organization_type_id, theme_id, brand_kit_id, organization_type:organization_types(name, display_name), theme:cms_themes(id, name, description), brand_kit:cms_brand_kits(id, name, description)',
    )
    .eq('id', organizationId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const type = data.organization_type as { name: string; display_name: string } | null;
  const theme = toNamedRecord(data.theme as NamedRow | null);
  const brandKit = toNamedRecord(data.brand_kit as NamedRow | null);
  return {
    id: data.id,
    name: data.name?.trim() || UNKNOWN_ORGANIZATION_NAME,
    logoUrl: data.logo_url,
    organizationType: type?.name ?? null,
    organizationTypeId: data.organization_type_id,
    organizationTypeDisplayName: type?.display_name ?? null,
    themeId: data.theme_id,
    brandKitId: data.brand_kit_id,
    theme,
    brandKit,
  };
}

/** Owner-or-manager (spec 000 §6) from the lowercased enterprise role name. */
export function isOwnerOrManager(user: Pick<AppUser, 'enterpriseRole'> | null | undefined): boolean {
  const name = user?.enterpriseRole?.name.toLowerCase();
  return name === 'owner' || name === 'manager';
}
