-- =============================================================================================
-- Messages: conversations between people who have a reason to talk
-- =============================================================================================
-- Today that reason is belonging to the same organization; the programs, mentoring and deals
-- contexts add theirs by widening app.may_message. Only a conversation's members read it or
-- write in it. A conversation is started, and members are added, only through start_conversation,
-- which checks the reason for every member.

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  -- The organization the conversation belongs to, when it is one organization's.
  organization_id uuid references public.organizations (id) on delete cascade,
  title text check (title is null or char_length(btrim(title)) between 1 and 200),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz
);

create index conversations_organization_id_idx on public.conversations (organization_id);
create index conversations_created_by_idx on public.conversations (created_by);

create table public.conversation_members (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  -- Messages after this are unread for the member.
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

create index conversation_members_user_id_idx on public.conversation_members (user_id);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default app.current_user_id() references public.users (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 4000),
  -- An object in the message-attachments bucket, under the conversation's folder.
  attachment_path text check (attachment_path is null or (char_length(attachment_path) <= 1024 and app.is_clean_object_name(attachment_path))),
  attachment_name text check (attachment_name is null or char_length(attachment_name) between 1 and 255),
  created_at timestamptz not null default now(),
  check ((attachment_path is null) = (attachment_name is null))
);

-- History is read newest first, page by page, per conversation.
create index messages_conversation_created_at_idx on public.messages (conversation_id, created_at desc, id desc);
create index messages_sender_id_idx on public.messages (sender_id);

-- =============================================================================================
-- Who talks to whom
-- =============================================================================================
-- The caller may message `p_user`: someone else who shares an organization with them.
create function app.may_message(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user is distinct from app.current_user_id()
    and p_user in (select app.my_colleague_ids())
$$;

-- The conversations the caller belongs to; a definer function so the policies below do not read
-- conversation_members through its own policy (which would recurse).
create function app.my_conversation_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.conversation_id from public.conversation_members m where m.user_id = app.current_user_id()
$$;

revoke all on function app.may_message(uuid), app.my_conversation_ids() from public;
grant execute on function app.may_message(uuid), app.my_conversation_ids() to authenticated;

alter table public.conversations enable row level security;
alter table public.conversation_members enable row level security;
alter table public.messages enable row level security;

revoke all on public.conversations from anon, authenticated;
revoke all on public.conversation_members from anon, authenticated;
revoke all on public.messages from anon, authenticated;
grant select on public.conversations, public.conversation_members, public.messages to authenticated;
grant insert (conversation_id, body, attachment_path, attachment_name) on public.messages to authenticated;
-- Reading up to a point is the only change a member makes to their membership.
grant update (last_read_at) on public.conversation_members to authenticated;

create policy "members read their conversations" on public.conversations
  for select to authenticated
  using (id in (select app.my_conversation_ids()));

create policy "members see who else is in their conversations" on public.conversation_members
  for select to authenticated
  using (conversation_id in (select app.my_conversation_ids()));

create policy "members mark their own reading" on public.conversation_members
  for update to authenticated
  using (user_id = (select app.current_user_id()))
  with check (user_id = (select app.current_user_id()));

create policy "members read the messages of their conversations" on public.messages
  for select to authenticated
  using (conversation_id in (select app.my_conversation_ids()));

create policy "members write in their conversations as themselves" on public.messages
  for insert to authenticated
  with check (
    conversation_id in (select app.my_conversation_ids())
    and sender_id = (select app.current_user_id())
    and (attachment_path is null or (storage.foldername(attachment_path))[1] = conversation_id::text)
  );

-- A message moves its conversation up the list and counts as read by its sender.
create function app.after_message_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations set last_message_at = new.created_at where id = new.conversation_id;
  update public.conversation_members set last_read_at = greatest(last_read_at, new.created_at)
  where conversation_id = new.conversation_id and user_id = new.sender_id;
  return new;
end;
$$;

create trigger after_message_sent after insert on public.messages
  for each row execute function app.after_message_sent();

revoke all on function app.after_message_sent() from public;

-- =============================================================================================
-- Starting one, reading, counting
-- =============================================================================================
-- A conversation with the caller and the given people, each of whom the caller may message;
-- with exactly one other person, their existing two-person conversation is answered instead.
create function public.start_conversation(p_member_ids uuid[], p_title text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := app.current_user_id();
  v_others uuid[];
  v_id uuid;
  v_organization uuid;
begin
  if v_me is null then
    raise exception 'Sign in to start a conversation' using errcode = '42501';
  end if;
  select coalesce(array_agg(distinct m), '{}') into v_others from unnest(p_member_ids) as m where m is not null and m <> v_me;
  if cardinality(v_others) = 0 then
    raise exception 'A conversation needs someone else' using errcode = '22023';
  end if;
  if cardinality(v_others) > 50 then
    raise exception 'A conversation holds at most 51 people' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(v_others) as o where not app.may_message(o)) then
    raise exception 'You can only message people you share an organization with' using errcode = '42501';
  end if;
  if cardinality(v_others) = 1 and p_title is null then
    select c.id into v_id
    from public.conversations c
    where c.title is null
      and (select count(*) from public.conversation_members m where m.conversation_id = c.id) = 2
      and exists (select 1 from public.conversation_members m where m.conversation_id = c.id and m.user_id = v_me)
      and exists (select 1 from public.conversation_members m where m.conversation_id = c.id and m.user_id = v_others[1])
    limit 1;
    if v_id is not null then
      return v_id;
    end if;
  end if;
  -- The organization everyone shares, when there is one: the caller's current one first.
  select o.organization_id into v_organization
  from (
    select m.organization_id from public.organization_members m where m.user_id = v_me
  ) o
  where not exists (
    select 1 from unnest(v_others) as other
    where not exists (select 1 from public.organization_members m where m.user_id = other and m.organization_id = o.organization_id)
  )
  order by (o.organization_id = (select u.organization_id from public.users u where u.id = v_me)) desc
  limit 1;
  insert into public.conversations (organization_id, title, created_by) values (v_organization, nullif(btrim(p_title), ''), v_me) returning id into v_id;
  insert into public.conversation_members (conversation_id, user_id) select v_id, member from unnest(array_append(v_others, v_me)) as member;
  return v_id;
end;
$$;

-- Marks the caller's reading of a conversation up to now.
create function public.mark_conversation_read(p_conversation_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.conversation_members set last_read_at = now()
  where conversation_id = p_conversation_id and user_id = app.current_user_id()
$$;

-- The caller's conversations, most recent first, with the last message and the unread count.
create function public.my_conversations()
returns table (id uuid, title text, organization_id uuid, last_message_at timestamptz, last_message text, last_sender_id uuid, unread_count integer, member_ids uuid[])
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.title, c.organization_id, c.last_message_at, last.body, last.sender_id,
    (select count(*)::integer from public.messages m where m.conversation_id = c.id and m.created_at > mine.last_read_at and m.sender_id <> mine.user_id),
    (select array_agg(cm.user_id order by cm.joined_at, cm.user_id) from public.conversation_members cm where cm.conversation_id = c.id)
  from public.conversations c
  join public.conversation_members mine on mine.conversation_id = c.id and mine.user_id = app.current_user_id()
  left join lateral (
    select m.body, m.sender_id from public.messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
  ) last on true
  order by coalesce(c.last_message_at, c.created_at) desc
$$;

revoke all on function public.start_conversation(uuid[], text), public.mark_conversation_read(uuid), public.my_conversations() from public, anon, service_role;
grant execute on function public.start_conversation(uuid[], text), public.mark_conversation_read(uuid), public.my_conversations() to authenticated;

-- =============================================================================================
-- Attachments
-- =============================================================================================
-- Private; `<conversation id>/<file>`; the conversation's members read and add, a sender's own
-- files are not removed (a message keeps its attachment).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('message-attachments', 'message-attachments', false, 26214400, array[
    'application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'text/plain',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ])
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create policy "conversation members read its attachments" on storage.objects
  for select to authenticated
  using (bucket_id = 'message-attachments' and app.object_top_folder(name) in (select id::text from app.my_conversation_ids() as id));

create policy "conversation members add attachments" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'message-attachments' and app.object_top_folder(name) in (select id::text from app.my_conversation_ids() as id));

-- Live: a message, and a conversation's reading state, arrive without a reload.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;
alter publication supabase_realtime add table public.messages, public.conversation_members, public.conversations;
