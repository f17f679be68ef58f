-- =============================================================================================
-- Row level security
-- =============================================================================================
-- Every public table: RLS on, every privilege of the API roles revoked (hosted Supabase grants
-- them all by default), then only the commands and columns the policies are written for. One
-- policy per command and role set, named for what it allows. The service role bypasses RLS.
--
-- Who is who:
--   anon                        not signed in
--   member                      in organization_members of the row's organization
--   owner / manager             enterprise role: platform operators, see every tenant
--   access viewer of an org     member holding enterprise role owner, manager or admin, or the
--                               matrix role owner or admin there
--   access manager of an org    see app.can_manage_access

-- =============================================================================================
-- Reference data everyone reads: organization types, themes, brand kits
-- =============================================================================================
alter table public.organization_types enable row level security;
revoke all on public.organization_types from anon, authenticated;
grant select on public.organization_types to anon, authenticated;

create policy "anyone reads organization types" on public.organization_types
  for select to anon, authenticated using (true);

alter table public.cms_themes enable row level security;
revoke all on public.cms_themes from anon, authenticated;
grant select on public.cms_themes to anon, authenticated;
grant insert, update, delete on public.cms_themes to authenticated;

create policy "anyone reads themes" on public.cms_themes
  for select to anon, authenticated using (true);
create policy "owners and managers add themes" on public.cms_themes
  for insert to authenticated with check ((select app.is_owner_or_manager()));
create policy "owners and managers change themes" on public.cms_themes
  for update to authenticated using ((select app.is_owner_or_manager())) with check ((select app.is_owner_or_manager()));
create policy "owners and managers delete themes" on public.cms_themes
  for delete to authenticated using ((select app.is_owner_or_manager()));

alter table public.cms_brand_kits enable row level security;
revoke all on public.cms_brand_kits from anon, authenticated;
grant select on public.cms_brand_kits to anon, authenticated;
grant insert, update, delete on public.cms_brand_kits to authenticated;

create policy "anyone reads brand kits" on public.cms_brand_kits
  for select to anon, authenticated using (true);
create policy "owners and managers add brand kits" on public.cms_brand_kits
  for insert to authenticated with check ((select app.is_owner_or_manager()));
create policy "owners and managers change brand kits" on public.cms_brand_kits
  for update to authenticated using ((select app.is_owner_or_manager())) with check ((select app.is_owner_or_manager()));
create policy "owners and managers delete brand kits" on public.cms_brand_kits
  for delete to authenticated using ((select app.is_owner_or_manager()));

-- =============================================================================================
-- Languages and products: active rows for everyone, all rows for owners and managers
-- =============================================================================================
alter table public.languages enable row level security;
revoke all on public.languages from anon, authenticated;
grant select on public.languages to anon, authenticated;
grant insert, update, delete on public.languages to authenticated;

create policy "anyone reads active languages, owners and managers all" on public.languages
  for select to anon, authenticated using (is_active or (select app.is_owner_or_manager()));
create policy "owners and managers add languages" on public.languages
  for insert to authenticated with check ((select app.is_owner_or_manager()));
create policy "owners and managers change languages" on public.languages
  for update to authenticated using ((select app.is_owner_or_manager())) with check ((select app.is_owner_or_manager()));
create policy "owners and managers delete languages" on public.languages
  for delete to authenticated using ((select app.is_owner_or_manager()));

alter table public.fikr_products enable row level security;
revoke all on public.fikr_products from anon, authenticated;
grant select on public.fikr_products to anon, authenticated;
grant insert, update, delete on public.fikr_products to authenticated;

create policy "anyone reads active products, owners and managers all" on public.fikr_products
  for select to anon, authenticated using (is_active or (select app.is_owner_or_manager()));
create policy "owners and managers add products" on public.fikr_products
  for insert to authenticated with check ((select app.is_owner_or_manager()));
create policy "owners and managers change products" on public.fikr_products
  for update to authenticated using ((select app.is_owner_or_manager())) with check ((select app.is_owner_or_manager()));
create policy "owners and managers delete products" on public.fikr_products
  for delete to authenticated using ((select app.is_owner_or_manager()));

-- =============================================================================================
-- Enterprise roles: definitions signed-in users read to know their own role; the service
-- manages them
-- =============================================================================================
alter table public.enterprise_roles enable row level security;
revoke all on public.enterprise_roles from anon, authenticated;
grant select on public.enterprise_roles to authenticated;

create policy "signed-in users read enterprise roles" on public.enterprise_roles
  for select to authenticated using (true);

-- =============================================================================================
-- Organizations
-- =============================================================================================
alter table public.organizations enable row level security;
revoke all on public.organizations from anon, authenticated;
grant select, insert, delete on public.organizations to authenticated;
grant update (name, logo_url, organization_type_id, theme_id, brand_kit_id) on public.organizations to authenticated;

create policy "members read their organizations, owners and managers all" on public.organizations
  for select to authenticated
  using (id in (select app.my_organization_ids()) or (select app.is_owner_or_manager()));

-- New tenants are a platform decision.
create policy "owners and managers create organizations" on public.organizations
  for insert to authenticated with check ((select app.is_owner_or_manager()));

-- Spec 001 §6.2: organizations update belongs to the owner, admin and user matrix roles.
create policy "operators and permitted members update organizations" on public.organizations
  for update to authenticated
  using (
    (select app.is_owner_or_manager())
    or (id in (select app.my_organization_ids()) and app.current_user_can(id, 'organizations', 'update'))
  )
  with check (
    (select app.is_owner_or_manager())
    or (id in (select app.my_organization_ids()) and app.current_user_can(id, 'organizations', 'update'))
  );

-- Deleting a tenant deletes all its data: the enterprise owner, or a member whose matrix role
-- allows organizations delete (the organization's owner).
create policy "enterprise owners and permitted members delete organizations" on public.organizations
  for delete to authenticated
  using (
    (select app.has_enterprise_role(array['owner']))
    or (id in (select app.my_organization_ids()) and app.current_user_can(id, 'organizations', 'delete'))
  );

-- =============================================================================================
-- Users
-- =============================================================================================
-- Profiles are created by the auth trigger and removed with the auth user; through the API a
-- user changes only their own name and switches among their own organizations. Role, e-mail
-- and activation are the service's.
alter table public.users enable row level security;
revoke all on public.users from anon, authenticated;
grant select on public.users to authenticated;
grant update (first_name, last_name, organization_id) on public.users to authenticated;

create policy "users read themselves, colleagues; owners and managers all" on public.users
  for select to authenticated
  using (
    auth_id = (select auth.uid())
    or id in (select app.my_colleague_ids())
    or (select app.is_owner_or_manager())
  );

create policy "users change their own profile" on public.users
  for update to authenticated
  using (auth_id = (select auth.uid()))
  with check (
    auth_id = (select auth.uid())
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );

-- =============================================================================================
-- Organization members
-- =============================================================================================
alter table public.organization_members enable row level security;
revoke all on public.organization_members from anon, authenticated;
grant select, delete on public.organization_members to authenticated;
grant insert (user_id, organization_id) on public.organization_members to authenticated;

create policy "members read fellow members, owners and managers all" on public.organization_members
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_organization_ids())
    or (select app.is_owner_or_manager())
  );

-- Adding someone reveals their profile to the organization, so only operators who belong to
-- the organization add members directly; everyone else joins through an invitation the
-- service accepts.
create policy "owners and managers add members to their organizations" on public.organization_members
  for insert to authenticated
  with check ((select app.is_owner_or_manager()) and organization_id in (select app.my_organization_ids()));

create policy "members leave, access managers remove members" on public.organization_members
  for delete to authenticated
  using (user_id = (select app.current_user_id()) or app.can_manage_access(organization_id));

-- =============================================================================================
-- Access rows: organisation roles, explicit permissions, product access
-- =============================================================================================
-- Readable by the user they are about and by the organization's access viewers; written by its
-- access managers, for members only (directly as spec 001 §7 does, or through the functions in
-- the next migration). Never deleted through the API: revoking is an update, so history stays.

alter table public.organisation_roles enable row level security;
revoke all on public.organisation_roles from anon, authenticated;
grant select on public.organisation_roles to authenticated;
grant insert (user_id, organization_id, role, granted_by, is_active) on public.organisation_roles to authenticated;
grant update (is_active) on public.organisation_roles to authenticated;

create policy "users read own roles, access viewers their org's" on public.organisation_roles
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
  );
create policy "access managers assign roles to members" on public.organisation_roles
  for insert to authenticated with check (app.can_manage_member(organization_id, user_id));
create policy "access managers deactivate roles" on public.organisation_roles
  for update to authenticated
  using (app.can_manage_access(organization_id))
  with check (app.can_manage_member(organization_id, user_id));

alter table public.user_permissions enable row level security;
revoke all on public.user_permissions from anon, authenticated;
grant select on public.user_permissions to authenticated;
grant insert (user_id, organization_id, resource, action, granted, granted_by, expires_at) on public.user_permissions to authenticated;
grant update (granted, granted_by, expires_at) on public.user_permissions to authenticated;

create policy "users read own permissions, access viewers their org's" on public.user_permissions
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
  );
create policy "access managers grant permissions to members" on public.user_permissions
  for insert to authenticated with check (app.can_manage_member(organization_id, user_id));
create policy "access managers change and revoke permissions" on public.user_permissions
  for update to authenticated
  using (app.can_manage_access(organization_id))
  with check (app.can_manage_member(organization_id, user_id));

-- The key columns are updatable because an upsert (spec 001 §7.2) sets every column it sends;
-- the check keeps the row inside an organization the caller manages.
alter table public.team_member_product_access enable row level security;
revoke all on public.team_member_product_access from anon, authenticated;
grant select on public.team_member_product_access to authenticated;
grant insert (user_id, organization_id, product_id, enabled, granted_by) on public.team_member_product_access to authenticated;
grant update (user_id, organization_id, product_id, enabled, granted_by) on public.team_member_product_access to authenticated;

create policy "users read own product access, access viewers their org's" on public.team_member_product_access
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
  );
create policy "access managers grant product access to members" on public.team_member_product_access
  for insert to authenticated with check (app.can_manage_member(organization_id, user_id));
create policy "access managers change product access" on public.team_member_product_access
  for update to authenticated
  using (app.can_manage_access(organization_id))
  with check (app.can_manage_member(organization_id, user_id));

-- =============================================================================================
-- Language preferences: each user's own
-- =============================================================================================
alter table public.user_language_preferences enable row level security;
revoke all on public.user_language_preferences from anon, authenticated;
grant select, delete on public.user_language_preferences to authenticated;
grant insert (user_id, primary_language_id, organization_id) on public.user_language_preferences to authenticated;
grant update (user_id, primary_language_id, organization_id) on public.user_language_preferences to authenticated;

create policy "users read their language preferences" on public.user_language_preferences
  for select to authenticated using (user_id = (select app.current_user_id()));
create policy "users add their language preferences" on public.user_language_preferences
  for insert to authenticated
  with check (
    user_id = (select app.current_user_id())
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );
create policy "users change their language preferences" on public.user_language_preferences
  for update to authenticated
  using (user_id = (select app.current_user_id()))
  with check (
    user_id = (select app.current_user_id())
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );
create policy "users delete their language preferences" on public.user_language_preferences
  for delete to authenticated using (user_id = (select app.current_user_id()));

-- =============================================================================================
-- Custom translations
-- =============================================================================================
-- Approved values are public within their scope: unscoped and product values for everyone,
-- organization and company values for that organization's members. Owners and managers run
-- translation management and see and edit everything, approved or not.
alter table public.translation_values enable row level security;
revoke all on public.translation_values from anon, authenticated;
grant select on public.translation_values to anon, authenticated;
grant insert, update, delete on public.translation_values to authenticated;

create policy "anyone reads approved in-scope values, owners and managers all" on public.translation_values
  for select to anon, authenticated
  using (
    (select app.is_owner_or_manager())
    or (
      is_approved
      and (organization_id is null or organization_id in (select app.my_organization_ids()))
      and (company_id is null or company_id in (select app.my_organization_ids()))
    )
  );
create policy "owners and managers add translations" on public.translation_values
  for insert to authenticated with check ((select app.is_owner_or_manager()));
create policy "owners and managers change translations" on public.translation_values
  for update to authenticated using ((select app.is_owner_or_manager())) with check ((select app.is_owner_or_manager()));
create policy "owners and managers delete translations" on public.translation_values
  for delete to authenticated using ((select app.is_owner_or_manager()));

-- =============================================================================================
-- Usage and analytics: append-only, attributed to the writer, read within one organization
-- =============================================================================================
-- Anyone records usage, anonymous visitors without a user or organization, signed-in users only
-- as themselves and only for organizations they belong to. A row is read back by the user it is
-- about and by the access viewers of its organization, never from another organization.

alter table public.translation_usage enable row level security;
revoke all on public.translation_usage from anon, authenticated;
grant select on public.translation_usage to authenticated;
grant insert (language_id, organization_id, user_id, page_url, session_id, usage_count, date_bucket)
  on public.translation_usage to anon, authenticated;

create policy "users read own usage, access viewers their org's" on public.translation_usage
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
  );
create policy "anyone records usage as themselves" on public.translation_usage
  for insert to anon, authenticated
  with check (
    (user_id is null or user_id = (select app.current_user_id()))
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );

alter table public.route_analytics enable row level security;
revoke all on public.route_analytics from anon, authenticated;
grant select on public.route_analytics to authenticated;
grant insert (route, count, domain, session_id, user_id, organization_id, duration)
  on public.route_analytics to anon, authenticated;

create policy "users read own route analytics, access viewers their org's" on public.route_analytics
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
  );
create policy "anyone records route analytics as themselves" on public.route_analytics
  for insert to anon, authenticated
  with check (
    (user_id is null or user_id = (select app.current_user_id()))
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );

alter table public.analytics_events enable row level security;
revoke all on public.analytics_events from anon, authenticated;
grant select on public.analytics_events to authenticated;
grant insert (event_type, event_name, page_path, page_title, session_id, visitor_id, "timestamp", properties, metadata, user_id, organization_id)
  on public.analytics_events to anon, authenticated;

create policy "users read own analytics events, access viewers their org's" on public.analytics_events
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
  );
create policy "anyone records analytics events as themselves" on public.analytics_events
  for insert to anon, authenticated
  with check (
    (user_id is null or user_id = (select app.current_user_id()))
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );

-- =============================================================================================
-- Service-only and operator-only tables
-- =============================================================================================
-- The job queue holds e-mail addresses and report parameters of every tenant: only the worker.
alter table public.background_jobs enable row level security;
revoke all on public.background_jobs from anon, authenticated;

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated;
grant select on public.audit_log to authenticated;

create policy "owners and managers read the audit log" on public.audit_log
  for select to authenticated using ((select app.is_owner_or_manager()));

-- =============================================================================================
-- Service role
-- =============================================================================================
-- Hosted Supabase grants these by default; stated so the schema does not depend on it.
grant all on all tables in schema public to service_role;
