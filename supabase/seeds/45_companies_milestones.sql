-- =============================================================================================
-- Demo data of the companies context: every demo startup's plan and achievements
-- =============================================================================================
-- Runs after 00_platform.sql and 20_ecosystem.sql, whose startups and members it names. Dates are
-- placed around the quarter the seed runs in (date_trunc('quarter', now())): the two quarters
-- before it, this one and the next two, so the roadmap never goes stale. Past quarters are mostly
-- done, some late (the target passed and it is not done) or done after their date; this quarter
-- is under way; the next two are planned. Owners are members of each startup.

-- ---------------------------------------------------------------------------------------------
-- Fikr Labs (startup@): a seed-stage SaaS company between its seed round and its Series A
-- ---------------------------------------------------------------------------------------------
-- `plan` is the status, or 'current' for a milestone of this quarter that is done once its date
-- has come, and under way before. `done_after` is the completion date, in days after the target.
insert into public.milestones (id, organization_id, title, description, category, status, target_on, completed_on, owner_user_id, created_by, created_at)
select
  v.id::uuid,
  '00000000-0000-4000-b000-000000000001',
  v.title,
  v.description,
  v.category::public.milestone_category,
  d.status::public.milestone_status,
  d.target_on,
  case when d.status = 'done' then d.target_on + coalesce(v.done_after, -3) end,
  v.owner_id::uuid,
  '00000000-0000-4000-a000-000000000008',
  now() - interval '200 days'
from (values
  ('00000000-0000-4000-e000-000000000001', -2, 80, 'fundraising', 'Close the $1.5M seed round', 'Led by Oasis Ventures with two angel syndicates from Riyadh and Cairo.', 'done', -6, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-e000-000000000002', -2, 45, 'product', 'Launch the cap table module', 'Share classes, SAFEs and the ownership chart, with export to Excel.', 'done', 7, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-e000-000000000003', -1, 85, 'growth', 'Reach 150 paying customers', null, 'done', -6, '00000000-0000-4000-a000-000000000004'),
  ('00000000-0000-4000-e000-000000000004', -1, 40, 'product', 'Ship the Arabic right-to-left interface', 'Every page in Arabic, with Eastern Arabic digits where the reader prefers them.', 'done', -2, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-e000-000000000005', -1, 70, 'legal', 'SOC 2 Type I readiness assessment', 'Policies written; the auditor''s fieldwork waits for the access reviews.', 'in_progress', null, '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-e000-000000000006', -1, 88, 'operations', 'Open the Riyadh sales office', 'The commercial registration is still with the Ministry of Investment.', 'at_risk', null, '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-e000-000000000007', 0, 20, 'product', 'Launch metrics sharing with investors', 'Founders choose which metrics each investor sees, and for how long.', 'current', null, '00000000-0000-4000-a000-000000000015'),
  ('00000000-0000-4000-e000-000000000008', 0, 75, 'growth', 'Sign three enterprise pilots in Saudi Arabia', 'Two banks and a telecom operator are in procurement; one has paused.', 'at_risk', null, '00000000-0000-4000-a000-000000000004'),
  ('00000000-0000-4000-e000-000000000009', 0, 60, 'fundraising', 'Prepare the pre-Series A data room', 'Financial model, cohort analysis and customer references.', 'in_progress', null, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-e000-000000000010', 0, 45, 'product', 'Weekly investor digest e-mail', 'Dropped: investors preferred the monthly update with metrics.', 'dropped', null, '00000000-0000-4000-a000-000000000007'),
  ('00000000-0000-4000-e000-000000000011', 1, 50, 'team', 'Hire two senior engineers', 'One for the data platform, one for the mobile apps.', 'planned', null, '00000000-0000-4000-a000-000000000015'),
  ('00000000-0000-4000-e000-000000000012', 1, 85, 'fundraising', 'Raise the $6M Series A', null, 'planned', null, '00000000-0000-4000-a000-000000000008'),
  ('00000000-0000-4000-e000-000000000013', 2, 60, 'legal', 'ISO 27001 certification', 'Required by two of the pilot banks before a full contract.', 'planned', null, '00000000-0000-4000-a000-000000000003'),
  ('00000000-0000-4000-e000-000000000014', 2, 85, 'growth', 'Reach 300 paying customers', null, 'planned', null, '00000000-0000-4000-a000-000000000004')
) as v(id, quarter_offset, day_of_quarter, category, title, description, plan, done_after, owner_id)
cross join lateral (
  select (date_trunc('quarter', now()) + make_interval(months => 3 * v.quarter_offset))::date + v.day_of_quarter - 1 as target_on
) t
cross join lateral (
  select t.target_on,
         case when v.plan <> 'current' then v.plan when t.target_on <= current_date then 'done' else 'in_progress' end as status
) d;

insert into public.achievements (organization_id, kind, title, awarded_by, achieved_on, description, milestone_id, created_at)
select '00000000-0000-4000-b000-000000000001', v.kind::public.achievement_kind, v.title, v.awarded_by,
       coalesce(m.completed_on, (date_trunc('quarter', now()))::date + v.days_from_quarter), v.description, m.id, now() - interval '100 days'
from (values
  ('milestone', 'Seed round closed: $1.5M', null, null, 'Oasis Ventures led, with angels from Riyadh and Cairo.', '00000000-0000-4000-e000-000000000001'),
  ('award', 'Best B2B SaaS startup', 'Flat6Labs Demo Day', -230, 'Chosen by the jury among twelve startups of the Abu Dhabi cohort.', null),
  ('award', 'Winner of the Misk Innovation Challenge', 'Misk Foundation', -160, 'A grant of SAR 250,000 and a place in the Misk accelerator network.', null),
  ('press', '“The Gulf’s cap-table startups to watch”', 'Wamda', -115, null, null),
  ('milestone', '150 paying customers', null, null, null, '00000000-0000-4000-e000-000000000003'),
  ('partnership', 'Partner of the Hub71 startup programme', 'Hub71', -12, 'Fikr Labs runs the cap tables of the programme''s startups.', null)
) as v(kind, title, awarded_by, days_from_quarter, description, milestone_id)
left join public.milestones m on m.id = v.milestone_id::uuid;

-- ---------------------------------------------------------------------------------------------
-- Every other demo startup: 8 to 14 milestones and 3 to 6 achievements, drawn from templates
-- ---------------------------------------------------------------------------------------------
-- Each startup takes the first 8 to 14 slots (its own number, from a hash of its id), so every one
-- has milestones in all five quarters; the hash also picks one of three wordings a slot, so
-- neighbours in the directory do not share a plan. Owners are the startup's members who hold a
-- role above viewer, in turn.
create temporary table demo_milestone_slots (
  slot int primary key,
  quarter_offset int not null,
  day_of_quarter int not null,
  category public.milestone_category not null,
  plan text not null,
  titles text[] not null,
  -- What an achievement of kind milestone says once the slot is done (none where no achievement marks it).
  achieved text[]
);

insert into demo_milestone_slots values
  (1, -2, 30, 'fundraising', 'done', array['Close the pre-seed round', 'Close the seed extension', 'Sign the angel round'], array['Pre-seed round closed', 'Seed extension closed', 'Angel round signed']),
  (2, -2, 70, 'product', 'done_late', array['Launch the public beta', 'Release version 2.0 of the app', 'Launch self-serve onboarding'], null),
  (3, -1, 25, 'growth', 'done', array['Reach 1,000 active users', 'Sign the first 20 paying customers', 'Double monthly revenue'], array['1,000 active users', 'First 20 paying customers', 'Monthly revenue doubled']),
  (4, -1, 60, 'team', 'done', array['Hire a head of sales', 'Hire a lead product designer', 'Hire a finance manager'], null),
  (5, -1, 80, 'legal', 'in_progress', array['Register the company in ADGM', 'Register the trademark in the GCC', 'Complete the data protection review'], null),
  (6, 0, 15, 'product', 'current', array['Ship the Arabic version', 'Launch the Android app', 'Integrate local payment gateways'], null),
  (7, 0, 50, 'growth', 'at_risk', array['Launch in Saudi Arabia', 'Sign a distribution partner in Egypt', 'Reach break-even in the home market'], null),
  (8, 2, 70, 'fundraising', 'planned', array['Raise the seed round', 'Raise the Series A', 'Open a bridge round with existing investors'], null),
  (9, 1, 30, 'operations', 'planned', array['Move to a larger office', 'Set up bilingual customer support', 'Automate monthly financial reporting'], null),
  (10, 0, 75, 'fundraising', 'in_progress', array['Prepare the investor data room', 'Apply to an accelerator programme', 'Update the financial model'], null),
  (11, -2, 50, 'operations', 'done', array['Set up the accounting system', 'Choose a cloud region in the GCC', 'Sign the first supplier contract'], null),
  (12, -1, 40, 'product', 'dropped', array['Build a desktop app', 'Launch a loyalty programme', 'Add a partner marketplace'], null),
  (13, 2, 40, 'team', 'planned', array['Hire a country manager', 'Grow the engineering team to ten', 'Set up an employee stock option plan'], null),
  (14, -1, 85, 'growth', 'at_risk', array['Reach 50 business customers', 'Launch the referral programme', 'Cut customer acquisition cost by 30%'], null);

create temporary table demo_plan_startups as
select o.id as organization_id,
       8 + abs(hashtext(o.id::text || ':plan')) % 7 as milestone_count,
       3 + abs(hashtext(o.id::text || ':achievements')) % 4 as achievement_count
from public.organizations o
join public.organization_types t on t.id = o.organization_type_id
where t.name = 'startup' and o.id <> '00000000-0000-4000-b000-000000000001';

insert into public.milestones (id, organization_id, title, category, status, target_on, completed_on, owner_user_id, created_by, created_at)
select
  md5(p.organization_id::text || ':milestone:' || s.slot)::uuid,
  p.organization_id,
  s.titles[1 + abs(hashtext(p.organization_id::text || ':' || s.slot)) % 3],
  s.category,
  d.status::public.milestone_status,
  t.target_on,
  case when d.status = 'done' then t.target_on + case when s.plan = 'done_late' then 6 else -(2 + s.slot % 5) end end,
  owner.user_id,
  owner.user_id,
  now() - interval '200 days'
from demo_plan_startups p
join demo_milestone_slots s on s.slot <= p.milestone_count
cross join lateral (
  select (date_trunc('quarter', now()) + make_interval(months => 3 * s.quarter_offset))::date + s.day_of_quarter - 1 as target_on
) t
cross join lateral (
  select case
           when s.plan = 'done_late' then 'done'
           when s.plan <> 'current' then s.plan
           when t.target_on <= current_date then 'done'
           else 'in_progress'
         end as status
) d
left join lateral (
  select r.user_id
  from public.organisation_roles r
  join public.organization_members m on m.organization_id = r.organization_id and m.user_id = r.user_id
  where r.organization_id = p.organization_id and r.is_active and r.role <> 'viewer'
  order by r.user_id
  offset s.slot % greatest(1, (select count(*) from public.organisation_roles c where c.organization_id = p.organization_id and c.is_active and c.role <> 'viewer'))
  limit 1
) owner on true;

-- The achievements: the two milestones every startup reaches (slots 1 and 3), then an award, press,
-- a certification and a partnership, as many as the startup's number.
insert into public.achievements (organization_id, kind, title, awarded_by, achieved_on, milestone_id, created_at)
select p.organization_id, a.kind::public.achievement_kind, a.title, a.awarded_by, a.achieved_on, a.milestone_id, now() - interval '100 days'
from demo_plan_startups p
cross join lateral (
  select 1 as position, 'milestone' as kind, s.achieved[1 + abs(hashtext(p.organization_id::text || ':1')) % 3] as title, null as awarded_by, m.completed_on as achieved_on, m.id as milestone_id
  from demo_milestone_slots s join public.milestones m on m.id = md5(p.organization_id::text || ':milestone:1')::uuid
  where s.slot = 1
  union all
  select 2, 'award', award.title, award.awarded_by, (date_trunc('quarter', now()))::date - (120 + abs(hashtext(p.organization_id::text || ':award')) % 150), null
  from (values
    (0, 'Winner of the innovation challenge', 'Misk Foundation'),
    (1, 'Best pitch of the cohort', 'Flat6Labs Demo Day'),
    (2, 'Finalist of the Arab Startup Competition', 'MIT Enterprise Forum Pan Arab'),
    (3, 'Startup of the year, regional final', 'Seedstars'),
    (4, 'Top 10 startups to watch', 'STEP Conference')
  ) as award(choice, title, awarded_by)
  where award.choice = abs(hashtext(p.organization_id::text || ':award-choice')) % 5
  union all
  select 3, 'press', press.title, press.awarded_by, (date_trunc('quarter', now()))::date - (20 + abs(hashtext(p.organization_id::text || ':press')) % 60), null
  from (values
    (0, 'Featured in the month’s MENA startup roundup', 'Wamda'),
    (1, 'Founder interview', 'Arab News'),
    (2, 'Listed among the region’s rising startups', 'Forbes Middle East'),
    (3, 'Funding announcement covered', 'MAGNiTT')
  ) as press(choice, title, awarded_by)
  where press.choice = abs(hashtext(p.organization_id::text || ':press-choice')) % 4
  union all
  select 4, 'milestone', s.achieved[1 + abs(hashtext(p.organization_id::text || ':3')) % 3], null, m.completed_on, m.id
  from demo_milestone_slots s join public.milestones m on m.id = md5(p.organization_id::text || ':milestone:3')::uuid
  where s.slot = 3
  union all
  select 5, 'certification', 'ISO 27001 certification', 'BSI', (date_trunc('quarter', now()))::date - 200, null
  union all
  select 6, 'partnership', 'Pilot partnership with a national bank', null, (date_trunc('quarter', now()))::date - 45, null
) a
where a.position <= p.achievement_count;

drop table demo_milestone_slots;
drop table demo_plan_startups;
