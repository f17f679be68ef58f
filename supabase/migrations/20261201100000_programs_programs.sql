-- =============================================================================================
-- Accelerator programs: cohorts, applications and their multi-round review (the programs context)
-- =============================================================================================
-- An accelerator runs programs. A program gathers startups into cohorts, which start, hold a demo
-- day and graduate (the graduates of past cohorts are the accelerator's alumni). Startups apply to
-- a program while its call is open; the accelerator reviews the applications in rounds (screening,
-- review, interview, final), each with weighted criteria, and reviewers it assigns score them.
-- Decisions advance an application to the next round, admit it into a cohort or reject it.
--
-- Who sees and does what:
--   * A published program is read by every signed-in user: startups browse the open calls. An
--     unpublished one is read by the accelerator's members, and by those it already concerns (the
--     startups that applied or sit in its cohorts, the reviewers it assigned).
--   * The accelerator's members act by the permission matrix's `programs` resource: read to see
--     the programs, cohorts, submitted applications, rounds, criteria and assignments; create,
--     update and delete for the programs themselves; write for everything that hangs below a
--     program (cohorts, rounds, criteria, assignments, decisions), and to read the reviews and
--     scores, the ranking and the completion report. Reviews are the reviewers' judgement of a
--     startup, so a member who only reads the program does not read them: an accelerator can then
--     ask its own staff to review blind.
--   * A startup applies through the members who may update its organization (matrix
--     `organizations` update: owner, admin, user), the same members who write its public profile:
--     an application presents the company to an outsider, as the profile does. They create, edit
--     and submit a draft, withdraw it afterwards, and delete it while it is a draft; every member
--     of the startup reads its applications, and nobody else's. After submission its status moves
--     only through public.decide_applications and public.withdraw_application.
--   * A reviewer is any user the accelerator assigns, one of its members or an outside mentor. A
--     reviewer reads only the applications assigned to them (and the round, its criteria and the
--     program), writes only their own reviews and never reads another reviewer's scores. A declared
--     conflict recuses them: their assignment to that application goes, and none can be made again.
-- Anonymous visitors read nothing.

-- Closed vocabularies, so the generated types carry the unions and no client retypes them.
create type public.program_format as enum ('online', 'in_person', 'hybrid');
create type public.cohort_startup_status as enum ('active', 'graduated', 'withdrawn');
create type public.application_status as enum ('draft', 'submitted', 'in_review', 'advanced', 'admitted', 'rejected', 'withdrawn');
create type public.review_round_kind as enum ('screening', 'review', 'interview', 'final');
create type public.application_decision as enum ('advance', 'admit', 'reject');

-- A decision reaches the startup's members through their bell.
alter type public.notification_type add value if not exists 'application_decided';

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.programs (
  id uuid primary key default gen_random_uuid(),
  -- The accelerator that runs it.
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 160),
  -- Optional texts are null or hold something: a blank one would print an empty line.
  description text check (description is null or (char_length(description) <= 4000 and btrim(description) <> '')),
  format public.program_format not null default 'hybrid',
  location text check (location is null or char_length(btrim(location)) between 1 and 160),
  starts_on date check (starts_on between date '2000-01-01' and date '2100-12-31'),
  ends_on date check (ends_on between date '2000-01-01' and date '2100-12-31'),
  -- The call for applications; no dates means the program takes no applications yet.
  applications_open_on date check (applications_open_on between date '2000-01-01' and date '2100-12-31'),
  applications_close_on date check (applications_close_on between date '2000-01-01' and date '2100-12-31'),
  -- Startups per cohort.
  capacity integer check (capacity between 1 and 1000),
  -- What the program looks for, in the vocabulary of the startups' own profiles, so a startup can
  -- be matched to the calls that fit it. Empty: every sector, every stage.
  sectors public.organization_sector[] not null default '{}' check (cardinality(sectors) <= 12 and array_position(sectors, null) is null),
  stages public.startup_stage[] not null default '{}' check (cardinality(stages) <= 6 and array_position(stages, null) is null),
  published boolean not null default false,
  -- The application form: [{ "id": "problem", "label": "…", "help": "…", "required": true }, …].
  -- Its shape is checked by app.guard_program; bounded so a form stays a form's worth of data.
  application_questions jsonb not null default '[]'::jsonb check (jsonb_typeof(application_questions) = 'array' and pg_column_size(application_questions) <= 16384),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, name),
  check (ends_on is null or starts_on is null or ends_on >= starts_on),
  check (applications_close_on is null or applications_open_on is null or applications_close_on >= applications_open_on)
);
create index programs_created_by_idx on public.programs (created_by);
-- Startups browse the published calls by closing date.
create index programs_published_close_idx on public.programs (applications_close_on) where published;

create table public.cohorts (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  starts_on date check (starts_on between date '2000-01-01' and date '2100-12-31'),
  ends_on date check (ends_on between date '2000-01-01' and date '2100-12-31'),
  demo_day_on date check (demo_day_on between date '2000-01-01' and date '2100-12-31'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (program_id, name),
  check (ends_on is null or starts_on is null or ends_on >= starts_on)
);

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  -- The startup that applies.
  organization_id uuid not null references public.organizations (id) on delete cascade,
  status public.application_status not null default 'draft',
  -- The answers to the program's questions, keyed by question id; bounded like a long form.
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object' and pg_column_size(answers) <= 65536),
  submitted_at timestamptz,
  decided_at timestamptz,
  -- What the accelerator tells the startup with its latest decision: the startup reads it.
  decision_note text check (decision_note is null or (char_length(decision_note) <= 2000 and btrim(decision_note) <> '')),
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One application per program and startup: a second one would split its reviews in two.
  unique (program_id, organization_id),
  -- Everything but a draft was submitted, and only an admission or a rejection is a final decision.
  constraint applications_submitted_unless_draft check ((status = 'draft') = (submitted_at is null)),
  constraint applications_decided_when_final check ((status in ('admitted', 'rejected')) = (decided_at is not null))
);
create index applications_organization_id_idx on public.applications (organization_id);
create index applications_created_by_idx on public.applications (created_by);

create table public.cohort_startups (
  id uuid primary key default gen_random_uuid(),
  cohort_id uuid not null references public.cohorts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  status public.cohort_startup_status not null default 'active',
  admitted_at timestamptz not null default now(),
  graduated_at timestamptz,
  -- The admission that brought it in, when it came through an application on the platform.
  application_id uuid references public.applications (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (cohort_id, organization_id),
  constraint cohort_startups_graduated_at_when_graduated check ((status = 'graduated') = (graduated_at is not null))
);
create index cohort_startups_organization_id_idx on public.cohort_startups (organization_id);
create index cohort_startups_application_id_idx on public.cohort_startups (application_id);

create table public.review_rounds (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  kind public.review_round_kind not null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  -- Rounds follow one another in this order; advancing moves an application to the next one.
  position integer not null check (position between 1 and 50),
  opens_on date check (opens_on between date '2000-01-01' and date '2100-12-31'),
  closes_on date check (closes_on between date '2000-01-01' and date '2100-12-31'),
  -- On the 0–10 scale the ranking uses, so one threshold fits criteria of any maximum: a score
  -- below it needs a comment that says why. Null: no comment is required.
  comment_required_below numeric check (comment_required_below between 0 and 10),
  -- How many applications each reviewer is expected to review in the round.
  quota_per_reviewer integer check (quota_per_reviewer between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (program_id, position),
  unique (program_id, name),
  check (closes_on is null or opens_on is null or closes_on >= opens_on)
);

create table public.review_criteria (
  id uuid primary key default gen_random_uuid(),
  round_id uuid not null references public.review_rounds (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text check (description is null or (char_length(description) <= 1000 and btrim(description) <> '')),
  -- A review's score is the weighted mean of its criteria; a weight of 0 would be a criterion
  -- that counts for nothing.
  weight numeric not null check (weight > 0 and weight <= 100),
  max_score numeric not null default 10 check (max_score > 0 and max_score <= 100),
  position integer not null check (position between 1 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (round_id, position),
  unique (round_id, name)
);

-- Which applications a round reviews.
create table public.round_applications (
  round_id uuid not null references public.review_rounds (id) on delete cascade,
  application_id uuid not null references public.applications (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (round_id, application_id)
);
create index round_applications_application_id_idx on public.round_applications (application_id);

create table public.review_assignments (
  id uuid primary key default gen_random_uuid(),
  round_id uuid not null,
  application_id uuid not null,
  reviewer_id uuid not null references public.users (id) on delete cascade,
  assigned_by uuid default app.current_user_id() references public.users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  -- An assignment is to an application of the round: taking it out of the round takes its
  -- assignments and their reviews with it.
  foreign key (round_id, application_id) references public.round_applications (round_id, application_id) on delete cascade,
  unique (round_id, application_id, reviewer_id)
);
create index review_assignments_reviewer_id_idx on public.review_assignments (reviewer_id);
create index review_assignments_assigned_by_idx on public.review_assignments (assigned_by);

-- A reviewer's declared conflict with an application: it holds for every round of the program.
create table public.reviewer_conflicts (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  reviewer_id uuid not null references public.users (id) on delete cascade,
  reason text check (reason is null or (char_length(reason) <= 500 and btrim(reason) <> '')),
  declared_by uuid default app.current_user_id() references public.users (id) on delete set null,
  declared_at timestamptz not null default now(),
  unique (application_id, reviewer_id)
);
create index reviewer_conflicts_reviewer_id_idx on public.reviewer_conflicts (reviewer_id);
create index reviewer_conflicts_declared_by_idx on public.reviewer_conflicts (declared_by);

-- One review per assignment; a draft until submitted, then final.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  assignment_id uuid not null unique references public.review_assignments (id) on delete cascade,
  overall_comment text check (overall_comment is null or (char_length(overall_comment) <= 4000 and btrim(overall_comment) <> '')),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.review_scores (
  review_id uuid not null references public.reviews (id) on delete cascade,
  criterion_id uuid not null references public.review_criteria (id) on delete cascade,
  -- At most the criterion's max_score, checked by app.guard_review_score.
  score numeric not null check (score >= 0),
  comment text check (comment is null or (char_length(comment) <= 2000 and btrim(comment) <> '')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (review_id, criterion_id)
);
create index review_scores_criterion_id_idx on public.review_scores (criterion_id);

create trigger set_updated_at before update on public.programs for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.cohorts for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.applications for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.cohort_startups for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.review_rounds for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.review_criteria for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.reviews for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.review_scores for each row execute function app.set_updated_at();

-- What decides a startup's fate is kept: the programs, the applications and their decisions, the
-- cohorts' members, who reviews what, the conflicts and the reviews.
create trigger record_audit after insert or update or delete on public.programs for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.applications for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.cohort_startups for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.review_assignments for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.reviewer_conflicts for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.reviews for each row execute function app.record_audit();

-- =============================================================================================
-- Who is who in a program, as sets for the policies
-- =============================================================================================
-- Security definer: each reads tables whose own policies call these helpers, which would
-- otherwise recurse, and memberships the caller may not read. Each answers for the caller only.

-- Programs run by an organization where the caller holds `programs` <action>.
create function app.my_program_ids(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.programs p
  where p.organization_id in (select app.my_permitted_organization_ids('programs', p_action))
$$;

create function app.my_program_cohort_ids(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.cohorts c where c.program_id in (select app.my_program_ids(p_action))
$$;

create function app.my_program_round_ids(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.id from public.review_rounds r where r.program_id in (select app.my_program_ids(p_action))
$$;

-- A draft is the startup's own work in progress: the accelerator sees an application once it is sent.
create function app.my_program_application_ids(p_action text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.id from public.applications a
  where a.status <> 'draft' and a.program_id in (select app.my_program_ids(p_action))
$$;

-- Submitted reviews of the rounds of programs where the caller holds `programs` write.
create function app.my_program_review_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select rv.id
  from public.reviews rv
  join public.review_assignments ra on ra.id = rv.assignment_id
  where rv.submitted_at is not null and ra.round_id in (select app.my_program_round_ids('write'))
$$;

-- The caller as a reviewer: their assignments, and what those let them read.
create function app.my_review_assignment_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select ra.id from public.review_assignments ra where ra.reviewer_id = app.current_user_id()
$$;

create function app.my_assigned_application_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct ra.application_id from public.review_assignments ra where ra.reviewer_id = app.current_user_id()
$$;

create function app.my_assigned_round_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct ra.round_id from public.review_assignments ra where ra.reviewer_id = app.current_user_id()
$$;

create function app.my_assigned_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct r.program_id
  from public.review_assignments ra
  join public.review_rounds r on r.id = ra.round_id
  where ra.reviewer_id = app.current_user_id()
$$;

-- The caller's own reviews; with p_open_only, those not yet submitted (the ones they may change).
create function app.my_review_ids(p_open_only boolean)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select rv.id
  from public.reviews rv
  join public.review_assignments ra on ra.id = rv.assignment_id
  where ra.reviewer_id = app.current_user_id() and (not p_open_only or rv.submitted_at is null)
$$;

-- The caller as a startup's member: the programs their organizations applied to or sit in a
-- cohort of, and those cohorts.
create function app.my_startup_program_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.program_id from public.applications a where a.organization_id in (select app.my_organization_ids())
  union
  select c.program_id
  from public.cohort_startups cs
  join public.cohorts c on c.id = cs.cohort_id
  where cs.organization_id in (select app.my_organization_ids())
$$;

create function app.my_cohort_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct cs.cohort_id from public.cohort_startups cs where cs.organization_id in (select app.my_organization_ids())
$$;

-- Is the organization a startup? For the guards, whoever may or may not read it.
create function app.is_startup_organization(p_organization_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.organizations o
    join public.organization_types t on t.id = o.organization_type_id
    where o.id = p_organization_id and t.name = 'startup'
  )
$$;

-- Statuses of an application move after submission only through the functions below, which set
-- this for the statements they run. A client cannot set it: PostgREST runs no SQL of its own.
create function app.programs_deciding()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(current_setting('app.deciding_applications', true), '') = 'on'
$$;

-- =============================================================================================
-- Guards
-- =============================================================================================
-- Checked by triggers rather than policies so they hold for the service and the seeds too, except
-- where they say they concern a signed-in caller (auth.uid() is set): the seeds write history
-- (submissions in past calls, reviews of closed rounds). Security definer where they read what
-- the caller may not: a refusal by the policies then follows, rather than a misleading answer.

-- Only an accelerator runs a program, and a program stays with it. The application form is a list
-- of questions, each with an id the answers are keyed by and a label to show.
create function app.guard_program()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.organization_id is distinct from old.organization_id then
    raise exception 'A program cannot move to another organization' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if tg_op = 'INSERT' and not exists (
    select 1
    from public.organizations o
    join public.organization_types t on t.id = o.organization_type_id
    where o.id = new.organization_id and t.name = 'accelerator'
  ) then
    raise exception 'Only an accelerator runs programs' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  -- Anything but a list is refused by the column's own check, after this.
  if jsonb_typeof(new.application_questions) is distinct from 'array' then
    return new;
  end if;
  if jsonb_array_length(new.application_questions) > 30 then
    raise exception 'An application form has at most 30 questions' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if exists (
    select 1 from jsonb_array_elements(new.application_questions) q(question)
    where jsonb_typeof(q.question) <> 'object'
       or jsonb_typeof(q.question -> 'id') is distinct from 'string'
       or jsonb_typeof(q.question -> 'label') is distinct from 'string'
       or btrim(q.question ->> 'id') = ''
       or btrim(q.question ->> 'label') = ''
  ) then
    raise exception 'Every question of the application form has an id and a label' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if (select count(distinct q.question ->> 'id') from jsonb_array_elements(new.application_questions) q(question)) <> jsonb_array_length(new.application_questions) then
    raise exception 'Two questions of the application form have the same id' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger guard_program before insert or update on public.programs
  for each row execute function app.guard_program();

-- Only a startup applies. A signed-in caller drafts while the call has not closed, submits while
-- it is open and only with every required question answered, and moves a status only from draft
-- to submitted; the database stamps the submission.
create function app.guard_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_program public.programs;
  v_client boolean := auth.uid() is not null and not app.programs_deciding();
  v_missing text;
begin
  if tg_op = 'INSERT' and not app.is_startup_organization(new.organization_id) then
    raise exception 'Only a startup applies to a program' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if tg_op = 'UPDATE' and (new.organization_id, new.program_id) is distinct from (old.organization_id, old.program_id) then
    raise exception 'An application stays with its startup and its program' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if not v_client then
    return new;
  end if;

  select * into v_program from public.programs p where p.id = new.program_id;
  if tg_op = 'INSERT' then
    if new.status <> 'draft' then
      raise exception 'An application starts as a draft' using errcode = '42501';
    end if;
    if not v_program.published or (v_program.applications_close_on is not null and v_program.applications_close_on < current_date) then
      raise exception 'Applications to % are closed', v_program.name using errcode = '23514', hint = 'VALIDATION_ERROR';
    end if;
    return new;
  end if;

  if new.status is distinct from old.status and not (old.status = 'draft' and new.status = 'submitted') then
    raise exception 'After submission an application''s status changes only by a decision of the accelerator or a withdrawal' using errcode = '42501';
  end if;
  if old.status = 'draft' and new.status = 'submitted' then
    if not v_program.published
       or v_program.applications_open_on is null
       or current_date < v_program.applications_open_on
       or (v_program.applications_close_on is not null and current_date > v_program.applications_close_on) then
      raise exception 'Applications to % are not open', v_program.name using errcode = '23514', hint = 'VALIDATION_ERROR';
    end if;
    select q.question ->> 'label' into v_missing
    from jsonb_array_elements(v_program.application_questions) with ordinality q(question, position)
    where coalesce((q.question ->> 'required')::boolean, true)
      and coalesce(btrim(new.answers ->> (q.question ->> 'id')), '') = ''
    order by q.position
    limit 1;
    if v_missing is not null then
      raise exception 'Answer every question before submitting: %', v_missing using errcode = '23514', hint = 'VALIDATION_ERROR';
    end if;
    new.submitted_at := now();
  end if;
  return new;
end
$$;

create trigger guard_application before insert or update on public.applications
  for each row execute function app.guard_application();

-- Only a startup sits in a cohort. A graduation is dated when it is recorded, unless the date is
-- given (a cohort recorded after the fact), and leaving the graduates undoes it.
create function app.guard_cohort_startup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.organization_id is distinct from old.organization_id) and not app.is_startup_organization(new.organization_id) then
    raise exception 'Only a startup joins a cohort' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if new.status = 'graduated' and new.graduated_at is null then
    new.graduated_at := now();
  elsif new.status <> 'graduated' then
    new.graduated_at := null;
  end if;
  return new;
end
$$;

create trigger guard_cohort_startup before insert or update on public.cohort_startups
  for each row execute function app.guard_cohort_startup();

-- A round reviews applications of its own program, once they are sent and still undecided; the
-- first round an application enters puts it in review.
create function app.guard_round_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_application public.applications;
begin
  select * into v_application from public.applications a where a.id = new.application_id;
  if not exists (select 1 from public.review_rounds r where r.id = new.round_id and r.program_id = v_application.program_id) then
    raise exception 'A round reviews applications to its own program' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if auth.uid() is not null and v_application.status not in ('submitted', 'in_review', 'advanced') then
    raise exception 'Only a submitted application that is not yet decided enters a review round' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger guard_round_application before insert on public.round_applications
  for each row execute function app.guard_round_application();

create function app.start_application_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deciding text := coalesce(current_setting('app.deciding_applications', true), '');
begin
  if exists (select 1 from public.applications a where a.id = new.application_id and a.status = 'submitted') then
    perform set_config('app.deciding_applications', 'on', true);
    update public.applications a set status = 'in_review' where a.id = new.application_id and a.status = 'submitted';
    -- Restored rather than turned off: a decision that adds to a round is still under way.
    perform set_config('app.deciding_applications', v_deciding, true);
  end if;
  return null;
end
$$;

create trigger start_application_review after insert on public.round_applications
  for each row execute function app.start_application_review();

-- A reviewer never judges their own startup, nor an application they declared a conflict with.
create function app.guard_review_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1
    from public.applications a
    join public.organization_members m on m.organization_id = a.organization_id
    where a.id = new.application_id and m.user_id = new.reviewer_id
  ) then
    raise exception 'A reviewer does not review an application of their own startup' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if exists (select 1 from public.reviewer_conflicts c where c.application_id = new.application_id and c.reviewer_id = new.reviewer_id) then
    raise exception 'This reviewer declared a conflict with the application' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger guard_review_assignment before insert or update on public.review_assignments
  for each row execute function app.guard_review_assignment();

-- A declared conflict recuses at once: the reviewer's assignments to the application go, with any
-- review they had begun or sent.
create function app.recuse_conflicted_reviewer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.review_assignments ra where ra.application_id = new.application_id and ra.reviewer_id = new.reviewer_id;
  return null;
end
$$;

create trigger recuse_conflicted_reviewer after insert on public.reviewer_conflicts
  for each row execute function app.recuse_conflicted_reviewer();

-- Is a round open for reviews today?
create function app.review_round_open(p_round_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.review_rounds r
    where r.id = p_round_id
      and (r.opens_on is null or r.opens_on <= current_date)
      and (r.closes_on is null or r.closes_on >= current_date)
  )
$$;

-- A signed-in reviewer writes while the round is open. A review is sent only with every criterion
-- of its round scored, and the database stamps when.
create function app.guard_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_round uuid;
  v_client boolean := auth.uid() is not null;
begin
  if tg_op = 'UPDATE' and new.assignment_id is distinct from old.assignment_id then
    raise exception 'A review stays with its assignment' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  select ra.round_id into v_round from public.review_assignments ra where ra.id = new.assignment_id;
  if v_round is null then
    -- No such assignment: the policies, or the foreign key, refuse the row.
    return new;
  end if;
  if v_client and not app.review_round_open(v_round) then
    raise exception 'This review round is not open' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if new.submitted_at is not null and (tg_op = 'INSERT' or old.submitted_at is null) then
    if exists (
      select 1 from public.review_criteria c
      where c.round_id = v_round
        and not exists (select 1 from public.review_scores s where s.review_id = new.id and s.criterion_id = c.id)
    ) then
      raise exception 'Score every criterion of the round before submitting the review' using errcode = '23514', hint = 'VALIDATION_ERROR';
    end if;
    if v_client then
      new.submitted_at := now();
    end if;
  end if;
  return new;
end
$$;

create trigger guard_review before insert or update on public.reviews
  for each row execute function app.guard_review();

-- A score rates a criterion of the review's own round, from 0 to the criterion's maximum; one
-- below the round's threshold says why.
create function app.guard_review_score()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_criterion public.review_criteria;
  v_round public.review_rounds;
begin
  select c.* into v_criterion
  from public.review_criteria c
  join public.review_assignments ra on ra.round_id = c.round_id
  join public.reviews rv on rv.assignment_id = ra.id
  where c.id = new.criterion_id and rv.id = new.review_id;
  if not found then
    raise exception 'A score rates a criterion of the review''s own round' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if new.score > v_criterion.max_score then
    raise exception '% is scored from 0 to %', v_criterion.name, trim_scale(v_criterion.max_score) using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  select r.* into v_round from public.review_rounds r where r.id = v_criterion.round_id;
  if v_round.comment_required_below is not null
     and new.score * 10 / v_criterion.max_score < v_round.comment_required_below
     and new.comment is null then
    raise exception 'A score below % out of 10 needs a comment: say why % scored %', trim_scale(v_round.comment_required_below), v_criterion.name, trim_scale(new.score)
      using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if auth.uid() is not null and not app.review_round_open(v_round.id) then
    raise exception 'This review round is not open' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  return new;
end
$$;

create trigger guard_review_score before insert or update on public.review_scores
  for each row execute function app.guard_review_score();

-- =============================================================================================
-- A decision tells the startup
-- =============================================================================================
-- Every member of the startup hears it, as each reads its applications. The title and body are
-- English, for the digest and as a fallback; the apps show the type in the reader's language from
-- `data`. The body is the accelerator's note, when it wrote one.
create function app.notify_application_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_program text;
  v_startup text;
  v_member uuid;
  v_title text;
begin
  if new.status is not distinct from old.status or new.status not in ('advanced', 'admitted', 'rejected') then
    return null;
  end if;
  select p.name into v_program from public.programs p where p.id = new.program_id;
  select o.name into v_startup from public.organizations o where o.id = new.organization_id;
  v_title := case new.status
    when 'admitted' then v_startup || ' was admitted to ' || v_program
    when 'rejected' then v_startup || ' was not admitted to ' || v_program
    else v_startup || ' moved on to the next round of ' || v_program
  end;
  for v_member in select m.user_id from public.organization_members m where m.organization_id = new.organization_id loop
    perform app.notify(
      v_member, new.organization_id, 'application_decided', v_title, new.decision_note, '/fikrspace/startup/programs',
      jsonb_build_object('applicationId', new.id, 'programId', new.program_id, 'program', v_program, 'startup', v_startup, 'status', new.status)
    );
  end loop;
  return null;
end
$$;

create trigger notify_application_decided after update of status on public.applications
  for each row execute function app.notify_application_decided();

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.programs enable row level security;
alter table public.cohorts enable row level security;
alter table public.cohort_startups enable row level security;
alter table public.applications enable row level security;
alter table public.review_rounds enable row level security;
alter table public.review_criteria enable row level security;
alter table public.round_applications enable row level security;
alter table public.review_assignments enable row level security;
alter table public.reviewer_conflicts enable row level security;
alter table public.reviews enable row level security;
alter table public.review_scores enable row level security;

revoke all on public.programs from anon, authenticated;
revoke all on public.cohorts from anon, authenticated;
revoke all on public.cohort_startups from anon, authenticated;
revoke all on public.applications from anon, authenticated;
revoke all on public.review_rounds from anon, authenticated;
revoke all on public.review_criteria from anon, authenticated;
revoke all on public.round_applications from anon, authenticated;
revoke all on public.review_assignments from anon, authenticated;
revoke all on public.reviewer_conflicts from anon, authenticated;
revoke all on public.reviews from anon, authenticated;
revoke all on public.review_scores from anon, authenticated;

-- A row stays with its parent: the parent's id is set once, on insert. Who created, assigned or
-- declared something, and the timestamps, are the database's own; so are an application's
-- submission and decision, which only the guards and the functions write.
grant select, delete on public.programs, public.cohorts, public.cohort_startups, public.applications, public.review_rounds,
  public.review_criteria, public.round_applications, public.review_assignments, public.reviewer_conflicts, public.reviews, public.review_scores
  to authenticated;
grant insert (organization_id, name, description, format, location, starts_on, ends_on, applications_open_on, applications_close_on, capacity, sectors, stages, published, application_questions),
      update (name, description, format, location, starts_on, ends_on, applications_open_on, applications_close_on, capacity, sectors, stages, published, application_questions)
  on public.programs to authenticated;
grant insert (program_id, name, starts_on, ends_on, demo_day_on), update (name, starts_on, ends_on, demo_day_on) on public.cohorts to authenticated;
grant insert (cohort_id, organization_id, status, admitted_at, graduated_at, application_id), update (status, admitted_at, graduated_at)
  on public.cohort_startups to authenticated;
grant insert (program_id, organization_id, answers), update (answers, status) on public.applications to authenticated;
grant insert (program_id, kind, name, position, opens_on, closes_on, comment_required_below, quota_per_reviewer),
      update (kind, name, position, opens_on, closes_on, comment_required_below, quota_per_reviewer)
  on public.review_rounds to authenticated;
grant insert (round_id, name, description, weight, max_score, position), update (name, description, weight, max_score, position) on public.review_criteria to authenticated;
grant insert (round_id, application_id) on public.round_applications to authenticated;
grant insert (round_id, application_id, reviewer_id) on public.review_assignments to authenticated;
grant insert (application_id, reviewer_id, reason) on public.reviewer_conflicts to authenticated;
-- Submitting is setting submitted_at; the guard stamps the time.
grant insert (assignment_id, overall_comment), update (overall_comment, submitted_at) on public.reviews to authenticated;
grant insert (review_id, criterion_id, score, comment), update (score, comment) on public.review_scores to authenticated;
grant select, insert, update, delete on public.programs, public.cohorts, public.cohort_startups, public.applications, public.review_rounds,
  public.review_criteria, public.round_applications, public.review_assignments, public.reviewer_conflicts, public.reviews, public.review_scores
  to service_role;
grant usage on type public.program_format, public.cohort_startup_status, public.application_status, public.review_round_kind, public.application_decision
  to authenticated, service_role;

-- Programs ------------------------------------------------------------------------------------
create policy "signed-in users read published programs; the accelerator, its applicants and reviewers read theirs" on public.programs
  for select to authenticated
  using (
    published
    or id in (select app.my_program_ids('read'))
    or id in (select app.my_startup_program_ids())
    or id in (select app.my_assigned_program_ids())
  );

create policy "members who create programs add them" on public.programs
  for insert to authenticated
  with check (organization_id in (select app.my_permitted_organization_ids('programs', 'create')));

create policy "members who update programs change them" on public.programs
  for update to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('programs', 'update')))
  with check (organization_id in (select app.my_permitted_organization_ids('programs', 'update')));

create policy "members who delete programs remove them" on public.programs
  for delete to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('programs', 'delete')));

-- Cohorts and their startups ------------------------------------------------------------------
create policy "the accelerator's readers and the cohort's startups read a cohort" on public.cohorts
  for select to authenticated
  using (program_id in (select app.my_program_ids('read')) or id in (select app.my_cohort_ids()));

create policy "members who write programs add cohorts" on public.cohorts
  for insert to authenticated
  with check (program_id in (select app.my_program_ids('write')));

create policy "members who write programs change cohorts" on public.cohorts
  for update to authenticated
  using (program_id in (select app.my_program_ids('write')))
  with check (program_id in (select app.my_program_ids('write')));

create policy "members who write programs remove cohorts" on public.cohorts
  for delete to authenticated
  using (program_id in (select app.my_program_ids('write')));

-- A startup reads its own row and its cohort's other startups: a cohort is a group that knows
-- itself. Their names come from public.program_startups.
create policy "the accelerator's readers and the cohort's startups read its startups" on public.cohort_startups
  for select to authenticated
  using (cohort_id in (select app.my_program_cohort_ids('read')) or cohort_id in (select app.my_cohort_ids()));

create policy "members who write programs add startups to cohorts" on public.cohort_startups
  for insert to authenticated
  with check (cohort_id in (select app.my_program_cohort_ids('write')));

create policy "members who write programs change cohorts' startups" on public.cohort_startups
  for update to authenticated
  using (cohort_id in (select app.my_program_cohort_ids('write')))
  with check (cohort_id in (select app.my_program_cohort_ids('write')));

create policy "members who write programs remove startups from cohorts" on public.cohort_startups
  for delete to authenticated
  using (cohort_id in (select app.my_program_cohort_ids('write')));

-- Applications --------------------------------------------------------------------------------
create policy "a startup reads its applications, the accelerator the sent ones, a reviewer those assigned" on public.applications
  for select to authenticated
  using (
    organization_id in (select app.my_organization_ids())
    or id in (select app.my_program_application_ids('read'))
    or id in (select app.my_assigned_application_ids())
  );

create policy "members who update their startup draft applications" on public.applications
  for insert to authenticated
  with check (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')) and status = 'draft');

create policy "members who update their startup edit and submit drafts" on public.applications
  for update to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')) and status = 'draft')
  with check (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')) and status in ('draft', 'submitted'));

create policy "members who update their startup delete drafts" on public.applications
  for delete to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')) and status = 'draft');

-- Rounds and criteria -------------------------------------------------------------------------
create policy "the accelerator's readers and the round's reviewers read a round" on public.review_rounds
  for select to authenticated
  using (id in (select app.my_program_round_ids('read')) or id in (select app.my_assigned_round_ids()));

create policy "members who write programs add rounds" on public.review_rounds
  for insert to authenticated
  with check (program_id in (select app.my_program_ids('write')));

create policy "members who write programs change rounds" on public.review_rounds
  for update to authenticated
  using (program_id in (select app.my_program_ids('write')))
  with check (program_id in (select app.my_program_ids('write')));

create policy "members who write programs remove rounds" on public.review_rounds
  for delete to authenticated
  using (program_id in (select app.my_program_ids('write')));

create policy "the accelerator's readers and the round's reviewers read its criteria" on public.review_criteria
  for select to authenticated
  using (round_id in (select app.my_program_round_ids('read')) or round_id in (select app.my_assigned_round_ids()));

create policy "members who write programs add criteria" on public.review_criteria
  for insert to authenticated
  with check (round_id in (select app.my_program_round_ids('write')));

create policy "members who write programs change criteria" on public.review_criteria
  for update to authenticated
  using (round_id in (select app.my_program_round_ids('write')))
  with check (round_id in (select app.my_program_round_ids('write')));

create policy "members who write programs remove criteria" on public.review_criteria
  for delete to authenticated
  using (round_id in (select app.my_program_round_ids('write')));

-- Which applications each round reviews, and who reviews each -----------------------------------
create policy "the accelerator's readers read a round's applications" on public.round_applications
  for select to authenticated
  using (round_id in (select app.my_program_round_ids('read')));

create policy "members who write programs add applications to rounds" on public.round_applications
  for insert to authenticated
  with check (round_id in (select app.my_program_round_ids('write')));

create policy "members who write programs take applications out of rounds" on public.round_applications
  for delete to authenticated
  using (round_id in (select app.my_program_round_ids('write')));

create policy "reviewers read their assignments; the accelerator's readers all of a round's" on public.review_assignments
  for select to authenticated
  using (reviewer_id = (select app.current_user_id()) or round_id in (select app.my_program_round_ids('read')));

create policy "members who write programs assign reviewers" on public.review_assignments
  for insert to authenticated
  with check (round_id in (select app.my_program_round_ids('write')));

create policy "members who write programs remove assignments" on public.review_assignments
  for delete to authenticated
  using (round_id in (select app.my_program_round_ids('write')));

-- A reviewer declares their own conflict with an application assigned to them; the accelerator's
-- writers record one for any reviewer, and take back one declared by mistake.
create policy "reviewers read their conflicts; the accelerator's writers all of theirs" on public.reviewer_conflicts
  for select to authenticated
  using (reviewer_id = (select app.current_user_id()) or application_id in (select app.my_program_application_ids('write')));

create policy "reviewers declare their conflicts; the accelerator's writers record them" on public.reviewer_conflicts
  for insert to authenticated
  with check (
    (reviewer_id = (select app.current_user_id()) and application_id in (select app.my_assigned_application_ids()))
    or application_id in (select app.my_program_application_ids('write'))
  );

create policy "the accelerator's writers remove conflicts" on public.reviewer_conflicts
  for delete to authenticated
  using (application_id in (select app.my_program_application_ids('write')));

-- Reviews and scores --------------------------------------------------------------------------
create policy "reviewers read their reviews; the accelerator's writers the submitted ones" on public.reviews
  for select to authenticated
  using (assignment_id in (select app.my_review_assignment_ids()) or id in (select app.my_program_review_ids()));

create policy "reviewers write a review of their assignments" on public.reviews
  for insert to authenticated
  with check (assignment_id in (select app.my_review_assignment_ids()));

create policy "reviewers change their reviews until they submit them" on public.reviews
  for update to authenticated
  using (assignment_id in (select app.my_review_assignment_ids()) and submitted_at is null)
  with check (assignment_id in (select app.my_review_assignment_ids()));

create policy "reviewers remove their reviews until they submit them" on public.reviews
  for delete to authenticated
  using (assignment_id in (select app.my_review_assignment_ids()) and submitted_at is null);

create policy "reviewers read their scores; the accelerator's writers those of submitted reviews" on public.review_scores
  for select to authenticated
  using (review_id in (select app.my_review_ids(false)) or review_id in (select app.my_program_review_ids()));

create policy "reviewers score their reviews until they submit them" on public.review_scores
  for insert to authenticated
  with check (review_id in (select app.my_review_ids(true)));

create policy "reviewers change their scores until they submit the review" on public.review_scores
  for update to authenticated
  using (review_id in (select app.my_review_ids(true)))
  with check (review_id in (select app.my_review_ids(true)));

create policy "reviewers remove their scores until they submit the review" on public.review_scores
  for delete to authenticated
  using (review_id in (select app.my_review_ids(true)));

-- =============================================================================================
-- Functions
-- =============================================================================================
-- Each checks the caller's rights itself and refuses with 42501, then works as the owner: they read
-- across tenants (the startups' names, the reviewers' names, every reviewer's scores) or write
-- what no client writes directly (an application's status).

-- The startups of a program a caller may name: every startup that applied (once sent) or sits in
-- a cohort, for the accelerator's readers; the startups of the applications assigned to a
-- reviewer; and a startup's cohort companions. Profile fields are for the accelerator and the
-- reviewers, who judge the company, and for its own members; a companion gets them only from a
-- listed profile, as anyone does.
create function public.program_startups(p_program_id uuid)
returns table (organization_id uuid, name text, sector public.organization_sector, stage public.startup_stage, country_code text, city text,
               logo_url text, tagline text, website text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if app.current_user_id() is null then
    raise exception 'Sign in to see a program''s startups' using errcode = '42501';
  end if;
  return query
  with visible as (
    select a.organization_id, true as judged
    from public.applications a
    where a.program_id = p_program_id
      and a.status <> 'draft'
      and p_program_id in (select app.my_program_ids('read'))
    union all
    select cs.organization_id, true
    from public.cohort_startups cs
    join public.cohorts c on c.id = cs.cohort_id
    where c.program_id = p_program_id and p_program_id in (select app.my_program_ids('read'))
    union all
    select a.organization_id, true
    from public.applications a
    where a.program_id = p_program_id and a.id in (select app.my_assigned_application_ids())
    union all
    select cs.organization_id, false
    from public.cohort_startups cs
    join public.cohorts c on c.id = cs.cohort_id
    where c.program_id = p_program_id and cs.cohort_id in (select app.my_cohort_ids())
  ), startups as (
    select v.organization_id, bool_or(v.judged) or v.organization_id in (select app.my_organization_ids()) as judged
    from visible v
    group by v.organization_id
  )
  select o.id, o.name, coalesce(sp.sector, o.sector), sp.stage, o.country_code, o.city, o.logo_url,
         case when s.judged or sp.is_listed then sp.tagline end,
         case when s.judged or sp.is_listed then sp.website end
  from startups s
  join public.organizations o on o.id = s.organization_id
  left join public.startup_profiles sp on sp.organization_id = o.id
  order by o.name, o.id;
end
$$;

-- Who may run a round: the accelerator's members with `programs` write on its program. A round
-- the caller may not run answers as one that does not exist.
create function app.require_round_writer(p_round_id uuid, p_what text)
returns public.review_rounds
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_round public.review_rounds;
begin
  select * into v_round from public.review_rounds r where r.id = p_round_id;
  if not found or v_round.program_id not in (select app.my_program_ids('write')) then
    raise exception 'Permission denied: % is for the members who run the program (programs write)', p_what using errcode = '42501';
  end if;
  return v_round;
end
$$;

-- The ranking of a round's applications, calibrated for each reviewer's habits. A review's score
-- is the weighted mean of its criteria, each brought to 0–10 by its maximum. Each reviewer's
-- scores in the round are then standardised against that reviewer's own mean and population
-- standard deviation in the round, so a generous and a severe reviewer count alike; a reviewer
-- with one review, or who gave every application the same score, says nothing about relative
-- merit and contributes 0. An application's calibrated score is the mean of its standardised
-- scores, its raw mean the mean of its review scores. Only submitted reviews count; an
-- application without one is not ranked yet. Ranked by calibrated score, then raw mean, then id,
-- so equal scores always come out in the same order.
create function public.application_ranking(p_round_id uuid)
returns table (application_id uuid, raw_mean numeric, calibrated_score numeric, rank integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app.require_round_writer(p_round_id, 'the ranking of a round');
  return query
  with review_score as (
    select ra.reviewer_id, ra.application_id, sum(c.weight * s.score * 10 / c.max_score) / sum(c.weight) as score
    from public.reviews rv
    join public.review_assignments ra on ra.id = rv.assignment_id
    join public.review_scores s on s.review_id = rv.id
    join public.review_criteria c on c.id = s.criterion_id
    where ra.round_id = p_round_id and rv.submitted_at is not null
    group by rv.id, ra.reviewer_id, ra.application_id
  ), reviewer as (
    select r.reviewer_id, avg(r.score) as mean, stddev_pop(r.score) as deviation, count(*) as reviews
    from review_score r
    group by r.reviewer_id
  ), standardised as (
    select r.application_id, r.score,
           case when v.reviews < 2 or v.deviation = 0 then 0 else (r.score - v.mean) / v.deviation end as z
    from review_score r
    join reviewer v on v.reviewer_id = r.reviewer_id
  ), ranked as (
    select s.application_id, avg(s.score) as raw, avg(s.z) as calibrated
    from standardised s
    group by s.application_id
  )
  select r.application_id, round(r.raw, 4), round(r.calibrated, 4),
         (row_number() over (order by r.calibrated desc, r.raw desc, r.application_id))::integer
  from ranked r
  order by 4;
end
$$;

-- The completion report: per reviewer of the round, what they were assigned, what they submitted
-- and the round's quota. Names are given here because an outside reviewer's profile is not the
-- accelerator's to read.
create function public.review_completion(p_round_id uuid)
returns table (reviewer_id uuid, reviewer_name text, assigned integer, submitted integer, quota integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_round public.review_rounds;
begin
  v_round := app.require_round_writer(p_round_id, 'the completion of a round');
  return query
  select ra.reviewer_id,
         coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email),
         count(*)::integer,
         (count(*) filter (where rv.submitted_at is not null))::integer,
         v_round.quota_per_reviewer
  from public.review_assignments ra
  join public.users u on u.id = ra.reviewer_id
  left join public.reviews rv on rv.assignment_id = ra.id
  where ra.round_id = p_round_id
  group by ra.reviewer_id, u.first_name, u.last_name, u.email
  order by 2, 1;
end
$$;

-- Assigns reviewers in bulk: each application of the round (or of one sector, p_sector) gets
-- reviewers from p_reviewer_ids until it has p_per_application. Applications are taken sector by
-- sector; each goes to the reviewers with the fewest assignments in the round, and among those to
-- the ones who already review its sector, so a reviewer's pile stays coherent; then in the order
-- given. A reviewer at the round's quota, with a declared conflict, or a member of the applying
-- startup is skipped. Returns the number of assignments made; an application nobody can take is
-- left short, as review_completion then shows.
create function public.assign_reviewers(p_round_id uuid, p_reviewer_ids uuid[], p_per_application integer default 2, p_sector public.organization_sector default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_round public.review_rounds;
  v_application record;
  v_reviewer uuid;
  v_missing integer;
  v_count integer := 0;
begin
  v_round := app.require_round_writer(p_round_id, 'assigning reviewers');
  if p_per_application is null or p_per_application not between 1 and 10 then
    raise exception 'Give between 1 and 10 reviewers per application' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  if coalesce(cardinality(p_reviewer_ids), 0) = 0 or cardinality(p_reviewer_ids) > 100 then
    raise exception 'Choose between 1 and 100 reviewers' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  if exists (
    select 1 from unnest(p_reviewer_ids) as r(id)
    where not exists (select 1 from public.users u where u.id = r.id and u.is_active)
  ) then
    raise exception 'Every reviewer is an active user of the platform' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;

  for v_application in
    select a.id, a.organization_id, coalesce(sp.sector, o.sector) as sector
    from public.round_applications rap
    join public.applications a on a.id = rap.application_id
    join public.organizations o on o.id = a.organization_id
    left join public.startup_profiles sp on sp.organization_id = a.organization_id
    where rap.round_id = p_round_id
      and (p_sector is null or coalesce(sp.sector, o.sector) = p_sector)
    order by coalesce(sp.sector, o.sector) nulls last, a.id
  loop
    v_missing := p_per_application - (select count(*) from public.review_assignments ra where ra.round_id = p_round_id and ra.application_id = v_application.id);
    while v_missing > 0 loop
      select r.id into v_reviewer
      from unnest(p_reviewer_ids) with ordinality as r(id, position)
      left join lateral (
        select count(*) as assigned,
               count(*) filter (where coalesce(sp.sector, o.sector) = v_application.sector) as in_sector
        from public.review_assignments ra
        join public.applications a on a.id = ra.application_id
        join public.organizations o on o.id = a.organization_id
        left join public.startup_profiles sp on sp.organization_id = a.organization_id
        where ra.round_id = p_round_id and ra.reviewer_id = r.id
      ) load on true
      where not exists (select 1 from public.review_assignments ra where ra.round_id = p_round_id and ra.application_id = v_application.id and ra.reviewer_id = r.id)
        and not exists (select 1 from public.reviewer_conflicts c where c.application_id = v_application.id and c.reviewer_id = r.id)
        and not exists (select 1 from public.organization_members m where m.organization_id = v_application.organization_id and m.user_id = r.id)
        and (v_round.quota_per_reviewer is null or load.assigned < v_round.quota_per_reviewer)
      order by load.assigned, load.in_sector desc, r.position
      limit 1;
      exit when v_reviewer is null;
      insert into public.review_assignments (round_id, application_id, reviewer_id) values (p_round_id, v_application.id, v_reviewer);
      v_count := v_count + 1;
      v_missing := v_missing - 1;
      v_reviewer := null;
    end loop;
  end loop;
  return v_count;
end
$$;

-- Decides applications in bulk, all or none: `advance` moves each to the next round of its
-- program, `admit` takes it into a cohort (p_cohort_id, or the program's latest cohort that has
-- not ended) and `reject` closes it. Only an application sent and not yet decided is decided;
-- p_note is what the startup reads with the decision. The startups hear it in their bell.
create function public.decide_applications(p_application_ids uuid[], p_decision public.application_decision, p_note text default null, p_cohort_id uuid default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_note text := nullif(btrim(p_note), '');
  v_ids uuid[];
  v_application public.applications;
  v_cohort public.cohorts;
  v_next uuid;
  v_target uuid;
  v_count integer := 0;
begin
  if app.current_user_id() is null then
    raise exception 'Sign in to decide on applications' using errcode = '42501';
  end if;
  select array_agg(distinct i.id) into v_ids from unnest(p_application_ids) as i(id) where i.id is not null;
  if p_decision is null or coalesce(cardinality(v_ids), 0) = 0 then
    raise exception 'Choose the applications and the decision' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  if cardinality(v_ids) > 500 then
    raise exception 'Decide at most 500 applications at once' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  if char_length(v_note) > 2000 then
    raise exception 'A decision note has at most 2000 characters' using errcode = '22023', hint = 'VALIDATION_ERROR';
  end if;
  if exists (select 1 from unnest(v_ids) as i(id) where i.id not in (select app.my_program_application_ids('write'))) then
    raise exception 'Permission denied: applications are decided by the members who run the program (programs write)' using errcode = '42501';
  end if;
  if exists (select 1 from public.applications a where a.id = any(v_ids) and a.status not in ('submitted', 'in_review', 'advanced')) then
    raise exception 'Only applications under review are decided: % of these were decided or withdrawn already',
      (select count(*) from public.applications a where a.id = any(v_ids) and a.status not in ('submitted', 'in_review', 'advanced'))
      using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if p_cohort_id is not null then
    select * into v_cohort from public.cohorts c where c.id = p_cohort_id;
    if not found or v_cohort.program_id not in (select app.my_program_ids('write')) then
      raise exception 'Permission denied: the cohort is not one of a program you run' using errcode = '42501';
    end if;
    if exists (select 1 from public.applications a where a.id = any(v_ids) and a.program_id <> v_cohort.program_id) then
      raise exception 'A startup joins a cohort of the program it applied to' using errcode = '22023', hint = 'VALIDATION_ERROR';
    end if;
  end if;

  perform set_config('app.deciding_applications', 'on', true);
  for v_application in select a.* from public.applications a where a.id = any(v_ids) order by a.id for update loop
    if p_decision = 'advance' then
      select r.id into v_next
      from public.review_rounds r
      where r.program_id = v_application.program_id
        and r.position > coalesce((
          select max(cur.position) from public.round_applications rap join public.review_rounds cur on cur.id = rap.round_id
          where rap.application_id = v_application.id
        ), 0)
      order by r.position
      limit 1;
      if v_next is null then
        raise exception 'No later round to advance to: this is the program''s last round, so admit or reject the application' using errcode = '23514', hint = 'VALIDATION_ERROR';
      end if;
      insert into public.round_applications (round_id, application_id) values (v_next, v_application.id);
      update public.applications a set status = 'advanced', decision_note = coalesce(v_note, a.decision_note) where a.id = v_application.id;
    elsif p_decision = 'admit' then
      v_target := coalesce(p_cohort_id, (
        select c.id from public.cohorts c
        where c.program_id = v_application.program_id and (c.ends_on is null or c.ends_on >= current_date)
        order by c.starts_on desc nulls first, c.id
        limit 1
      ));
      if v_target is null then
        raise exception 'The program has no cohort to admit into: add one first' using errcode = '23514', hint = 'VALIDATION_ERROR';
      end if;
      update public.applications a set status = 'admitted', decided_at = now(), decision_note = v_note where a.id = v_application.id;
      insert into public.cohort_startups (cohort_id, organization_id, status, admitted_at, application_id)
      values (v_target, v_application.organization_id, 'active', now(), v_application.id)
      on conflict (cohort_id, organization_id) do nothing;
    else
      update public.applications a set status = 'rejected', decided_at = now(), decision_note = v_note where a.id = v_application.id;
    end if;
    v_count := v_count + 1;
  end loop;
  perform set_config('app.deciding_applications', 'off', true);
  return v_count;
end
$$;

-- A startup withdraws an application it sent and that is not decided yet; a draft is deleted
-- instead. The same members who submit it may withdraw it.
create function public.withdraw_application(p_application_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_application public.applications;
begin
  select * into v_application from public.applications a where a.id = p_application_id for update;
  if not found or v_application.organization_id not in (select app.my_permitted_organization_ids('organizations', 'update')) then
    raise exception 'Permission denied: an application is withdrawn by the members who may update its startup' using errcode = '42501';
  end if;
  if v_application.status = 'draft' then
    raise exception 'A draft is not withdrawn: delete it' using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  if v_application.status not in ('submitted', 'in_review', 'advanced') then
    raise exception 'This application was % already', v_application.status using errcode = '23514', hint = 'VALIDATION_ERROR';
  end if;
  perform set_config('app.deciding_applications', 'on', true);
  update public.applications a set status = 'withdrawn' where a.id = p_application_id;
  perform set_config('app.deciding_applications', 'off', true);
end
$$;

revoke all on function
  app.my_program_ids(text), app.my_program_cohort_ids(text), app.my_program_round_ids(text), app.my_program_application_ids(text),
  app.my_program_review_ids(), app.my_review_assignment_ids(), app.my_assigned_application_ids(), app.my_assigned_round_ids(),
  app.my_assigned_program_ids(), app.my_review_ids(boolean), app.my_startup_program_ids(), app.my_cohort_ids(),
  app.is_startup_organization(uuid), app.programs_deciding(), app.review_round_open(uuid), app.require_round_writer(uuid, text),
  app.guard_program(), app.guard_application(), app.guard_cohort_startup(), app.guard_round_application(), app.start_application_review(),
  app.guard_review_assignment(), app.recuse_conflicted_reviewer(), app.guard_review(), app.guard_review_score(), app.notify_application_decided()
  from public;
-- What the policies call, as the caller.
grant execute on function
  app.my_program_ids(text), app.my_program_cohort_ids(text), app.my_program_round_ids(text), app.my_program_application_ids(text),
  app.my_program_review_ids(), app.my_review_assignment_ids(), app.my_assigned_application_ids(), app.my_assigned_round_ids(),
  app.my_assigned_program_ids(), app.my_review_ids(boolean), app.my_startup_program_ids(), app.my_cohort_ids()
  to authenticated, service_role;

revoke all on function
  public.program_startups(uuid), public.application_ranking(uuid), public.review_completion(uuid),
  public.assign_reviewers(uuid, uuid[], integer, public.organization_sector),
  public.decide_applications(uuid[], public.application_decision, text, uuid), public.withdraw_application(uuid)
  from public, anon, service_role;
grant execute on function
  public.program_startups(uuid), public.application_ranking(uuid), public.review_completion(uuid),
  public.assign_reviewers(uuid, uuid[], integer, public.organization_sector),
  public.decide_applications(uuid[], public.application_decision, text, uuid), public.withdraw_application(uuid)
  to authenticated;
