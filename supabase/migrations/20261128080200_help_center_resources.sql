-- =============================================================================================
-- Resources: the guides, templates and tools the platform team publishes for founders
-- =============================================================================================
-- The office writes them (the platform's operators); every signed-in user reads the published
-- ones, in English, Arabic or French (English is the one every resource has). A resource either
-- links to a page on the web (https only) or carries its text, or both. Anonymous visitors read
-- nothing: the library is part of the signed-in platform.

create type public.resource_kind as enum ('guide', 'template', 'checklist', 'video', 'tool');
create type public.resource_topic as enum ('fundraising', 'legal', 'finance', 'product', 'marketing', 'hiring', 'operations');

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  -- The resource's name in addresses and in the office: lowercase words joined by dashes.
  slug text not null unique check (char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind public.resource_kind not null,
  topic public.resource_topic not null,
  title_en text not null check (char_length(title_en) <= 160 and btrim(title_en) <> ''),
  title_ar text check (title_ar is null or (char_length(title_ar) <= 160 and btrim(title_ar) <> '')),
  title_fr text check (title_fr is null or (char_length(title_fr) <= 160 and btrim(title_fr) <> '')),
  summary_en text not null check (char_length(summary_en) <= 600 and btrim(summary_en) <> ''),
  summary_ar text check (summary_ar is null or (char_length(summary_ar) <= 600 and btrim(summary_ar) <> '')),
  summary_fr text check (summary_fr is null or (char_length(summary_fr) <= 600 and btrim(summary_fr) <> '')),
  -- Pages open in a new tab from a signed-in page: https only, a host with a dot, no spaces.
  url text check (url is null or (char_length(url) <= 2048 and url ~* '^https://[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]{1,5})?([/?#][^[:space:]]*)?$')),
  body_markdown text check (body_markdown is null or (char_length(body_markdown) <= 50000 and btrim(body_markdown) <> '')),
  -- The startup stages a resource is for; null when it is for every stage.
  stages public.startup_stage[] check (stages is null or (cardinality(stages) between 1 and 6 and array_position(stages, null) is null)),
  published boolean not null default false,
  sort_order integer not null default 0 check (sort_order between 0 and 100000),
  created_at timestamptz not null default now(),
  constraint resources_has_content check (url is not null or body_markdown is not null)
);

-- The library lists the published resources in their order.
create index resources_published_order_idx on public.resources (sort_order, title_en) where published;

-- =============================================================================================
-- Grants and row level security
-- =============================================================================================
alter table public.resources enable row level security;
revoke all on public.resources from anon, authenticated;
grant select on public.resources to authenticated;
grant insert (slug, kind, topic, title_en, title_ar, title_fr, summary_en, summary_ar, summary_fr, url, body_markdown, stages, published, sort_order),
      update (slug, kind, topic, title_en, title_ar, title_fr, summary_en, summary_ar, summary_fr, url, body_markdown, stages, published, sort_order),
      delete
  on public.resources to authenticated;
grant select, insert, update, delete on public.resources to service_role;
grant usage on type public.resource_kind, public.resource_topic to authenticated, service_role;

create policy "signed-in users read published resources, operators all" on public.resources
  for select to authenticated
  using (published or (select app.is_owner_or_manager()));

create policy "operators add resources" on public.resources
  for insert to authenticated
  with check ((select app.is_owner_or_manager()));

create policy "operators change resources" on public.resources
  for update to authenticated
  using ((select app.is_owner_or_manager()))
  with check ((select app.is_owner_or_manager()));

create policy "operators remove resources" on public.resources
  for delete to authenticated
  using ((select app.is_owner_or_manager()));
