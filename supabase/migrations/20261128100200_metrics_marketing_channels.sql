-- =============================================================================================
-- Marketing channels: each one three metrics of the company's own
-- =============================================================================================
-- A channel (paid search, events, referrals) is reported month by month as three of the
-- company's own metrics, created with it by add_marketing_channel and keyed from its key:
-- custom_mkt_<key>_spend (USD, summed over months), custom_mkt_<key>_leads and
-- custom_mkt_<key>_customers (customers won; both counts, summed). Being ordinary metrics, their
-- values live in metric_values: they are entered and submitted month by month like every other
-- metric, shared by the same grants, and read by the same series. What follows from them
-- (conversion, cost per lead) is computed by marketing_channel_months, never typed in.
-- Channels are written only through the checked functions, which keep a channel and its three
-- metrics together: added, renamed and removed as one.

create table public.marketing_channels (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- From the name when it was added, and kept: the metrics' keys are built from it.
  key text not null check (key ~ '^[a-z][a-z0-9_]{0,23}$'),
  name text not null check (char_length(btrim(name)) between 1 and 60),
  position integer not null default 100 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  constraint marketing_channels_key_unique unique (organization_id, key)
);

comment on table public.marketing_channels is 'A startup''s marketing channel; its figures are the metrics custom_mkt_<key>_spend, _leads and _customers.';

alter table public.marketing_channels enable row level security;
revoke all on public.marketing_channels from anon, authenticated;
grant select on public.marketing_channels to authenticated;

-- Members who read metrics see every channel; a grantee the channels whose metrics its grant
-- covers (all metrics, or at least one of the channel's three), so a channel's name shows only
-- beside figures the grantee may read.
create policy "members who read metrics read the channels; grantees those of their granted metrics" on public.marketing_channels
  for select to authenticated
  using (
    organization_id in (select app.my_metric_reader_organizations())
    or exists (
      select 1 from app.metric_grants_to_me() g
      where g.organization_id = marketing_channels.organization_id
        and (g.all_metrics or g.metric_keys && array['custom_mkt_' || marketing_channels.key || '_spend', 'custom_mkt_' || marketing_channels.key || '_leads', 'custom_mkt_' || marketing_channels.key || '_customers'])
    )
  );

-- The three metric keys of a channel key, in the order spend, leads, customers.
create function app.marketing_channel_metric_keys(p_key text)
returns text[]
language sql
immutable
security definer
set search_path = ''
as $$
  select array['custom_mkt_' || p_key || '_spend', 'custom_mkt_' || p_key || '_leads', 'custom_mkt_' || p_key || '_customers']
$$;

revoke all on function app.marketing_channel_metric_keys(text) from public;

-- =============================================================================================
-- Adding, renaming and removing a channel
-- =============================================================================================
create function public.add_marketing_channel(p_organization uuid, p_name text)
returns public.marketing_channels
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_base text;
  v_key text;
  v_suffix integer := 1;
  v_position integer;
  v_row public.marketing_channels;
begin
  if not app.current_user_can(p_organization, 'metrics', 'write') then
    raise exception using errcode = '42501', message = 'You may not change this organization''s marketing channels', hint = 'PERMISSION_DENIED';
  end if;
  if char_length(v_name) not between 1 and 60 then
    raise exception using errcode = '22023', message = 'Name the channel in 1 to 60 characters', hint = 'VALIDATION_ERROR';
  end if;
  if exists (select 1 from public.marketing_channels where organization_id = p_organization and lower(name) = lower(v_name)) then
    raise exception using errcode = '23505', message = 'The company already has a channel of that name', hint = 'VALIDATION_ERROR';
  end if;
  if (select count(*) from public.marketing_channels where organization_id = p_organization) >= 30 then
    raise exception using errcode = '22023', message = 'A company has at most 30 marketing channels', hint = 'VALIDATION_ERROR';
  end if;
  -- The key: the name's Latin letters and digits; a name in another script is a numbered "channel".
  v_base := btrim(left(btrim(regexp_replace(lower(v_name), '[^a-z0-9]+', '_', 'g'), '_'), 20), '_');
  if v_base !~ '^[a-z]' then
    v_base := btrim(left('channel_' || v_base, 20), '_');
  end if;
  v_key := v_base;
  while exists (select 1 from public.marketing_channels where organization_id = p_organization and key = v_key)
     or exists (select 1 from public.metric_definitions where organization_id = p_organization and key = any (app.marketing_channel_metric_keys(v_key))) loop
    v_suffix := v_suffix + 1;
    v_key := v_base || '_' || v_suffix;
  end loop;
  select coalesce(max(position), 0) + 10 into v_position from public.marketing_channels where organization_id = p_organization;
  insert into public.marketing_channels (organization_id, key, name, position)
  values (p_organization, v_key, v_name, least(v_position, 10000))
  returning * into v_row;
  insert into public.metric_definitions (organization_id, key, name, description, unit, currency_code, aggregation, position) values
    (p_organization, 'custom_mkt_' || v_key || '_spend', v_name || ' · spend', 'Marketing spend of the channel in the month.', 'currency', 'USD', 'sum', least(1000 + v_row.position, 10000)),
    (p_organization, 'custom_mkt_' || v_key || '_leads', v_name || ' · leads', 'Leads the channel brought in the month.', 'count', null, 'sum', least(1000 + v_row.position, 10000)),
    (p_organization, 'custom_mkt_' || v_key || '_customers', v_name || ' · customers won', 'Customers won through the channel in the month.', 'count', null, 'sum', least(1000 + v_row.position, 10000));
  return v_row;
end;
$$;

-- The key stays (the metrics and their values are keyed by it); the name and the metrics' names change.
create function public.rename_marketing_channel(p_channel uuid, p_name text)
returns public.marketing_channels
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_row public.marketing_channels;
begin
  select * into v_row from public.marketing_channels where id = p_channel;
  -- An unknown channel and another company's answer alike: nothing is said about what exists.
  if v_row is null or not app.current_user_can(v_row.organization_id, 'metrics', 'write') then
    raise exception using errcode = '42501', message = 'You may not change this marketing channel', hint = 'PERMISSION_DENIED';
  end if;
  if char_length(v_name) not between 1 and 60 then
    raise exception using errcode = '22023', message = 'Name the channel in 1 to 60 characters', hint = 'VALIDATION_ERROR';
  end if;
  if exists (select 1 from public.marketing_channels where organization_id = v_row.organization_id and id <> p_channel and lower(name) = lower(v_name)) then
    raise exception using errcode = '23505', message = 'The company already has a channel of that name', hint = 'VALIDATION_ERROR';
  end if;
  update public.marketing_channels set name = v_name where id = p_channel returning * into v_row;
  update public.metric_definitions d
  set name = v_name || case d.key when 'custom_mkt_' || v_row.key || '_spend' then ' · spend' when 'custom_mkt_' || v_row.key || '_leads' then ' · leads' else ' · customers won' end
  where d.organization_id = v_row.organization_id and d.key = any (app.marketing_channel_metric_keys(v_row.key));
  return v_row;
end;
$$;

-- Removes the channel, its three metrics and all their values (those of submitted months
-- recorded as corrections); answers how many values went.
create function public.remove_marketing_channel(p_channel uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.marketing_channels;
  v_keys text[];
  v_removed integer;
begin
  select * into v_row from public.marketing_channels where id = p_channel;
  if v_row is null or not app.current_user_can(v_row.organization_id, 'metrics', 'write') then
    raise exception using errcode = '42501', message = 'You may not remove this marketing channel', hint = 'PERMISSION_DENIED';
  end if;
  v_keys := app.marketing_channel_metric_keys(v_row.key);
  v_removed := app.remove_metric_values(v_row.organization_id, v_keys, 'Marketing channel removed');
  delete from public.metric_definitions where organization_id = v_row.organization_id and key = any (v_keys);
  delete from public.marketing_channels where id = p_channel;
  return v_removed;
end;
$$;

revoke all on function public.add_marketing_channel(uuid, text), public.rename_marketing_channel(uuid, text), public.remove_marketing_channel(uuid) from public, anon, service_role;
grant execute on function public.add_marketing_channel(uuid, text), public.rename_marketing_channel(uuid, text), public.remove_marketing_channel(uuid) to authenticated;

-- =============================================================================================
-- A channel's months, with what follows from its figures
-- =============================================================================================
-- Runs as the caller (security_invoker): row level security on the channels and on
-- metric_values decides what each reader sees, so a grantee of a channel's spend alone reads its
-- spend and nothing computed from its leads. Conversion is customers won per lead in percent;
-- cost per lead is spend per lead; both are null without leads.
create view public.marketing_channel_months with (security_invoker = true) as
select
  m.organization_id,
  m.channel_id,
  m.period,
  m.spend,
  m.leads,
  m.customers,
  case when m.leads > 0 and m.customers is not null then round(m.customers / m.leads * 100, 1) end as conversion,
  case when m.leads > 0 and m.spend is not null then round(m.spend / m.leads, 2) end as cost_per_lead
from (
  select
    c.organization_id,
    c.id as channel_id,
    v.period,
    max(v.value) filter (where v.metric_key = 'custom_mkt_' || c.key || '_spend') as spend,
    max(v.value) filter (where v.metric_key = 'custom_mkt_' || c.key || '_leads') as leads,
    max(v.value) filter (where v.metric_key = 'custom_mkt_' || c.key || '_customers') as customers
  from public.marketing_channels c
  join public.metric_values v
    on v.organization_id = c.organization_id
   and v.metric_key in ('custom_mkt_' || c.key || '_spend', 'custom_mkt_' || c.key || '_leads', 'custom_mkt_' || c.key || '_customers')
  group by c.organization_id, c.id, v.period
) m;

comment on view public.marketing_channel_months is 'Each marketing channel''s reported months with conversion (percent) and cost per lead, computed; read with the caller''s rights.';

revoke all on public.marketing_channel_months from anon, authenticated;
grant select on public.marketing_channel_months to authenticated;
