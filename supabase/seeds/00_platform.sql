-- =============================================================================================
-- Demo data for local development and tests: the platform (organization types, roles, themes,
-- organizations, demo accounts, products, languages). Runs once, on a fresh database, after the
-- migrations and before the other files of supabase/seeds (config.toml [db.seed]), which add each
-- context's rows. Every demo account signs in with the password fikrspace-demo; tests take the
-- ids from packages/db/src/testing/demo-ids.js.
-- =============================================================================================

-- =============================================================================================
-- Organization types (spec 001 §2.11 labels)
-- =============================================================================================
insert into public.organization_types (name, display_name) values
  ('startup', 'Startup'),
  ('mentor', 'Mentor'),
  ('accelerator', 'Accelerator'),
  ('venture_capital', 'VC'),
  ('university', 'University'),
  ('government', 'Government');

-- =============================================================================================
-- Enterprise roles
-- =============================================================================================
-- permissions lists what the role unlocks beyond a plain member, as the policies grant it.
insert into public.enterprise_roles (name, display_name, description, permissions, is_system_role) values
  ('owner', 'Owner', 'Runs the platform: the office, every user, organization and the audit log.',
    array['office:access', 'users:read', 'organizations:read', 'organizations:create', 'organizations:delete', 'audit_log:read'], true),
  ('manager', 'Manager', 'Runs the platform with the owner: the office, every user, organization and the audit log.',
    array['office:access', 'users:read', 'organizations:read', 'organizations:create', 'audit_log:read'], true),
  ('admin', 'Administrator', 'Reads the roles, permissions and product access of their organizations.',
    array['access:read'], true),
  ('editor', 'Editor', 'A member who edits their organization''s content.', '{}', true),
  ('viewer', 'Viewer', 'A member who reads their organization''s content.', '{}', true),
  ('stakeholder', 'Stakeholder', 'A shareholder or partner with read access to what concerns them.', '{}', true),
  ('user', 'User', 'Every account starts with this role.', '{}', true);

-- =============================================================================================
-- Themes (spec 000 §3): four built-in themes, each with its derived dark variant
-- =============================================================================================
-- The rows exist so organizations can reference the built-in themes. Their tokens live in code
-- (@fikrspace/theme generates the scales and derives the dark variants), and the theme manager
-- takes a built-in id's tokens from there, so the rows carry none: '{}' and builtIn in metadata.
insert into public.cms_themes (id, name, description, base_theme_id, is_dark, tokens, metadata)
select
  t.id || v.suffix,
  t.name || v.label,
  t.description,
  case when v.is_dark then t.id end,
  v.is_dark,
  '{}'::jsonb,
  jsonb_build_object(
    'builtIn', true,
    'version', '1.0.0',
    'author', 'FikrSpace',
    'isDefault', t.id = 'default' and not v.is_dark,
    'isDark', v.is_dark,
    'tags', to_jsonb(t.tags || case when v.is_dark then array['dark'] else array['light'] end)
  )
from (values
  ('default', 'Default', 'The green brand theme.', array['brand', 'green']),
  ('fikr-space', 'Fikr Space', 'The brand theme with a purple accent.', array['brand', 'purple']),
  ('minimal', 'Minimal', 'Quiet grey tones.', array['grey']),
  ('corporate', 'Corporate', 'Corporate blue.', array['blue'])
) as t(id, name, description, tags)
cross join (values ('', '', false), ('-dark', ' Dark', true)) as v(suffix, label, is_dark)
order by v.is_dark;

insert into public.cms_brand_kits (id, name, description, colors, fonts) values
  ('00000000-0000-4000-c000-000000000001', 'Fikr Space', 'Logo, colours and type of the Fikr Space brand.',
    '{"primary": "#00fb95", "secondary": "#2d1b69", "accent": "#8b5cf6", "mentor": "#1e40af"}',
    '{"heading": "Inter", "body": "Inter"}');

-- =============================================================================================
-- Organizations: one of each type, and a second startup as a separate tenant
-- =============================================================================================
insert into public.organizations (id, name, organization_type_id, theme_id, brand_kit_id)
select o.id::uuid, o.name, t.id, o.theme_id, o.brand_kit_id::uuid
from (values
  ('00000000-0000-4000-b000-000000000001', 'Fikr Labs', 'startup', 'fikr-space', '00000000-0000-4000-c000-000000000001'),
  ('00000000-0000-4000-b000-000000000002', 'Mentor Circle', 'mentor', null, null),
  ('00000000-0000-4000-b000-000000000003', 'Launchpad Accelerator', 'accelerator', null, null),
  ('00000000-0000-4000-b000-000000000004', 'Oasis Ventures', 'venture_capital', null, null),
  ('00000000-0000-4000-b000-000000000005', 'Gulf Tech University', 'university', null, null),
  ('00000000-0000-4000-b000-000000000006', 'Digital Economy Authority', 'government', null, null),
  ('00000000-0000-4000-b000-000000000007', 'Nile Robotics', 'startup', null, null)
) as o(id, name, type_name, theme_id, brand_kit_id)
join public.organization_types t on t.name = o.type_name;

-- =============================================================================================
-- Demo accounts
-- =============================================================================================
-- The profile rows come from the auth trigger; organization, enterprise role and matrix role
-- are set afterwards, as an operator would.
create temporary table demo_accounts (
  id uuid primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  organization_id uuid not null,
  enterprise_role text not null,
  organisation_role text
);

insert into demo_accounts values
  ('00000000-0000-4000-a000-000000000001', 'owner@fikrspace.test', 'Olivia', 'Owner', '00000000-0000-4000-b000-000000000001', 'owner', 'owner'),
  ('00000000-0000-4000-a000-000000000002', 'manager@fikrspace.test', 'Malik', 'Manager', '00000000-0000-4000-b000-000000000001', 'manager', null),
  ('00000000-0000-4000-a000-000000000003', 'admin@fikrspace.test', 'Amira', 'Admin', '00000000-0000-4000-b000-000000000001', 'admin', 'admin'),
  ('00000000-0000-4000-a000-000000000004', 'editor@fikrspace.test', 'Elias', 'Editor', '00000000-0000-4000-b000-000000000001', 'editor', 'editor'),
  ('00000000-0000-4000-a000-000000000005', 'viewer@fikrspace.test', 'Vera', 'Viewer', '00000000-0000-4000-b000-000000000001', 'viewer', 'viewer'),
  ('00000000-0000-4000-a000-000000000006', 'stakeholder@fikrspace.test', 'Samir', 'Stakeholder', '00000000-0000-4000-b000-000000000001', 'stakeholder', 'stakeholder'),
  ('00000000-0000-4000-a000-000000000007', 'user@fikrspace.test', 'Yusuf', 'User', '00000000-0000-4000-b000-000000000001', 'user', 'user'),
  ('00000000-0000-4000-a000-000000000008', 'startup@fikrspace.test', 'Sara', 'Startup', '00000000-0000-4000-b000-000000000001', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000009', 'mentor@fikrspace.test', 'Mona', 'Mentor', '00000000-0000-4000-b000-000000000002', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000010', 'accelerator@fikrspace.test', 'Adam', 'Accelerator', '00000000-0000-4000-b000-000000000003', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000011', 'investor@fikrspace.test', 'Ines', 'Investor', '00000000-0000-4000-b000-000000000004', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000012', 'university@fikrspace.test', 'Umar', 'University', '00000000-0000-4000-b000-000000000005', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000013', 'government@fikrspace.test', 'Ghada', 'Government', '00000000-0000-4000-b000-000000000006', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000014', 'other-startup@fikrspace.test', 'Omar', 'Otherstartup', '00000000-0000-4000-b000-000000000007', 'user', 'owner'),
  ('00000000-0000-4000-a000-000000000015', 'multi-org@fikrspace.test', 'Maya', 'Multiorg', '00000000-0000-4000-b000-000000000001', 'user', 'editor');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000',
  d.id,
  'authenticated',
  'authenticated',
  d.email,
  -- bcrypt of fikrspace-demo
  '$2b$10$d/6D9iZ0Thbo1tjd1e1bse7aymzlWMFmyo7LARwLI6A4brnSRtQP2',
  now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', d.first_name, 'last_name', d.last_name, 'role', d.enterprise_role),
  now(),
  now()
from demo_accounts d;

-- Supabase Auth (the CLI stack, hosted) also needs an e-mail identity per account, and reads
-- its token columns as strings, never null; the local backend's auth schema has no identities
-- table and only some of those columns, so each is filled where it exists.
do $$
declare
  v_column text;
begin
  if to_regclass('auth.identities') is not null then
    execute $sql$
      insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      select d.id::text, d.id,
             jsonb_build_object('sub', d.id::text, 'email', d.email, 'email_verified', true),
             'email', now(), now(), now()
      from demo_accounts d
    $sql$;
  end if;
  for v_column in
    select c.column_name
    from information_schema.columns c
    where c.table_schema = 'auth' and c.table_name = 'users'
      and c.column_name in ('confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change',
                            'email_change_token_current', 'phone_change', 'phone_change_token', 'reauthentication_token')
  loop
    execute format('update auth.users set %I = coalesce(%I, %L) where id in (select id from demo_accounts)', v_column, v_column, '');
  end loop;
end
$$;

update public.users u
set organization_id = d.organization_id,
    enterprise_role_id = r.id
from demo_accounts d
join public.enterprise_roles r on r.name = d.enterprise_role
where u.id = d.id;

-- multi-org also belongs to the mentor organization (the organization switcher's demo).
insert into public.organization_members (user_id, organization_id) values
  ('00000000-0000-4000-a000-000000000015', '00000000-0000-4000-b000-000000000002');

-- Matrix roles; in Fikr Labs the owner account granted them.
insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active)
select d.id, d.organization_id, d.organisation_role,
       case when d.organization_id = '00000000-0000-4000-b000-000000000001' and d.id <> '00000000-0000-4000-a000-000000000001'
            then '00000000-0000-4000-a000-000000000001'::uuid end,
       true
from demo_accounts d
where d.organisation_role is not null;

insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active) values
  ('00000000-0000-4000-a000-000000000015', '00000000-0000-4000-b000-000000000002', 'viewer', '00000000-0000-4000-a000-000000000009', true);

drop table demo_accounts;

-- =============================================================================================
-- Product catalogue (spec 001 §2.12, §3)
-- =============================================================================================
-- qevhub is the portal root itself (the app store's default product), so its development path is
-- the portal prefix; the others are product areas under it.
insert into public.fikr_products (product_key, name, product_slug, description, is_active, display_order, development_url, production_url) values
  ('os', 'Fikr OS', 'fikr-os', 'The operating system for running a startup.', true, 1, '/fikrspace/portal/os', 'https://os.fikrspace.com'),
  ('hub', 'Fikr Hub', 'fikr-hub', 'Community, programmes and events.', true, 2, '/fikrspace/portal/hub', 'https://hub.fikrspace.com'),
  ('cap', 'Fikr Cap', 'fikr-cap', 'Cap table, stakeholders and funding rounds.', true, 3, '/fikrspace/portal/cap', 'https://cap.fikrspace.com'),
  ('pitch', 'Fikr Pitch', 'fikr-pitch', 'Pitch events and pitch analytics.', true, 4, '/fikrspace/portal/pitch', 'https://pitch.fikrspace.com'),
  ('score', 'Fikr Score', 'fikr-score', 'Startup readiness scoring and assessments.', true, 5, '/fikrspace/portal/score', 'https://score.fikrspace.com'),
  ('marketplace', 'Fikr Marketplace', 'fikr-marketplace', 'Services and offers for startups.', true, 6, '/fikrspace/portal/marketplace', 'https://marketplace.fikrspace.com'),
  ('money', 'Fikr Money', 'fikr-money', 'Finance and fundraising.', true, 7, '/fikrspace/portal/money', 'https://money.fikrspace.com'),
  ('people', 'Fikr People', 'fikr-people', 'Team, talent and hiring.', true, 8, '/fikrspace/portal/people', 'https://people.fikrspace.com'),
  ('lab', 'Fikr Lab', 'fikr-lab', 'Experiments and validation.', true, 9, '/fikrspace/portal/lab', 'https://lab.fikrspace.com'),
  ('gov', 'Fikr Gov', 'fikr-gov', 'Ecosystem intelligence for government.', true, 10, '/fikrspace/portal/gov', 'https://gov.fikrspace.com'),
  ('qevhub', 'QevHub', 'qevhub', 'The portal home of every product.', true, 11, '/fikrspace/portal', 'https://qevhub.fikrspace.com');

-- Every demo member may open every product in their organizations, except that Olivia Owner has
-- turned Fikr Cap off for Vera Viewer: she meets the no-access screen there until it is turned
-- back on in the office.
insert into public.team_member_product_access (user_id, organization_id, product_id, enabled, granted_by)
select m.user_id, m.organization_id, p.id,
       not (m.user_id = '00000000-0000-4000-a000-000000000005' and p.product_key = 'cap'),
       case when m.user_id = '00000000-0000-4000-a000-000000000005' and p.product_key = 'cap' then '00000000-0000-4000-a000-000000000001'::uuid end
from public.organization_members m
cross join public.fikr_products p
on conflict (user_id, organization_id, product_id) do nothing;

-- =============================================================================================
-- Languages (spec 000 §3 built-in list)
-- =============================================================================================
insert into public.languages (code, name, native_name, iso_639_1, country_code, script_direction, is_active, is_primary, display_order, flag_emoji, completion_percentage) values
  ('en', 'English', 'English', 'en', 'GB', 'ltr', true, true, 1, '🇬🇧', 100),
  ('es', 'Spanish', 'Español', 'es', 'ES', 'ltr', true, false, 2, '🇪🇸', 95),
  ('es-ES', 'Spanish (Spain)', 'Español (España)', 'es', 'ES', 'ltr', true, false, 3, '🇪🇸', 95),
  ('es-MX', 'Spanish (Latin America)', 'Español (Latinoamérica)', 'es', 'MX', 'ltr', true, false, 4, '🇲🇽', 95),
  ('pt', 'Portuguese', 'Português', 'pt', 'PT', 'ltr', true, false, 5, '🇵🇹', 90),
  ('pt-PT', 'Portuguese (Portugal)', 'Português (Portugal)', 'pt', 'PT', 'ltr', true, false, 6, '🇵🇹', 90),
  ('pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)', 'pt', 'BR', 'ltr', true, false, 7, '🇧🇷', 90),
  ('fr', 'French', 'Français', 'fr', 'FR', 'ltr', true, false, 8, '🇫🇷', 85),
  ('de', 'German', 'Deutsch', 'de', 'DE', 'ltr', true, false, 9, '🇩🇪', 85),
  ('ar', 'Arabic', 'العربية', 'ar', 'SA', 'rtl', true, false, 10, '🇸🇦', 80),
  ('zh', 'Chinese (Simplified)', '简体中文', 'zh', 'CN', 'ltr', true, false, 11, '🇨🇳', 75),
  ('it', 'Italian', 'Italiano', 'it', 'IT', 'ltr', true, false, 12, '🇮🇹', 70),
  ('pl', 'Polish', 'Polski', 'pl', 'PL', 'ltr', true, false, 13, '🇵🇱', 70);
