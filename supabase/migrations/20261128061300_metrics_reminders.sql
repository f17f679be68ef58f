-- =============================================================================================
-- Reminders: founders hear when last month's metrics are due and not submitted
-- =============================================================================================
-- The job worker calls remind_metric_submissions hourly. Once a month has ended, each member of
-- a startup whose matrix role writes metrics is notified while that month is not submitted, at
-- most once a week; the notification (and the e-mail digest, for those who chose it) links to
-- the metrics page.

alter type public.notification_type add value if not exists 'metrics_due';

create function public.remind_metric_submissions(p_every_days integer default 7)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_period date := (date_trunc('month', now()) - interval '1 month')::date;
  v_count integer := 0;
  v_member record;
begin
  for v_member in
    select r.user_id, r.organization_id
    from public.organisation_roles r
    join public.organizations o on o.id = r.organization_id
    join public.organization_types t on t.id = o.organization_type_id and t.name = 'startup'
    join public.users u on u.id = r.user_id and u.is_active
    where r.is_active
      and app.has_permission(r.user_id, r.organization_id, 'metrics', 'write')
      and not exists (select 1 from public.metric_periods p where p.organization_id = r.organization_id and p.period = v_period and p.status = 'submitted')
      and not exists (
        select 1 from public.notifications n
        where n.recipient_id = r.user_id and n.organization_id = r.organization_id and n.type = 'metrics_due'
          and n.data ->> 'period' = v_period::text
          and n.created_at > now() - make_interval(days => greatest(p_every_days, 1))
      )
  loop
    perform app.notify(
      v_member.user_id, v_member.organization_id, 'metrics_due',
      'Your metrics for ' || to_char(v_period, 'FMMonth YYYY') || ' are due',
      'Enter and submit the month''s figures: the organizations you share them with read only submitted months.',
      '/fikrspace/startup/metrics',
      jsonb_build_object('period', v_period::text)
    );
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.remind_metric_submissions(integer) from public, anon, authenticated;
grant execute on function public.remind_metric_submissions(integer) to service_role;
