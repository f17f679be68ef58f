-- =============================================================================================
-- Languages (spec 000 §3)
-- =============================================================================================
create table public.languages (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  name text not null,
  native_name text not null,
  iso_639_1 text check (iso_639_1 ~ '^[a-z]{2}$'),
  country_code text check (country_code ~ '^[A-Z]{2}$|^[0-9]{3}$'),
  script_direction text not null default 'ltr' check (script_direction in ('ltr', 'rtl')),
  is_active boolean not null default true,
  is_primary boolean not null default false,
  display_order integer not null default 0,
  flag_emoji text,
  completion_percentage integer not null default 0 check (completion_percentage between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One primary language: it is where every fallback chain ends.
create unique index languages_one_primary_idx on public.languages (is_primary) where is_primary;
create index languages_active_display_order_idx on public.languages (display_order) where is_active;

create trigger set_updated_at before update on public.languages
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Language preference per user and organization (spec 000 §3, §7)
-- =============================================================================================
-- Clients upsert on (user_id, organization_id); a preference outside any organization has a null
-- organization_id, and must still be unique, hence nulls not distinct.
create table public.user_language_preferences (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  primary_language_id uuid not null references public.languages (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_language_preferences_user_organization_key unique nulls not distinct (user_id, organization_id)
);

create index user_language_preferences_primary_language_id_idx on public.user_language_preferences (primary_language_id);
create index user_language_preferences_organization_id_idx on public.user_language_preferences (organization_id);

create trigger set_updated_at before update on public.user_language_preferences
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Custom translations (spec 000 §3, §7)
-- =============================================================================================
-- A value with no scope applies everywhere; otherwise it overrides the file translation for one
-- organization, one company (an organization seen as a company) or one product.
create table public.translation_values (
  id uuid primary key default gen_random_uuid(),
  namespace text not null,
  key_path text not null,
  language_id uuid not null references public.languages (id) on delete cascade,
  value text not null,
  is_approved boolean not null default false,
  organization_id uuid references public.organizations (id) on delete cascade,
  company_id uuid references public.organizations (id) on delete cascade,
  product_id uuid references public.fikr_products (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The lookup reads one key in one language, newest first.
create index translation_values_lookup_idx
  on public.translation_values (namespace, key_path, language_id, created_at desc);
create index translation_values_language_id_idx on public.translation_values (language_id);
create index translation_values_organization_id_idx on public.translation_values (organization_id);
create index translation_values_company_id_idx on public.translation_values (company_id);
create index translation_values_product_id_idx on public.translation_values (product_id);

create trigger set_updated_at before update on public.translation_values
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Translation usage (spec 000 §3, §7): written without waiting, never read back by clients
-- =============================================================================================
create table public.translation_usage (
  id uuid primary key default gen_random_uuid(),
  language_id uuid not null references public.languages (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  page_url text,
  session_id text,
  usage_count integer not null default 1 check (usage_count > 0),
  date_bucket date not null default current_date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index translation_usage_language_id_date_bucket_idx on public.translation_usage (language_id, date_bucket);
create index translation_usage_organization_id_idx on public.translation_usage (organization_id);
create index translation_usage_user_id_idx on public.translation_usage (user_id);

create trigger set_updated_at before update on public.translation_usage
  for each row execute function app.set_updated_at();
