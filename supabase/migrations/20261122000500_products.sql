-- =============================================================================================
-- Product catalogue (spec 001 §3, §7.2)
-- =============================================================================================
create table public.fikr_products (
  id uuid primary key default gen_random_uuid(),
  product_key text not null unique check (product_key ~ '^[a-z][a-z0-9_-]*$'),
  name text not null check (length(btrim(name)) > 0),
  product_slug text not null unique check (product_slug ~ '^[a-z0-9][a-z0-9-]*$'),
  description text,
  is_active boolean not null default true,
  display_order integer not null default 0,
  -- Path under the portal prefix on localhost, and the product's own address in production;
  -- both are matched against the current location to detect the product (spec 001 §2.12).
  development_url text,
  production_url text,
  -- Spec 001 §5.1: enterprise roles a route of this product needs when the route lists none.
  required_roles text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index fikr_products_active_display_order_idx on public.fikr_products (display_order) where is_active;

create trigger set_updated_at before update on public.fikr_products
  for each row execute function app.set_updated_at();

-- =============================================================================================
-- Product access per team member (spec 001 §3, §4)
-- =============================================================================================
-- Revoking sets enabled to false, so the row (and who last changed it) stays.
create table public.team_member_product_access (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  product_id uuid not null references public.fikr_products (id) on delete cascade,
  enabled boolean not null default true,
  granted_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_member_product_access_user_organization_product_key
    unique (user_id, organization_id, product_id)
);

create index team_member_product_access_organization_id_idx on public.team_member_product_access (organization_id);
create index team_member_product_access_product_id_idx on public.team_member_product_access (product_id);
create index team_member_product_access_granted_by_idx on public.team_member_product_access (granted_by);

create trigger set_updated_at before update on public.team_member_product_access
  for each row execute function app.set_updated_at();
