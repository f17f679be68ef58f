// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { createQueryClient, setQueryClient } from '@fikrspace/data';
import { setDb } from '@fikrspace/db';
import { createFakeDb, type FakeAnswer, type FakeRequest, type FakeResult, type FakeRow, type FakeTables } from '@fikrspace/db/testing';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { i18n } from '@fikrspace/i18n';
import { initTestI18n } from '@fikrspace/i18n/testing';
import type { Conversation } from '@fikrspace/messaging/model';
import { withFakeRealtime } from '@fikrspace/messaging/testing/fake-realtime';
import { renderPortalAt } from '@fikrspace/portal-host/testing';
import { getToastState, resetToasts } from '@fikrspace/ui';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import portal from '../portal';

/**
 * The mentor portal's messages page: the messaging context's page, read through the fake client
 * so the real fetchers, hooks and texts run; live changes, typing and presence are delivered by
 * the fake's channels. Row level security and the channels' real behaviour are the fetcher
 * tests' (packages/messaging/src/api/messaging-api.test.ts).
 */

const PREFIX = '/fikrspace/mentor';
const MESSAGES = `${PREFIX}/messages`;
const ME = ACCOUNTS.mentor.id;
const MAYA = ACCOUNTS.multiOrg.id;
const MENTORING = '00000000-0000-4000-c000-000000000002';
const COHORT = '00000000-0000-4000-c000-000000000009';

const MENTOR = { id: ME, email: ACCOUNTS.mentor.email, firstName: 'Mona', lastName: 'Mentor', organizationId: ORG.mentorCircle, enterpriseRole: null };

const message = (id: string, sender: string, body: string, createdAt: string, extra: Partial<FakeRow<'messages'>> = {}): FakeRow<'messages'> => ({
  id: `00000000-0000-4000-d000-00000000000${id}`,
  conversation_id: MENTORING,
  sender_id: sender,
  body,
  attachment_path: null,
  attachment_name: null,
  created_at: createdAt,
  ...extra,
});

const HISTORY = [
  message('1', ME, 'Welcome to Mentor Circle! Which startup would like office hours?', '2026-11-20T09:00:00.000000+00:00'),
  message('2', MAYA, 'Fikr Labs, please: they are preparing their seed round.', '2026-11-21T09:00:00.000000+00:00'),
  message('3', ME, 'تمام، سأحجز لهم جلسة يوم الأحد الساعة العاشرة.', '2026-11-22T09:00:00.000000+00:00'),
  message('4', MAYA, 'Perfect, thank you. Could you also look at their pitch deck beforehand?', '2026-11-28T07:00:00.000000+00:00'),
];

const CONVERSATIONS: Conversation[] = [
  {
    id: MENTORING,
    title: null,
    organization_id: ORG.mentorCircle,
    last_message_at: HISTORY[3]!.created_at!,
    last_message: HISTORY[3]!.body!,
    last_sender_id: MAYA,
    unread_count: 1,
    member_ids: [ME, MAYA],
  },
  {
    id: COHORT,
    title: 'Cohort planning',
    organization_id: ORG.mentorCircle,
    last_message_at: '2026-11-10T09:00:00.000000+00:00',
    last_message: 'Agenda is in the drive.',
    last_sender_id: ME,
    unread_count: 0,
    member_ids: [ME, MAYA, ACCOUNTS.owner.id],
  },
];

/** Maya has read everything up to now: the mentor's last message shows as seen. */
const READ_STATES: FakeRow<'conversation_members'>[] = [
  { conversation_id: MENTORING, user_id: ME, last_read_at: '2026-11-27T09:00:00.000000+00:00' },
  { conversation_id: MENTORING, user_id: MAYA, last_read_at: '2026-11-28T07:00:00.000000+00:00' },
];

const MEMBERSHIPS: FakeRow<'organization_members'>[] = [
  { user_id: ME, organization_id: ORG.mentorCircle },
  { user_id: MAYA, organization_id: ORG.mentorCircle, user: { id: MAYA, first_name: 'Maya', last_name: 'Multiorg', email: ACCOUNTS.multiOrg.email } },
];

/** Seventy messages: three pages of history. */
const LONG_HISTORY = Array.from({ length: 70 }, (_, index) =>
  message('0', index % 2 ? MAYA : ME, `Message ${index + 1}`, `2026-11-${String(1 + Math.floor(index / 24)).padStart(2, '0')}T${String(index % 24).padStart(2, '0')}:00:00.000000+00:00`, {
    id: `00000000-0000-4000-d000-${String(index + 1).padStart(12, '0')}`,
  }),
);

/** How many distinct older pages the page asked for (a page asked for twice counts once). */
const olderPagesAskedFor = (calls: FakeRequest[]) =>
  new Set(calls.filter((call) => call.table === 'messages' && call.filters.some((filter) => filter.anyOf)).map((call) => JSON.stringify(call.filters))).size;

let sequence = 0;

/** What the database adds to a message it accepts: its id, its sender and its time. */
function accepted(values: Record<string, unknown>): Record<string, unknown> {
  sequence += 1;
  return { id: `00000000-0000-4000-e000-${String(sequence).padStart(12, '0')}`, sender_id: ME, attachment_path: null, attachment_name: null, created_at: `2026-11-28T08:00:${String(sequence).padStart(2, '0')}.000000+00:00`, ...values };
}

interface Setup {
  conversations?: typeof CONVERSATIONS;
  tables?: FakeTables;
  answer?: (request: FakeRequest) => FakeAnswer | undefined;
}

function database({ conversations = CONVERSATIONS, tables = {}, answer }: Setup = {}) {
  const fake = createFakeDb({
    tables: {
      messages: HISTORY,
      conversation_members: READ_STATES,
      organization_members: MEMBERSHIPS,
      // No product in the catalogue: the product gate lets the page through (it has tests of its own).
      fikr_products: [],
      ...tables,
    },
    rpc: {
      // The function's rows are null where the generated types, which know no nullability of a
      // function's columns, say otherwise (a conversation without a title).
      my_conversations: () => conversations as FakeResult<Conversation[]> as never,
      mark_conversation_read: () => undefined,
      start_conversation: () => MENTORING,
    },
    answer: (request) => {
      const given = answer?.(request);
      if (given) return given;
      // The database fills in what the insert leaves to it.
      if (request.table === 'messages' && request.method === 'insert') return { data: accepted(request.values as Record<string, unknown>) };
      return undefined;
    },
  });
  const realtime = withFakeRealtime(fake.db);
  setDb(fake.db);
  return { ...fake, realtime };
}

function openMessages(path = MESSAGES) {
  renderPortalAt(portal, PREFIX, path);
}

const items = () => screen.getAllByTestId('conversation-item');
const messages = () => screen.getAllByTestId('message');
const composer = () => screen.getByTestId('composer') as HTMLTextAreaElement;

async function openMentoring() {
  openMessages();
  await waitFor(() => expect(items()).toHaveLength(2));
  fireEvent.click(items()[0]!);
  await waitFor(() => expect(messages()).toHaveLength(4));
}

function type(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
}

/** jsdom lays nothing out: the thread's pane gets a height and each row one, so the list virtualizes as in a browser. */
const layout = { clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'), offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight') };

// The test's own time limit is the only one: on a busy machine a wait is not cut short at 1 s.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  // Transformed here, once, rather than inside the first test's time.
  await import('./messages-page');
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 60 });
  await initTestI18n('en');
});

afterAll(() => {
  for (const [name, descriptor] of Object.entries(layout)) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  setQueryClient(client);
  appStore.getState().setUser(MENTOR);
  appStore.getState().setOrganization({ id: ORG.mentorCircle, name: 'Mentor Circle', logoUrl: null, organizationType: 'mentor' });
  appStore.getState().setLoading(false);
});

afterEach(() => {
  cleanup();
  appStore.getState().reset();
  resetToasts();
  setDb(null);
  setQueryClient(null);
});

describe('the mentor portal’s messages page', () => {
  it('lists the conversations with their members or title, last message, time and unread badge', async () => {
    database();
    openMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeDefined();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [mentoring, cohort] = items();
    expect(mentoring!.textContent).toContain('Maya Multiorg');
    expect(mentoring!.textContent).toContain('Perfect, thank you.');
    expect(within(mentoring!).getByTestId('unread-badge').textContent).toContain('1 unread message');
    expect(mentoring!.querySelector('time')?.getAttribute('dateTime')).toBe(HISTORY[3]!.created_at);
    expect(cohort!.textContent).toContain('Cohort planning');
    expect(cohort!.textContent).toContain('You: Agenda is in the drive.');
    expect(within(cohort!).queryByTestId('unread-badge')).toBeNull();
    expect(screen.getByText('Choose a conversation')).toBeDefined();
  });

  it('opens a conversation: marks it read, shows its history with each message in its own direction, and puts the focus in the composer', async () => {
    const fake = database();
    await openMentoring();
    await waitFor(() => expect(fake.calls.some((call) => call.rpc === 'mark_conversation_read' && call.args.p_conversation_id === MENTORING)).toBe(true));
    await waitFor(() => expect(within(items()[0]!).queryByTestId('unread-badge')).toBeNull());
    expect(items()[0]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByTestId('location')[0]!.textContent).toBe(`${MESSAGES}?conversation=${MENTORING}`);

    expect(within(messages()[2]!).getByText('تمام، سأحجز لهم جلسة يوم الأحد الساعة العاشرة.').getAttribute('dir')).toBe('auto');
    expect(within(messages()[3]!).getByText('Perfect, thank you. Could you also look at their pitch deck beforehand?').getAttribute('dir')).toBe('auto');
    // Oldest first, the mentor's own on the inline end, and the last of them seen by Maya.
    expect(messages().map((row) => row.dataset.own === 'true')).toEqual([true, false, true, false]);
    expect(within(messages()[2]!).getByTestId('seen').textContent).toBe('Seen');
    expect(within(messages()[0]!).queryByTestId('seen')).toBeNull();
    expect(document.activeElement).toBe(composer());
  });

  it('sends with Enter, starts a new line with Shift+Enter, and shows the message once the database has it', async () => {
    const fake = database();
    await openMentoring();
    type('Line one');
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(fake.calls.filter((call) => call.method === 'insert')).toEqual([]);

    type('  I will read the deck tonight.  ');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(messages()).toHaveLength(5));
    expect(fake.calls.find((call) => call.method === 'insert')?.values).toEqual({ conversation_id: MENTORING, body: 'I will read the deck tonight.' });
    expect(messages()[4]!.textContent).toContain('I will read the deck tonight.');
    expect(composer().value).toBe('');
    expect(screen.queryByTestId('outgoing-message')).toBeNull();
  });

  it('keeps a message the database refused in the thread with its text and a Retry, which sends it', async () => {
    let offline = true;
    const fake = database({ answer: (request) => (offline && request.method === 'insert' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined) });
    await openMentoring();
    type('Can we move Sunday to ten thirty?');
    fireEvent.keyDown(composer(), { key: 'Enter' });

    const failed = await screen.findByTestId('outgoing-message');
    await waitFor(() => expect(failed.dataset.status).toBe('error'));
    expect(failed.textContent).toContain('Can we move Sunday to ten thirty?');
    expect(failed.textContent).toContain('Not sent.');
    expect(composer().value).toBe('');
    // Said on the message, not in a toast as well.
    expect(getToastState().toasts).toEqual([]);

    offline = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(messages()).toHaveLength(5));
    expect(messages()[4]!.textContent).toContain('Can we move Sunday to ten thirty?');
    expect(screen.queryByTestId('outgoing-message')).toBeNull();
    expect(fake.calls.filter((call) => call.method === 'insert')).toHaveLength(2);
  });

  it('shows another member’s message as it arrives, and who is here and typing, then removes its channels on leaving', async () => {
    const { realtime } = database();
    await openMentoring();
    await waitFor(() => expect(realtime.channels.filter((channel) => channel.topic === `messaging:${MENTORING}`)).toHaveLength(1));

    act(() => realtime.presence(`messaging:${MENTORING}`, { [MAYA]: [{ userId: MAYA }], [ME]: [{ userId: ME }] }));
    expect(screen.getByTestId('presence').textContent).toBe('Here now: Maya Multiorg');
    act(() => realtime.broadcast(`messaging:${MENTORING}`, 'typing', { userId: MAYA }));
    expect(screen.getByTestId('typing').textContent).toBe('Maya Multiorg is typing…');

    act(() => realtime.insert('messages', accepted({ conversation_id: MENTORING, sender_id: MAYA, body: 'Great — see you Sunday!' })));
    await waitFor(() => expect(messages()).toHaveLength(5));
    expect(messages()[4]!.textContent).toContain('Great — see you Sunday!');
    // Her message ends her typing.
    expect(screen.getByTestId('typing').textContent).toBe('');

    // Typing is said to the room, at most every two seconds.
    type('S');
    type('Su');
    const room = realtime.channels.find((channel) => channel.topic === `messaging:${MENTORING}` && !channel.removed)!;
    expect(room.sent).toEqual([{ type: 'broadcast', event: 'typing', payload: { userId: ME } }]);
    expect(room.tracked).toEqual([{ userId: ME }]);

    cleanup();
    expect(realtime.channels.length).toBeGreaterThanOrEqual(3);
    expect(realtime.channels.filter((channel) => !channel.removed)).toEqual([]);
  });

  it('reads a long history a page at a time backwards, keeping the reader’s place and only the rows in view in the document', async () => {
    const fake = database({ tables: { messages: LONG_HISTORY } });
    openMessages(`${MESSAGES}?conversation=${MENTORING}`);
    // The pane is taller than the first page, so it reads on until the history is complete.
    await waitFor(() => expect(olderPagesAskedFor(fake.calls)).toBe(2));
    expect(fake.calls.filter((call) => call.table === 'messages').every((call) => call.limit === 31)).toBe(true);
    await waitFor(() => expect(messages().length).toBeGreaterThan(0));
    expect(messages().length).toBeLessThan(40);
    // The pages read above did not move the reader: the oldest rows are not what is in view.
    expect(screen.queryByText('Message 1')).toBeNull();
  });

  it('says so when earlier messages do not come, and asks again only when told to', async () => {
    let offline = true;
    const fake = database({
      tables: { messages: LONG_HISTORY },
      answer: (request) => (offline && request.table === 'messages' && request.filters.some((filter) => filter.anyOf) ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined),
    });
    openMessages(`${MESSAGES}?conversation=${MENTORING}`);
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Earlier messages could not be loaded.');
    expect(olderPagesAskedFor(fake.calls)).toBe(1);
    offline = false;
    fireEvent.click(again);
    await waitFor(() => expect(olderPagesAskedFor(fake.calls)).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes an address that names no conversation for one that names none', async () => {
    const { calls } = database();
    openMessages(`${MESSAGES}?conversation=${encodeURIComponent('x,id=neq.0')}`);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.getByText('Choose a conversation')).toBeDefined();
    expect(calls.filter((call) => call.table === 'messages')).toEqual([]);
  });

  it('starts a conversation with a colleague picked from the list', async () => {
    const fake = database();
    openMessages();
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Maya Multiorg/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(messages()).toHaveLength(4));
    expect(fake.calls.find((call) => call.rpc === 'start_conversation')?.args).toEqual({ p_member_ids: [MAYA] });
  });

  it('sends a file to the conversation’s folder with a message that names it', async () => {
    const { realtime, calls } = database();
    await openMentoring();
    const file = new File(['%PDF-1.7'], 'Pitch deck.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [file] } });
    await waitFor(() => expect(messages()).toHaveLength(5));
    expect(realtime.uploads).toEqual([{ bucket: 'message-attachments', path: expect.stringMatching(new RegExp(`^${MENTORING}/pitch-deck-[0-9a-z]+\\.pdf$`)), options: { contentType: 'application/pdf', upsert: false } }]);
    expect(calls.find((call) => call.method === 'insert')?.values).toEqual({ conversation_id: MENTORING, body: 'Pitch deck.pdf', attachment_path: realtime.uploads[0]!.path, attachment_name: 'Pitch deck.pdf' });
    expect(await screen.findByRole('link', { name: 'Download Pitch deck.pdf' })).toBeDefined();
  });

  it('refuses a file of a kind the bucket does not take, and sends nothing', async () => {
    const { realtime } = database();
    await openMentoring();
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Files of this kind cannot be attached');
    expect(realtime.uploads).toEqual([]);
  });

  it('says so when there is no conversation yet, and when a conversation has no message yet', async () => {
    database({ conversations: [], tables: { messages: [] } });
    openMessages();
    expect(await screen.findByText('No conversations yet')).toBeDefined();
    cleanup();

    database({ tables: { messages: [] } });
    openMessages(`${MESSAGES}?conversation=${MENTORING}`);
    expect(await screen.findByTestId('thread-empty')).toBeDefined();
    expect(screen.getByText('No messages yet', { selector: 'p' })).toBeDefined();
  });

  it('shows a failed list with a way to try again, which then lists the conversations', async () => {
    let offline = true;
    database({ answer: (request) => (offline && request.rpc === 'my_conversations' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined) });
    openMessages();
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Your conversations could not be loaded.');
    offline = false;
    fireEvent.click(again);
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('shows a failed history with a way to try again, and keeps the composer', async () => {
    let offline = true;
    database({ answer: (request) => (offline && request.table === 'messages' && request.method === 'select' ? { error: { code: '', message: 'TypeError: fetch failed', details: null, hint: null } } : undefined) });
    openMessages(`${MESSAGES}?conversation=${MENTORING}`);
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('The messages could not be loaded.');
    expect(composer()).toBeDefined();
    offline = false;
    fireEvent.click(again);
    await waitFor(() => expect(messages()).toHaveLength(4));
  });

  it('reads its texts from the messaging context’s files in the page’s language', async () => {
    database();
    await i18n.changeLanguage('ar');
    openMessages();
    expect(await screen.findByRole('heading', { level: 1, name: 'الرسائل' })).toBeDefined();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByTestId('unread-badge').textContent).toContain('رسالة واحدة غير مقروءة');
  });
});
