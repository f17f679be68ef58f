-- =============================================================================================
-- Fikr OS: a key result that follows a startup metric updates itself when the month is submitted
-- =============================================================================================
-- A key result may name a reported metric (key_results.metric_key). When a month of its
-- organization is submitted (metric_periods.status becomes `submitted`), or a value of a submitted
-- month is corrected, each key result following one of that month's metrics records a check-in of
-- the month's value, by the metric rather than by a member: the history shows where the number
-- came from, and the check-in moves the key result as any other does. A key result that starts
-- following a metric takes the latest submitted month at once.
--
-- Which months count: the latest submitted month of the metric only (an older month submitted late
-- changes nothing), and only for a period it speaks for, from the month before the period starts
-- (submitted early in the period, it is where the period begins) to the period's end.
--
-- These run as the owner, whoever submits: a member who may submit metrics need not be one who
-- may check in. They only ever write key results and check-ins of the organization whose month it
-- is, and only the value the month holds.

create function app.follow_metric_month(p_organization_id uuid, p_period date, p_metric_key text default null, p_key_result_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_recorded integer;
begin
  if p_period is null or not exists (
    select 1 from public.metric_periods m where m.organization_id = p_organization_id and m.period = p_period and m.status = 'submitted'
  ) then
    return 0;
  end if;
  insert into public.key_result_check_ins (organization_id, key_result_id, checked_on, value, confidence, source, metric_period, author_id)
  select k.organization_id, k.id, current_date, v.value, k.confidence, 'metric', p_period, null
  from public.key_results k
  join public.strategic_periods s on s.id = k.period_id and s.organization_id = k.organization_id
  join public.metric_values v on v.organization_id = k.organization_id and v.metric_key = k.metric_key and v.period = p_period
  where k.organization_id = p_organization_id
    and k.metric_key is not null
    and (p_metric_key is null or k.metric_key = p_metric_key)
    and (p_key_result_id is null or k.id = p_key_result_id)
    and p_period between (date_trunc('month', s.starts_on) - interval '1 month')::date and s.ends_on
    and not exists (
      select 1
      from public.metric_values later
      join public.metric_periods m on m.organization_id = later.organization_id and m.period = later.period and m.status = 'submitted'
      where later.organization_id = k.organization_id and later.metric_key = k.metric_key and later.period > p_period
    );
  get diagnostics v_recorded = row_count;
  return v_recorded;
end
$$;

-- Statement triggers, with the rows the statement changed: the seeds submit and write thousands of
-- months at once, and a month without a key result following it costs one join, not a call.
create function app.follow_submitted_metric_months()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_month record;
begin
  for v_month in
    select distinct n.organization_id, n.period
    from submitted_now n
    join submitted_before b on b.organization_id = n.organization_id and b.period = n.period
    where b.status = 'draft' and n.status = 'submitted'
      and exists (select 1 from public.key_results k where k.organization_id = n.organization_id and k.metric_key is not null)
  loop
    perform app.follow_metric_month(v_month.organization_id, v_month.period);
  end loop;
  return null;
end
$$;

create trigger follow_submitted_metric_months after update on public.metric_periods
  referencing old table as submitted_before new table as submitted_now
  for each statement execute function app.follow_submitted_metric_months();

-- A value of a draft month is still being typed; one of a submitted month changes only as a
-- correction, and the key results following it take the corrected value.
create function app.follow_corrected_metric_values()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_value record;
begin
  for v_value in
    select distinct c.organization_id, c.period, c.metric_key
    from corrected c
    join public.metric_periods m on m.organization_id = c.organization_id and m.period = c.period and m.status = 'submitted'
    where exists (select 1 from public.key_results k where k.organization_id = c.organization_id and k.metric_key = c.metric_key)
  loop
    perform app.follow_metric_month(v_value.organization_id, v_value.period, v_value.metric_key);
  end loop;
  return null;
end
$$;

-- PostgreSQL gives a trigger with a transition table one event, so an insert and an update each have theirs.
create trigger follow_inserted_metric_values after insert on public.metric_values
  referencing new table as corrected
  for each statement execute function app.follow_corrected_metric_values();
create trigger follow_corrected_metric_values after update on public.metric_values
  referencing new table as corrected
  for each statement execute function app.follow_corrected_metric_values();

-- A key result that starts following a metric takes its latest submitted month.
create function app.follow_metric_from_now()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app.follow_metric_month(
    new.organization_id,
    (
      select max(v.period)
      from public.metric_values v
      join public.metric_periods m on m.organization_id = v.organization_id and m.period = v.period and m.status = 'submitted'
      where v.organization_id = new.organization_id and v.metric_key = new.metric_key
    ),
    new.metric_key,
    new.id
  );
  return null;
end
$$;

create trigger follow_metric_on_insert after insert on public.key_results
  for each row when (new.metric_key is not null) execute function app.follow_metric_from_now();
create trigger follow_metric_on_change after update of metric_key on public.key_results
  for each row when (new.metric_key is not null and new.metric_key is distinct from old.metric_key) execute function app.follow_metric_from_now();

revoke all on function app.follow_metric_month(uuid, date, text, uuid), app.follow_submitted_metric_months(), app.follow_corrected_metric_values(), app.follow_metric_from_now() from public;
