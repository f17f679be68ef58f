-- =============================================================================================
-- Fikr Score: assessment templates, their weighted sections and their questions
-- =============================================================================================
-- The platform's operators (enterprise owner and manager, the office's assessment admin) build the
-- templates an accelerator or a mentor sends to startups: the Scaleup Scorecard, a readiness check
-- or a custom one. A template holds weighted sections, and each section its questions; every
-- question but a text one is scored from 0 to 100 (public.assessment_results explains how).
--
-- Who sees and does what:
--   * Operators read every template, drafts included, and alone write them.
--   * Once published, a template is read by every signed-in member of an accelerator, a mentor's
--     organization or a startup: the ones who send it and the ones who answer it. Investors,
--     universities and government bodies have no use for it and read nothing; nor do anonymous
--     visitors.
--   * A published template is frozen: its name, kind, sections and questions never change and it
--     is never deleted, because the answers and scores of every assessment sent from it refer to
--     them. A change is a new version (public.draft_assessment_template_version), published in
--     turn; the old version is archived, so it is no longer sent, and stays readable.

-- Closed vocabularies, so the generated types carry the unions and no client retypes them.
create type public.assessment_template_kind as enum ('scaleup_scorecard', 'readiness', 'custom');
create type public.assessment_question_kind as enum ('scale', 'single_choice', 'yes_no', 'number', 'text');
-- The two rating scales the office's forms offer: 1 to 5 (a Likert answer) and 0 to 10.
create type public.assessment_scale as enum ('one_to_five', 'zero_to_ten');

-- =============================================================================================
-- What a choice question's options and a number question's bands look like
-- =============================================================================================
-- Checked by the tables' constraints, so every writer (the office, the seeds, the service) keeps
-- the shapes the scoring below reads.

-- Options: 2 to 20 of { "value": "key", "label": "What the startup reads", "points": 0..100 },
-- keys unique, the answer being the chosen option's key.
create function app.assessment_options_valid(p_options jsonb)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select jsonb_typeof(p_options) = 'array'
    and jsonb_array_length(p_options) between 2 and 20
    and not exists (
      select 1 from jsonb_array_elements(p_options) as o(item)
      where jsonb_typeof(o.item) <> 'object'
         or jsonb_typeof(o.item -> 'value') is distinct from 'string'
         or char_length(btrim(o.item ->> 'value')) not between 1 and 60
         or jsonb_typeof(o.item -> 'label') is distinct from 'string'
         or char_length(btrim(o.item ->> 'label')) not between 1 and 200
         or jsonb_typeof(o.item -> 'points') is distinct from 'number'
         or (o.item ->> 'points')::numeric not between 0 and 100
    )
    and (select count(distinct o.item ->> 'value') from jsonb_array_elements(p_options) as o(item)) = jsonb_array_length(p_options)
$$;

-- Bands: 1 to 20 of { "min": number | null, "max": number | null, "points": 0..100 }. A value
-- falls in a band when min <= value < max (an absent bound is open); the first band it falls in
-- gives its points, none gives 0.
create function app.assessment_bands_valid(p_bands jsonb)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select jsonb_typeof(p_bands) = 'array'
    and jsonb_array_length(p_bands) between 1 and 20
    and not exists (
      select 1 from jsonb_array_elements(p_bands) as b(item)
      where jsonb_typeof(b.item) <> 'object'
         or coalesce(jsonb_typeof(b.item -> 'min'), 'null') not in ('null', 'number')
         or coalesce(jsonb_typeof(b.item -> 'max'), 'null') not in ('null', 'number')
         or (jsonb_typeof(b.item -> 'min') = 'number' and jsonb_typeof(b.item -> 'max') = 'number'
             and (b.item ->> 'min')::numeric >= (b.item ->> 'max')::numeric)
         or jsonb_typeof(b.item -> 'points') is distinct from 'number'
         or (b.item ->> 'points')::numeric not between 0 and 100
    )
$$;

revoke all on function app.assessment_options_valid(jsonb), app.assessment_bands_valid(jsonb) from public;
grant execute on function app.assessment_options_valid(jsonb), app.assessment_bands_valid(jsonb) to authenticated, service_role;

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.assessment_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 160),
  -- Optional texts are null or hold something: a blank one would print an empty line.
  description text check (description is null or (char_length(description) <= 2000 and btrim(description) <> '')),
  kind public.assessment_template_kind not null default 'custom',
  -- 1 for a first template, one more than the version it follows otherwise (set by a trigger).
  version integer not null default 1 check (version between 1 and 1000),
  -- The published version this draft changes; a version is followed by at most one other.
  previous_version_id uuid unique references public.assessment_templates (id) on delete restrict,
  published_at timestamptz,
  -- No longer offered for sending (a later version replaces it); its assessments stay.
  archived_at timestamptz,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (name, version),
  constraint assessment_templates_archived_when_published check (archived_at is null or published_at is not null)
);
create index assessment_templates_created_by_idx on public.assessment_templates (created_by);

create table public.assessment_sections (
  id uuid primary key default gen_random_uuid(),
  template_id uuid not null references public.assessment_templates (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text check (description is null or (char_length(description) <= 2000 and btrim(description) <> '')),
  -- Relative: a section of weight 2 counts twice as much in the total as one of weight 1.
  weight numeric not null default 1 check (weight > 0 and weight <= 100),
  ordinal integer not null check (ordinal between 0 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Deferred, so the office can swap two sections in one transaction.
  constraint assessment_sections_ordinal_key unique (template_id, ordinal) deferrable initially deferred
);

create table public.assessment_questions (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references public.assessment_sections (id) on delete cascade,
  -- The section's template, copied by the trigger below so the policies and the freeze compare a
  -- column rather than look the section up for every row.
  template_id uuid not null references public.assessment_templates (id) on delete cascade,
  prompt text not null check (char_length(btrim(prompt)) between 1 and 500),
  help text check (help is null or (char_length(help) <= 2000 and btrim(help) <> '')),
  kind public.assessment_question_kind not null,
  scale public.assessment_scale,
  options jsonb,
  bands jsonb,
  -- What a number question counts (months, customers, USD), shown beside the field.
  unit text check (unit is null or char_length(btrim(unit)) between 1 and 40),
  -- Relative within the section; a text question is never scored, whatever its weight.
  weight numeric not null default 1 check (weight > 0 and weight <= 100),
  required boolean not null default true,
  ordinal integer not null check (ordinal between 0 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint assessment_questions_ordinal_key unique (section_id, ordinal) deferrable initially deferred,
  -- Each kind carries exactly what its answer is scored by, and nothing else.
  constraint assessment_questions_scale check ((kind = 'scale') = (scale is not null)),
  constraint assessment_questions_options check ((kind = 'single_choice') = (options is not null) and (options is null or app.assessment_options_valid(options))),
  constraint assessment_questions_bands check ((kind = 'number') = (bands is not null) and (bands is null or app.assessment_bands_valid(bands))),
  constraint assessment_questions_unit check (unit is null or kind = 'number')
);
create index assessment_questions_template_id_idx on public.assessment_questions (template_id);

create trigger set_updated_at before update on public.assessment_templates for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.assessment_sections for each row execute function app.set_updated_at();
create trigger set_updated_at before update on public.assessment_questions for each row execute function app.set_updated_at();
create trigger record_audit after insert or update or delete on public.assessment_templates for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.assessment_sections for each row execute function app.record_audit();
create trigger record_audit after insert or update or delete on public.assessment_questions for each row execute function app.record_audit();

-- =============================================================================================
-- Versions, publishing and the freeze
-- =============================================================================================
-- Checked by triggers rather than policies so they hold for the service and the seeds too;
-- security definer because they read the template whatever the caller may see.

create function app.guard_assessment_template()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous public.assessment_templates;
  v_problem text;
begin
  if tg_op = 'DELETE' then
    if old.published_at is not null then
      raise exception using errcode = '23514', message = 'A published template is kept: archive it instead', hint = 'VALIDATION_ERROR';
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    new.version := 1;
    if new.previous_version_id is not null then
      select * into v_previous from public.assessment_templates t where t.id = new.previous_version_id;
      if v_previous.published_at is null then
        raise exception using errcode = '23514', message = 'A new version follows a published template: change the draft itself', hint = 'VALIDATION_ERROR';
      end if;
      new.version := v_previous.version + 1;
    end if;
  elsif old.published_at is not null then
    -- Archiving (and taking it back) is the one change a published template takes.
    if (new.name, new.description, new.kind, new.version, new.previous_version_id, new.published_at)
       is distinct from (old.name, old.description, old.kind, old.version, old.previous_version_id, old.published_at) then
      raise exception using errcode = '23514', message = 'A published template is frozen: draft a new version to change it', hint = 'VALIDATION_ERROR';
    end if;
    return new;
  elsif new.version <> old.version or new.previous_version_id is distinct from old.previous_version_id then
    raise exception using errcode = '23514', message = 'A template''s version is fixed when it is drafted', hint = 'VALIDATION_ERROR';
  end if;

  -- Publishing: every section scores something, so no section's weight counts for nothing.
  if new.published_at is not null then
    select case
      when not exists (select 1 from public.assessment_sections s where s.template_id = new.id) then 'A template is published once it has sections'
      when exists (
        select 1 from public.assessment_sections s
        where s.template_id = new.id
          and not exists (select 1 from public.assessment_questions q where q.section_id = s.id and q.kind <> 'text')
      ) then 'Every section needs a scored question (not only text) before the template is published'
    end into v_problem;
    if v_problem is not null then
      raise exception using errcode = '23514', message = v_problem, hint = 'VALIDATION_ERROR';
    end if;
    -- An operator publishes now; the seeds and the service may date it.
    if auth.uid() is not null then
      new.published_at := now();
    end if;
  end if;
  return new;
end
$$;

create trigger guard_assessment_template before insert or update or delete on public.assessment_templates
  for each row execute function app.guard_assessment_template();

-- Whether a template is published, and so frozen. A template deleted in the same statement (a
-- draft's cascade) is gone, so not frozen.
create function app.is_assessment_template_frozen(p_template_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.assessment_templates t where t.id = p_template_id and t.published_at is not null)
$$;

create function app.guard_assessment_section()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op <> 'INSERT' and app.is_assessment_template_frozen(old.template_id))
     or (tg_op <> 'DELETE' and app.is_assessment_template_frozen(new.template_id)) then
    raise exception using errcode = '23514', message = 'A published template is frozen: draft a new version to change its sections', hint = 'VALIDATION_ERROR';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger guard_assessment_section before insert or update or delete on public.assessment_sections
  for each row execute function app.guard_assessment_section();

create function app.guard_assessment_question()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'DELETE' then
    select s.template_id into new.template_id from public.assessment_sections s where s.id = new.section_id;
    if new.template_id is null then
      raise exception using errcode = '23503', message = 'No such section', hint = 'VALIDATION_ERROR';
    end if;
  end if;
  if (tg_op <> 'INSERT' and app.is_assessment_template_frozen(old.template_id))
     or (tg_op <> 'DELETE' and app.is_assessment_template_frozen(new.template_id)) then
    raise exception using errcode = '23514', message = 'A published template is frozen: draft a new version to change its questions', hint = 'VALIDATION_ERROR';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger guard_assessment_question before insert or update or delete on public.assessment_questions
  for each row execute function app.guard_assessment_question();

revoke all on function app.guard_assessment_template(), app.is_assessment_template_frozen(uuid), app.guard_assessment_section(), app.guard_assessment_question() from public;

-- A new draft version of a published template: its sections and questions copied, to change and
-- publish in turn. As the caller, so the tables' policies decide: operators only.
create function public.draft_assessment_template_version(p_template_id uuid)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_template public.assessment_templates;
  v_section public.assessment_sections;
  v_section_id uuid;
  v_id uuid;
begin
  select * into v_template from public.assessment_templates t where t.id = p_template_id;
  if not found or not (select app.is_owner_or_manager()) then
    raise exception using errcode = '42501', message = 'Only the platform''s operators draft template versions', hint = 'PERMISSION_DENIED';
  end if;
  if exists (select 1 from public.assessment_templates t where t.previous_version_id = p_template_id) then
    raise exception using errcode = '23514', message = 'This version already has a newer one: change that one', hint = 'VALIDATION_ERROR';
  end if;

  insert into public.assessment_templates (name, description, kind, previous_version_id)
  values (v_template.name, v_template.description, v_template.kind, v_template.id)
  returning id into v_id;

  for v_section in select * from public.assessment_sections s where s.template_id = v_template.id order by s.ordinal loop
    insert into public.assessment_sections (template_id, name, description, weight, ordinal)
    values (v_id, v_section.name, v_section.description, v_section.weight, v_section.ordinal)
    returning id into v_section_id;
    insert into public.assessment_questions (section_id, prompt, help, kind, scale, options, bands, unit, weight, required, ordinal)
    select v_section_id, q.prompt, q.help, q.kind, q.scale, q.options, q.bands, q.unit, q.weight, q.required, q.ordinal
    from public.assessment_questions q where q.section_id = v_section.id;
  end loop;

  return v_id;
end
$$;

revoke all on function public.draft_assessment_template_version(uuid) from public, anon, service_role;
grant execute on function public.draft_assessment_template_version(uuid) to authenticated;

-- =============================================================================================
-- Who reads published templates
-- =============================================================================================
-- The senders and the answerers: members of an accelerator, a mentor's organization or a startup.
create function app.is_score_audience()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.organization_members m
    join public.organizations o on o.id = m.organization_id
    join public.organization_types t on t.id = o.organization_type_id
    where m.user_id = app.current_user_id() and t.name in ('accelerator', 'mentor', 'startup')
  )
$$;

-- The published templates: a policy's uncorrelated IN list, computed once per statement.
create function app.published_assessment_template_ids()
returns setof uuid
language sql
stable
security definer
rows 20
set search_path = ''
as $$
  select t.id from public.assessment_templates t where t.published_at is not null
$$;

revoke all on function app.is_score_audience(), app.published_assessment_template_ids() from public;
grant execute on function app.is_score_audience(), app.published_assessment_template_ids() to authenticated, service_role;

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.assessment_templates enable row level security;
alter table public.assessment_sections enable row level security;
alter table public.assessment_questions enable row level security;
revoke all on public.assessment_templates from anon, authenticated;
revoke all on public.assessment_sections from anon, authenticated;
revoke all on public.assessment_questions from anon, authenticated;
grant select, delete on public.assessment_templates, public.assessment_sections, public.assessment_questions to authenticated;
-- The version follows from the version a draft changes; a section stays in its template and a
-- question in its section (the template column is the trigger's to write).
grant insert (name, description, kind, previous_version_id, published_at, archived_at),
      update (name, description, kind, published_at, archived_at)
  on public.assessment_templates to authenticated;
grant insert (template_id, name, description, weight, ordinal),
      update (name, description, weight, ordinal)
  on public.assessment_sections to authenticated;
grant insert (section_id, prompt, help, kind, scale, options, bands, unit, weight, required, ordinal),
      update (prompt, help, kind, scale, options, bands, unit, weight, required, ordinal)
  on public.assessment_questions to authenticated;
grant select, insert, update, delete on public.assessment_templates, public.assessment_sections, public.assessment_questions to service_role;
grant usage on type public.assessment_template_kind, public.assessment_question_kind, public.assessment_scale to authenticated, service_role;

create policy "operators read every template, the score's audience the published ones" on public.assessment_templates
  for select to authenticated
  using ((select app.is_owner_or_manager()) or (published_at is not null and (select app.is_score_audience())));

-- Spec 001 §2.5: the office's assessment admin is the operators' (enterprise owner and manager).
create policy "operators add templates" on public.assessment_templates
  for insert to authenticated
  with check ((select app.is_owner_or_manager()));

create policy "operators change templates" on public.assessment_templates
  for update to authenticated
  using ((select app.is_owner_or_manager()))
  with check ((select app.is_owner_or_manager()));

create policy "operators remove templates" on public.assessment_templates
  for delete to authenticated
  using ((select app.is_owner_or_manager()));

create policy "operators read every section, the score's audience those of published templates" on public.assessment_sections
  for select to authenticated
  using ((select app.is_owner_or_manager()) or (template_id in (select app.published_assessment_template_ids()) and (select app.is_score_audience())));

create policy "operators add sections" on public.assessment_sections
  for insert to authenticated
  with check ((select app.is_owner_or_manager()));

create policy "operators change sections" on public.assessment_sections
  for update to authenticated
  using ((select app.is_owner_or_manager()))
  with check ((select app.is_owner_or_manager()));

create policy "operators remove sections" on public.assessment_sections
  for delete to authenticated
  using ((select app.is_owner_or_manager()));

create policy "operators read every question, the score's audience those of published templates" on public.assessment_questions
  for select to authenticated
  using ((select app.is_owner_or_manager()) or (template_id in (select app.published_assessment_template_ids()) and (select app.is_score_audience())));

create policy "operators add questions" on public.assessment_questions
  for insert to authenticated
  with check ((select app.is_owner_or_manager()));

create policy "operators change questions" on public.assessment_questions
  for update to authenticated
  using ((select app.is_owner_or_manager()))
  with check ((select app.is_owner_or_manager()));

create policy "operators remove questions" on public.assessment_questions
  for delete to authenticated
  using ((select app.is_owner_or_manager()));
