-- =============================================================================================
-- Demo funding rounds and their investor pipelines (Fikr Money)
-- =============================================================================================
-- Runs after 11_cap_table_ledger.sql and 21_cap_table_ecosystem.sql, whose share classes,
-- stakeholders and ledger rows it names. Dates count from today, so the pipeline's next steps are
-- always ahead and the timelines look alive whenever the demo starts. Every member of these
-- startups may open Fikr Money already (00_platform.sql entitles the demo accounts, and a new
-- member, as 20_ecosystem.sql's are, is given every product).
--
-- Fikr Labs: the seed round of 11_cap_table_ledger.sql, closed, its two investors pointing at the
-- ledger rows it recorded; and the Series A being raised, priced, with eight investors across the
-- pipeline. Its Series A Preferred class is approved by the board at closing, so the round names
-- its price but no class yet: closing asks for one first.
-- Each of the 12 ecosystem startups with a cap table (21_cap_table_ecosystem.sql): its next round,
-- open, with 3 to 6 investors in various stages, derived below from fixed orders only.
-- =============================================================================================

insert into public.funding_rounds (id, organization_id, name, instrument, currency, target_amount, minimum_ticket, pre_money_valuation, price_per_share,
  share_class_id, opens_on, target_close_on, closed_on, status, notes, created_by, created_at) values
  ('00000000-0000-4000-cf00-000000000001', '00000000-0000-4000-b000-000000000001', 'Seed round', 'priced_equity', 'USD', 1000000.00, 100000.00, 6400000.00, 0.80000000,
   '00000000-0000-4000-ca00-000000000002', current_date - 290, current_date - 210, current_date - 200, 'closed',
   'Led by شركة النور للاستثمار. Oasis Ventures'' post-money SAFE converted at its cap in the same closing.',
   '00000000-0000-4000-a000-000000000008', now() - interval '300 days'),
  ('00000000-0000-4000-cf00-000000000002', '00000000-0000-4000-b000-000000000001', 'Series A', 'priced_equity', 'USD', 6000000.00, 250000.00, 24000000.00, 2.22000000,
   null, current_date - 45, current_date + 75, null, 'open',
   'Oasis Ventures to lead. The board approves the Series A Preferred class with the term sheet; choose it here before closing.',
   '00000000-0000-4000-a000-000000000008', now() - interval '60 days');

insert into public.funding_round_investors (id, round_id, organization_id, investor_name, investor_organization_id, stakeholder_id, contact_email, stage,
  expected_amount, committed_amount, next_step, next_step_on, pass_reason, transaction_id, created_by, created_at)
select v.id::uuid, v.round::uuid, '00000000-0000-4000-b000-000000000001'::uuid, v.name, v.investor_org::uuid,
  (select s.id from public.stakeholders s where s.organization_id = '00000000-0000-4000-b000-000000000001' and s.name = v.name),
  v.email, v.stage::public.round_investor_stage, v.expected, v.committed, v.next_step, current_date + v.next_in_days, v.pass_reason, v.transaction_id::uuid,
  '00000000-0000-4000-a000-000000000008'::uuid, now() - make_interval(days => v.added_days_ago)
from (values
  -- The seed round, as the ledger recorded it.
  ('00000000-0000-4000-cf00-000000000101', '00000000-0000-4000-cf00-000000000001', 'شركة النور للاستثمار', null, 'deals@alnoor.example', 'closed',
   500000.00, 600000.00, null, null::integer, null, '00000000-0000-4000-ca00-000000000205', 295),
  ('00000000-0000-4000-cf00-000000000102', '00000000-0000-4000-cf00-000000000001', 'Société Générale Capital', null, 'startups@sg-capital.example', 'closed',
   400000.00, 400000.00, null, null, null, '00000000-0000-4000-ca00-000000000206', 290),
  ('00000000-0000-4000-cf00-000000000103', '00000000-0000-4000-cf00-000000000001', 'Gulf Angels Network', null, 'hello@gulfangels.example', 'passed',
   250000.00, null, null, null, 'Too early for the network: they asked to hear from us again at the Series A.', null, 285),
  -- The Series A, across the pipeline.
  ('00000000-0000-4000-cf00-000000000201', '00000000-0000-4000-cf00-000000000002', 'Oasis Ventures', '00000000-0000-4000-b000-000000000004', 'investor@fikrspace.test', 'term_sheet',
   2500000.00, null, 'Agree the board seat and the pro rata rights in the term sheet', 4, null, null, 44),
  ('00000000-0000-4000-cf00-000000000202', '00000000-0000-4000-cf00-000000000002', 'شركة النور للاستثمار', null, 'deals@alnoor.example', 'committed',
   750000.00, 750000.00, 'Send the subscription agreement for signature', 9, null, null, 40),
  ('00000000-0000-4000-cf00-000000000203', '00000000-0000-4000-cf00-000000000002', 'Société Générale Capital', null, 'startups@sg-capital.example', 'committed',
   500000.00, 500000.00, 'Confirm the wire instructions with their back office', 12, null, null, 38),
  ('00000000-0000-4000-cf00-000000000204', '00000000-0000-4000-cf00-000000000002', 'Falcon Growth Partners', null, 'ir@falcongrowth.example', 'due_diligence',
   1000000.00, null, 'Add the customer cohort analysis to the data room', 3, null, null, 30),
  ('00000000-0000-4000-cf00-000000000205', '00000000-0000-4000-cf00-000000000002', 'Cedar Ventures', (select o.id::text from public.organizations o where o.name = 'Cedar Ventures'), 'partners@cedarventures.example', 'meeting',
   750000.00, null, 'Present to their investment committee', 8, null, null, 21),
  ('00000000-0000-4000-cf00-000000000206', '00000000-0000-4000-cf00-000000000002', 'Atlas Capital', null, 'team@atlascapital.example', 'contacted',
   500000.00, null, 'Follow up on the introduction from Launchpad', 2, null, null, 10),
  ('00000000-0000-4000-cf00-000000000207', '00000000-0000-4000-cf00-000000000002', 'Desert Rose Angels', null, 'syndicate@desertrose.example', 'contacted',
   250000.00, null, 'Share the deck through an expiring link', 1, null, null, 6),
  ('00000000-0000-4000-cf00-000000000208', '00000000-0000-4000-cf00-000000000002', 'Horizon Consumer Fund', null, 'deals@horizonvc.example', 'passed',
   1000000.00, null, null, null, 'Outside their thesis: this fund invests only in consumer companies.', null, 35)
) as v(id, round, name, investor_org, email, stage, expected, committed, next_step, next_in_days, pass_reason, transaction_id, added_days_ago);

-- ---------------------------------------------------------------------------------------------
-- The ecosystem's startups, each raising its next round
-- ---------------------------------------------------------------------------------------------
-- A startup's stage is the number of preferred classes it has issued: none raises a seed round on
-- a SAFE (every fourth on a convertible note), one a Series A, two a Series B, three a Series C,
-- each priced a step above its latest class. n numbers the startups by id, and every amount, date
-- and investor follows from it.

create temporary table seed_funding_startup on commit drop as
select o.id as organization_id, o.n, coalesce(p.preferred, 0) as preferred, p.latest_price,
  (select m.user_id from public.organization_members m where m.organization_id = o.id order by m.created_at, m.user_id limit 1) as created_by
from (
  select c.organization_id as id, row_number() over (order by c.organization_id)::integer as n
  from public.share_classes c
  where c.organization_id not in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007')
  group by c.organization_id
) o
left join lateral (
  select count(*)::integer as preferred, (array_agg(c.price_per_share order by c.seniority desc))[1] as latest_price
  from public.share_classes c where c.organization_id = o.id and c.class_type = 'preferred'
) p on true;

insert into public.funding_rounds (id, organization_id, name, instrument, currency, target_amount, minimum_ticket, pre_money_valuation, price_per_share,
  valuation_cap, discount_percent, interest_rate_percent, matures_on, opens_on, target_close_on, status, notes, created_by, created_at)
select md5('funding-round:' || r.organization_id::text)::uuid, r.organization_id,
  case r.preferred when 0 then 'Seed round' when 1 then 'Series A' when 2 then 'Series B' else 'Series C' end,
  (case when r.preferred > 0 then 'priced_equity' when r.n % 4 = 0 then 'convertible_note' else 'safe_post_money' end)::public.funding_round_instrument,
  'USD', t.target, round(t.target / 10, -3),
  case when r.preferred > 0 then t.target * (3 + r.n % 3) end,
  case when r.preferred > 0 then round(r.latest_price * (1.8 + (r.n % 5) * 0.2), 4) end,
  case when r.preferred = 0 then t.target * (6 + r.n % 4) end,
  case when r.preferred = 0 then (array[null, 15, 20, 10])[r.n % 4 + 1]::numeric end,
  case when r.preferred = 0 and r.n % 4 = 0 then 6.000 end,
  case when r.preferred = 0 and r.n % 4 = 0 then current_date + 700 end,
  current_date - (14 + (r.n * 11) % 70), current_date + (30 + (r.n * 17) % 90), 'open',
  case when r.preferred > 0 then 'The new preferred class is approved by the board with the term sheet.' end,
  r.created_by, now() - make_interval(days => 20 + (r.n * 11) % 70)
from seed_funding_startup r
cross join lateral (
  select (case r.preferred when 0 then 1000000 + (r.n % 3) * 500000 when 1 then 4000000 + (r.n % 3) * 1000000 when 2 then 12000000 + (r.n % 3) * 3000000 else 30000000 end)::numeric(20, 2) as target
) t;

-- Investors from a fixed list: the ecosystem's venture capital firms (linked to their
-- organizations) and angel networks; a startup's earlier investor of the same name is linked to its
-- stakeholder row. Stepping through the list by 7 of 12 never names one twice in a round.
insert into public.funding_round_investors (id, round_id, organization_id, investor_name, investor_organization_id, stakeholder_id, contact_email, stage,
  expected_amount, committed_amount, next_step, next_step_on, pass_reason, created_by, created_at)
select md5('funding-round-investor:' || r.organization_id::text || ':' || k)::uuid, md5('funding-round:' || r.organization_id::text)::uuid, r.organization_id,
  i.name,
  (select o.id from public.organizations o join public.organization_types ot on ot.id = o.organization_type_id where ot.name = 'venture_capital' and o.name = i.name),
  (select s.id from public.stakeholders s where s.organization_id = r.organization_id and s.name = i.name order by s.created_at limit 1),
  i.email, st.stage::public.round_investor_stage, a.expected,
  case when st.stage = 'committed' then a.expected end,
  case st.stage
    when 'contacted' then 'Follow up on the introduction'
    when 'meeting' then 'Second meeting with the partners'
    when 'due_diligence' then 'Answer the due diligence questions in the data room'
    when 'term_sheet' then 'Review the term sheet with counsel'
    when 'committed' then 'Send the subscription documents'
  end,
  case when st.stage <> 'passed' then current_date + 1 + (r.n + k * 3) % 14 end,
  case when st.stage = 'passed' then (array['Not investing in this sector this year.', 'The round is too early for their fund.', 'Valuation above what they can support.'])[(r.n + k) % 3 + 1] end,
  r.created_by, now() - make_interval(days => 3 + (r.n * 11 + k * 5) % 60)
from seed_funding_startup r
join public.funding_rounds f on f.id = md5('funding-round:' || r.organization_id::text)::uuid
cross join lateral generate_series(1, 3 + r.n % 4) as k
cross join lateral (
  select (array['Mirage Capital', 'Cedar Ventures', 'صندوق صقر', 'Nova Partners', 'Crescent Partners', 'Oasis Ventures', 'Gulf Angels Network', 'Atlas Capital',
                'Desert Rose Angels', 'Levant Growth Fund', 'شركاء الخليج للاستثمار', 'Sahara Seed Collective'])[(r.n * 5 + k * 7) % 12 + 1] as name
) n
cross join lateral (
  select n.name,
    'investments@' || (array['mirage', 'cedar', 'saqr', 'nova', 'crescent', 'oasis', 'gulfangels', 'atlas', 'desertrose', 'levant', 'gulfpartners', 'sahara'])[(r.n * 5 + k * 7) % 12 + 1] || '.example' as email
) i
cross join lateral (
  select (array['term_sheet', 'committed', 'due_diligence', 'meeting', 'contacted', 'passed'])[(k + r.n) % 6 + 1] as stage
) st
cross join lateral (
  select round(f.target_amount * (0.08 + ((r.n + k) % 5) * 0.04), -3)::numeric(20, 2) as expected
) a;

drop table seed_funding_startup;
