-- =============================================================================================
-- Access administration functions (spec 001 §4, §7.1, §7.2)
-- =============================================================================================
-- Callable as RPCs by signed-in users only. They are security definer so they can write rows
-- and check rules the caller cannot see, and so each check is enforced on the server whatever
-- the browser did.
--
-- Who may call them: see app.can_manage_access (a member of the organization who is an
-- enterprise owner or manager, or whose matrix role allows admin on admin there). The target
-- user must belong to the organization.
--
-- Errors, as PostgREST passes them on ({code, message, details, hint}):
--   42501  'Permission denied: write on admin'    hint PERMISSION_DENIED      (HTTP 403)
--   22023  'invalid resource|action|role|product: ...'  hint VALIDATION_ERROR  (HTTP 400)
--   P0001  'Failed to grant permission'           hint PERMISSION_GRANT_FAILED
--          'Failed to revoke permission'          hint PERMISSION_REVOKE_FAILED
--          'Failed to assign role'                hint ROLE_ASSIGNMENT_FAILED
--          'User is not a member of the organization'  hint BUSINESS_RULE_VIOLATION
-- The hint carries the spec 001 §8.2 error code, the details say what went wrong.

create function app.require_access_manager(p_organization_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_organization_id is null or not app.can_manage_access(p_organization_id) then
    raise exception using
      errcode = '42501',
      message = 'Permission denied: write on admin',
      hint = 'PERMISSION_DENIED';
  end if;
end
$$;

create function app.is_user_member(p_user_id uuid, p_organization_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organization_members m
    where m.user_id = p_user_id and m.organization_id = p_organization_id
  )
$$;

revoke all on function app.require_access_manager(uuid), app.is_user_member(uuid, uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- grant_permission: an explicit, optionally expiring grant (spec 001 §4 "Permission grant")
-- ---------------------------------------------------------------------------------------------
create function public.grant_permission(
  p_user_id uuid,
  p_organization_id uuid,
  p_resource text,
  p_action text,
  p_expires_at timestamptz default null
)
returns public.user_permissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.user_permissions;
begin
  perform app.require_access_manager(p_organization_id);

  if not exists (select 1 from app.permission_resources r where r.resource = p_resource) then
    raise exception using errcode = '22023', message = format('invalid resource: %s', p_resource), hint = 'VALIDATION_ERROR';
  end if;
  if not exists (select 1 from app.permission_actions a where a.action = p_action) then
    raise exception using errcode = '22023', message = format('invalid action: %s', p_action), hint = 'VALIDATION_ERROR';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception using errcode = '22023', message = 'invalid expires_at: must be in the future', hint = 'VALIDATION_ERROR';
  end if;
  if not app.is_user_member(p_user_id, p_organization_id) then
    raise exception using
      message = 'Failed to grant permission',
      detail = 'The user is not a member of the organization',
      hint = 'PERMISSION_GRANT_FAILED';
  end if;

  insert into public.user_permissions (user_id, organization_id, resource, action, granted, granted_by, expires_at)
  values (p_user_id, p_organization_id, p_resource, p_action, true, app.current_user_id(), p_expires_at)
  on conflict (user_id, organization_id, resource, action) do update
    set granted = true, granted_by = excluded.granted_by, expires_at = excluded.expires_at
  returning * into v_row;

  return v_row;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- revoke_permission: sets granted to false (spec 001 §4 "Revocation")
-- ---------------------------------------------------------------------------------------------
create function public.revoke_permission(
  p_user_id uuid,
  p_organization_id uuid,
  p_resource text,
  p_action text
)
returns public.user_permissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.user_permissions;
begin
  perform app.require_access_manager(p_organization_id);

  update public.user_permissions up
  set granted = false, granted_by = app.current_user_id()
  where up.user_id = p_user_id
    and up.organization_id = p_organization_id
    and up.resource = p_resource
    and up.action = p_action
  returning * into v_row;

  if v_row.id is null then
    raise exception using
      message = 'Failed to revoke permission',
      detail = 'No permission was granted for this user, organization, resource and action',
      hint = 'PERMISSION_REVOKE_FAILED';
  end if;

  return v_row;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- assign_role: deactivate every role row of the user in the organization, add one active row
-- (spec 001 §4 "Role assignment")
-- ---------------------------------------------------------------------------------------------
create function public.assign_role(p_user_id uuid, p_organization_id uuid, p_role text)
returns public.organisation_roles
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.organisation_roles;
begin
  perform app.require_access_manager(p_organization_id);

  if not exists (select 1 from app.permission_roles r where r.role = p_role) then
    raise exception using errcode = '22023', message = format('invalid role: %s', p_role), hint = 'VALIDATION_ERROR';
  end if;
  if not app.is_user_member(p_user_id, p_organization_id) then
    raise exception using
      message = 'Failed to assign role',
      detail = 'The user is not a member of the organization',
      hint = 'ROLE_ASSIGNMENT_FAILED';
  end if;

  update public.organisation_roles r
  set is_active = false
  where r.user_id = p_user_id and r.organization_id = p_organization_id and r.is_active;

  insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active)
  values (p_user_id, p_organization_id, p_role, app.current_user_id(), true)
  returning * into v_row;

  return v_row;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- check_permission: spec 001 §6.3 for the caller; any failure is a plain false
-- ---------------------------------------------------------------------------------------------
create function public.check_permission(p_organization_id uuid, p_resource text, p_action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.is_member(p_organization_id)
    and app.has_permission(app.current_user_id(), p_organization_id, p_resource, p_action)
$$;

-- ---------------------------------------------------------------------------------------------
-- set_product_access: grant (enabled) or revoke (disabled) one product for one team member
-- (spec 001 §4 "Product access")
-- ---------------------------------------------------------------------------------------------
create function public.set_product_access(
  p_user_id uuid,
  p_organization_id uuid,
  p_product_id uuid,
  p_enabled boolean
)
returns public.team_member_product_access
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.team_member_product_access;
begin
  perform app.require_access_manager(p_organization_id);

  if p_enabled is null then
    raise exception using errcode = '22023', message = 'invalid enabled: must be true or false', hint = 'VALIDATION_ERROR';
  end if;
  if not exists (select 1 from public.fikr_products p where p.id = p_product_id) then
    raise exception using errcode = '22023', message = format('invalid product: %s', p_product_id), hint = 'VALIDATION_ERROR';
  end if;
  if not app.is_user_member(p_user_id, p_organization_id) then
    raise exception using
      message = 'User is not a member of the organization',
      hint = 'BUSINESS_RULE_VIOLATION';
  end if;

  insert into public.team_member_product_access (user_id, organization_id, product_id, enabled, granted_by)
  values (p_user_id, p_organization_id, p_product_id, p_enabled, app.current_user_id())
  on conflict (user_id, organization_id, product_id) do update
    set enabled = excluded.enabled, granted_by = excluded.granted_by
  returning * into v_row;

  return v_row;
end
$$;

-- Functions are executable by PUBLIC by default, and hosted Supabase also grants anon and the
-- service role: only signed-in users call these, since every rule is about the calling user.
revoke all on function
  public.grant_permission(uuid, uuid, text, text, timestamptz),
  public.revoke_permission(uuid, uuid, text, text),
  public.assign_role(uuid, uuid, text),
  public.check_permission(uuid, text, text),
  public.set_product_access(uuid, uuid, uuid, boolean)
from public, anon, service_role;

grant execute on function
  public.grant_permission(uuid, uuid, text, text, timestamptz),
  public.revoke_permission(uuid, uuid, text, text),
  public.assign_role(uuid, uuid, text),
  public.check_permission(uuid, text, text),
  public.set_product_access(uuid, uuid, uuid, boolean)
to authenticated;
