-- =============================================================================================
-- Permission matrix tables (spec 001 §6.2)
-- =============================================================================================
-- Filled by 20261122000450_permission_matrix.sql, which is generated from
-- packages/access/src/permission-matrix.json: the TypeScript and SQL checks read one matrix.
-- Kept in app: clients learn what they may do through check_permission, not by reading the matrix.
create table app.permission_roles (
  role text primary key
);

create table app.permission_resources (
  resource text primary key
);

create table app.permission_actions (
  action text primary key
);

create table app.role_permissions (
  role text not null references app.permission_roles (role) on delete cascade,
  resource text not null references app.permission_resources (resource) on delete cascade,
  action text not null references app.permission_actions (action) on delete cascade,
  primary key (role, resource, action)
);

create index role_permissions_resource_idx on app.role_permissions (resource);
create index role_permissions_action_idx on app.role_permissions (action);

revoke all on app.permission_roles, app.permission_resources, app.permission_actions, app.role_permissions
  from public, anon, authenticated;

-- =============================================================================================
-- Organisation roles: the matrix role a user holds in one organization (spec 001 §3, §4)
-- =============================================================================================
-- Assigning a role deactivates the user's earlier rows and adds a new active one, so the history
-- stays; at most one row per user and organization is active.
create table public.organisation_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  role text not null references app.permission_roles (role) on update cascade,
  granted_by uuid references public.users (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index organisation_roles_one_active_idx
  on public.organisation_roles (user_id, organization_id) where is_active;
create index organisation_roles_user_organization_idx on public.organisation_roles (user_id, organization_id);
create index organisation_roles_organization_id_idx on public.organisation_roles (organization_id);
create index organisation_roles_role_idx on public.organisation_roles (role);
create index organisation_roles_granted_by_idx on public.organisation_roles (granted_by);

create trigger set_updated_at before update on public.organisation_roles
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Explicit permissions (spec 001 §3, §4, §6.3 step 4)
-- =============================================================================================
-- One row per user, organization, resource and action: the spec reads it with `.single()`, and
-- revoking sets granted to false rather than deleting, so who granted what stays visible.
create table public.user_permissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  resource text not null references app.permission_resources (resource),
  action text not null references app.permission_actions (action),
  granted boolean not null default true,
  granted_by uuid references public.users (id) on delete set null,
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_permissions_user_organization_resource_action_key
    unique (user_id, organization_id, resource, action)
);

create index user_permissions_organization_id_idx on public.user_permissions (organization_id);
create index user_permissions_resource_idx on public.user_permissions (resource);
create index user_permissions_action_idx on public.user_permissions (action);
create index user_permissions_granted_by_idx on public.user_permissions (granted_by);

create trigger set_updated_at before update on public.user_permissions
  for each row execute function app.set_updated_at();
