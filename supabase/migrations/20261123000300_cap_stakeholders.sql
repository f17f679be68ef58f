-- =============================================================================================
-- Stakeholders of an organization's cap table (Fikr Cap)
-- =============================================================================================
-- The first table that belongs to a product: a row is visible and writable only to members who
-- may open Fikr Cap in the row's organization (app.can_open_product) and whose permission
-- matrix role, or an explicit grant, allows the action on the stakeholders resource
-- (spec 001 §6.2, §6.3).
create table public.stakeholders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  stakeholder_type text not null default 'investor'
    check (stakeholder_type in ('founder', 'investor', 'employee', 'advisor', 'other')),
  email text check (email is null or (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$')),
  shares bigint not null default 0 check (shares >= 0),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The list is read per organization, newest first (the generic paginated read's default order).
create index stakeholders_organization_id_created_at_idx on public.stakeholders (organization_id, created_at desc);
create index stakeholders_created_by_idx on public.stakeholders (created_by);

create trigger set_updated_at before update on public.stakeholders
  for each row execute function app.set_updated_at();

create trigger record_audit after insert or update or delete on public.stakeholders
  for each row execute function app.record_audit();

alter table public.stakeholders enable row level security;
revoke all on public.stakeholders from anon, authenticated;
grant select, delete on public.stakeholders to authenticated;
grant insert (organization_id, name, stakeholder_type, email, shares) on public.stakeholders to authenticated;
grant update (name, stakeholder_type, email, shares) on public.stakeholders to authenticated;
grant all on public.stakeholders to service_role;

create policy "cap members with read on stakeholders read them" on public.stakeholders
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('stakeholders', 'read'))
  );

create policy "cap members with write on stakeholders add them" on public.stakeholders
  for insert to authenticated
  with check (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('stakeholders', 'write'))
  );

create policy "cap members with write on stakeholders change them" on public.stakeholders
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('stakeholders', 'write'))
  )
  with check (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('stakeholders', 'write'))
  );

create policy "cap members with delete on stakeholders remove them" on public.stakeholders
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('stakeholders', 'delete'))
  );
