-- =============================================================================================
-- Analytics ingest through the edge functions only (spec 001 §3, §7.3; spec 000 §3)
-- =============================================================================================
-- analytics-track and route-analytics-track validate, rate-limit and attribute every row, then
-- write it with the service role. Nobody writes these tables directly through the API any more:
-- one anonymous request could otherwise insert thousands of rows of any shape.

drop policy "anyone records analytics events as themselves" on public.analytics_events;
drop policy "anyone records route analytics as themselves" on public.route_analytics;

revoke insert on public.analytics_events from anon, authenticated;
revoke insert (event_type, event_name, page_path, page_title, session_id, visitor_id, "timestamp", properties, metadata, user_id, organization_id)
  on public.analytics_events from anon, authenticated;
revoke insert on public.route_analytics from anon, authenticated;
revoke insert (route, count, domain, session_id, user_id, organization_id, duration)
  on public.route_analytics from anon, authenticated;

-- The platform operators run the office's analytics views over every tenant; everyone else keeps
-- reading their own rows and, as access viewers, their organization's. One policy per command.
drop policy "users read own analytics events, access viewers their org's" on public.analytics_events;
create policy "users read own analytics events, access viewers their org's, operators all" on public.analytics_events
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
    or (select app.is_owner_or_manager())
  );

drop policy "users read own route analytics, access viewers their org's" on public.route_analytics;
create policy "users read own route analytics, access viewers their org's, operators all" on public.route_analytics
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or organization_id in (select app.my_access_viewer_organization_ids())
    or (select app.is_owner_or_manager())
  );
