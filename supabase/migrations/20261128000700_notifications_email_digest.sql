-- =============================================================================================
-- The e-mail digest: unread notifications a member asked to receive by e-mail, at most daily
-- =============================================================================================
-- The job worker calls enqueue_notification_digests hourly. For each member with unread
-- notifications of a type they turned the digest on for, which no digest has carried yet, and
-- who was sent no digest in the last p_min_hours, it queues one `send-notification` e-mail job
-- listing them, and marks them carried. A notification read before its digest went out is not
-- mailed: the member has seen it.

alter table public.notifications add column digested_at timestamptz;

-- The digest's scan: what is unread and not yet carried, per recipient.
create index notifications_digest_due_idx on public.notifications (recipient_id, created_at) where digested_at is null and read_at is null;
-- When each recipient's last digest went out.
create index notifications_recipient_digested_at_idx on public.notifications (recipient_id, digested_at) where digested_at is not null;

create function public.enqueue_notification_digests(p_min_hours integer default 24, p_max_items integer default 10)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  with due as (
    select n.id, n.recipient_id, n.title, n.body, n.created_at
    from public.notifications n
    join public.notification_preferences p on p.user_id = n.recipient_id and p.type = n.type and p.email_digest
    join public.users u on u.id = n.recipient_id and u.is_active and u.email is not null
    where n.digested_at is null
      and n.read_at is null
      and not exists (
        select 1 from public.notifications d
        where d.recipient_id = n.recipient_id
          and d.digested_at > now() - make_interval(hours => greatest(p_min_hours, 1))
      )
    for update of n skip locked
  ), carried as (
    update public.notifications n set digested_at = now() from due where n.id = due.id returning n.id
  ), ranked as (
    select due.*, row_number() over (partition by due.recipient_id order by due.created_at desc, due.id) as position, count(*) over (partition by due.recipient_id) as total
    from due
  ), digests as (
    select
      r.recipient_id,
      max(r.total) as total,
      string_agg('- ' || r.title || coalesce(': ' || left(r.body, 200), ''), E'\n' order by r.position) filter (where r.position <= greatest(p_max_items, 1)) as lines
    from ranked r
    group by r.recipient_id
  ), jobs as (
    insert into public.background_jobs (type, data, priority)
    select
      'email',
      jsonb_build_object(
        'action', 'send-notification',
        'userId', u.id,
        'email', u.email,
        'subject', case when d.total = 1 then 'FikrSpace: 1 new notification' else 'FikrSpace: ' || d.total || ' new notifications' end,
        'message', 'Here is what happened on FikrSpace since your last digest:' || E'\n\n' || d.lines
          || case when d.total > greatest(p_max_items, 1) then E'\n' || 'and ' || (d.total - greatest(p_max_items, 1)) || ' more.' else '' end,
        'link', '/fikrspace/portal/hub'
      ),
      2
    from digests d
    join public.users u on u.id = d.recipient_id
    -- Only once the notifications are marked, so a digest never goes out twice.
    where exists (select 1 from carried)
    returning 1
  )
  select count(*) into v_count from jobs;
  return v_count;
end;
$$;

-- The worker's call, with the service role; nobody signed in queues mail for others.
revoke all on function public.enqueue_notification_digests(integer, integer) from public, anon, authenticated;
grant execute on function public.enqueue_notification_digests(integer, integer) to service_role;
