-- =============================================================================================
-- Access helpers
-- =============================================================================================
-- Every helper is security definer with an empty search_path and fully qualified names: they read
-- tables the caller may not read (that is their point), so nothing in the caller's session may
-- redirect a name. They answer only about the caller (auth.uid()) unless they take a user id; the
-- ones taking a user id are not granted to the API roles.
--
-- Policies call the set-returning helpers as `col in (select app.f())` so each is evaluated once
-- per statement rather than once per row.

-- The profile id of the signed-in user; null for anonymous callers and deactivated users, which
-- is what makes every membership and role check below fail for them.
create function app.current_user_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id
  from public.users u
  where u.auth_id = auth.uid() and u.is_active
$$;

create function app.my_organization_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id
  from public.organization_members m
  where m.user_id = app.current_user_id()
$$;

create function app.is_member(p_organization_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.organization_members m
    where m.organization_id = p_organization_id and m.user_id = app.current_user_id()
  )
$$;

-- Everyone who shares at least one organization with the caller (including the caller).
create function app.my_colleague_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct other.user_id
  from public.organization_members mine
  join public.organization_members other on other.organization_id = mine.organization_id
  where mine.user_id = app.current_user_id()
$$;

-- Spec 000 §6: role names compare lowercased.
create function app.has_enterprise_role(p_names text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.users u
    join public.enterprise_roles r on r.id = u.enterprise_role_id
    where u.id = app.current_user_id()
      and lower(r.name) in (select lower(n) from unnest(p_names) as n)
  )
$$;

-- The platform operators: the office is theirs (spec 001 §6.1), and they see every user,
-- organization and the audit log.
create function app.is_owner_or_manager()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.has_enterprise_role(array['owner', 'manager'])
$$;

create function app.active_role(p_user_id uuid, p_organization_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.role
  from public.organisation_roles r
  where r.user_id = p_user_id and r.organization_id = p_organization_id and r.is_active
  order by r.created_at desc
  limit 1
$$;

-- Spec 001 §6.3, steps 2 to 5 (step 1, the 5 minute cache, belongs to the client). The same
-- order as decidePermission in packages/access, over the same matrix.
create function app.has_permission(p_user_id uuid, p_organization_id uuid, p_resource text, p_action text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  if p_user_id is null or p_organization_id is null or p_resource is null or p_action is null then
    return false;
  end if;

  v_role := app.active_role(p_user_id, p_organization_id);

  -- No role, a role the matrix does not know, or a resource the role has no entry for: denied,
  -- whatever user_permissions says.
  if v_role is null or not exists (
    select 1 from app.role_permissions rp where rp.role = v_role and rp.resource = p_resource
  ) then
    return false;
  end if;

  if exists (
    select 1 from app.role_permissions rp
    where rp.role = v_role and rp.resource = p_resource and rp.action = p_action
  ) then
    return true;
  end if;

  return exists (
    select 1
    from public.user_permissions up
    where up.user_id = p_user_id
      and up.organization_id = p_organization_id
      and up.resource = p_resource
      and up.action = p_action
      and up.granted
      and (up.expires_at is null or up.expires_at > now())
  );
exception
  when others then
    return false;
end
$$;

create function app.current_user_can(p_organization_id uuid, p_resource text, p_action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.has_permission(app.current_user_id(), p_organization_id, p_resource, p_action)
$$;

-- Who administers access in an organization (grant and revoke permissions, assign roles, set
-- product access; spec 001 §6.4 leaves it open): a member of that organization who is a platform
-- operator (enterprise role owner or manager) or whose matrix role allows admin on admin there
-- (the organization's owners). Membership is required even of operators, so they administer
-- only organizations they belong to.
create function app.can_manage_access(p_organization_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.is_member(p_organization_id)
    and (app.is_owner_or_manager() or app.current_user_can(p_organization_id, 'admin', 'admin'))
$$;

-- can_manage_access, and the target user belongs to the organization. One function, so the
-- API roles cannot use it to probe someone else's memberships.
create function app.can_manage_member(p_organization_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.can_manage_access(p_organization_id)
    and exists (
      select 1 from public.organization_members m
      where m.organization_id = p_organization_id and m.user_id = p_user_id
    )
$$;

-- Organizations in which the caller may read everyone's access rows (roles, explicit
-- permissions, product access) and analytics: those where the caller is a member and holds the
-- enterprise role owner, manager or admin, or the matrix role owner or admin.
create function app.my_access_viewer_organization_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id
  from public.organization_members m
  where m.user_id = app.current_user_id()
    and (
      app.has_enterprise_role(array['owner', 'manager', 'admin'])
      or app.active_role(m.user_id, m.organization_id) in ('owner', 'admin')
    )
$$;

revoke all on all functions in schema app from public;

-- Only what policies call directly. has_permission and active_role take any user id and stay
-- private; check_permission answers for the caller.
grant execute on function
  app.current_user_id(),
  app.my_organization_ids(),
  app.is_member(uuid),
  app.my_colleague_ids(),
  app.has_enterprise_role(text[]),
  app.is_owner_or_manager(),
  app.current_user_can(uuid, text, text),
  app.can_manage_access(uuid),
  app.can_manage_member(uuid, uuid),
  app.my_access_viewer_organization_ids()
to authenticated, service_role;

-- Policies on tables anonymous visitors read or write call these; for them they answer false or
-- nothing, since auth.uid() is null.
grant execute on function
  app.current_user_id(),
  app.my_organization_ids(),
  app.is_owner_or_manager()
to anon;

grant execute on function app.has_permission(uuid, uuid, text, text), app.active_role(uuid, uuid) to service_role;

-- =============================================================================================
-- granted_by is the acting user
-- =============================================================================================
-- Whoever grants, revokes or assigns through the API is recorded as granted_by, whatever the
-- request says; the service (no user) may set it explicitly. Deactivating an old role row is not
-- a grant, so organisation_roles keeps the original granter on update.
create function app.stamp_granted_by()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_actor uuid := app.current_user_id();
begin
  if v_actor is not null then
    new.granted_by := v_actor;
  end if;
  return new;
end
$$;

revoke all on function app.stamp_granted_by() from public;

create trigger stamp_granted_by before insert or update on public.user_permissions
  for each row execute function app.stamp_granted_by();
create trigger stamp_granted_by before insert on public.organisation_roles
  for each row execute function app.stamp_granted_by();
create trigger stamp_granted_by before insert or update on public.team_member_product_access
  for each row execute function app.stamp_granted_by();
