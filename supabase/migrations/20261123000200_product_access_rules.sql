-- =============================================================================================
-- Product access rules (spec 001 §2.12, §4, §5.1, §7.2)
-- =============================================================================================
-- A member opens a product of an organization when they hold an enabled
-- team_member_product_access row for it, and, if the product lists required enterprise roles,
-- one of those roles. The browser shows a no-access screen by the same rule; every table that
-- holds a product's data checks it in its policies through app.can_open_product, so the rule
-- holds for a caller who never loads the page.

create function app.can_open_product(p_organization_id uuid, p_product_key text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.is_member(p_organization_id)
    and exists (
      select 1
      from public.team_member_product_access a
      join public.fikr_products p on p.id = a.product_id
      where a.organization_id = p_organization_id
        and a.user_id = app.current_user_id()
        and a.enabled
        and p.product_key = p_product_key
        and p.is_active
        and (cardinality(p.required_roles) = 0 or app.has_enterprise_role(p.required_roles))
    )
$$;

-- The same rule as a set, for policies: `organization_id in (select ...)` is evaluated once per
-- statement rather than once per row.
create function app.my_product_organization_ids(p_product_key text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id
  from public.organization_members m
  where m.user_id = app.current_user_id()
    and app.can_open_product(m.organization_id, p_product_key)
$$;

-- Organizations in which the caller may do an action on a resource (spec 001 §6.3), as a set.
create function app.my_permitted_organization_ids(p_resource text, p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id
  from public.organization_members m
  where m.user_id = app.current_user_id()
    and app.has_permission(m.user_id, m.organization_id, p_resource, p_action)
$$;

revoke all on function app.can_open_product(uuid, text), app.my_product_organization_ids(text), app.my_permitted_organization_ids(text, text) from public;
grant execute on function app.can_open_product(uuid, text), app.my_product_organization_ids(text), app.my_permitted_organization_ids(text, text)
  to authenticated, service_role;

-- =============================================================================================
-- A new member may open every active product
-- =============================================================================================
-- Joining an organization gives access to its products, so a new member is not met by a wall of
-- no-access screens; access administrators take products away per member afterwards. These rows
-- are granted by the system, not by whoever caused the membership, so granted_by stays null: the
-- stamp trigger leaves a row alone while app.system_grant is on.
create or replace function app.stamp_granted_by()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_actor uuid := app.current_user_id();
begin
  if v_actor is not null and coalesce(current_setting('app.system_grant', true), '') <> 'on' then
    new.granted_by := v_actor;
  end if;
  return new;
end
$$;

create function app.grant_products_to_new_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('app.system_grant', 'on', true);
  insert into public.team_member_product_access (user_id, organization_id, product_id, enabled, granted_by)
  select new.user_id, new.organization_id, p.id, true, null
  from public.fikr_products p
  where p.is_active
  on conflict (user_id, organization_id, product_id) do nothing;
  perform set_config('app.system_grant', 'off', true);
  return new;
end
$$;

revoke all on function app.grant_products_to_new_member() from public;

create trigger grant_products_to_new_member after insert on public.organization_members
  for each row execute function app.grant_products_to_new_member();

-- =============================================================================================
-- Who administers access, asked by the caller about themselves
-- =============================================================================================
-- The office shows its controls only where the database would accept them; the functions that
-- change access check the same rule again.
create function public.can_manage_access(p_organization_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(app.can_manage_access(p_organization_id), false)
$$;

revoke all on function public.can_manage_access(uuid) from public, anon, service_role;
grant execute on function public.can_manage_access(uuid) to authenticated;
