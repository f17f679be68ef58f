-- =============================================================================================
-- Demo data of the cap table context: every demo startup's data room
-- =============================================================================================
-- Runs after 00_platform.sql, 20_ecosystem.sql and 40_metrics.sql. Each startup keeps a private
-- Legal folder (incorporation, shareholder agreement, IP assignment) and a Finance folder open to
-- its grantees. The objects' bytes are put at these paths by the local backend's storage seed.
-- IP assignments expire relative to now(), spread so that some startups have one expiring within
-- 30 days, some already expired and most later on; Fikr Labs' (startup@) expires within 30 days.

insert into public.data_room_folders (organization_id, name, position, shared_with_grantees, created_at)
select o.id, f.name, f.position, f.shared, now() - interval '120 days'
from public.organizations o
join public.organization_types t on t.id = o.organization_type_id and t.name = 'startup'
cross join (values ('Legal', 1, false), ('Finance', 2, true)) as f(name, position, shared)
on conflict (organization_id, name) do nothing;

with startups as (
  select o.id, o.id = '00000000-0000-4000-b000-000000000001' as is_fikr_labs, row_number() over (order by o.id) as n
  from public.organizations o
  join public.organization_types t on t.id = o.organization_type_id and t.name = 'startup'
)
-- Sizes are the stored files' (see cap_table_document_sizes).
insert into public.data_room_documents (organization_id, folder_id, object_path, name, category, content_type, expires_at, uploaded_by, created_at)
select s.id, f.id, s.id || '/' || d.path, d.name, d.category::public.data_room_category, 'application/pdf',
  case
    when d.category <> 'intellectual_property' then null
    when s.is_fikr_labs then current_date + 21
    when s.n % 7 = 3 then current_date - 20
    when s.n % 7 = 5 then current_date + 12
    else current_date + 90 + (s.n % 12)::integer * 30
  end,
  case when s.is_fikr_labs then '00000000-0000-4000-a000-000000000008'::uuid end,
  now() - interval '100 days'
from startups s
cross join (values
  ('Legal', 'legal/certificate-of-incorporation.pdf', 'Certificate of incorporation', 'incorporation'),
  ('Legal', 'legal/shareholders-agreement.pdf', 'Shareholders’ agreement', 'shareholder_agreement'),
  ('Legal', 'legal/ip-assignment.pdf', 'IP assignment', 'intellectual_property'),
  ('Finance', 'finance/financial-statements.pdf', 'Financial statements', 'financial')
) as d(folder, path, name, category)
join public.data_room_folders f on f.organization_id = s.id and f.name = d.folder
on conflict (object_path) do nothing;

-- Fikr Labs opens its data room (the Finance folder) to Oasis Ventures with the metrics grant of
-- 40_metrics.sql; Launchpad's grant stays without documents.
update public.data_shares
set include_documents = true
where organization_id = '00000000-0000-4000-b000-000000000001'
  and grantee_organization_id = '00000000-0000-4000-b000-000000000004'
  and revoked_at is null;

-- investor@ has opened Fikr Labs' financial statements a few times since.
insert into public.data_room_access_log (organization_id, document_id, viewer_user_id, viewer_organization_id, action, at)
select d.organization_id, d.id, '00000000-0000-4000-a000-000000000011', '00000000-0000-4000-b000-000000000004', v.action::public.data_room_access_action, now() - v.ago
from public.data_room_documents d
cross join (values ('viewed', interval '9 days'), ('downloaded', interval '9 days' - interval '5 minutes'), ('viewed', interval '2 days')) as v(action, ago)
where d.object_path = '00000000-0000-4000-b000-000000000001/finance/financial-statements.pdf'
  and exists (
    select 1 from public.data_shares s
    where s.organization_id = d.organization_id and s.grantee_organization_id = '00000000-0000-4000-b000-000000000004'
      and s.include_documents and s.revoked_at is null
  )
  and not exists (select 1 from public.data_room_access_log l where l.document_id = d.id);
