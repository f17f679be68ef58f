-- =============================================================================================
-- Themes and brand kits (spec 000 §3)
-- =============================================================================================
-- Theme ids are the theme system's own ids ('default', 'fikr-space', 'fikr-space-dark', ...), so
-- they are text: the theme manager selects by these ids and dark variants are named by suffix.
create table public.cms_themes (
  id text primary key default gen_random_uuid()::text check (id ~ '^[a-z0-9][a-z0-9-]*$'),
  name text not null check (length(btrim(name)) > 0),
  description text,
  -- Set on a derived dark variant: the light theme it was derived from.
  base_theme_id text references public.cms_themes (id) on delete cascade,
  is_dark boolean not null default false,
  tokens jsonb not null default '{}'::jsonb,
  components jsonb not null default '{}'::jsonb,
  utilities jsonb not null default '{}'::jsonb,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint cms_themes_dark_variant_check check (base_theme_id is null or is_dark)
);

create index cms_themes_base_theme_id_idx on public.cms_themes (base_theme_id);

create trigger set_updated_at before update on public.cms_themes
  for each row execute function app.set_updated_at();

create table public.cms_brand_kits (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  description text,
  logo_url text,
  colors jsonb not null default '{}'::jsonb,
  fonts jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger set_updated_at before update on public.cms_brand_kits
  for each row execute function app.set_updated_at();
