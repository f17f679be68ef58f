-- =============================================================================================
-- Fikr Score: improvement plans that follow a submitted assessment
-- =============================================================================================
-- Once a startup has submitted an assessment, the sender (the mentor's /fikr-score/improvement
-- page, or an accelerator) writes the actions that would lift its weakest sections: what to do,
-- which section it serves, who owns it and by when. The startup works through them.
--
-- Who sees and does what:
--   * The sender's members who may update their organization (matrix `organizations` update:
--     owner, admin, user) write the plan: add, change and remove its items, as they sent the
--     assessment.
--   * The startup's members who may update it, and an item's owner, move an item's status (open,
--     in progress, done) and nothing else of it: the plan is the sender's advice.
--   * Every member of either organization reads the plan; the platform's operators read every plan.
--     Nobody else reads any of it.

create type public.improvement_item_status as enum ('open', 'in_progress', 'done');

create table public.improvement_plan_items (
  id uuid primary key default gen_random_uuid(),
  assessment_id uuid not null references public.assessments (id) on delete cascade,
  -- The assessment's sender and startup, copied by the trigger below so the policies compare
  -- columns rather than look the assessment up for every row.
  organization_id uuid not null references public.organizations (id) on delete cascade,
  startup_organization_id uuid not null references public.organizations (id) on delete cascade,
  -- A section of the assessment's template; none for an action that serves the whole company.
  section_id uuid references public.assessment_sections (id) on delete restrict,
  action text not null check (char_length(btrim(action)) between 1 and 1000),
  -- A member of the startup or of the sender (the mentor who helps with it).
  owner_user_id uuid references public.users (id) on delete set null,
  due_on date check (due_on between date '2000-01-01' and date '2100-12-31'),
  status public.improvement_item_status not null default 'open',
  completed_at timestamptz,
  created_by uuid default app.current_user_id() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint improvement_plan_items_completed_when_done check ((status = 'done') = (completed_at is not null))
);

create index improvement_plan_items_assessment_idx on public.improvement_plan_items (assessment_id, created_at);
create index improvement_plan_items_organization_idx on public.improvement_plan_items (organization_id);
create index improvement_plan_items_startup_idx on public.improvement_plan_items (startup_organization_id);
create index improvement_plan_items_section_idx on public.improvement_plan_items (section_id);
create index improvement_plan_items_owner_idx on public.improvement_plan_items (owner_user_id);
create index improvement_plan_items_created_by_idx on public.improvement_plan_items (created_by);

create trigger set_updated_at before update on public.improvement_plan_items for each row execute function app.set_updated_at();
create trigger record_audit after insert or update or delete on public.improvement_plan_items for each row execute function app.record_audit();

-- Places an item with its assessment (submitted: a plan answers results), checks its section and
-- owner, keeps the completion time with the status, and holds everyone but the sender's writers
-- to the status. Security definer to read the assessment and the memberships whatever the caller
-- may see; the policies then decide on the result.
create function app.guard_improvement_plan_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_assessment public.assessments;
begin
  if tg_op = 'INSERT' then
    select * into v_assessment from public.assessments a where a.id = new.assessment_id;
    if not found then
      raise exception using errcode = '23503', message = 'No such assessment', hint = 'VALIDATION_ERROR';
    end if;
    new.organization_id := v_assessment.organization_id;
    new.startup_organization_id := v_assessment.startup_organization_id;
    if auth.uid() is not null and new.organization_id not in (select app.my_permitted_organization_ids('organizations', 'update')) then
      raise exception using errcode = '42501', message = 'Only the sender''s members write an improvement plan', hint = 'PERMISSION_DENIED';
    end if;
    if v_assessment.status <> 'submitted' then
      raise exception using errcode = '23514', message = 'An improvement plan follows a submitted assessment', hint = 'VALIDATION_ERROR';
    end if;
  else
    if (new.assessment_id, new.organization_id, new.startup_organization_id) is distinct from (old.assessment_id, old.organization_id, old.startup_organization_id) then
      raise exception using errcode = '23514', message = 'An item stays with its assessment', hint = 'VALIDATION_ERROR';
    end if;
    if auth.uid() is not null
       and new.organization_id not in (select app.my_permitted_organization_ids('organizations', 'update'))
       and (new.section_id, new.action, new.owner_user_id, new.due_on) is distinct from (old.section_id, old.action, old.owner_user_id, old.due_on) then
      raise exception using errcode = '42501', message = 'The startup moves an item''s status; the sender writes the plan', hint = 'PERMISSION_DENIED';
    end if;
  end if;

  if new.section_id is not null and (tg_op = 'INSERT' or new.section_id is distinct from old.section_id) and not exists (
    select 1 from public.assessment_sections s join public.assessments a on a.template_id = s.template_id
    where s.id = new.section_id and a.id = new.assessment_id
  ) then
    raise exception using errcode = '23514', message = 'The section is not part of this assessment', hint = 'VALIDATION_ERROR';
  end if;
  -- A member who later leaves stays the owner of what they owned: checked only when named.
  if new.owner_user_id is not null and (tg_op = 'INSERT' or new.owner_user_id is distinct from old.owner_user_id) and not exists (
    select 1 from public.organization_members m
    where m.user_id = new.owner_user_id and m.organization_id in (new.organization_id, new.startup_organization_id)
  ) then
    raise exception using errcode = '23514', message = 'An item''s owner is a member of the startup or of the sender', hint = 'VALIDATION_ERROR';
  end if;

  if new.status = 'done' and (tg_op = 'INSERT' or old.status <> 'done') then
    new.completed_at := coalesce(case when auth.uid() is null then new.completed_at end, now());
  elsif new.status <> 'done' then
    new.completed_at := null;
  end if;
  return new;
end
$$;

create trigger guard_improvement_plan_item before insert or update on public.improvement_plan_items
  for each row execute function app.guard_improvement_plan_item();

revoke all on function app.guard_improvement_plan_item() from public;

alter table public.improvement_plan_items enable row level security;
revoke all on public.improvement_plan_items from anon, authenticated;
grant select, delete on public.improvement_plan_items to authenticated;
-- The organizations, the completion time and the author are the trigger's and the database's.
grant insert (assessment_id, section_id, action, owner_user_id, due_on, status),
      update (section_id, action, owner_user_id, due_on, status)
  on public.improvement_plan_items to authenticated;
grant select, insert, update, delete on public.improvement_plan_items to service_role;
grant usage on type public.improvement_item_status to authenticated, service_role;

create policy "operators and both organizations' members read improvement plans" on public.improvement_plan_items
  for select to authenticated
  using (
    (select app.is_owner_or_manager())
    or organization_id in (select app.my_organization_ids())
    or startup_organization_id in (select app.my_organization_ids())
  );

create policy "the sender's members who may update it add plan items" on public.improvement_plan_items
  for insert to authenticated
  with check (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')));

-- The trigger above holds the startup's members and an item's owner to its status.
create policy "the sender's writers, the startup's writers and the item's owner change plan items" on public.improvement_plan_items
  for update to authenticated
  using (
    organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
    or startup_organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
    or owner_user_id = (select app.current_user_id())
  )
  with check (
    organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
    or startup_organization_id in (select app.my_permitted_organization_ids('organizations', 'update'))
    or owner_user_id = (select app.current_user_id())
  );

create policy "the sender's members who may update it remove plan items" on public.improvement_plan_items
  for delete to authenticated
  using (organization_id in (select app.my_permitted_organization_ids('organizations', 'update')));
