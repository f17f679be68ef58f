-- =============================================================================================
-- Round scenarios: priced rounds modeled on the cap table, saved to compare, converted on purpose
-- =============================================================================================
-- A scenario holds the terms of a round (new money, pre-money valuation, the pool's top-up and
-- its timing, the investors and their amounts); the maths that turns them into a table runs in
-- the page on the ledger's snapshot, so a scenario never writes to the ledger. Converting one is a
-- separate act (public.convert_round_scenario) that records the round's transactions.
--
-- Access, by the permission matrix's `calculators` resource: read to see the organization's
-- scenarios, calculate to save, change or remove them. A scenario models the whole table, so a
-- member whose role is `stakeholder` (who reads only their own holdings) sees none, whatever the
-- matrix gives that role. A converted scenario is the record of what was recorded: it stays as it
-- is. Converting needs write on the cap table, as recording the transactions by hand does.

create table public.cap_round_scenarios (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  -- The round's terms as the modeler's form holds them (packages/cap-table/src/round-scenario-schema.ts
  -- reads them back); bounded so a scenario stays a form's worth of data.
  terms jsonb not null check (jsonb_typeof(terms) = 'object' and pg_column_size(terms) <= 32768),
  converted_at timestamptz,
  converted_by uuid references public.users (id) on delete set null,
  converted_on date,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  check ((converted_at is null) = (converted_on is null))
);
create index cap_round_scenarios_organization_id_idx on public.cap_round_scenarios (organization_id);
create index cap_round_scenarios_created_by_idx on public.cap_round_scenarios (created_by);
create index cap_round_scenarios_converted_by_idx on public.cap_round_scenarios (converted_by);

create trigger set_updated_at before update on public.cap_round_scenarios for each row execute function app.set_updated_at();
create trigger record_audit after insert or update or delete on public.cap_round_scenarios for each row execute function app.record_audit();

-- Only a conversion marks a scenario converted: set by hand, the mark would freeze a scenario that
-- recorded nothing.
create function app.check_round_scenario_conversion()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.converted_at is not null)
     or (tg_op = 'UPDATE' and (new.converted_at, new.converted_by, new.converted_on) is distinct from (old.converted_at, old.converted_by, old.converted_on)) then
    if auth.uid() is not null and coalesce(current_setting('app.converting_round', true), '') <> 'on' then
      raise exception 'A scenario is marked converted only by converting it' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
create trigger check_round_scenario_conversion before insert or update on public.cap_round_scenarios
  for each row execute function app.check_round_scenario_conversion();

alter table public.cap_round_scenarios enable row level security;
revoke all on public.cap_round_scenarios from anon, authenticated;
grant select, delete on public.cap_round_scenarios to authenticated;
grant insert (organization_id, name, terms) on public.cap_round_scenarios to authenticated;
-- The conversion columns are set by public.convert_round_scenario, which runs as the caller.
grant update (name, terms, converted_at, converted_by, converted_on) on public.cap_round_scenarios to authenticated;
grant all on public.cap_round_scenarios to service_role;

create policy "cap members who read calculators read the round scenarios" on public.cap_round_scenarios
  for select to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('calculators', 'read'))
    and organization_id not in (select app.my_stakeholder_role_organization_ids())
  );

create policy "cap members who calculate save round scenarios" on public.cap_round_scenarios
  for insert to authenticated
  with check (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('calculators', 'calculate'))
    and organization_id not in (select app.my_stakeholder_role_organization_ids())
    and converted_at is null
  );

create policy "cap members who calculate change round scenarios not yet converted" on public.cap_round_scenarios
  for update to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('calculators', 'calculate'))
    and organization_id not in (select app.my_stakeholder_role_organization_ids())
    and converted_at is null
  )
  with check (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('calculators', 'calculate'))
    and organization_id not in (select app.my_stakeholder_role_organization_ids())
  );

create policy "cap members who calculate remove round scenarios not yet converted" on public.cap_round_scenarios
  for delete to authenticated
  using (
    organization_id in (select app.my_product_organization_ids('cap'))
    and organization_id in (select app.my_permitted_organization_ids('calculators', 'calculate'))
    and organization_id not in (select app.my_stakeholder_role_organization_ids())
    and converted_at is null
  );

-- ---------------------------------------------------------------------------------------------
-- Converting a scenario into the ledger
-- ---------------------------------------------------------------------------------------------
-- p_result is what the modeler computed from the scenario on the snapshot the caller saw:
--   { "pricePerShare": 1.2345,
--     "investors":   [{ "stakeholderId": uuid | null, "name": text | null, "amount": 100000, "shares": 81004 }],
--     "conversions": [{ "securityId": uuid, "shares": 12345 }],
--     "poolTopUp": 500000 }
-- Investors without a stakeholder row get one (an investor). p_fully_diluted_before is the fully
-- diluted count that snapshot had: if the ledger has moved since, the maths is stale and nothing
-- is recorded. Everything runs as the caller, so the policies and the ledger's trigger decide each
-- row, and it is all or nothing.
create function public.convert_round_scenario(
  p_scenario_id uuid,
  p_effective_on date,
  p_share_class_id uuid,
  p_equity_plan_id uuid,
  p_fully_diluted_before bigint,
  p_result jsonb
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_scenario public.cap_round_scenarios;
  v_class public.share_classes;
  v_whole bigint;
  v_investor jsonb;
  v_conversion jsonb;
  v_stakeholder uuid;
  v_price numeric;
  v_top_up bigint;
  v_issued integer := 0;
  v_converted integer := 0;
  v_note text;
begin
  -- Not locked here: a converted scenario is outside the update policy, so `for update` would hide
  -- it. The closing update re-checks under its row lock, so two conversions cannot both succeed.
  select * into v_scenario from public.cap_round_scenarios s where s.id = p_scenario_id;
  if not found then
    raise exception 'The scenario does not exist or you cannot see it' using errcode = '42501';
  end if;
  if v_scenario.organization_id not in (select app.my_permitted_organization_ids('cap_table', 'write'))
     or v_scenario.organization_id not in (select app.my_product_organization_ids('cap')) then
    raise exception 'Permission denied: converting a round needs write on the cap table' using errcode = '42501';
  end if;
  if v_scenario.converted_at is not null then
    raise exception 'This scenario was already converted on %', v_scenario.converted_on using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if p_effective_on is null then
    raise exception 'Give the date the round closes' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  select * into v_class from public.share_classes c where c.id = p_share_class_id and c.organization_id = v_scenario.organization_id;
  if not found then
    raise exception 'Choose a share class of this company for the new shares' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  if jsonb_typeof(p_result) <> 'object' or jsonb_typeof(p_result -> 'investors') <> 'array' or jsonb_typeof(p_result -> 'conversions') <> 'array' then
    raise exception 'The modeled round is incomplete' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  v_price := (p_result ->> 'pricePerShare')::numeric;
  v_top_up := coalesce((p_result ->> 'poolTopUp')::bigint, 0);
  if v_price is null or v_price <= 0 then
    raise exception 'The modeled round has no price per share' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;

  select coalesce(max(f.company_fully_diluted), 0) into v_whole
  from public.cap_table_fully_diluted(v_scenario.organization_id, p_effective_on) f;
  if v_whole <> p_fully_diluted_before then
    raise exception 'The cap table has changed since this round was modeled (% shares fully diluted, not %): open the scenario again to model it on today''s table',
      v_whole, p_fully_diluted_before using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;

  v_note := left('Round: ' || v_scenario.name, 2000);
  for v_conversion in select value from jsonb_array_elements(p_result -> 'conversions') loop
    insert into public.cap_table_transactions (organization_id, kind, effective_on, security_id, share_class_id, quantity, price_per_share, note)
    values (v_scenario.organization_id, 'convertible_conversion', p_effective_on, (v_conversion ->> 'securityId')::uuid, v_class.id,
      (v_conversion ->> 'shares')::bigint, nullif(v_conversion ->> 'conversionPrice', '')::numeric, v_note);
    v_converted := v_converted + 1;
  end loop;

  for v_investor in select value from jsonb_array_elements(p_result -> 'investors') loop
    v_stakeholder := nullif(v_investor ->> 'stakeholderId', '')::uuid;
    if v_stakeholder is null then
      if coalesce(btrim(v_investor ->> 'name'), '') = '' then
        raise exception 'Every new investor needs a name' using errcode = '22023', hint = 'VALIDATION_ERROR';
      end if;
      insert into public.stakeholders (organization_id, name, stakeholder_type)
      values (v_scenario.organization_id, btrim(v_investor ->> 'name'), 'investor')
      returning id into v_stakeholder;
    end if;
    insert into public.cap_table_transactions (organization_id, kind, effective_on, stakeholder_id, share_class_id, quantity, price_per_share, amount, note)
    values (v_scenario.organization_id, 'stock_issuance', p_effective_on, v_stakeholder, v_class.id,
      (v_investor ->> 'shares')::bigint, v_price, nullif((v_investor ->> 'amount')::numeric, 0), v_note);
    v_issued := v_issued + 1;
  end loop;

  if v_top_up > 0 then
    if p_equity_plan_id is null then
      raise exception 'Choose the equity plan whose pool the round tops up' using errcode = '22023', hint = 'VALIDATION_ERROR';
    end if;
    update public.equity_plans e set shares_reserved = e.shares_reserved + v_top_up
    where e.id = p_equity_plan_id and e.organization_id = v_scenario.organization_id;
    if not found then
      raise exception 'The equity plan is not this company''s' using errcode = '22023', hint = 'VALIDATION_ERROR';
    end if;
  end if;

  perform set_config('app.converting_round', 'on', true);
  update public.cap_round_scenarios s
  set converted_at = now(), converted_by = app.current_user_id(), converted_on = p_effective_on
  where s.id = v_scenario.id and s.converted_at is null;
  if not found then
    raise exception 'This scenario was converted meanwhile' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  perform set_config('app.converting_round', 'off', true);

  return jsonb_build_object('issued', v_issued, 'converted', v_converted, 'poolTopUp', v_top_up);
end
$$;

revoke all on function app.check_round_scenario_conversion() from public;
revoke all on function public.convert_round_scenario(uuid, date, uuid, uuid, bigint, jsonb) from public, anon;
grant execute on function public.convert_round_scenario(uuid, date, uuid, uuid, bigint, jsonb) to authenticated, service_role;
