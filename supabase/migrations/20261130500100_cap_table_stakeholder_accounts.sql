-- =============================================================================================
-- A stakeholder row finds its account by e-mail
-- =============================================================================================
-- A stakeholder who is also a member of the company sees their own holdings and vesting through
-- stakeholders.user_id (20261129100000_cap_table_ledger.sql). The link follows the e-mail the cap
-- table gives the stakeholder: set when the row is written and a member of the company has that
-- address, or when someone with that address joins the company later (an invitation accepted).
-- Only a member of the stakeholder's own company is ever linked, so a link never shows one
-- company's rows to an account outside it.

create function app.link_stakeholder_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null then
    if not exists (select 1 from public.organization_members m where m.organization_id = new.organization_id and m.user_id = new.user_id) then
      raise exception 'A stakeholder can be linked only to an account of a member of the company' using errcode = '23514', hint = 'VALIDATION_ERROR';
    end if;
  elsif new.email is not null and (tg_op = 'INSERT' or new.email is distinct from old.email) then
    select u.id into new.user_id
    from public.organization_members m
    join public.users u on u.id = m.user_id
    where m.organization_id = new.organization_id and lower(u.email) = lower(btrim(new.email))
    order by u.created_at
    limit 1;
  end if;
  return new;
end
$$;

create trigger link_stakeholder_account before insert or update of user_id, email on public.stakeholders
  for each row execute function app.link_stakeholder_account();

-- A member who joins finds the stakeholder rows of that company written to their address.
create function app.link_joining_member_to_stakeholders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.stakeholders s
  set user_id = new.user_id
  from public.users u
  where u.id = new.user_id and s.organization_id = new.organization_id and s.user_id is null
    and s.email is not null and lower(btrim(s.email)) = lower(u.email);
  return new;
end
$$;

create trigger link_joining_member_to_stakeholders after insert on public.organization_members
  for each row execute function app.link_joining_member_to_stakeholders();

revoke all on function app.link_stakeholder_account(), app.link_joining_member_to_stakeholders() from public;
