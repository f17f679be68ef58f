-- =============================================================================================
-- Support requests: what an organization asks of the platform team
-- =============================================================================================
-- A member opens a request for their organization (a subject, what happened, a category and how
-- urgent it is); the platform's operators (the office) take it from there. Every member of the
-- organization follows its requests. The one who opened a request may close it while it is
-- unsettled, and reopen it once it is resolved; every other change of state is the operators'.

create type public.support_request_category as enum ('account', 'billing', 'technical', 'metrics', 'data_room', 'other');
create type public.support_request_priority as enum ('low', 'normal', 'high', 'urgent');
create type public.support_request_status as enum ('open', 'in_progress', 'waiting_on_customer', 'resolved', 'closed');

create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Who asked: always the caller (see the insert policy). A request outlives its author's account.
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  subject text not null check (char_length(btrim(subject)) between 3 and 150),
  body text not null check (char_length(btrim(body)) between 10 and 5000),
  category public.support_request_category not null,
  priority public.support_request_priority not null default 'normal',
  status public.support_request_status not null default 'open',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- When it was settled (resolved, or closed unsettled); stamped by the trigger below.
  resolved_at timestamptz
);

create index support_requests_organization_idx on public.support_requests (organization_id, created_at desc);
create index support_requests_created_by_idx on public.support_requests (created_by);
-- The office's queue: what is not settled yet, oldest first.
create index support_requests_unsettled_idx on public.support_requests (created_at)
  where status in ('open', 'in_progress', 'waiting_on_customer');

create trigger set_updated_at before update on public.support_requests
  for each row execute function app.set_updated_at();

-- The moves a member may make, checked for every change, because a column grant says which
-- columns change, not from which state to which: the author closes an unsettled request or
-- reopens a resolved one, and changes nothing else. The operators move a request as they see
-- fit. Whoever moves it, settling stamps resolved_at and unsettling clears it.
create function app.guard_support_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_settled constant public.support_request_status[] := array['resolved', 'closed']::public.support_request_status[];
begin
  -- The policies already limit members to their own requests; this limits what they do with them.
  -- Outside a request (seeds, the service role) there is no caller, and the operators move freely.
  if app.current_user_id() is not null and not app.is_owner_or_manager() then
    if (new.subject, new.body, new.category, new.priority, new.organization_id, new.created_by)
       is distinct from (old.subject, old.body, old.category, old.priority, old.organization_id, old.created_by) then
      raise exception using errcode = '42501', message = 'Only the platform team changes a request once it is sent', hint = 'PERMISSION_DENIED';
    end if;
    if new.status is distinct from old.status and not (
      (new.status = 'closed' and old.status <> all (v_settled))
      or (new.status = 'open' and old.status = 'resolved')
    ) then
      raise exception using errcode = '42501',
        message = format('A request that is %s cannot be set to %s by its author', old.status, new.status), hint = 'PERMISSION_DENIED';
    end if;
  end if;
  if new.status = any (v_settled) and old.status <> all (v_settled) then
    new.resolved_at := now();
  elsif new.status <> all (v_settled) then
    new.resolved_at := null;
  end if;
  return new;
end
$$;

revoke all on function app.guard_support_request() from public;

create trigger guard_support_request before update on public.support_requests
  for each row execute function app.guard_support_request();

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.support_requests enable row level security;
revoke all on public.support_requests from anon, authenticated;
grant select on public.support_requests to authenticated;
-- The author and the timestamps are the database's; the state starts open (the insert policy).
grant insert (organization_id, subject, body, category, priority) on public.support_requests to authenticated;
grant update (status, category, priority) on public.support_requests to authenticated;
-- Nobody deletes a request through the API: a settled one is closed, and stays on record.
grant select, insert, update on public.support_requests to service_role;
grant usage on type public.support_request_category, public.support_request_priority, public.support_request_status to authenticated, service_role;

create policy "members read their organization's requests, operators all" on public.support_requests
  for select to authenticated
  using (
    organization_id in (select app.my_organization_ids())
    or (select app.is_owner_or_manager())
  );

create policy "members open requests for their organization, in their own name" on public.support_requests
  for insert to authenticated
  with check (
    organization_id in (select app.my_organization_ids())
    and created_by = (select app.current_user_id())
    and status = 'open'
    and resolved_at is null
  );

create policy "authors change their own requests, operators any" on public.support_requests
  for update to authenticated
  using (
    (select app.is_owner_or_manager())
    or (organization_id in (select app.my_organization_ids()) and created_by = (select app.current_user_id()))
  )
  with check (
    (select app.is_owner_or_manager())
    or (organization_id in (select app.my_organization_ids()) and created_by = (select app.current_user_id()))
  );
