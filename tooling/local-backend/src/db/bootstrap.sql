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
