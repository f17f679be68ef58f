-- =============================================================================================
-- A startup's plan: milestones, and the achievements it is proud of (the companies context)
-- =============================================================================================
-- Milestones are what the startup means to reach and by when: a target date, a status and an
-- owner among its members; the roadmap groups them by quarter and measures progress against the
-- plan. Achievements are what it has reached or been given (a milestone reached, an award, press,
-- a certification, a partnership), shown on their own page. Both stay inside the organization:
-- its members read them, members whose matrix role may create, update or delete objectives write
-- them (owner, admin and user), and no other organization reads or writes any of it. Sharing them
-- with an accelerator or an investor would come with consent, as the metrics do. Anonymous
-- visitors read nothing.

-- Closed vocabularies, so the generated types carry the unions and no client retypes them.
create type public.milestone_category as enum ('product', 'growth', 'fundraising', 'team', 'operations', 'legal');
create type public.milestone_status as enum ('planned', 'in_progress', 'done', 'at_risk', 'dropped');
create type public.achievement_kind as enum ('milestone', 'award', 'press', 'certification', 'partnership');

-- "Not in the future" is judged by the calendar of the member who records the date, and a member
-- east of UTC (the whole of the Gulf) lives up to a day ahead of the server: today anywhere on
-- Earth (UTC+14) is the latest date accepted, so nobody's own today is ever refused.
create function app.latest_today()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (now() at time zone 'utc' + interval '14 hours')::date
$$;

revoke all on function app.latest_today() from public;
grant execute on function app.latest_today() to authenticated, service_role;

create table public.milestones (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Optional texts are null or hold something: a blank one would print an empty line.
  title text not null check (char_length(title) <= 160 and btrim(title) <> ''),
  description text check (description is null or (char_length(description) <= 2000 and btrim(description) <> '')),
  category public.milestone_category not null,
  status public.milestone_status not null default 'planned',
  -- A plan of this century: a mistyped year (0226, 20266) is refused rather than shown.
  target_on date not null check (target_on between date '2000-01-01' and date '2100-12-31'),
  completed_on date check (completed_on between date '2000-01-01' and app.latest_today()),
  owner_user_id uuid references public.users (id) on delete set null,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A done milestone says when it was done, and only a done one does.
  constraint milestones_completed_on_when_done check ((status = 'done') = (completed_on is not null))
);

-- The roadmap reads one organization's milestones by target date; the dashboard the ones due soon.
create index milestones_organization_target_idx on public.milestones (organization_id, target_on);
create index milestones_owner_user_id_idx on public.milestones (owner_user_id);
create index milestones_created_by_idx on public.milestones (created_by);

create trigger set_updated_at before update on public.milestones
  for each row execute function app.set_updated_at();

create table public.achievements (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind public.achievement_kind not null,
  title text not null check (char_length(title) <= 160 and btrim(title) <> ''),
  awarded_by text check (awarded_by is null or (char_length(awarded_by) <= 160 and btrim(awarded_by) <> '')),
  achieved_on date not null check (achieved_on between date '2000-01-01' and app.latest_today()),
  description text check (description is null or (char_length(description) <= 2000 and btrim(description) <> '')),
  -- The milestone it marks, if any; the achievement outlives a milestone removed from the plan.
  milestone_id uuid references public.milestones (id) on delete set null,
  created_at timestamptz not null default now()
);

-- The timeline reads one organization's achievements, newest first.
create index achievements_organization_achieved_idx on public.achievements (organization_id, achieved_on desc);
create index achievements_milestone_id_idx on public.achievements (milestone_id);

-- =============================================================================================
-- Who a milestone belongs to, and which milestone an achievement marks
-- =============================================================================================
-- Checked by triggers rather than policies so they hold for the service and the seeds too;
-- security definer because they look at memberships and milestones the caller may not read (a
-- refusal by the policies then follows, rather than a misleading answer).

-- An owner is a member of the milestone's organization when named. A member who later leaves
-- stays the owner of what they owned, so the check runs only when the owner is set or changed:
-- editing such a milestone's title is not refused for it.
create function app.check_milestone_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_user_id is not null
     and (tg_op = 'INSERT' or new.owner_user_id is distinct from old.owner_user_id)
     and not exists (
       select 1 from public.organization_members m
       where m.organization_id = new.organization_id and m.user_id = new.owner_user_id
     ) then
    raise exception using errcode = '23514', message = 'A milestone''s owner is a member of its organization', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger check_milestone_owner before insert or update of owner_user_id on public.milestones
  for each row execute function app.check_milestone_owner();

-- An achievement marks a milestone of its own organization, never another tenant's.
create function app.check_achievement_milestone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.milestone_id is not null and not exists (
    select 1 from public.milestones ms where ms.id = new.milestone_id and ms.organization_id = new.organization_id
  ) then
    raise exception using errcode = '23514', message = 'An achievement marks a milestone of its own organization', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger check_achievement_milestone before insert or update of milestone_id on public.achievements
  for each row execute function app.check_achievement_milestone();

revoke all on function app.check_milestone_owner(), app.check_achievement_milestone() from public;

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.milestones enable row level security;
alter table public.achievements enable row level security;
revoke all on public.milestones from anon, authenticated;
revoke all on public.achievements from anon, authenticated;
-- A row stays with its organization: organization_id is set once, on insert. created_by and the
-- timestamps are the database's own.
grant select, delete on public.milestones, public.achievements to authenticated;
grant insert (organization_id, title, description, category, status, target_on, completed_on, owner_user_id),
      update (title, description, category, status, target_on, completed_on, owner_user_id)
  on public.milestones to authenticated;
grant insert (organization_id, kind, title, awarded_by, achieved_on, description, milestone_id),
      update (kind, title, awarded_by, achieved_on, description, milestone_id)
  on public.achievements to authenticated;
grant select, insert, update, delete on public.milestones, public.achievements to service_role;
grant usage on type public.milestone_category, public.milestone_status, public.achievement_kind to authenticated, service_role;

-- Spec 001 §6.2: a startup's plan is its objectives, so the matrix's objectives resource decides
-- who writes it, action by action (create, update, delete: the owner, admin and user roles).
create policy "members read their organization's milestones" on public.milestones
  for select to authenticated
  using (milestones.organization_id in (select app.my_organization_ids()));

create policy "members who create objectives add milestones" on public.milestones
  for insert to authenticated
  with check (milestones.organization_id in (select app.my_permitted_organization_ids('objectives', 'create')));

create policy "members who update objectives change milestones" on public.milestones
  for update to authenticated
  using (milestones.organization_id in (select app.my_permitted_organization_ids('objectives', 'update')))
  with check (milestones.organization_id in (select app.my_permitted_organization_ids('objectives', 'update')));

create policy "members who delete objectives remove milestones" on public.milestones
  for delete to authenticated
  using (milestones.organization_id in (select app.my_permitted_organization_ids('objectives', 'delete')));

create policy "members read their organization's achievements" on public.achievements
  for select to authenticated
  using (achievements.organization_id in (select app.my_organization_ids()));

create policy "members who create objectives add achievements" on public.achievements
  for insert to authenticated
  with check (achievements.organization_id in (select app.my_permitted_organization_ids('objectives', 'create')));

create policy "members who update objectives change achievements" on public.achievements
  for update to authenticated
  using (achievements.organization_id in (select app.my_permitted_organization_ids('objectives', 'update')))
  with check (achievements.organization_id in (select app.my_permitted_organization_ids('objectives', 'update')));

create policy "members who delete objectives remove achievements" on public.achievements
  for delete to authenticated
  using (achievements.organization_id in (select app.my_permitted_organization_ids('objectives', 'delete')));
