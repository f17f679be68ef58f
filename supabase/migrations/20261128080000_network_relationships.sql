-- =============================================================================================
-- A startup's network: the organizations it deals with, and the people it talks to there
-- =============================================================================================
-- One relationship per organization the startup has a tie with (an investor, an accelerator's
-- program, a grant, a customer ...): either a platform organization, named by its id, or one
-- outside the platform, named in words. Each relationship keeps its contacts. The startup's
-- members read the whole network; members whose matrix role may update the organization
-- (organizations update: owner, admin, user) keep it; nobody else reads or writes any of it, the
-- platform's operators included (the network is the startup's own address book).

create type public.network_relationship_kind as enum (
  'investor', 'accelerator', 'program', 'grant', 'government', 'university', 'mentor', 'partner', 'customer', 'supplier', 'other'
);
create type public.network_relationship_status as enum ('prospect', 'active', 'past');

create table public.network_relationships (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- A platform organization goes with its row: the relationship names nothing once it is gone.
  related_organization_id uuid references public.organizations (id) on delete cascade,
  related_name text check (related_name is null or (char_length(related_name) <= 200 and btrim(related_name) <> '')),
  kind public.network_relationship_kind not null,
  status public.network_relationship_status not null default 'active',
  -- When the tie began: a fact of the past, after a mistyped century is ruled out.
  since_on date check (since_on between date '1900-01-01' and current_date),
  notes text check (notes is null or (char_length(notes) <= 2000 and btrim(notes) <> '')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Exactly one of the two names the other side, so a card always has one name to show.
  constraint network_relationships_one_counterpart check ((related_organization_id is null) <> (related_name is null)),
  constraint network_relationships_not_self check (related_organization_id <> organization_id)
);

-- The same organization twice under one kind is a slip, not a second relationship.
create unique index network_relationships_platform_key on public.network_relationships (organization_id, related_organization_id, kind)
  where related_organization_id is not null;
create unique index network_relationships_outside_key on public.network_relationships (organization_id, lower(related_name), kind)
  where related_name is not null;
create index network_relationships_related_organization_idx on public.network_relationships (related_organization_id);

create trigger set_updated_at before update on public.network_relationships
  for each row execute function app.set_updated_at();

-- Only an organization the startup could find among the candidates below (an accelerator, an
-- investor, a government body, a university or a mentors' organization) may be named by id. The
-- names of the organizations a network names are read through network_counterparts, so this
-- keeps a member from learning another startup's name by typing its id. Security definer: the
-- caller may not read the organization it names.
create function app.check_network_counterpart()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.related_organization_id is not null and not exists (
    select 1
    from public.organizations o
    join public.organization_types t on t.id = o.organization_type_id
    where o.id = new.related_organization_id and t.name <> 'startup'
  ) then
    raise exception using errcode = '23514', message = 'A relationship names a platform organization that is not a startup, or a name', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

revoke all on function app.check_network_counterpart() from public;

create trigger check_network_counterpart before insert or update of related_organization_id on public.network_relationships
  for each row execute function app.check_network_counterpart();

create table public.network_contacts (
  id uuid primary key default gen_random_uuid(),
  relationship_id uuid not null references public.network_relationships (id) on delete cascade,
  -- The relationship's organization, copied by the trigger below so that the policies compare a
  -- column rather than look the relationship up for every row.
  organization_id uuid not null references public.organizations (id) on delete cascade,
  full_name text not null check (char_length(full_name) <= 200 and btrim(full_name) <> ''),
  title text check (title is null or (char_length(title) <= 120 and btrim(title) <> '')),
  email text check (email is null or (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')),
  -- What people write in a phone number: digits, spaces, a leading +, dashes and parentheses,
  -- with at least six digits so that a stray dash is not a number.
  phone text check (phone is null or (char_length(phone) <= 40 and phone ~ '^\+?[0-9() -]+$' and phone ~ '([0-9][^0-9]*){6}')),
  -- The same rule as a startup profile's LinkedIn page.
  linkedin_url text check (linkedin_url is null or (char_length(linkedin_url) <= 2048 and linkedin_url ~* '^https://([a-z0-9-]+\.)?linkedin\.com/[^[:space:]]+$')),
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index network_contacts_relationship_idx on public.network_contacts (relationship_id);
create index network_contacts_organization_idx on public.network_contacts (organization_id);
-- One primary contact per relationship, the one the card names first.
create unique index network_contacts_one_primary on public.network_contacts (relationship_id) where is_primary;

create trigger set_updated_at before update on public.network_contacts
  for each row execute function app.set_updated_at();

-- A contact belongs to its relationship's organization, whoever writes it; marking one primary
-- takes the mark from the one before, so a member never has to clear it first. Security definer
-- to read the relationship whatever the caller may see: the policies then decide on the result.
create function app.place_network_contact()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select r.organization_id into new.organization_id from public.network_relationships r where r.id = new.relationship_id;
  if new.organization_id is null then
    raise exception using errcode = '23503', message = 'No such relationship', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create function app.hand_over_primary_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- As the caller: the policies let through exactly the contacts they may change.
  update public.network_contacts set is_primary = false
  where relationship_id = new.relationship_id and is_primary and id <> new.id;
  return new;
end
$$;

revoke all on function app.place_network_contact(), app.hand_over_primary_contact() from public;

create trigger place_network_contact before insert on public.network_contacts
  for each row execute function app.place_network_contact();
create trigger hand_over_primary_contact before insert or update of is_primary on public.network_contacts
  for each row when (new.is_primary) execute function app.hand_over_primary_contact();

-- =============================================================================================
-- Names of platform organizations
-- =============================================================================================
-- The startup's members may not read other organizations' rows, yet a card shows the name of
-- the organization it names, and the form finds one by name.

-- The platform organizations the organization's network names, for its members.
create function public.network_counterparts(p_organization uuid)
returns table (id uuid, name text, organization_type text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct o.id, o.name, t.name
  from public.network_relationships r
  join public.organizations o on o.id = r.related_organization_id
  join public.organization_types t on t.id = o.organization_type_id
  where r.organization_id = p_organization
    and app.is_member(p_organization)
  order by o.name, o.id
$$;

-- The organizations a member who keeps the network may name: every one that is not a startup
-- (startups deal with each other under a name of their own choosing), by part of its name.
create function public.network_counterpart_candidates(p_organization uuid, p_search text default null, p_limit integer default 20)
returns table (id uuid, name text, organization_type text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.name, t.name
  from public.organizations o
  join public.organization_types t on t.id = o.organization_type_id
  where p_organization in (select app.my_permitted_organization_ids('organizations', 'update'))
    and t.name <> 'startup'
    and o.id <> p_organization
    and (
      coalesce(btrim(p_search), '') = ''
      or strpos(lower(o.name), lower(btrim(p_search))) > 0
    )
  order by o.name, o.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50)
$$;

revoke all on function public.network_counterparts(uuid), public.network_counterpart_candidates(uuid, text, integer) from public, anon, service_role;
grant execute on function public.network_counterparts(uuid), public.network_counterpart_candidates(uuid, text, integer) to authenticated;

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.network_relationships enable row level security;
alter table public.network_contacts enable row level security;
revoke all on public.network_relationships from anon, authenticated;
revoke all on public.network_contacts from anon, authenticated;
grant select, delete on public.network_relationships, public.network_contacts to authenticated;
-- A relationship stays with its organization and a contact with its relationship: neither key
-- is updatable, and a contact's organization is the trigger's to write.
grant insert (organization_id, related_organization_id, related_name, kind, status, since_on, notes),
      update (related_organization_id, related_name, kind, status, since_on, notes)
  on public.network_relationships to authenticated;
grant insert (relationship_id, full_name, title, email, phone, linkedin_url, is_primary),
      update (full_name, title, email, phone, linkedin_url, is_primary)
  on public.network_contacts to authenticated;
grant select, insert, update, delete on public.network_relationships, public.network_contacts to service_role;
grant usage on type public.network_relationship_kind, public.network_relationship_status to authenticated, service_role;

create policy "members read their organization's relationships" on public.network_relationships
  for select to authenticated
  using (organization_id in (select app.my_organization_ids()));

-- Spec 001 §6.2: the organization's own records are written by whoever may update it.
create policy "members who may update the organization add relationships" on public.network_relationships
  for insert to authenticated
  with check ((organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))));

create policy "members who may update the organization change relationships" on public.network_relationships
  for update to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')))
  with check ((organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))));

create policy "members who may update the organization remove relationships" on public.network_relationships
  for delete to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')));

create policy "members read their organization's contacts" on public.network_contacts
  for select to authenticated
  using (organization_id in (select app.my_organization_ids()));

create policy "members who may update the organization add contacts" on public.network_contacts
  for insert to authenticated
  with check ((organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))));

create policy "members who may update the organization change contacts" on public.network_contacts
  for update to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')))
  with check ((organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))));

create policy "members who may update the organization remove contacts" on public.network_contacts
  for delete to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')));
