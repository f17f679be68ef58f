-- =============================================================================================
-- Organization types (spec 001 §2.11: the type decides which portal a member is sent to)
-- =============================================================================================
create table public.organization_types (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^[a-z][a-z0-9_]*$'),
  display_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger set_updated_at before update on public.organization_types
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Organizations: the tenants
-- =============================================================================================
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  logo_url text,
  organization_type_id uuid references public.organization_types (id) on delete restrict,
  theme_id text references public.cms_themes (id) on delete set null,
  brand_kit_id uuid references public.cms_brand_kits (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index organizations_organization_type_id_idx on public.organizations (organization_type_id);
create index organizations_theme_id_idx on public.organizations (theme_id);
create index organizations_brand_kit_id_idx on public.organizations (brand_kit_id);

create trigger set_updated_at before update on public.organizations
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Enterprise roles (spec 000 §3, spec 001 §3)
-- =============================================================================================
-- Platform-wide roles. owner and manager run the platform (the office, spec 001 §6.1); the role
-- a user holds inside one organization is organisation_roles, which the permission matrix reads.
create table public.enterprise_roles (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) > 0),
  display_name text not null,
  description text,
  permissions text[] not null default '{}',
  is_system_role boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Role checks compare lowercased names (spec 000 §6), so names must differ after lowercasing too.
create unique index enterprise_roles_lower_name_idx on public.enterprise_roles (lower(name));

create trigger set_updated_at before update on public.enterprise_roles
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Users: the profile of an auth user
-- =============================================================================================
-- organization_id is the organization the user is working in now; organization_members lists
-- every organization the user belongs to (spec 001 §2.11 "Switch Organization").
create table public.users (
  id uuid primary key default gen_random_uuid(),
  auth_id uuid unique references auth.users (id) on delete cascade,
  email text,
  first_name text,
  last_name text,
  organization_id uuid references public.organizations (id) on delete set null,
  enterprise_role_id uuid references public.enterprise_roles (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index users_organization_id_idx on public.users (organization_id);
create index users_enterprise_role_id_idx on public.users (enterprise_role_id);
create index users_email_idx on public.users (lower(email));

create trigger set_updated_at before update on public.users
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Organization membership
-- =============================================================================================
create table public.organization_members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint organization_members_user_organization_key unique (user_id, organization_id)
);

create index organization_members_organization_id_idx on public.organization_members (organization_id);

create trigger set_updated_at before update on public.organization_members
  for each row execute function app.set_updated_at();

-- A user's current organization is always one of their memberships: setting it (by the service
-- or an operator) enrols the user; a user can only switch among organizations they already
-- belong to, which the users update policy checks before this trigger runs.
create function app.enrol_in_current_organization()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.organization_id is not null then
    insert into public.organization_members (user_id, organization_id)
    values (new.id, new.organization_id)
    on conflict (user_id, organization_id) do nothing;
  end if;
  return null;
end
$$;

revoke all on function app.enrol_in_current_organization() from public;

create trigger enrol_in_current_organization
  after insert or update of organization_id on public.users
  for each row execute function app.enrol_in_current_organization();

-- Leaving the current organization moves the user to another of their organizations, or none.
create function app.leave_current_organization()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users u
  set organization_id = (
    select m.organization_id
    from public.organization_members m
    where m.user_id = old.user_id
    order by m.created_at
    limit 1
  )
  where u.id = old.user_id and u.organization_id = old.organization_id;
  return null;
end
$$;

revoke all on function app.leave_current_organization() from public;

create trigger leave_current_organization
  after delete on public.organization_members
  for each row execute function app.leave_current_organization();

-- =============================================================================================
-- Profile for every new auth user
-- =============================================================================================
-- The profile takes the auth user's id as its own id, so the id clients hold after sign-in finds
-- the profile directly (spec 000 §7 "GET users filtered by id, fallback filtered by auth_id").
--
-- The enterprise role comes from the metadata role (spec 000 §3, default 'user'). User metadata
-- is whatever the person signing up sent, so it can never grant the roles that unlock other
-- tenants' data or access administration (owner, manager, admin): those fall back to 'user' and
-- are given by the service (app metadata) or an operator.
create function app.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_requested text := lower(coalesce(
    nullif(new.raw_app_meta_data ->> 'role', ''),
    nullif(new.raw_user_meta_data ->> 'role', ''),
    'user'
  ));
  v_role_id uuid;
begin
  if nullif(new.raw_app_meta_data ->> 'role', '') is null
     and v_requested in ('owner', 'manager', 'admin') then
    v_requested := 'user';
  end if;

  select r.id into v_role_id from public.enterprise_roles r where lower(r.name) = v_requested;

  insert into public.users (id, auth_id, email, first_name, last_name, enterprise_role_id)
  values (
    new.id,
    new.id,
    new.email,
    nullif(btrim(new.raw_user_meta_data ->> 'first_name'), ''),
    nullif(btrim(new.raw_user_meta_data ->> 'last_name'), ''),
    v_role_id
  );
  return null;
end
$$;

revoke all on function app.handle_new_auth_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function app.handle_new_auth_user();

-- The profile keeps the e-mail the user signs in with.
create function app.handle_auth_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = new.email where auth_id = new.id;
  return null;
end
$$;

revoke all on function app.handle_auth_user_email_change() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function app.handle_auth_user_email_change();
