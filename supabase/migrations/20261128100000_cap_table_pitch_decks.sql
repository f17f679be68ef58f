-- =============================================================================================
-- A startup's pitch deck: versions, the current one, sharing, expiring links and who viewed it
-- =============================================================================================
-- The files live in the private `pitch-decks` bucket under the organization's folder
-- (`<organization id>/<file>.pdf`, see 20261128000100_files_buckets.sql, whose policies give the
-- organization's members the objects by the matrix's `documents` resource). These tables describe
-- them: each upload is a version, at most one of them current. Members with documents:read read
-- the versions and the view log, documents:write adds versions and marks the current one,
-- documents:delete removes them, documents:share shares the deck with an accelerator or an
-- investor and makes expiring links. A grantee's members (documents:read in their own
-- organization) read the current version only, its row and its object, for as long as the share
-- exists. Views are written by two security-definer functions only, never by a client's insert.

-- ---------------------------------------------------------------------------------------------
-- Versions
-- ---------------------------------------------------------------------------------------------
create table public.pitch_deck_versions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- The object in `pitch-decks`; its first folder is the organization's, which the storage
  -- policies read, so a version can never name another organization's file (an unclean name,
  -- `<own>/../<other>/x`, has no folder and is refused too).
  object_path text not null unique check (char_length(object_path) <= 1024 and coalesce(app.object_top_folder(object_path) = organization_id::text, false)),
  title text not null check (char_length(btrim(title)) between 1 and 160),
  -- Bytes, as uploaded; the bucket refuses more than 50 MB.
  file_size bigint check (file_size is null or file_size between 1 and 52428800),
  uploaded_by uuid default app.current_user_id() references public.users (id) on delete set null,
  is_current boolean not null default false,
  created_at timestamptz not null default now()
);

create index pitch_deck_versions_organization_idx on public.pitch_deck_versions (organization_id, created_at desc);
create index pitch_deck_versions_uploaded_by_idx on public.pitch_deck_versions (uploaded_by);
-- At most one current version per organization: set_current_pitch_deck moves the mark.
create unique index pitch_deck_versions_one_current_idx on public.pitch_deck_versions (organization_id) where is_current;

alter table public.pitch_deck_versions enable row level security;
revoke all on public.pitch_deck_versions from anon, authenticated;
grant select, delete on public.pitch_deck_versions to authenticated;
-- The current mark and the uploader are the database's: set_current_pitch_deck and the default.
grant insert (organization_id, object_path, title, file_size) on public.pitch_deck_versions to authenticated;
grant all on public.pitch_deck_versions to service_role;

-- ---------------------------------------------------------------------------------------------
-- Shares with a grantee organization
-- ---------------------------------------------------------------------------------------------
create table public.pitch_deck_shares (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  grantee_organization_id uuid not null references public.organizations (id) on delete cascade,
  shared_by uuid default app.current_user_id() references public.users (id) on delete set null,
  shared_at timestamptz not null default now(),
  constraint pitch_deck_shares_pair_key unique (organization_id, grantee_organization_id),
  constraint pitch_deck_shares_not_self check (grantee_organization_id <> organization_id)
);

create index pitch_deck_shares_grantee_idx on public.pitch_deck_shares (grantee_organization_id);
create index pitch_deck_shares_shared_by_idx on public.pitch_deck_shares (shared_by);

alter table public.pitch_deck_shares enable row level security;
revoke all on public.pitch_deck_shares from anon, authenticated;
grant select, delete on public.pitch_deck_shares to authenticated;
grant insert (organization_id, grantee_organization_id) on public.pitch_deck_shares to authenticated;
grant all on public.pitch_deck_shares to service_role;

-- ---------------------------------------------------------------------------------------------
-- Expiring links
-- ---------------------------------------------------------------------------------------------
-- A link is a token in an address of the startup portal (`/shared-deck/<token>`) that anyone may
-- open until it expires or is revoked. The page asks open_pitch_deck_link, which answers the
-- stored signed URL of the file: a storage address the member created with the link, valid for
-- the link's lifetime. Revoking stops the link page at once, but a signed URL someone already
-- copied out of the page stays valid until its own expiry, which is never later than the link's
-- (the storage server checks only its signature and expiry).
create table public.pitch_deck_links (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  version_id uuid not null references public.pitch_deck_versions (id) on delete cascade,
  -- 244 random bits from two version-4 uuids (PostgreSQL's strong random source): not guessable.
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') check (char_length(token) between 32 and 128),
  -- Who the link is for ("Gulf Angels").
  label text not null check (char_length(btrim(label)) between 1 and 120),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- Null until the member's page stores one (the seed's links have none): the link page then
  -- says the link must be renewed.
  signed_url text check (signed_url is null or char_length(signed_url) <= 4096),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint pitch_deck_links_expiry check (expires_at > created_at)
);

create index pitch_deck_links_organization_idx on public.pitch_deck_links (organization_id, created_at desc);
create index pitch_deck_links_version_idx on public.pitch_deck_links (version_id);
create index pitch_deck_links_created_by_idx on public.pitch_deck_links (created_by);

-- A link's version is its organization's; its expiry is in the future and at most 90 days ahead
-- whenever a member sets it (at creation and on renewal); its signed URL is a signed storage address
-- of that version's object (the database does not know the project's host: the link page fetches
-- it under the Content-Security-Policy's connect-src, which names the backend only); a revoked
-- link stays revoked, stamped with the database's time.
create function app.check_pitch_deck_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_path text;
begin
  if tg_op = 'UPDATE' and old.revoked_at is not null then
    raise exception using errcode = '23514', message = 'A revoked link cannot be changed', hint = 'VALIDATION_ERROR';
  end if;
  select v.object_path into v_path from public.pitch_deck_versions v where v.id = new.version_id and v.organization_id = new.organization_id;
  if v_path is null then
    raise exception using errcode = '23514', message = 'The link names a version of another organization', hint = 'VALIDATION_ERROR';
  end if;
  -- A member's request; the seed (no caller) also writes links that have already expired.
  if app.current_user_id() is not null and (tg_op = 'INSERT' or new.expires_at is distinct from old.expires_at) then
    if new.expires_at <= now() or new.expires_at > now() + interval '90 days' then
      raise exception using errcode = '23514', message = 'A link expires in the future, at most 90 days ahead', hint = 'VALIDATION_ERROR';
    end if;
  end if;
  if new.signed_url is not null
     and (new.signed_url !~ '^https?://' or position(('/storage/v1/object/sign/pitch-decks/' || v_path || '?token=') in new.signed_url) = 0) then
    raise exception using errcode = '23514', message = 'The link''s address is not a signed address of its deck', hint = 'VALIDATION_ERROR';
  end if;
  if tg_op = 'UPDATE' and new.revoked_at is not null then
    new.revoked_at := now();
  end if;
  return new;
end;
$$;

create trigger check_pitch_deck_link before insert or update on public.pitch_deck_links
  for each row execute function app.check_pitch_deck_link();

alter table public.pitch_deck_links enable row level security;
revoke all on public.pitch_deck_links from anon, authenticated;
grant select on public.pitch_deck_links to authenticated;
grant insert (organization_id, version_id, label, expires_at, signed_url) on public.pitch_deck_links to authenticated;
-- Renewing sets a new expiry and address; revoking sets revoked_at (the trigger stamps the time).
grant update (expires_at, signed_url, revoked_at) on public.pitch_deck_links to authenticated;
grant all on public.pitch_deck_links to service_role;

-- ---------------------------------------------------------------------------------------------
-- The view log
-- ---------------------------------------------------------------------------------------------
create table public.pitch_deck_views (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Kept when a version is removed: the log is the company's history.
  version_id uuid references public.pitch_deck_versions (id) on delete set null,
  -- Null for a view through a link: its visitor is anonymous.
  viewer_user_id uuid references public.users (id) on delete set null,
  viewer_organization_id uuid references public.organizations (id) on delete set null,
  link_id uuid references public.pitch_deck_links (id) on delete set null,
  viewed_at timestamptz not null default now()
);

create index pitch_deck_views_organization_idx on public.pitch_deck_views (organization_id, viewed_at desc);
create index pitch_deck_views_version_idx on public.pitch_deck_views (version_id);
create index pitch_deck_views_viewer_user_idx on public.pitch_deck_views (viewer_user_id);
create index pitch_deck_views_viewer_organization_idx on public.pitch_deck_views (viewer_organization_id);
create index pitch_deck_views_link_idx on public.pitch_deck_views (link_id);

alter table public.pitch_deck_views enable row level security;
revoke all on public.pitch_deck_views from anon, authenticated;
grant select on public.pitch_deck_views to authenticated;
grant all on public.pitch_deck_views to service_role;

-- ---------------------------------------------------------------------------------------------
-- Helpers the policies read
-- ---------------------------------------------------------------------------------------------
-- Organizations a deck may be shared with: accelerators and investors. A government body reads
-- aggregates, not one company's material; other startups are competitors.
create function app.is_pitch_deck_grantee_type(p_organization uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organizations o join public.organization_types t on t.id = o.organization_type_id
    where o.id = p_organization and t.name in ('accelerator', 'venture_capital')
  )
$$;

-- The startups whose deck is shared with an organization where the caller's role reads
-- documents. Set-wise, once per statement; few rows.
create function app.pitch_decks_shared_with_me()
returns setof uuid
language plpgsql
stable
security definer
rows 10
set search_path = ''
as $$
begin
  return query
  select s.organization_id
  from public.pitch_deck_shares s
  where s.grantee_organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'read') as permitted)
    and app.is_pitch_deck_grantee_type(s.grantee_organization_id);
end
$$;

-- The objects of the current versions shared with the caller: what the storage policy lets a
-- grantee read. An older version's object is not in it.
create function app.shared_pitch_deck_objects()
returns setof text
language plpgsql
stable
security definer
rows 10
set search_path = ''
as $$
begin
  return query
  select v.object_path
  from public.pitch_deck_versions v
  where v.is_current and v.organization_id in (select app.pitch_decks_shared_with_me());
end
$$;

revoke all on function app.check_pitch_deck_link(), app.is_pitch_deck_grantee_type(uuid), app.pitch_decks_shared_with_me(), app.shared_pitch_deck_objects() from public;
grant execute on function app.is_pitch_deck_grantee_type(uuid), app.pitch_decks_shared_with_me(), app.shared_pitch_deck_objects() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------------------------------
create policy "members read their versions, grantees the current one" on public.pitch_deck_versions
  for select to authenticated
  using (
    organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'read') as permitted)
    or (is_current and organization_id in (select app.pitch_decks_shared_with_me()))
  );

create policy "members with documents:write add versions" on public.pitch_deck_versions
  for insert to authenticated
  with check (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'write') as permitted));

create policy "members with documents:delete remove versions" on public.pitch_deck_versions
  for delete to authenticated
  using (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'delete') as permitted));

create policy "the startup's readers and the grantee's members read a share" on public.pitch_deck_shares
  for select to authenticated
  using (
    organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'read') as permitted)
    or grantee_organization_id in (select app.my_organization_ids())
  );

create policy "members with documents:share share with an accelerator or an investor" on public.pitch_deck_shares
  for insert to authenticated
  with check (
    organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'share') as permitted)
    and app.is_pitch_deck_grantee_type(grantee_organization_id)
  );

create policy "members with documents:share unshare" on public.pitch_deck_shares
  for delete to authenticated
  using (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'share') as permitted));

-- A link's row holds a working address of the file: only those who make links read them.
create policy "members with documents:share read their links" on public.pitch_deck_links
  for select to authenticated
  using (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'share') as permitted));

create policy "members with documents:share make links" on public.pitch_deck_links
  for insert to authenticated
  with check (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'share') as permitted));

create policy "members with documents:share renew and revoke links" on public.pitch_deck_links
  for update to authenticated
  using (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'share') as permitted))
  with check (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'share') as permitted));

create policy "the startup's readers read who viewed its deck" on public.pitch_deck_views
  for select to authenticated
  using (organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'read') as permitted));

-- A grantee reads the object of a shared deck's current version, and no other file of the folder.
create policy "grantees read the current version of a deck shared with them" on storage.objects
  for select to authenticated
  using (bucket_id = 'pitch-decks' and name in (select app.shared_pitch_deck_objects()));

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------
-- Moves the current mark to one version of the organization, in one statement each way, so the
-- partial unique index holds throughout.
create function public.set_current_pitch_deck(p_version uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_organization uuid;
begin
  select organization_id into v_organization from public.pitch_deck_versions where id = p_version;
  if v_organization is null or not app.current_user_can(v_organization, 'documents', 'write') then
    raise exception using errcode = '42501', message = 'There is no version of yours to mark current', hint = 'PERMISSION_DENIED';
  end if;
  update public.pitch_deck_versions set is_current = false where organization_id = v_organization and is_current and id <> p_version;
  update public.pitch_deck_versions set is_current = true where id = p_version and not is_current;
  return true;
end;
$$;

-- Logs that the caller opened a version in the page: a member of its organization with
-- documents:read, or a grantee member opening the current version of a deck shared with them.
create function public.record_pitch_deck_view(p_version uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_version public.pitch_deck_versions;
  v_viewer_organization uuid;
begin
  select * into v_version from public.pitch_deck_versions where id = p_version;
  if v_version.id is not null and app.current_user_can(v_version.organization_id, 'documents', 'read') then
    v_viewer_organization := v_version.organization_id;
  elsif v_version.id is not null and v_version.is_current then
    select s.grantee_organization_id into v_viewer_organization
    from public.pitch_deck_shares s
    where s.organization_id = v_version.organization_id
      and s.grantee_organization_id in (select permitted from app.my_permitted_organization_ids('documents', 'read') as permitted)
      and app.is_pitch_deck_grantee_type(s.grantee_organization_id)
    order by s.shared_at
    limit 1;
  end if;
  if v_viewer_organization is null then
    raise exception using errcode = '42501', message = 'This deck is not yours to view', hint = 'PERMISSION_DENIED';
  end if;
  insert into public.pitch_deck_views (organization_id, version_id, viewer_user_id, viewer_organization_id)
  values (v_version.organization_id, v_version.id, app.current_user_id(), v_viewer_organization);
  return true;
end;
$$;

-- The link page's one question, for anyone holding the token, signed in or not. A live link logs
-- a view and answers the deck's title, the company's name and the stored signed URL (null when
-- the link must be renewed); an unknown, expired or revoked token answers no row, and nothing
-- tells them apart. Revocation ends this answer, not a signed URL already copied from the page:
-- that stays valid until its own expiry, at most the link's.
create function public.open_pitch_deck_link(p_token text)
returns table (title text, company_name text, signed_url text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_link public.pitch_deck_links;
begin
  if p_token is null or char_length(p_token) not between 32 and 128 then
    return;
  end if;
  select * into v_link from public.pitch_deck_links l where l.token = p_token and l.revoked_at is null and l.expires_at > now();
  if v_link.id is null then
    return;
  end if;
  insert into public.pitch_deck_views (organization_id, version_id, link_id) values (v_link.organization_id, v_link.version_id, v_link.id);
  return query
  select v.title, o.name, v_link.signed_url, v_link.expires_at
  from public.pitch_deck_versions v join public.organizations o on o.id = v.organization_id
  where v.id = v_link.version_id;
end;
$$;

-- Accelerators and investors a startup may share its deck with and has not yet: by name, as
-- organizations are otherwise visible to their members only.
create function public.pitch_deck_grantee_candidates(p_organization uuid)
returns table (id uuid, name text, organization_type text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.name, t.name
  from public.organizations o
  join public.organization_types t on t.id = o.organization_type_id
  where app.current_user_can(p_organization, 'documents', 'share')
    and t.name in ('accelerator', 'venture_capital')
    and o.id <> p_organization
    and not exists (select 1 from public.pitch_deck_shares s where s.organization_id = p_organization and s.grantee_organization_id = o.id)
  order by o.name, o.id
  limit 100
$$;

-- The organizations a startup's deck is shared with, by name, for its members who read documents.
create function public.pitch_deck_grantees(p_organization uuid)
returns table (share_id uuid, grantee_organization_id uuid, name text, organization_type text, shared_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, o.id, o.name, t.name, s.shared_at
  from public.pitch_deck_shares s
  join public.organizations o on o.id = s.grantee_organization_id
  join public.organization_types t on t.id = o.organization_type_id
  where s.organization_id = p_organization
    and app.current_user_can(p_organization, 'documents', 'read')
  order by o.name, s.id
$$;

-- Who viewed a startup's deck and when, with the viewer's name and organization or the link's
-- label, newest first: for its members who read documents.
create function public.pitch_deck_view_log(p_organization uuid, p_limit integer default 100)
returns table (id uuid, viewed_at timestamptz, version_id uuid, version_title text, viewer_name text, viewer_organization_name text, link_label text)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.viewed_at, w.version_id, v.title,
    nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), o.name, l.label
  from public.pitch_deck_views w
  left join public.pitch_deck_versions v on v.id = w.version_id
  left join public.users u on u.id = w.viewer_user_id
  left join public.organizations o on o.id = w.viewer_organization_id
  left join public.pitch_deck_links l on l.id = w.link_id
  where w.organization_id = p_organization
    and app.current_user_can(p_organization, 'documents', 'read')
  order by w.viewed_at desc, w.id
  limit least(greatest(coalesce(p_limit, 100), 1), 500)
$$;

-- The current decks shared with the caller's organizations, with each company's name (a grantee
-- may not read the startup's organization row).
create function public.shared_pitch_decks()
returns table (version_id uuid, organization_id uuid, company_name text, title text, object_path text, file_size bigint, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.organization_id, o.name, v.title, v.object_path, v.file_size, v.created_at
  from public.pitch_deck_versions v
  join public.organizations o on o.id = v.organization_id
  where v.is_current and v.organization_id in (select app.pitch_decks_shared_with_me())
  order by o.name, v.id
$$;

revoke all on function public.set_current_pitch_deck(uuid), public.record_pitch_deck_view(uuid), public.open_pitch_deck_link(text),
  public.pitch_deck_grantee_candidates(uuid), public.pitch_deck_grantees(uuid), public.pitch_deck_view_log(uuid, integer), public.shared_pitch_decks()
  from public, anon, service_role;
grant execute on function public.set_current_pitch_deck(uuid), public.record_pitch_deck_view(uuid), public.open_pitch_deck_link(text),
  public.pitch_deck_grantee_candidates(uuid), public.pitch_deck_grantees(uuid), public.pitch_deck_view_log(uuid, integer), public.shared_pitch_decks()
  to authenticated;
grant execute on function public.open_pitch_deck_link(text) to anon;
