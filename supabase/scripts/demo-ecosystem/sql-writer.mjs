import { startupProfiles } from './profiles.mjs';

/**
 * The ecosystem as a seed file (supabase/seeds/20_ecosystem.sql): plain SQL that runs after the
 * platform seed, creating the members the way that seed creates the demo accounts (auth users,
 * whose trigger writes the profiles; then the current organization, which enrols them and grants
 * them the products; then the matrix roles).
 */

/** A SQL string literal. */
export function literal(value) {
  if (value === null || value === undefined) return 'null';
  return `'${String(value).replaceAll("'", "''")}'`;
}

function valuesList(rows) {
  return rows.map((row) => `  (${row.map(literal).join(', ')})`).join(',\n');
}

function seededOrganizationsSql(profiles) {
  return `-- The platform seed's organizations: where they are and what they do.
update public.organizations o
set country_code = v.country_code, city = v.city, sector = v.sector::public.organization_sector
from (values
${valuesList(profiles.map((profile) => [profile.id, profile.countryCode, profile.city, profile.sector]))}
) as v(id, country_code, city, sector)
where o.id = v.id::uuid;`;
}

function organizationsSql(organizations) {
  return `insert into public.organizations (id, name, organization_type_id, country_code, city, sector)
select v.id::uuid, v.name, t.id, v.country_code, v.city, v.sector::public.organization_sector
from (values
${valuesList(organizations.map((organization) => [organization.id, organization.name, organization.type, organization.countryCode, organization.city, organization.sector]))}
) as v(id, name, type_name, country_code, city, sector)
join public.organization_types t on t.name = v.type_name;`;
}

export function membersSql(members) {
  return `create temporary table ecosystem_members (
  id uuid primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  organization_id uuid not null,
  organisation_role text not null
);

insert into ecosystem_members values
${valuesList(members.map((member) => [member.id, member.email, member.firstName, member.lastName, member.organizationId, member.organisationRole]))};

-- No password: the members exist to be seen, listed and counted. Supabase Auth and the local
-- backend refuse a sign-in against an empty hash, and an operator can still send a reset.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000',
  m.id,
  'authenticated',
  'authenticated',
  m.email,
  '',
  now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', m.first_name, 'last_name', m.last_name, 'role', 'user'),
  now(),
  now()
from ecosystem_members m;

-- As for the demo accounts: an e-mail identity where Supabase Auth keeps them, and token
-- columns that are strings, never null.
do $$
declare
  v_column text;
begin
  if to_regclass('auth.identities') is not null then
    execute $sql$
      insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      select m.id::text, m.id,
             jsonb_build_object('sub', m.id::text, 'email', m.email, 'email_verified', true),
             'email', now(), now(), now()
      from ecosystem_members m
    $sql$;
  end if;
  for v_column in
    select c.column_name
    from information_schema.columns c
    where c.table_schema = 'auth' and c.table_name = 'users'
      and c.column_name in ('confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change',
                            'email_change_token_current', 'phone_change', 'phone_change_token', 'reauthentication_token')
  loop
    execute format('update auth.users set %I = coalesce(%I, %L) where id in (select id from ecosystem_members)', v_column, v_column, '');
  end loop;
end
$$;

update public.users u
set organization_id = m.organization_id
from ecosystem_members m
where u.id = m.id;

-- Matrix roles; each organization's owner granted the others theirs.
insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active)
select m.id, m.organization_id, m.organisation_role,
       case when m.organisation_role <> 'owner'
            then (select o.id from ecosystem_members o where o.organization_id = m.organization_id and o.organisation_role = 'owner') end,
       true
from ecosystem_members m;

drop table ecosystem_members;`;
}

/** The columns of public.startup_profiles the seed fills, with the cast each value needs. */
const PROFILE_COLUMNS = [
  ['organization_id', 'uuid', (p) => p.organizationId],
  ['legal_name', null, (p) => p.legalName],
  ['display_name', null, (p) => p.displayName],
  ['tagline', null, (p) => p.tagline],
  ['description', null, (p) => p.description],
  ['sector', 'public.organization_sector', (p) => p.sector],
  ['sub_sector', null, (p) => p.subSector],
  ['stage', 'public.startup_stage', (p) => p.stage],
  ['business_model', 'public.business_model', (p) => p.businessModel],
  ['country_code', null, (p) => p.countryCode],
  ['city', null, (p) => p.city],
  ['founded_on', 'date', (p) => p.foundedOn],
  ['website', null, (p) => p.website],
  ['linkedin_url', null, (p) => p.linkedinUrl],
  ['x_url', null, (p) => p.xUrl],
  ['team_size', 'integer', (p) => p.teamSize],
  ['is_listed', 'boolean', (p) => p.isListed],
];

function startupProfilesSql(profiles) {
  const names = PROFILE_COLUMNS.map(([name]) => name).join(', ');
  const values = PROFILE_COLUMNS.map(([name, cast]) => (cast ? `v.${name}::${cast}` : `v.${name}`)).join(', ');
  return `-- The platform seed's two startups first (written by hand), then every generated one.
insert into public.startup_profiles (${names})
select ${values}
from (values
${valuesList(profiles.map((profile) => PROFILE_COLUMNS.map(([, , pick]) => pick(profile))))}
) as v(${names});`;
}

const AUDIENCE_TITLES = {
  startup: 'startups',
  accelerator: 'accelerators',
  mentor: 'mentors',
  venture_capital: 'investors',
  university: 'universities',
  government: 'government bodies',
};

function summary(ecosystem, profiles) {
  const byType = Object.entries(AUDIENCE_TITLES).map(([type, title]) => `${ecosystem.organizations.filter((organization) => organization.type === type).length} ${title}`);
  return `${byType.join(', ')}; ${ecosystem.members.length} members; ${profiles.length} startup profiles`;
}

/** The whole seed file. The same ecosystem gives the same bytes. */
export function renderSeedSql(ecosystem) {
  const profiles = startupProfiles(ecosystem);
  const section = (title) => `-- =============================================================================================\n-- ${title}\n-- =============================================================================================`;
  return `${section('Demo ecosystem: the MENA startups and the organizations around them')}
-- Generated by supabase/scripts/demo-ecosystem (pnpm seed:generate); edit the generator, not
-- this file. Members' addresses are under the reserved .test domain and have no password.
-- ${summary(ecosystem, profiles)}.

${seededOrganizationsSql(ecosystem.seededOrganizations)}

${section('Organizations')}
${organizationsSql(ecosystem.organizations)}

${section('Members')}
${membersSql(ecosystem.members)}

${section('Startup profiles')}
${startupProfilesSql(profiles)}
`;
}
