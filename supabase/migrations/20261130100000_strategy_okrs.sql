-- =============================================================================================
-- Fikr OS: strategic periods, value streams, objectives, key results, check-ins and epics
-- =============================================================================================
-- A startup plans a period (a quarter, usually) as objectives with measurable key results, sorted
-- under the strategic objectives of its value streams; the work that moves them is epics. A key
-- result is measured by weekly check-ins: each records a value, a confidence and a comment, and
-- the latest sets the key result's current value, so its history is the check-ins themselves.
-- Progress is computed by the database (the *_progress views below), never typed in.
--
-- Access: members who may open Fikr OS (product `os`), by the permission matrix's six strategy
-- resources (strategic_periods, value_streams, strategic_objectives, objectives, key_results,
-- epics), each action its own: read to select, create to insert, update to update, delete to
-- delete. A check-in changes its key result, so adding one is an update of the key result.
--
-- Every row names its organization, and every link between rows is a foreign key that includes
-- the organization (and the period, where both rows have one): a row can only ever point at a row
-- of its own organization and period, whoever writes it (spec 001 §6.4: epics, too, always name
-- their organization).

-- How sure the owner is that the key result will reach its target: a word rather than a number,
-- so every reader means the same by it, and the page can name it rather than colour it.
create type public.key_result_confidence as enum ('low', 'medium', 'high');
-- What a key result's values count; currency amounts are US dollars, as the metrics catalogue's.
create type public.key_result_unit as enum ('number', 'percent', 'currency');
-- Who recorded a check-in: a member, or the metric the key result follows when its month was submitted.
create type public.key_result_check_in_source as enum ('member', 'metric');
create type public.epic_status as enum ('planned', 'in_progress', 'blocked', 'done');
grant usage on type public.key_result_confidence, public.key_result_unit, public.key_result_check_in_source, public.epic_status to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Who may do what
-- ---------------------------------------------------------------------------------------------

-- The policies' own question, for the triggers that check a row before the policies do: a caller
-- who may not write here is refused first, so a check's message never tells them anything about
-- another organization. Writes without a signed-in user (the service, the seeds) pass: the grants
-- and the policies decide for them.
create function app.may_strategy(p_organization_id uuid, p_resource text, p_action text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is null
    or (p_organization_id in (select app.my_product_organization_ids('os'))
        and p_organization_id in (select app.my_permitted_organization_ids(p_resource, p_action)))
$$;

revoke all on function app.may_strategy(uuid, text, text) from public;
grant execute on function app.may_strategy(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.strategic_periods (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  starts_on date not null,
  ends_on date not null,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  unique (organization_id, id),
  check (ends_on > starts_on)
);
create index strategic_periods_organization_id_idx on public.strategic_periods (organization_id, starts_on desc);
create index strategic_periods_created_by_idx on public.strategic_periods (created_by);

create table public.value_streams (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text check (char_length(description) <= 1000),
  position integer not null default 100 check (position between 0 and 10000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  unique (organization_id, id)
);
create index value_streams_organization_id_idx on public.value_streams (organization_id, position);
create index value_streams_created_by_idx on public.value_streams (created_by);

create table public.strategic_objectives (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  period_id uuid not null,
  value_stream_id uuid,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (char_length(description) <= 2000),
  position integer not null default 100 check (position between 0 and 10000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, id),
  unique (organization_id, period_id, id),
  -- A period that still holds strategic objectives stays: each goes by its own delete right.
  foreign key (organization_id, period_id) references public.strategic_periods (organization_id, id) on delete restrict,
  foreign key (organization_id, value_stream_id) references public.value_streams (organization_id, id) on delete set null (value_stream_id)
);
create index strategic_objectives_period_idx on public.strategic_objectives (organization_id, period_id, position);
create index strategic_objectives_period_id_idx on public.strategic_objectives (period_id);
create index strategic_objectives_value_stream_idx on public.strategic_objectives (organization_id, value_stream_id) where value_stream_id is not null;
create index strategic_objectives_created_by_idx on public.strategic_objectives (created_by);

create table public.objectives (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  period_id uuid not null,
  strategic_objective_id uuid,
  -- A member of the organization who answers for it; nobody once they leave it.
  owner_id uuid,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (char_length(description) <= 2000),
  position integer not null default 100 check (position between 0 and 10000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, id),
  unique (organization_id, period_id, id),
  foreign key (organization_id, period_id) references public.strategic_periods (organization_id, id) on delete restrict,
  -- A strategic objective of the same period.
  foreign key (organization_id, period_id, strategic_objective_id) references public.strategic_objectives (organization_id, period_id, id) on delete set null (strategic_objective_id),
  foreign key (organization_id, owner_id) references public.organization_members (organization_id, user_id) on delete set null (owner_id)
);
create index objectives_period_idx on public.objectives (organization_id, period_id, position);
create index objectives_period_id_idx on public.objectives (period_id);
create index objectives_strategic_objective_idx on public.objectives (organization_id, period_id, strategic_objective_id) where strategic_objective_id is not null;
create index objectives_owner_idx on public.objectives (organization_id, owner_id) where owner_id is not null;
create index objectives_created_by_idx on public.objectives (created_by);

-- Progress from start to target: (current - start) / (target - start), so a target below the
-- start (churn down to 2%) counts the same way. A key result may follow a reported metric
-- (`metric_key`, of the catalogue or the organization's own): its value then updates itself when
-- a month of that metric is submitted (20261130100100_strategy_metric_following.sql).
create table public.key_results (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- The objective's period, filled in from the objective: a period's key results read in one go.
  period_id uuid not null,
  objective_id uuid not null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  unit public.key_result_unit not null default 'number',
  start_value numeric not null check (start_value between -1e15 and 1e15),
  target_value numeric not null check (target_value between -1e15 and 1e15),
  -- The value of the latest check-in; the start value until there is one.
  current_value numeric not null check (current_value between -1e15 and 1e15),
  confidence public.key_result_confidence not null default 'medium',
  metric_key text check (metric_key ~ '^[a-z][a-z0-9_]{1,47}$'),
  position integer not null default 100 check (position between 0 and 10000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, id),
  -- A target equal to the start measures nothing.
  check (target_value <> start_value),
  -- An objective's key results go with it.
  foreign key (organization_id, period_id, objective_id) references public.objectives (organization_id, period_id, id) on delete cascade
);
create index key_results_period_idx on public.key_results (organization_id, period_id);
create index key_results_objective_idx on public.key_results (organization_id, period_id, objective_id, position);
create index key_results_objective_id_idx on public.key_results (objective_id);
create index key_results_metric_idx on public.key_results (organization_id, metric_key) where metric_key is not null;
create index key_results_created_by_idx on public.key_results (created_by);

-- Append-only: a check-in is what was known on its day. A correction is a later check-in.
create table public.key_result_check_ins (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  key_result_id uuid not null,
  -- The day it speaks for (weekly, usually); never a day to come.
  checked_on date not null default current_date,
  value numeric not null check (value between -1e15 and 1e15),
  confidence public.key_result_confidence not null,
  comment text check (char_length(comment) <= 2000),
  source public.key_result_check_in_source not null default 'member',
  -- A check-in the metric recorded: the month whose submission brought the value.
  metric_period date check (extract(day from metric_period) = 1),
  author_id uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((source = 'metric') = (metric_period is not null)),
  foreign key (organization_id, key_result_id) references public.key_results (organization_id, id) on delete cascade
);
create index key_result_check_ins_key_result_idx on public.key_result_check_ins (key_result_id, checked_on desc, created_at desc);
create index key_result_check_ins_organization_idx on public.key_result_check_ins (organization_id, key_result_id);
create index key_result_check_ins_author_id_idx on public.key_result_check_ins (author_id);

create table public.epics (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  objective_id uuid,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text check (char_length(description) <= 2000),
  status public.epic_status not null default 'planned',
  position integer not null default 100 check (position between 0 and 10000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An epic outlives the objective it served; it is then linked to none.
  foreign key (organization_id, objective_id) references public.objectives (organization_id, id) on delete set null (objective_id)
);
create index epics_organization_id_idx on public.epics (organization_id, position);
create index epics_objective_idx on public.epics (organization_id, objective_id) where objective_id is not null;
create index epics_objective_id_idx on public.epics (objective_id) where objective_id is not null;
create index epics_created_by_idx on public.epics (created_by);

-- ---------------------------------------------------------------------------------------------
-- What the tables accept
-- ---------------------------------------------------------------------------------------------

-- A key result takes its objective's period, starts at its start value, and follows only a metric
-- that is reported (a derived one is never submitted) by the catalogue or its own organization.
-- While nobody has checked in, its current value moves with its start value.
create function app.prepare_key_result()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not app.may_strategy(new.organization_id, 'key_results', 'create') then
      raise exception 'Permission denied: create on key_results' using errcode = '42501', hint = 'PERMISSION_DENIED';
    end if;
    new.period_id := (select o.period_id from public.objectives o where o.id = new.objective_id and o.organization_id = new.organization_id);
    new.current_value := coalesce(new.current_value, new.start_value);
  elsif new.start_value is distinct from old.start_value
    and not exists (select 1 from public.key_result_check_ins c where c.key_result_id = new.id) then
    new.current_value := new.start_value;
  end if;
  if new.metric_key is not null and (tg_op = 'INSERT' or new.metric_key is distinct from old.metric_key) and not exists (
    select 1 from public.metric_definitions d
    where d.key = new.metric_key and not d.is_derived and (d.organization_id is null or d.organization_id = new.organization_id)
  ) then
    raise exception 'Unknown metric: %', new.metric_key using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger prepare_key_result before insert or update on public.key_results
  for each row execute function app.prepare_key_result();

-- A member's check-in speaks for a day that has come; it is theirs (the column default), and only
-- the metric records a check-in of its own (the source is not a column members write).
create function app.check_key_result_check_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.source = 'member' then
    if not app.may_strategy(new.organization_id, 'key_results', 'update') then
      raise exception 'Permission denied: update on key_results' using errcode = '42501', hint = 'PERMISSION_DENIED';
    end if;
    if new.checked_on > current_date then
      raise exception 'A check-in speaks for today or a day before' using errcode = '23514', hint = 'VALIDATION_ERROR';
    end if;
  end if;
  return new;
end
$$;

create trigger check_key_result_check_in before insert on public.key_result_check_ins
  for each row execute function app.check_key_result_check_in();

-- The latest check-in is where the key result stands: the one for the latest day, and of one day
-- the one recorded last (this trigger runs for each check-in as it is added). The insert has passed
-- the policies by now, so the key result is changed as its owner: members are granted no write of
-- the current value or the confidence, which change only this way.
create function app.apply_key_result_check_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.key_results k
  set current_value = new.value, confidence = new.confidence
  where k.id = new.key_result_id
    and (k.current_value, k.confidence) is distinct from (new.value, new.confidence)
    and not exists (select 1 from public.key_result_check_ins c where c.key_result_id = new.key_result_id and c.checked_on > new.checked_on);
  return null;
end
$$;

create trigger apply_key_result_check_in after insert on public.key_result_check_ins
  for each row execute function app.apply_key_result_check_in();

create trigger set_updated_at before update on public.strategic_periods for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.value_streams for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.strategic_objectives for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.objectives for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.key_results for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.epics for each row execute function app.set_updated_at();

revoke all on function app.prepare_key_result(), app.check_key_result_check_in(), app.apply_key_result_check_in() from public;

-- ---------------------------------------------------------------------------------------------
-- Progress, rolled up: key result, objective, period
-- ---------------------------------------------------------------------------------------------
-- Each runs as the caller (security_invoker), so row level security decides what it counts: a
-- caller who may not read the key results reads no progress. A key result's progress is clamped
-- to 0..1; an objective's is the mean of its key results' (none: no progress, not 0); a period's
-- the mean of its objectives' that have one. Every key result and objective weighs the same.

create view public.key_result_progress with (security_invoker = true) as
select
  k.id as key_result_id,
  k.organization_id,
  k.period_id,
  k.objective_id,
  round(greatest(0, least(1, (k.current_value - k.start_value) / (k.target_value - k.start_value))), 4) as progress
from public.key_results k;

create view public.objective_progress with (security_invoker = true) as
select
  o.id as objective_id,
  o.organization_id,
  o.period_id,
  round(avg(p.progress), 4) as progress,
  count(p.key_result_id)::integer as key_results
from public.objectives o
left join public.key_result_progress p on p.objective_id = o.id
group by o.id, o.organization_id, o.period_id;

create view public.strategic_period_progress with (security_invoker = true) as
select
  s.id as period_id,
  s.organization_id,
  round(avg(o.progress), 4) as progress,
  count(o.objective_id)::integer as objectives
from public.strategic_periods s
left join public.objective_progress o on o.period_id = s.id
group by s.id, s.organization_id;

comment on view public.key_result_progress is 'Each key result''s progress from start to target, 0 to 1; read with the caller''s rights.';
comment on view public.objective_progress is 'Each objective''s progress: the mean of its key results''; read with the caller''s rights.';
comment on view public.strategic_period_progress is 'Each period''s progress: the mean of its objectives'' that have key results; read with the caller''s rights.';

revoke all on public.key_result_progress, public.objective_progress, public.strategic_period_progress from anon, authenticated;
grant select on public.key_result_progress, public.objective_progress, public.strategic_period_progress to authenticated;
grant select on public.key_result_progress, public.objective_progress, public.strategic_period_progress to service_role;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

alter table public.strategic_periods enable row level security;
alter table public.value_streams enable row level security;
alter table public.strategic_objectives enable row level security;
alter table public.objectives enable row level security;
alter table public.key_results enable row level security;
alter table public.key_result_check_ins enable row level security;
alter table public.epics enable row level security;
revoke all on public.strategic_periods from anon, authenticated;
revoke all on public.value_streams from anon, authenticated;
revoke all on public.strategic_objectives from anon, authenticated;
revoke all on public.objectives from anon, authenticated;
revoke all on public.key_results from anon, authenticated;
revoke all on public.key_result_check_ins from anon, authenticated;
revoke all on public.epics from anon, authenticated;

grant select, delete on public.strategic_periods to authenticated;
grant insert (organization_id, name, starts_on, ends_on) on public.strategic_periods to authenticated;
grant update (name, starts_on, ends_on) on public.strategic_periods to authenticated;

grant select, delete on public.value_streams to authenticated;
grant insert (organization_id, name, description, position) on public.value_streams to authenticated;
grant update (name, description, position) on public.value_streams to authenticated;

grant select, delete on public.strategic_objectives to authenticated;
grant insert (organization_id, period_id, value_stream_id, title, description, position) on public.strategic_objectives to authenticated;
grant update (value_stream_id, title, description, position) on public.strategic_objectives to authenticated;

grant select, delete on public.objectives to authenticated;
grant insert (organization_id, period_id, strategic_objective_id, owner_id, title, description, position) on public.objectives to authenticated;
grant update (strategic_objective_id, owner_id, title, description, position) on public.objectives to authenticated;

-- The current value and the confidence are the latest check-in's: no member writes them.
grant select, delete on public.key_results to authenticated;
grant insert (organization_id, objective_id, title, unit, start_value, target_value, confidence, metric_key, position) on public.key_results to authenticated;
grant update (title, unit, start_value, target_value, metric_key, position) on public.key_results to authenticated;

grant select on public.key_result_check_ins to authenticated;
grant insert (organization_id, key_result_id, checked_on, value, confidence, comment) on public.key_result_check_ins to authenticated;

grant select, delete on public.epics to authenticated;
grant insert (organization_id, objective_id, title, description, status, position) on public.epics to authenticated;
grant update (objective_id, title, description, status, position) on public.epics to authenticated;

grant all on public.strategic_periods, public.value_streams, public.strategic_objectives, public.objectives, public.key_results,
  public.key_result_check_ins, public.epics to service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies: Fikr OS opened to the member, and the matrix's action on the table's resource
-- ---------------------------------------------------------------------------------------------

create policy "os members who read periods read them" on public.strategic_periods
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('strategic_periods', 'read'))
  );

create policy "os members who create periods add them" on public.strategic_periods
  for insert to authenticated
  with check (
    strategic_periods.organization_id in (select app.my_product_organization_ids('os'))
    and strategic_periods.organization_id in (select app.my_permitted_organization_ids('strategic_periods', 'create'))
  );

create policy "os members who update periods change them" on public.strategic_periods
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('strategic_periods', 'update'))
  )
  with check (
    strategic_periods.organization_id in (select app.my_product_organization_ids('os'))
    and strategic_periods.organization_id in (select app.my_permitted_organization_ids('strategic_periods', 'update'))
  );

-- A period that still holds objectives stays (the foreign keys restrict): each goes by its own right.
create policy "os members who delete periods remove them" on public.strategic_periods
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('strategic_periods', 'delete'))
  );

create policy "os members who read value streams read them" on public.value_streams
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('value_streams', 'read'))
  );

create policy "os members who create value streams add them" on public.value_streams
  for insert to authenticated
  with check (
    value_streams.organization_id in (select app.my_product_organization_ids('os'))
    and value_streams.organization_id in (select app.my_permitted_organization_ids('value_streams', 'create'))
  );

create policy "os members who update value streams change them" on public.value_streams
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('value_streams', 'update'))
  )
  with check (
    value_streams.organization_id in (select app.my_product_organization_ids('os'))
    and value_streams.organization_id in (select app.my_permitted_organization_ids('value_streams', 'update'))
  );

-- Its strategic objectives stay, in no value stream.
create policy "os members who delete value streams remove them" on public.value_streams
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('value_streams', 'delete'))
  );

create policy "os members who read strategic objectives read them" on public.strategic_objectives
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('strategic_objectives', 'read'))
  );

create policy "os members who create strategic objectives add them" on public.strategic_objectives
  for insert to authenticated
  with check (
    strategic_objectives.organization_id in (select app.my_product_organization_ids('os'))
    and strategic_objectives.organization_id in (select app.my_permitted_organization_ids('strategic_objectives', 'create'))
  );

create policy "os members who update strategic objectives change them" on public.strategic_objectives
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('strategic_objectives', 'update'))
  )
  with check (
    strategic_objectives.organization_id in (select app.my_product_organization_ids('os'))
    and strategic_objectives.organization_id in (select app.my_permitted_organization_ids('strategic_objectives', 'update'))
  );

-- Its objectives stay, under no strategic objective.
create policy "os members who delete strategic objectives remove them" on public.strategic_objectives
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('strategic_objectives', 'delete'))
  );

create policy "os members who read objectives read them" on public.objectives
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('objectives', 'read'))
  );

create policy "os members who create objectives add them" on public.objectives
  for insert to authenticated
  with check (
    objectives.organization_id in (select app.my_product_organization_ids('os'))
    and objectives.organization_id in (select app.my_permitted_organization_ids('objectives', 'create'))
  );

create policy "os members who update objectives change them" on public.objectives
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('objectives', 'update'))
  )
  with check (
    objectives.organization_id in (select app.my_product_organization_ids('os'))
    and objectives.organization_id in (select app.my_permitted_organization_ids('objectives', 'update'))
  );

-- Its key results and their check-ins go with it, so removing one takes the right to remove both.
create policy "os members who delete objectives and key results remove them" on public.objectives
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('objectives', 'delete'))
    and organization_id in (select app.my_permitted_organization_ids('key_results', 'delete'))
  );

create policy "os members who read key results read them" on public.key_results
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('key_results', 'read'))
  );

create policy "os members who create key results add them" on public.key_results
  for insert to authenticated
  with check (
    key_results.organization_id in (select app.my_product_organization_ids('os'))
    and key_results.organization_id in (select app.my_permitted_organization_ids('key_results', 'create'))
  );

create policy "os members who update key results change them" on public.key_results
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('key_results', 'update'))
  )
  with check (
    key_results.organization_id in (select app.my_product_organization_ids('os'))
    and key_results.organization_id in (select app.my_permitted_organization_ids('key_results', 'update'))
  );

-- Its check-ins go with it.
create policy "os members who delete key results remove them" on public.key_results
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('key_results', 'delete'))
  );

create policy "os members who read key results read their check-ins" on public.key_result_check_ins
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('key_results', 'read'))
  );

-- A check-in moves its key result: it takes the right to update key results.
create policy "os members who update key results check in" on public.key_result_check_ins
  for insert to authenticated
  with check (
    key_result_check_ins.organization_id in (select app.my_product_organization_ids('os'))
    and key_result_check_ins.organization_id in (select app.my_permitted_organization_ids('key_results', 'update'))
  );

create policy "os members who read epics read them" on public.epics
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('epics', 'read'))
  );

create policy "os members who create epics add them" on public.epics
  for insert to authenticated
  with check (
    epics.organization_id in (select app.my_product_organization_ids('os'))
    and epics.organization_id in (select app.my_permitted_organization_ids('epics', 'create'))
  );

create policy "os members who update epics change them" on public.epics
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('epics', 'update'))
  )
  with check (
    epics.organization_id in (select app.my_product_organization_ids('os'))
    and epics.organization_id in (select app.my_permitted_organization_ids('epics', 'update'))
  );

create policy "os members who delete epics remove them" on public.epics
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('os'))
    and organization_id in (select app.my_permitted_organization_ids('epics', 'delete'))
  );
