-- =============================================================================================
-- Demo data of the network context: each startup's relationships and the people it talks to
-- =============================================================================================
-- Fikr Labs and Nile Robotics are written out; every startup of the demo ecosystem gets six to
-- ten relationships chosen from the templates below by a hash of its id, so a reseed gives each
-- the same network. Runs after 00_platform.sql and 20_ecosystem.sql, whose organizations it
-- names. Dates count back from the day the seed runs.

-- A number from 0 to p_count - 1 that depends only on p_seed.
create function pg_temp.pick(p_seed text, p_count integer)
returns integer
language sql
immutable
as $$
  select ('x' || substr(md5(p_seed), 1, 7))::bit(28)::integer % p_count
$$;

-- =============================================================================================
-- Fikr Labs (Dubai, startup operations software) and Nile Robotics (Cairo, logistics)
-- =============================================================================================
insert into public.network_relationships (id, organization_id, related_organization_id, related_name, kind, status, since_on, notes) values
  ('00000000-0000-4000-e000-000000000101', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000003', null, 'accelerator', 'active', current_date - 420,
    'Cohort 7 of the Launchpad programme: weekly office hours, the investor readiness track and the demo day.'),
  ('00000000-0000-4000-e000-000000000102', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000004', null, 'investor', 'active', current_date - 200,
    'Led the seed round. Quarterly board update due in the first week of each quarter.'),
  ('00000000-0000-4000-e000-000000000103', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000005', null, 'university', 'active', current_date - 150,
    'Joint research on Arabic document understanding; two interns each summer.'),
  ('00000000-0000-4000-e000-000000000104', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000006', null, 'government', 'prospect', null,
    'Applying to the regulatory sandbox for digital investor updates.'),
  ('00000000-0000-4000-e000-000000000105', '00000000-0000-4000-b000-000000000001', null, 'Misk Foundation grant', 'grant', 'past', current_date - 610,
    'Product development grant, fully drawn down; final report accepted.'),
  ('00000000-0000-4000-e000-000000000106', '00000000-0000-4000-b000-000000000001', null, 'Saudi Venture Capital', 'investor', 'prospect', null,
    'Intro through Oasis Ventures for the Series A; first call held, data room requested.'),
  ('00000000-0000-4000-e000-000000000107', '00000000-0000-4000-b000-000000000001', null, 'Aramco Wa''ed', 'investor', 'prospect', null,
    'Interested in the enterprise pilots in the Eastern Province.'),
  ('00000000-0000-4000-e000-000000000108', '00000000-0000-4000-b000-000000000001', null, 'Emirates NBD', 'partner', 'active', current_date - 380,
    'Business banking and the bank''s startup programme (reduced fees in the first two years).'),
  ('00000000-0000-4000-e000-000000000109', '00000000-0000-4000-b000-000000000001', null, 'Majid Al Futtaim', 'customer', 'active', current_date - 95,
    'Enterprise pilot across three business units; renewal decision next quarter.'),
  ('00000000-0000-4000-e000-000000000110', '00000000-0000-4000-b000-000000000001', null, 'Amazon Web Services', 'supplier', 'active', current_date - 500,
    'Hosting in the me-central-1 region, with startup credits until the end of the year.'),
  ('00000000-0000-4000-e000-000000000111', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000002', null, 'mentor', 'active', current_date - 240,
    'Monthly sessions on pricing and enterprise sales; the next one prepares the Series A story.'),
  ('00000000-0000-4000-e000-000000000112', '00000000-0000-4000-b000-000000000001', null, 'Dubai Future Accelerators', 'program', 'active', current_date - 75,
    'Government programme: a nine-week pilot with Dubai''s free-zone authority on digital filings.'),
  ('00000000-0000-4000-e000-000000000113', '00000000-0000-4000-b000-000000000001', null, 'Google for Startups Accelerator: MENA', 'program', 'prospect', null,
    'Application for the next cohort sent; interviews in the coming month.'),
  ('00000000-0000-4000-e000-000000000201', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-b000-000000000003', null, 'accelerator', 'past', current_date - 700,
    'Hardware track of the Launchpad programme, Cairo.'),
  ('00000000-0000-4000-e000-000000000202', '00000000-0000-4000-b000-000000000007', null, 'Cairo Angels', 'investor', 'active', current_date - 100,
    'Pre-seed ticket; monthly update by e-mail.'),
  ('00000000-0000-4000-e000-000000000203', '00000000-0000-4000-b000-000000000007', '00000000-0000-4000-b000-000000000004', null, 'investor', 'prospect', null,
    'Met at the Launchpad demo day; wants to see six months of deliveries first.'),
  ('00000000-0000-4000-e000-000000000204', '00000000-0000-4000-b000-000000000007', null, 'ITIDA innovation grant', 'grant', 'active', current_date - 240,
    'Grant for the warehouse robot prototype, paid in three tranches.'),
  ('00000000-0000-4000-e000-000000000205', '00000000-0000-4000-b000-000000000007', null, 'Banque Misr', 'partner', 'active', current_date - 330, null),
  ('00000000-0000-4000-e000-000000000206', '00000000-0000-4000-b000-000000000007', null, 'Bosta', 'customer', 'active', current_date - 60,
    'Sorting robots in the 6th of October hub.'),
  ('00000000-0000-4000-e000-000000000207', '00000000-0000-4000-b000-000000000007', null, 'American University in Cairo', 'university', 'past', current_date - 900,
    'AUC Venture Lab incubation.');

insert into public.network_contacts (relationship_id, full_name, title, email, phone, linkedin_url, is_primary) values
  ('00000000-0000-4000-e000-000000000101', 'Rania Khalil', 'Programme Director', 'rania.khalil@launchpad.example', '+20 2 2735 1180', 'https://www.linkedin.com/in/rania-khalil', true),
  ('00000000-0000-4000-e000-000000000101', 'Tom Becker', 'Venture Partner', 'tom.becker@launchpad.example', null, null, false),
  ('00000000-0000-4000-e000-000000000102', 'خالد المنصوري', 'Partner', 'khalid.almansouri@oasis.example', '+971 2 555 0142', 'https://www.linkedin.com/in/khalid-almansouri', true),
  ('00000000-0000-4000-e000-000000000102', 'Nadia Farouk', 'Associate', 'nadia@oasis.example', '+971 50 123 4477', null, false),
  ('00000000-0000-4000-e000-000000000103', 'Dr. Hessa Al-Thani', 'Director of Innovation and Enterprise', 'hessa.althani@gulftech.example', '+974 4403 2200', null, true),
  ('00000000-0000-4000-e000-000000000104', 'Faisal Al-Qahtani', 'Sandbox Programme Lead', 'f.alqahtani@dea.example', '+966 11 218 9000', null, true),
  ('00000000-0000-4000-e000-000000000104', 'Émilie Laurent', 'Policy Adviser', 'emilie.laurent@dea.example', null, null, false),
  ('00000000-0000-4000-e000-000000000105', 'Reem Al-Dosari', 'Grants Officer', 'reem.aldosari@misk.example', null, null, true),
  ('00000000-0000-4000-e000-000000000106', 'عبدالله الشمري', 'Investment Director', 'a.alshammari@svc.example', '+966 11 520 7700', 'https://www.linkedin.com/in/abdullah-alshammari', true),
  ('00000000-0000-4000-e000-000000000107', 'Mohammed Al-Ghamdi', 'Venture Manager', 'mohammed.alghamdi@waed.example', '+966 13 872 0000', null, true),
  ('00000000-0000-4000-e000-000000000107', 'Sarah Whitfield', 'Investment Analyst', 'sarah.whitfield@waed.example', null, null, false),
  ('00000000-0000-4000-e000-000000000108', 'Priya Menon', 'Relationship Manager, SME Banking', 'priya.menon@emiratesnbd.example', '+971 4 316 0316', null, true),
  ('00000000-0000-4000-e000-000000000109', 'Yasmine Haddad', 'Head of Digital Procurement', 'yasmine.haddad@maf.example', '+971 4 294 9999', 'https://www.linkedin.com/in/yasmine-haddad', true),
  ('00000000-0000-4000-e000-000000000109', 'Julien Moreau', 'Finance Transformation Lead', 'julien.moreau@maf.example', null, null, false),
  ('00000000-0000-4000-e000-000000000109', 'ليلى الكعبي', 'Pilot Coordinator', 'layla.alkaabi@maf.example', '+971 55 610 2288', null, false),
  ('00000000-0000-4000-e000-000000000110', 'Daniel Okafor', 'Startup Solutions Architect', 'daniel.okafor@aws.example', null, 'https://www.linkedin.com/in/daniel-okafor', true),
  ('00000000-0000-4000-e000-000000000111', 'Mona Al-Rashed', 'Lead Mentor', 'mona.alrashed@mentorcircle.example', '+971 4 550 2190', 'https://www.linkedin.com/in/mona-alrashed', true),
  ('00000000-0000-4000-e000-000000000112', 'Saeed Al-Marri', 'Programme Manager', 'saeed.almarri@dubaifuture.example', '+971 4 368 8888', null, true),
  ('00000000-0000-4000-e000-000000000113', 'Leila Benjelloun', 'Startup Success Manager', 'leila.benjelloun@google.example', null, null, true),
  ('00000000-0000-4000-e000-000000000201', 'Rania Khalil', 'Programme Director', 'rania.khalil@launchpad.example', '+20 2 2735 1180', null, true),
  ('00000000-0000-4000-e000-000000000202', 'Hany Soliman', 'Managing Partner', 'hany@cairoangels.example', '+20 100 555 0199', null, true),
  ('00000000-0000-4000-e000-000000000203', 'Nadia Farouk', 'Associate', 'nadia@oasis.example', null, null, true),
  ('00000000-0000-4000-e000-000000000204', 'منى عبد الرحمن', 'Grants Programme Manager', 'mona.abdelrahman@itida.example', '+20 2 3534 5000', null, true),
  ('00000000-0000-4000-e000-000000000205', 'Karim Fahmy', 'Corporate Relationship Officer', 'karim.fahmy@banquemisr.example', '+20 2 1988 0000', null, true),
  ('00000000-0000-4000-e000-000000000206', 'Mostafa Nabil', 'Head of Operations', 'mostafa.nabil@bosta.example', '+20 111 204 7788', 'https://www.linkedin.com/in/mostafa-nabil', true),
  ('00000000-0000-4000-e000-000000000206', 'Sophie Martin', 'Fulfilment Engineer', 'sophie.martin@bosta.example', null, null, false),
  ('00000000-0000-4000-e000-000000000207', 'Dr. Ayman Ismail', 'Faculty Adviser', 'ayman.ismail@aucegypt.example', null, null, true);

-- =============================================================================================
-- The demo ecosystem's startups
-- =============================================================================================
-- Every startup names an accelerator and an investor of the platform, then four to eight more
-- ties from the other templates, in an order its id decides. A template of the platform picks
-- one of the platform's organizations of that type; one outside the platform picks one of its
-- names.
create temporary table network_templates (
  slot text primary key,
  kind public.network_relationship_kind not null,
  platform_type text,
  names text[],
  always boolean not null default false,
  notes text
);

insert into network_templates (slot, kind, platform_type, names, always, notes) values
  ('accelerator', 'accelerator', 'accelerator', null, true, 'Cohort programme: weekly office hours, workshops and the demo day.'),
  ('investor', 'investor', 'venture_capital', null, true, 'Quarterly update and a call before each board meeting.'),
  ('mentor', 'mentor', 'mentor', null, false, 'Monthly mentoring sessions on go-to-market.'),
  ('university', 'university', 'university', null, false, 'Internships and a joint research project.'),
  ('government', 'government', 'government', null, false, null),
  ('grant', 'grant', null, array['Misk Foundation grant', 'Monsha''at growth grant', 'Hub71 incentive programme', 'Qatar Development Bank grant', 'Innovative Startups and SMEs Fund'], false,
    'Non-dilutive funding; reporting every six months.'),
  ('outside_investor', 'investor', null, array['Saudi Venture Capital', 'Aramco Wa''ed', 'Flat6Labs', 'BECO Capital', 'Algebra Ventures', 'Wamda'], false, null),
  ('program', 'program', null, array['Google for Startups Accelerator: MENA', 'in5 Dubai', 'Techstars Riyadh', 'Microsoft for Startups Founders Hub', 'Station F Founders Programme'], false, null),
  ('bank', 'partner', null, array['Emirates NBD', 'Arab Bank', 'Banque Misr', 'Attijariwafa bank', 'Al Rajhi Bank', 'QNB'], false, 'Business banking and payroll.'),
  ('customer', 'customer', null, array['Carrefour MENA', 'Talabat', 'Noon', 'Careem', 'Aramex', 'Jahez', 'Almarai'], false, null),
  ('second_customer', 'customer', null, array['stc', 'Zain', 'Orange Maroc', 'Fawry', 'Americana Restaurants', 'Al Futtaim Group'], false, 'Pilot under way.'),
  ('supplier', 'supplier', null, array['Amazon Web Services', 'Microsoft Azure', 'Oracle Cloud', 'Deel', 'Zoho'], false, null),
  ('outside_university', 'university', null, array['KAUST', 'American University of Beirut', 'Mohammed VI Polytechnic University', 'Qatar University'], false, null);

insert into public.network_relationships (organization_id, related_organization_id, related_name, kind, status, since_on, notes)
select
  s.id,
  platform.id,
  case when t.names is not null then t.names[1 + pg_temp.pick(s.id::text || t.slot, cardinality(t.names))] end,
  t.kind,
  s.status,
  case when s.status <> 'prospect' then current_date - (45 + pg_temp.pick(s.id::text || t.slot || 'since', 1000)) end,
  t.notes
from (
  select o.id, t.slot,
    row_number() over (partition by o.id order by not t.always, md5(o.id::text || t.slot)) as position,
    6 + pg_temp.pick(o.id::text || 'size', 5) as size,
    (array['active', 'active', 'active', 'prospect', 'past']::public.network_relationship_status[])[1 + pg_temp.pick(o.id::text || t.slot || 'status', 5)] as status
  from public.organizations o
  join public.organization_types ot on ot.id = o.organization_type_id
  cross join network_templates t
  where ot.name = 'startup'
    and o.id not in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007')
) as s
join network_templates t on t.slot = s.slot
left join lateral (
  select o.id
  from public.organizations o
  join public.organization_types ot on ot.id = o.organization_type_id
  where ot.name = t.platform_type
  order by md5(s.id::text || o.id::text)
  limit 1
) as platform on t.platform_type is not null
where s.position <= s.size;

-- One to three contacts a relationship, the first of them primary. Names, titles and numbers come
-- from the lists below by a hash of the relationship, so each reseed writes the same people.
insert into public.network_contacts (relationship_id, full_name, title, email, phone, linkedin_url, is_primary)
select
  r.id,
  person.full_name,
  titles.names[1 + pg_temp.pick(r.seed || n::text || 'title', cardinality(titles.names))],
  person.handle || '@' || coalesce(nullif(left(regexp_replace(lower(coalesce(o.name, r.related_name)), '[^a-z0-9]+', '', 'g'), 24), ''), 'partners') || '.example',
  case when pg_temp.pick(r.seed || n::text || 'phone', 3) > 0
    then dial.code || ' ' || (10 + pg_temp.pick(r.seed || n::text || 'area', 89))::text || ' ' || lpad(pg_temp.pick(r.seed || n::text || 'number', 10000000)::text, 7, '0') end,
  case when pg_temp.pick(r.seed || n::text || 'linkedin', 2) = 0 then 'https://www.linkedin.com/in/' || replace(person.handle, '.', '-') end,
  n = 1
from (
  select nr.*, nr.organization_id::text || coalesce(nr.related_organization_id::text, nr.related_name) || nr.kind::text as seed
  from public.network_relationships nr
  where nr.organization_id not in ('00000000-0000-4000-b000-000000000001', '00000000-0000-4000-b000-000000000007')
) as r
join public.organizations home on home.id = r.organization_id
left join public.organizations o on o.id = r.related_organization_id
left join (values ('AE', '+971'), ('SA', '+966'), ('EG', '+20'), ('JO', '+962'), ('MA', '+212'), ('TN', '+216'), ('LB', '+961'), ('QA', '+974'), ('BH', '+973'), ('KW', '+965'), ('OM', '+968'))
  as dial_by_country(country_code, code) on dial_by_country.country_code = home.country_code
cross join lateral (select coalesce(dial_by_country.code, '+971') as code) as dial
join (values
    ('investor', array['Partner', 'Principal', 'Investment Associate', 'Venture Partner']),
    ('accelerator', array['Programme Manager', 'Programme Director', 'Entrepreneur in Residence']),
    ('program', array['Programme Manager', 'Startup Success Manager', 'Community Lead']),
    ('grant', array['Grants Officer', 'Programme Manager', 'Funding Specialist']),
    ('government', array['Director of Entrepreneurship', 'SME Development Specialist', 'Policy Adviser']),
    ('university', array['Technology Transfer Officer', 'Professor of Computer Science', 'Careers Adviser']),
    ('mentor', array['Mentor', 'Lead Mentor', 'Network Coordinator']),
    ('partner', array['Relationship Manager', 'Head of SME Banking', 'Partnerships Manager']),
    ('customer', array['Head of Procurement', 'Operations Director', 'Product Owner', 'IT Manager']),
    ('supplier', array['Account Manager', 'Solutions Architect', 'Customer Success Manager']),
    ('other', array['Manager'])
  ) as titles(kind, names) on titles.kind = r.kind::text
cross join lateral generate_series(1, 1 + pg_temp.pick(r.seed || 'contacts', 3)) as n
cross join lateral (
  select v.full_name, v.handle
  from (values
    (0, 'Ahmed Al-Sayed', 'ahmed.alsayed'), (1, 'Fatima Zahra Bennani', 'fatimazahra.bennani'), (2, 'Omar Haddad', 'omar.haddad'),
    (3, 'Layla Al-Harbi', 'layla.alharbi'), (4, 'Youssef El Amrani', 'youssef.elamrani'), (5, 'Noura Al-Suwaidi', 'noura.alsuwaidi'),
    (6, 'Karim Mansour', 'karim.mansour'), (7, 'Hala Nasser', 'hala.nasser'), (8, 'James Whitaker', 'james.whitaker'),
    (9, 'Camille Dubois', 'camille.dubois'), (10, 'Tariq Al-Rashid', 'tariq.alrashid'), (11, 'Salma Ben Youssef', 'salma.benyoussef'),
    (12, 'Rami Khoury', 'rami.khoury'), (13, 'Dina Mostafa', 'dina.mostafa'), (14, 'Anil Kapoor', 'anil.kapoor'),
    (15, 'Mariam Al-Otaibi', 'mariam.alotaibi'), (16, 'Lucas Fernandes', 'lucas.fernandes'), (17, 'Aya Tawfik', 'aya.tawfik'),
    (18, 'Hamza Bouzid', 'hamza.bouzid'), (19, 'Sophie Laurent', 'sophie.laurent'), (20, 'سعود العتيبي', 'saud.alotaibi'),
    (21, 'ريم الحمادي', 'reem.alhammadi'), (22, 'يوسف الزعبي', 'yousef.alzoubi'), (23, 'نور الهدى بن علي', 'nourelhouda.benali'),
    (24, 'Elena Petrova', 'elena.petrova'), (25, 'Bilal Chaudhry', 'bilal.chaudhry'), (26, 'Ines Trabelsi', 'ines.trabelsi'),
    (27, 'Majed Al-Kuwari', 'majed.alkuwari'), (28, 'Chloé Martin', 'chloe.martin'), (29, 'Walid Saab', 'walid.saab')
  ) as v(position, full_name, handle)
  -- Seven apart, so no relationship names one person twice.
  where v.position = (pg_temp.pick(r.seed || 'people', 30) + (n - 1) * 7) % 30
) as person;

drop table network_templates;
drop function pg_temp.pick(text, integer);
