-- =============================================================================================
-- Monthly metric values: a draft until submitted, then locked; corrections keep the history
-- =============================================================================================
-- One value per company, metric and month (the period is the month's first day). A month is a
-- draft while the founders fill it in; submit_metric_period locks it, and from then on a value
-- changes only through correct_metric_value, which records who changed what, when and why.
-- Members read their company's metrics and write them by the permission matrix (metrics read,
-- write); a grantee reads exactly the metrics and months granted (app.metric_grants_to_me).

create type public.metric_period_status as enum ('draft', 'submitted');

create table public.metric_periods (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  period date not null check (extract(day from period) = 1),
  status public.metric_period_status not null default 'draft',
  submitted_by uuid references public.users (id) on delete set null,
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, period),
  constraint metric_periods_submitted check ((status = 'submitted') = (submitted_at is not null))
);

create trigger set_updated_at before update on public.metric_periods
  for each row execute function app.set_updated_at();

create index metric_periods_submitted_by_idx on public.metric_periods (submitted_by);

create table public.metric_values (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  metric_key text not null check (metric_key ~ '^[a-z][a-z0-9_]{1,47}$'),
  period date not null check (extract(day from period) = 1),
  value numeric not null check (value between -1e15 and 1e15),
  updated_by uuid default app.current_user_id() references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (organization_id, metric_key, period)
);

-- A grantee's reads and the series function go by metric and month within one company.
create index metric_values_period_idx on public.metric_values (organization_id, period);
create index metric_values_updated_by_idx on public.metric_values (updated_by);

create trigger set_updated_at before update on public.metric_values
  for each row execute function app.set_updated_at();

create table public.metric_value_corrections (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  metric_key text not null,
  period date not null,
  old_value numeric,
  new_value numeric,
  reason text not null check (char_length(btrim(reason)) between 3 and 500),
  corrected_by uuid references public.users (id) on delete set null,
  corrected_at timestamptz not null default now()
);

create index metric_value_corrections_organization_idx on public.metric_value_corrections (organization_id, corrected_at desc);
create index metric_value_corrections_corrected_by_idx on public.metric_value_corrections (corrected_by);

-- A value names a reported metric of the catalogue or of its own company, for a month that has
-- begun; its month exists (a draft when new); a submitted month changes only as a correction.
create function app.check_metric_value()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.metric_values := coalesce(new, old);
  v_status public.metric_period_status;
begin
  -- An upsert names the key columns again; moving a value to another company, metric or month
  -- (out of a submitted month, say) is not a change a value can make.
  if tg_op = 'UPDATE' and (new.organization_id, new.metric_key, new.period) is distinct from (old.organization_id, old.metric_key, old.period) then
    raise exception using errcode = '23514', message = 'A value stays with its company, metric and month', hint = 'VALIDATION_ERROR';
  end if;
  if tg_op <> 'DELETE' then
    if not exists (
      select 1 from public.metric_definitions d
      where d.key = new.metric_key and not d.is_derived and (d.organization_id is null or d.organization_id = new.organization_id)
    ) then
      raise exception using errcode = '23514', message = format('Unknown metric: %s', new.metric_key), hint = 'VALIDATION_ERROR';
    end if;
    if new.period > date_trunc('month', now())::date then
      raise exception using errcode = '23514', message = 'A month that has not begun has no value yet', hint = 'VALIDATION_ERROR';
    end if;
    new.updated_by := coalesce(app.current_user_id(), new.updated_by);
  end if;
  -- The organization's own deletion takes its figures with it, submitted or not.
  if tg_op = 'DELETE' and not exists (select 1 from public.organizations o where o.id = old.organization_id) then
    return old;
  end if;
  select status into v_status from public.metric_periods where organization_id = v_row.organization_id and period = v_row.period;
  if v_status = 'submitted' and coalesce(current_setting('app.metric_correction', true), '') <> 'on' then
    raise exception using errcode = '23514', message = 'This month is submitted: correct a value with a reason instead', hint = 'VALIDATION_ERROR';
  end if;
  if v_status is null and tg_op <> 'DELETE' then
    insert into public.metric_periods (organization_id, period) values (new.organization_id, new.period) on conflict do nothing;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger check_metric_value before insert or update or delete on public.metric_values
  for each row execute function app.check_metric_value();

-- A company's own metric goes only once it has no values (or with its organization).
create function app.check_metric_definition_unused()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Unless the organization itself is going, with its values.
  if exists (select 1 from public.organizations o where o.id = old.organization_id)
     and exists (select 1 from public.metric_values v where v.organization_id = old.organization_id and v.metric_key = old.key) then
    raise exception using errcode = '23503', message = 'This metric has values: remove them before the metric', hint = 'VALIDATION_ERROR';
  end if;
  return old;
end;
$$;

create trigger check_metric_definition_unused before delete on public.metric_definitions
  for each row when (old.organization_id is not null) execute function app.check_metric_definition_unused();

revoke all on function app.check_metric_value(), app.check_metric_definition_unused() from public;

alter table public.metric_periods enable row level security;
alter table public.metric_values enable row level security;
alter table public.metric_value_corrections enable row level security;
revoke all on public.metric_periods from anon, authenticated;
revoke all on public.metric_values from anon, authenticated;
revoke all on public.metric_value_corrections from anon, authenticated;
grant select on public.metric_periods, public.metric_values, public.metric_value_corrections to authenticated;
-- The key columns are updatable only so that an upsert (which names them again) goes through;
-- the trigger refuses any change of them.
grant insert (organization_id, metric_key, period, value), update (organization_id, metric_key, period, value), delete on public.metric_values to authenticated;

create policy "members who read metrics read their months" on public.metric_periods
  for select to authenticated
  using (organization_id in (select app.my_metric_reader_organizations()));

create policy "members who read metrics read them; grantees what is granted" on public.metric_values
  for select to authenticated
  using (
    organization_id in (select app.my_metric_reader_organizations())
    -- Grants of every month, looked up by hash: all metrics, or the metrics named ...
    or organization_id in (select g.organization_id from app.metric_grants_to_me() g where g.all_metrics and g.period_from is null and g.period_to is null)
    or (organization_id, metric_key) in (
      select g.organization_id, k from app.metric_grants_to_me() g cross join lateral unnest(g.metric_keys) as k
      where not g.all_metrics and g.period_from is null and g.period_to is null
    )
    -- ... and the few grants of some months, scanned for each row.
    or exists (
      select 1 from app.metric_grants_to_me() g
      where (g.period_from is not null or g.period_to is not null)
        and g.organization_id = metric_values.organization_id
        and (g.all_metrics or metric_values.metric_key = any (g.metric_keys))
        and (g.period_from is null or metric_values.period >= g.period_from)
        and (g.period_to is null or metric_values.period <= g.period_to)
    )
  );

create policy "members who write metrics add values" on public.metric_values
  for insert to authenticated
  with check ((select app.current_user_can(organization_id, 'metrics', 'write')));

create policy "members who write metrics change values" on public.metric_values
  for update to authenticated
  using ((select app.current_user_can(organization_id, 'metrics', 'write')))
  with check ((select app.current_user_can(organization_id, 'metrics', 'write')));

create policy "members who write metrics remove values" on public.metric_values
  for delete to authenticated
  using ((select app.current_user_can(organization_id, 'metrics', 'write')));

create policy "members who read metrics read the corrections" on public.metric_value_corrections
  for select to authenticated
  using (organization_id in (select app.my_metric_reader_organizations()));

-- =============================================================================================
-- Submitting a month and correcting it
-- =============================================================================================
create function public.submit_metric_period(p_organization uuid, p_period date)
returns public.metric_periods
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_period date := date_trunc('month', p_period)::date;
  v_row public.metric_periods;
begin
  if not app.current_user_can(p_organization, 'metrics', 'write') then
    raise exception using errcode = '42501', message = 'You may not submit this organization''s metrics', hint = 'PERMISSION_DENIED';
  end if;
  if v_period >= date_trunc('month', now())::date then
    raise exception using errcode = '22023', message = 'A month is submitted once it has ended', hint = 'VALIDATION_ERROR';
  end if;
  if not exists (select 1 from public.metric_values where organization_id = p_organization and period = v_period) then
    raise exception using errcode = '22023', message = 'Enter at least one value before submitting the month', hint = 'VALIDATION_ERROR';
  end if;
  update public.metric_periods set status = 'submitted', submitted_by = app.current_user_id(), submitted_at = now()
  where organization_id = p_organization and period = v_period and status = 'draft'
  returning * into v_row;
  if v_row is null then
    raise exception using errcode = '22023', message = 'This month is already submitted', hint = 'VALIDATION_ERROR';
  end if;
  return v_row;
end;
$$;

-- Sets (or, with a null value, removes) one value of a submitted month, and records why.
create function public.correct_metric_value(p_organization uuid, p_key text, p_period date, p_value numeric, p_reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_period date := date_trunc('month', p_period)::date;
  v_old numeric;
begin
  if not app.current_user_can(p_organization, 'metrics', 'write') then
    raise exception using errcode = '42501', message = 'You may not correct this organization''s metrics', hint = 'PERMISSION_DENIED';
  end if;
  if not exists (select 1 from public.metric_periods where organization_id = p_organization and period = v_period and status = 'submitted') then
    raise exception using errcode = '22023', message = 'Only a submitted month is corrected; a draft is edited', hint = 'VALIDATION_ERROR';
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) < 3 then
    raise exception using errcode = '22023', message = 'Say why the value changes', hint = 'VALIDATION_ERROR';
  end if;
  select value into v_old from public.metric_values where organization_id = p_organization and metric_key = p_key and period = v_period;
  perform set_config('app.metric_correction', 'on', true);
  if p_value is null then
    delete from public.metric_values where organization_id = p_organization and metric_key = p_key and period = v_period;
  else
    insert into public.metric_values (organization_id, metric_key, period, value) values (p_organization, p_key, v_period, p_value)
    on conflict (organization_id, metric_key, period) do update set value = excluded.value;
  end if;
  perform set_config('app.metric_correction', 'off', true);
  insert into public.metric_value_corrections (organization_id, metric_key, period, old_value, new_value, reason, corrected_by)
  values (p_organization, p_key, v_period, v_old, p_value, btrim(p_reason), app.current_user_id());
end;
$$;

-- =============================================================================================
-- A company's series, reported and derived, as far as the caller may read them
-- =============================================================================================
-- Derived figures come from reported ones the caller may not see themselves (runway from cash
-- and burn): a grantee of runway reads runway, never cash or burn. A grantee's read is recorded
-- as the grant's last view, which the startup sees.
create function public.metric_series(p_organization uuid, p_from date, p_to date)
returns table (metric_key text, period date, value numeric)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_member boolean := app.current_user_can(p_organization, 'metrics', 'read');
  v_from date := date_trunc('month', coalesce(p_from, now() - interval '23 months'))::date;
  v_to date := date_trunc('month', coalesce(p_to, now()))::date;
begin
  if v_to < v_from or v_to - v_from > 3700 then
    raise exception using errcode = '22023', message = 'Ask for at most ten years, oldest month first', hint = 'VALIDATION_ERROR';
  end if;
  if not v_member then
    update public.data_shares s set last_viewed_at = now()
    where s.organization_id = p_organization and s.revoked_at is null and s.grantee_organization_id in (select app.my_organization_ids())
      and app.is_metric_shared_with_me(p_organization, coalesce(s.metric_keys[1], 'revenue'));
  end if;
  return query
  with reported as (
    -- One month before the range, for the changes of the first month.
    select v.metric_key, v.period, v.value from public.metric_values v
    where v.organization_id = p_organization and v.period between (v_from - interval '1 month')::date and v_to
  ), months as (
    select m::date as period from generate_series(v_from, v_to, interval '1 month') as m
  ), by_month as (
    select mo.period,
      (select r.value from reported r where r.metric_key = 'cash' and r.period = mo.period) as cash,
      (select r.value from reported r where r.metric_key = 'burn' and r.period = mo.period) as burn,
      (select r.value from reported r where r.metric_key = 'mrr' and r.period = mo.period) as mrr,
      (select r.value from reported r where r.metric_key = 'mrr' and r.period = (mo.period - interval '1 month')::date) as previous_mrr
    from months mo
  ), derived as (
    select 'runway_months'::text as metric_key, b.period, round(b.cash / b.burn, 1) as value from by_month b where b.burn > 0 and b.cash is not null
    union all
    select 'mrr_growth', b.period, round((b.mrr - b.previous_mrr) / b.previous_mrr * 100, 1) from by_month b where b.previous_mrr > 0 and b.mrr is not null
    union all
    select 'burn_multiple', b.period, round(b.burn / ((b.mrr - b.previous_mrr) * 12), 2) from by_month b where b.mrr > b.previous_mrr and b.burn > 0
  ), everything as (
    select r.metric_key, r.period, r.value from reported r where r.period >= v_from
    union all
    select d.metric_key, d.period, d.value from derived d
  )
  select e.metric_key, e.period, e.value from everything e
  where v_member or app.is_metric_shared_with_me(p_organization, e.metric_key, e.period)
  order by e.metric_key, e.period;
end;
$$;

revoke all on function public.submit_metric_period(uuid, date), public.correct_metric_value(uuid, text, date, numeric, text), public.metric_series(uuid, date, date) from public, anon, service_role;
grant execute on function public.submit_metric_period(uuid, date), public.correct_metric_value(uuid, text, date, numeric, text), public.metric_series(uuid, date, date) to authenticated;
