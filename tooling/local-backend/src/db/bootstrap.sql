-- What hosted Supabase already provides before the project's migrations run: the API roles and
-- the parts of the auth schema the platform relies on. The local backend applies this first.
-- Safe to run more than once.

-- ---------------------------------------------------------------------------------------------
-- Roles (cluster-wide objects: created only when missing)
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;

-- Statement timeouts of the API roles, as on hosted Supabase: a caller with the public anon key
-- cannot hold the database for long. The API applies them to every transaction it runs as the role.
-- Roles are shared by every database of a server, so each is only altered when it differs (several
-- databases may be bootstrapped at once on one server).
do $$
declare
  wanted record;
begin
  for wanted in select * from (values ('anon', '3s'), ('authenticated', '8s'), ('service_role', '60s')) as t(role, timeout) loop
    if not exists (
      select 1 from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where r.rolname = wanted.role and s.setdatabase = 0 and ('statement_timeout=' || wanted.timeout) = any (s.setconfig)
    ) then
      execute format('alter role %I set statement_timeout = %L', wanted.role, wanted.timeout);
    end if;
  end loop;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on functions to service_role;
alter default privileges in schema public grant all on sequences to service_role;

-- ---------------------------------------------------------------------------------------------
-- Auth schema
-- ---------------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255) not null default 'authenticated',
  role varchar(255) not null default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  phone text unique,
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- Mail the hosted service would send (recovery, magic links), kept for tests and developers.
create table if not exists auth.outbox (
  id bigserial primary key,
  kind text not null,
  recipient text not null,
  token_hash text not null,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

-- Failed sign-ins are counted in the auth service's memory (src/auth/rate-limit.mjs); databases
-- created earlier still have the table that held them.
drop table if exists auth.sign_in_attempts;

revoke all on all tables in schema auth from anon, authenticated;

-- The claim helpers Supabase defines (supabase/auth migrations), read from the settings the
-- backend writes at the start of every request.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- Which migrations and seed have been applied.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Local auth service bookkeeping (additive; safe on databases created before these columns)
-- ---------------------------------------------------------------------------------------------
-- Authentication methods of a session, repeated in every access token's `amr` claim.
alter table auth.sessions add column if not exists amr jsonb not null default '[]'::jsonb;
-- One-time links and codes: who they are for, until when they work, and whether they were used.
alter table auth.outbox add column if not exists user_id uuid references auth.users (id) on delete cascade;
alter table auth.outbox add column if not exists expires_at timestamptz;
alter table auth.outbox add column if not exists consumed_at timestamptz;
create index if not exists outbox_token_hash_idx on auth.outbox (token_hash);
create index if not exists outbox_recipient_idx on auth.outbox (recipient, kind, created_at);
-- A pending e-mail change (GoTrue's columns): the new address, the token of the mail sent to it and
-- of the one sent to the current address (emptied as each is confirmed), and when they were sent.
alter table auth.users add column if not exists email_change varchar(255) default '';
alter table auth.users add column if not exists email_change_token_new varchar(255) default '';
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
-- When an administrator invited the user (GoTrue's column), null for everyone who signed up.
alter table auth.users add column if not exists invited_at timestamptz;
-- The one-time token of the latest confirmation or invitation mail and of the latest recovery or
-- magic-link mail (GoTrue's columns), emptied when redeemed. Database triggers read how they
-- change, so they follow GoTrue's writes (see src/auth/otp.mjs redeem).
alter table auth.users add column if not exists confirmation_token varchar(255) default '';
alter table auth.users add column if not exists recovery_token varchar(255) default '';
alter table auth.users add column if not exists recovery_sent_at timestamptz;

-- ---------------------------------------------------------------------------------------------
-- Storage schema: what the storage server's migrations leave behind (supabase/storage
-- migrations/tenant, 0001 to 0063), without the dark versioning columns and the analytics,
-- vector and S3 multipart tables. The bytes live on disk (src/storage/file-store.mjs); the rows
-- here say what exists, and row-level security on them decides who may do what.
-- ---------------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'storage' and t.typname = 'buckettype') then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type storage.buckettype not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- The API roles reach both tables; the project's policies decide which rows (the service role
-- bypasses them), as on hosted Supabase (migration 0046).
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Path helpers for policies (0060, 0061): `a/b/c.png` -> {a,b}, 'c.png', 'png'.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The storage call a policy is evaluated for ('storage.object.upload', ...; 0024, 0058).
create or replace function storage.operation() returns text
language plpgsql stable
as $$
begin
  return current_setting('storage.operation', true);
end;
$$;

create or replace function storage.allow_only_operation(expected_operation text) returns boolean
language sql stable
as $$
  select case
    when expected_operation is null or expected_operation = '' then false
    else coalesce(
      regexp_replace(coalesce(storage.operation(), ''), '^storage\.', '') = regexp_replace(expected_operation, '^storage\.', ''),
      false)
  end
$$;

create or replace function storage.allow_any_operation(expected_operations text[]) returns boolean
language sql stable
as $$
  select exists (
    select 1 from unnest(expected_operations) as expected_operation
    where expected_operation is not null and expected_operation <> ''
      and regexp_replace(coalesce(storage.operation(), ''), '^storage\.', '') = regexp_replace(expected_operation, '^storage\.', '')
  )
$$;

-- One level of a bucket under a prefix, files and folders, as the caller sees it (0063's
-- storage.search, same signature and results, written as set-based SQL). Runs as the caller, so
-- SELECT policies decide which files, and so which folders, appear. `search` narrows to entries
-- whose name starts with it, case-insensitively; `levels` is unused, as upstream.
--   name sort: folders and files together by lower(name) in byte order;
--   other sorts: folders first (by name), then files by the column.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz, metadata jsonb)
language plpgsql stable security invoker
as $$
#variable_conflict use_column
declare
  v_limit int := least(coalesce(limits, 100), 1500);
  v_offset int := greatest(coalesce(offsets, 0), 0);
  v_prefix text := coalesce(prefix, '') || coalesce(search, '');
  v_prefix_lower text := lower(coalesce(prefix, '') || coalesce(search, ''));
  v_prefix_len int := length(coalesce(prefix, ''));
  v_asc boolean := lower(coalesce(sortorder, 'asc')) = 'asc';
  v_column text := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at' when 'created_at' then 'created_at' when 'last_accessed_at' then 'last_accessed_at' else 'name' end;
  v_prefix_start int := coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1);
  v_levels int := coalesce(array_length(string_to_array(coalesce(prefix, '') || coalesce(search, ''), '/'), 1), 1);
begin
  if v_column = 'name' then
    return query
    with matched as (
      select o.name as object_name, o.id as object_id, o.updated_at as object_updated_at, o.created_at as object_created_at,
        o.last_accessed_at as object_last_accessed_at, o.metadata as object_metadata,
        lower(o.name) collate "C" as sort_key,
        case when position('/' in substring(o.name from length(v_prefix) + 1)) > 0
          then left(o.name, length(v_prefix) + position('/' in substring(o.name from length(v_prefix) + 1))) end as folder
      from storage.objects o
      where o.bucket_id = bucketname and left(lower(o.name), length(v_prefix_lower)) = v_prefix_lower
    ),
    entries as (
      select substring(m.object_name from v_prefix_len + 1) as entry_name, m.object_id, m.object_updated_at, m.object_created_at,
        m.object_last_accessed_at, m.object_metadata, m.sort_key
      from matched m where m.folder is null
      union all
      select substring(rtrim((array_agg(m.folder order by m.sort_key))[1], '/') from v_prefix_len + 1), null::uuid, null::timestamptz,
        null::timestamptz, null::timestamptz, null::jsonb, case when v_asc then min(m.sort_key) else max(m.sort_key) end
      from matched m where m.folder is not null
      group by lower(m.folder) collate "C"
    )
    select e.entry_name, e.object_id, e.object_updated_at, e.object_created_at, e.object_last_accessed_at, e.object_metadata
    from entries e
    order by case when v_asc then e.sort_key end asc, case when not v_asc then e.sort_key end desc
    limit v_limit offset v_offset;
    return;
  end if;

  return query
  with folders as (
    select distinct array_to_string(o.path_tokens[v_prefix_start:v_levels], '/') as folder
    from storage.objects o
    where o.name ilike v_prefix || '%' and o.bucket_id = bucketname and array_length(o.path_tokens, 1) <> v_levels
  ),
  entries as (
    select f.folder as entry_name, null::uuid as object_id, null::timestamptz as object_updated_at, null::timestamptz as object_created_at,
      null::timestamptz as object_last_accessed_at, null::jsonb as object_metadata, 0 as kind, f.folder as folder_key, null::timestamptz as sort_time
    from folders f
    union all
    select array_to_string(o.path_tokens[v_prefix_start:v_levels], '/'), o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata, 1, null,
      case v_column when 'updated_at' then o.updated_at when 'created_at' then o.created_at else o.last_accessed_at end
    from storage.objects o
    where o.name ilike v_prefix || '%' and o.bucket_id = bucketname and array_length(o.path_tokens, 1) = v_levels
  )
  select e.entry_name, e.object_id, e.object_updated_at, e.object_created_at, e.object_last_accessed_at, e.object_metadata
  from entries e
  order by e.kind,
    case when v_asc then e.folder_key end asc, case when not v_asc then e.folder_key end desc,
    case when v_asc then e.sort_time end asc, case when not v_asc then e.sort_time end desc
  limit v_limit offset v_offset;
end;
$$;

-- updated_at follows every change of an object (0011).
create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects for each row execute function storage.update_updated_at_column();

create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end;
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows of objects and buckets are only deleted through the Storage API, which deletes their
-- bytes too (0055): SQL that deletes them directly fails, as on hosted Supabase.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects for each statement execute function storage.protect_delete();

-- ---------------------------------------------------------------------------------------------
-- Realtime (src/realtime): what hosted Supabase provides for postgres_changes and private channels
-- ---------------------------------------------------------------------------------------------
-- Hosted Realtime reads changes from a logical replication slot. PGlite cannot create one and
-- stock PostgreSQL has no wal2json, so here a trigger on every table of the `supabase_realtime`
-- publication queues each row change in realtime.changes and wakes the backend with a NOTIFY
-- (sent at commit, never for a rolled-back change). The backend then decides, per subscriber,
-- what to deliver (realtime.fanout), under that subscriber's role and claims.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
revoke all on realtime.changes from public, anon, authenticated, service_role;

-- Owned by the bootstrapping superuser, so any role that may write a published table may queue its
-- change. The old row is kept as logical decoding has it: the replica identity at the time of the
-- change (the primary key by default, all columns with REPLICA IDENTITY FULL).
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  queued bigint;
  identity "char";
  old_record jsonb;
begin
  if tg_op <> 'INSERT' then
    select c.relreplident into identity from pg_catalog.pg_class c where c.oid = tg_relid;
    old_record := pg_catalog.to_jsonb(old);
    if identity <> 'f' then
      old_record := coalesce((
        select pg_catalog.jsonb_object_agg(e.key, e.value) from pg_catalog.jsonb_each(old_record) e
        where e.key in (
          select a.attname from pg_catalog.pg_index i
          join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = tg_relid and case identity when 'd' then i.indisprimary when 'i' then i.indisreplident else false end)), '{}');
    end if;
  end if;
  insert into realtime.changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op, case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end, old_record)
  returning id into queued;
  perform pg_catalog.pg_notify('realtime', queued::text);
  return null;
end
$$;

-- Puts the capture trigger on every table of the publication, for the events it publishes, and
-- takes it off tables that left it. Idempotent; run by the DDL event trigger below and by the backend.
create or replace function realtime.sync_publication_triggers() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target record;
begin
  for target in
    with published as (
      select pg_catalog.format('%I.%I', pt.schemaname, pt.tablename)::regclass as entity,
        -- tgtype bits: 1 row, 4 insert, 8 delete, 16 update (0 for "after")
        (1 | (case when bool_or(p.pubinsert) then 4 else 0 end) | (case when bool_or(p.pubdelete) then 8 else 0 end)
          | (case when bool_or(p.pubupdate) then 16 else 0 end))::int2 as tgtype
      from pg_catalog.pg_publication p
      join pg_catalog.pg_publication_tables pt on pt.pubname = p.pubname
      where p.pubname = 'supabase_realtime' and pt.schemaname <> 'realtime'
      group by 1
    ),
    installed as (
      select t.tgrelid::regclass as entity, t.tgtype
      from pg_catalog.pg_trigger t
      where t.tgname = 'realtime_capture_changes' and not t.tgisinternal
    )
    select coalesce(p.entity, i.entity) as entity, p.tgtype as wanted, i.tgtype as present
    from published p full join installed i on i.entity = p.entity
    where p.tgtype is distinct from i.tgtype
  loop
    if target.present is not null then
      execute pg_catalog.format('drop trigger realtime_capture_changes on %s', target.entity);
    end if;
    if target.wanted is not null and target.wanted <> 1 then
      execute pg_catalog.format(
        'create trigger realtime_capture_changes after %s on %s for each row execute function realtime.capture_change()',
        pg_catalog.array_to_string(array_remove(array[
          case when target.wanted & 4 <> 0 then 'insert' end,
          case when target.wanted & 16 <> 0 then 'update' end,
          case when target.wanted & 8 <> 0 then 'delete' end], null), ' or '),
        target.entity);
    end if;
  end loop;
end
$$;

create or replace function realtime.sync_publication_triggers_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.sync_publication_triggers();
exception when others then
  -- A migration must not fail because its tables could not be streamed; the backend syncs again when it starts.
  raise warning 'realtime: could not install change capture triggers: %', sqlerrm;
end
$$;

-- Event triggers need a superuser (PGlite's and a local server's bootstrap user are); without one
-- the backend's own sync (at start and schema reload) still installs the triggers.
do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user)
    and not exists (select 1 from pg_event_trigger where evtname = 'realtime_sync_publication') then
    create event trigger realtime_sync_publication on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE')
      execute function realtime.sync_publication_triggers_on_ddl();
  end if;
end
$$;

-- One subscription filter list (`[{column, op, value, negate}]`, as src/realtime/filters.mjs parses
-- `col=op.value`) as a boolean SQL expression over the row `r` and its JSON `$1`. A column absent
-- from the JSON (a DELETE carries only the replica identity) fails the filter, as upstream.
create or replace function realtime.filter_sql(p_entity regclass, p_filters jsonb) returns text
language plpgsql stable set search_path = ''
as $$
declare
  filter jsonb;
  col text;
  op text;
  val text;
  negate boolean;
  col_type text;
  expr text;
  parts text[] = '{}';
begin
  for filter in select value from pg_catalog.jsonb_array_elements(coalesce(p_filters, '[]')) loop
    col := filter ->> 'column';
    op := filter ->> 'op';
    val := filter ->> 'value';
    negate := coalesce((filter ->> 'negate')::boolean, false);
    col_type := (select a.atttypid::regtype::text from pg_catalog.pg_attribute a
      where a.attrelid = p_entity and a.attname = col and a.attnum > 0 and not a.attisdropped);
    if col_type is null then
      raise exception 'invalid column for filter %', col;
    end if;
    if op = 'is' then
      if val not in ('null', 'true', 'false', 'unknown') then
        raise exception 'invalid value for is filter: must be null, true, false, or unknown';
      end if;
      expr := pg_catalog.format('(r.%I is %s%s)', col, case when negate then 'not ' else '' end, upper(val));
    elsif op = 'isdistinct' then
      expr := pg_catalog.format('(r.%I is %sdistinct from %L::%s)', col, case when negate then 'not ' else '' end, val, col_type);
    else
      expr := case op
        when 'eq' then pg_catalog.format('(r.%I = %L::%s)', col, val, col_type)
        when 'neq' then pg_catalog.format('(r.%I <> %L::%s)', col, val, col_type)
        when 'lt' then pg_catalog.format('(r.%I < %L::%s)', col, val, col_type)
        when 'lte' then pg_catalog.format('(r.%I <= %L::%s)', col, val, col_type)
        when 'gt' then pg_catalog.format('(r.%I > %L::%s)', col, val, col_type)
        when 'gte' then pg_catalog.format('(r.%I >= %L::%s)', col, val, col_type)
        when 'in' then pg_catalog.format('(r.%I = any(%L::%s[]))', col, val, col_type)
        when 'like' then pg_catalog.format('(r.%I like %L)', col, val)
        when 'ilike' then pg_catalog.format('(r.%I ilike %L)', col, val)
        when 'match' then pg_catalog.format('(r.%I ~ %L)', col, val)
        when 'imatch' then pg_catalog.format('(r.%I ~* %L)', col, val)
      end;
      if expr is null then
        raise exception 'unsupported equality operator: %', op;
      end if;
      if negate then
        expr := 'not ' || expr;
      end if;
    end if;
    parts := parts || pg_catalog.format('($1 ? %L and coalesce(%s, false))', col, expr);
  end loop;
  return coalesce(pg_catalog.array_to_string(parts, ' and '), 'true');
end
$$;

-- Checks a postgres_changes binding at join time, as upstream's subscription insert does: the
-- tables of the publication it names, and filters and selected columns the role may read and whose
-- values cast to the column types. Returns how many published tables it covers; raises otherwise.
create or replace function realtime.check_subscription(p_schema text, p_table text, p_role text, p_filters jsonb, p_select jsonb)
returns int
language plpgsql stable set search_path = ''
as $$
declare
  entity regclass;
  tables int = 0;
  filter jsonb;
  col text;
  col_type regtype;
begin
  if pg_catalog.to_regrole(p_role) is null then
    raise exception 'role "%" does not exist', p_role;
  end if;
  for entity in
    select pg_catalog.format('%I.%I', pt.schemaname, pt.tablename)::regclass
    from pg_catalog.pg_publication_tables pt
    where pt.pubname = 'supabase_realtime' and pt.schemaname <> 'realtime'
      and (p_schema = '*' or pt.schemaname = p_schema) and (p_table = '*' or pt.tablename = p_table)
  loop
    tables := tables + 1;
    for filter in select value from pg_catalog.jsonb_array_elements(coalesce(p_filters, '[]')) loop
      col := filter ->> 'column';
      col_type := (select a.atttypid::regtype from pg_catalog.pg_attribute a
        where a.attrelid = entity and a.attname = col and a.attnum > 0 and not a.attisdropped
          and pg_catalog.has_column_privilege(p_role, entity, a.attnum, 'SELECT'));
      if col_type is null then
        raise exception 'invalid column for filter %', col;
      end if;
      if filter ->> 'op' = 'in' and coalesce(pg_catalog.array_length((filter ->> 'value')::text[], 1), 0) > 100 then
        raise exception 'too many values for `in` filter. Maximum 100';
      end if;
      if filter ->> 'op' = 'is' and filter ->> 'value' <> 'null' and col_type <> 'boolean'::regtype then
        raise exception 'is % filter requires a boolean column, got %', filter ->> 'value', col_type::text;
      end if;
      if filter ->> 'op' in ('match', 'imatch') then
        begin
          perform '' ~ (filter ->> 'value');
        exception when others then
          raise exception 'invalid regular expression for % filter: %', filter ->> 'op', sqlerrm;
        end;
      end if;
    end loop;
    for col in select value from pg_catalog.jsonb_array_elements_text(case when pg_catalog.jsonb_typeof(p_select) = 'array' then p_select else '[]' end) loop
      if not exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = entity and a.attname = col and a.attnum > 0
          and not a.attisdropped and pg_catalog.has_column_privilege(p_role, entity, a.attnum, 'SELECT')) then
        raise exception 'invalid column for select %', col;
      end if;
    end loop;
    -- Casts each value and compiles each pattern now, so a bad filter fails the join, not delivery.
    execute pg_catalog.format('select %s from pg_catalog.jsonb_populate_record(null::%s, $1) r',
      realtime.filter_sql(entity, p_filters), entity) using '{}'::jsonb;
  end loop;
  return tables;
end
$$;

-- What one queued change delivers: for each distinct role among the subscribers, the change as
-- that role may see it (columns it may SELECT, only the selected ones), and which subscribers
-- (0-based positions in p_subscribers: [{role, claims, filter, select}]) receive it. Filters are
-- evaluated against the row; on a table with RLS, an INSERT or UPDATE is delivered only when the
-- subscriber may SELECT the row now, under its role and claims (checked once per distinct claims).
-- A DELETE is not checked (the row is gone) and then carries only the primary key, as upstream.
-- Runs as the backend's own (superuser) role: it switches role per check and back.
create or replace function realtime.fanout(
  p_entity regclass, p_type text, p_record jsonb, p_old_record jsonb, p_commit_timestamp timestamptz,
  p_filters jsonb, p_subscribers jsonb)
returns table (data text, subscribers int[])
language plpgsql volatile
as $$
declare
  is_rls boolean;
  pkeys text[];
  filter_results boolean[];
  exprs text;
  too_big boolean = pg_catalog.octet_length(coalesce(p_record, p_old_record)::text) > 1048576;
  base jsonb;
  check_sql text;
  working_role text;
  selectable text[];
  sub record;
  visible_by_claims jsonb = '{}';
  claims_key text;
  has_access boolean;
  groups jsonb;
  grp record;
  cols text[];
begin
  select c.relrowsecurity into is_rls from pg_catalog.pg_class c where c.oid = p_entity;
  pkeys := array(
    select a.attname::text from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = p_entity and i.indisprimary
    order by pg_catalog.array_position(i.indkey::int2[], a.attnum));
  base := pg_catalog.jsonb_build_object('schema', (select n.nspname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where c.oid = p_entity),
    'table', (select c.relname from pg_catalog.pg_class c where c.oid = p_entity), 'type', p_type,
    'commit_timestamp', pg_catalog.to_char(p_commit_timestamp at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));

  if pg_catalog.jsonb_array_length(p_filters) > 0 then
    select pg_catalog.string_agg(realtime.filter_sql(p_entity, f.value), ', ' order by f.ordinality) into exprs
    from pg_catalog.jsonb_array_elements(p_filters) with ordinality f;
    execute pg_catalog.format('select array[%s] from pg_catalog.jsonb_populate_record(null::%s, $1) r', exprs, p_entity)
      into filter_results using case when p_type = 'DELETE' then p_old_record else p_record end;
  end if;

  if is_rls and p_type <> 'DELETE' and pg_catalog.cardinality(pkeys) > 0 then
    select pg_catalog.format('select exists (select 1 from %s where %s)', p_entity,
      pg_catalog.string_agg(pg_catalog.format('%I = %L::%s', a.attname, p_record ->> a.attname::text, a.atttypid::regtype), ' and '))
    into check_sql
    from pg_catalog.pg_attribute a where a.attrelid = p_entity and a.attname = any(pkeys);
  end if;

  for working_role in
    select distinct s.value ->> 'role' from pg_catalog.jsonb_array_elements(p_subscribers) s order by 1
  loop
    if pg_catalog.to_regrole(working_role) is null then
      continue;
    end if;
    selectable := array(
      select a.attname::text from pg_catalog.pg_attribute a
      where a.attrelid = p_entity and a.attnum > 0 and not a.attisdropped
        and pg_catalog.has_column_privilege(working_role, p_entity, a.attnum, 'SELECT'));

    if p_type <> 'DELETE' and (pg_catalog.cardinality(pkeys) = 0 or not pkeys <@ selectable) then
      data := (base || pg_catalog.jsonb_build_object('columns', '[]'::jsonb, 'record', '{}'::jsonb,
        'errors', pg_catalog.jsonb_build_array(case when pg_catalog.cardinality(pkeys) = 0
          then 'Error 400: Bad Request, no primary key' else 'Error 401: Unauthorized' end))
        || case when p_type = 'UPDATE' then '{"old_record": {}}'::jsonb else '{}'::jsonb end)::text;
      subscribers := array(select (s.ordinality - 1)::int from pg_catalog.jsonb_array_elements(p_subscribers) with ordinality s
        where s.value ->> 'role' = working_role);
      return next;
      continue;
    end if;

    groups := '{}';
    for sub in
      select (s.ordinality - 1)::int as position, s.value -> 'claims' as claims, (s.value ->> 'filter')::int as filter,
        coalesce(s.value -> 'select', 'null') as selected
      from pg_catalog.jsonb_array_elements(p_subscribers) with ordinality s
      where s.value ->> 'role' = working_role
    loop
      if sub.filter is not null and not filter_results[sub.filter + 1] then
        continue;
      end if;
      if check_sql is not null then
        claims_key := working_role || ' ' || sub.claims::text;
        has_access := (visible_by_claims ->> claims_key)::boolean;
        if has_access is null then
          begin
            perform pg_catalog.set_config('role', working_role, true), pg_catalog.set_config('request.jwt.claims', sub.claims::text, true);
            execute check_sql into has_access;
            perform pg_catalog.set_config('role', null, true);
          exception when others then
            -- A policy that fails for this subscriber hides the row from it.
            has_access := false;
          end;
          visible_by_claims := visible_by_claims || pg_catalog.jsonb_build_object(claims_key, has_access);
        end if;
        if not has_access then
          continue;
        end if;
      end if;
      groups := pg_catalog.jsonb_set(groups, array[sub.selected::text],
        coalesce(groups -> sub.selected::text, '[]') || pg_catalog.to_jsonb(sub.position));
    end loop;

    for grp in select g.key, g.value from pg_catalog.jsonb_each(groups) g loop
      cols := array(
        select c from pg_catalog.unnest(selectable) c
        where grp.key = 'null' or c = any(pkeys) or c in (select pg_catalog.jsonb_array_elements_text(grp.key::jsonb)));
      data := (base
        || pg_catalog.jsonb_build_object(
          'columns', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
            from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
            where a.attrelid = p_entity and a.attname = any(cols)), '[]'),
          'errors', case when too_big then '["Error 413: Payload Too Large"]'::jsonb end)
        || case when p_type <> 'DELETE' then pg_catalog.jsonb_build_object('record',
          coalesce((select pg_catalog.jsonb_object_agg(e.key, e.value) from pg_catalog.jsonb_each(p_record) e
            where e.key = any(cols) and (not too_big or pg_catalog.octet_length(e.value::text) <= 64)), '{}')) else '{}' end
        || case when p_type <> 'INSERT' then pg_catalog.jsonb_build_object('old_record',
          coalesce((select pg_catalog.jsonb_object_agg(e.key, e.value) from pg_catalog.jsonb_each(p_old_record) e
            where e.key = any(cols) and (not too_big or pg_catalog.octet_length(e.value::text) <= 64)
              and (p_type <> 'DELETE' or not is_rls or e.key = any(pkeys))), '{}')) else '{}' end)::text;
      subscribers := array(select pg_catalog.jsonb_array_elements_text(grp.value)::int);
      return next;
    end loop;
  end loop;
end
$$;

revoke all on function realtime.capture_change(), realtime.sync_publication_triggers(), realtime.sync_publication_triggers_on_ddl(),
  realtime.filter_sql(regclass, jsonb), realtime.check_subscription(text, text, text, jsonb, jsonb),
  realtime.fanout(regclass, text, jsonb, jsonb, timestamptz, jsonb, jsonb) from public;

-- Private channels (`config.private`): join, broadcast and presence are authorized by the
-- project's policies on realtime.messages, probed under the caller's role and claims with
-- realtime.topic() naming the channel (upstream partitions the table by day; one table here).
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

select realtime.sync_publication_triggers();
