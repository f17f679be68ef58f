-- =============================================================================================
-- Avatars and organization logos: public images kept in Storage, named on the profile
-- =============================================================================================
-- A profile names its image by the object's public address (what storage-js's getPublicUrl
-- answers, on hosted Supabase as here). The address must be one of the owner's own objects in
-- the bucket the image belongs to: the avatars bucket under the user's id, the organization-logos
-- bucket under the organization's id. So a profile can neither show an image from elsewhere on
-- the web (a tracking pixel in every colleague's header) nor another tenant's logo, whatever the
-- client sends; the buckets' own policies decide who may put an object there.

create function app.is_own_public_image(p_url text, p_bucket text, p_owner uuid)
returns boolean
language sql
immutable
security definer
set search_path = ''
as $$
  select p_url is null or (
    char_length(p_url) <= 2048
    and p_url ~ ('^https?://[^/?#[:space:]]+(/[^?#[:space:]]*)?/storage/v1/object/public/' || p_bucket || '/' || p_owner::text || '/[A-Za-z0-9._-]+$')
    and p_url !~ '/\.\.?/'
  );
$$;

alter table public.users add column avatar_url text;
alter table public.users add constraint users_avatar_url_own_image
  check (app.is_own_public_image(avatar_url, 'avatars', id));

-- Logos written before this rule are kept (not valid): the rule holds for every change from now on.
alter table public.organizations add constraint organizations_logo_url_own_image
  check (app.is_own_public_image(logo_url, 'organization-logos', id)) not valid;

-- A user changes their own avatar as they change their name (the policy on users decides).
grant update (avatar_url) on public.users to authenticated;
