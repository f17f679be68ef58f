-- =============================================================================================
-- Invitations redeemed by their own token; accounts only after acceptance; unproven passwords
-- =============================================================================================
-- An invitation mail carries a random token whose SHA-256 the job worker stores on the
-- invitation when it writes the mail (the newest mail replaces the token of an earlier one). The
-- link proves only that its holder reads the invited mailbox, so it creates nothing by itself:
-- /accept-invite shows the invitation, and the invitee either signs in to the account that
-- already owns the address or creates one with a password of their choosing (the
-- accept-invitation edge function), then accept_invitation turns the invitation into a
-- membership. No auth account exists for an address before its owner accepts, and no sign-in
-- link of the auth server is involved: a sign-in link to an unconfirmed account would confirm
-- whatever password its creator had set.

alter table public.organization_invitations add column token_hash text;
create unique index organization_invitations_token_hash_key on public.organization_invitations (token_hash);

comment on column public.organization_invitations.token_hash is
  'SHA-256 (hex) of the token in the newest invitation mail; cleared when the invitation is accepted.';

-- ---------------------------------------------------------------------------------------------
-- Invitation sends, counted against limits per inviter, organization and recipient
-- ---------------------------------------------------------------------------------------------
-- Every invitation (and every renewal of one) puts a mail in someone's inbox in the platform's
-- name, so each is counted here: renewals update the invitation row and would otherwise leave no
-- trace. Not exposed through the API (schema app).
create table app.invitation_sends (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  inviter_id uuid references public.users (id) on delete set null,
  email text not null,
  created_at timestamptz not null default now()
);
create index invitation_sends_inviter_idx on app.invitation_sends (inviter_id, created_at);
create index invitation_sends_organization_idx on app.invitation_sends (organization_id, created_at);
create index invitation_sends_email_idx on app.invitation_sends (email, created_at);
revoke all on app.invitation_sends from public, anon, authenticated;

-- The limits, in one place so that the tests and the messages read the same numbers.
create function app.invitation_limits()
returns table (scope text, max_sends int, per interval, message text)
language sql
immutable
security definer
set search_path = ''
as $$
  values
    ('inviter', 20, interval '1 hour', 'You have sent too many invitations in the last hour. Try again later.'),
    ('organization', 50, interval '1 hour', 'This organization has sent too many invitations in the last hour. Try again later.'),
    ('recipient', 3, interval '1 day', 'This address has been sent too many invitations today. Try again tomorrow.')
$$;

revoke all on function app.invitation_limits() from public;

-- ---------------------------------------------------------------------------------------------
-- create_invitation: as before, within the limits
-- ---------------------------------------------------------------------------------------------
--   P0001  one of app.invitation_limits()'s messages     hint RATE_LIMITED
create or replace function public.create_invitation(p_organization_id uuid, p_email text, p_role text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_inviter uuid := app.current_user_id();
  v_invitation public.organization_invitations;
  v_limit record;
  v_sent int;
  v_organization text;
  v_inviter_name text;
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

  -- Concurrent invitations by one inviter, to one organization or one address queue here, so
  -- that two of them cannot both pass the count below.
  perform pg_advisory_xact_lock(hashtextextended('invitation-sends', 0));
  for v_limit in select * from app.invitation_limits() loop
    select count(*) into v_sent
    from app.invitation_sends s
    where s.created_at > now() - v_limit.per
      and case v_limit.scope
            when 'inviter' then s.inviter_id = v_inviter
            when 'organization' then s.organization_id = p_organization_id
            else s.email = v_email
          end;
    if v_sent >= v_limit.max_sends then
      raise exception using message = v_limit.message, hint = 'RATE_LIMITED';
    end if;
  end loop;
  insert into app.invitation_sends (organization_id, inviter_id, email) values (p_organization_id, v_inviter, v_email);

  insert into public.organization_invitations (organization_id, email, role, invited_by)
  values (p_organization_id, v_email, p_role, v_inviter)
  on conflict (organization_id, email) where status = 'pending'
  do update set role = excluded.role, invited_by = excluded.invited_by, expires_at = now() + interval '7 days'
  returning * into v_invitation;

  select o.name into v_organization from public.organizations o where o.id = p_organization_id;
  select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') into v_inviter_name from public.users u where u.id = v_inviter;

  return jsonb_build_object(
    'id', v_invitation.id,
    'email', v_invitation.email,
    'role', v_invitation.role,
    'expiresAt', v_invitation.expires_at,
    'organizationName', v_organization,
    'inviterName', v_inviter_name
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The invitation a token belongs to
-- ---------------------------------------------------------------------------------------------
-- Pending and unexpired only; every other case (unknown, replaced by a newer mail, withdrawn,
-- accepted, expired) answers the same, so a token reveals nothing about invitations it is not.
create function app.invitation_by_token(p_token text)
returns public.organization_invitations
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_invitation public.organization_invitations;
begin
  if p_token is not null and char_length(p_token) between 20 and 200 then
    select * into v_invitation from public.organization_invitations i
    where i.token_hash = encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
      and i.status = 'pending' and i.expires_at > now();
  end if;
  if v_invitation.id is null then
    raise exception using message = 'This invitation link is no longer valid: it has expired, was withdrawn, was already used or was replaced by a newer invitation.', hint = 'INVALID_INVITATION';
  end if;
  return v_invitation;
end
$$;

revoke all on function app.invitation_by_token(text) from public;

-- ---------------------------------------------------------------------------------------------
-- invitation_for_token: what /accept-invite shows the holder of the link
-- ---------------------------------------------------------------------------------------------
-- hasAccount says whether a confirmed account owns the address (sign in to accept) or not
-- (create one). An unconfirmed account does not count: nobody has proven they own it.
create function public.invitation_for_token(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_invitation public.organization_invitations := app.invitation_by_token(p_token);
begin
  return jsonb_build_object(
    'email', v_invitation.email,
    'role', v_invitation.role,
    'expiresAt', v_invitation.expires_at,
    'organizationName', (select o.name from public.organizations o where o.id = v_invitation.organization_id),
    'hasAccount', exists (select 1 from auth.users a where lower(a.email) = v_invitation.email and a.email_confirmed_at is not null)
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- invitation_account: the auth account that holds an invitation's address (service role)
-- ---------------------------------------------------------------------------------------------
-- The accept-invitation edge function removes an unconfirmed one before it creates the
-- invitee's account: whoever registered it never proved they own the address.
create function public.invitation_account(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_invitation public.organization_invitations := app.invitation_by_token(p_token);
  v_account record;
begin
  select a.id, a.email_confirmed_at is not null as confirmed into v_account
  from auth.users a where lower(a.email) = v_invitation.email;
  return jsonb_build_object('email', v_invitation.email, 'accountId', v_account.id, 'confirmed', coalesce(v_account.confirmed, false));
end
$$;

-- ---------------------------------------------------------------------------------------------
-- accept_invitation: the signed-in owner of the invited address joins with the invited role
-- ---------------------------------------------------------------------------------------------
--   P0001  link no longer valid                                  hint INVALID_INVITATION
--   42501  signed in with another address                        hint WRONG_ACCOUNT
-- The token is used once. The organization joined becomes the current one of a user who has
-- none. Returns the organization's id.
create function public.accept_invitation(p_token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.organization_invitations := app.invitation_by_token(p_token);
  v_user public.users;
begin
  select * into v_user from public.users u where u.id = app.current_user_id();
  if v_user.id is null or lower(coalesce(v_user.email, '')) <> v_invitation.email then
    raise exception using errcode = '42501', message = 'This invitation was sent to another e-mail address. Sign in with that address to accept it.', hint = 'WRONG_ACCOUNT';
  end if;
  perform 1 from public.organization_invitations i where i.id = v_invitation.id and i.status = 'pending' for update;
  if not found then
    raise exception using message = 'This invitation link is no longer valid: it has expired, was withdrawn, was already used or was replaced by a newer invitation.', hint = 'INVALID_INVITATION';
  end if;

  insert into public.organization_members (user_id, organization_id)
  values (v_user.id, v_invitation.organization_id)
  on conflict (user_id, organization_id) do nothing;

  update public.organisation_roles r set is_active = false
  where r.user_id = v_user.id and r.organization_id = v_invitation.organization_id and r.is_active;
  insert into public.organisation_roles (user_id, organization_id, role, granted_by, is_active)
  values (v_user.id, v_invitation.organization_id, v_invitation.role, v_invitation.invited_by, true);

  update public.organization_invitations
  set status = 'accepted', accepted_by = v_user.id, accepted_at = now(), token_hash = null
  where id = v_invitation.id;

  if v_user.organization_id is null then
    update public.users set organization_id = v_invitation.organization_id where id = v_user.id;
  end if;
  return v_invitation.organization_id;
end
$$;

-- Accepting every pending invitation of one's address without the mail's token trusted whoever
-- held an account with that address; the token is now the proof.
drop function public.accept_invitations();

revoke all on function public.invitation_for_token(text), public.invitation_account(text), public.accept_invitation(text) from public, anon, authenticated, service_role;
grant execute on function public.invitation_for_token(text) to anon, authenticated;
grant execute on function public.invitation_account(text) to service_role;
grant execute on function public.accept_invitation(text) to authenticated;

-- =============================================================================================
-- A password nobody proved they may set is forgotten
-- =============================================================================================
-- Anyone may register someone else's address with a password of their own and leave it
-- unconfirmed. If the address's owner then confirms it through anything but that registration's
-- own confirmation mail (an invitation, a recovery link or code, a magic link: each proves the
-- mailbox, none the password), the account must not keep that password or any session. The auth
-- server records these steps in its own columns (GoTrue's invited_at and recovery_token), which
-- this trigger reads:
--   * a recovery or magic-link token, as a link or as its code, is redeemed (recovery_token
--     emptied) while unconfirmed;
--   * the account is confirmed after an invitation (invited_at set).
-- A one-time code asked for an unconfirmed address is that registration's confirmation mail sent
-- again (GoTrue sends the sign-up confirmation then), and confirms it as such.
-- The password becomes empty, which no password sign-in matches; the new session the link
-- itself opens is created after this update and is kept.
create function app.forget_unproven_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null
     and (
       (coalesce(old.recovery_token, '') <> '' and coalesce(new.recovery_token, '') = '')
       or (new.email_confirmed_at is not null and new.invited_at is not null)
     )
  then
    new.encrypted_password := '';
    delete from auth.sessions s where s.user_id = new.id;
  end if;
  return new;
end
$$;

revoke all on function app.forget_unproven_password() from public;

create trigger forget_unproven_password
  before update on auth.users
  for each row execute function app.forget_unproven_password();

-- =============================================================================================
-- The welcome mail goes out once the address is confirmed
-- =============================================================================================
-- Sending it at registration mailed any address anyone typed into the sign-up form. An invited
-- address gets its invitation instead. It carries no name: whoever registered the address wrote
-- the name, and may not be the address's owner who confirmed it.
drop trigger enqueue_welcome_mail on public.users;
drop function app.enqueue_welcome_mail();

create function app.enqueue_welcome_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is not null
     and new.invited_at is null
     and not exists (select 1 from public.organization_invitations i where i.email = lower(new.email) and i.status = 'pending')
  then
    insert into public.background_jobs (type, data, priority)
    values ('email', jsonb_build_object('action', 'send-welcome', 'userId', new.id, 'email', new.email), 3);
  end if;
  return null;
end
$$;

revoke all on function app.enqueue_welcome_mail() from public;

create trigger enqueue_welcome_mail
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function app.enqueue_welcome_mail();
