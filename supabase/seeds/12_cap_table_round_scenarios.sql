-- =============================================================================================
-- Round scenarios: Fikr Labs is modeling its Series A
-- =============================================================================================
-- Two saved scenarios on the ledger of 11_cap_table_ledger.sql, for the round modeler to open
-- and compare: the same new money at two valuations and two pool targets, with the bridge SAFE
-- converting in both, and Oasis Ventures taking up its pro rata. The closing date counts from today, like the ledger's dates.

insert into public.cap_round_scenarios (id, organization_id, name, terms, created_by, created_at, updated_at) values
  ('00000000-0000-4000-ca00-000000000501', '00000000-0000-4000-b000-000000000001', 'Series A at $12M pre',
   jsonb_build_object(
     'newMoney', 3000000, 'preMoneyValuation', 12000000,
     'pool', jsonb_build_object('mode', 'target', 'percent', 12), 'poolTiming', 'pre-money',
     'closingDate', to_char(current_date + 45, 'YYYY-MM-DD'),
     'investors', jsonb_build_array(
       jsonb_build_object('name', 'Gulf Horizon Ventures', 'amount', 2500000),
       jsonb_build_object('stakeholderId', (select s.id from public.stakeholders s where s.organization_id = '00000000-0000-4000-b000-000000000001' and s.name = 'Oasis Ventures'), 'amount', 500000))),
   '00000000-0000-4000-a000-000000000008', now() - interval '6 days', now() - interval '6 days'),
  ('00000000-0000-4000-ca00-000000000502', '00000000-0000-4000-b000-000000000001', 'Series A at $15M pre, smaller pool',
   jsonb_build_object(
     'newMoney', 3000000, 'preMoneyValuation', 15000000,
     'pool', jsonb_build_object('mode', 'target', 'percent', 10), 'poolTiming', 'post-money',
     'closingDate', to_char(current_date + 45, 'YYYY-MM-DD'),
     'investors', jsonb_build_array(
       jsonb_build_object('name', 'Gulf Horizon Ventures', 'amount', 2500000),
       jsonb_build_object('stakeholderId', (select s.id from public.stakeholders s where s.organization_id = '00000000-0000-4000-b000-000000000001' and s.name = 'Oasis Ventures'), 'amount', 500000))),
   '00000000-0000-4000-a000-000000000008', now() - interval '2 days', now() - interval '2 days');
