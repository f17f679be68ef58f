-- =============================================================================================
-- Funding rounds and their investor pipeline (Fikr Money)
-- =============================================================================================
-- A round is what a startup raises: a target in one currency, an instrument, a timeline and a
-- status. The investors it approaches move through a pipeline (contacted, meeting, due diligence,
-- term sheet, committed), or pass with a reason. Closing a round (public.close_funding_round)
-- records every committed investor's security in the cap table's ledger (see
-- 20261129100000_cap_table_ledger.sql) and marks those investors and the round closed, all or
-- nothing; nothing else closes a round or an investor, so what the ledger says and what the
-- pipeline says never disagree.
--
-- Access: members who may open Fikr Money, by the permission matrix's `funding_rounds` resource:
-- read reads, write adds and changes (and closes), delete removes. A member whose role is
-- `stakeholder` holds no right on the resource and sees nothing of it. Closing also writes the
-- ledger and may add stakeholders, which the ledger's own policies and checks decide: the function
-- runs as the caller.

-- The ledger's convertible types, so a closed SAFE or note records the instrument it was raised on.
create type public.funding_round_instrument as enum ('priced_equity', 'safe_post_money', 'safe_pre_money', 'convertible_note');
create type public.funding_round_status as enum ('planning', 'open', 'closed', 'cancelled');
create type public.round_investor_stage as enum ('contacted', 'meeting', 'due_diligence', 'term_sheet', 'committed', 'closed', 'passed');
grant usage on type public.funding_round_instrument, public.funding_round_status, public.round_investor_stage to authenticated, service_role;

create table public.funding_rounds (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  instrument public.funding_round_instrument not null,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  target_amount numeric(20, 2) not null check (target_amount > 0),
  minimum_ticket numeric(20, 2) check (minimum_ticket > 0),
  -- A priced round's terms.
  pre_money_valuation numeric(20, 2) check (pre_money_valuation > 0),
  price_per_share numeric(20, 8) check (price_per_share > 0),
  share_class_id uuid references public.share_classes (id) on delete set null,
  -- A SAFE's or a note's terms; a note also bears interest and matures.
  valuation_cap numeric(20, 2) check (valuation_cap > 0),
  discount_percent numeric(5, 2) check (discount_percent >= 0 and discount_percent < 100),
  interest_rate_percent numeric(6, 3) check (interest_rate_percent >= 0),
  matures_on date,
  opens_on date,
  target_close_on date,
  closed_on date,
  status public.funding_round_status not null default 'planning',
  notes text check (char_length(notes) <= 4000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint funding_rounds_name_unique unique (organization_id, name),
  -- An investor's round is named with its organization, so it can never sit in another's round.
  constraint funding_rounds_organization_id_id_key unique (organization_id, id),
  constraint funding_rounds_timeline check (target_close_on is null or opens_on is null or target_close_on >= opens_on),
  constraint funding_rounds_closed_on check ((status = 'closed') = (closed_on is not null)),
  constraint funding_rounds_minimum_ticket check (minimum_ticket is null or minimum_ticket <= target_amount),
  -- Each instrument carries its own terms and no other's.
  constraint funding_rounds_priced_terms check (
    instrument = 'priced_equity' or (pre_money_valuation is null and price_per_share is null and share_class_id is null)
  ),
  constraint funding_rounds_convertible_terms check (
    instrument <> 'priced_equity' or (valuation_cap is null and discount_percent is null and interest_rate_percent is null and matures_on is null)
  ),
  constraint funding_rounds_note_terms check (
    instrument = 'convertible_note' or (interest_rate_percent is null and matures_on is null)
  )
);
create index funding_rounds_organization_id_idx on public.funding_rounds (organization_id, status);
create index funding_rounds_share_class_id_idx on public.funding_rounds (share_class_id) where share_class_id is not null;
create index funding_rounds_created_by_idx on public.funding_rounds (created_by);

create table public.funding_round_investors (
  id uuid primary key default gen_random_uuid(),
  round_id uuid not null,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  investor_name text not null check (char_length(btrim(investor_name)) between 1 and 200),
  -- The investor's own organization on the platform, when it has one.
  investor_organization_id uuid references public.organizations (id) on delete set null,
  -- The cap table's row for the investor; closing the round adds one when none is linked.
  stakeholder_id uuid references public.stakeholders (id) on delete set null,
  contact_email text check (contact_email is null or (char_length(contact_email) <= 320 and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+$')),
  stage public.round_investor_stage not null default 'contacted',
  expected_amount numeric(20, 2) check (expected_amount > 0),
  committed_amount numeric(20, 2) check (committed_amount > 0),
  next_step text check (char_length(next_step) <= 500),
  next_step_on date,
  pass_reason text check (char_length(pass_reason) <= 1000),
  -- The ledger row closing the round recorded for this investor.
  transaction_id uuid references public.cap_table_transactions (id) on delete restrict,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint funding_round_investors_round_fkey foreign key (organization_id, round_id) references public.funding_rounds (organization_id, id) on delete cascade,
  constraint funding_round_investors_pass_reason check (stage <> 'passed' or char_length(btrim(coalesce(pass_reason, ''))) > 0),
  -- What is committed is what closing records.
  constraint funding_round_investors_committed_amount check (stage not in ('committed', 'closed') or committed_amount is not null),
  constraint funding_round_investors_closed check ((stage = 'closed') = (transaction_id is not null))
);
create index funding_round_investors_round_idx on public.funding_round_investors (organization_id, round_id, stage);
create index funding_round_investors_round_id_idx on public.funding_round_investors (round_id);
create index funding_round_investors_investor_organization_id_idx on public.funding_round_investors (investor_organization_id) where investor_organization_id is not null;
create index funding_round_investors_stakeholder_id_idx on public.funding_round_investors (stakeholder_id) where stakeholder_id is not null;
create index funding_round_investors_transaction_id_idx on public.funding_round_investors (transaction_id) where transaction_id is not null;
create index funding_round_investors_created_by_idx on public.funding_round_investors (created_by);

-- ---------------------------------------------------------------------------------------------
-- What the tables accept
-- ---------------------------------------------------------------------------------------------

-- Only public.close_funding_round marks a round or an investor closed, and only after the ledger
-- has recorded it: it names the round it is closing in the transaction-local setting
-- `app.closing_funding_round`, which the checks below let through.

-- A round's share class is of its organization; a signed-in member closes a round only through
-- public.close_funding_round, and a closed round keeps its terms. Writes without a signed-in
-- user (the service, the seeds) are the policies' and the grants' to decide.
create function app.check_funding_round()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Row level security checks an insert only after this trigger: a caller who may not write here
  -- is refused first, so the checks below tell them nothing about another organization's rows.
  if tg_op = 'INSERT' and auth.uid() is not null and new.organization_id not in (select app.my_permitted_organization_ids('funding_rounds', 'write')) then
    raise exception using errcode = '42501', message = 'Permission denied: adding a round needs write on funding rounds';
  end if;
  if new.share_class_id is not null and not exists (select 1 from public.share_classes c where c.id = new.share_class_id and c.organization_id = new.organization_id) then
    raise exception using errcode = '23514', message = 'The share class belongs to another organization', hint = 'VALIDATION_ERROR';
  end if;
  if auth.uid() is null or coalesce(current_setting('app.closing_funding_round', true), '') = new.id::text then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status = 'closed' then
    if (to_jsonb(new) - array['notes', 'updated_at']) is distinct from (to_jsonb(old) - array['notes', 'updated_at']) then
      raise exception using errcode = '23514', message = 'A closed round keeps its terms; only its notes change', hint = 'VALIDATION_ERROR';
    end if;
  elsif new.status = 'closed' or new.closed_on is not null then
    raise exception using errcode = '23514', message = 'A round is closed by closing it, which records its investors in the ledger', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger check_funding_round before insert or update on public.funding_rounds
  for each row execute function app.check_funding_round();

-- An investor's stakeholder is of the round's organization. An investor is closed, and its ledger
-- row named, only by closing the round; after that their stage and amount stay as the ledger
-- recorded them, and a closed round takes no new investor.
create function app.check_round_investor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old_transaction uuid := case when tg_op = 'UPDATE' then old.transaction_id end;
begin
  if tg_op = 'INSERT' and auth.uid() is not null and new.organization_id not in (select app.my_permitted_organization_ids('funding_rounds', 'write')) then
    raise exception using errcode = '42501', message = 'Permission denied: adding an investor needs write on funding rounds';
  end if;
  if new.stakeholder_id is not null and not exists (select 1 from public.stakeholders s where s.id = new.stakeholder_id and s.organization_id = new.organization_id) then
    raise exception using errcode = '23514', message = 'The stakeholder belongs to another organization', hint = 'VALIDATION_ERROR';
  end if;
  if auth.uid() is null or coalesce(current_setting('app.closing_funding_round', true), '') = new.round_id::text then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.stage = 'closed' then
    if (new.stage, new.committed_amount) is distinct from (old.stage, old.committed_amount) then
      raise exception using errcode = '23514', message = 'The investor is recorded in the ledger: their stage and amount stay as recorded', hint = 'VALIDATION_ERROR';
    end if;
  elsif new.stage = 'closed' then
    raise exception using errcode = '23514', message = 'An investor is closed by closing the round, which records them in the ledger', hint = 'VALIDATION_ERROR';
  end if;
  if new.transaction_id is distinct from v_old_transaction then
    raise exception using errcode = '23514', message = 'Only closing the round names an investor''s ledger row', hint = 'VALIDATION_ERROR';
  end if;
  if (tg_op = 'INSERT' or (new.stage, new.committed_amount, new.expected_amount) is distinct from (old.stage, old.committed_amount, old.expected_amount))
     and exists (select 1 from public.funding_rounds r where r.id = new.round_id and r.status = 'closed') then
    raise exception using errcode = '23514', message = 'The round is closed: its pipeline stays as it was recorded', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger check_round_investor before insert or update on public.funding_round_investors
  for each row execute function app.check_round_investor();

revoke all on function app.check_funding_round(), app.check_round_investor() from public;

-- ---------------------------------------------------------------------------------------------
-- Closing a round
-- ---------------------------------------------------------------------------------------------

-- Records the round in the ledger as of p_closed_on: for each committed investor, a stakeholder
-- (the one linked, else one of the same name, else a new investor) and their security (a priced
-- round: shares of its class at its price, as many whole shares as the commitment buys; a SAFE or
-- a note: a convertible for the amount committed, on the round's terms); then those investors and
-- the round are closed. One statement, so any refusal (of this function, of the ledger's checks
-- or of a policy) leaves nothing behind. Runs as the caller: the ledger and the stakeholders
-- decide by their own policies whether the caller may write them.
create function public.close_funding_round(p_round uuid, p_closed_on date)
returns table (investor_id uuid, stakeholder_id uuid, transaction_id uuid)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_round public.funding_rounds;
  v_investor public.funding_round_investors;
  v_stakeholder uuid;
  v_transaction uuid;
  v_quantity bigint;
begin
  if p_round is null or p_closed_on is null then
    raise exception using errcode = '22023', message = 'Name the round and the day it closes', hint = 'VALIDATION_ERROR';
  end if;
  select * into v_round from public.funding_rounds r where r.id = p_round;
  if not found then
    raise exception using errcode = '22023', message = 'There is no such round', hint = 'VALIDATION_ERROR';
  end if;
  if v_round.organization_id not in (select app.my_product_organization_ids('money'))
     or v_round.organization_id not in (select app.my_permitted_organization_ids('funding_rounds', 'write')) then
    raise exception using errcode = '42501', message = 'Permission denied: closing a round needs write on funding rounds';
  end if;
  -- Read again under a lock, so two members closing at once record the round once.
  select * into v_round from public.funding_rounds r where r.id = p_round for update;
  if v_round.status <> 'open' then
    raise exception using errcode = '23514', message = 'Only an open round can be closed', hint = 'VALIDATION_ERROR';
  end if;
  if v_round.opens_on is not null and p_closed_on < v_round.opens_on then
    raise exception using errcode = '23514', message = 'A round cannot close before it opened', hint = 'VALIDATION_ERROR';
  end if;
  if v_round.instrument = 'priced_equity' and (v_round.share_class_id is null or v_round.price_per_share is null) then
    raise exception using errcode = '23514', message = 'A priced round names its share class and price per share before it closes', hint = 'VALIDATION_ERROR';
  end if;
  if not exists (select 1 from public.funding_round_investors i where i.round_id = p_round and i.stage = 'committed') then
    raise exception using errcode = '23514', message = 'The round has no committed investor to record', hint = 'VALIDATION_ERROR';
  end if;

  perform set_config('app.closing_funding_round', p_round::text, true);
  for v_investor in
    select * from public.funding_round_investors i where i.round_id = p_round and i.stage = 'committed' order by i.created_at, i.id
  loop
    v_stakeholder := v_investor.stakeholder_id;
    if v_stakeholder is null then
      select s.id into v_stakeholder from public.stakeholders s
      where s.organization_id = v_round.organization_id and lower(btrim(s.name)) = lower(btrim(v_investor.investor_name))
      order by s.created_at limit 1;
    end if;
    if v_stakeholder is null then
      insert into public.stakeholders (organization_id, name, stakeholder_type, email)
      values (v_round.organization_id, btrim(v_investor.investor_name), 'investor', v_investor.contact_email)
      returning id into v_stakeholder;
    end if;
    if v_round.instrument = 'priced_equity' then
      v_quantity := floor(v_investor.committed_amount / v_round.price_per_share)::bigint;
      if v_quantity < 1 then
        raise exception using errcode = '23514', message = format('%s''s commitment buys no whole share at this price', v_investor.investor_name), hint = 'VALIDATION_ERROR';
      end if;
      insert into public.cap_table_transactions (organization_id, kind, effective_on, stakeholder_id, share_class_id, quantity, price_per_share, amount, note)
      values (v_round.organization_id, 'stock_issuance', p_closed_on, v_stakeholder, v_round.share_class_id, v_quantity, v_round.price_per_share,
        v_investor.committed_amount, left(v_round.name, 2000))
      returning id into v_transaction;
    else
      insert into public.cap_table_transactions (organization_id, kind, effective_on, stakeholder_id, amount, convertible_type, valuation_cap,
        discount_percent, interest_rate_percent, matures_on, note)
      values (v_round.organization_id, 'convertible_issuance', p_closed_on, v_stakeholder, v_investor.committed_amount,
        v_round.instrument::text::public.convertible_type, v_round.valuation_cap, v_round.discount_percent, v_round.interest_rate_percent, v_round.matures_on,
        left(v_round.name, 2000))
      returning id into v_transaction;
    end if;
    update public.funding_round_investors i
    set stage = 'closed', stakeholder_id = v_stakeholder, transaction_id = v_transaction
    where i.id = v_investor.id;
    investor_id := v_investor.id;
    stakeholder_id := v_stakeholder;
    transaction_id := v_transaction;
    return next;
  end loop;
  update public.funding_rounds r set status = 'closed', closed_on = p_closed_on where r.id = p_round;
  perform set_config('app.closing_funding_round', '', true);
end
$$;

-- The service has no caller whose rights could decide.
revoke all on function public.close_funding_round(uuid, date) from public, anon, service_role;
grant execute on function public.close_funding_round(uuid, date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Stamps, audit, grants, policies
-- ---------------------------------------------------------------------------------------------

create trigger set_updated_at before update on public.funding_rounds for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.funding_round_investors for each row execute function app.set_updated_at();
create trigger record_audit after insert or update or delete on public.funding_rounds for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.funding_round_investors for each row execute function app.record_audit();

alter table public.funding_rounds enable row level security;
alter table public.funding_round_investors enable row level security;
revoke all on public.funding_rounds from anon, authenticated;
revoke all on public.funding_round_investors from anon, authenticated;

grant select, delete on public.funding_rounds to authenticated;
grant insert (organization_id, name, instrument, currency, target_amount, minimum_ticket, pre_money_valuation, price_per_share, share_class_id, valuation_cap,
  discount_percent, interest_rate_percent, matures_on, opens_on, target_close_on, status, notes) on public.funding_rounds to authenticated;
-- status and closed_on are written by close_funding_round as the caller; the trigger keeps closing to it.
grant update (name, instrument, currency, target_amount, minimum_ticket, pre_money_valuation, price_per_share, share_class_id, valuation_cap,
  discount_percent, interest_rate_percent, matures_on, opens_on, target_close_on, closed_on, status, notes) on public.funding_rounds to authenticated;

grant select, delete on public.funding_round_investors to authenticated;
grant insert (round_id, organization_id, investor_name, investor_organization_id, stakeholder_id, contact_email, stage, expected_amount, committed_amount,
  next_step, next_step_on, pass_reason) on public.funding_round_investors to authenticated;
-- transaction_id is written by close_funding_round as the caller; the trigger keeps it to closing.
grant update (investor_name, investor_organization_id, stakeholder_id, contact_email, stage, expected_amount, committed_amount, next_step, next_step_on,
  pass_reason, transaction_id) on public.funding_round_investors to authenticated;

grant all on public.funding_rounds, public.funding_round_investors to service_role;

create policy "money members who read funding rounds read them" on public.funding_rounds
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'read'))
  );

create policy "money members who write funding rounds add them" on public.funding_rounds
  for insert to authenticated
  with check (
    funding_rounds.organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'write'))
  );

create policy "money members who write funding rounds change them" on public.funding_rounds
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'write'))
  )
  with check (
    funding_rounds.organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'write'))
  );

create policy "money members who delete funding rounds remove them" on public.funding_rounds
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'delete'))
  );

create policy "money members who read funding rounds read their investors" on public.funding_round_investors
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'read'))
  );

create policy "money members who write funding rounds add investors" on public.funding_round_investors
  for insert to authenticated
  with check (
    funding_round_investors.organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'write'))
  );

create policy "money members who write funding rounds move investors" on public.funding_round_investors
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'write'))
  )
  with check (
    funding_round_investors.organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'write'))
  );

create policy "money members who delete funding rounds remove investors" on public.funding_round_investors
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('money'))
    and organization_id in (select app.my_permitted_organization_ids('funding_rounds', 'delete'))
  );
