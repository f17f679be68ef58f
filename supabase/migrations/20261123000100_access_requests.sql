-- =============================================================================================
-- Access requests (spec 000 §2: the forbidden screen and the route error screen send a signed-in
-- user to /request-access)
-- =============================================================================================
-- A user asks for a page their role may not open. The request is always the caller's own and
-- filed under their current organization; the people who could grant the access decide it.
-- Deciding only records the answer: the access itself is still granted through roles,
-- permissions and product access, so approving a request never widens anything by itself.
create table public.access_requests (
  id uuid primary key default gen_random_uuid(),
  -- The default and the stamp trigger below both name the caller: the API never chooses it.
  user_id uuid not null default app.current_user_id() references public.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  -- A same-site path, as the page links to it: never protocol-relative, never control characters.
  path text not null check (
    char_length(path) between 1 and 2048
    and left(path, 1) = '/'
    and path !~ '^/[/\\]'
    and path !~ '[[:cntrl:]]'
  ),
  message text check (message is null or char_length(message) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One open request per user and page: asking twice is answered "already requested", and a
-- declined request can be asked again.
create unique index access_requests_one_pending_idx on public.access_requests (user_id, path) where status = 'pending';
-- The user's own list and the organization's list are both read newest first.
create index access_requests_user_id_created_at_idx on public.access_requests (user_id, created_at desc);
create index access_requests_organization_id_created_at_idx on public.access_requests (organization_id, created_at desc);
create index access_requests_decided_by_idx on public.access_requests (decided_by);

create trigger set_updated_at before update on public.access_requests
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- The requester and organization are the caller's
-- =============================================================================================
-- Like granted_by: whatever the request sends, an API caller files it as themselves, under the
-- organization they are working in now unless one is named (and the insert policy then checks
-- they belong to it). The service (no user) may file for anyone.
create function app.stamp_access_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_actor uuid := app.current_user_id();
begin
  if v_actor is not null then
    new.user_id := v_actor;
  end if;
  if new.organization_id is null then
    select u.organization_id into new.organization_id from public.users u where u.id = new.user_id;
  end if;
  return new;
end
$$;

revoke all on function app.stamp_access_request() from public;

create trigger stamp_access_request before insert on public.access_requests
  for each row execute function app.stamp_access_request();

-- =============================================================================================
-- Decisions are stamped and final
-- =============================================================================================
-- Who decided and when is recorded by the database, not sent by the client. A decision can be
-- changed (approved to declined and back), but a decided request never returns to pending: that
-- would hide an answer the user may already have seen, and reopen a slot the unique index
-- keeps for a new request.
create function app.stamp_access_request_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_actor uuid := app.current_user_id();
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'pending' then
    raise exception using errcode = '23514', message = 'A decided access request cannot be reopened';
  end if;
  if v_actor is not null then
    new.decided_by := v_actor;
  end if;
  new.decided_at := now();
  return new;
end
$$;

revoke all on function app.stamp_access_request_decision() from public;

create trigger stamp_access_request_decision before update on public.access_requests
  for each row execute function app.stamp_access_request_decision();

create trigger record_audit after insert or update or delete on public.access_requests
  for each row execute function app.record_audit();

-- =============================================================================================
-- Who decides
-- =============================================================================================
-- Organizations whose access the caller administers (app.can_manage_access), as a set so the
-- policies below evaluate it once per statement instead of once per row.
create function app.my_access_manager_organization_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id
  from public.organization_members m
  where m.user_id = app.current_user_id()
    and app.can_manage_access(m.organization_id)
$$;

revoke all on function app.my_access_manager_organization_ids() from public;
grant execute on function app.my_access_manager_organization_ids() to authenticated, service_role;

-- =============================================================================================
-- Row level security
-- =============================================================================================
-- Readers: the requester, the access managers of the request's organization, and the platform
-- operators (enterprise owner and manager), who run the office and are the only ones who can
-- give its pages, and who see requests filed without an organization. The same people decide.
-- Requests are history: nobody deletes them through the API.
alter table public.access_requests enable row level security;
revoke all on public.access_requests from anon, authenticated;
grant select on public.access_requests to authenticated;
grant insert (path, message) on public.access_requests to authenticated;
grant update (status) on public.access_requests to authenticated;
grant all on public.access_requests to service_role;

create policy "users read own requests, access managers and operators their org's" on public.access_requests
  for select to authenticated
  using (
    user_id = (select app.current_user_id())
    or (select app.is_owner_or_manager())
    or organization_id in (select app.my_access_manager_organization_ids())
  );

create policy "users request access for themselves in their organizations" on public.access_requests
  for insert to authenticated
  with check (
    user_id = (select app.current_user_id())
    and status = 'pending'
    and (organization_id is null or organization_id in (select app.my_organization_ids()))
  );

create policy "access managers and operators decide requests" on public.access_requests
  for update to authenticated
  using (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_access_manager_organization_ids())
  )
  with check (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_access_manager_organization_ids())
  );
