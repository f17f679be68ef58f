-- =============================================================================================
-- The job queue's protocol (spec 001 §3, §4, §9)
-- =============================================================================================
-- Workers are service-role clients of the API: they claim jobs, run them, and report back with
-- the token of their claim. A claim is a lease: a worker that stops (killed, crashed, cut off)
-- leaves its jobs `processing` until the lease expires, and the next claim takes them back as a
-- failed attempt. Only the holder of the current claim token can complete or fail a job, so a
-- job whose lease passed to another worker is never completed twice.

alter table public.background_jobs
  add column claim_token uuid,
  add column locked_by text check (char_length(locked_by) <= 200),
  add column locked_until timestamptz,
  -- What a job produced (a report, a count), for the office's job view.
  add column result jsonb;

create index background_jobs_retrying_run_at_idx on public.background_jobs (run_at) where status = 'retrying';
create index background_jobs_processing_locked_until_idx on public.background_jobs (locked_until) where status = 'processing';

-- The delay before a failed job is tried again: 2^attempts seconds (spec 001 §9).
create function app.job_retry_delay(p_attempts integer)
returns interval
language sql
immutable
security definer
set search_path = ''
as $$
  select make_interval(secs => power(2, least(greatest(p_attempts, 0), 20)))
$$;

-- ---------------------------------------------------------------------------------------------
-- claim_jobs: up to p_limit due jobs, highest priority then oldest, each to exactly one caller.
-- ---------------------------------------------------------------------------------------------
create function public.claim_jobs(p_worker text, p_limit integer default 10, p_lease_seconds integer default 60)
returns setof public.background_jobs
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'A worker claims between 1 and 100 jobs at a time.' using errcode = '22023';
  end if;
  if p_lease_seconds is null or p_lease_seconds < 5 or p_lease_seconds > 3600 then
    raise exception 'A lease lasts between 5 and 3600 seconds.' using errcode = '22023';
  end if;

  -- A lease that ran out means the worker stopped: one attempt spent, retried after its delay.
  with expired as (
    select j.id from public.background_jobs j
    where j.status = 'processing' and j.locked_until < now()
    for update skip locked
  )
  update public.background_jobs j
  set attempts = j.attempts + 1,
      status = case when j.attempts + 1 >= j.max_attempts then 'failed' else 'retrying' end,
      failed_at = case when j.attempts + 1 >= j.max_attempts then now() end,
      run_at = now() + app.job_retry_delay(j.attempts + 1),
      error = 'The worker stopped before the job finished.',
      claim_token = null, locked_by = null, locked_until = null
  from expired
  where j.id = expired.id;

  -- Retrying jobs whose delay has passed return to pending (spec 001 §4).
  with due as (
    select j.id from public.background_jobs j
    where j.status = 'retrying' and j.run_at <= now()
    for update skip locked
  )
  update public.background_jobs j set status = 'pending' from due where j.id = due.id;

  return query
  with picked as (
    select j.id from public.background_jobs j
    where j.status = 'pending' and j.run_at <= now()
    order by j.priority desc, j.created_at, j.id
    limit p_limit
    for update skip locked
  )
  update public.background_jobs j
  set status = 'processing',
      claim_token = gen_random_uuid(),
      locked_by = left(p_worker, 200),
      locked_until = now() + make_interval(secs => p_lease_seconds),
      processed_at = now()
  from picked
  where j.id = picked.id
  returning j.*;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- complete_job / fail_job: only the current claim's holder; false or null when the lease is gone.
-- ---------------------------------------------------------------------------------------------
create function public.complete_job(p_id uuid, p_claim_token uuid, p_result jsonb default null)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  update public.background_jobs
  set status = 'completed', completed_at = now(), result = p_result, error = null,
      claim_token = null, locked_by = null, locked_until = null
  where id = p_id and claim_token = p_claim_token and status = 'processing';
  return found;
end;
$$;

-- Returns the job's new status: 'retrying' while attempts remain, else 'failed'. A permanent
-- failure (no processor for the type) fails at once.
create function public.fail_job(p_id uuid, p_claim_token uuid, p_error text, p_permanent boolean default false)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_status text;
begin
  update public.background_jobs j
  set attempts = j.attempts + 1,
      status = case when p_permanent or j.attempts + 1 >= j.max_attempts then 'failed' else 'retrying' end,
      failed_at = case when p_permanent or j.attempts + 1 >= j.max_attempts then now() end,
      run_at = now() + app.job_retry_delay(j.attempts + 1),
      error = left(coalesce(p_error, 'The job failed.'), 2000),
      claim_token = null, locked_by = null, locked_until = null
  where j.id = p_id and j.claim_token = p_claim_token and j.status = 'processing'
  returning j.status into v_status;
  return v_status;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Maintenance, run by the worker's schedule
-- ---------------------------------------------------------------------------------------------
-- Hourly: completed and failed jobs older than 24 h go (spec 001 §9).
create function public.cleanup_finished_jobs(p_older_than_hours integer default 24)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.background_jobs
  where status in ('completed', 'failed')
    and updated_at < now() - make_interval(hours => greatest(p_older_than_hours, 1));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Daily: analytics older than the retention period go (spec 001 §9: 365 days).
create function public.purge_expired_analytics(p_retention_days integer default 365)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_events integer;
  v_routes integer;
begin
  if p_retention_days is null or p_retention_days < 1 then
    raise exception 'The retention period is at least one day.' using errcode = '22023';
  end if;
  delete from public.analytics_events where "timestamp" < now() - make_interval(days => p_retention_days);
  get diagnostics v_events = row_count;
  delete from public.route_analytics where created_at < now() - make_interval(days => p_retention_days);
  get diagnostics v_routes = row_count;
  return jsonb_build_object('analyticsEvents', v_events, 'routeAnalytics', v_routes);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- For operators: the queue's state and a second chance for a failed job
-- ---------------------------------------------------------------------------------------------
-- Invoker's rights: an operator reads every job through the policy below, anyone else none.
create function public.job_queue_stats()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'pending', count(*) filter (where status = 'pending'),
    'processing', count(*) filter (where status = 'processing'),
    'retrying', count(*) filter (where status = 'retrying'),
    'completed', count(*) filter (where status = 'completed'),
    'failed', count(*) filter (where status = 'failed'),
    'oldestPendingSeconds', coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending'))::integer, 0),
    'completedLastDay', count(*) filter (where status = 'completed' and completed_at > now() - interval '24 hours'),
    'failedLastDay', count(*) filter (where status = 'failed' and failed_at > now() - interval '24 hours')
  )
  from public.background_jobs
$$;

create function public.retry_job(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not app.is_owner_or_manager() then
    raise exception 'Only platform operators retry jobs.' using errcode = '42501';
  end if;
  update public.background_jobs
  set status = 'pending', attempts = 0, run_at = now(), error = null, failed_at = null
  where id = p_id and status = 'failed';
  return found;
end;
$$;

revoke all on function public.claim_jobs(text, integer, integer) from public, anon, authenticated;
revoke all on function public.complete_job(uuid, uuid, jsonb) from public, anon, authenticated;
revoke all on function public.fail_job(uuid, uuid, text, boolean) from public, anon, authenticated;
revoke all on function public.cleanup_finished_jobs(integer) from public, anon, authenticated;
revoke all on function public.purge_expired_analytics(integer) from public, anon, authenticated;
revoke all on function public.job_queue_stats() from public, anon;
revoke all on function public.retry_job(uuid) from public, anon, service_role;
revoke all on function app.job_retry_delay(integer) from public;
grant execute on function app.job_retry_delay(integer) to service_role;
grant execute on function public.claim_jobs(text, integer, integer), public.complete_job(uuid, uuid, jsonb),
  public.fail_job(uuid, uuid, text, boolean), public.cleanup_finished_jobs(integer),
  public.purge_expired_analytics(integer), public.job_queue_stats() to service_role;
grant execute on function public.job_queue_stats(), public.retry_job(uuid) to authenticated;

-- The office reads the queue; only the worker changes it.
grant select on public.background_jobs to authenticated;
create policy "operators read the job queue" on public.background_jobs
  for select to authenticated using ((select app.is_owner_or_manager()));

-- =============================================================================================
-- Mail outbox
-- =============================================================================================
-- The e-mail jobs write here (spec 001 §7.3: the e-mail service is not specified). A provider
-- plugs in by sending queued rows and marking them sent; the office reads them. One row per job,
-- so a job taken over from a stopped worker cannot write its mail twice.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  job_id uuid unique references public.background_jobs (id) on delete set null,
  template text not null check (template in ('invitation', 'welcome', 'notification')),
  -- The enterprise default sender is a no-reply address (spec 001 §9).
  sender text not null default 'FikrSpace <no-reply@fikrspace.com>' check (char_length(sender) <= 320),
  recipient text not null check (char_length(recipient) <= 320 and recipient ~ '^[^@\s]+@[^@\s]+$'),
  subject text not null check (char_length(subject) <= 300),
  body text not null check (char_length(body) <= 20000),
  data jsonb not null default '{}'::jsonb,
  organization_id uuid references public.organizations (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index mail_outbox_status_created_at_idx on public.mail_outbox (status, created_at);
create index mail_outbox_organization_id_idx on public.mail_outbox (organization_id);

create trigger set_updated_at before update on public.mail_outbox
  for each row execute function app.set_updated_at();

alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
-- Operators see who was mailed what and when, never the body: an invitation's body holds a live
-- sign-in link, which only the recipient may use.
grant select (id, job_id, template, sender, recipient, subject, organization_id, status, sent_at, created_at, updated_at) on public.mail_outbox to authenticated;
grant all on public.mail_outbox to service_role;

create policy "operators read the mail outbox" on public.mail_outbox
  for select to authenticated using ((select app.is_owner_or_manager()));

-- =============================================================================================
-- Sign-up sends a welcome mail (priority 3, spec 001 §9)
-- =============================================================================================
create function app.enqueue_welcome_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null then
    insert into public.background_jobs (type, data, priority)
    values ('email', jsonb_build_object('action', 'send-welcome', 'userId', new.id, 'email', new.email, 'firstName', new.first_name), 3);
  end if;
  return null;
end
$$;

revoke all on function app.enqueue_welcome_mail() from public;

create trigger enqueue_welcome_mail
  after insert on public.users
  for each row execute function app.enqueue_welcome_mail();
