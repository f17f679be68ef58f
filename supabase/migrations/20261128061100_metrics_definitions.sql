-- =============================================================================================
-- Metric definitions: the platform's catalogue of startup KPIs and each company's own metrics
-- =============================================================================================
-- A startup reports one value per metric and month (metric_values). The catalogue (no
-- organization) holds the usual KPIs every reader understands the same way; a company adds
-- metrics of its own, keyed `custom_…` so they never shadow the catalogue's. Derived metrics
-- (runway, MRR growth, burn multiple) are computed by the database from reported ones
-- (public.metric_series) and are never typed in. Names are English here; the apps show the
-- catalogue's in the reader's language by key, a company's own as written.

create type public.metric_unit as enum ('currency', 'count', 'percent', 'months', 'ratio');
-- How months add up into a quarter or a year: a flow sums, a stock takes the last month, a rate averages.
create type public.metric_aggregation as enum ('sum', 'last', 'average');

create table public.metric_definitions (
  id uuid primary key default gen_random_uuid(),
  -- null: the platform's catalogue.
  organization_id uuid references public.organizations (id) on delete cascade,
  key text not null check (key ~ '^[a-z][a-z0-9_]{1,47}$'),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  description text check (description is null or char_length(description) <= 500),
  unit public.metric_unit not null,
  currency_code text check (currency_code is null or currency_code ~ '^[A-Z]{3}$'),
  aggregation public.metric_aggregation not null,
  is_derived boolean not null default false,
  position integer not null default 100 check (position between 0 and 10000),
  created_at timestamptz not null default now(),
  constraint metric_definitions_currency_named check ((unit = 'currency') = (currency_code is not null)),
  -- A company's own metrics are reported, and keyed apart from the catalogue's.
  constraint metric_definitions_custom_key check ((organization_id is null) = (key !~ '^custom_')),
  constraint metric_definitions_custom_reported check (organization_id is null or not is_derived)
);

create unique index metric_definitions_catalogue_key_idx on public.metric_definitions (key) where organization_id is null;
create unique index metric_definitions_custom_key_idx on public.metric_definitions (organization_id, key) where organization_id is not null;

insert into public.metric_definitions (key, name, description, unit, currency_code, aggregation, is_derived, position) values
  ('revenue', 'Revenue', 'Revenue recognised in the month.', 'currency', 'USD', 'sum', false, 10),
  ('mrr', 'Monthly recurring revenue', 'Recurring revenue at the end of the month.', 'currency', 'USD', 'last', false, 20),
  ('gross_margin', 'Gross margin', 'Revenue less the cost of delivering it, as a share of revenue.', 'percent', null, 'average', false, 30),
  ('cash', 'Cash', 'Cash in the bank at the end of the month.', 'currency', 'USD', 'last', false, 40),
  ('burn', 'Net burn', 'Cash spent in the month, net of what came in.', 'currency', 'USD', 'sum', false, 50),
  ('runway_months', 'Runway', 'Months of cash left at this month''s burn: cash divided by net burn.', 'months', null, 'last', true, 60),
  ('customers', 'Paying customers', 'Customers paying at the end of the month.', 'count', null, 'last', false, 70),
  ('active_users', 'Active users', 'Users active in the month.', 'count', null, 'last', false, 80),
  ('headcount', 'Headcount', 'People on the team at the end of the month.', 'count', null, 'last', false, 90),
  ('new_hires', 'New hires', 'People who joined in the month.', 'count', null, 'sum', false, 100),
  ('funds_raised', 'Funds raised', 'Investment received in the month.', 'currency', 'USD', 'sum', false, 110),
  ('mrr_growth', 'MRR growth', 'Change of MRR on the month before.', 'percent', null, 'average', true, 120),
  ('burn_multiple', 'Burn multiple', 'Net burn divided by the annual recurring revenue added in the month.', 'ratio', null, 'average', true, 130);

alter table public.metric_definitions enable row level security;
revoke all on public.metric_definitions from anon, authenticated;
grant select on public.metric_definitions to authenticated;
grant insert (organization_id, key, name, description, unit, currency_code, aggregation, position) on public.metric_definitions to authenticated;
grant update (name, description, position) on public.metric_definitions to authenticated;
grant delete on public.metric_definitions to authenticated;

create policy "signed-in users read the catalogue, members and grantees a company's own" on public.metric_definitions
  for select to authenticated
  using (
    organization_id is null
    or organization_id in (select app.my_metric_reader_organizations())
    or exists (select 1 from app.metric_grants_to_me() g where g.organization_id = metric_definitions.organization_id and (g.all_metrics or metric_definitions.key = any (g.metric_keys)))
  );

create policy "members who write metrics add their company's own" on public.metric_definitions
  for insert to authenticated
  with check (organization_id is not null and (select app.current_user_can(organization_id, 'metrics', 'write')));

create policy "members who write metrics rename their company's own" on public.metric_definitions
  for update to authenticated
  using (organization_id is not null and (select app.current_user_can(organization_id, 'metrics', 'write')))
  with check (organization_id is not null and (select app.current_user_can(organization_id, 'metrics', 'write')));

create policy "members who write metrics remove their company's own" on public.metric_definitions
  for delete to authenticated
  using (organization_id is not null and (select app.current_user_can(organization_id, 'metrics', 'write')));
