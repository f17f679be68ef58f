-- =============================================================================================
-- Demo data of the cap table's pitch decks: two versions for every demo startup
-- =============================================================================================
-- Runs after 00_platform.sql and 20_ecosystem.sql, whose startups and members it names. Every
-- startup has an older deck (about five months old) and the current one (about a month old), at
-- `<organization id>/pitch-deck-v1.pdf` and `…-v2.pdf`; the local backend stores the files' bytes
-- at those paths. Each is uploaded by a member of the startup with a role above viewer, or any
-- member when there is none. Sizes are the stored files' (see cap_table_document_sizes). Fikr Labs (startup@) shares its deck with Oasis Ventures
-- (investor@), has one live link and one expired link, and a few views of both kinds.

insert into public.pitch_deck_versions (id, organization_id, object_path, title, uploaded_by, is_current, created_at)
select
  md5(o.id::text || ':pitch-deck:' || v.n)::uuid,
  o.id,
  o.id::text || '/pitch-deck-v' || v.n || '.pdf',
  v.title,
  uploader.user_id,
  v.n = 2,
  now() - v.age
from public.organizations o
join public.organization_types t on t.id = o.organization_type_id
cross join (values
  (1, 'Seed deck', interval '152 days'),
  (2, 'Seed deck, updated', interval '31 days')
) as v(n, title, age)
left join lateral (
  select m.user_id
  from public.organization_members m
  left join public.organisation_roles r on r.organization_id = m.organization_id and r.user_id = m.user_id and r.is_active
  where m.organization_id = o.id
  order by (r.role in ('owner', 'admin', 'editor', 'user')) desc nulls last, m.created_at, m.user_id
  limit 1
) uploader on true
where t.name = 'startup';

-- Fikr Labs shares its deck with Oasis Ventures.
insert into public.pitch_deck_shares (organization_id, grantee_organization_id, shared_by, shared_at) values
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000004', '00000000-0000-4000-a000-000000000008', now() - interval '28 days');

-- One live link and one expired one. Neither has a signed URL (only a member's page creates one):
-- the link page asks for the live one to be renewed.
insert into public.pitch_deck_links (id, organization_id, version_id, token, label, expires_at, created_by, created_at) values
  ('00000000-0000-4000-9d00-000000000001', '00000000-0000-4000-b000-000000000001', md5('00000000-0000-4000-b000-000000000001:pitch-deck:2')::uuid,
   'b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e7f0a3b6c9d2e5f8a1b4c7d0e3f6a9b2c5', 'Gulf Angels', now() + interval '14 days', '00000000-0000-4000-a000-000000000008', now() - interval '16 days'),
  ('00000000-0000-4000-9d00-000000000002', '00000000-0000-4000-b000-000000000001', md5('00000000-0000-4000-b000-000000000001:pitch-deck:2')::uuid,
   'e7a1c4f8b2d5a9c3e6f0b4d7a1c5e8f2b6d9a3c7e0f4b8d1a5c9e2f6b0d3a7c4', 'Riyadh demo day', now() - interval '9 days', '00000000-0000-4000-a000-000000000008', now() - interval '25 days');

-- Views over the last weeks: Oasis Ventures' members in the page, and visitors through the links.
insert into public.pitch_deck_views (organization_id, version_id, viewer_user_id, viewer_organization_id, link_id, viewed_at)
select '00000000-0000-4000-b000-000000000001', md5('00000000-0000-4000-b000-000000000001:pitch-deck:2')::uuid, m.user_id, m.organization_id, null, now() - d.ago
from (select user_id, organization_id, row_number() over (order by user_id) as rank from public.organization_members where organization_id = '00000000-0000-4000-b000-000000000004') m
join (values (1, interval '27 days 3 hours'), (1, interval '6 days 2 hours'), (2, interval '12 days 5 hours'), (3, interval '2 days 8 hours')) as d(rank, ago) on d.rank = m.rank;

insert into public.pitch_deck_views (organization_id, version_id, link_id, viewed_at)
select '00000000-0000-4000-b000-000000000001', md5('00000000-0000-4000-b000-000000000001:pitch-deck:2')::uuid, l.id, now() - l.ago
from (values
  ('00000000-0000-4000-9d00-000000000001'::uuid, interval '15 days 1 hour'),
  ('00000000-0000-4000-9d00-000000000001'::uuid, interval '3 days 4 hours'),
  ('00000000-0000-4000-9d00-000000000002'::uuid, interval '20 days 6 hours')
) as l(id, ago);
