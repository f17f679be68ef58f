-- =============================================================================================
-- The organizations where the caller holds a permission, in one statement (access)
-- =============================================================================================
-- Policies ask "in which of my organizations may I <action> <resource>?" once per statement.
-- The first version called app.has_permission for each membership: a PL/pgSQL function with an
-- exception block, so every call opened a subtransaction, about half a millisecond each, which
-- a read of a few hundred rows then spent several times over in its policy alone. This is the
-- same decision (spec 001 §6.3, steps 2 to 5; app.has_permission), taken for all memberships at
-- once in one statement: the latest active role per organization; nothing where the matrix gives
-- that role no entry for the resource; the role's own action; else a live explicit grant.
-- supabase/tests/access proves it agrees with app.has_permission for every persona.
create or replace function app.my_permitted_organization_ids(p_resource text, p_action text)
returns setof uuid
language plpgsql
stable
security definer
-- A member belongs to a few organizations: the default estimate of a thousand rows would make
-- every policy that asks look expensive to the planner.
rows 3
set search_path = ''
as $$
declare
  -- app.current_user_id(), inline: a SQL function called here would be planned on every call.
  v_user uuid := (select u.id from public.users u where u.auth_id = auth.uid() and u.is_active);
begin
  -- PL/pgSQL keeps the statement's plan for the session; a SQL function would plan its body on
  -- every call, which is most of what a policy calling it costs.
  return query
  with mine as (
    select m.organization_id,
      (select r.role from public.organisation_roles r
       where r.user_id = v_user and r.organization_id = m.organization_id and r.is_active
       order by r.created_at desc
       limit 1) as role
    from public.organization_members m
    where m.user_id = v_user
  )
  select mine.organization_id
  from mine
  where exists (select 1 from app.role_permissions rp where rp.role = mine.role and rp.resource = p_resource)
    and (
      exists (select 1 from app.role_permissions rp where rp.role = mine.role and rp.resource = p_resource and rp.action = p_action)
      or exists (
        select 1 from public.user_permissions up
        where up.user_id = v_user and up.organization_id = mine.organization_id
          and up.resource = p_resource and up.action = p_action and up.granted
          and (up.expires_at is null or up.expires_at > now())
      )
    );
end
$$;
