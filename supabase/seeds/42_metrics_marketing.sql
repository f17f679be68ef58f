-- =============================================================================================
-- Demo marketing channels: two to four per startup, with 24 months of figures
-- =============================================================================================
-- Runs after 40_metrics.sql: every startup with metric values gets channels (Fikr Labs, startup@'s
-- company, four), each with its three metrics (spend, leads, customers won) over the same 24
-- months as the other figures, the ones before the month the seed runs in. Figures are
-- pseudo-random but repeatable (from hashtext of the company, channel and month) and follow the
-- company's size: the marketing budget is a share of its burn, or of its revenue when it burns
-- nothing. Each channel has its own cost per lead and conversion, as such channels do.
--
-- The rows are written as the functions add_marketing_channel would write them; the seed has no
-- signed-in member to call them. Most of these months are already submitted by 40_metrics.sql,
-- so their values are written as the correction path writes them.

create temporary table seed_marketing_channels as
with channel_kinds (ordinal, key, name, weight, cost_per_lead, conversion) as (
  values
    (1, 'paid_search', 'Paid search', 0.40, 45.0, 0.040),
    (2, 'social_media', 'Social media', 0.30, 22.0, 0.022),
    (3, 'events', 'Events', 0.20, 110.0, 0.080),
    (4, 'referrals', 'Referrals', 0.05, 12.0, 0.150),
    (5, 'content', 'Content', 0.15, 18.0, 0.030)
), startups as (
  select o.id as organization_id,
    case when o.id = '00000000-0000-4000-b000-000000000001' then 4 else 2 + abs(hashtext(o.id::text || ':channels')) % 3 end as channel_count,
    -- A month's marketing budget: a share of the average burn, or of revenue for a company that burns nothing.
    greatest(
      coalesce(avg(v.value) filter (where v.metric_key = 'burn' and v.value > 0), 0) * 0.18,
      coalesce(avg(v.value) filter (where v.metric_key = 'revenue'), 0) * 0.08,
      1500
    ) as budget
  from public.organizations o
  join public.organization_types t on t.id = o.organization_type_id and t.name = 'startup'
  join public.metric_values v on v.organization_id = o.id
  group by o.id
), chosen as (
  select s.organization_id, s.budget, k.*,
    row_number() over (partition by s.organization_id order by case when s.organization_id = '00000000-0000-4000-b000-000000000001' then k.ordinal else abs(hashtext(s.organization_id::text || k.key)) end) as rank,
    s.channel_count
  from startups s cross join channel_kinds k
)
select organization_id, budget, key, name, weight, cost_per_lead, conversion, rank::integer as rank
from chosen
where rank <= channel_count;

insert into public.marketing_channels (organization_id, key, name, position, created_at)
select organization_id, key, name, rank * 10, date_trunc('month', now()) - interval '25 months'
from seed_marketing_channels;

insert into public.metric_definitions (organization_id, key, name, description, unit, currency_code, aggregation, position)
select c.organization_id, 'custom_mkt_' || c.key || '_' || m.figure, c.name || m.suffix, m.description, m.unit::public.metric_unit, m.currency_code, 'sum', 1000 + c.rank * 10
from seed_marketing_channels c
cross join (values
  ('spend', ' · spend', 'Marketing spend of the channel in the month.', 'currency', 'USD'),
  ('leads', ' · leads', 'Leads the channel brought in the month.', 'count', null),
  ('customers', ' · customers won', 'Customers won through the channel in the month.', 'count', null)
) as m(figure, suffix, description, unit, currency_code);

select set_config('app.metric_correction', 'on', false);

-- Month 1 is 24 months before the current one, month 24 the last one, as in 40_metrics.sql.
-- Spend grows with the company over the two years; leads follow the channel's cost per lead and
-- customers its conversion, each with its own noise.
insert into public.metric_values (organization_id, metric_key, period, value)
select f.organization_id, 'custom_mkt_' || f.key || '_' || figure.name, f.period, figure.value
from (
  select c.organization_id, c.key, (date_trunc('month', now()) - make_interval(months => 25 - m.month))::date as period,
    round(c.budget * c.weight * (0.7 + 0.3 * m.month / 24.0) * (0.8 + 0.4 * (abs(hashtext(c.organization_id::text || c.key || m.month || 'spend')) % 1000) / 1000.0)) as spend,
    c.cost_per_lead, c.conversion,
    (abs(hashtext(c.organization_id::text || c.key || m.month || 'leads')) % 1000) / 1000.0 as lead_noise,
    (abs(hashtext(c.organization_id::text || c.key || m.month || 'won')) % 1000) / 1000.0 as won_noise
  from seed_marketing_channels c
  cross join generate_series(1, 24) as m(month)
) s
cross join lateral (select s.organization_id, s.key, s.period, s.spend, round(s.spend / s.cost_per_lead * (0.85 + 0.3 * s.lead_noise)) as leads) f0
cross join lateral (select f0.*, round(f0.leads * s.conversion * (0.6 + 0.8 * s.won_noise)) as customers) f
cross join lateral (values ('spend', f.spend), ('leads', f.leads), ('customers', f.customers)) as figure(name, value);

select set_config('app.metric_correction', 'off', false);
drop table seed_marketing_channels;
