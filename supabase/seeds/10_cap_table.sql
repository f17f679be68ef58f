-- =============================================================================================
-- Demo data of the cap-table context: the stakeholders of the two seeded startups, Fikr Labs and
-- Nile Robotics. What each holds is derived from the ledger (11_cap_table_ledger.sql). Runs after
-- 00_platform.sql, whose organizations and accounts it names.
-- =============================================================================================

insert into public.stakeholders (organization_id, name, stakeholder_type, email, created_by, created_at) values
  ('00000000-0000-4000-b000-000000000001', 'Sara Startup', 'founder', 'startup@fikrspace.test', '00000000-0000-4000-a000-000000000008', now() - interval '400 days'),
  ('00000000-0000-4000-b000-000000000001', 'Karim Haddad', 'founder', null, '00000000-0000-4000-a000-000000000008', now() - interval '399 days'),
  ('00000000-0000-4000-b000-000000000001', 'Oasis Ventures', 'investor', 'deals@oasis.example', '00000000-0000-4000-a000-000000000001', now() - interval '200 days'),
  ('00000000-0000-4000-b000-000000000001', 'شركة النور للاستثمار', 'investor', null, '00000000-0000-4000-a000-000000000001', now() - interval '120 days'),
  ('00000000-0000-4000-b000-000000000001', 'Société Générale Capital', 'investor', null, '00000000-0000-4000-a000-000000000001', now() - interval '90 days'),
  ('00000000-0000-4000-b000-000000000001', 'Layla O''Brien', 'employee', null, '00000000-0000-4000-a000-000000000001', now() - interval '60 days'),
  ('00000000-0000-4000-b000-000000000001', 'Dr. Youssef Amrani', 'advisor', null, '00000000-0000-4000-a000-000000000001', now() - interval '30 days'),
  ('00000000-0000-4000-b000-000000000007', 'Omar Otherstartup', 'founder', 'other-startup@fikrspace.test', '00000000-0000-4000-a000-000000000014', now() - interval '300 days'),
  ('00000000-0000-4000-b000-000000000007', 'Cairo Angels', 'investor', null, '00000000-0000-4000-a000-000000000014', now() - interval '100 days');
