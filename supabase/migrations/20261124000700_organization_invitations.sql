-- =============================================================================================
-- Organization invitations (spec 001 §3 "send-invitation", §2 /accept-invite)
-- =============================================================================================
-- An organization's access managers invite someone by e-mail with a matrix role. The
-- invite-member edge function records the invitation through create_invitation (as the caller, so
-- this file's checks decide), asks the auth server for a sign-in link and enqueues the invitation
-- mail (priority 5). Whoever opens the link lands on /accept-invite signed in as that address,
-- and accept_invitations turns their pending invitations into memberships and roles.

create table public.organization_invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and email = lower(email)),
  role text not null references app.permission_roles (role),
  invited_by uuid references public.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'revoked')),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_by uuid references public.users (id) on delete set null,
  accepted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One open invitation per address and organization; inviting again renews it.
create unique index organization_invitations_pending_key on public.organization_invitations (organization_id, email) where status = 'pending';
create index organization_invitations_email_idx on public.organization_invitations (email) where status = 'pending';
create index organization_invitations_organization_id_idx on public.organization_invitations (organization_id);
create index organization_invitations_role_idx on public.organization_invitations (role);
create index organization_invitations_invited_by_idx on public.organization_invitations (invited_by);
create index organization_invitations_accepted_by_idx on public.organization_invitations (accepted_by);

create trigger set_updated_at before update on public.organization_invitations
  for each row execute function app.set_updated_at();

alter table public.organization_invitations enable row level security;

-- Read: the organization's access managers, the platform operators, and the invited address.
-- Written only through the functions below.
revoke all on public.organization_invitations from anon, authenticated;
grant select on public.organization_invitations to authenticated;
grant all on public.organization_invitations to service_role;

create policy "access managers, operators and the invitee read invitations" on public.organization_invitations
  for select to authenticated
  using (
    app.can_manage_access(organization_id)
    or (select app.is_owner_or_manager())
    or email = (select lower(u.email) from public.users u where u.id = (select app.current_user_id()))
  );

-- ---------------------------------------------------------------------------------------------
-- create_invitation: an access manager invites an address with a role
-- ---------------------------------------------------------------------------------------------
--   42501  'Permission denied: write on admin'       hint PERMISSION_DENIED
--   22023  'Enter a valid e-mail address.' / invalid role      hint VALIDATION_ERROR
--   P0001  'This person is already a member of the organization.'  hint BUSINESS_RULE_VIOLATION
create function public.create_invitation(p_organization_id uuid, p_email text, p_role text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_invitation public.organization_invitations;
  v_organization text;
  v_inviter text;
begin
  perform app.require_access_manager(p_organization_id);
  if char_length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception using errcode = '22023', message = 'Enter a valid e-mail address.', hint = 'VALIDATION_ERROR';
  end if;
  if not exists (select 1 from app.permission_roles r where r.role = p_role) then
    raise exception using errcode = '22023', message = format('invalid role: %s', p_role), hint = 'VALIDATION_ERROR';
  end if;
  if exists (
    select 1 from public.organization_members m join public.users u on u.id = m.user_id
    where m.organization_id = p_organization_id and lower(u.email) = v_email
  ) then
    raise exception using message = 'This person is already a member of the organization.', hint = 'BUSINESS_RULE_VIOLATION';
  end if;

  insert into public.organization_invitations (organization_id, email, role, invited_by)
  values (p_organization_id, v_email, p_role, app.current_user_id())
  on conflict (organization_id, email) where status = 'pending'
  do update set role = excluded.role, invited_by = excluded.invited_by, expires_at = now() + interval '7 days'
  returning * into v_invitation;

  select o.name into v_organization from public.organizations o where o.id = p_organization_id;
  select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') into v_inviter from public.users u where u.id = app.current_user_id();

  return jsonb_build_object(
    'id', v_invitation.id,
    'email', v_invitation.email,
    'role', v_invitation.role,
    'expiresAt', v_invitation.expires_at,
    'organizationName', v_organization,
    'inviterName', v_inviter
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- revoke_invitation: an access manager withdraws a pending invitation
-- ---------------------------------------------------------------------------------------------
create function public.revoke_invitation(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_organization uuid;
begin
  select i.organization_id into v_organization from public.organization_invitations i where i.id = p_id;
  perform app.require_access_manager(v_organization);
  update public.organization_invitations set status = 'revoked' where id = p_id and status = 'pending';
  return found;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- accept_invitations: the signed-in user joins every organization that invited their address
-- ---------------------------------------------------------------------------------------------
-- Pending, unexpired invitations of the caller's own e-mail address (the auth server proved they
-- hold it when the link signed them in) become a membership and the invited role. The first
-- organization joined becomes the current one of a user who has none. Returns the organization
-- ids joined now.
create function public.accept_invitations()
returns uuid[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user public.users;
  v_invitation public.organization_invitations;
  v_joined uuid[] := '{}';
begin
  select * into v_user from public.users u where u.id = app.current_user_id();
  if v_user.id is null or v_user.email is null then
    return v_joined;
  end if;

  for v_invitation in
    select * from public.organization_invitations i
    where i.email = lower(v_user.email) and i.status = 'pending' and i.expires_at > now()
    order by i.created_at
    for update
  loop
    insert into public.organization_members (user_id, organization_id)
    values (v_user.id, v_invitation.organization_id)
    on conflict (user_id, organization_id) do nothing;

    update public.organisation_roles r set is_active = false
    where r.user_id = v_user.id and r.organization_id = v_invitation.organization_id and r.is_active;
    insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active)
    values (v_user.id, v_invitation.organization_id, v_invitation.role, v_invitation.invited_by, true);

    update public.organization_invitations
    set status = 'accepted', accepted_by = v_user.id, accepted_at = now()
    where id = v_invitation.id;
    v_joined := v_joined || v_invitation.organization_id;
  end loop;

  if v_user.organization_id is null and cardinality(v_joined) > 0 then
    update public.users set organization_id = v_joined[1] where id = v_user.id;
  end if;
  return v_joined;
end
$$;

revoke all on function public.create_invitation(uuid, text, text), public.revoke_invitation(uuid), public.accept_invitations() from public, anon, service_role;
grant execute on function public.create_invitation(uuid, text, text), public.revoke_invitation(uuid), public.accept_invitations() to authenticated;

-- An invited user gets the invitation, not a welcome mail telling them their account is ready.
create or replace function app.enqueue_welcome_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null and not exists (select 1 from auth.users a where a.id = new.id and a.invited_at is not null) then
    insert into public.background_jobs (type, data, priority)
    values ('email', jsonb_build_object('action', 'send-welcome', 'userId', new.id, 'email', new.email, 'firstName', new.first_name), 3);
  end if;
  return null;
end
$$;
