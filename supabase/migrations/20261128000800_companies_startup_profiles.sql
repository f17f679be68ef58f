-- =============================================================================================
-- A startup's company profile (the companies context)
-- =============================================================================================
-- One row per startup organization: who it is, what it does, how far along it is and where. The
-- organization's members keep it up to date; once it is listed, every signed-in member of the
-- platform reads it (the public card investors and accelerators browse), and only then: an
-- unlisted profile stays inside the organization. Anonymous visitors read nothing.

-- Closed vocabularies, so the generated types carry the unions and no client retypes them.
create type public.startup_stage as enum ('idea', 'pre_seed', 'seed', 'series_a', 'series_b', 'growth');
create type public.business_model as enum ('b2b', 'b2c', 'b2b2c', 'marketplace', 'saas', 'hardware', 'other');

create table public.startup_profiles (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  -- Optional texts are null or hold something: a blank one would print an empty line on the card.
  legal_name text check (legal_name is null or (char_length(legal_name) <= 200 and btrim(legal_name) <> '')),
  display_name text not null check (char_length(display_name) <= 120 and btrim(display_name) <> ''),
  tagline text check (tagline is null or (char_length(tagline) <= 140 and btrim(tagline) <> '')),
  description text check (description is null or (char_length(description) <= 4000 and btrim(description) <> '')),
  sector public.organization_sector,
  sub_sector text check (sub_sector is null or (char_length(sub_sector) <= 100 and btrim(sub_sector) <> '')),
  stage public.startup_stage,
  business_model public.business_model,
  -- The same country codes as organizations.country_code (one list, app.is_country_code), so a
  -- directory grouped by country never splits one country in two.
  country_code text check (app.is_country_code(country_code)),
  city text check (city is null or char_length(btrim(city)) between 1 and 100),
  -- A founding date is a fact of the past; 1900 keeps a mistyped century out.
  founded_on date check (founded_on between date '1900-01-01' and current_date),
  -- Addresses a card links to: the web only (never javascript: or data:), a host with a dot, no
  -- spaces. The social links must point where their label says.
  website text check (website is null or (char_length(website) <= 2048 and website ~* '^https?://[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]{1,5})?([/?#][^[:space:]]*)?$')),
  linkedin_url text check (linkedin_url is null or (char_length(linkedin_url) <= 2048 and linkedin_url ~* '^https://([a-z0-9-]+\.)?linkedin\.com/[^[:space:]]+$')),
  x_url text check (x_url is null or (char_length(x_url) <= 2048 and x_url ~* '^https://(www\.)?(x|twitter)\.com/[^[:space:]]+$')),
  team_size integer check (team_size between 0 and 100000),
  is_listed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A listed card always says what the company does, in which sector, how far along and where.
  constraint startup_profiles_listed_card_complete
    check (not is_listed or (tagline is not null and sector is not null and stage is not null and country_code is not null))
);

-- The directory of listed startups filters by sector and country.
create index startup_profiles_listed_sector_country_idx on public.startup_profiles (sector, country_code) where is_listed;

create trigger set_updated_at before update on public.startup_profiles
  for each row execute function app.set_updated_at();

-- Only a startup has a startup profile, and a profile stays with its organization. Checked by a
-- trigger rather than a policy so that it holds for the operators, the service and the seeds too;
-- security definer because the caller may not read the organization it names (a refusal by the
-- policies then follows, rather than a misleading "not a startup").
create function app.guard_startup_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.organization_id is distinct from old.organization_id then
    raise exception 'A startup profile cannot move to another organization' using errcode = '23514';
  end if;
  if tg_op = 'INSERT' and not exists (
    select 1
    from public.organizations o
    join public.organization_types t on t.id = o.organization_type_id
    where o.id = new.organization_id and t.name = 'startup'
  ) then
    raise exception 'Only a startup organization has a startup profile' using errcode = '23514';
  end if;
  return new;
end
$$;

revoke all on function app.guard_startup_profile() from public;

create trigger guard_startup_profile before insert or update on public.startup_profiles
  for each row execute function app.guard_startup_profile();

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.startup_profiles enable row level security;
revoke all on public.startup_profiles from anon, authenticated;
grant select on public.startup_profiles to authenticated;
-- An upsert (insert ... on conflict do update) sets every column it sends, the key included, so
-- organization_id is updatable by grant; the trigger above refuses an actual change of it.
grant insert (organization_id, legal_name, display_name, tagline, description, sector, sub_sector, stage, business_model,
              country_code, city, founded_on, website, linkedin_url, x_url, team_size, is_listed)
  on public.startup_profiles to authenticated;
grant update (organization_id, legal_name, display_name, tagline, description, sector, sub_sector, stage, business_model,
              country_code, city, founded_on, website, linkedin_url, x_url, team_size, is_listed)
  on public.startup_profiles to authenticated;
-- No delete through the API, for anyone: a profile goes with its organization (on delete cascade),
-- and a startup that wants to disappear from the directory unlists it.
grant select, insert, update on public.startup_profiles to service_role;
grant usage on type public.startup_stage, public.business_model to authenticated, service_role;

create policy "members read their profile, signed-in users listed ones, operators all" on public.startup_profiles
  for select to authenticated
  using (
    is_listed
    or organization_id in (select app.my_organization_ids())
    or (select app.is_owner_or_manager())
  );

-- Spec 001 §6.2: the profile is the organization's, so it is written by whoever may update the
-- organization (the owner, admin and user matrix roles) and by the platform's operators.
create policy "operators and members who may update the organization add its profile" on public.startup_profiles
  for insert to authenticated
  with check (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
  );

create policy "operators and members who may update the organization change its profile" on public.startup_profiles
  for update to authenticated
  using (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
  )
  with check (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
  );
