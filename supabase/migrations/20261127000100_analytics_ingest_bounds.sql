-- =============================================================================================
-- Analytics times within bounds (spec 001 §3, §4, §9; spec 000 §3)
-- =============================================================================================
-- An event's time and a visit's time are what the visitor's browser says. Whatever comes in
-- through the API (the ingest functions write as the service role) is kept near its arrival: a
-- time more than five minutes ahead or a day behind becomes the arrival time, so no row sorts
-- ahead of everything for ever, weighs on "the last day" long after it arrived, or escapes the
-- retention period. A trigger rather than the functions alone, so it holds for every API write;
-- the database owner (migrations, imports, test fixtures) keeps the times it writes.

create function app.bound_analytics_event_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    new.created_at := now();
    if new."timestamp" is null or new."timestamp" > now() + interval '5 minutes' or new."timestamp" < now() - interval '1 day' then
      new."timestamp" := now();
    end if;
  end if;
  return new;
end
$$;

create function app.bound_route_visit_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role')
     and (new.created_at is null or new.created_at > now() + interval '5 minutes' or new.created_at < now() - interval '1 day') then
    new.created_at := now();
  end if;
  return new;
end
$$;

revoke all on function app.bound_analytics_event_times() from public;
revoke all on function app.bound_route_visit_times() from public;

create trigger bound_times before insert on public.analytics_events
  for each row execute function app.bound_analytics_event_times();
create trigger bound_times before insert on public.route_analytics
  for each row execute function app.bound_route_visit_times();

-- Rows already dated ahead of their arrival take their arrival time.
update public.analytics_events set "timestamp" = created_at where "timestamp" > created_at + interval '5 minutes';
update public.route_analytics set created_at = least(updated_at, now()) where created_at > now() + interval '5 minutes';

-- The office's Logs page lists the latest errors by arrival.
create index analytics_events_event_type_created_at_idx on public.analytics_events (event_type, created_at);

-- ---------------------------------------------------------------------------------------------
-- Retention counts from arrival as well as from the stated time
-- ---------------------------------------------------------------------------------------------
create or replace function public.purge_expired_analytics(p_retention_days integer default 365)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_events integer;
  v_routes integer;
begin
  if p_retention_days is null or p_retention_days < 1 then
    raise exception 'The retention period is at least one day.' using errcode = '22023';
  end if;
  delete from public.analytics_events
  where "timestamp" < now() - make_interval(days => p_retention_days) or created_at < now() - make_interval(days => p_retention_days);
  get diagnostics v_events = row_count;
  delete from public.route_analytics where created_at < now() - make_interval(days => p_retention_days);
  get diagnostics v_routes = row_count;
  return jsonb_build_object('analyticsEvents', v_events, 'routeAnalytics', v_routes);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- System health: the past day only, judged on signed-in samples
-- ---------------------------------------------------------------------------------------------
-- Performance is judged on the page loads of the last day that arrived in the last day, neither
-- dated nor arrived in the future, with a score from 0 to 100. Only samples from signed-in users
-- decide the status: the ingest function attributes those to a verified account, while anyone
-- with the public key can send an anonymous score. Anonymous samples are reported beside them.
create or replace function public.system_health()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_queue jsonb;
  v_failed integer;
  v_completed integer;
  v_queue_status text;
  v_score numeric;
  v_samples integer;
  v_anonymous_score numeric;
  v_anonymous_samples integer;
  v_performance_status text;
begin
  if coalesce(current_setting('request.jwt.claims', true)::jsonb ->> 'role', '') <> 'service_role'
     and not app.is_owner_or_manager() then
    raise exception 'Only platform operators read the system health.' using errcode = '42501';
  end if;

  v_queue := public.job_queue_stats();
  v_failed := (v_queue ->> 'failedLastDay')::integer;
  v_completed := (v_queue ->> 'completedLastDay')::integer;
  v_queue_status := case when v_failed > 0.1 * v_completed then 'degraded' else 'healthy' end;

  select
    round(avg(s.score) filter (where s.signed_in), 1), count(*) filter (where s.signed_in),
    round(avg(s.score) filter (where not s.signed_in), 1), count(*) filter (where not s.signed_in)
  into v_score, v_samples, v_anonymous_score, v_anonymous_samples
  from (
    select (e.properties ->> 'score')::numeric as score, e.user_id is not null as signed_in
    from public.analytics_events e
    where e.event_type = 'performance' and e.event_name = 'performance_score'
      and e.created_at > now() - interval '24 hours' and e.created_at <= now()
      and e."timestamp" > now() - interval '24 hours' and e."timestamp" <= now()
      and jsonb_typeof(e.properties -> 'score') = 'number'
  ) s
  where s.score between 0 and 100;
  v_performance_status := case when v_samples > 0 and v_score <= 70 then 'degraded' else 'healthy' end;

  return jsonb_build_object(
    'status', app.worst_health(array['healthy', v_queue_status, v_performance_status]),
    'checkedAt', now(),
    'services', jsonb_build_object(
      'database', jsonb_build_object('status', 'healthy'),
      'jobQueue', jsonb_build_object('status', v_queue_status, 'failedLastDay', v_failed, 'completedLastDay', v_completed,
        'pending', (v_queue ->> 'pending')::integer, 'retrying', (v_queue ->> 'retrying')::integer, 'oldestPendingSeconds', (v_queue ->> 'oldestPendingSeconds')::integer),
      'performance', jsonb_build_object('status', v_performance_status, 'averageScore', v_score, 'samples', v_samples,
        'anonymousAverageScore', v_anonymous_score, 'anonymousSamples', v_anonymous_samples)
    )
  );
end;
$$;
