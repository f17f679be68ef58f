-- =============================================================================================
-- Analytics and route-performance summaries for the office (spec 000 §3, §7; spec 001 §3)
-- =============================================================================================
-- Aggregates computed in the database, so a chart reads a few hundred numbers instead of every
-- event. Both functions are SECURITY INVOKER: they see exactly the rows the caller's row level
-- security lets them read, so a summary never reveals more than a plain select would.

create function public.analytics_summary(p_from timestamptz, p_to timestamptz, p_organization_id uuid default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result jsonb;
begin
  if p_from is null or p_to is null or p_to <= p_from then
    raise exception 'The end of the date range must come after its start.' using errcode = '22023';
  end if;
  if p_to - p_from > interval '366 days' then
    raise exception 'The date range may span at most 366 days.' using errcode = '22023';
  end if;

  with events as (
    select e.event_type, e.page_path, e.session_id, e.visitor_id, e."timestamp", e.metadata
    from public.analytics_events e
    where e."timestamp" >= p_from and e."timestamp" < p_to
      and (p_organization_id is null or e.organization_id = p_organization_id)
  )
  select jsonb_build_object(
    'totals', (
      select jsonb_build_object(
        'events', count(*),
        'pageViews', count(*) filter (where event_type = 'page_view'),
        'visitors', count(distinct visitor_id),
        'sessions', count(distinct session_id))
      from events),
    'byDay', coalesce((
      select jsonb_agg(jsonb_build_object('day', day, 'eventType', event_type, 'count', n) order by day, event_type)
      from (select (e."timestamp" at time zone 'UTC')::date as day, e.event_type, count(*) as n from events e group by 1, 2) per_day), '[]'::jsonb),
    'topPages', coalesce((
      select jsonb_agg(jsonb_build_object('pagePath', page_path, 'views', n) order by n desc, page_path)
      from (
        select e.page_path, count(*) as n from events e
        where e.event_type = 'page_view' and e.page_path is not null
        group by 1 order by 2 desc, 1 limit 10) pages), '[]'::jsonb),
    'devices', coalesce((
      select jsonb_agg(jsonb_build_object('deviceType', device, 'count', n) order by n desc, device)
      from (select coalesce(e.metadata ->> 'deviceType', 'unknown') as device, count(*) as n from events e group by 1) devices), '[]'::jsonb),
    'utmSources', coalesce((
      select jsonb_agg(jsonb_build_object('source', source, 'count', n) order by n desc, source)
      from (
        select e.metadata -> 'utm' ->> 'utmSource' as source, count(distinct coalesce(e.session_id, e.visitor_id)) as n from events e
        where e.metadata -> 'utm' ->> 'utmSource' is not null
        group by 1 order by 2 desc, 1 limit 10) sources), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- A stored visit under 10 s counts as a bounce (spec 000 §9).
create function public.route_performance_summary(p_from timestamptz, p_to timestamptz, p_domain text default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  result jsonb;
begin
  if p_from is null or p_to is null or p_to <= p_from then
    raise exception 'The end of the date range must come after its start.' using errcode = '22023';
  end if;
  if p_to - p_from > interval '366 days' then
    raise exception 'The date range may span at most 366 days.' using errcode = '22023';
  end if;

  with visits as (
    select r.route, r.count, r.duration, r.session_id
    from public.route_analytics r
    where r.created_at >= p_from and r.created_at < p_to
      and (p_domain is null or r.domain = p_domain)
  ),
  per_route as (
    select
      v.route,
      sum(v.count)::bigint as visits,
      round(avg(v.duration))::bigint as average_ms,
      round(100.0 * count(*) filter (where v.duration < 10000) / nullif(count(*) filter (where v.duration is not null), 0), 1) as bounce_rate
    from visits v
    group by v.route
  )
  select jsonb_build_object(
    'totals', (
      select jsonb_build_object(
        'visits', coalesce(sum(v.count), 0),
        'sessions', count(distinct v.session_id),
        'bounceRate', round(100.0 * count(*) filter (where v.duration < 10000) / nullif(count(*) filter (where v.duration is not null), 0), 1))
      from visits v),
    'routes', coalesce((
      select jsonb_agg(jsonb_build_object('route', route, 'visits', visits, 'averageMs', average_ms, 'bounceRate', bounce_rate) order by visits desc, route)
      from (select * from per_route order by visits desc, route limit 100) listed), '[]'::jsonb),
    'mostVisited', coalesce((
      select jsonb_agg(jsonb_build_object('route', route, 'visits', visits) order by visits desc, route)
      from (select route, visits from per_route order by visits desc, route limit 5) top), '[]'::jsonb),
    'slowest', coalesce((
      select jsonb_agg(jsonb_build_object('route', route, 'averageMs', average_ms) order by average_ms desc, route)
      from (select route, average_ms from per_route where average_ms is not null order by average_ms desc, route limit 5) slow), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;

-- Only signed-in users have rows they may read; visitors get nothing to summarize.
revoke all on function public.analytics_summary(timestamptz, timestamptz, uuid) from public, anon;
revoke all on function public.route_performance_summary(timestamptz, timestamptz, text) from public, anon;
grant execute on function public.analytics_summary(timestamptz, timestamptz, uuid) to authenticated, service_role;
grant execute on function public.route_performance_summary(timestamptz, timestamptz, text) to authenticated, service_role;
