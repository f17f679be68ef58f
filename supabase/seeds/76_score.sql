-- =============================================================================================
-- Demo data of the score context: two published templates, Launchpad's scorecard rounds, Mentor
-- Circle's readiness check and the improvement plan that followed it
-- =============================================================================================
-- Ids are fixed in the 00000000-0000-4000-5c00-… range (answers in …-5c01-…):
--   templates   …5c00-00000000000T            T: 1 Scaleup Scorecard, 2 Investment Readiness
--   sections    …5c00-000000000TSS           questions …5c00-0000000TSSQQ
--   assessments …5c00-00000RSSSSSS           R: 1 to 3 Launchpad's rounds, 4 Mentor Circle's; S: the slot
--   plan items  …5c00-0000030000NN
-- Launchpad Accelerator sends the Scaleup Scorecard to Fikr Labs (slot 0) and to eight startups
-- of the demo ecosystem (slots 1 to 8: the first eight by id that name it as an active
-- relationship or share their metrics with it, the rule public.send_assessment applies), in three
-- rounds over the last nine months; Fikr Labs and slots 1 to 3 answered all three, so they have a
-- trend. The latest round is under way: some submitted, some in progress, some not started, one
-- overdue and reminded. Mentor Circle sends Investment Readiness to its mentees (the startups that
-- name it as an active relationship: Fikr Labs in the seed) and plans Fikr Labs' improvements on
-- its two weakest sections. Answers are drawn from a target per startup, round and section, with a
-- spread per question that a hash of the ids decides, so a reseed writes the same scores. Runs
-- after 00_platform.sql, 20_ecosystem.sql, 40_metrics.sql and 50_network.sql, whose organizations,
-- members, shares and relationships it reads. Dates count back from the day the seed runs.

-- A number from 0 to p_count - 1 that depends only on p_seed.
create function pg_temp.pick(p_seed text, p_count integer)
returns integer
language sql
immutable
as $$
  select ('x' || substr(md5(p_seed), 1, 7))::bit(28)::integer % p_count
$$;

-- =============================================================================================
-- Templates
-- =============================================================================================
insert into public.assessment_templates (id, name, description, kind, created_by, created_at) values
  ('00000000-0000-4000-5c00-000000000001', 'Scaleup Scorecard',
    'Where a startup stands on the six areas that decide whether it can scale: team, product, market, traction, finance and operations. Sent every four to six months, it shows the trend and where support helps most.',
    'scaleup_scorecard', '00000000-0000-4000-a000-000000000001', now() - interval '330 days'),
  ('00000000-0000-4000-5c00-000000000002', 'Investment Readiness',
    'A short check before a fundraise: the story, the numbers, the legal house and the round itself.',
    'readiness', '00000000-0000-4000-a000-000000000001', now() - interval '210 days');

insert into public.assessment_sections (id, template_id, name, description, weight, ordinal) values
  ('00000000-0000-4000-5c00-000000000101', '00000000-0000-4000-5c00-000000000001', 'Team', 'The founders and the people around them.', 1, 1),
  ('00000000-0000-4000-5c00-000000000102', '00000000-0000-4000-5c00-000000000001', 'Product', 'What customers use, and how fast it improves.', 1, 2),
  ('00000000-0000-4000-5c00-000000000103', '00000000-0000-4000-5c00-000000000001', 'Market', 'The opportunity and the position in it.', 1, 3),
  ('00000000-0000-4000-5c00-000000000104', '00000000-0000-4000-5c00-000000000001', 'Traction', 'Revenue, growth and customers who stay.', 1.5, 4),
  ('00000000-0000-4000-5c00-000000000105', '00000000-0000-4000-5c00-000000000001', 'Finance', 'Runway, margins and the discipline behind the numbers.', 1.25, 5),
  ('00000000-0000-4000-5c00-000000000106', '00000000-0000-4000-5c00-000000000001', 'Operations', 'Processes and systems that hold at ten times the size.', 0.75, 6),
  ('00000000-0000-4000-5c00-000000000201', '00000000-0000-4000-5c00-000000000002', 'Pitch and story', null, 1, 1),
  ('00000000-0000-4000-5c00-000000000202', '00000000-0000-4000-5c00-000000000002', 'Financials', null, 1.25, 2),
  ('00000000-0000-4000-5c00-000000000203', '00000000-0000-4000-5c00-000000000002', 'Legal and governance', null, 1, 3),
  ('00000000-0000-4000-5c00-000000000204', '00000000-0000-4000-5c00-000000000002', 'Fundraising plan', null, 1, 4);

insert into public.assessment_questions (id, section_id, prompt, help, kind, scale, options, bands, unit, weight, required, ordinal) values
  -- Team
  ('00000000-0000-4000-5c00-000000010101', '00000000-0000-4000-5c00-000000000101',
    'How complete is the founding team across product, technology and commercial roles?', '1: one founder covers everything; 5: each area has an experienced owner.',
    'scale', 'one_to_five', null, null, null, 2, true, 1),
  ('00000000-0000-4000-5c00-000000010102', '00000000-0000-4000-5c00-000000000101',
    'How many full-time employees do you have today?', 'Founders included; contractors working more than four days a week count.',
    'number', null, null, '[{"max": 3, "points": 20}, {"min": 3, "max": 10, "points": 50}, {"min": 10, "max": 30, "points": 80}, {"min": 30, "points": 100}]', 'people', 1, true, 2),
  ('00000000-0000-4000-5c00-000000010103', '00000000-0000-4000-5c00-000000000101',
    'Has the team built and sold a product together before?', null,
    'yes_no', null, null, null, null, 1, true, 3),
  ('00000000-0000-4000-5c00-000000010104', '00000000-0000-4000-5c00-000000000101',
    'Which hire would make the biggest difference in the next six months?', null,
    'text', null, null, null, null, 1, false, 4),
  -- Product
  ('00000000-0000-4000-5c00-000000010201', '00000000-0000-4000-5c00-000000000102',
    'What stage is the product at?', null,
    'single_choice', null,
    '[{"value": "idea", "label": "Idea or research", "points": 0}, {"value": "prototype", "label": "Prototype with test users", "points": 25}, {"value": "mvp", "label": "First version with paying pilots", "points": 50}, {"value": "launched", "label": "Launched and sold repeatedly", "points": 75}, {"value": "scaling", "label": "Scaling across segments or countries", "points": 100}]',
    null, null, 2, true, 1),
  ('00000000-0000-4000-5c00-000000010202', '00000000-0000-4000-5c00-000000000102',
    'How much do customers depend on the product in their daily work?', '0: a nice-to-have they could drop tomorrow; 10: their work stops without it.',
    'scale', 'zero_to_ten', null, null, null, 1.5, true, 2),
  ('00000000-0000-4000-5c00-000000010203', '00000000-0000-4000-5c00-000000000102',
    'Do you release improvements to customers at least every two weeks?', null,
    'yes_no', null, null, null, null, 1, true, 3),
  ('00000000-0000-4000-5c00-000000010204', '00000000-0000-4000-5c00-000000000102',
    'What share of your customers use the product every month?', 'Monthly active accounts divided by paying accounts.',
    'number', null, null, '[{"max": 20, "points": 10}, {"min": 20, "max": 40, "points": 40}, {"min": 40, "max": 60, "points": 70}, {"min": 60, "points": 100}]', '%', 1, true, 4),
  -- Market
  ('00000000-0000-4000-5c00-000000010301', '00000000-0000-4000-5c00-000000000103',
    'How large is the market you can serve in the next three years?', 'Yearly revenue available to you in the countries and segments you can reach.',
    'single_choice', null,
    '[{"value": "under_10m", "label": "Under USD 10 million", "points": 20}, {"value": "10m_100m", "label": "USD 10 to 100 million", "points": 50}, {"value": "100m_1b", "label": "USD 100 million to 1 billion", "points": 80}, {"value": "over_1b", "label": "Over USD 1 billion", "points": 100}]',
    null, null, 1, true, 1),
  ('00000000-0000-4000-5c00-000000010302', '00000000-0000-4000-5c00-000000000103',
    'How well do you know your customer segments and how they buy?', '1: a guess; 5: documented segments, buyers and sales cycles, confirmed by wins and losses.',
    'scale', 'one_to_five', null, null, null, 1.5, true, 2),
  ('00000000-0000-4000-5c00-000000010303', '00000000-0000-4000-5c00-000000000103',
    'How defensible is your position against your main competitors?', null,
    'scale', 'one_to_five', null, null, null, 1, true, 3),
  ('00000000-0000-4000-5c00-000000010304', '00000000-0000-4000-5c00-000000000103',
    'Do you sell in more than one country?', null,
    'yes_no', null, null, null, null, 0.5, true, 4),
  -- Traction
  ('00000000-0000-4000-5c00-000000010401', '00000000-0000-4000-5c00-000000000104',
    'What is your monthly recurring revenue?', 'Last month''s recurring revenue, in US dollars.',
    'number', null, null, '[{"max": 5000, "points": 10}, {"min": 5000, "max": 25000, "points": 40}, {"min": 25000, "max": 100000, "points": 70}, {"min": 100000, "points": 100}]', 'USD', 2, true, 1),
  ('00000000-0000-4000-5c00-000000010402', '00000000-0000-4000-5c00-000000000104',
    'How fast has revenue grown month on month over the last quarter?', 'The average monthly growth of the last three months.',
    'number', null, null, '[{"max": 0, "points": 0}, {"min": 0, "max": 5, "points": 30}, {"min": 5, "max": 10, "points": 60}, {"min": 10, "max": 20, "points": 85}, {"min": 20, "points": 100}]', '%', 1.5, true, 2),
  ('00000000-0000-4000-5c00-000000010403', '00000000-0000-4000-5c00-000000000104',
    'How many paying customers do you have?', null,
    'single_choice', null,
    '[{"value": "none", "label": "None yet", "points": 0}, {"value": "1_10", "label": "1 to 10", "points": 30}, {"value": "11_50", "label": "11 to 50", "points": 60}, {"value": "51_200", "label": "51 to 200", "points": 80}, {"value": "over_200", "label": "More than 200", "points": 100}]',
    null, null, 1, true, 3),
  ('00000000-0000-4000-5c00-000000010404', '00000000-0000-4000-5c00-000000000104',
    'What share of last year''s customers are still paying?', null,
    'number', null, null, '[{"max": 50, "points": 20}, {"min": 50, "max": 70, "points": 50}, {"min": 70, "max": 85, "points": 75}, {"min": 85, "points": 100}]', '%', 1, true, 4),
  -- Finance
  ('00000000-0000-4000-5c00-000000010501', '00000000-0000-4000-5c00-000000000105',
    'How many months of runway do you have at the current burn?', null,
    'number', null, null, '[{"max": 6, "points": 10}, {"min": 6, "max": 12, "points": 45}, {"min": 12, "max": 18, "points": 75}, {"min": 18, "points": 100}]', 'months', 2, true, 1),
  ('00000000-0000-4000-5c00-000000010502', '00000000-0000-4000-5c00-000000000105',
    'Do you close your books every month and compare them with a budget?', null,
    'yes_no', null, null, null, null, 1, true, 2),
  ('00000000-0000-4000-5c00-000000010503', '00000000-0000-4000-5c00-000000000105',
    'How well do you know your unit economics?', 'Customer acquisition cost, payback period and gross margin per customer.',
    'scale', 'one_to_five', null, null, null, 1.5, true, 3),
  ('00000000-0000-4000-5c00-000000010504', '00000000-0000-4000-5c00-000000000105',
    'What is your gross margin?', null,
    'number', null, null, '[{"max": 20, "points": 10}, {"min": 20, "max": 40, "points": 40}, {"min": 40, "max": 60, "points": 70}, {"min": 60, "points": 100}]', '%', 1, true, 4),
  -- Operations
  ('00000000-0000-4000-5c00-000000010601', '00000000-0000-4000-5c00-000000000106',
    'How well documented are your core processes: sales, delivery and support?', null,
    'scale', 'one_to_five', null, null, null, 1, true, 1),
  ('00000000-0000-4000-5c00-000000010602', '00000000-0000-4000-5c00-000000000106',
    'Do you have a data protection and information security policy in place?', null,
    'yes_no', null, null, null, null, 1, true, 2),
  ('00000000-0000-4000-5c00-000000010603', '00000000-0000-4000-5c00-000000000106',
    'How ready are your systems to serve ten times today''s customers?', '0: they would break next month; 10: only the bill would change.',
    'scale', 'zero_to_ten', null, null, null, 1.5, true, 3),
  ('00000000-0000-4000-5c00-000000010604', '00000000-0000-4000-5c00-000000000106',
    'Which operational bottleneck slows you down most?', null,
    'text', null, null, null, null, 1, false, 4),
  -- Investment Readiness: pitch and story
  ('00000000-0000-4000-5c00-000000020101', '00000000-0000-4000-5c00-000000000201',
    'How clearly does your deck explain the problem, the solution and why now?', null,
    'scale', 'one_to_five', null, null, null, 1, true, 1),
  ('00000000-0000-4000-5c00-000000020102', '00000000-0000-4000-5c00-000000000201',
    'Have you pitched to at least ten investors in the last six months?', null,
    'yes_no', null, null, null, null, 1, true, 2),
  ('00000000-0000-4000-5c00-000000020103', '00000000-0000-4000-5c00-000000000201',
    'Which question do investors keep asking you?', null,
    'text', null, null, null, null, 1, false, 3),
  -- Financials
  ('00000000-0000-4000-5c00-000000020201', '00000000-0000-4000-5c00-000000000202',
    'Do you have a three-year financial model tied to your operating plan?', null,
    'yes_no', null, null, null, null, 1, true, 1),
  ('00000000-0000-4000-5c00-000000020202', '00000000-0000-4000-5c00-000000000202',
    'How many months of monthly metrics can you show investors?', null,
    'number', null, null, '[{"max": 6, "points": 20}, {"min": 6, "max": 12, "points": 60}, {"min": 12, "points": 100}]', 'months', 1, true, 2),
  ('00000000-0000-4000-5c00-000000020203', '00000000-0000-4000-5c00-000000000202',
    'How confident are you in your revenue forecast for the next twelve months?', null,
    'scale', 'zero_to_ten', null, null, null, 1, true, 3),
  -- Legal and governance
  ('00000000-0000-4000-5c00-000000020301', '00000000-0000-4000-5c00-000000000203',
    'Is your cap table clean and up to date, with every agreement signed?', null,
    'yes_no', null, null, null, null, 1.5, true, 1),
  ('00000000-0000-4000-5c00-000000020302', '00000000-0000-4000-5c00-000000000203',
    'Is all intellectual property assigned to the company?', 'Code, brand and designs made by founders, employees and contractors.',
    'yes_no', null, null, null, null, 1, true, 2),
  ('00000000-0000-4000-5c00-000000020303', '00000000-0000-4000-5c00-000000000203',
    'What board or advisory structure do you have?', null,
    'single_choice', null,
    '[{"value": "none", "label": "None", "points": 0}, {"value": "informal", "label": "Informal advisers", "points": 40}, {"value": "advisory_board", "label": "An advisory board that meets", "points": 70}, {"value": "board", "label": "A formal board with an independent member", "points": 100}]',
    null, null, 1, true, 3),
  -- Fundraising plan
  ('00000000-0000-4000-5c00-000000020401', '00000000-0000-4000-5c00-000000000204',
    'How well defined is the round you are raising: amount, instrument and use of funds?', null,
    'scale', 'one_to_five', null, null, null, 1.5, true, 1),
  ('00000000-0000-4000-5c00-000000020402', '00000000-0000-4000-5c00-000000000204',
    'Is your data room ready to share?', null,
    'single_choice', null,
    '[{"value": "not_started", "label": "Not started", "points": 0}, {"value": "in_progress", "label": "In progress", "points": 50}, {"value": "ready", "label": "Ready", "points": 100}]',
    null, null, 1, true, 2),
  ('00000000-0000-4000-5c00-000000020403', '00000000-0000-4000-5c00-000000000204',
    'How many months do you have before you need the new money?', null,
    'number', null, null, '[{"max": 3, "points": 20}, {"min": 3, "max": 6, "points": 60}, {"min": 6, "points": 100}]', 'months', 1, true, 3);

update public.assessment_templates set published_at = now() - interval '300 days' where id = '00000000-0000-4000-5c00-000000000001';
update public.assessment_templates set published_at = now() - interval '180 days' where id = '00000000-0000-4000-5c00-000000000002';

-- =============================================================================================
-- Who is sent what, when, and how far each got
-- =============================================================================================
create temporary table score_recipients (sender uuid, slot integer, startup uuid, answerer uuid, primary key (sender, slot));

-- Fikr Labs first, then the others by id; each answered by its owner (startup@ for Fikr Labs).
insert into score_recipients (sender, slot, startup, answerer)
select r.sender, r.slot, r.startup,
  coalesce(
    case when r.startup = '00000000-0000-4000-b000-000000000001' then '00000000-0000-4000-a000-000000000008'::uuid end,
    (select o.user_id from public.organisation_roles o where o.organization_id = r.startup and o.is_active and o.role = 'owner' order by o.created_at, o.user_id limit 1),
    (select m.user_id from public.organization_members m where m.organization_id = r.startup order by m.user_id limit 1)
  )
from (
  select s.sender, (row_number() over (partition by s.sender order by s.id <> '00000000-0000-4000-b000-000000000001', s.id) - 1)::integer as slot, s.id as startup
  from (
    select '00000000-0000-4000-b000-000000000003'::uuid as sender, a.id from app.assessable_startup_ids('00000000-0000-4000-b000-000000000003') as a(id)
    union all
    select '00000000-0000-4000-b000-000000000002'::uuid, a.id from app.assessable_startup_ids('00000000-0000-4000-b000-000000000002') as a(id)
  ) as s
) as r
where r.slot <= 8;

-- One row per assessment. Rounds 1 to 3 are Launchpad's Scaleup Scorecard, sent 250, 140 and 24
-- days ago; round 4 is Mentor Circle's Investment Readiness, sent 75 days ago. `answered` is how
-- many questions were answered, in the template's order (null: all the required ones, and most
-- of the optional texts); `finished` how many days ago it was submitted or cancelled.
create temporary table score_plan (
  id uuid primary key,
  round integer not null,
  slot integer not null,
  template_id uuid not null,
  sender uuid not null,
  sent_by uuid not null,
  startup uuid not null,
  answerer uuid,
  sent_at timestamptz not null,
  due_on date not null,
  status public.assessment_status not null,
  finished_at timestamptz,
  answered integer,
  reminders integer not null,
  last_reminded_at timestamptz,
  message text
);

insert into score_plan
select
  format('00000000-0000-4000-5c00-%s', lpad((v.round * 1000000 + v.slot)::text, 12, '0'))::uuid,
  v.round, v.slot,
  case when v.round = 4 then '00000000-0000-4000-5c00-000000000002' else '00000000-0000-4000-5c00-000000000001' end::uuid,
  r.sender,
  case when v.round = 4 then '00000000-0000-4000-a000-000000000009' else '00000000-0000-4000-a000-000000000010' end::uuid,
  r.startup, r.answerer,
  date_trunc('hour', now()) - make_interval(days => v.sent_days) + interval '9 hours',
  (now() - make_interval(days => v.sent_days))::date + v.due_after,
  v.status::public.assessment_status,
  case when v.finished_days is not null then date_trunc('hour', now()) - make_interval(days => v.finished_days) + interval '14 hours' end,
  v.answered, v.reminders,
  case when v.reminded_days is not null then date_trunc('hour', now()) - make_interval(days => v.reminded_days) + interval '8 hours' end,
  case v.round
    when 1 then 'Welcome to the Launchpad scorecard cycle. Please answer by the due date: your programme manager will walk you through the results.'
    when 2 then 'Time for the mid-programme scorecard. Compare with your first one before you start: where did you move?'
    when 3 then 'The pre-demo-day scorecard. Investors will ask about traction and finance, so take your time on those sections.'
    else 'Ahead of your Series A conversations, let''s see where you stand. We will go through the results at our next session.'
  end
from (values
  -- round, slot, sent days ago, due after, status, finished days ago, answered, reminders, last reminded days ago
  (1, 0, 250, 21, 'submitted', 238, null, 0, null),
  (1, 1, 250, 21, 'submitted', 232, null, 1, 240),
  (1, 2, 250, 21, 'submitted', 245, null, 0, null),
  (1, 3, 250, 21, 'submitted', 229, null, 2, 231),
  (2, 0, 140, 21, 'submitted', 127, null, 0, null),
  (2, 1, 140, 21, 'submitted', 133, null, 0, null),
  (2, 2, 140, 21, 'submitted', 124, null, 0, null),
  (2, 3, 140, 21, 'submitted', 120, null, 1, 125),
  (2, 4, 140, 21, 'submitted', 130, null, 0, null),
  (2, 5, 140, 21, 'cancelled', 105, 3, 2, 112),
  (3, 0, 24, 28, 'submitted', 6, null, 0, null),
  (3, 1, 24, 28, 'submitted', 10, null, 0, null),
  (3, 2, 24, 28, 'submitted', 3, null, 1, 8),
  (3, 3, 24, 28, 'in_progress', null, 14, 1, 8),
  (3, 4, 24, 19, 'in_progress', null, 9, 2, 2),
  (3, 5, 24, 28, 'sent', null, 0, 1, 8),
  (3, 6, 24, 28, 'submitted', 12, null, 0, null),
  (3, 7, 24, 28, 'sent', null, 0, 0, null),
  (3, 8, 24, 28, 'in_progress', null, 6, 0, null),
  (4, 0, 75, 14, 'submitted', 63, null, 0, null),
  (4, 1, 75, 14, 'in_progress', null, 5, 1, 60),
  (4, 2, 75, 14, 'in_progress', null, 5, 1, 60)
) as v(round, slot, sent_days, due_after, status, finished_days, answered, reminders, reminded_days)
join score_recipients r
  on r.sender = case when v.round = 4 then '00000000-0000-4000-b000-000000000002' else '00000000-0000-4000-b000-000000000003' end::uuid
 and r.slot = v.slot;

-- =============================================================================================
-- Answers
-- =============================================================================================
-- The level a startup shows in a section in a round, 0 to 100. Fikr Labs' is written out (it
-- grows steadily, finance and traction behind); the others' start from a level of their own and
-- move by a pace of their own, each section above or below it.
create function pg_temp.score_target(p_round integer, p_startup uuid, p_section integer)
returns numeric
language sql
immutable
as $$
  select case
    when p_startup = '00000000-0000-4000-b000-000000000001' and p_round between 1 and 3 then
      (array[[62, 55, 58, 35, 40, 45], [68, 63, 60, 47, 46, 52], [74, 72, 64, 58, 55, 61]])[p_round][p_section]
    when p_startup = '00000000-0000-4000-b000-000000000001' then
      (array[72, 40, 82, 36])[p_section]
    else
      28 + pg_temp.pick(p_startup::text || 'level', 38)
        + (case when p_round = 4 then 1 else p_round - 1 end) * (2 + pg_temp.pick(p_startup::text || 'pace', 8))
        + pg_temp.pick(p_startup::text || 'section' || p_section, 31) - 15
  end::numeric
$$;

-- An answer to a question that scores about p_target: the nearest rating, option or band, and
-- a number inside the band; a text from the question's own list.
create function pg_temp.score_answer(p_question public.assessment_questions, p_target numeric, p_seed text)
returns jsonb
language plpgsql
immutable
as $$
declare
  v_target numeric := greatest(0, least(100, p_target));
  v_spread numeric := pg_temp.pick(p_seed || 'spread', 1000) / 1000.0;
  v_band jsonb;
  v_min numeric;
  v_max numeric;
  v_value numeric;
  v_texts text[];
begin
  case p_question.kind
    when 'scale' then
      if p_question.scale = 'one_to_five' then
        return to_jsonb(greatest(1, least(5, round(1 + v_target / 25)))::integer);
      end if;
      return to_jsonb(greatest(0, least(10, round(v_target / 10)))::integer);
    when 'yes_no' then
      return to_jsonb(v_target >= 50);
    when 'single_choice' then
      return (
        select o.item -> 'value' from jsonb_array_elements(p_question.options) as o(item)
        order by abs((o.item ->> 'points')::numeric - v_target), (o.item ->> 'points')::numeric
        limit 1
      );
    when 'number' then
      select b.item into v_band from jsonb_array_elements(p_question.bands) as b(item)
      order by abs((b.item ->> 'points')::numeric - v_target), (b.item ->> 'points')::numeric
      limit 1;
      v_min := (v_band ->> 'min')::numeric;
      v_max := (v_band ->> 'max')::numeric;
      v_value := case
        when v_min is not null and v_max is not null then v_min + (v_max - v_min) * (0.1 + 0.8 * v_spread)
        when v_min is not null then v_min * (1.05 + 0.6 * v_spread)
        when v_max > 0 then v_max * (0.25 + 0.7 * v_spread)
        else v_max - 1 - round(4 * v_spread)
      end;
      -- Whole numbers; money to the hundred. Both stay inside the band (its lower bounds are whole
      -- hundreds above a thousand).
      return to_jsonb(case when abs(v_value) >= 1000 then floor(v_value / 100) * 100 else floor(v_value) end::bigint);
    else
      v_texts := case p_question.id
        when '00000000-0000-4000-5c00-000000010104' then array[
          'A head of sales who has sold to enterprises in the Gulf.',
          'A senior backend engineer to own reliability and the platform roadmap.',
          'A finance lead who can run the monthly close and the fundraising model.',
          'A country manager for Saudi Arabia.',
          'A product designer: the founders still design every screen.']
        when '00000000-0000-4000-5c00-000000010604' then array[
          'Onboarding a new customer still takes three weeks of manual set-up.',
          'Support runs from a shared inbox with no ticketing or service levels.',
          'Invoicing and collections are done by hand in spreadsheets.',
          'Every hire takes more than three months to close.',
          'Deployments need a founder present; nobody else can release.']
        else array[
          'How we defend against the large ERP vendors moving into the region.',
          'Why revenue per customer is still under 500 dollars a month.',
          'How much of the pipeline is already committed.']
      end;
      return to_jsonb(v_texts[1 + pg_temp.pick(p_seed || 'text', cardinality(v_texts))]);
  end case;
end
$$;

-- Round by round, so that a startup's earlier scorecard is submitted before the next one opens
-- (one open copy per sender, startup and template): sent, answered, then brought to its state.
do $$
declare
  v_round integer;
begin
  for v_round in 1..4 loop
    insert into public.assessments (id, template_id, organization_id, startup_organization_id, sent_by, message, due_on, sent_at)
    select p.id, p.template_id, p.sender, p.startup, p.sent_by, p.message, p.due_on, p.sent_at
    from score_plan p where p.round = v_round;

    insert into public.assessment_answers (id, assessment_id, question_id, value, answered_by, answered_at)
    select
      format('00000000-0000-4000-5c01-%s%s', right(p.id::text, 8), lpad(q.position::text, 4, '0'))::uuid,
      p.id, q.id,
      pg_temp.score_answer(
        q.question,
        pg_temp.score_target(p.round, p.startup, q.section_ordinal) + pg_temp.pick(p.id::text || q.id::text, 17) - 8,
        p.id::text || q.id::text
      ),
      p.answerer,
      least(
        coalesce(p.finished_at, now()) - interval '2 hours',
        p.sent_at + make_interval(days => 1 + pg_temp.pick(p.id::text || q.id::text || 'day', 10), mins => pg_temp.pick(p.id::text || q.id::text || 'minute', 600))
      )
    from score_plan p
    join (
      select qq as question, qq.id, qq.template_id, qq.kind, qq.required, s.ordinal as section_ordinal,
        row_number() over (partition by qq.template_id order by s.ordinal, qq.ordinal)::integer as position
      from public.assessment_questions qq
      join public.assessment_sections s on s.id = qq.section_id
    ) as q on q.template_id = p.template_id
    where p.round = v_round
      and case
        when p.answered is not null then q.position <= p.answered
        else q.required or pg_temp.pick(p.id::text || q.id::text || 'optional', 3) > 0
      end;

    update public.assessments a
    set status = p.status,
        submitted_at = case when p.status = 'submitted' then p.finished_at end,
        submitted_by = case when p.status = 'submitted' then p.answerer end,
        cancelled_at = case when p.status = 'cancelled' then p.finished_at end,
        cancelled_by = case when p.status = 'cancelled' then p.sent_by end,
        reminders = p.reminders,
        last_reminded_at = p.last_reminded_at
    from score_plan p
    where p.id = a.id and p.round = v_round;
  end loop;
end
$$;

-- =============================================================================================
-- Fikr Labs' improvement plan, on its two weakest readiness sections (financials, fundraising)
-- =============================================================================================
insert into public.improvement_plan_items (id, assessment_id, section_id, action, owner_user_id, due_on, status, completed_at, created_by, created_at) values
  ('00000000-0000-4000-5c00-000003000001', '00000000-0000-4000-5c00-000004000000', '00000000-0000-4000-5c00-000000000204',
    'Settle the round: amount, instrument and a use-of-funds split by quarter, reviewed with Mona at the next session.',
    '00000000-0000-4000-a000-000000000008', current_date - 40, 'done', now() - interval '43 days', '00000000-0000-4000-a000-000000000009', now() - interval '60 days'),
  ('00000000-0000-4000-5c00-000003000002', '00000000-0000-4000-5c00-000004000000', '00000000-0000-4000-5c00-000000000202',
    'Build a three-year financial model linked to the hiring plan and the round''s use of funds.',
    '00000000-0000-4000-a000-000000000008', current_date + 10, 'in_progress', null, '00000000-0000-4000-a000-000000000009', now() - interval '60 days'),
  ('00000000-0000-4000-5c00-000003000003', '00000000-0000-4000-5c00-000004000000', '00000000-0000-4000-5c00-000000000202',
    'Put twelve months of monthly metrics (MRR, burn, runway) in the data room, from the submitted months.',
    '00000000-0000-4000-a000-000000000007', current_date + 3, 'in_progress', null, '00000000-0000-4000-a000-000000000009', now() - interval '60 days'),
  ('00000000-0000-4000-5c00-000003000004', '00000000-0000-4000-5c00-000004000000', '00000000-0000-4000-5c00-000000000204',
    'Complete the data room: incorporation documents, the shareholders'' agreement, IP assignments and the main customer contracts.',
    '00000000-0000-4000-a000-000000000003', current_date + 21, 'open', null, '00000000-0000-4000-a000-000000000009', now() - interval '60 days'),
  ('00000000-0000-4000-5c00-000003000005', '00000000-0000-4000-5c00-000004000000', '00000000-0000-4000-5c00-000000000204',
    'Line up a first list of twenty Series A investors with a warm introduction for each; Mona introduces the first five.',
    '00000000-0000-4000-a000-000000000009', current_date + 35, 'open', null, '00000000-0000-4000-a000-000000000009', now() - interval '60 days');

drop table score_plan;
drop table score_recipients;
drop function pg_temp.score_answer(public.assessment_questions, numeric, text);
drop function pg_temp.score_target(integer, uuid, integer);
drop function pg_temp.pick(text, integer);
