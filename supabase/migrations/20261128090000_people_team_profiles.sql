-- =============================================================================================
-- The team's profiles (Fikr People): who each member is in the organization
-- =============================================================================================
-- One row per membership: the member's title, their place on the cap table's side of the team
-- (founder, employee with equity, advisor ...), when they joined, their LinkedIn page and a short
-- bio. The organization's members read its rows; each member keeps their own title, LinkedIn page
-- and bio; the members whose matrix role may update the organization (organizations update:
-- owner, admin, user) keep every row, the equity role, the joining date and the order included.
-- Nobody outside the organization reads any of it, the platform's operators included unless they
-- are such members; anonymous visitors nothing. Roles and product access stay where they are
-- (organisation_roles, team_member_product_access): this table says nothing about access.

-- Closed vocabulary, so the generated types carry the union and no client retypes it.
create type public.equity_role as enum ('founder', 'co_founder', 'employee_with_equity', 'employee', 'advisor', 'contractor', 'intern');

create table public.team_member_profiles (
  -- No key of its own to organizations: the membership key below already leads there, and a
  -- second path would make PostgREST unable to embed an organization in organization_members.
  organization_id uuid not null,
  user_id uuid not null,
  -- Optional texts are null or hold something: a blank one would print an empty line on the card.
  title text check (title is null or (char_length(title) <= 120 and btrim(title) <> '')),
  equity_role public.equity_role,
  -- A joining date is a fact of the past; 1950 keeps a mistyped century out.
  joined_on date check (joined_on between date '1950-01-01' and current_date),
  -- The same rule as a startup profile's LinkedIn page: https, on linkedin.com, no spaces.
  linkedin_url text check (linkedin_url is null or (char_length(linkedin_url) <= 2048 and linkedin_url ~* '^https://([a-z0-9-]+\.)?linkedin\.com/[^[:space:]]+$')),
  bio text check (bio is null or (char_length(bio) <= 600 and btrim(bio) <> '')),
  -- Where the card stands among its group (founders, then everyone else); ties go by name.
  display_order integer not null default 0 check (display_order between 0 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, user_id),
  -- A profile is a membership's: it goes when the member leaves the organization.
  constraint team_member_profiles_membership_fkey foreign key (user_id, organization_id)
    references public.organization_members (user_id, organization_id) on delete cascade
);

-- The membership key starts with the user: a member's profiles across organizations.
create index team_member_profiles_user_idx on public.team_member_profiles (user_id);

create trigger set_updated_at before update on public.team_member_profiles
  for each row execute function app.set_updated_at();

-- A profile stays with its member and organization, and only the members who may update the
-- organization decide who counts as a founder, since when and in which order: a member keeping
-- their own row may not make themselves a co-founder. The column grants below cannot tell the two
-- kinds of member apart (both are `authenticated`), so this trigger does, for every write through
-- the API. Writes without a signed-in user (the service, the seeds) are theirs to decide. Security
-- definer to ask the permission matrix about the caller.
create function app.guard_team_member_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.organization_id, new.user_id) is distinct from (old.organization_id, old.user_id) then
    raise exception using errcode = '23514', message = 'A team profile stays with its member and its organization', hint = 'VALIDATION_ERROR';
  end if;
  if auth.uid() is null or app.current_user_can(new.organization_id, 'organizations', 'update') then
    return new;
  end if;
  if (tg_op = 'INSERT' and (new.equity_role is not null or new.joined_on is not null or new.display_order <> 0))
     or (tg_op = 'UPDATE' and (new.equity_role, new.joined_on, new.display_order) is distinct from (old.equity_role, old.joined_on, old.display_order)) then
    raise exception using
      errcode = '42501',
      message = 'Permission denied: only members who may update the organization set equity roles, joining dates and the order of the team',
      hint = 'PERMISSION_DENIED';
  end if;
  return new;
end
$$;

revoke all on function app.guard_team_member_profile() from public;

create trigger guard_team_member_profile before insert or update on public.team_member_profiles
  for each row execute function app.guard_team_member_profile();

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.team_member_profiles enable row level security;
revoke all on public.team_member_profiles from anon, authenticated;
grant select on public.team_member_profiles to authenticated;
-- A save is an upsert (insert ... on conflict do update), which sets every column it sends, the
-- key included: the key is updatable by grant, and the trigger above refuses an actual change of
-- it. The timestamps stay the database's.
grant insert (organization_id, user_id, title, equity_role, joined_on, linkedin_url, bio, display_order)
  on public.team_member_profiles to authenticated;
grant update (organization_id, user_id, title, equity_role, joined_on, linkedin_url, bio, display_order)
  on public.team_member_profiles to authenticated;
-- No delete through the API: a profile goes with its membership (on delete cascade).
grant select, insert, update, delete on public.team_member_profiles to service_role;
grant usage on type public.equity_role to authenticated, service_role;

create policy "members read their organization's team profiles" on public.team_member_profiles
  for select to authenticated
  using (organization_id in (select app.my_organization_ids()));

-- Spec 001 §6.2: the team is the organization's, written by whoever may update the organization;
-- each member also writes their own row (what they may change in it is the trigger's).
create policy "members add their own profile, members who may update the organization anyone's" on public.team_member_profiles
  for insert to authenticated
  with check (
    (user_id = (select app.current_user_id()) and organization_id in (select app.my_organization_ids()))
    or organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
  );

create policy "members change their own profile, members who may update the organization anyone's" on public.team_member_profiles
  for update to authenticated
  using (
    (user_id = (select app.current_user_id()) and organization_id in (select app.my_organization_ids()))
    or organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
  )
  with check (
    (user_id = (select app.current_user_id()) and organization_id in (select app.my_organization_ids()))
    or organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
  );
