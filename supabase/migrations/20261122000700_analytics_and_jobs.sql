-- =============================================================================================
-- Route analytics (spec 000 §3, §7)
-- =============================================================================================
create table public.route_analytics (
  id uuid primary key default gen_random_uuid(),
  route text not null,
  count integer not null default 1 check (count > 0),
  domain text,
  session_id text,
  user_id uuid references public.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  -- Milliseconds spent on the route.
  duration integer check (duration >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Reads filter by route, session, domain and a created_at range (spec 000 §7).
create index route_analytics_route_created_at_idx on public.route_analytics (route, created_at);
create index route_analytics_domain_created_at_idx on public.route_analytics (domain, created_at);
create index route_analytics_session_id_idx on public.route_analytics (session_id);
create index route_analytics_user_id_idx on public.route_analytics (user_id);
create index route_analytics_organization_id_idx on public.route_analytics (organization_id);

create trigger set_updated_at before update on public.route_analytics
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Analytics events (spec 001 §3)
-- =============================================================================================
create table public.analytics_events (
  id uuid primary key default gen_random_uuid(),
  event_type text not null,
  event_name text not null,
  page_path text,
  page_title text,
  session_id text,
  visitor_id text,
  "timestamp" timestamptz not null default now(),
  properties jsonb not null default '{}'::jsonb,
  metadata jsonb not null default '{}'::jsonb,
  user_id uuid references public.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index analytics_events_event_type_timestamp_idx on public.analytics_events (event_type, "timestamp");
create index analytics_events_session_id_idx on public.analytics_events (session_id);
create index analytics_events_user_id_idx on public.analytics_events (user_id);
create index analytics_events_organization_id_idx on public.analytics_events (organization_id);

create trigger set_updated_at before update on public.analytics_events
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Background jobs (spec 001 §3, §4, §9)
-- =============================================================================================
-- Only the job worker (service role) touches this table. run_at holds a retrying job back for
-- its 2^attempts second delay before it is picked again.
create table public.background_jobs (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  data jsonb not null default '{}'::jsonb,
  priority integer not null default 0,
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 3 check (max_attempts > 0),
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'completed', 'retrying', 'failed')),
  error text,
  run_at timestamptz not null default now(),
  processed_at timestamptz,
  completed_at timestamptz,
  failed_at timestamptz,
  organization_id uuid references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Picking: due pending jobs by highest priority, then oldest (spec 001 §4).
create index background_jobs_pick_idx on public.background_jobs (priority desc, created_at) where status = 'pending';
-- Hourly cleanup of finished jobs older than 24 h (spec 001 §9).
create index background_jobs_status_updated_at_idx on public.background_jobs (status, updated_at);
create index background_jobs_organization_id_idx on public.background_jobs (organization_id);

create trigger set_updated_at before update on public.background_jobs
  for each row execute function app.set_updated_at();
