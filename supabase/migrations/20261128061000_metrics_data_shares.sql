-- =============================================================================================
-- Consent sharing: a startup grants another organization its metrics, scope by scope
-- =============================================================================================
-- One active grant per startup and grantee: all metrics or a list of metric keys, optionally a
-- range of months and an expiry, and whether documents (the data room) go with it. The grantee's
-- members whose role reads metrics in their own organization read exactly what is granted, for as
-- long as it is granted: the policies read app.metric_grants_to_me on every read, so a
-- revocation or an expiry holds from the next request. A government body is never shown one
-- company's rows whatever it is granted: it reads aggregates only. Grants change only through
-- share_metrics and revoke_data_share, and every grant, change and revocation is logged in
-- data_share_events, which the startup reads.

create table public.data_shares (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  grantee_organization_id uuid not null references public.organizations (id) on delete cascade,
  all_metrics boolean not null default false,
  metric_keys text[] not null default '{}' check (cardinality(metric_keys) <= 100),
  include_documents boolean not null default false,
  -- The months the grantee may read; open on either side when null.
  period_from date check (period_from is null or extract(day from period_from) = 1),
  period_to date check (period_to is null or extract(day from period_to) = 1),
  granted_by uuid references public.users (id) on delete set null,
  granted_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_by uuid references public.users (id) on delete set null,
  revoked_at timestamptz,
  -- When a member of the grantee last read the shared metrics.
  last_viewed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint data_shares_not_self check (grantee_organization_id <> organization_id),
  constraint data_shares_scope check (all_metrics or cardinality(metric_keys) > 0),
  constraint data_shares_period check (period_from is null or period_to is null or period_from <= period_to)
);

create unique index data_shares_active_idx on public.data_shares (organization_id, grantee_organization_id) where revoked_at is null;
create index data_shares_grantee_idx on public.data_shares (grantee_organization_id) where revoked_at is null;
-- Deleting a user clears their name from the grants: indexed, so that is not a scan.
create index data_shares_granted_by_idx on public.data_shares (granted_by);
create index data_shares_revoked_by_idx on public.data_shares (revoked_by);

create trigger set_updated_at before update on public.data_shares
  for each row execute function app.set_updated_at();

create type public.data_share_action as enum ('granted', 'changed', 'revoked');

create table public.data_share_events (
  id uuid primary key default gen_random_uuid(),
  share_id uuid not null references public.data_shares (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  grantee_organization_id uuid not null references public.organizations (id) on delete cascade,
  action public.data_share_action not null,
  -- The grant as it stood after the event.
  scope jsonb not null,
  actor_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index data_share_events_organization_idx on public.data_share_events (organization_id, created_at desc);
create index data_share_events_share_idx on public.data_share_events (share_id);
create index data_share_events_grantee_idx on public.data_share_events (grantee_organization_id);
create index data_share_events_actor_idx on public.data_share_events (actor_id);

-- Every change of a grant is logged, whoever makes it (the functions below are the only writers).
create function app.log_data_share_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.last_viewed_at is distinct from old.last_viewed_at
     and (new.all_metrics, new.metric_keys, new.include_documents, new.period_from, new.period_to, new.expires_at, new.revoked_at)
       is not distinct from (old.all_metrics, old.metric_keys, old.include_documents, old.period_from, old.period_to, old.expires_at, old.revoked_at) then
    return null;
  end if;
  insert into public.data_share_events (share_id, organization_id, grantee_organization_id, action, scope, actor_id)
  values (
    new.id, new.organization_id, new.grantee_organization_id,
    case when tg_op = 'INSERT' then 'granted' when new.revoked_at is not null then 'revoked' else 'changed' end::public.data_share_action,
    jsonb_build_object('allMetrics', new.all_metrics, 'metricKeys', to_jsonb(new.metric_keys), 'includeDocuments', new.include_documents,
      'periodFrom', new.period_from, 'periodTo', new.period_to, 'expiresAt', new.expires_at),
    app.current_user_id()
  );
  return null;
end;
$$;

create trigger log_data_share_event after insert or update on public.data_shares
  for each row execute function app.log_data_share_event();

-- The live grants the caller holds through their organizations, where their role there reads
-- metrics; never a government body's: its members read aggregates only. With no argument, a
-- policy's subquery runs it once per statement and scans its few rows for each row it checks.
-- PL/pgSQL keeps its plan for the session (a SQL function is planned again on every call), and
-- `rows 10` tells the planner a caller holds few grants: left at the default thousand, a policy
-- checking each row against them looks costly enough for PostgreSQL to compile the statement
-- with JIT first, which took longer than the read itself.
create function app.metric_grants_to_me()
returns table (organization_id uuid, all_metrics boolean, metric_keys text[], period_from date, period_to date)
language plpgsql
stable
security definer
rows 10
set search_path = ''
as $$
begin
  return query
  select s.organization_id, s.all_metrics, s.metric_keys, s.period_from, s.period_to
  from public.data_shares s
  join public.organizations g on g.id = s.grantee_organization_id
  join public.organization_types t on t.id = g.organization_type_id
  where s.revoked_at is null
    and (s.expires_at is null or s.expires_at > now())
    and t.name <> 'government'
    -- Set-wise, once per statement: a call per grant would cost a permission check per row.
    and s.grantee_organization_id in (select app.my_permitted_organization_ids('metrics', 'read'));
end
$$;

-- Whether the caller holds a live grant of this metric (and month, when given) from p_organization.
create function app.is_metric_shared_with_me(p_organization uuid, p_key text, p_period date default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from app.metric_grants_to_me() g
    where g.organization_id = p_organization
      and (g.all_metrics or p_key = any (g.metric_keys))
      and (p_period is null or ((g.period_from is null or p_period >= g.period_from) and (g.period_to is null or p_period <= g.period_to)))
  )
$$;

-- The organizations where the caller's role reads metrics: a policy's uncorrelated IN list,
-- computed once per statement and looked up by hash.
create function app.my_metric_reader_organizations()
returns setof uuid
language plpgsql
stable
security definer
rows 3
set search_path = ''
as $$
begin
  return query select app.my_permitted_organization_ids('metrics', 'read');
end
$$;

revoke all on function app.metric_grants_to_me(), app.is_metric_shared_with_me(uuid, text, date), app.log_data_share_event(), app.my_metric_reader_organizations() from public;
grant execute on function app.metric_grants_to_me(), app.is_metric_shared_with_me(uuid, text, date), app.my_metric_reader_organizations() to authenticated;

alter table public.data_shares enable row level security;
alter table public.data_share_events enable row level security;
revoke all on public.data_shares from anon, authenticated;
revoke all on public.data_share_events from anon, authenticated;
grant select on public.data_shares, public.data_share_events to authenticated;

create policy "the startup's metric readers and the grantee's members read a grant" on public.data_shares
  for select to authenticated
  using (
    organization_id in (select app.my_metric_reader_organizations())
    or grantee_organization_id in (select app.my_organization_ids())
  );

create policy "the startup's metric readers read the log of its grants" on public.data_share_events
  for select to authenticated
  using (organization_id in (select app.my_metric_reader_organizations()));

-- =============================================================================================
-- Granting, changing and revoking
-- =============================================================================================
create function public.share_metrics(
  p_organization uuid,
  p_grantee uuid,
  p_all_metrics boolean,
  p_metric_keys text[] default '{}',
  p_include_documents boolean default false,
  p_period_from date default null,
  p_period_to date default null,
  p_expires_at timestamptz default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_type text;
  v_keys text[] := coalesce(p_metric_keys, '{}');
  v_unknown text[];
  v_id uuid;
begin
  if not app.current_user_can(p_organization, 'metrics', 'share') then
    raise exception using errcode = '42501', message = 'You may not share this organization''s metrics', hint = 'PERMISSION_DENIED';
  end if;
  select t.name into v_type from public.organizations o join public.organization_types t on t.id = o.organization_type_id where o.id = p_grantee;
  if v_type is null or p_grantee = p_organization or v_type not in ('accelerator', 'venture_capital', 'government') then
    raise exception using errcode = '22023', message = 'Metrics are shared with an accelerator, an investor or a government body', hint = 'VALIDATION_ERROR';
  end if;
  if not coalesce(p_all_metrics, false) then
    select coalesce(array_agg(distinct k), '{}') into v_keys from unnest(v_keys) as k;
    if cardinality(v_keys) = 0 then
      raise exception using errcode = '22023', message = 'Choose the metrics to share, or all of them', hint = 'VALIDATION_ERROR';
    end if;
    select array_agg(k) into v_unknown from unnest(v_keys) as k
    where not exists (select 1 from public.metric_definitions d where d.key = k and (d.organization_id is null or d.organization_id = p_organization));
    if v_unknown is not null then
      raise exception using errcode = '22023', message = format('Unknown metrics: %s', array_to_string(v_unknown, ', ')), hint = 'VALIDATION_ERROR';
    end if;
  else
    v_keys := '{}';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception using errcode = '22023', message = 'The expiry must be in the future', hint = 'VALIDATION_ERROR';
  end if;
  update public.data_shares
  set all_metrics = coalesce(p_all_metrics, false), metric_keys = v_keys, include_documents = coalesce(p_include_documents, false),
      period_from = date_trunc('month', p_period_from)::date, period_to = date_trunc('month', p_period_to)::date, expires_at = p_expires_at
  where organization_id = p_organization and grantee_organization_id = p_grantee and revoked_at is null
  returning id into v_id;
  if v_id is null then
    insert into public.data_shares (organization_id, grantee_organization_id, all_metrics, metric_keys, include_documents, period_from, period_to, granted_by, expires_at)
    values (p_organization, p_grantee, coalesce(p_all_metrics, false), v_keys, coalesce(p_include_documents, false),
      date_trunc('month', p_period_from)::date, date_trunc('month', p_period_to)::date, app.current_user_id(), p_expires_at)
    returning id into v_id;
  end if;
  return v_id;
end;
$$;

create function public.revoke_data_share(p_share uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_organization uuid;
begin
  select organization_id into v_organization from public.data_shares where id = p_share and revoked_at is null;
  if v_organization is null or not app.current_user_can(v_organization, 'metrics', 'share') then
    raise exception using errcode = '42501', message = 'There is no grant of yours to revoke', hint = 'PERMISSION_DENIED';
  end if;
  update public.data_shares set revoked_at = now(), revoked_by = app.current_user_id() where id = p_share;
  return true;
end;
$$;

revoke all on function public.share_metrics(uuid, uuid, boolean, text[], boolean, date, date, timestamptz), public.revoke_data_share(uuid) from public, anon, service_role;
grant execute on function public.share_metrics(uuid, uuid, boolean, text[], boolean, date, date, timestamptz), public.revoke_data_share(uuid) to authenticated;

-- The organizations a startup may grant its metrics to, by name: accelerators, investors and
-- government bodies. Organizations are otherwise visible only to their members, so the choice
-- of a grantee needs this, and it gives no more than a name, a type and a place.
create function public.data_share_grantee_candidates(p_organization uuid, p_search text default null, p_limit integer default 20)
returns table (id uuid, name text, organization_type text, country_code text, city text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.name, t.name, o.country_code, o.city
  from public.organizations o
  join public.organization_types t on t.id = o.organization_type_id
  where app.current_user_can(p_organization, 'metrics', 'share')
    and t.name in ('accelerator', 'venture_capital', 'government')
    and o.id <> p_organization
    and (coalesce(btrim(p_search), '') = '' or o.name ilike '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by o.name, o.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;

revoke all on function public.data_share_grantee_candidates(uuid, text, integer) from public, anon, service_role;
grant execute on function public.data_share_grantee_candidates(uuid, text, integer) to authenticated;

-- What the caller's organizations are granted, with each startup's name: a grantee may not read
-- the startup's organization row, and needs to know whose figures it is reading. Only grants
-- the caller reads through (app.metric_grants_to_me), so never a government body's.
create function public.metric_shares_with_me()
returns table (share_id uuid, organization_id uuid, organization_name text, all_metrics boolean, metric_keys text[], period_from date, period_to date, expires_at timestamptz, granted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.organization_id, o.name, s.all_metrics, s.metric_keys, s.period_from, s.period_to, s.expires_at, s.granted_at
  from public.data_shares s
  join public.organizations o on o.id = s.organization_id
  join public.organizations g on g.id = s.grantee_organization_id
  join public.organization_types t on t.id = g.organization_type_id
  where s.revoked_at is null
    and (s.expires_at is null or s.expires_at > now())
    and t.name <> 'government'
    and s.grantee_organization_id in (select app.my_organization_ids())
    and app.current_user_can(s.grantee_organization_id, 'metrics', 'read')
  order by o.name, s.id
$$;

revoke all on function public.metric_shares_with_me() from public, anon, service_role;
grant execute on function public.metric_shares_with_me() to authenticated;

-- The organizations a startup has granted (now or before), by name, for its members who read its
-- metrics: the grants and their log name them, and those members may not read their rows.
create function public.data_share_grantees(p_organization uuid)
returns table (id uuid, name text, organization_type text, country_code text, city text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct o.id, o.name, t.name, o.country_code, o.city
  from public.data_shares s
  join public.organizations o on o.id = s.grantee_organization_id
  join public.organization_types t on t.id = o.organization_type_id
  where s.organization_id = p_organization
    and app.current_user_can(p_organization, 'metrics', 'read')
  order by o.name, o.id
$$;

revoke all on function public.data_share_grantees(uuid) from public, anon, service_role;
grant execute on function public.data_share_grantees(uuid) to authenticated;

