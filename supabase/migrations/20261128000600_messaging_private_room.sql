-- =============================================================================================
-- A conversation's room: typing and presence on a private Realtime channel
-- =============================================================================================
-- Each conversation has a room, the Realtime topic `messaging:<conversation id>`, where its
-- members say they are typing and are tracked as present. The channel is private: Realtime
-- decides who may join it, hear it (select) and speak in it (insert) by these policies on
-- realtime.messages, with realtime.topic() naming the channel, under the caller's own claims. So
-- only the conversation's members are in the room, whoever learns its id.

create function app.is_my_conversation_room(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_topic ~ '^messaging:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', false)
    and exists (
      select 1 from public.conversation_members m
      where m.conversation_id = substring(p_topic from 11)::uuid
        and m.user_id = app.current_user_id()
    )
$$;

revoke all on function app.is_my_conversation_room(text) from public;
grant execute on function app.is_my_conversation_room(text) to authenticated;

create policy "conversation members hear their room" on realtime.messages
  for select to authenticated
  using (extension in ('broadcast', 'presence') and (select app.is_my_conversation_room(realtime.topic())));

create policy "conversation members speak in their room" on realtime.messages
  for insert to authenticated
  with check (extension in ('broadcast', 'presence') and (select app.is_my_conversation_room(realtime.topic())));
