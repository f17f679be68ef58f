-- =============================================================================================
-- Audit log (spec 001 §2.5 office "Audit Logs")
-- =============================================================================================
-- Written only by triggers on the tables that decide who may see or do what. No foreign keys:
-- history must outlive the users, organizations and rows it describes. actor_id is the auth
-- user id from the request's JWT, null for the service and for migrations.
create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  operation text not null check (operation in ('INSERT', 'UPDATE', 'DELETE')),
  row_id uuid,
  old_data jsonb,
  new_data jsonb,
  actor_id uuid,
  organization_id uuid,
  created_at timestamptz not null default now()
);

create index audit_log_table_name_row_id_idx on public.audit_log (table_name, row_id);
create index audit_log_actor_id_idx on public.audit_log (actor_id);
create index audit_log_organization_id_idx on public.audit_log (organization_id);
create index audit_log_created_at_idx on public.audit_log (created_at desc);

-- Security definer so that a change a user is allowed to make is recorded even though the user
-- may not write (or read) the audit log.
create function app.record_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
begin
  insert into public.audit_log (table_name, operation, row_id, old_data, new_data, actor_id, organization_id)
  values (
    tg_table_name,
    tg_op,
    (v_row ->> 'id')::uuid,
    v_old,
    v_new,
    auth.uid(),
    case when tg_table_name = 'organizations' then (v_row ->> 'id')::uuid else (v_row ->> 'organization_id')::uuid end
  );
  return null;
end
$$;

revoke all on function app.record_audit() from public;

create trigger record_audit after insert or update or delete on public.users
  for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.organizations
  for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.organization_members
  for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.organisation_roles
  for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.user_permissions
  for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.team_member_product_access
  for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.enterprise_roles
  for each row execute function app.record_audit();

-- An audit trail that can be edited proves nothing: rows can be removed (retention) but not changed.
create function app.forbid_audit_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'Audit log entries cannot be changed';
end
$$;

revoke all on function app.forbid_audit_update() from public;

create trigger forbid_audit_update before update on public.audit_log
  for each row execute function app.forbid_audit_update();
