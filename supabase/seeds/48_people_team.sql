-- =============================================================================================
-- Demo data of the people context: every demo startup's team, and Fikr Labs' open invitations
-- =============================================================================================
-- Runs after 00_platform.sql and 20_ecosystem.sql, whose startups and members it names: every
-- member of every startup gets a profile. Joining dates are counted back from the day the seed
-- runs (all within the last three years), so the team never ages on a long-lived database.

-- ---------------------------------------------------------------------------------------------
-- Fikr Labs (startup@ is its co-founder and CEO) and Nile Robotics (other-startup@ founded it)
-- ---------------------------------------------------------------------------------------------
insert into public.team_member_profiles (organization_id, user_id, title, equity_role, joined_on, linkedin_url, bio, display_order)
select v.organization_id::uuid, v.user_id::uuid, v.title, v.equity_role::public.equity_role, current_date - v.days_ago, v.linkedin_url, v.bio, v.display_order
from (values
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000008', 'Co-founder & CEO', 'co_founder', 1040, 'https://www.linkedin.com/in/sara-startup',
   'Started Fikr Labs after six years running finance for startups in Dubai and Riyadh. Talks to every new customer in their first month.', 1),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000001', 'Co-founder & CTO', 'co_founder', 1040, 'https://www.linkedin.com/in/olivia-owner',
   'Built payment systems at a regional bank before co-founding Fikr Labs. Owns the platform, security and the data model.', 2),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000007', 'Head of Engineering', 'employee_with_equity', 890, 'https://www.linkedin.com/in/yusuf-user',
   'Leads the product engineers; shipped the cap table module and the Arabic interface.', 10),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000003', 'Head of Operations', 'employee_with_equity', 760, 'https://www.linkedin.com/in/amira-admin',
   'Runs finance, legal and hiring, and the opening of the Riyadh office.', 11),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000004', 'Head of Growth', 'employee_with_equity', 610, 'https://www.linkedin.com/in/elias-editor',
   'Brings in the customers: partnerships with accelerators, and the enterprise pilots in Saudi Arabia.', 12),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000015', 'Product Designer', 'employee', 420, 'https://www.linkedin.com/in/maya-multiorg',
   'Designs the founder''s side of the product, right to left first. Mentors designers at Mentor Circle.', 20),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000005', 'Customer Success Lead', 'employee', 300, 'https://www.linkedin.com/in/vera-viewer', null, 21),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000002', 'Fractional CFO', 'contractor', 230, 'https://www.linkedin.com/in/malik-manager',
   'Keeps the books and the investor reporting two days a week.', 30),
  ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000006', 'Board Advisor', 'advisor', 700, 'https://www.linkedin.com/in/samir-stakeholder',
   'Angel investor in the seed round; advises on fundraising and the Series A.', 31),
  ('00000000-0000-4000-b000-000000000007', '00000000-0000-4000-a000-000000000014', 'Founder & CEO', 'founder', 1020, 'https://www.linkedin.com/in/omar-otherstartup',
   'Mechatronics engineer from Cairo University; builds the warehouse robots with a team of six.', 1)
) as v(organization_id, user_id, title, equity_role, days_ago, linkedin_url, bio, display_order);

-- ---------------------------------------------------------------------------------------------
-- Every generated startup: its owner founded it, its admin co-founded it, its editors hold
-- equity and its viewers are employees; each chooses a title by a hash of the member's id, so
-- the same seed always gives the same team.
-- ---------------------------------------------------------------------------------------------
insert into public.team_member_profiles (organization_id, user_id, title, equity_role, joined_on, linkedin_url, bio, display_order)
select
  m.organization_id,
  m.user_id,
  p.titles[1 + h.pick % array_length(p.titles, 1)],
  p.equity_role::public.equity_role,
  current_date - (p.earliest_days + h.pick % p.spread_days),
  'https://www.linkedin.com/in/' || case
    when u.first_name ~ '^[A-Za-z]' then lower(regexp_replace(concat_ws('-', u.first_name, u.last_name), '[^A-Za-z0-9]+', '-', 'g')) || '-' || substr(md5(m.user_id::text), 1, 6)
    else replace(split_part(u.email, '@', 1), '.', '-')
  end,
  case when p.equity_role in ('founder', 'co_founder') then
    format('Started %s in %s after %s.', o.name, o.city,
      (array['ten years in banking', 'a product role at a regional ride-hailing company', 'consulting for family businesses', 'building an e-commerce marketplace',
             'a PhD in engineering'])[1 + h.pick % 5])
  end,
  p.display_order
from public.organization_members m
join public.organizations o on o.id = m.organization_id
join public.organization_types t on t.id = o.organization_type_id and t.name = 'startup'
join public.users u on u.id = m.user_id
join public.organisation_roles r on r.user_id = m.user_id and r.organization_id = m.organization_id and r.is_active
cross join lateral (select abs(hashtext(m.user_id::text)) as pick) h
cross join lateral (
  select *
  from (values
    ('owner', 'founder', array['Founder & CEO', 'Co-founder & CEO'], 800, 270, 1),
    ('admin', 'co_founder', array['Co-founder & CTO', 'Co-founder & COO', 'Co-founder & CPO'], 700, 330, 2),
    ('editor', 'employee_with_equity', array['Head of Growth', 'Product Designer', 'Head of Engineering', 'Marketing Lead', 'Senior Software Engineer'], 150, 500, 10),
    ('viewer', 'employee', array['Operations Associate', 'Customer Success Manager', 'Sales Executive', 'Data Analyst', 'Junior Developer'], 20, 330, 20)
  ) as roles(role, equity_role, titles, earliest_days, spread_days, display_order)
  where roles.role = r.role
) p
where m.organization_id not in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007')
on conflict (organization_id, user_id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Fikr Labs' open invitations, sent by startup@ this week (the invitation mails are not sent
-- again: the worker writes a mail only for an invitation the edge function queued)
-- ---------------------------------------------------------------------------------------------
insert into public.organization_invitations (organization_id, email, role, invited_by, expires_at, created_at)
values
  ('00000000-0000-4000-b000-000000000001', 'lina.haddad@example.test', 'editor', '00000000-0000-4000-a000-000000000008', now() + interval '5 days', now() - interval '2 days'),
  ('00000000-0000-4000-b000-000000000001', 'karim.nasser@example.test', 'viewer', '00000000-0000-4000-a000-000000000008', now() + interval '6 days', now() - interval '1 day');
