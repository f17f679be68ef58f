-- =============================================================================================
-- Stakeholder types (Fikr Cap) as an enum
-- =============================================================================================
-- The closed list of stakeholder types was a check constraint on a text column, so the generated
-- database types only knew `string` and the client spelled the list again by hand. As an enum the
-- list lives here once: `Enums<'stakeholder_type'>` carries it to every context that reads it.
-- Existing rows keep their values (each passed the old check, so each is a label of the enum);
-- the column's grants and the table's policies are untouched by a change of column type.
create type public.stakeholder_type as enum ('founder', 'investor', 'employee', 'advisor', 'other');

alter table public.stakeholders drop constraint stakeholders_stakeholder_type_check;
alter table public.stakeholders alter column stakeholder_type drop default;
alter table public.stakeholders
  alter column stakeholder_type type public.stakeholder_type using stakeholder_type::public.stakeholder_type;
alter table public.stakeholders alter column stakeholder_type set default 'investor';

-- Inserting a row names the type, so whoever may insert must be able to use it.
grant usage on type public.stakeholder_type to authenticated, service_role;
