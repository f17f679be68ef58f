-- A message tells the conversation's other members through their bell: one unread notification per
-- conversation and member, brought up to date by each new message rather than repeated, so a
-- lively conversation does not bury everything else. Reading it (or marking it read) lets the
-- next message notify again.

alter type public.notification_type add value if not exists 'message_received';

create function app.notify_message_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sender text;
  v_member uuid;
  v_organization uuid;
  v_data jsonb;
begin
  select coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) into v_sender from public.users u where u.id = new.sender_id;
  select c.organization_id into v_organization from public.conversations c where c.id = new.conversation_id;
  v_data := jsonb_build_object('conversationId', new.conversation_id, 'sender', v_sender, 'preview', left(new.body, 140));
  for v_member in
    select m.user_id from public.conversation_members m where m.conversation_id = new.conversation_id and m.user_id <> new.sender_id
  loop
    update public.notifications n
    set data = v_data, body = left(new.body, 2000), created_at = new.created_at
    where n.recipient_id = v_member and n.type = 'message_received' and n.read_at is null and n.data ->> 'conversationId' = new.conversation_id::text;
    if not found then
      perform app.notify(v_member, v_organization, 'message_received', 'New message from ' || coalesce(v_sender, 'a member'), left(new.body, 2000), '/fikrspace/portal/hub', v_data);
    end if;
  end loop;
  return new;
end;
$$;

create trigger notify_message_received after insert on public.messages
  for each row execute function app.notify_message_received();

revoke all on function app.notify_message_received() from public;
