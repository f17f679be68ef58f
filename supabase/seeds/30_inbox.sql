-- =============================================================================================
-- Demo data of the notifications and messaging contexts: a few weeks of what the demo members
-- heard and said. Runs after 00_platform.sql, whose organizations and accounts it names.
-- =============================================================================================

insert into public.notifications (recipient_id, organization_id, type, title, body, link, data, created_at, read_at) values
  -- startup@ (Fikr Labs)
  ('00000000-0000-4000-a000-000000000008', '00000000-0000-4000-b000-000000000001', 'product_access_granted', 'You can now open Fikr Cap', null, '/fikrspace/portal/hub',
    '{"product": "Fikr Cap", "productKey": "cap"}', now() - interval '20 days', now() - interval '19 days'),
  ('00000000-0000-4000-a000-000000000008', '00000000-0000-4000-b000-000000000001', 'invitation_accepted', 'layla@fikrlabs.example accepted your invitation', 'layla@fikrlabs.example joined Fikr Labs as editor.', null,
    '{"email": "layla@fikrlabs.example", "organization": "Fikr Labs", "role": "editor"}', now() - interval '6 days', now() - interval '5 days'),
  ('00000000-0000-4000-a000-000000000008', '00000000-0000-4000-b000-000000000001', 'access_request_decided', 'Your access request was approved', 'You asked for /fikrspace/startup/fundraising.', '/fikrspace/startup/fundraising',
    '{"status": "approved", "path": "/fikrspace/startup/fundraising"}', now() - interval '2 days', null),
  ('00000000-0000-4000-a000-000000000008', '00000000-0000-4000-b000-000000000001', 'product_access_granted', 'You can now open Fikr Score', null, '/fikrspace/portal/hub',
    '{"product": "Fikr Score", "productKey": "score"}', now() - interval '3 hours', null),
  -- investor@ (Oasis Ventures)
  ('00000000-0000-4000-a000-000000000011', '00000000-0000-4000-b000-000000000004', 'product_access_granted', 'You can now open Fikr Cap', null, '/fikrspace/portal/hub',
    '{"product": "Fikr Cap", "productKey": "cap"}', now() - interval '12 days', now() - interval '12 days'),
  ('00000000-0000-4000-a000-000000000011', '00000000-0000-4000-b000-000000000004', 'access_request_decided', 'Your access request was declined', 'You asked for /fikrspace/office/organizations.', '/request-access',
    '{"status": "declined", "path": "/fikrspace/office/organizations"}', now() - interval '1 day', null),
  ('00000000-0000-4000-a000-000000000011', '00000000-0000-4000-b000-000000000004', 'invitation_accepted', 'nadia@oasis.example accepted your invitation', 'nadia@oasis.example joined Oasis Ventures as viewer.', null,
    '{"email": "nadia@oasis.example", "organization": "Oasis Ventures", "role": "viewer"}', now() - interval '40 minutes', null),
  -- mentor@ (Mentor Circle)
  ('00000000-0000-4000-a000-000000000009', '00000000-0000-4000-b000-000000000002', 'invitation_accepted', 'multi-org@fikrspace.test accepted your invitation', 'multi-org@fikrspace.test joined Mentor Circle as user.', null,
    '{"email": "multi-org@fikrspace.test", "organization": "Mentor Circle", "role": "user"}', now() - interval '9 days', null),
  -- owner@ (the platform's operator)
  ('00000000-0000-4000-a000-000000000001', null, 'job_failed', 'A background job failed: send-email', 'SMTP server refused the connection (421 Service not available).', '/fikrspace/office/jobs',
    '{"jobType": "send-email", "attempts": 3}', now() - interval '5 hours', null);

-- investor@ asked for access decisions and accepted invitations in the daily e-mail digest too.
insert into public.notification_preferences (user_id, type, in_app, email_digest) values
  ('00000000-0000-4000-a000-000000000011', 'access_request_decided', true, true),
  ('00000000-0000-4000-a000-000000000011', 'invitation_accepted', true, true);

-- Two conversations: startup@ with owner@ in Fikr Labs, mentor@ with multi-org@ in Mentor Circle.
insert into public.conversations (id, organization_id, created_by, created_at, last_message_at) values
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-b000-000000000001', '00000000-0000-4000-a000-000000000008', now() - interval '3 days', now() - interval '25 minutes'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-b000-000000000002', '00000000-0000-4000-a000-000000000009', now() - interval '8 days', now() - interval '2 hours');

insert into public.conversation_members (conversation_id, user_id, joined_at, last_read_at) values
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000008', now() - interval '3 days', now() - interval '2 hours'),
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000001', now() - interval '3 days', now() - interval '25 minutes'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000009', now() - interval '8 days', now() - interval '1 day'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000015', now() - interval '8 days', now() - interval '2 hours');

insert into public.messages (conversation_id, sender_id, body, created_at) values
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000008', 'Hi! The updated cap table is in Fikr Cap, could you check the option pool before Thursday?', now() - interval '3 days'),
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000001', 'Looked at it: the pool is 10%, matching the term sheet. Good to go.', now() - interval '2 days 22 hours'),
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000008', 'شكراً! سأرسل العرض إلى Oasis Ventures غداً.', now() - interval '2 days'),
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000001', 'ممتاز. Send me the deck once it is final and I will review the financials slide.', now() - interval '1 hour'),
  ('00000000-0000-4000-c000-000000000001', '00000000-0000-4000-a000-000000000001', 'Also: the data room needs the signed shareholder agreement.', now() - interval '25 minutes'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000009', 'Welcome to Mentor Circle! Which of your startups would like office hours this month?', now() - interval '8 days'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000015', 'Fikr Labs, please: they are preparing their seed round.', now() - interval '7 days'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000009', 'تمام، سأحجز لهم جلسة يوم الأحد الساعة العاشرة.', now() - interval '6 days'),
  ('00000000-0000-4000-c000-000000000002', '00000000-0000-4000-a000-000000000015', 'Perfect, thank you. Could you also look at their pitch deck beforehand?', now() - interval '2 hours');

-- Each message above told the conversation's other members (a trigger): what they had read by then
-- is read.
update public.notifications n
set read_at = m.last_read_at
from public.conversation_members m
where n.type = 'message_received' and n.recipient_id = m.user_id and (n.data ->> 'conversationId')::uuid = m.conversation_id and m.last_read_at >= n.created_at;
