-- =============================================================================================
-- Notifications: what happened that concerns a member, written only by the database
-- =============================================================================================
-- Rows are written by triggers and functions on domain events, never by a client: a member only
-- reads their own and marks them read. The title and body are English, for the e-mail digest and
-- as a fallback; the apps show each type in the reader's language from `type` and `data`.

create type public.notification_type as enum (
  'access_request_decided',
  'invitation_accepted',
  'product_access_granted',
  'product_access_revoked',
  'job_failed'
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  type public.notification_type not null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text check (body is null or char_length(body) <= 2000),
  -- A same-site path, as a page links to it: never protocol-relative, never control characters.
  link text check (link is null or (char_length(link) between 1 and 2048 and left(link, 1) = '/' and link !~ '^/[/\\]' and link !~ '[[:cntrl:]]')),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

-- The bell's unread count and the panel's latest items, per recipient.
create index notifications_recipient_created_at_idx on public.notifications (recipient_id, created_at desc);
create index notifications_recipient_unread_idx on public.notifications (recipient_id) where read_at is null;
create index notifications_organization_id_idx on public.notifications (organization_id);

alter table public.notifications enable row level security;

revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
-- Marking read is the only change a member makes, and only to read_at.
grant update (read_at) on public.notifications to authenticated;

create policy "members read their own notifications" on public.notifications
  for select to authenticated
  using (recipient_id = (select app.current_user_id()));

create policy "members mark their own notifications read" on public.notifications
  for update to authenticated
  using (recipient_id = (select app.current_user_id()))
  with check (recipient_id = (select app.current_user_id()));

-- =============================================================================================
-- Preferences: per member and type, in the app and in the e-mail digest
-- =============================================================================================
-- No row means the defaults: shown in the app, not in the digest.
create table public.notification_preferences (
  user_id uuid not null default app.current_user_id() references public.users (id) on delete cascade,
  type public.notification_type not null,
  in_app boolean not null default true,
  email_digest boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, type)
);

create trigger set_updated_at before update on public.notification_preferences
  for each row execute function app.set_updated_at();

alter table public.notification_preferences enable row level security;

revoke all on public.notification_preferences from anon, authenticated;
grant select, insert, update, delete on public.notification_preferences to authenticated;

create policy "members read their own notification preferences" on public.notification_preferences
  for select to authenticated
  using (user_id = (select app.current_user_id()));

create policy "members add their own notification preferences" on public.notification_preferences
  for insert to authenticated
  with check (user_id = (select app.current_user_id()));

create policy "members change their own notification preferences" on public.notification_preferences
  for update to authenticated
  using (user_id = (select app.current_user_id()))
  with check (user_id = (select app.current_user_id()));

create policy "members remove their own notification preferences" on public.notification_preferences
  for delete to authenticated
  using (user_id = (select app.current_user_id()));

-- =============================================================================================
-- Writing them
-- =============================================================================================
-- The one way a notification is written: skipped when the recipient turned the type off in the
-- app (the digest reads only what was written, so it follows the same choice).
create function app.notify(p_recipient uuid, p_organization uuid, p_type public.notification_type, p_title text, p_body text, p_link text, p_data jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_recipient is null then
    return;
  end if;
  if exists (select 1 from public.notification_preferences p where p.user_id = p_recipient and p.type = p_type and not p.in_app) then
    return;
  end if;
  insert into public.notifications (recipient_id, organization_id, type, title, body, link, data)
  values (p_recipient, p_organization, p_type, left(p_title, 200), left(p_body, 2000), p_link, coalesce(p_data, '{}'::jsonb));
end;
$$;

-- An access request answered: its requester hears the answer.
create function app.notify_access_request_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'pending' and new.status in ('approved', 'declined') then
    perform app.notify(
      new.user_id, new.organization_id, 'access_request_decided',
      case when new.status = 'approved' then 'Your access request was approved' else 'Your access request was declined' end,
      'You asked for ' || new.path || '.',
      case when new.status = 'approved' then new.path else '/request-access' end,
      jsonb_build_object('status', new.status, 'path', new.path)
    );
  end if;
  return new;
end;
$$;

create trigger notify_access_request_decided after update of status on public.access_requests
  for each row execute function app.notify_access_request_decided();

-- An invitation accepted: whoever sent it hears who joined.
create function app.notify_invitation_accepted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_organization text;
begin
  if old.status = 'pending' and new.status = 'accepted' then
    select o.name into v_organization from public.organizations o where o.id = new.organization_id;
    perform app.notify(
      new.invited_by, new.organization_id, 'invitation_accepted',
      new.email || ' accepted your invitation',
      new.email || ' joined ' || coalesce(v_organization, 'your organization') || ' as ' || new.role || '.',
      null,
      jsonb_build_object('email', new.email, 'organization', v_organization, 'role', new.role)
    );
  end if;
  return new;
end;
$$;

create trigger notify_invitation_accepted after update of status on public.organization_invitations
  for each row execute function app.notify_invitation_accepted();

-- A product opened to or closed for a member, by someone else: the member hears it. Rows made for
-- a new member on joining (granted by nobody) are part of joining, not news.
create function app.notify_product_access_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product text;
  v_key text;
  v_granted boolean;
begin
  if tg_op = 'INSERT' then
    if not new.enabled or new.granted_by is null then
      return new;
    end if;
    v_granted := true;
  elsif new.enabled is distinct from old.enabled then
    v_granted := new.enabled;
  else
    return new;
  end if;
  if new.user_id = app.current_user_id() then
    return new;
  end if;
  select p.name, p.product_key into v_product, v_key from public.fikr_products p where p.id = new.product_id;
  perform app.notify(
    new.user_id, new.organization_id,
    case when v_granted then 'product_access_granted'::public.notification_type else 'product_access_revoked'::public.notification_type end,
    case when v_granted then 'You can now open ' || v_product else 'You can no longer open ' || v_product end,
    null,
    case when v_granted then '/fikrspace/portal/hub' else null end,
    jsonb_build_object('product', v_product, 'productKey', v_key)
  );
  return new;
end;
$$;

create trigger notify_product_access_changed after insert or update of enabled on public.team_member_product_access
  for each row execute function app.notify_product_access_changed();

-- A background job that failed for good: the platform's operators (enterprise owner and manager)
-- hear which, once.
create function app.notify_job_failed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_operator uuid;
begin
  if new.status = 'failed' and old.status is distinct from 'failed' then
    for v_operator in
      select u.id from public.users u join public.enterprise_roles r on r.id = u.enterprise_role_id
      where u.is_active and lower(r.name) in ('owner', 'manager')
    loop
      perform app.notify(
        v_operator, null, 'job_failed',
        'A background job failed: ' || new.type,
        left(coalesce(new.error, 'No error was recorded.'), 2000),
        '/fikrspace/office/jobs',
        jsonb_build_object('jobId', new.id, 'jobType', new.type, 'attempts', new.attempts)
      );
    end loop;
  end if;
  return new;
end;
$$;

create trigger notify_job_failed after update of status on public.background_jobs
  for each row execute function app.notify_job_failed();

revoke all on function app.notify(uuid, uuid, public.notification_type, text, text, text, jsonb), app.notify_access_request_decided(),
  app.notify_invitation_accepted(), app.notify_product_access_changed(), app.notify_job_failed() from public;

-- =============================================================================================
-- Marking read
-- =============================================================================================
-- The given notifications, or all of the caller's when none are given; answers how many changed.
create function public.mark_notifications_read(p_ids uuid[] default null)
returns integer
language sql
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notifications n set read_at = now()
    where n.recipient_id = app.current_user_id() and n.read_at is null and (p_ids is null or n.id = any (p_ids))
    returning 1
  )
  select count(*)::integer from marked
$$;

revoke all on function public.mark_notifications_read(uuid[]) from public, anon, service_role;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated;

-- Live: the bell counts a new notification without a reload.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;
alter publication supabase_realtime add table public.notifications;
