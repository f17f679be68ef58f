-- =============================================================================================
-- Demo data of Fikr OS: periods, value streams, objectives, key results, check-ins and epics
-- =============================================================================================
-- Runs after 00_platform.sql, 20_ecosystem.sql and 40_metrics.sql, whose startups, members and
-- monthly metrics it names. The current period is the quarter the seed runs in
-- (date_trunc('quarter', current_date)) and check-ins count back from today, so the demo is always
-- mid-quarter. Fikr Labs' objectives are written by hand, with the quarter before for the period
-- picker; Nile Robotics has one objective, so each startup has rows the other must never see; the
-- twelve generated startups whose cap tables 21_cap_table_ecosystem.sql writes get one quarter of
-- objectives and key results, made set-wise from their own metrics. Ids are fixed, or derived from
-- the organization and the row's place (md5), so every seed run makes the same rows.
--
-- Key results that follow a metric (metric_key) take their value from the latest submitted month
-- when they are inserted (20261130100100_strategy_metric_following.sql): Fikr Labs' last month is
-- still a draft, so its MRR key result stands at the month before until that one is submitted.

create temporary table strategy_quarter as
select
  date_trunc('quarter', current_date)::date as starts_on,
  (date_trunc('quarter', current_date) + interval '3 months' - interval '1 day')::date as ends_on,
  'Q' || extract(quarter from current_date)::int || ' ' || extract(year from current_date)::int as name,
  (date_trunc('quarter', current_date) - interval '3 months')::date as previous_starts_on,
  (date_trunc('quarter', current_date) - interval '1 day')::date as previous_ends_on,
  'Q' || extract(quarter from current_date - interval '3 months')::int || ' ' || extract(year from current_date - interval '3 months')::int as previous_name,
  -- The month before the quarter: where a metric stood when the quarter began.
  (date_trunc('quarter', current_date) - interval '1 month')::date as baseline_month;

-- ---------------------------------------------------------------------------------------------
-- Fikr Labs (startup@): a seed-stage SaaS company working towards its Series A
-- ---------------------------------------------------------------------------------------------

insert into public.strategic_periods (id, organization_id, name, starts_on, ends_on, created_by, created_at)
select v.id::uuid, '00000000-0000-4000-b000-000000000001', v.name, v.starts_on, v.ends_on, '00000000-0000-4000-a000-000000000008', v.starts_on - 10
from strategy_quarter q
cross join lateral (values
  ('00000000-0000-4000-0e00-000000000001', q.name, q.starts_on, q.ends_on),
  ('00000000-0000-4000-0e00-000000000002', q.previous_name, q.previous_starts_on, q.previous_ends_on)
) as v(id, name, starts_on, ends_on);

insert into public.value_streams (id, organization_id, name, description, position, created_by) values
  ('00000000-0000-4000-0e00-000000000011', '00000000-0000-4000-b000-000000000001', 'Revenue engine', 'Winning seed-stage startups and the first enterprise customers, and keeping them.', 10, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000012', '00000000-0000-4000-b000-000000000001', 'Product platform', 'The equity, data room and reporting platform, and the trust it runs on.', 20, '00000000-0000-4000-a000-000000000008');

insert into public.strategic_objectives (id, organization_id, period_id, value_stream_id, title, description, position, created_by) values
  ('00000000-0000-4000-0e00-000000000021', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000011',
   'Become the default equity platform for GCC seed startups', 'Founders in Riyadh, Dubai and Cairo set up their cap table and data room with us first.', 10, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000022', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000011',
   'Build a repeatable enterprise sales motion', 'Banks and accelerators buy portfolio-wide licences through one sales process.', 20, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000023', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000012',
   'Earn trust with reliable, audit-ready infrastructure', 'What investors and enterprise buyers check before they rely on us.', 30, '00000000-0000-4000-a000-000000000008');

insert into public.objectives (id, organization_id, period_id, strategic_objective_id, owner_id, title, description, position, created_by) values
  ('00000000-0000-4000-0e00-000000000031', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000021', '00000000-0000-4000-a000-000000000008',
   'Grow recurring revenue past the seed plan', 'The Series A conversation starts once MRR clears $200k with healthy retention.', 10, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000032', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000022', '00000000-0000-4000-a000-000000000003',
   'Land our first enterprise pilots', 'Three paid pilots with banks or accelerators, each with a named sponsor.', 20, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000033', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000021', '00000000-0000-4000-a000-000000000007',
   'Make the data room the reason founders stay', 'Founders share their data room weekly and stop asking how permissions work.', 30, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000034', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000001', '00000000-0000-4000-0e00-000000000023', '00000000-0000-4000-a000-000000000001',
   'Be ready for a SOC 2 Type I audit', 'Controls documented and automated before the enterprise pilots go live.', 40, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000035', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000002', null, '00000000-0000-4000-a000-000000000008',
   'Close the seed extension', 'Enough runway to reach the Series A metrics without cutting the roadmap.', 10, '00000000-0000-4000-a000-000000000008');

-- The MRR key result starts where MRR stood in the month before the quarter.
insert into public.key_results (id, organization_id, objective_id, title, unit, start_value, target_value, confidence, metric_key, position, created_by)
select v.id::uuid, '00000000-0000-4000-b000-000000000001', v.objective_id::uuid, v.title, v.unit::public.key_result_unit,
  coalesce(
    case when v.metric_key is not null then (
      select m.value from public.metric_values m, strategy_quarter q
      where m.organization_id = '00000000-0000-4000-b000-000000000001' and m.metric_key = v.metric_key and m.period = q.baseline_month
    ) end,
    v.start_value
  ),
  v.target_value, v.confidence::public.key_result_confidence, v.metric_key, v.position, '00000000-0000-4000-a000-000000000008'
from (values
  ('00000000-0000-4000-0e00-000000000041', '00000000-0000-4000-0e00-000000000031', 'Monthly recurring revenue', 'currency', 120000, 200000, 'medium', 'mrr', 10),
  ('00000000-0000-4000-0e00-000000000042', '00000000-0000-4000-0e00-000000000031', 'Paying customers', 'number', 150, 200, 'medium', null, 20),
  ('00000000-0000-4000-0e00-000000000043', '00000000-0000-4000-0e00-000000000031', 'Net revenue retention', 'percent', 104, 115, 'medium', null, 30),
  ('00000000-0000-4000-0e00-000000000044', '00000000-0000-4000-0e00-000000000032', 'Signed enterprise pilots', 'number', 0, 3, 'medium', null, 10),
  ('00000000-0000-4000-0e00-000000000045', '00000000-0000-4000-0e00-000000000032', 'Qualified enterprise pipeline', 'currency', 250000, 750000, 'medium', null, 20),
  ('00000000-0000-4000-0e00-000000000046', '00000000-0000-4000-0e00-000000000033', 'Startups using the data room every week', 'number', 12, 60, 'medium', null, 10),
  ('00000000-0000-4000-0e00-000000000047', '00000000-0000-4000-0e00-000000000033', 'Median minutes to share a data room', 'number', 25, 5, 'medium', null, 20),
  ('00000000-0000-4000-0e00-000000000048', '00000000-0000-4000-0e00-000000000033', 'Support tickets about permissions per month', 'number', 18, 6, 'medium', null, 30),
  ('00000000-0000-4000-0e00-000000000049', '00000000-0000-4000-0e00-000000000034', 'SOC 2 controls in place', 'percent', 40, 100, 'medium', null, 10),
  ('00000000-0000-4000-0e00-000000000050', '00000000-0000-4000-0e00-000000000034', 'API response time at the 95th percentile (ms)', 'number', 850, 300, 'medium', null, 20),
  ('00000000-0000-4000-0e00-000000000051', '00000000-0000-4000-0e00-000000000035', 'Committed by new investors', 'currency', 0, 1000000, 'medium', null, 10),
  ('00000000-0000-4000-0e00-000000000052', '00000000-0000-4000-0e00-000000000035', 'Investor meetings held', 'number', 0, 40, 'medium', null, 20)
) as v(id, objective_id, title, unit, start_value, target_value, confidence, metric_key, position);

-- Weekly check-ins, `days` before today (the quarter before's: days before this quarter began).
-- Each moves its key result's current value and confidence (the table's trigger).
insert into public.key_result_check_ins (id, organization_id, key_result_id, checked_on, value, confidence, comment, author_id, created_at)
select v.id::uuid, '00000000-0000-4000-b000-000000000001', v.key_result_id::uuid,
  case when v.previous then q.starts_on - v.days else current_date - v.days end,
  v.value, v.confidence::public.key_result_confidence, v.comment, v.author_id::uuid,
  (case when v.previous then q.starts_on - v.days else current_date - v.days end) + time '17:30'
from strategy_quarter q
cross join (values
  ('00000000-0000-4000-0e00-000000000101', '00000000-0000-4000-0e00-000000000042', false, 21, 154, 'medium', 'Two logos from the Riyadh founders'' evening.', '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000102', '00000000-0000-4000-0e00-000000000042', false, 14, 158, 'medium', null, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000103', '00000000-0000-4000-0e00-000000000042', false, 7, 163, 'high', 'The self-serve trial converts at 9%: we are ahead of plan.', '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000104', '00000000-0000-4000-0e00-000000000043', false, 14, 106, 'low', 'Two downgrades after budget cuts at portfolio companies.', '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000105', '00000000-0000-4000-0e00-000000000043', false, 7, 107, 'medium', 'Expansion from the accelerator seats makes up for one of them.', '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000106', '00000000-0000-4000-0e00-000000000044', false, 20, 1, 'medium', 'Gulf Bank signed the pilot agreement.', '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-0e00-000000000107', '00000000-0000-4000-0e00-000000000044', false, 6, 1, 'medium', 'Two more are in legal review; one needs data residency in the UAE.', '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-0e00-000000000108', '00000000-0000-4000-0e00-000000000045', false, 13, 420000, 'high', 'Qualified after the GITEX follow-ups.', '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-0e00-000000000109', '00000000-0000-4000-0e00-000000000046', false, 21, 19, 'medium', null, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000110', '00000000-0000-4000-0e00-000000000046', false, 14, 27, 'high', 'Expiring share links shipped; usage jumped the same week.', '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000111', '00000000-0000-4000-0e00-000000000046', false, 7, 34, 'high', null, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000112', '00000000-0000-4000-0e00-000000000047', false, 14, 18, 'medium', 'Folder templates cut the setup time.', '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000113', '00000000-0000-4000-0e00-000000000047', false, 7, 14, 'medium', null, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000114', '00000000-0000-4000-0e00-000000000048', false, 10, 15, 'low', 'Viewers still cannot tell which folders they may open.', '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000115', '00000000-0000-4000-0e00-000000000049', false, 18, 55, 'medium', null, '00000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-0e00-000000000116', '00000000-0000-4000-0e00-000000000049', false, 4, 68, 'medium', 'Access reviews are automated; vendor management is next.', '00000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-0e00-000000000117', '00000000-0000-4000-0e00-000000000050', false, 12, 610, 'high', 'The ledger''s query plans are fixed.', '00000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-0e00-000000000118', '00000000-0000-4000-0e00-000000000051', true, 5, 1000000, 'high', 'Closed with Oasis Ventures and two angels.', '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000119', '00000000-0000-4000-0e00-000000000052', true, 5, 46, 'high', null, '00000000-0000-4000-a000-000000000008')
) as v(id, key_result_id, previous, days, value, confidence, comment, author_id);

insert into public.epics (id, organization_id, objective_id, title, description, status, position, created_by) values
  ('00000000-0000-4000-0e00-000000000201', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000031', 'Self-serve onboarding for seed startups', 'Sign-up to a first cap table in under ten minutes, without a sales call.', 'in_progress', 10, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-0e00-000000000202', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000032', 'CRM sync for enterprise pilots', 'Pilot usage and renewals in the sponsor''s CRM.', 'planned', 20, '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-0e00-000000000203', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000033', 'Expiring share links for data rooms', null, 'done', 30, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000204', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000033', 'Role-based data room permissions', 'Who may open which folder, said in plain words on every folder.', 'in_progress', 40, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-0e00-000000000205', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000034', 'Automated SOC 2 evidence collection', 'Waiting for the auditor to confirm the evidence format.', 'blocked', 50, '00000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-0e00-000000000206', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-0e00-000000000034', 'Latency dashboard and alerts', null, 'planned', 60, '00000000-0000-4000-a000-000000000001');

-- ---------------------------------------------------------------------------------------------
-- Nile Robotics (other-startup@): one objective of its own
-- ---------------------------------------------------------------------------------------------

insert into public.strategic_periods (id, organization_id, name, starts_on, ends_on, created_by)
select '00000000-0000-4000-0e00-000000000701', '00000000-0000-4000-b000-000000000007', q.name, q.starts_on, q.ends_on, '00000000-0000-4000-a000-000000000014'
from strategy_quarter q;

insert into public.value_streams (id, organization_id, name, position, created_by) values
  ('00000000-0000-4000-0e00-000000000711', '00000000-0000-4000-b000-000000000007', 'Warehouse automation', 10, '00000000-0000-4000-a000-000000000014');

insert into public.strategic_objectives (id, organization_id, period_id, value_stream_id, title, position, created_by) values
  ('00000000-0000-4000-0e00-000000000721', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-0e00-000000000701', '00000000-0000-4000-0e00-000000000711',
   'Lead warehouse robotics in Egypt', 10, '00000000-0000-4000-a000-000000000014');

insert into public.objectives (id, organization_id, period_id, strategic_objective_id, owner_id, title, position, created_by) values
  ('00000000-0000-4000-0e00-000000000731', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-0e00-000000000701', '00000000-0000-4000-0e00-000000000721', '00000000-0000-4000-a000-000000000014',
   'Prove the picking robot in a live warehouse', 10, '00000000-0000-4000-a000-000000000014');

insert into public.key_results (id, organization_id, objective_id, title, unit, start_value, target_value, position, created_by) values
  ('00000000-0000-4000-0e00-000000000741', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-0e00-000000000731', 'Picks per hour without help', 'number', 120, 400, 10, '00000000-0000-4000-a000-000000000014');

insert into public.key_result_check_ins (id, organization_id, key_result_id, checked_on, value, confidence, comment, author_id) values
  ('00000000-0000-4000-0e00-000000000751', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-0e00-000000000741', current_date - 3, 210, 'medium', 'The new gripper handles soft packaging.', '00000000-0000-4000-a000-000000000014');

insert into public.epics (id, organization_id, objective_id, title, status, position, created_by) values
  ('00000000-0000-4000-0e00-000000000761', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-0e00-000000000731', 'Gripper for soft packaging', 'in_progress', 10, '00000000-0000-4000-a000-000000000014');

-- ---------------------------------------------------------------------------------------------
-- The twelve generated startups of 21_cap_table_ecosystem.sql: one quarter each
-- ---------------------------------------------------------------------------------------------
-- Three objectives of five key results, the same for every startup but measured on its own
-- figures: revenue and customers follow the startup's metrics (their start is the month before
-- the quarter, their value the latest submitted month); the others are checked in twice, two and
-- one weeks ago, at a share of the way to the target that depends on the startup. The author of
-- every check-in and the owner of every objective is the startup's owner.

create temporary table strategy_startups as
select s.organization_id::uuid as organization_id,
  (select r.user_id from public.organisation_roles r where r.organization_id = s.organization_id::uuid and r.role = 'owner' and r.is_active order by r.created_at, r.user_id limit 1) as owner_id
from (
  select distinct t.organization_id from public.cap_table_transactions t
    -- The generated startups with a ledger (21_cap_table_ecosystem.sql): every company with one but the platform seed's two.
    where t.organization_id not in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007')
) as s(organization_id);

create temporary table strategy_objective_plan as
select * from (values
  (1, 'Grow recurring revenue', 'Revenue and paying customers up a third by the end of the quarter.'),
  (2, 'Keep the company funded', 'Enough runway and margin to reach the next round without a bridge.'),
  (3, 'Build a team that ships', 'Hire the key roles and ship to customers every week.')
) as p(place, title, description);

-- `share`: how far along the way the last check-in is, before the startup's own spread.
create temporary table strategy_key_result_plan as
select * from (values
  (1, 1, 'Monthly recurring revenue', 'currency', 'mrr', null::numeric, null::numeric, null::numeric),
  (2, 1, 'Paying customers', 'number', 'customers', null, null, null),
  (3, 2, 'Months of runway', 'number', null, 12, 18, 0.5),
  (4, 2, 'Gross margin', 'percent', null, null, null, 0.4),
  (5, 3, 'Key hires made', 'number', null, 0, 3, 0.34),
  (6, 3, 'Releases shipped to customers', 'number', null, 0, 12, 0.6)
) as p(place, objective_place, title, unit, metric_key, start_value, target_value, share);

insert into public.strategic_periods (id, organization_id, name, starts_on, ends_on, created_by)
select md5('strategy-period:' || s.organization_id)::uuid, s.organization_id, q.name, q.starts_on, q.ends_on, s.owner_id
from strategy_startups s cross join strategy_quarter q;

insert into public.objectives (id, organization_id, period_id, owner_id, title, description, position, created_by)
select md5('strategy-objective:' || s.organization_id || ':' || p.place)::uuid, s.organization_id, md5('strategy-period:' || s.organization_id)::uuid,
  s.owner_id, p.title, p.description, p.place * 10, s.owner_id
from strategy_startups s cross join strategy_objective_plan p;

-- Revenue and customers start where the month before the quarter left them and aim a third higher;
-- gross margin five points higher. A startup without the figure starts from the plan's numbers.
insert into public.key_results (id, organization_id, objective_id, title, unit, start_value, target_value, metric_key, position, created_by)
select md5('strategy-key-result:' || s.organization_id || ':' || p.place)::uuid, s.organization_id,
  md5('strategy-objective:' || s.organization_id || ':' || p.objective_place)::uuid, p.title, p.unit::public.key_result_unit,
  k.start_value, k.target_value, p.metric_key, p.place * 10, s.owner_id
from strategy_startups s
cross join strategy_quarter q
cross join strategy_key_result_plan p
cross join lateral (
  select coalesce(p.start_value, (
    select m.value from public.metric_values m
    where m.organization_id = s.organization_id and m.period = q.baseline_month and m.metric_key = coalesce(p.metric_key, 'gross_margin')
  ), 0) as baseline
) b
cross join lateral (
  select b.baseline as start_value,
    coalesce(p.target_value, case
      when p.unit = 'percent' then least(b.baseline + 5, 100)
      else greatest(round(b.baseline * 4 / 3), b.baseline + 10)
    end) as target_value
) k;

-- Two check-ins of each key result that follows no metric: a fortnight ago and a week ago.
insert into public.key_result_check_ins (id, organization_id, key_result_id, checked_on, value, confidence, comment, author_id, created_at)
select md5('strategy-check-in:' || k.id || ':' || w.weeks)::uuid, k.organization_id, k.id, current_date - 7 * w.weeks,
  round(k.start_value + (k.target_value - k.start_value) * c.reached * (3 - w.weeks) / 2, case when k.unit = 'number' and k.target_value - k.start_value < 50 then 0 else 1 end),
  (case when c.reached >= 0.6 then 'high' when c.reached >= 0.3 then 'medium' else 'low' end)::public.key_result_confidence,
  case when w.weeks = 1 then case when c.reached >= 0.6 then 'On track for the quarter.' when c.reached >= 0.3 then 'Moving, but slower than planned.' else 'Behind plan: we are looking at why.' end end,
  s.owner_id,
  (current_date - 7 * w.weeks) + time '17:00'
from public.key_results k
join strategy_startups s on s.organization_id = k.organization_id
join strategy_key_result_plan p on md5('strategy-key-result:' || s.organization_id || ':' || p.place)::uuid = k.id
cross join lateral (
  -- A spread of 0.6 to 1.4 of the plan's share, from the startup and the key result.
  select least(p.share * (0.6 + get_byte(decode(md5(k.id::text), 'hex'), 0) / 255.0 * 0.8), 1) as reached
) c
cross join (values (2), (1)) as w(weeks)
where k.metric_key is null;

drop table strategy_quarter, strategy_startups, strategy_objective_plan, strategy_key_result_plan;
