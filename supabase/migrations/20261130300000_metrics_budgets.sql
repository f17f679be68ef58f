-- =============================================================================================
-- Budgets: a startup's monthly budget by category, against its actuals
-- =============================================================================================
-- One line per company, month (its first day) and category: the amount budgeted and, once the
-- month has begun and the figure is known, the actual amount. Categories are a closed list; the
-- first two bring cash in (revenue, other income), the others take it out, so a month's net cash
-- flow is its inflows less its outflows. Variance, totals and the cash-flow view are computed by
-- the page from these lines (packages/metrics/src/budget-model.ts), never stored.
--
-- Access follows the metric tables exactly: members read by the permission matrix's `metrics`
-- read, and add, change and remove lines by `metrics` write. A budget is internal planning, so
-- unlike metric values it is never part of a consent grant: a grantee of all metrics reads none.

create type public.budget_category as enum (
  -- Inflows.
  'revenue',
  'other_income',
  -- Outflows.
  'payroll',
  'marketing',
  'sales',
  'rent_and_office',
  'software_and_cloud',
  'professional_services',
  'travel',
  'taxes_and_fees',
  'other_expenses'
);
grant usage on type public.budget_category to authenticated, service_role;

create table public.budget_lines (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  category public.budget_category not null,
  budgeted numeric not null check (budgeted between 0 and 1e15),
  -- Null until the month's actual amount is known; a month that has not begun has none.
  actual numeric check (actual between 0 and 1e15),
  note text check (char_length(note) <= 500),
  updated_by uuid default app.current_user_id() references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  constraint budget_lines_month_category unique (organization_id, month, category)
);

comment on table public.budget_lines is 'A startup''s budget for one month and category, and the actual amount once known.';

create index budget_lines_updated_by_idx on public.budget_lines (updated_by);

create trigger set_updated_at before update on public.budget_lines
  for each row execute function app.set_updated_at();

-- A line stays with its company, month and category (an upsert names them again); a month that
-- has not begun has no actual yet; the last writer is the caller, whatever the request says.
create function app.check_budget_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.organization_id, new.month, new.category) is distinct from (old.organization_id, old.month, old.category) then
    raise exception using errcode = '23514', message = 'A budget line stays with its company, month and category', hint = 'VALIDATION_ERROR';
  end if;
  if new.actual is not null and new.month > date_trunc('month', now())::date then
    raise exception using errcode = '23514', message = 'A month that has not begun has no actual amount yet', hint = 'VALIDATION_ERROR';
  end if;
  new.updated_by := coalesce(app.current_user_id(), new.updated_by);
  return new;
end;
$$;

create trigger check_budget_line before insert or update on public.budget_lines
  for each row execute function app.check_budget_line();

revoke all on function app.check_budget_line() from public;

alter table public.budget_lines enable row level security;
revoke all on public.budget_lines from anon, authenticated;
grant select, delete on public.budget_lines to authenticated;
-- The key columns are updatable only so that an upsert (which names them again) goes through;
-- the trigger refuses any change of them.
grant insert (organization_id, month, category, budgeted, actual, note), update (organization_id, month, category, budgeted, actual, note) on public.budget_lines to authenticated;

create policy "members who read metrics read the budget" on public.budget_lines
  for select to authenticated
  using (organization_id in (select app.my_metric_reader_organizations()));

create policy "members who write metrics add budget lines" on public.budget_lines
  for insert to authenticated
  with check (budget_lines.organization_id in (select app.my_permitted_organization_ids('metrics', 'write')));

create policy "members who write metrics change budget lines" on public.budget_lines
  for update to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('metrics', 'write')))
  with check (budget_lines.organization_id in (select app.my_permitted_organization_ids('metrics', 'write')));

create policy "members who write metrics remove budget lines" on public.budget_lines
  for delete to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('metrics', 'write')));
