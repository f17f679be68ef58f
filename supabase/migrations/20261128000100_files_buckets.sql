-- The platform's Storage buckets and who may touch which object. Hosted Supabase decides every
-- storage call by the row-level security of storage.objects under the caller's role and claims;
-- the local backend does the same, so these policies are the whole of the rule.
--
-- Object paths start with their owner: the user's id (public.users.id) for avatars, the owning
-- organization's id for everything else (`<organization id>/<file>`). Members act on their own
-- organization's folder as the permission matrix's `documents` resource lets them. Later
-- contexts add readers (an investor granted a data room, say) with policies of their own.
-- Limits are bytes; MIME lists never include image/svg+xml, which can carry script.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  ('organization-logos', 'organization-logos', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  ('pitch-decks', 'pitch-decks', false, 52428800, array['application/pdf']),
  ('data-room', 'data-room', false, 104857600, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'
  ]),
  ('content', 'content', true, 209715200, array[
    'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif',
    'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav', 'audio/webm'
  ])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A name whose segments are all real names: no empty segment, no `.` or `..`, no backslash. The
-- policies below read the owner from the first segment, so `<own org>/../<other org>/x` must
-- never pass as the caller's own folder, whatever a storage server makes of it.
create function app.is_clean_object_name(p_name text)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select p_name is not null
    and p_name !~ '(^|/)\.{1,2}(/|$)'
    and p_name !~ '//'
    and p_name !~ '^/|/$'
    and position(E'\\' in p_name) = 0
$$;

-- The first folder of a clean object name (an organization's, a user's or a conversation's id).
create function app.object_top_folder(p_name text)
returns text
language sql
immutable
security definer
set search_path = ''
as $$
  select case when app.is_clean_object_name(p_name) and array_length(storage.foldername(p_name), 1) >= 1 then (storage.foldername(p_name))[1] end
$$;

revoke all on function app.is_clean_object_name(text), app.object_top_folder(text) from public;
grant execute on function app.is_clean_object_name(text), app.object_top_folder(text) to authenticated, service_role;

-- Avatars: each user their own folder. Public: reading by URL needs no policy; select is for
-- listing one's own folder and for replacing a file (an upsert needs insert, select and update).
create policy "users keep their own avatars: read" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and app.object_top_folder(name) = (select app.current_user_id())::text);

create policy "users keep their own avatars: add" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and app.object_top_folder(name) = (select app.current_user_id())::text);

create policy "users keep their own avatars: replace" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and app.object_top_folder(name) = (select app.current_user_id())::text)
  with check (bucket_id = 'avatars' and app.object_top_folder(name) = (select app.current_user_id())::text);

create policy "users keep their own avatars: remove" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and app.object_top_folder(name) = (select app.current_user_id())::text);

-- Organization files: logos (public), pitch decks and the data room (private). Members read
-- their organization's folder with documents:read, add and replace with documents:write, remove
-- with documents:delete.
create policy "members read their organization's files" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('organization-logos', 'pitch-decks', 'data-room')
    and app.object_top_folder(name) in (select id::text from app.my_permitted_organization_ids('documents', 'read') as id)
  );

create policy "members add their organization's files" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('organization-logos', 'pitch-decks', 'data-room')
    and app.object_top_folder(name) in (select id::text from app.my_permitted_organization_ids('documents', 'write') as id)
  );

create policy "members replace their organization's files" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('organization-logos', 'pitch-decks', 'data-room')
    and app.object_top_folder(name) in (select id::text from app.my_permitted_organization_ids('documents', 'write') as id)
  )
  with check (
    bucket_id in ('organization-logos', 'pitch-decks', 'data-room')
    and app.object_top_folder(name) in (select id::text from app.my_permitted_organization_ids('documents', 'write') as id)
  );

create policy "members remove their organization's files" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('organization-logos', 'pitch-decks', 'data-room')
    and app.object_top_folder(name) in (select id::text from app.my_permitted_organization_ids('documents', 'delete') as id)
  );

-- The public site's media: the platform's office (enterprise owner and manager) keeps it.
create policy "the office reads the public site's media" on storage.objects
  for select to authenticated
  using (bucket_id = 'content' and app.is_clean_object_name(name) and (select app.has_enterprise_role(array['owner', 'manager'])));

create policy "the office adds to the public site's media" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'content' and app.is_clean_object_name(name) and (select app.has_enterprise_role(array['owner', 'manager'])));

create policy "the office replaces the public site's media" on storage.objects
  for update to authenticated
  using (bucket_id = 'content' and app.is_clean_object_name(name) and (select app.has_enterprise_role(array['owner', 'manager'])))
  with check (bucket_id = 'content' and app.is_clean_object_name(name) and (select app.has_enterprise_role(array['owner', 'manager'])));

create policy "the office removes the public site's media" on storage.objects
  for delete to authenticated
  using (bucket_id = 'content' and app.is_clean_object_name(name) and (select app.has_enterprise_role(array['owner', 'manager'])));
