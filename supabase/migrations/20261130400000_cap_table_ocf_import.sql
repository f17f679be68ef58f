-- =============================================================================================
-- Importing an Open Cap Table Format package into the cap table (Fikr Cap)
-- =============================================================================================
-- The page reads an OCF package and turns it into a plan (packages/cap-table/src/ocf/import-ocf.ts):
-- the share classes, equity plans, vesting terms, stakeholders and ledger transactions to create,
-- each under a `ref` (its OCF id) that later rows name instead of an id. This function applies a
-- plan all or nothing. It runs as the caller and inserts through the tables, so their grants,
-- policies and the ledger's trigger decide each row exactly as for a row typed into the page; a
-- refusal names the OCF object it came from and undoes the whole import.
--
-- An import adds to the cap table and never merges: a share class, plan, vesting terms or
-- stakeholder whose name the organization already uses is refused, so importing the same package
-- twice cannot double a holding unnoticed.

-- The new id of a row the plan names by ref; a ref the plan never created is a broken plan.
create function app.cap_import_ref(p_ids jsonb, p_table text, p_ref text)
returns uuid
language plpgsql
immutable
security definer
set search_path = ''
as $$
begin
  if p_ref is null then
    return null;
  end if;
  if not (p_ids ? (p_table || ':' || p_ref)) then
    raise exception 'The import names % "%", which it does not create', replace(p_table, '_', ' '), p_ref using errcode = '22023';
  end if;
  return (p_ids ->> (p_table || ':' || p_ref))::uuid;
end
$$;

revoke all on function app.cap_import_ref(jsonb, text, text) from public;
grant execute on function app.cap_import_ref(jsonb, text, text) to authenticated, service_role;

create function public.cap_table_import(p_organization_id uuid, p_plan jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_ids jsonb := '{}'::jsonb;
  v_row jsonb;
  v_id uuid;
  v_taken text;
  v_state text;
  v_message text;
  v_stakeholders jsonb := coalesce(p_plan -> 'stakeholders', '[]'::jsonb);
begin
  -- Refused before anything is read, so the checks below tell an outsider nothing.
  if auth.uid() is not null and (
    p_organization_id not in (select app.my_product_organization_ids('cap'))
    or p_organization_id not in (select app.my_permitted_organization_ids('cap_table', 'write'))
    or (jsonb_array_length(v_stakeholders) > 0 and p_organization_id not in (select app.my_permitted_organization_ids('stakeholders', 'write')))
  ) then
    raise exception 'Permission denied: importing needs write on the cap table and on its stakeholders' using errcode = '42501';
  end if;
  if jsonb_typeof(p_plan) is distinct from 'object' then
    raise exception 'The import plan is not an object' using errcode = '22023';
  end if;

  select format('A share class named "%s" is already in this cap table', e ->> 'name') into v_taken
  from jsonb_array_elements(coalesce(p_plan -> 'share_classes', '[]'::jsonb)) e
  where exists (select 1 from public.share_classes c where c.organization_id = p_organization_id and c.name = e ->> 'name')
  limit 1;
  if v_taken is null then
    select format('An equity plan named "%s" is already in this cap table', e ->> 'name') into v_taken
    from jsonb_array_elements(coalesce(p_plan -> 'equity_plans', '[]'::jsonb)) e
    where exists (select 1 from public.equity_plans c where c.organization_id = p_organization_id and c.name = e ->> 'name')
    limit 1;
  end if;
  if v_taken is null then
    select format('Vesting terms named "%s" are already in this cap table', e ->> 'name') into v_taken
    from jsonb_array_elements(coalesce(p_plan -> 'vesting_terms', '[]'::jsonb)) e
    where exists (select 1 from public.vesting_terms c where c.organization_id = p_organization_id and c.name = e ->> 'name')
    limit 1;
  end if;
  if v_taken is null then
    select format('A stakeholder named "%s" is already in this cap table', e ->> 'name') into v_taken
    from jsonb_array_elements(v_stakeholders) e
    where exists (select 1 from public.stakeholders c where c.organization_id = p_organization_id and c.name = e ->> 'name')
    limit 1;
  end if;
  if v_taken is not null then
    raise exception '%', v_taken using errcode = '23505';
  end if;

  for v_row in select value from jsonb_array_elements(coalesce(p_plan -> 'share_classes', '[]'::jsonb)) loop
    insert into public.share_classes (organization_id, name, class_type, authorized_shares, price_per_share, par_value, seniority,
      liquidation_preference_multiple, is_participating, participation_cap_multiple, conversion_ratio, board_approved_on)
    values (p_organization_id, v_row ->> 'name', (v_row ->> 'class_type')::public.share_class_type, (v_row ->> 'authorized_shares')::bigint,
      (v_row ->> 'price_per_share')::numeric, (v_row ->> 'par_value')::numeric, coalesce((v_row ->> 'seniority')::integer, 1),
      coalesce((v_row ->> 'liquidation_preference_multiple')::numeric, 1), coalesce((v_row ->> 'is_participating')::boolean, false),
      (v_row ->> 'participation_cap_multiple')::numeric, coalesce((v_row ->> 'conversion_ratio')::numeric, 1), (v_row ->> 'board_approved_on')::date)
    returning id into v_id;
    v_ids := v_ids || jsonb_build_object('share_classes:' || (v_row ->> 'ref'), v_id);
  end loop;

  for v_row in select value from jsonb_array_elements(coalesce(p_plan -> 'equity_plans', '[]'::jsonb)) loop
    insert into public.equity_plans (organization_id, name, share_class_id, shares_reserved, board_approved_on)
    values (p_organization_id, v_row ->> 'name', app.cap_import_ref(v_ids, 'share_classes', v_row ->> 'share_class_ref'),
      (v_row ->> 'shares_reserved')::bigint, (v_row ->> 'board_approved_on')::date)
    returning id into v_id;
    v_ids := v_ids || jsonb_build_object('equity_plans:' || (v_row ->> 'ref'), v_id);
  end loop;

  for v_row in select value from jsonb_array_elements(coalesce(p_plan -> 'vesting_terms', '[]'::jsonb)) loop
    insert into public.vesting_terms (organization_id, name, period_unit, period_length, cliff_length, total_length)
    values (p_organization_id, v_row ->> 'name', (v_row ->> 'period_unit')::public.vesting_period_unit, (v_row ->> 'period_length')::integer,
      (v_row ->> 'cliff_length')::integer, (v_row ->> 'total_length')::integer)
    returning id into v_id;
    v_ids := v_ids || jsonb_build_object('vesting_terms:' || (v_row ->> 'ref'), v_id);
  end loop;

  for v_row in select value from jsonb_array_elements(v_stakeholders) loop
    insert into public.stakeholders (organization_id, name, stakeholder_type, email)
    values (p_organization_id, v_row ->> 'name', (v_row ->> 'stakeholder_type')::public.stakeholder_type, v_row ->> 'email')
    returning id into v_id;
    v_ids := v_ids || jsonb_build_object('stakeholders:' || (v_row ->> 'ref'), v_id);
  end loop;

  -- In the plan's order: a transaction after the security it acts on. The trigger fills in what a
  -- row inherits (an issuance's security is itself, a reversal's that of what it reverses).
  for v_row in select value from jsonb_array_elements(coalesce(p_plan -> 'transactions', '[]'::jsonb)) loop
    begin
      insert into public.cap_table_transactions (organization_id, kind, effective_on, security_id, stakeholder_id, to_stakeholder_id,
        share_class_id, equity_plan_id, quantity, price_per_share, amount, compensation_type, expires_on, vesting_terms_id, vesting_starts_on,
        acceleration_trigger, acceleration_percent, convertible_type, valuation_cap, discount_percent, interest_rate_percent, matures_on, mfn,
        pro_rata, reverses_transaction_id, note)
      values (p_organization_id, (v_row ->> 'kind')::public.cap_transaction_kind, (v_row ->> 'effective_on')::date,
        coalesce(app.cap_import_ref(v_ids, 'transactions', v_row ->> 'security_ref'), app.cap_import_ref(v_ids, 'transactions', v_row ->> 'reverses_ref')),
        app.cap_import_ref(v_ids, 'stakeholders', v_row ->> 'stakeholder_ref'),
        app.cap_import_ref(v_ids, 'stakeholders', v_row ->> 'to_stakeholder_ref'),
        app.cap_import_ref(v_ids, 'share_classes', v_row ->> 'share_class_ref'),
        app.cap_import_ref(v_ids, 'equity_plans', v_row ->> 'equity_plan_ref'),
        (v_row ->> 'quantity')::bigint, (v_row ->> 'price_per_share')::numeric, (v_row ->> 'amount')::numeric,
        (v_row ->> 'compensation_type')::public.equity_compensation_type, (v_row ->> 'expires_on')::date,
        app.cap_import_ref(v_ids, 'vesting_terms', v_row ->> 'vesting_terms_ref'), (v_row ->> 'vesting_starts_on')::date,
        (v_row ->> 'acceleration_trigger')::public.acceleration_trigger, (v_row ->> 'acceleration_percent')::numeric,
        (v_row ->> 'convertible_type')::public.convertible_type, (v_row ->> 'valuation_cap')::numeric, (v_row ->> 'discount_percent')::numeric,
        (v_row ->> 'interest_rate_percent')::numeric, (v_row ->> 'matures_on')::date, (v_row ->> 'mfn')::boolean, (v_row ->> 'pro_rata')::boolean,
        app.cap_import_ref(v_ids, 'transactions', v_row ->> 'reverses_ref'), v_row ->> 'note')
      returning id into v_id;
    exception when others then
      -- The ledger's own reason, prefixed with the OCF object it was refused for.
      get stacked diagnostics v_state = returned_sqlstate, v_message = message_text;
      raise exception '%: %', coalesce(v_row ->> 'source', v_row ->> 'ref'), v_message using errcode = v_state;
    end;
    v_ids := v_ids || jsonb_build_object('transactions:' || (v_row ->> 'ref'), v_id);
  end loop;

  return jsonb_build_object(
    'share_classes', jsonb_array_length(coalesce(p_plan -> 'share_classes', '[]'::jsonb)),
    'equity_plans', jsonb_array_length(coalesce(p_plan -> 'equity_plans', '[]'::jsonb)),
    'vesting_terms', jsonb_array_length(coalesce(p_plan -> 'vesting_terms', '[]'::jsonb)),
    'stakeholders', jsonb_array_length(v_stakeholders),
    'transactions', jsonb_array_length(coalesce(p_plan -> 'transactions', '[]'::jsonb))
  );
end
$$;

revoke all on function public.cap_table_import(uuid, jsonb) from public, anon, service_role;
grant execute on function public.cap_table_import(uuid, jsonb) to authenticated;
