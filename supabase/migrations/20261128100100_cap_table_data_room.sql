-- =============================================================================================
-- The data room: a startup's folders and documents, opened to its grantees by consent
-- =============================================================================================
-- The files themselves live in the private `data-room` bucket under `<organization id>/...`; these
-- tables hold what the pages list (folder, name, category, expiry) and who opened what.
--
-- Members act by the permission matrix's `documents` resource, as on the bucket: documents:read
-- reads the folders, documents and the access log, documents:write adds and changes folders and
-- documents, documents:delete removes them.
--
-- Grantees reuse the metrics consent grants (public.data_shares). A grantee organization whose
-- live grant (not revoked, not expired) has include_documents opens every folder the startup
-- marks "open to grantees" (shared_with_grantees) and the documents in it, and reads those
-- objects in the bucket; nothing else. Access is per folder rather than the whole room so that
-- legal papers (incorporation, shareholder agreement, IP) stay private while, say, the finance
-- folder is shared. The grantee's members need documents:read in their own organization, and, as
-- with metrics, a government body is never shown one company's papers whatever it is granted.
-- The policies read the grants on every request, so a revocation or an expiry holds from the next.

create type public.data_room_category as enum ('incorporation', 'shareholder_agreement', 'intellectual_property', 'financial', 'commercial', 'other');

create type public.data_room_access_action as enum ('viewed', 'downloaded');

create table public.data_room_folders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  position integer not null default 0 check (position between 0 and 10000),
  shared_with_grantees boolean not null default false,
  created_at timestamptz not null default now(),
  constraint data_room_folders_name_unique unique (organization_id, name),
  -- A document's folder is named with its organization, so it can never sit in another's folder.
  constraint data_room_folders_organization_id_id_key unique (organization_id, id)
);

create table public.data_room_documents (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  folder_id uuid not null,
  -- The object in the `data-room` bucket; always a clean name in the organization's own folder.
  object_path text not null unique check (char_length(object_path) <= 1024 and app.object_top_folder(object_path) is not distinct from organization_id::text),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  category public.data_room_category not null default 'other',
  file_size bigint check (file_size is null or file_size between 0 and 104857600),
  content_type text check (content_type is null or char_length(content_type) <= 255),
  -- The day the paper stops being valid (a licence, an IP assignment); reminders go out before it.
  expires_at date,
  uploaded_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Only an empty folder is removed: its documents are moved or removed first.
  constraint data_room_documents_folder_fkey foreign key (organization_id, folder_id) references public.data_room_folders (organization_id, id) on delete restrict
);

create index data_room_documents_organization_folder_idx on public.data_room_documents (organization_id, folder_id);
create index data_room_documents_folder_idx on public.data_room_documents (folder_id);
create index data_room_documents_uploaded_by_idx on public.data_room_documents (uploaded_by);
create index data_room_documents_expires_at_idx on public.data_room_documents (expires_at) where expires_at is not null;

create table public.data_room_access_log (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  document_id uuid not null references public.data_room_documents (id) on delete cascade,
  viewer_user_id uuid references public.users (id) on delete set null,
  -- The organization the viewer opened it for: the startup itself, or the grantee.
  viewer_organization_id uuid references public.organizations (id) on delete set null,
  action public.data_room_access_action not null,
  at timestamptz not null default now()
);

create index data_room_access_log_organization_idx on public.data_room_access_log (organization_id, at desc);
create index data_room_access_log_document_idx on public.data_room_access_log (document_id);
create index data_room_access_log_viewer_user_idx on public.data_room_access_log (viewer_user_id);
create index data_room_access_log_viewer_organization_idx on public.data_room_access_log (viewer_organization_id);

-- =============================================================================================
-- What the caller is granted
-- =============================================================================================
-- The live grants with documents the caller holds through an organization where their role reads
-- documents: the startup and the grantee. PL/pgSQL with `rows 10`, like app.metric_grants_to_me:
-- a policy's subquery runs it once per statement, and a caller holds few grants.
create function app.data_room_grants_to_me()
returns table (organization_id uuid, grantee_organization_id uuid)
language plpgsql
stable
security definer
rows 10
set search_path = ''
as $$
begin
  return query
  select s.organization_id, s.grantee_organization_id
  from public.data_shares s
  join public.organizations g on g.id = s.grantee_organization_id
  join public.organization_types t on t.id = g.organization_type_id
  where s.include_documents
    and s.revoked_at is null
    and (s.expires_at is null or s.expires_at > now())
    and t.name <> 'government'
    and s.grantee_organization_id in (select app.my_permitted_organization_ids('documents', 'read'));
end
$$;

-- The folders opened to the caller as a grantee.
create function app.data_room_folders_opened_to_me()
returns setof uuid
language plpgsql
stable
security definer
rows 20
set search_path = ''
as $$
begin
  return query
  select f.id from public.data_room_folders f
  where f.shared_with_grantees and f.organization_id in (select g.organization_id from app.data_room_grants_to_me() g);
end
$$;

-- The bucket objects of the documents opened to the caller as a grantee.
create function app.data_room_objects_opened_to_me()
returns setof text
language plpgsql
stable
security definer
rows 50
set search_path = ''
as $$
begin
  return query
  select d.object_path from public.data_room_documents d
  where d.folder_id in (select app.data_room_folders_opened_to_me());
end
$$;

revoke all on function app.data_room_grants_to_me(), app.data_room_folders_opened_to_me(), app.data_room_objects_opened_to_me() from public;
grant execute on function app.data_room_grants_to_me(), app.data_room_folders_opened_to_me(), app.data_room_objects_opened_to_me() to authenticated;

-- =============================================================================================
-- Grants and policies
-- =============================================================================================
alter table public.data_room_folders enable row level security;
alter table public.data_room_documents enable row level security;
alter table public.data_room_access_log enable row level security;
revoke all on public.data_room_folders from anon, authenticated;
revoke all on public.data_room_documents from anon, authenticated;
revoke all on public.data_room_access_log from anon, authenticated;

grant select, delete on public.data_room_folders to authenticated;
grant insert (organization_id, name, position, shared_with_grantees) on public.data_room_folders to authenticated;
grant update (name, position, shared_with_grantees) on public.data_room_folders to authenticated;

-- The object, its organization and its uploader are set once; a document is renamed, recategorized,
-- given an expiry or moved to another folder of the same organization.
grant select, delete on public.data_room_documents to authenticated;
grant insert (organization_id, folder_id, object_path, name, category, file_size, content_type, expires_at) on public.data_room_documents to authenticated;
grant update (folder_id, name, category, expires_at) on public.data_room_documents to authenticated;

-- Written only by record_data_room_access.
grant select on public.data_room_access_log to authenticated;

create policy "members who read documents, and grantees the folders opened to them, read folders" on public.data_room_folders
  for select to authenticated
  using (
    organization_id in (select app.my_permitted_organization_ids('documents', 'read'))
    or id in (select app.data_room_folders_opened_to_me())
  );

create policy "members who write documents add folders" on public.data_room_folders
  for insert to authenticated
  with check (data_room_folders.organization_id in (select app.my_permitted_organization_ids('documents', 'write')));

create policy "members who write documents change folders" on public.data_room_folders
  for update to authenticated
  using (data_room_folders.organization_id in (select app.my_permitted_organization_ids('documents', 'write')))
  with check (data_room_folders.organization_id in (select app.my_permitted_organization_ids('documents', 'write')));

create policy "members who delete documents remove folders" on public.data_room_folders
  for delete to authenticated
  using (data_room_folders.organization_id in (select app.my_permitted_organization_ids('documents', 'delete')));

create policy "members who read documents, and grantees those in folders opened to them, read documents" on public.data_room_documents
  for select to authenticated
  using (
    organization_id in (select app.my_permitted_organization_ids('documents', 'read'))
    or folder_id in (select app.data_room_folders_opened_to_me())
  );

create policy "members who write documents add documents" on public.data_room_documents
  for insert to authenticated
  with check (data_room_documents.organization_id in (select app.my_permitted_organization_ids('documents', 'write')));

create policy "members who write documents change documents" on public.data_room_documents
  for update to authenticated
  using (data_room_documents.organization_id in (select app.my_permitted_organization_ids('documents', 'write')))
  with check (data_room_documents.organization_id in (select app.my_permitted_organization_ids('documents', 'write')));

create policy "members who delete documents remove documents" on public.data_room_documents
  for delete to authenticated
  using (data_room_documents.organization_id in (select app.my_permitted_organization_ids('documents', 'delete')));

-- A grantee reads nothing of the log: who at the startup or elsewhere opened what is the startup's.
create policy "members who read documents read their organization's access log" on public.data_room_access_log
  for select to authenticated
  using (data_room_access_log.organization_id in (select app.my_permitted_organization_ids('documents', 'read')));

-- The bucket: a grantee reads exactly the objects of the documents opened to it. Members keep
-- their own folder through the files policies.
create policy "grantees read the data room documents opened to them" on storage.objects
  for select to authenticated
  using (bucket_id = 'data-room' and name in (select app.data_room_objects_opened_to_me()));

-- =============================================================================================
-- Recording an access
-- =============================================================================================
-- The only writer of the log: the caller must read the document right now, as a member who reads
-- documents or as a grantee of its folder. Answers the new row's id.
create function public.record_data_room_access(p_document uuid, p_action public.data_room_access_action default 'viewed')
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_document public.data_room_documents%rowtype;
  v_viewer_organization uuid;
  v_id uuid;
begin
  select * into v_document from public.data_room_documents where id = p_document;
  if v_document.id is not null then
    if v_document.organization_id in (select app.my_permitted_organization_ids('documents', 'read')) then
      v_viewer_organization := v_document.organization_id;
    elsif v_document.folder_id in (select app.data_room_folders_opened_to_me()) then
      select g.grantee_organization_id into v_viewer_organization
      from app.data_room_grants_to_me() g
      where g.organization_id = v_document.organization_id
      order by g.grantee_organization_id
      limit 1;
    end if;
  end if;
  if v_viewer_organization is null then
    raise exception using errcode = '42501', message = 'You may not open this document', hint = 'PERMISSION_DENIED';
  end if;
  insert into public.data_room_access_log (organization_id, document_id, viewer_user_id, viewer_organization_id, action)
  values (v_document.organization_id, v_document.id, app.current_user_id(), v_viewer_organization, coalesce(p_action, 'viewed'))
  returning id into v_id;
  return v_id;
end;
$$;

revoke all on function public.record_data_room_access(uuid, public.data_room_access_action) from public, anon, service_role;
grant execute on function public.record_data_room_access(uuid, public.data_room_access_action) to authenticated;

-- =============================================================================================
-- Names the startup and its grantees may not read from the rows
-- =============================================================================================
-- The access log with who opened what, for the startup's members who read documents: the viewers
-- and their organizations are not theirs to read otherwise. Newest first.
create function public.data_room_access_entries(p_organization uuid, p_limit integer default 100)
returns table (id uuid, document_id uuid, document_name text, viewer_name text, viewer_email text, viewer_organization_id uuid, viewer_organization_name text, action public.data_room_access_action, at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.document_id, d.name,
    nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email,
    l.viewer_organization_id, o.name, l.action, l.at
  from public.data_room_access_log l
  join public.data_room_documents d on d.id = l.document_id
  left join public.users u on u.id = l.viewer_user_id
  left join public.organizations o on o.id = l.viewer_organization_id
  where l.organization_id = p_organization
    and app.current_user_can(p_organization, 'documents', 'read')
  order by l.at desc, l.id
  limit least(greatest(coalesce(p_limit, 100), 1), 500)
$$;

-- Who may open the startup's shared folders now: the grantees whose live grant includes documents.
create function public.data_room_grantees(p_organization uuid)
returns table (organization_id uuid, name text, organization_type text, expires_at timestamptz, granted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.name, t.name, s.expires_at, s.granted_at
  from public.data_shares s
  join public.organizations o on o.id = s.grantee_organization_id
  join public.organization_types t on t.id = o.organization_type_id
  where s.organization_id = p_organization
    and s.include_documents
    and s.revoked_at is null
    and (s.expires_at is null or s.expires_at > now())
    and t.name <> 'government'
    and app.current_user_can(p_organization, 'documents', 'read')
  order by o.name, o.id
$$;

-- The companies whose data room is opened to the caller's organizations, by name: a grantee may
-- not read the startup's organization row. Their folders and documents are then read from the
-- tables, where the policies decide.
create function public.data_rooms_shared_with_me()
returns table (organization_id uuid, organization_name text, grantee_organization_id uuid, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (g.organization_id) g.organization_id, o.name, g.grantee_organization_id, s.expires_at
  from app.data_room_grants_to_me() g
  join public.organizations o on o.id = g.organization_id
  join public.data_shares s on s.organization_id = g.organization_id and s.grantee_organization_id = g.grantee_organization_id and s.revoked_at is null
  order by g.organization_id, g.grantee_organization_id
$$;

revoke all on function public.data_room_access_entries(uuid, integer), public.data_room_grantees(uuid), public.data_rooms_shared_with_me() from public, anon, service_role;
grant execute on function public.data_room_access_entries(uuid, integer), public.data_room_grantees(uuid), public.data_rooms_shared_with_me() to authenticated;

-- =============================================================================================
-- Expiry reminders
-- =============================================================================================
-- The job worker calls remind_expiring_data_room_documents hourly, with the metric reminders.
-- A document expiring within 30 days is announced to each member of its organization whose role
-- writes documents, once per document and threshold: at 30 days, then again at 7. Answers how
-- many notifications were written.
alter type public.notification_type add value if not exists 'data_room_document_expiring';

create function public.remind_expiring_data_room_documents()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer := 0;
  v_due record;
begin
  for v_due in
    select d.id, d.organization_id, d.name, d.category, d.expires_at,
      case when d.expires_at - current_date <= 7 then 7 else 30 end as threshold,
      r.user_id
    from public.data_room_documents d
    join public.organisation_roles r on r.organization_id = d.organization_id and r.is_active
    join public.users u on u.id = r.user_id and u.is_active
    where d.expires_at is not null
      and d.expires_at >= current_date
      and d.expires_at <= current_date + 30
      and app.has_permission(r.user_id, d.organization_id, 'documents', 'write')
  loop
    if not exists (
      select 1 from public.notifications n
      where n.recipient_id = v_due.user_id and n.organization_id = v_due.organization_id and n.type = 'data_room_document_expiring'
        and n.data ->> 'documentId' = v_due.id::text and n.data ->> 'threshold' = v_due.threshold::text
    ) then
      perform app.notify(
        v_due.user_id, v_due.organization_id, 'data_room_document_expiring',
        v_due.name || ' expires on ' || to_char(v_due.expires_at, 'FMDD FMMonth YYYY'),
        'Renew it or upload the new version to the data room before it lapses.',
        case when v_due.category in ('incorporation', 'shareholder_agreement', 'intellectual_property') then '/fikrspace/startup/legal' else '/fikrspace/startup/fundraising' end,
        jsonb_build_object('documentId', v_due.id, 'name', v_due.name, 'expiresAt', v_due.expires_at::text, 'threshold', v_due.threshold)
      );
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;

revoke all on function public.remind_expiring_data_room_documents() from public, anon, authenticated;
grant execute on function public.remind_expiring_data_room_documents() to service_role;
