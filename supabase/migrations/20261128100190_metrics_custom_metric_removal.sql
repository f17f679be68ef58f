-- =============================================================================================
-- Removing a company's own metric together with its values
-- =============================================================================================
-- A company's own metric is deleted directly only while it has no values
-- (app.check_metric_definition_unused), and a submitted month's value changes only as a
-- correction. Removing a metric that has been reported therefore goes through
-- remove_custom_metric: every value of the metric goes with it, and each value of a submitted
-- month leaves a correction (old value, no new value, the reason) so the company's history still
-- says what was reported and why it went. The catalogue's metrics are never removed, nor the
-- metrics of a marketing channel, which go with their channel.

-- Removes the values of `p_keys` in every month of a company and records those of submitted
-- months as corrections. Called only by the checked functions below, after their own checks.
create function app.remove_metric_values(p_organization uuid, p_keys text[], p_reason text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_removed integer;
begin
  insert into public.metric_value_corrections (organization_id, metric_key, period, old_value, new_value, reason, corrected_by)
  select v.organization_id, v.metric_key, v.period, v.value, null, p_reason, app.current_user_id()
  from public.metric_values v
  join public.metric_periods p on p.organization_id = v.organization_id and p.period = v.period and p.status = 'submitted'
  where v.organization_id = p_organization and v.metric_key = any (p_keys);
  perform set_config('app.metric_correction', 'on', true);
  delete from public.metric_values where organization_id = p_organization and metric_key = any (p_keys);
  get diagnostics v_removed = row_count;
  perform set_config('app.metric_correction', 'off', true);
  return v_removed;
end;
$$;

revoke all on function app.remove_metric_values(uuid, text[], text) from public;

-- Removes one of the company's own metrics and its values; answers how many values went.
create function public.remove_custom_metric(p_organization uuid, p_key text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_removed integer;
begin
  if not app.current_user_can(p_organization, 'metrics', 'write') then
    raise exception using errcode = '42501', message = 'You may not remove this organization''s metrics', hint = 'PERMISSION_DENIED';
  end if;
  if not exists (select 1 from public.metric_definitions where organization_id = p_organization and key = p_key) then
    raise exception using errcode = '22023', message = 'This company has no metric of that key', hint = 'VALIDATION_ERROR';
  end if;
  -- The table of channels arrives with the next migration; a metric of a channel goes with it.
  if p_key ~ '^custom_mkt_[a-z0-9_]+_(spend|leads|customers)$' and to_regclass('public.marketing_channels') is not null then
    if exists (
      select 1 from public.marketing_channels c
      where c.organization_id = p_organization and p_key in ('custom_mkt_' || c.key || '_spend', 'custom_mkt_' || c.key || '_leads', 'custom_mkt_' || c.key || '_customers')
    ) then
      raise exception using errcode = '22023', message = 'This metric belongs to a marketing channel: remove the channel instead', hint = 'VALIDATION_ERROR';
    end if;
  end if;
  v_removed := app.remove_metric_values(p_organization, array[p_key], 'Metric removed');
  delete from public.metric_definitions where organization_id = p_organization and key = p_key;
  return v_removed;
end;
$$;

revoke all on function public.remove_custom_metric(uuid, text) from public, anon, service_role;
grant execute on function public.remove_custom_metric(uuid, text) to authenticated;
