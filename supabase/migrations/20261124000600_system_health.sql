-- =============================================================================================
-- System health (spec 001 §4)
-- =============================================================================================
-- healthy, degraded or unhealthy, taken as the worst service. What the database can judge is
-- judged here: itself (it answers), the job queue (degraded when failures exceed 10% of
-- completions, over the last day) and performance (degraded at an average score of 70 or less
-- over the last day's page loads). Callers add the services outside it (the auth server) and take
-- the worst again. For the platform operators and the service role only.

create function app.worst_health(p_statuses text[])
returns text
language sql
immutable
security definer
set search_path = ''
as $$
  select case
    when 'unhealthy' = any(p_statuses) then 'unhealthy'
    when 'degraded' = any(p_statuses) then 'degraded'
    else 'healthy'
  end
$$;

create function public.system_health()
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

  select round(avg((e.properties ->> 'score')::numeric), 1), count(*)
  into v_score, v_samples
  from public.analytics_events e
  where e.event_type = 'performance' and e.event_name = 'performance_score'
    and e."timestamp" > now() - interval '24 hours'
    and jsonb_typeof(e.properties -> 'score') = 'number';
  v_performance_status := case when v_samples > 0 and v_score <= 70 then 'degraded' else 'healthy' end;

  return jsonb_build_object(
    'status', app.worst_health(array['healthy', v_queue_status, v_performance_status]),
    'checkedAt', now(),
    'services', jsonb_build_object(
      'database', jsonb_build_object('status', 'healthy'),
      'jobQueue', jsonb_build_object('status', v_queue_status, 'failedLastDay', v_failed, 'completedLastDay', v_completed,
        'pending', (v_queue ->> 'pending')::integer, 'retrying', (v_queue ->> 'retrying')::integer, 'oldestPendingSeconds', (v_queue ->> 'oldestPendingSeconds')::integer),
      'performance', jsonb_build_object('status', v_performance_status, 'averageScore', v_score, 'samples', v_samples)
    )
  );
end;
$$;

revoke all on function app.worst_health(text[]) from public;
grant execute on function app.worst_health(text[]) to authenticated, service_role;
revoke all on function public.system_health() from public, anon;
grant execute on function public.system_health() to authenticated, service_role;
