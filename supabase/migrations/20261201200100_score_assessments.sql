-- =============================================================================================
-- Fikr Score: assessments sent to startups, their answers and their scores
-- =============================================================================================
-- An accelerator or a mentor's organization sends a published template to the startups it works
-- with (public.send_assessment); each startup answers it and submits it (public.submit_assessment);
-- the database scores it (public.assessment_results, public.assessment_total) and keeps each
-- startup's trend (public.startup_scorecard). The sender follows completion, reminds the late ones
-- (public.remind_assessments) and may cancel one still open (public.cancel_assessment).
--
-- Who sees and does what:
--   * Sending, reminding and cancelling speak for the sending organization to another one, so they
--     need the permission matrix's `organizations` update there (owner, admin, user), as keeping
--     the organization's network does. Sending also needs the startup's consent in some form: the
--     startup names the sender as an active relationship in its network, or shares its metrics
--     with it (a live data share). Both are the startup's own records, so nobody assesses a
--     startup that has not chosen to work with them; any other startup is refused with 42501.
--   * Answering and submitting speak for the startup to the sender, as an application to a
--     program does: its members with `organizations` update. Every member of the startup reads its
--     assessments, answers and scores.
--   * The sender's members read the assessments they sent (the status, the due date, how many
--     questions are answered), and the answers and scores once the startup submits: a draft stays
--     the startup's until it is handed over.
--   * The platform's operators read every assessment, answer and score (the office's score
--     management). Nobody else reads any of it: another accelerator, mentor or startup sees nothing.
--   * Rows are written only by the functions below (and the answers by the startup): an
--     assessment's status, reminders and submission are the database's own.

create type public.assessment_status as enum ('sent', 'in_progress', 'submitted', 'cancelled');

-- The startup's members hear of an assessment sent and reminded; the sender of one submitted.
alter type public.notification_type add value if not exists 'assessment_received';
alter type public.notification_type add value if not exists 'assessment_reminder';
alter type public.notification_type add value if not exists 'assessment_submitted';

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.assessments (
  id uuid primary key default gen_random_uuid(),
  -- A template answered is kept (a published one is never deleted anyway).
  template_id uuid not null references public.assessment_templates (id) on delete restrict,
  -- The sender: an accelerator or a mentor's organization.
  organization_id uuid not null references public.organizations (id) on delete cascade,
  startup_organization_id uuid not null references public.organizations (id) on delete cascade,
  sent_by uuid references public.users (id) on delete set null,
  message text check (message is null or (char_length(message) <= 2000 and btrim(message) <> '')),
  due_on date not null check (due_on between date '2000-01-01' and date '2100-12-31'),
  status public.assessment_status not null default 'sent',
  sent_at timestamptz not null default now(),
  -- Kept by the answers' trigger, so the sender follows completion without reading a draft.
  answered_questions integer not null default 0 check (answered_questions >= 0),
  submitted_at timestamptz,
  submitted_by uuid references public.users (id) on delete set null,
  cancelled_at timestamptz,
  cancelled_by uuid references public.users (id) on delete set null,
  last_reminded_at timestamptz,
  reminders integer not null default 0 check (reminders between 0 and 1000),
  updated_at timestamptz not null default now(),
  constraint assessments_not_self check (organization_id <> startup_organization_id),
  constraint assessments_submitted_when check ((status = 'submitted') = (submitted_at is not null)),
  constraint assessments_cancelled_when check ((status = 'cancelled') = (cancelled_at is not null)),
  constraint assessments_reminded_when check ((reminders = 0) = (last_reminded_at is null))
);

create index assessments_template_id_idx on public.assessments (template_id);
-- The sender's tracking page, newest first; the startup's scorecard, latest submissions first.
create index assessments_organization_sent_idx on public.assessments (organization_id, sent_at desc);
create index assessments_startup_submitted_idx on public.assessments (startup_organization_id, submitted_at desc);
create index assessments_sent_by_idx on public.assessments (sent_by);
create index assessments_submitted_by_idx on public.assessments (submitted_by);
create index assessments_cancelled_by_idx on public.assessments (cancelled_by);
-- One open copy of a template per sender and startup: a second would split the answers.
create unique index assessments_one_open_idx on public.assessments (startup_organization_id, organization_id, template_id)
  where status in ('sent', 'in_progress');

create table public.assessment_answers (
  id uuid primary key default gen_random_uuid(),
  assessment_id uuid not null references public.assessments (id) on delete cascade,
  question_id uuid not null references public.assessment_questions (id) on delete restrict,
  -- Its shape follows the question's kind (app.assessment_answer_score): a number for a scale or a
  -- number question, an option's key for a choice, true or false, or a text.
  value jsonb not null check (pg_column_size(value) <= 8192),
  -- 0 to 100, or null for a text answer: the trigger's, from the value.
  score numeric check (score between 0 and 100),
  answered_by uuid default app.current_user_id() references public.users (id) on delete set null,
  answered_at timestamptz not null default now(),
  unique (assessment_id, question_id)
);

create index assessment_answers_question_id_idx on public.assessment_answers (question_id);
create index assessment_answers_answered_by_idx on public.assessment_answers (answered_by);

create trigger set_updated_at before update on public.assessments for each row execute function app.set_updated_at();
-- The answers' count changes with every answer: the audit log keeps the acts, not the tally.
create trigger record_audit after insert or update of status, due_on, message, reminders or delete on public.assessments
  for each row execute function app.record_audit();

-- =============================================================================================
-- Scoring one answer
-- =============================================================================================
-- Each scored question gives 0 to 100:
--   scale 1-5         (value - 1) x 25       scale 0-10   value x 10
--   single choice     the chosen option's points
--   yes / no          yes 100, no 0
--   number            the points of the first band the value falls in, 0 outside every band
--   text              not scored (null)
-- A value that does not fit its question is refused, so a stored answer always scores.
create function app.assessment_answer_score(
  p_kind public.assessment_question_kind,
  p_scale public.assessment_scale,
  p_options jsonb,
  p_bands jsonb,
  p_value jsonb
)
returns numeric
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v_number numeric;
  v_points numeric;
begin
  case p_kind
    when 'scale' then
      if jsonb_typeof(p_value) = 'number' then
        v_number := p_value::text::numeric;
        if v_number = trunc(v_number) then
          if p_scale = 'one_to_five' and v_number between 1 and 5 then
            return (v_number - 1) * 25;
          elsif p_scale = 'zero_to_ten' and v_number between 0 and 10 then
            return v_number * 10;
          end if;
        end if;
      end if;
      raise exception using errcode = '22023', message = case when p_scale = 'one_to_five' then 'Rate it with a whole number from 1 to 5' else 'Rate it with a whole number from 0 to 10' end, hint = 'VALIDATION_ERROR';
    when 'single_choice' then
      if jsonb_typeof(p_value) = 'string' then
        select (o.item ->> 'points')::numeric into v_points
        from jsonb_array_elements(p_options) as o(item)
        where o.item ->> 'value' = p_value #>> '{}';
        if found then
          return v_points;
        end if;
      end if;
      raise exception using errcode = '22023', message = 'Choose one of the question''s options', hint = 'VALIDATION_ERROR';
    when 'yes_no' then
      if jsonb_typeof(p_value) = 'boolean' then
        return case when p_value = 'true'::jsonb then 100 else 0 end;
      end if;
      raise exception using errcode = '22023', message = 'Answer yes or no', hint = 'VALIDATION_ERROR';
    when 'number' then
      if jsonb_typeof(p_value) = 'number' then
        v_number := p_value::text::numeric;
        if abs(v_number) < 1e15 then
          select (b.item ->> 'points')::numeric into v_points
          from jsonb_array_elements(p_bands) with ordinality as b(item, position)
          where (jsonb_typeof(b.item -> 'min') is distinct from 'number' or v_number >= (b.item ->> 'min')::numeric)
            and (jsonb_typeof(b.item -> 'max') is distinct from 'number' or v_number < (b.item ->> 'max')::numeric)
          order by b.position
          limit 1;
          return coalesce(v_points, 0);
        end if;
      end if;
      raise exception using errcode = '22023', message = 'Give a number', hint = 'VALIDATION_ERROR';
    else
      if jsonb_typeof(p_value) = 'string' and char_length(p_value #>> '{}') <= 4000 and btrim(p_value #>> '{}') <> '' then
        return null;
      end if;
      raise exception using errcode = '22023', message = 'Write an answer of at most 4000 characters', hint = 'VALIDATION_ERROR';
  end case;
end
$$;

revoke all on function app.assessment_answer_score(public.assessment_question_kind, public.assessment_scale, jsonb, jsonb, jsonb) from public;

-- =============================================================================================
-- Integrity, whoever writes: the seeds, the service and the functions below
-- =============================================================================================
create function app.guard_assessment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.organizations o join public.organization_types t on t.id = o.organization_type_id
    where o.id = new.organization_id and t.name in ('accelerator', 'mentor')
  ) then
    raise exception using errcode = '23514', message = 'Assessments are sent by an accelerator or a mentor''s organization', hint = 'VALIDATION_ERROR';
  end if;
  if not exists (
    select 1 from public.organizations o join public.organization_types t on t.id = o.organization_type_id
    where o.id = new.startup_organization_id and t.name = 'startup'
  ) then
    raise exception using errcode = '23514', message = 'Assessments are sent to startups', hint = 'VALIDATION_ERROR';
  end if;
  if not exists (
    select 1 from public.assessment_templates t where t.id = new.template_id and t.published_at is not null and t.archived_at is null
  ) then
    raise exception using errcode = '23514', message = 'Only a published template that is not archived is sent', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger guard_assessment before insert on public.assessments
  for each row execute function app.guard_assessment();

-- An answer belongs to a question of the assessment's template, is given while the assessment is
-- open, fits its question, and says who gave it and when.
create function app.guard_assessment_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_assessment public.assessments;
  v_question public.assessment_questions;
begin
  select * into v_assessment from public.assessments a where a.id = new.assessment_id;
  -- A member answers only for a startup they may speak for; nobody else learns whether it is open.
  if auth.uid() is not null and (v_assessment.id is null or v_assessment.startup_organization_id not in (select app.my_permitted_organization_ids('organizations', 'update'))) then
    raise exception using errcode = '42501', message = 'You may not answer this assessment', hint = 'PERMISSION_DENIED';
  end if;
  if v_assessment.status is null or v_assessment.status not in ('sent', 'in_progress') then
    raise exception using errcode = '23514', message = 'This assessment is not open: its answers are final', hint = 'VALIDATION_ERROR';
  end if;
  select * into v_question from public.assessment_questions q where q.id = new.question_id and q.template_id = v_assessment.template_id;
  if not found then
    raise exception using errcode = '23514', message = 'The question is not part of this assessment', hint = 'VALIDATION_ERROR';
  end if;
  new.score := app.assessment_answer_score(v_question.kind, v_question.scale, v_question.options, v_question.bands, new.value);
  -- A member answers as themself, now; the seeds and the service may say who and when.
  if auth.uid() is not null then
    new.answered_by := app.current_user_id();
    new.answered_at := now();
  end if;
  return new;
end
$$;

create trigger guard_assessment_answer before insert or update of value on public.assessment_answers
  for each row execute function app.guard_assessment_answer();

-- The first answer starts the assessment; every answer added or cleared updates the count the
-- sender tracks.
create function app.count_assessment_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_assessment uuid := case when tg_op = 'DELETE' then old.assessment_id else new.assessment_id end;
begin
  update public.assessments a
  set answered_questions = (select count(*) from public.assessment_answers an where an.assessment_id = v_assessment)
  where a.id = v_assessment;
  -- Apart, so that only the start reaches the audit log.
  if tg_op = 'INSERT' then
    update public.assessments a set status = 'in_progress' where a.id = v_assessment and a.status = 'sent';
  end if;
  return null;
end
$$;

create trigger count_assessment_answers after insert or delete on public.assessment_answers
  for each row execute function app.count_assessment_answers();

revoke all on function app.guard_assessment(), app.guard_assessment_answer(), app.count_assessment_answers() from public;

-- =============================================================================================
-- Who reads and answers what: the policies' lists, computed once per statement
-- =============================================================================================
-- The assessments whose answers the caller reads: every one of their startups', and the ones
-- their organizations sent once submitted.
create function app.my_readable_answer_assessment_ids()
returns setof uuid
language plpgsql
stable
security definer
rows 20
set search_path = ''
as $$
begin
  return query
  select a.id from public.assessments a
  where a.startup_organization_id in (select app.my_organization_ids())
     or (a.organization_id in (select app.my_organization_ids()) and a.status = 'submitted');
end
$$;

-- The open assessments the caller answers for their startups.
create function app.my_answerable_assessment_ids()
returns setof uuid
language plpgsql
stable
security definer
rows 5
set search_path = ''
as $$
begin
  return query
  select a.id from public.assessments a
  where a.status in ('sent', 'in_progress')
    and a.startup_organization_id in (select app.my_permitted_organization_ids('organizations', 'update'));
end
$$;

-- Whether the caller reads an assessment's answers and scores: the same rule, for one.
create function app.can_read_assessment_results(p_assessment_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select app.is_owner_or_manager() or exists (
    select 1 from public.assessments a
    where a.id = p_assessment_id
      and (a.startup_organization_id in (select app.my_organization_ids())
           or (a.organization_id in (select app.my_organization_ids()) and a.status = 'submitted'))
  )
$$;

-- The startups an organization may assess: those that name it as an active relationship in their
-- network, or share their metrics with it now.
create function app.assessable_startup_ids(p_sender uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select o.id
  from public.organizations o
  join public.organization_types t on t.id = o.organization_type_id and t.name = 'startup'
  where o.id in (
      select r.organization_id from public.network_relationships r
      where r.related_organization_id = p_sender and r.status = 'active'
    )
    or o.id in (
      select s.organization_id from public.data_shares s
      where s.grantee_organization_id = p_sender and s.revoked_at is null and (s.expires_at is null or s.expires_at > now())
    )
$$;

revoke all on function app.my_readable_answer_assessment_ids(), app.my_answerable_assessment_ids(), app.can_read_assessment_results(uuid), app.assessable_startup_ids(uuid) from public;
grant execute on function app.my_readable_answer_assessment_ids(), app.my_answerable_assessment_ids(), app.can_read_assessment_results(uuid) to authenticated;

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.assessments enable row level security;
alter table public.assessment_answers enable row level security;
revoke all on public.assessments from anon, authenticated;
revoke all on public.assessment_answers from anon, authenticated;
grant select on public.assessments to authenticated;
grant select, delete on public.assessment_answers to authenticated;
-- An answer stays with its assessment and question; its score, author and time are the trigger's.
grant insert (assessment_id, question_id, value), update (value) on public.assessment_answers to authenticated;
grant select, insert, update, delete on public.assessments, public.assessment_answers to service_role;
grant usage on type public.assessment_status to authenticated, service_role;

create policy "operators, the sender's members and the startup's members read an assessment" on public.assessments
  for select to authenticated
  using (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_organization_ids())
    or startup_organization_id in (select app.my_organization_ids())
  );

create policy "operators, the startup's members and, once submitted, the sender's members read answers" on public.assessment_answers
  for select to authenticated
  using ((select app.is_owner_or_manager()) or assessment_id in (select app.my_readable_answer_assessment_ids()));

create policy "the startup's members who may update it answer an open assessment" on public.assessment_answers
  for insert to authenticated
  with check (assessment_id in (select app.my_answerable_assessment_ids()));

create policy "the startup's members who may update it change answers while open" on public.assessment_answers
  for update to authenticated
  using (assessment_id in (select app.my_answerable_assessment_ids()))
  with check (assessment_id in (select app.my_answerable_assessment_ids()));

create policy "the startup's members who may update it clear answers while open" on public.assessment_answers
  for delete to authenticated
  using (assessment_id in (select app.my_answerable_assessment_ids()));

-- =============================================================================================
-- Scores
-- =============================================================================================
-- A section's score is the weighted mean of its answered scored questions (question weights);
-- a section with none has no score. The total is the weighted mean of the sections that have one
-- (section weights). Unanswered questions count neither way: completion is reported beside the
-- score (answered of questions), not folded into it. Scores are rounded to one decimal only when
-- shown, so the total is computed from the sections' exact scores.
create function app.assessment_section_scores(p_assessment_id uuid)
returns table (section_id uuid, name text, ordinal integer, weight numeric, score numeric, answered integer, questions integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.name, s.ordinal, s.weight,
    sum(q.weight * an.score) filter (where an.score is not null) / nullif(sum(q.weight) filter (where an.score is not null), 0),
    count(an.id)::integer,
    count(q.id)::integer
  from public.assessments a
  join public.assessment_sections s on s.template_id = a.template_id
  left join public.assessment_questions q on q.section_id = s.id
  left join public.assessment_answers an on an.assessment_id = a.id and an.question_id = q.id
  where a.id = p_assessment_id
  group by s.id, s.name, s.ordinal, s.weight
$$;

create function app.assessment_total_score(p_assessment_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select sum(s.weight * s.score) / nullif(sum(s.weight), 0)
  from app.assessment_section_scores(p_assessment_id) s
  where s.score is not null
$$;

revoke all on function app.assessment_section_scores(uuid), app.assessment_total_score(uuid) from public;

-- Per section of the assessment's template, in order: its score (null when nothing scored is
-- answered), how many of its questions are answered and how many it has. Nothing for an
-- assessment the caller may not read the answers of.
create function public.assessment_results(p_assessment_id uuid)
returns table (section_id uuid, name text, ordinal integer, weight numeric, score numeric, answered integer, questions integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not app.can_read_assessment_results(p_assessment_id) then
    return;
  end if;
  return query
  select s.section_id, s.name, s.ordinal, s.weight, round(s.score, 1), s.answered, s.questions
  from app.assessment_section_scores(p_assessment_id) s
  order by s.ordinal;
end
$$;

-- The total, 0 to 100 (one decimal); null when nothing scored is answered or the caller may not
-- read the answers.
create function public.assessment_total(p_assessment_id uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select case when app.can_read_assessment_results(p_assessment_id) then round(app.assessment_total_score(p_assessment_id), 1) end
$$;

-- A startup's scorecard: its last three submitted assessments of a kind (the Scaleup Scorecard
-- unless said otherwise; null for any) that the caller may read, oldest first for the trend line,
-- each with its total and its sections' scores for the radar
-- ([{ "sectionId", "name", "score" }] in the template's order). The sender reads the ones it sent.
create function public.startup_scorecard(p_startup_id uuid, p_kind public.assessment_template_kind default 'scaleup_scorecard')
returns table (
  assessment_id uuid,
  template_id uuid,
  template_name text,
  template_version integer,
  organization_id uuid,
  submitted_at timestamptz,
  total numeric,
  sections jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  with latest as (
    select a.id, a.template_id, t.name, t.version, a.organization_id, a.submitted_at
    from public.assessments a
    join public.assessment_templates t on t.id = a.template_id
    where a.startup_organization_id = p_startup_id
      and a.status = 'submitted'
      and (p_kind is null or t.kind = p_kind)
      and app.can_read_assessment_results(a.id)
    order by a.submitted_at desc, a.id
    limit 3
  )
  select l.id, l.template_id, l.name, l.version, l.organization_id, l.submitted_at,
    round(app.assessment_total_score(l.id), 1),
    (select coalesce(jsonb_agg(jsonb_build_object('sectionId', s.section_id, 'name', s.name, 'score', round(s.score, 1)) order by s.ordinal), '[]'::jsonb)
     from app.assessment_section_scores(l.id) s)
  from latest l
  order by l.submitted_at, l.id
$$;

-- =============================================================================================
-- Names on either side
-- =============================================================================================
-- A sender's members may not read the startups' rows (nor a startup's the sender's), yet the
-- tracking page and the scorecard name them.

-- The startups an organization may send assessments to, for its members.
create function public.assessment_recipients(p_organization_id uuid)
returns table (id uuid, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.name
  from public.organizations o
  where app.is_member(p_organization_id)
    and o.id in (select app.assessable_startup_ids(p_organization_id))
  order by o.name, o.id
$$;

-- The organizations on the other side of an organization's assessments (the startups it sent
-- to, the senders it received from), for its members.
create function public.assessment_counterparts(p_organization_id uuid)
returns table (id uuid, name text, organization_type text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct o.id, o.name, t.name
  from public.assessments a
  join public.organizations o on o.id = case when a.organization_id = p_organization_id then a.startup_organization_id else a.organization_id end
  join public.organization_types t on t.id = o.organization_type_id
  where (a.organization_id = p_organization_id or a.startup_organization_id = p_organization_id)
    and app.is_member(p_organization_id)
  order by o.name, o.id
$$;

-- =============================================================================================
-- Sending, reminding, cancelling, submitting
-- =============================================================================================
-- The startup's members hear of it: every active member, as every member reads it.
create function app.notify_startup_of_assessment(p_assessment_id uuid, p_type public.notification_type, p_title text, p_body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_assessment public.assessments;
  v_template text;
  v_sender text;
  v_member uuid;
begin
  select * into v_assessment from public.assessments a where a.id = p_assessment_id;
  select t.name into v_template from public.assessment_templates t where t.id = v_assessment.template_id;
  select o.name into v_sender from public.organizations o where o.id = v_assessment.organization_id;
  for v_member in
    select m.user_id from public.organization_members m join public.users u on u.id = m.user_id and u.is_active
    where m.organization_id = v_assessment.startup_organization_id
  loop
    perform app.notify(
      v_member, v_assessment.startup_organization_id, p_type, p_title, p_body, '/fikrspace/startup/scorecard',
      jsonb_build_object('assessmentId', v_assessment.id, 'template', v_template, 'sender', v_sender, 'dueOn', v_assessment.due_on::text)
    );
  end loop;
end
$$;

revoke all on function app.notify_startup_of_assessment(uuid, public.notification_type, text, text) from public;

-- Sends a published template to startups on behalf of an organization (the caller's current one
-- unless named), all or none: every startup must have chosen to work with the sender (see
-- app.assessable_startup_ids) and hold no open copy of it from the sender. Returns the new
-- assessments' ids, in the order the startups were given.
create function public.send_assessment(
  p_template_id uuid,
  p_startup_ids uuid[],
  p_due_on date,
  p_message text default null,
  p_organization_id uuid default null
)
returns uuid[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_organization uuid := coalesce(p_organization_id, (select u.organization_id from public.users u where u.id = app.current_user_id()));
  v_sender text;
  v_type text;
  v_template public.assessment_templates;
  v_message text := nullif(btrim(p_message), '');
  v_startups uuid[];
  v_startup uuid;
  v_refused integer;
  v_id uuid;
  v_ids uuid[] := '{}';
begin
  if v_organization is null or not app.current_user_can(v_organization, 'organizations', 'update') then
    raise exception using errcode = '42501', message = 'You may not send assessments for this organization', hint = 'PERMISSION_DENIED';
  end if;
  select o.name, t.name into v_sender, v_type
  from public.organizations o join public.organization_types t on t.id = o.organization_type_id
  where o.id = v_organization;
  if v_type is null or v_type not in ('accelerator', 'mentor') then
    raise exception using errcode = '42501', message = 'Only an accelerator or a mentor''s organization sends assessments', hint = 'PERMISSION_DENIED';
  end if;
  select * into v_template from public.assessment_templates t where t.id = p_template_id and t.published_at is not null and t.archived_at is null;
  if not found then
    raise exception using errcode = '22023', message = 'Choose a published template', hint = 'VALIDATION_ERROR';
  end if;
  -- Each startup once, in the order given.
  v_startups := array(
    select s.id from unnest(p_startup_ids) with ordinality as s(id, position)
    where s.id is not null group by s.id order by min(s.position)
  );
  if cardinality(v_startups) not between 1 and 200 then
    raise exception using errcode = '22023', message = 'Choose from 1 to 200 startups', hint = 'VALIDATION_ERROR';
  end if;
  if p_due_on is null or p_due_on < current_date or p_due_on > current_date + 366 then
    raise exception using errcode = '22023', message = 'The due date is today or later, within a year', hint = 'VALIDATION_ERROR';
  end if;
  if char_length(v_message) > 2000 then
    raise exception using errcode = '22023', message = 'The message is at most 2000 characters', hint = 'VALIDATION_ERROR';
  end if;

  select count(*) into v_refused from unnest(v_startups) as s(id) where s.id not in (select app.assessable_startup_ids(v_organization));
  if v_refused > 0 then
    raise exception using errcode = '42501', hint = 'PERMISSION_DENIED',
      message = format('%s of these startups %s not chosen to work with %s: only a startup that names it as an active relationship or shares its metrics with it is assessed',
        v_refused, case when v_refused = 1 then 'has' else 'have' end, v_sender);
  end if;
  select count(*) into v_refused from public.assessments a
  where a.organization_id = v_organization and a.template_id = v_template.id and a.startup_organization_id = any (v_startups)
    and a.status in ('sent', 'in_progress');
  if v_refused > 0 then
    raise exception using errcode = '23514', hint = 'VALIDATION_ERROR',
      message = format('%s of these startups already %s this assessment open', v_refused, case when v_refused = 1 then 'has' else 'have' end);
  end if;

  foreach v_startup in array v_startups loop
    insert into public.assessments (template_id, organization_id, startup_organization_id, sent_by, message, due_on)
    values (v_template.id, v_organization, v_startup, app.current_user_id(), v_message, p_due_on)
    returning id into v_id;
    v_ids := v_ids || v_id;
    perform app.notify_startup_of_assessment(
      v_id, 'assessment_received', v_sender || ' sent you the ' || v_template.name,
      'Due on ' || to_char(p_due_on, 'FMDD FMMonth YYYY') || '.' || coalesce(E'\n\n' || v_message, '')
    );
  end loop;
  return v_ids;
end
$$;

-- Reminds the startups of open assessments the caller's organization sent. The startup hears of
-- an assessment at most once a day, the sending included: an assessment sent or reminded less than
-- a day ago is passed over, as are the ones no longer open. Returns how many were reminded.
create function public.remind_assessments(p_assessment_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_assessment record;
  v_count integer := 0;
begin
  select coalesce(array_agg(distinct i.id), '{}') into v_ids from unnest(p_assessment_ids) as i(id) where i.id is not null;
  if exists (
    select 1 from unnest(v_ids) as i(id)
    where not exists (
      select 1 from public.assessments a where a.id = i.id and app.current_user_can(a.organization_id, 'organizations', 'update')
    )
  ) then
    raise exception using errcode = '42501', message = 'You may remind only the startups your organization sent assessments to', hint = 'PERMISSION_DENIED';
  end if;

  for v_assessment in
    select a.id, a.due_on, t.name as template, o.name as sender
    from public.assessments a
    join public.assessment_templates t on t.id = a.template_id
    join public.organizations o on o.id = a.organization_id
    where a.id = any (v_ids)
      and a.status in ('sent', 'in_progress')
      and greatest(a.sent_at, coalesce(a.last_reminded_at, a.sent_at)) <= now() - interval '1 day'
    order by a.id
    for update of a
  loop
    perform app.notify_startup_of_assessment(
      v_assessment.id, 'assessment_reminder',
      'Reminder: the ' || v_assessment.template || ' from ' || v_assessment.sender
        || case when v_assessment.due_on < current_date then ' was due on ' else ' is due on ' end
        || to_char(v_assessment.due_on, 'FMDD FMMonth YYYY'),
      'Answer the remaining questions and submit it.'
    );
    update public.assessments a set last_reminded_at = now(), reminders = a.reminders + 1 where a.id = v_assessment.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- Withdraws an open assessment; its answers so far stay with the startup.
create function public.cancel_assessment(p_assessment_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_assessment public.assessments;
begin
  select * into v_assessment from public.assessments a where a.id = p_assessment_id for update;
  if not found or not app.current_user_can(v_assessment.organization_id, 'organizations', 'update') then
    raise exception using errcode = '42501', message = 'You may cancel only the assessments your organization sent', hint = 'PERMISSION_DENIED';
  end if;
  if v_assessment.status not in ('sent', 'in_progress') then
    raise exception using errcode = '23514', message = format('This assessment is %s: only an open one is cancelled', v_assessment.status), hint = 'VALIDATION_ERROR';
  end if;
  update public.assessments a
  set status = 'cancelled', cancelled_at = now(), cancelled_by = app.current_user_id()
  where a.id = p_assessment_id;
end
$$;

-- Hands the answers over to the sender, once every required question is answered; the sender
-- hears of it. Returns the total score.
create function public.submit_assessment(p_assessment_id uuid)
returns numeric
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_assessment public.assessments;
  v_missing integer;
  v_prompts text;
  v_total numeric;
  v_template text;
  v_startup text;
  v_sender_type text;
begin
  select * into v_assessment from public.assessments a where a.id = p_assessment_id for update;
  if not found or not app.current_user_can(v_assessment.startup_organization_id, 'organizations', 'update') then
    raise exception using errcode = '42501', message = 'You may not submit this assessment', hint = 'PERMISSION_DENIED';
  end if;
  if v_assessment.status not in ('sent', 'in_progress') then
    raise exception using errcode = '23514', message = format('This assessment is %s: it is submitted once, while open', v_assessment.status), hint = 'VALIDATION_ERROR';
  end if;

  select count(*), string_agg(left(u.prompt, 120), '; ' order by u.section_ordinal, u.ordinal) filter (where u.position <= 5)
  into v_missing, v_prompts
  from (
    select q.prompt, q.ordinal, s.ordinal as section_ordinal, row_number() over (order by s.ordinal, q.ordinal) as position
    from public.assessment_questions q
    join public.assessment_sections s on s.id = q.section_id
    where q.template_id = v_assessment.template_id and q.required
      and not exists (select 1 from public.assessment_answers an where an.assessment_id = v_assessment.id and an.question_id = q.id)
  ) as u;
  if v_missing > 0 then
    raise exception using errcode = '23514', hint = 'VALIDATION_ERROR',
      message = format('%s required %s unanswered', v_missing, case when v_missing = 1 then 'question is' else 'questions are' end),
      detail = v_prompts;
  end if;
  if not exists (select 1 from public.assessment_answers an where an.assessment_id = v_assessment.id) then
    raise exception using errcode = '23514', message = 'Answer at least one question before submitting', hint = 'VALIDATION_ERROR';
  end if;

  update public.assessments a
  set status = 'submitted', submitted_at = now(), submitted_by = app.current_user_id()
  where a.id = v_assessment.id;

  v_total := round(app.assessment_total_score(v_assessment.id), 1);
  select t.name into v_template from public.assessment_templates t where t.id = v_assessment.template_id;
  select o.name into v_startup from public.organizations o where o.id = v_assessment.startup_organization_id;
  select t.name into v_sender_type
  from public.organizations o join public.organization_types t on t.id = o.organization_type_id
  where o.id = v_assessment.organization_id;
  perform app.notify(
    v_assessment.sent_by, v_assessment.organization_id, 'assessment_submitted',
    v_startup || ' submitted the ' || v_template,
    case when v_total is not null then 'Total score: ' || v_total::text || ' out of 100.' end,
    case when v_sender_type = 'mentor' then '/fikrspace/mentor/fikr-score/track' else '/fikrspace/accelerator/fikr-score/results' end,
    jsonb_build_object('assessmentId', v_assessment.id, 'template', v_template, 'startup', v_startup)
      || case when v_total is not null then jsonb_build_object('total', v_total) else '{}'::jsonb end
  );
  return v_total;
end
$$;

revoke all on function
  public.assessment_results(uuid),
  public.assessment_total(uuid),
  public.startup_scorecard(uuid, public.assessment_template_kind),
  public.assessment_recipients(uuid),
  public.assessment_counterparts(uuid),
  public.send_assessment(uuid, uuid[], date, text, uuid),
  public.remind_assessments(uuid[]),
  public.cancel_assessment(uuid),
  public.submit_assessment(uuid)
from public, anon, service_role;
grant execute on function
  public.assessment_results(uuid),
  public.assessment_total(uuid),
  public.startup_scorecard(uuid, public.assessment_template_kind),
  public.assessment_recipients(uuid),
  public.assessment_counterparts(uuid),
  public.send_assessment(uuid, uuid[], date, text, uuid),
  public.remind_assessments(uuid[]),
  public.cancel_assessment(uuid),
  public.submit_assessment(uuid)
to authenticated;
