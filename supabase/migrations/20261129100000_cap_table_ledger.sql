-- =============================================================================================
-- The cap table as a ledger (Fikr Cap)
-- =============================================================================================
-- Share classes, equity plans and vesting terms describe the company; securities are issued,
-- moved and ended by transactions in one append-only ledger, shaped after the Open Cap Table
-- Format's transactions so that a package imports and exports without translation. What a
-- stakeholder holds is derived from the ledger as of any date (public.cap_table_positions), never
-- typed in. A mistake is undone by a compensating `reversal` row, so the history stays whole: the
-- ledger grants no update and no delete to anyone.
--
-- Access: members who may open Fikr Cap, by the permission matrix's `cap_table` resource (read,
-- write; delete for the descriptive rows). A member whose role is `stakeholder` reads the classes,
-- plans and terms, but of the ledger only what concerns them: the transactions of the stakeholder
-- rows linked to their account (stakeholders.user_id).

create type public.share_class_type as enum ('common', 'preferred');
create type public.equity_compensation_type as enum ('option_iso', 'option_nso', 'rsu');
create type public.convertible_type as enum ('safe_post_money', 'safe_pre_money', 'convertible_note');
create type public.vesting_period_unit as enum ('days', 'months');
create type public.acceleration_trigger as enum ('single', 'double');
create type public.cap_transaction_kind as enum (
  -- Transactions that create a security (its id is the row's id).
  'stock_issuance', 'equity_compensation_issuance', 'warrant_issuance', 'convertible_issuance',
  -- Transactions that act on a security; the first four also create one (the recipient's shares).
  'stock_transfer', 'equity_compensation_exercise', 'warrant_exercise', 'convertible_conversion',
  'stock_cancellation', 'stock_repurchase', 'equity_compensation_cancellation', 'warrant_cancellation',
  'convertible_cancellation', 'vesting_event', 'vesting_acceleration',
  -- Undoes one earlier transaction from its own date on.
  'reversal'
);
grant usage on type public.share_class_type, public.equity_compensation_type, public.convertible_type,
  public.vesting_period_unit, public.acceleration_trigger, public.cap_transaction_kind to authenticated, service_role;

-- A stakeholder row may name the account it belongs to, so that person sees their own holdings.
alter table public.stakeholders add column user_id uuid references public.users (id) on delete set null;
create index stakeholders_user_id_idx on public.stakeholders (user_id);
grant insert (user_id), update (user_id) on public.stakeholders to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who reads what
-- ---------------------------------------------------------------------------------------------

-- Organizations where the caller's active role is `stakeholder`: there the ledger shows them only
-- their own rows.
create function app.my_stakeholder_role_organization_ids()
returns setof uuid
language sql
stable
security definer
rows 3
set search_path = ''
as $$
  select m.organization_id
  from public.organization_members m
  join public.users u on u.id = m.user_id and u.auth_id = auth.uid() and u.is_active
  where app.active_role(u.id, m.organization_id) = 'stakeholder'
$$;

-- The stakeholder rows linked to the caller's account.
create function app.my_stakeholder_ids()
returns setof uuid
language sql
stable
security definer
rows 3
set search_path = ''
as $$
  select s.id
  from public.stakeholders s
  join public.users u on u.id = s.user_id and u.auth_id = auth.uid() and u.is_active
$$;

revoke all on function app.my_stakeholder_role_organization_ids(), app.my_stakeholder_ids() from public;
grant execute on function app.my_stakeholder_role_organization_ids(), app.my_stakeholder_ids() to authenticated, service_role;

-- The stakeholder role reads the stakeholder rows linked to it, no longer the whole list.
drop policy "cap members with read on stakeholders read them" on public.stakeholders;
create policy "cap members with read on stakeholders read them, a stakeholder their own" on public.stakeholders
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('stakeholders', 'read'))
    and (organization_id not in (select app.my_stakeholder_role_organization_ids()) or id in (select app.my_stakeholder_ids()))
  );

-- ---------------------------------------------------------------------------------------------
-- Share classes, equity plans, vesting terms
-- ---------------------------------------------------------------------------------------------

create table public.share_classes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  class_type public.share_class_type not null,
  authorized_shares bigint not null check (authorized_shares > 0),
  price_per_share numeric(20, 8) check (price_per_share >= 0),
  par_value numeric(20, 8) check (par_value >= 0),
  -- Higher is paid first in a liquidation; equal seniorities share pro rata.
  seniority integer not null default 1 check (seniority between 0 and 100),
  liquidation_preference_multiple numeric(8, 4) not null default 1 check (liquidation_preference_multiple >= 0),
  is_participating boolean not null default false,
  -- Total return of a participating class as a multiple of its investment; null: no cap.
  participation_cap_multiple numeric(8, 4) check (participation_cap_multiple > 0),
  -- Common shares each share converts into.
  conversion_ratio numeric(12, 6) not null default 1 check (conversion_ratio > 0),
  board_approved_on date,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  -- Common stock carries no preference terms.
  check (class_type = 'preferred' or (not is_participating and participation_cap_multiple is null)),
  check (is_participating or participation_cap_multiple is null)
);
create index share_classes_organization_id_idx on public.share_classes (organization_id, seniority desc, name);
create index share_classes_created_by_idx on public.share_classes (created_by);

create table public.equity_plans (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  share_class_id uuid not null references public.share_classes (id) on delete restrict,
  shares_reserved bigint not null check (shares_reserved > 0),
  board_approved_on date,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name)
);
create index equity_plans_organization_id_idx on public.equity_plans (organization_id);
create index equity_plans_share_class_id_idx on public.equity_plans (share_class_id);
create index equity_plans_created_by_idx on public.equity_plans (created_by);

-- Any cliff and length: `cliff_length` and `total_length` count `period_unit`s from the vesting
-- start, and a share of the grant vests every `period_length` of them (monthly: 1 month).
create table public.vesting_terms (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  period_unit public.vesting_period_unit not null default 'months',
  period_length integer not null default 1 check (period_length > 0),
  cliff_length integer not null default 0 check (cliff_length >= 0),
  total_length integer not null check (total_length > 0),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  check (cliff_length <= total_length),
  check (total_length % period_length = 0)
);
create index vesting_terms_organization_id_idx on public.vesting_terms (organization_id);
create index vesting_terms_created_by_idx on public.vesting_terms (created_by);

-- ---------------------------------------------------------------------------------------------
-- The ledger
-- ---------------------------------------------------------------------------------------------

create table public.cap_table_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind public.cap_transaction_kind not null,
  effective_on date not null,
  -- The security acted on; for a transaction that creates one, its own id (set on insert).
  security_id uuid not null,
  -- The holder of that security (set on insert from the security for the acting kinds).
  stakeholder_id uuid references public.stakeholders (id) on delete restrict,
  -- A transfer's recipient.
  to_stakeholder_id uuid references public.stakeholders (id) on delete restrict,
  -- Stock: its class; an exercise or a conversion: the class of the shares it creates.
  share_class_id uuid references public.share_classes (id) on delete restrict,
  equity_plan_id uuid references public.equity_plans (id) on delete restrict,
  quantity bigint check (quantity > 0),
  -- Issue price, a warrant's or an option's exercise price, a repurchase price.
  price_per_share numeric(20, 8) check (price_per_share >= 0),
  -- A convertible's principal, or the cash paid for an issuance.
  amount numeric(20, 2) check (amount > 0),
  compensation_type public.equity_compensation_type,
  expires_on date,
  vesting_terms_id uuid references public.vesting_terms (id) on delete restrict,
  vesting_starts_on date,
  acceleration_trigger public.acceleration_trigger,
  acceleration_percent numeric(5, 2) check (acceleration_percent > 0 and acceleration_percent <= 100),
  convertible_type public.convertible_type,
  valuation_cap numeric(20, 2) check (valuation_cap > 0),
  discount_percent numeric(5, 2) check (discount_percent >= 0 and discount_percent < 100),
  interest_rate_percent numeric(6, 3) check (interest_rate_percent >= 0),
  matures_on date,
  mfn boolean,
  pro_rata boolean,
  reverses_transaction_id uuid references public.cap_table_transactions (id) on delete restrict,
  note text check (char_length(note) <= 2000),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((kind = 'reversal') = (reverses_transaction_id is not null)),
  check ((acceleration_trigger is null) = (acceleration_percent is null)),
  check ((vesting_terms_id is null) = (vesting_starts_on is null))
);
create index cap_table_transactions_organization_id_idx on public.cap_table_transactions (organization_id, effective_on);
create index cap_table_transactions_security_id_idx on public.cap_table_transactions (security_id);
create index cap_table_transactions_stakeholder_id_idx on public.cap_table_transactions (stakeholder_id);
create index cap_table_transactions_to_stakeholder_id_idx on public.cap_table_transactions (to_stakeholder_id) where to_stakeholder_id is not null;
create index cap_table_transactions_share_class_id_idx on public.cap_table_transactions (share_class_id);
create index cap_table_transactions_equity_plan_id_idx on public.cap_table_transactions (equity_plan_id) where equity_plan_id is not null;
create index cap_table_transactions_created_by_idx on public.cap_table_transactions (created_by);
create index cap_table_transactions_vesting_terms_id_idx on public.cap_table_transactions (vesting_terms_id) where vesting_terms_id is not null;
-- A transaction is reversed at most once.
create unique index cap_table_transactions_reverses_idx on public.cap_table_transactions (reverses_transaction_id) where reverses_transaction_id is not null;

-- What a security is: the kind of the transaction that created it, told as a holding.
create function app.holding_kind(p_kind public.cap_transaction_kind, p_compensation public.equity_compensation_type)
returns text
language sql
immutable
security definer
set search_path = ''
as $$
  select case
    when p_kind in ('stock_issuance', 'stock_transfer', 'equity_compensation_exercise', 'warrant_exercise', 'convertible_conversion') then 'stock'
    when p_kind = 'equity_compensation_issuance' then case when p_compensation = 'rsu' then 'rsu' else 'option' end
    when p_kind = 'warrant_issuance' then 'warrant'
    when p_kind = 'convertible_issuance' then 'convertible'
  end
$$;

-- Every security of an organization and what is left of it as of a date: transactions dated after
-- it, reversals included, do not count. Run as the caller, so each reads what their policies
-- allow (a stakeholder: their own securities).
create function public.cap_table_positions(p_organization_id uuid, p_as_of date default current_date)
returns table (
  security_id uuid,
  holding_kind text,
  stakeholder_id uuid,
  share_class_id uuid,
  equity_plan_id uuid,
  issued_on date,
  quantity_issued bigint,
  quantity_outstanding bigint,
  amount_outstanding numeric,
  price_per_share numeric,
  vesting_terms_id uuid,
  vesting_starts_on date
)
language sql
stable
security invoker
set search_path = ''
as $$
  with live as (
    select t.*
    from public.cap_table_transactions t
    where t.organization_id = p_organization_id
      and t.effective_on <= p_as_of
      and t.kind <> 'reversal'
      and not exists (
        select 1 from public.cap_table_transactions r
        where r.reverses_transaction_id = t.id and r.effective_on <= p_as_of
      )
  ),
  created as (
    select l.id, l.kind, l.compensation_type,
      case when l.kind = 'stock_transfer' then l.to_stakeholder_id else l.stakeholder_id end as holder,
      l.share_class_id, l.equity_plan_id, l.effective_on, l.quantity, l.amount,
      case when l.kind = 'stock_transfer' then src.price_per_share else l.price_per_share end as price,
      case when l.kind = 'stock_transfer' then null else l.vesting_terms_id end as terms,
      case when l.kind = 'stock_transfer' then null else l.vesting_starts_on end as starts
    from live l
    left join public.cap_table_transactions src on l.kind = 'stock_transfer' and src.id = l.security_id
    where l.kind in ('stock_issuance', 'equity_compensation_issuance', 'warrant_issuance', 'convertible_issuance',
                     'stock_transfer', 'equity_compensation_exercise', 'warrant_exercise', 'convertible_conversion')
  ),
  used as (
    select l.security_id,
      coalesce(sum(l.quantity) filter (where l.kind in ('stock_transfer', 'stock_cancellation', 'stock_repurchase',
        'equity_compensation_exercise', 'equity_compensation_cancellation', 'warrant_exercise', 'warrant_cancellation')), 0) as quantity,
      bool_or(l.kind in ('convertible_conversion', 'convertible_cancellation')) as ended
    from live l
    where l.kind not in ('stock_issuance', 'equity_compensation_issuance', 'warrant_issuance', 'convertible_issuance', 'vesting_event', 'vesting_acceleration')
    group by l.security_id
  )
  -- app.holding_kind spelled out: a security definer function is never inlined, and calling it
  -- once per security was most of this query's time.
  select c.id,
    case
      when c.kind = 'equity_compensation_issuance' then case when c.compensation_type = 'rsu' then 'rsu' else 'option' end
      when c.kind = 'warrant_issuance' then 'warrant'
      when c.kind = 'convertible_issuance' then 'convertible'
      else 'stock'
    end,
    c.holder, c.share_class_id, c.equity_plan_id, c.effective_on,
    c.quantity,
    case when c.quantity is null then null else c.quantity - coalesce(u.quantity, 0) end,
    case when c.amount is null or c.kind <> 'convertible_issuance' then null when coalesce(u.ended, false) then 0 else c.amount end,
    c.price, c.terms, c.starts
  from created c
  left join used u on u.security_id = c.id
$$;

-- A schedule's vested shares as of a date: nothing before the cliff, then the grant's share of
-- every full period since the start, rounded down, never more than the grant. Monthly units are
-- calendar months (a grant starting on 31 January has a month on 28 or 29 February).
create function app.scheduled_vested(p_quantity bigint, p_unit public.vesting_period_unit, p_period integer, p_cliff integer, p_total integer, p_starts date, p_as_of date)
returns bigint
language sql
immutable
security definer
set search_path = ''
as $$
  select case
    when p_as_of < p_starts then 0
    when units < p_cliff then 0
    else floor(p_quantity::numeric * least(units - units % p_period, p_total) / p_total)::bigint
  end
  from (
    select case p_unit
      when 'months' then (extract(year from age(p_as_of, p_starts)) * 12 + extract(month from age(p_as_of, p_starts)))::integer
      else p_as_of - p_starts
    end as units
  ) as elapsed
$$;

-- The shares of a grant vested as of a date: its schedule, ad-hoc vesting events, and
-- accelerations (a stated number of shares, or the grant's acceleration percentage of what was
-- still unvested on the trigger's date), never more than the grant. A security without a
-- schedule is vested when issued. Runs as the caller.
create function public.vested_quantity(p_security_id uuid, p_as_of date default current_date)
returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_grant public.cap_table_transactions;
  v_terms public.vesting_terms;
  v_extra bigint := 0;
  v_event record;
  v_before bigint;
begin
  select * into v_grant from public.cap_table_transactions t
  where t.id = p_security_id and t.kind in ('equity_compensation_issuance', 'stock_issuance', 'warrant_issuance');
  if not found or v_grant.effective_on > p_as_of or exists (
    select 1 from public.cap_table_transactions r where r.reverses_transaction_id = v_grant.id and r.effective_on <= p_as_of
  ) then
    return 0;
  end if;
  if v_grant.vesting_terms_id is null then
    return v_grant.quantity;
  end if;
  select * into v_terms from public.vesting_terms where id = v_grant.vesting_terms_id;
  for v_event in
    select t.quantity, t.effective_on from public.cap_table_transactions t
    where t.security_id = p_security_id and t.kind in ('vesting_event', 'vesting_acceleration') and t.effective_on <= p_as_of
      and not exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = t.id and r.effective_on <= p_as_of)
    order by t.effective_on, t.created_at
  loop
    if v_event.quantity is not null then
      v_extra := v_extra + v_event.quantity;
    else
      v_before := app.scheduled_vested(v_grant.quantity, v_terms.period_unit, v_terms.period_length, v_terms.cliff_length, v_terms.total_length, v_grant.vesting_starts_on, v_event.effective_on) + v_extra;
      v_extra := v_extra + floor(greatest(v_grant.quantity - v_before, 0) * v_grant.acceleration_percent / 100)::bigint;
    end if;
  end loop;
  return least(
    app.scheduled_vested(v_grant.quantity, v_terms.period_unit, v_terms.period_length, v_terms.cliff_length, v_terms.total_length, v_grant.vesting_starts_on, p_as_of) + v_extra,
    v_grant.quantity
  );
end
$$;

-- The fully diluted table as of a date, one row per stakeholder: shares by kind (preferred counted
-- as the common it converts into), options, RSUs and warrants outstanding, and the share of the
-- whole, which also counts the plans' unissued pools (what was reserved, less what was granted
-- and not cancelled; exercised options have left the pool for good). Convertibles are not shares
-- until they convert; cap_table_positions lists them.
--
-- It runs as the owner, to derive the ledger once and count the real whole, and asks the same
-- questions as the ledger's policies itself: nothing for a caller who may not read the cap table,
-- and for a member whose role is `stakeholder` only the rows of their own stakeholders, with
-- their share of the same whole the other members see.
create function public.cap_table_fully_diluted(p_organization_id uuid, p_as_of date default current_date)
returns table (
  stakeholder_id uuid,
  common_shares bigint,
  preferred_shares bigint,
  options bigint,
  rsus bigint,
  warrants bigint,
  fully_diluted bigint,
  fully_diluted_percent numeric,
  -- The company's whole, the same on every row, so a page divides by what the database did.
  company_fully_diluted bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_own_only boolean;
begin
  -- A call without a signed-in user (the service role, the owner) reads the whole ledger, as row
  -- level security lets them.
  if auth.uid() is not null and (
    p_organization_id not in (select app.my_product_organization_ids('cap'))
    or p_organization_id not in (select app.my_permitted_organization_ids('cap_table', 'read'))
  ) then
    return;
  end if;
  v_own_only := auth.uid() is not null and p_organization_id in (select app.my_stakeholder_role_organization_ids());
  return query
  with positions as materialized (
    select p.security_id, p.holding_kind, p.stakeholder_id, p.equity_plan_id, p.quantity_issued, p.quantity_outstanding, c.class_type, c.conversion_ratio
    from public.cap_table_positions(p_organization_id, p_as_of) p
    left join public.share_classes c on c.id = p.share_class_id
    where p.holding_kind <> 'convertible'
  ),
  per_holder as (
    select p.stakeholder_id,
      coalesce(sum(p.quantity_outstanding) filter (where p.holding_kind = 'stock' and p.class_type = 'common'), 0)::bigint as common_shares,
      coalesce(sum(floor(p.quantity_outstanding * p.conversion_ratio)) filter (where p.holding_kind = 'stock' and p.class_type = 'preferred'), 0)::bigint as preferred_shares,
      coalesce(sum(p.quantity_outstanding) filter (where p.holding_kind = 'option'), 0)::bigint as options,
      coalesce(sum(p.quantity_outstanding) filter (where p.holding_kind = 'rsu'), 0)::bigint as rsus,
      coalesce(sum(p.quantity_outstanding) filter (where p.holding_kind = 'warrant'), 0)::bigint as warrants
    from positions p
    where p.quantity_outstanding > 0
    group by p.stakeholder_id
  ),
  cancelled as (
    select t.security_id, sum(t.quantity) as quantity
    from public.cap_table_transactions t
    where t.organization_id = p_organization_id and t.kind = 'equity_compensation_cancellation' and t.effective_on <= p_as_of
      and not exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = t.id and r.effective_on <= p_as_of)
    group by t.security_id
  ),
  granted as (
    select p.equity_plan_id, sum(p.quantity_issued - coalesce(x.quantity, 0)) as quantity
    from positions p
    left join cancelled x on x.security_id = p.security_id
    where p.holding_kind in ('option', 'rsu')
    group by p.equity_plan_id
  ),
  whole as materialized (
    select (
      (select coalesce(sum(h.common_shares + h.preferred_shares + h.options + h.rsus + h.warrants), 0) from per_holder h)
      + (select coalesce(sum(greatest(e.shares_reserved - coalesce(g.quantity, 0), 0)), 0)
         from public.equity_plans e
         left join granted g on g.equity_plan_id = e.id
         where e.organization_id = p_organization_id and (e.board_approved_on is null or e.board_approved_on <= p_as_of))
    )::bigint as total
  )
  select h.stakeholder_id, h.common_shares, h.preferred_shares, h.options, h.rsus, h.warrants,
    h.common_shares + h.preferred_shares + h.options + h.rsus + h.warrants,
    case when w.total > 0 then round(100.0 * (h.common_shares + h.preferred_shares + h.options + h.rsus + h.warrants) / w.total, 4) else 0 end,
    w.total
  from per_holder h cross join whole w
  where not v_own_only or h.stakeholder_id in (select app.my_stakeholder_ids());
end
$$;


-- ---------------------------------------------------------------------------------------------
-- What the ledger accepts
-- ---------------------------------------------------------------------------------------------

-- Fills in what a transaction inherits from the security it acts on, and refuses one that does
-- not fit the ledger: a missing term, a row of another organization, more shares than are left,
-- an exercise of unvested options, a second conversion, a reversal of a reversal or of an
-- issuance whose security has moved since. Runs as the table owner so the checks see the whole
-- ledger whatever the caller may read. Row level security checks an insert only after this
-- trigger, so a signed-in caller who may not write this organization's cap table is refused here
-- first: the checks' messages would otherwise tell them what another holder or organization holds.
-- Writes without a signed-in user (the service, the seeds) are the policies' and the grants' to decide.
create function app.check_cap_table_transaction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_source public.cap_table_transactions;
  v_left bigint;
  v_exercised bigint;
  v_reversed public.cap_table_transactions;
begin
  if auth.uid() is not null and (
    new.organization_id not in (select app.my_product_organization_ids('cap'))
    or new.organization_id not in (select app.my_permitted_organization_ids('cap_table', 'write'))
  ) then
    raise exception 'Permission denied: recording a transaction needs write on the cap table' using errcode = '42501';
  end if;
  -- Only a transfer has a recipient (a reversal takes its transaction's below): a recipient named
  -- on anything else would let that stakeholder read the row.
  if new.kind <> 'stock_transfer' then
    new.to_stakeholder_id := null;
  end if;
  if new.kind in ('stock_issuance', 'equity_compensation_issuance', 'warrant_issuance', 'convertible_issuance') then
    new.security_id := new.id;
    if new.stakeholder_id is null then
      raise exception 'An issuance names its stakeholder' using errcode = '23514';
    end if;
    if new.kind = 'stock_issuance' and (new.share_class_id is null or new.quantity is null) then
      raise exception 'A stock issuance names its share class and quantity' using errcode = '23514';
    elsif new.kind = 'equity_compensation_issuance' then
      if new.equity_plan_id is null or new.quantity is null or new.compensation_type is null then
        raise exception 'An equity grant names its plan, quantity and type' using errcode = '23514';
      end if;
      if new.compensation_type <> 'rsu' and new.price_per_share is null then
        raise exception 'An option names its exercise price' using errcode = '23514';
      end if;
      select e.share_class_id into new.share_class_id from public.equity_plans e where e.id = new.equity_plan_id and e.organization_id = new.organization_id;
      if not found then
        raise exception 'The equity plan belongs to another organization' using errcode = '23514';
      end if;
    elsif new.kind = 'warrant_issuance' and (new.share_class_id is null or new.quantity is null or new.price_per_share is null) then
      raise exception 'A warrant names its share class, quantity and exercise price' using errcode = '23514';
    elsif new.kind = 'convertible_issuance' and (new.convertible_type is null or new.amount is null) then
      raise exception 'A convertible names its type and amount' using errcode = '23514';
    end if;
  elsif new.kind = 'reversal' then
    select * into v_reversed from public.cap_table_transactions t where t.id = new.reverses_transaction_id and t.organization_id = new.organization_id;
    if not found then
      raise exception 'The transaction to reverse is not in this ledger' using errcode = '23514';
    end if;
    if v_reversed.kind = 'reversal' then
      raise exception 'A reversal cannot be reversed; record the transaction again' using errcode = '23514';
    end if;
    if new.effective_on < v_reversed.effective_on then
      raise exception 'A reversal cannot take effect before the transaction it reverses' using errcode = '23514';
    end if;
    -- A security that has moved since it was created is undone from its latest transaction back.
    if exists (
      select 1 from public.cap_table_transactions t
      where t.security_id = v_reversed.id and t.id <> v_reversed.id and t.kind <> 'reversal'
        and not exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = t.id)
    ) then
      raise exception 'Reverse the later transactions of this security first' using errcode = '23514';
    end if;
    new.security_id := v_reversed.security_id;
    -- Both parties of a reversed transfer read the reversal, so the recipient's view drops it too.
    new.stakeholder_id := v_reversed.stakeholder_id;
    new.to_stakeholder_id := v_reversed.to_stakeholder_id;
  else
    -- A security is the row that created it: an issuance, or the shares a transfer, an exercise
    -- or a conversion created.
    select * into v_source from public.cap_table_transactions t
    where t.id = new.security_id and t.organization_id = new.organization_id and app.holding_kind(t.kind, t.compensation_type) is not null;
    if not found then
      raise exception 'The security is not in this ledger' using errcode = '23514';
    end if;
    if new.effective_on < v_source.effective_on then
      raise exception 'A transaction cannot take effect before its security was issued' using errcode = '23514';
    end if;
    if exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = v_source.id) then
      raise exception 'The security was reversed' using errcode = '23514';
    end if;
    -- The holder and class of the security, as the ledger has them.
    new.stakeholder_id := case when v_source.kind = 'stock_transfer' then v_source.to_stakeholder_id else v_source.stakeholder_id end;
    if not (
      (new.kind in ('stock_transfer', 'stock_cancellation', 'stock_repurchase') and app.holding_kind(v_source.kind, v_source.compensation_type) = 'stock')
      or (new.kind in ('equity_compensation_exercise', 'equity_compensation_cancellation') and v_source.kind = 'equity_compensation_issuance')
      or (new.kind in ('warrant_exercise', 'warrant_cancellation') and v_source.kind = 'warrant_issuance')
      or (new.kind in ('convertible_conversion', 'convertible_cancellation') and v_source.kind = 'convertible_issuance')
      or (new.kind in ('vesting_event', 'vesting_acceleration') and v_source.kind in ('equity_compensation_issuance', 'stock_issuance') and v_source.vesting_terms_id is not null)
    ) then
      raise exception 'A % does not apply to this security', replace(new.kind::text, '_', ' ') using errcode = '23514';
    end if;
    if new.kind in ('stock_transfer', 'stock_cancellation', 'stock_repurchase') then
      new.share_class_id := v_source.share_class_id;
    elsif new.kind = 'equity_compensation_exercise' then
      if v_source.compensation_type = 'rsu' then
        raise exception 'RSUs settle as shares by a stock issuance, not an exercise' using errcode = '23514';
      end if;
      new.share_class_id := v_source.share_class_id;
      new.price_per_share := coalesce(new.price_per_share, v_source.price_per_share);
    elsif new.kind = 'warrant_exercise' then
      new.share_class_id := v_source.share_class_id;
      new.price_per_share := coalesce(new.price_per_share, v_source.price_per_share);
    elsif new.kind = 'convertible_conversion' and (new.share_class_id is null or new.quantity is null) then
      raise exception 'A conversion names the share class and the number of shares it creates' using errcode = '23514';
    end if;
    if new.kind = 'stock_transfer' then
      if new.to_stakeholder_id is null or new.to_stakeholder_id = new.stakeholder_id then
        raise exception 'A transfer names another stakeholder to receive the shares' using errcode = '23514';
      end if;
      if not exists (select 1 from public.stakeholders s where s.id = new.to_stakeholder_id and s.organization_id = new.organization_id) then
        raise exception 'The recipient belongs to another organization' using errcode = '23514';
      end if;
    end if;
    if new.kind in ('stock_transfer', 'stock_cancellation', 'stock_repurchase', 'equity_compensation_exercise', 'equity_compensation_cancellation', 'warrant_exercise', 'warrant_cancellation') then
      if new.quantity is null then
        raise exception 'A % names its quantity', replace(new.kind::text, '_', ' ') using errcode = '23514';
      end if;
      -- What the security was created with, less every transaction that took from it whatever
      -- its date: a backdated one may not take what a later one already used. One security's
      -- rows, by its index, so recording stays cheap however long the ledger.
      select v_source.quantity - coalesce(sum(t.quantity), 0) into v_left from public.cap_table_transactions t
      where t.security_id = v_source.id and t.id <> v_source.id and t.kind in ('stock_transfer', 'stock_cancellation', 'stock_repurchase',
        'equity_compensation_exercise', 'equity_compensation_cancellation', 'warrant_exercise', 'warrant_cancellation')
        and not exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = t.id);
      if new.quantity > coalesce(v_left, 0) then
        raise exception 'Only % shares of this security are left', coalesce(v_left, 0) using errcode = '23514';
      end if;
    end if;
    if new.kind = 'equity_compensation_exercise' then
      select coalesce(sum(t.quantity), 0) into v_exercised from public.cap_table_transactions t
      where t.security_id = v_source.id and t.kind = 'equity_compensation_exercise'
        and not exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = t.id);
      if v_exercised + new.quantity > public.vested_quantity(v_source.id, new.effective_on) then
        raise exception 'Only vested options can be exercised: % are vested and not yet exercised',
          greatest(public.vested_quantity(v_source.id, new.effective_on) - v_exercised, 0) using errcode = '23514';
      end if;
    end if;
    if new.kind in ('convertible_conversion', 'convertible_cancellation') and exists (
      select 1 from public.cap_table_transactions t
      where t.security_id = v_source.id and t.kind in ('convertible_conversion', 'convertible_cancellation')
        and not exists (select 1 from public.cap_table_transactions r where r.reverses_transaction_id = t.id)
    ) then
      raise exception 'The convertible has already converted or been cancelled' using errcode = '23514';
    end if;
    if new.kind = 'vesting_acceleration' and new.quantity is null and v_source.acceleration_percent is null then
      raise exception 'The grant has no acceleration terms: name the number of shares' using errcode = '23514';
    end if;
  end if;
  -- Every row named belongs to the transaction's organization.
  if (new.stakeholder_id is not null and not exists (select 1 from public.stakeholders s where s.id = new.stakeholder_id and s.organization_id = new.organization_id))
     or (new.share_class_id is not null and not exists (select 1 from public.share_classes c where c.id = new.share_class_id and c.organization_id = new.organization_id))
     or (new.vesting_terms_id is not null and not exists (select 1 from public.vesting_terms v where v.id = new.vesting_terms_id and v.organization_id = new.organization_id)) then
    raise exception 'The transaction names a row of another organization' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_cap_table_transaction before insert on public.cap_table_transactions
  for each row execute function app.check_cap_table_transaction();

-- An equity plan draws on a class of its own organization.
create function app.check_equity_plan_class()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.share_classes c where c.id = new.share_class_id and c.organization_id = new.organization_id) then
    raise exception 'The share class belongs to another organization' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_equity_plan_class before insert or update of share_class_id, organization_id on public.equity_plans
  for each row execute function app.check_equity_plan_class();

-- ---------------------------------------------------------------------------------------------
-- Stamps, audit, grants, policies
-- ---------------------------------------------------------------------------------------------

create trigger set_updated_at before update on public.share_classes for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.equity_plans for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.vesting_terms for each row execute function app.set_updated_at();
create trigger record_audit after insert or update or delete on public.share_classes for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.equity_plans for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.vesting_terms for each row execute function app.record_audit();
create trigger record_audit after insert on public.cap_table_transactions for each row execute function app.record_audit();

alter table public.share_classes enable row level security;
alter table public.equity_plans enable row level security;
alter table public.vesting_terms enable row level security;
alter table public.cap_table_transactions enable row level security;
revoke all on public.share_classes from anon, authenticated;
revoke all on public.equity_plans from anon, authenticated;
revoke all on public.vesting_terms from anon, authenticated;
revoke all on public.cap_table_transactions from anon, authenticated;

grant select, delete on public.share_classes to authenticated;
grant insert (organization_id, name, class_type, authorized_shares, price_per_share, par_value, seniority, liquidation_preference_multiple,
  is_participating, participation_cap_multiple, conversion_ratio, board_approved_on) on public.share_classes to authenticated;
grant update (name, authorized_shares, price_per_share, par_value, seniority, liquidation_preference_multiple,
  is_participating, participation_cap_multiple, conversion_ratio, board_approved_on) on public.share_classes to authenticated;

grant select, delete on public.equity_plans to authenticated;
grant insert (organization_id, name, share_class_id, shares_reserved, board_approved_on) on public.equity_plans to authenticated;
grant update (name, shares_reserved, board_approved_on) on public.equity_plans to authenticated;

grant select, delete on public.vesting_terms to authenticated;
grant insert (organization_id, name, period_unit, period_length, cliff_length, total_length) on public.vesting_terms to authenticated;
grant update (name) on public.vesting_terms to authenticated;

-- Append-only: what was recorded stays; a reversal undoes it.
grant select on public.cap_table_transactions to authenticated;
grant insert (organization_id, kind, effective_on, security_id, stakeholder_id, to_stakeholder_id, share_class_id, equity_plan_id, quantity,
  price_per_share, amount, compensation_type, expires_on, vesting_terms_id, vesting_starts_on, acceleration_trigger, acceleration_percent,
  convertible_type, valuation_cap, discount_percent, interest_rate_percent, matures_on, mfn, pro_rata, reverses_transaction_id, note)
  on public.cap_table_transactions to authenticated;

grant all on public.share_classes, public.equity_plans, public.vesting_terms, public.cap_table_transactions to service_role;

revoke all on function app.holding_kind(public.cap_transaction_kind, public.equity_compensation_type), app.scheduled_vested(bigint, public.vesting_period_unit, integer, integer, integer, date, date),
  app.check_cap_table_transaction(), app.check_equity_plan_class() from public;
grant execute on function app.holding_kind(public.cap_transaction_kind, public.equity_compensation_type), app.scheduled_vested(bigint, public.vesting_period_unit, integer, integer, integer, date, date)
  to authenticated, service_role;
revoke all on function public.cap_table_positions(uuid, date), public.vested_quantity(uuid, date), public.cap_table_fully_diluted(uuid, date) from public, anon;
grant execute on function public.cap_table_positions(uuid, date), public.vested_quantity(uuid, date), public.cap_table_fully_diluted(uuid, date) to authenticated, service_role;

create policy "cap members who read the cap table read share classes" on public.share_classes
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'read'))
  );

create policy "cap members who write the cap table add share classes" on public.share_classes
  for insert to authenticated
  with check (
    share_classes.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );

create policy "cap members who write the cap table change share classes" on public.share_classes
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  )
  with check (
    share_classes.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );

-- A row still named by the ledger or a plan cannot go (the foreign keys restrict).
create policy "cap members who delete the cap table remove share classes" on public.share_classes
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'delete'))
  );

create policy "cap members who read the cap table read equity plans" on public.equity_plans
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'read'))
  );

create policy "cap members who write the cap table add equity plans" on public.equity_plans
  for insert to authenticated
  with check (
    equity_plans.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );

create policy "cap members who write the cap table change equity plans" on public.equity_plans
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  )
  with check (
    equity_plans.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );

-- A row still named by the ledger or a plan cannot go (the foreign keys restrict).
create policy "cap members who delete the cap table remove equity plans" on public.equity_plans
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'delete'))
  );

create policy "cap members who read the cap table read vesting terms" on public.vesting_terms
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'read'))
  );

create policy "cap members who write the cap table add vesting terms" on public.vesting_terms
  for insert to authenticated
  with check (
    vesting_terms.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );

create policy "cap members who write the cap table change vesting terms" on public.vesting_terms
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  )
  with check (
    vesting_terms.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );

-- A row still named by the ledger or a plan cannot go (the foreign keys restrict).
create policy "cap members who delete the cap table remove vesting terms" on public.vesting_terms
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'delete'))
  );

create policy "cap members who read the cap table read the ledger, a stakeholder their own rows" on public.cap_table_transactions
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'read'))
    and (
      organization_id not in (select app.my_stakeholder_role_organization_ids())
      or stakeholder_id in (select app.my_stakeholder_ids())
      or to_stakeholder_id in (select app.my_stakeholder_ids())
    )
  );

create policy "cap members who write the cap table record transactions" on public.cap_table_transactions
  for insert to authenticated
  with check (
    cap_table_transactions.organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('cap_table', 'write'))
  );
