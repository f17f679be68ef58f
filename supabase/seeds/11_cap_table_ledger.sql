-- =============================================================================================
-- Demo data of the cap-table context: the ledgers of Fikr Labs and Nile Robotics. Runs after
-- 10_cap_table.sql, whose stakeholders it names. Dates count back from today, so the vesting and
-- the as-of views look the same whenever the demo starts.
--
-- Fikr Labs: two founders with four-year founder vesting; a post-money SAFE from Oasis Ventures
-- that converted in the seed round beside two new investors; an option plan with grants to an
-- employee, an advisor and Samir (stakeholder@, linked to his account, who has exercised part);
-- a warrant; a transfer to a family trust; and a new SAFE for the next round, not yet converted.
-- =============================================================================================

insert into public.stakeholders (id, organization_id, name, stakeholder_type, email, user_id, created_by, created_at) values
  ('00000000-0000-4000-ca00-000000000101', '00000000-0000-4000-b000-000000000001', 'Samir Stakeholder', 'advisor', 'stakeholder@fikrspace.test',
   '00000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000001', now() - interval '740 days'),
  ('00000000-0000-4000-ca00-000000000102', '00000000-0000-4000-b000-000000000001', 'Haddad Family Trust', 'other', null,
   null, '00000000-0000-4000-a000-000000000001', now() - interval '150 days');

-- Sara's own row is hers.
update public.stakeholders set user_id = '00000000-0000-4000-a000-000000000008'
where organization_id = '00000000-0000-4000-b000-000000000001' and email = 'startup@fikrspace.test';

insert into public.share_classes (id, organization_id, name, class_type, authorized_shares, price_per_share, par_value, seniority,
  liquidation_preference_multiple, is_participating, participation_cap_multiple, conversion_ratio, board_approved_on, created_by) values
  ('00000000-0000-4000-ca00-000000000001', '00000000-0000-4000-b000-000000000001', 'Common', 'common', 12000000, 0.0001, 0.0001, 0, 1, false, null, 1, current_date - 800, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-ca00-000000000002', '00000000-0000-4000-b000-000000000001', 'Series Seed Preferred', 'preferred', 3000000, 0.8000, 0.0001, 1, 1, false, null, 1, current_date - 200, '00000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-ca00-000000000003', '00000000-0000-4000-b000-000000000007', 'Common', 'common', 10000000, 0.0001, 0.0001, 0, 1, false, null, 1, current_date - 320, '00000000-0000-4000-a000-000000000014');

insert into public.equity_plans (id, organization_id, name, share_class_id, shares_reserved, board_approved_on, created_by) values
  ('00000000-0000-4000-ca00-000000000011', '00000000-0000-4000-b000-000000000001', '2025 Stock Option Plan', '00000000-0000-4000-ca00-000000000001', 1000000, current_date - 760, '00000000-0000-4000-a000-000000000008');

insert into public.vesting_terms (id, organization_id, name, period_unit, period_length, cliff_length, total_length, created_by) values
  ('00000000-0000-4000-ca00-000000000021', '00000000-0000-4000-b000-000000000001', '4 years monthly, 1-year cliff', 'months', 1, 12, 48, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-ca00-000000000022', '00000000-0000-4000-b000-000000000001', '2 years monthly, no cliff', 'months', 1, 0, 24, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-ca00-000000000023', '00000000-0000-4000-b000-000000000001', '3 years quarterly, 6-month cliff', 'months', 3, 6, 36, '00000000-0000-4000-a000-000000000008');

-- Stakeholders by name, for the ledger below.
create temporary table seed_holder on commit drop as
select s.id, s.organization_id, s.name from public.stakeholders s
where s.organization_id in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007');

-- In order: every transaction after the security it acts on.
insert into public.cap_table_transactions (id, organization_id, kind, effective_on, security_id, stakeholder_id, to_stakeholder_id,
  share_class_id, equity_plan_id, quantity, price_per_share, amount, compensation_type, expires_on, vesting_terms_id, vesting_starts_on,
  acceleration_trigger, acceleration_percent, convertible_type, valuation_cap, discount_percent, interest_rate_percent, matures_on, mfn, pro_rata,
  note, created_by)
select v.id::uuid, v.org::uuid, v.kind::public.cap_transaction_kind, current_date - v.days_ago, coalesce(v.security::uuid, v.id::uuid),
  (select h.id from seed_holder h where h.organization_id = v.org::uuid and h.name = v.holder),
  (select h.id from seed_holder h where h.organization_id = v.org::uuid and h.name = v.recipient),
  v.class::uuid, v.plan::uuid, v.quantity, v.price, v.amount, v.compensation::public.equity_compensation_type, current_date - v.days_ago + v.expires_in_days,
  v.terms::uuid, case when v.terms is null then null else current_date - v.vesting_days_ago end,
  v.trigger_kind::public.acceleration_trigger, v.trigger_percent, v.convertible::public.convertible_type, v.cap, v.discount, v.interest,
  case when v.matures_in_days is null then null else current_date - v.days_ago + v.matures_in_days end, v.mfn, v.pro_rata,
  v.note, '00000000-0000-4000-a000-000000000008'::uuid
from (values
  -- Founders, with four-year founder vesting from incorporation; double-trigger full acceleration.
  ('00000000-0000-4000-ca00-000000000201', '00000000-0000-4000-b000-000000000001', 'stock_issuance', 790, null, 'Sara Startup', null,
   '00000000-0000-4000-ca00-000000000001', null, 4000000::bigint, 0.0001, 400.00, null, null::integer, '00000000-0000-4000-ca00-000000000021', 790,
   'double', 100.00, null, null::numeric, null::numeric, null::numeric, null::integer, null::boolean, null::boolean, 'Founder shares'),
  ('00000000-0000-4000-ca00-000000000202', '00000000-0000-4000-b000-000000000001', 'stock_issuance', 790, null, 'Karim Haddad', null,
   '00000000-0000-4000-ca00-000000000001', null, 3000000, 0.0001, 300.00, null, null, '00000000-0000-4000-ca00-000000000021', 790,
   'double', 100.00, null, null, null, null, null, null, null, 'Founder shares'),
  -- Oasis Ventures' post-money SAFE, converted in the seed round below.
  ('00000000-0000-4000-ca00-000000000203', '00000000-0000-4000-b000-000000000001', 'convertible_issuance', 420, null, 'Oasis Ventures', null,
   null, null, null, null, 1000000.00, null, null, null, null,
   null, null, 'safe_post_money', 8000000.00, null, null, null, false, true, 'Post-money SAFE, $8M cap, pro rata side letter'),
  -- The seed round: the SAFE converts, two investors buy Series Seed at $0.80.
  ('00000000-0000-4000-ca00-000000000204', '00000000-0000-4000-b000-000000000001', 'convertible_conversion', 200, '00000000-0000-4000-ca00-000000000203', null, null,
   '00000000-0000-4000-ca00-000000000002', null, 1500000, 0.6667, null, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Converted in the seed round at the cap price'),
  ('00000000-0000-4000-ca00-000000000205', '00000000-0000-4000-b000-000000000001', 'stock_issuance', 200, null, 'شركة النور للاستثمار', null,
   '00000000-0000-4000-ca00-000000000002', null, 750000, 0.8000, 600000.00, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Seed round'),
  ('00000000-0000-4000-ca00-000000000206', '00000000-0000-4000-b000-000000000001', 'stock_issuance', 200, null, 'Société Générale Capital', null,
   '00000000-0000-4000-ca00-000000000002', null, 500000, 0.8000, 400000.00, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Seed round'),
  -- A warrant to Oasis Ventures for common stock.
  ('00000000-0000-4000-ca00-000000000207', '00000000-0000-4000-b000-000000000001', 'warrant_issuance', 200, null, 'Oasis Ventures', null,
   '00000000-0000-4000-ca00-000000000001', null, 50000, 0.8000, null, null, 3650, null, null,
   null, null, null, null, null, null, null, null, null, 'Warrant issued with the seed round'),
  -- Option grants from the plan.
  ('00000000-0000-4000-ca00-000000000208', '00000000-0000-4000-b000-000000000001', 'equity_compensation_issuance', 730, null, 'Samir Stakeholder', null,
   null, '00000000-0000-4000-ca00-000000000011', 25000, 0.0500, null, 'option_nso', 3650, '00000000-0000-4000-ca00-000000000022', 730,
   'single', 50.00, null, null, null, null, null, null, null, 'Board advisor grant'),
  ('00000000-0000-4000-ca00-000000000209', '00000000-0000-4000-b000-000000000001', 'equity_compensation_exercise', 20, '00000000-0000-4000-ca00-000000000208', null, null,
   null, null, 5000, null, 250.00, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Early exercise of vested options'),
  ('00000000-0000-4000-ca00-000000000210', '00000000-0000-4000-b000-000000000001', 'equity_compensation_issuance', 60, null, 'Layla O''Brien', null,
   null, '00000000-0000-4000-ca00-000000000011', 120000, 0.2500, null, 'option_iso', 3650, '00000000-0000-4000-ca00-000000000021', 60,
   'double', 100.00, null, null, null, null, null, null, null, 'New hire grant'),
  ('00000000-0000-4000-ca00-000000000211', '00000000-0000-4000-b000-000000000001', 'equity_compensation_issuance', 30, null, 'Dr. Youssef Amrani', null,
   null, '00000000-0000-4000-ca00-000000000011', 50000, 0.2500, null, 'option_nso', 3650, '00000000-0000-4000-ca00-000000000023', 30,
   null, null, null, null, null, null, null, null, null, 'Advisor grant'),
  -- Karim moves part of his shares to his family trust.
  ('00000000-0000-4000-ca00-000000000212', '00000000-0000-4000-b000-000000000001', 'stock_transfer', 150, '00000000-0000-4000-ca00-000000000202', null, 'Haddad Family Trust',
   null, null, 250000, null, null, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Estate planning transfer'),
  -- A SAFE for the next round, outstanding.
  ('00000000-0000-4000-ca00-000000000213', '00000000-0000-4000-b000-000000000001', 'convertible_issuance', 20, null, 'شركة النور للاستثمار', null,
   null, null, null, null, 250000.00, null, null, null, null,
   null, null, 'safe_post_money', 12000000.00, 20.00, null, null, true, false, 'Bridge SAFE ahead of Series A'),
  -- Nile Robotics: the founder and an angel round in common stock.
  ('00000000-0000-4000-ca00-000000000301', '00000000-0000-4000-b000-000000000007', 'stock_issuance', 300, null, 'Omar Otherstartup', null,
   '00000000-0000-4000-ca00-000000000003', null, 6000000, 0.0001, 600.00, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Founder shares'),
  ('00000000-0000-4000-ca00-000000000302', '00000000-0000-4000-b000-000000000007', 'stock_issuance', 100, null, 'Cairo Angels', null,
   '00000000-0000-4000-ca00-000000000003', null, 900000, 0.3000, 270000.00, null, null, null, null,
   null, null, null, null, null, null, null, null, null, 'Angel round')
) as v(id, org, kind, days_ago, security, holder, recipient, class, plan, quantity, price, amount, compensation, expires_in_days, terms, vesting_days_ago,
       trigger_kind, trigger_percent, convertible, cap, discount, interest, matures_in_days, mfn, pro_rata, note);
