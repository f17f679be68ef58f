-- =============================================================================================
-- Demo budgets: a year of budget against actuals, and the next three months' budget
-- =============================================================================================
-- Runs after 40_metrics.sql and 42_metrics_marketing.sql, whose figures the actuals follow, for
-- Fikr Labs (startup@'s company) and the first twelve generated startups (those with a cap
-- table in 21_cap_table_ecosystem.sql). The twelve months before the one the seed runs in have a
-- budget and an actual per category; this month and the next two a budget only.
--
-- The actuals reconcile with the reported metrics: revenue is the month's revenue, other income
-- a small interest on the cash, marketing the month's spend on the marketing channels, and the
-- other outflows share out the rest, so that inflows less outflows is the month's change of cash
-- without the funds raised (the net burn, for a company that burns). The budgets sit within a
-- few percent either side of the actuals, rounded to hundreds as a plan is; the coming months'
-- follow the average of the last three. Pseudo-random but repeatable (hashtext of the company,
-- month and category), so the same seed always gives the same budget.

create temporary table seed_budget_actuals as
with companies (organization_id) as (
  select '00000000-0000-4000-b000-000000000001'::uuid
  union
  select distinct t.organization_id from public.cap_table_transactions t
    -- The generated startups with a ledger (21_cap_table_ecosystem.sql): every company with one but the platform seed's two.
    where t.organization_id not in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007')
), months as (
  select c.organization_id, (date_trunc('month', now()) - make_interval(months => k))::date as month
  from companies c
  cross join generate_series(1, 12) as k
), figures as (
  select m.organization_id, m.month,
    coalesce(revenue.value, 0) as revenue,
    round(coalesce(previous_cash.value, 0) * 0.002) as other_income,
    -- The month's change of cash from operations: without the funds raised.
    coalesce(cash.value - previous_cash.value - coalesce(raised.value, 0), -burn.value, 0) as net,
    coalesce(marketing.spend, 0) as marketing_spend
  from months m
  left join public.metric_values revenue on revenue.organization_id = m.organization_id and revenue.metric_key = 'revenue' and revenue.period = m.month
  left join public.metric_values cash on cash.organization_id = m.organization_id and cash.metric_key = 'cash' and cash.period = m.month
  left join public.metric_values previous_cash on previous_cash.organization_id = m.organization_id and previous_cash.metric_key = 'cash' and previous_cash.period = (m.month - interval '1 month')::date
  left join public.metric_values raised on raised.organization_id = m.organization_id and raised.metric_key = 'funds_raised' and raised.period = m.month
  left join public.metric_values burn on burn.organization_id = m.organization_id and burn.metric_key = 'burn' and burn.period = m.month
  left join lateral (
    select sum(v.value) as spend from public.metric_values v
    where v.organization_id = m.organization_id and v.period = m.month and v.metric_key like 'custom\_mkt\_%\_spend'
  ) marketing on true
), outflows as (
  select f.*, greatest(f.revenue + f.other_income - f.net, 0) as total
  from figures f
), split as (
  -- Marketing as the channels spent it (at most two fifths of the outflows); the rest by share.
  select o.organization_id, o.month, o.revenue, o.other_income, least(o.marketing_spend, round(o.total * 0.4)) as marketing,
    o.total - least(o.marketing_spend, round(o.total * 0.4)) as rest
  from outflows o
), shares (category, weight) as (
  values ('sales', 0.09), ('rent_and_office', 0.08), ('software_and_cloud', 0.09), ('professional_services', 0.05),
         ('travel', 0.03), ('taxes_and_fees', 0.03), ('other_expenses', 0.05)
), shared as (
  select s.organization_id, s.month, sh.category,
    round(s.rest * sh.weight * (0.8 + 0.4 * (abs(hashtext(s.organization_id::text || s.month::text || sh.category || ':share')) % 1000) / 1000.0)) as amount
  from split s
  cross join shares sh
)
select organization_id, month, 'revenue'::public.budget_category as category, revenue as actual from split
union all
select organization_id, month, 'other_income', other_income from split
union all
select organization_id, month, 'marketing', marketing from split
union all
select organization_id, month, category::public.budget_category, amount from shared
union all
-- Payroll takes what the other outflows leave: at least half of it.
select s.organization_id, s.month, 'payroll', s.rest - (select sum(x.amount) from shared x where x.organization_id = s.organization_id and x.month = s.month)
from split s;

-- The past twelve months: a budget near each actual, rounded to hundreds.
insert into public.budget_lines (organization_id, month, category, budgeted, actual, updated_by, updated_at)
select a.organization_id, a.month, a.category,
  round(a.actual * (0.9 + 0.2 * (abs(hashtext(a.organization_id::text || a.month::text || a.category::text || ':budget')) % 1000) / 1000.0) / 100) * 100,
  a.actual,
  case when a.organization_id = '00000000-0000-4000-b000-000000000001' then '00000000-0000-4000-a000-000000000008'::uuid end,
  least(a.month + interval '1 month 4 days', now())
from seed_budget_actuals a;

-- This month and the next two: the last three months' average, revenue planned to grow 4 % a
-- month and spending 2 %.
insert into public.budget_lines (organization_id, month, category, budgeted, updated_by, updated_at)
select a.organization_id, (date_trunc('month', now()) + make_interval(months => ahead))::date, a.category,
  round(avg(a.actual) * power(case when a.category = 'revenue' then 1.04 else 1.02 end, ahead + 1) / 100) * 100,
  case when a.organization_id = '00000000-0000-4000-b000-000000000001' then '00000000-0000-4000-a000-000000000008'::uuid end,
  now() - interval '2 days'
from seed_budget_actuals a
cross join generate_series(0, 2) as ahead
where a.month >= (date_trunc('month', now()) - interval '3 months')::date
group by a.organization_id, a.category, ahead;

drop table seed_budget_actuals;

-- A few of Fikr Labs' lines say why they move.
update public.budget_lines l
set note = v.note
from (values
  (-5, 'rent_and_office', 'Deposit and fit-out of the Riyadh sales office.'),
  (-3, 'marketing', 'Stand and sponsorship at LEAP in Riyadh.'),
  (-2, 'professional_services', 'SOC 2 readiness assessment.'),
  (-1, 'travel', 'Enterprise pilot visits in Riyadh and Jeddah.'),
  (1, 'payroll', 'Two senior engineers join: data platform and mobile.'),
  (2, 'software_and_cloud', 'Dedicated database cluster for the pilot banks.')
) as v(offset_months, category, note)
where l.organization_id = '00000000-0000-4000-b000-000000000001'
  and l.month = (date_trunc('month', now()) + make_interval(months => v.offset_months))::date
  and l.category = v.category::public.budget_category;
