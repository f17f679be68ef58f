import { describe, expect, it } from 'vitest';
import { olderThan, type MessageHistory } from './api/get-messages';
import { withMessage } from './api/message-cache';
import { messageOf, presentUserIds } from './api/realtime';
import type { OutgoingMessage } from './api/use-outbox';
import { attachmentPath } from './attachment-path';
import { attachmentProblem, messageProblem, timestampMicros, type Message } from './model';
import { isSeenByOthers, threadItems } from './thread-items';

/** The rules the thread, the composer and the live updates share, on their edge cases. */

const ME = '00000000-0000-4000-a000-000000000009';
const MAYA = '00000000-0000-4000-a000-000000000015';
const CONVERSATION = '00000000-0000-4000-c000-000000000002';

const message = (id: string, sender: string, createdAt: string): Message => ({
  id: `00000000-0000-4000-d000-00000000000${id}`,
  conversation_id: CONVERSATION,
  sender_id: sender,
  body: `message ${id}`,
  attachment_path: null,
  attachment_name: null,
  created_at: createdAt,
});

const history = (...pages: Message[][]): MessageHistory => ({ pages: pages.map((messages) => ({ messages, nextCursor: null })), pageParams: pages.map(() => null) });

describe('timestamps', () => {
  it.each([
    ['2026-11-28T08:00:00.123456+00:00', '2026-11-28T08:00:00.123400+00:00', 1],
    ['2026-11-28T08:00:00.1+00:00', '2026-11-28T08:00:00.100000+00:00', 0],
    ['2026-11-28T10:00:00+02:00', '2026-11-28T08:00:00Z', 0],
    ['2026-11-28 08:00:00.000001+00', '2026-11-28T08:00:00+00:00', 1],
  ])('compare %s with %s to the microsecond', (a, b, sign) => {
    expect(Math.sign(timestampMicros(a) - timestampMicros(b))).toBe(sign);
  });
});

describe('what may be sent', () => {
  it.each([
    ['', 'empty'],
    [' \n\t ', 'empty'],
    ['مرحبا', null],
    [`  ${'a'.repeat(4000)}  `, null],
    ['a'.repeat(4001), 'too-long'],
  ])('a body of %j is %s', (body, problem) => {
    expect(messageProblem(body)).toBe(problem);
  });

  it.each([
    [{ size: 10, type: 'application/pdf' }, null],
    [{ size: 0, type: 'application/pdf' }, 'empty'],
    [{ size: 26_214_401, type: 'image/png' }, 'too-large'],
    [{ size: 10, type: 'image/svg+xml' }, 'wrong-type'],
    [{ size: 10, type: '' }, 'wrong-type'],
  ])('a file %j is %s', (file, problem) => {
    expect(attachmentProblem(file)).toBe(problem);
  });
});

describe('attachment paths', () => {
  it.each([
    ['Pitch deck.PDF', `${CONVERSATION}/pitch-deck-s1.pdf`],
    ['خطة العمل.pdf', `${CONVERSATION}/file-s1.pdf`],
    ['../../etc/passwd', `${CONVERSATION}/passwd-s1`],
    ['C:\\Users\\me\\Café menu.docx', `${CONVERSATION}/cafe-menu-s1.docx`],
    ['.hidden', `${CONVERSATION}/hidden-s1`],
  ])('stores %j as %s', (name, path) => {
    expect(attachmentPath(CONVERSATION, name, 's1')).toBe(path);
  });

  it('refuses a folder that is not a conversation id', () => {
    expect(() => attachmentPath('../other', 'a.pdf', 's1')).toThrow();
  });
});

describe('history pages', () => {
  it('quotes the cursor’s time and refuses one that could break out of the filter', () => {
    expect(olderThan({ createdAt: '2026-11-28T08:00:00.123456+00:00', id: ME })).toBe(`created_at.lt."2026-11-28T08:00:00.123456+00:00",and(created_at.eq."2026-11-28T08:00:00.123456+00:00",id.lt.${ME})`);
    expect(() => olderThan({ createdAt: '2026-11-28T08:00:00Z",id.gt.0', id: ME })).toThrow();
    expect(() => olderThan({ createdAt: '2026-11-28T08:00:00Z', id: 'x)' })).toThrow();
  });

  it('adds a message once, in its place among the newest, and leaves an unloaded history alone', () => {
    const [a, b, c] = [message('1', ME, '2026-11-28T08:00:00Z'), message('2', MAYA, '2026-11-28T08:01:00Z'), message('3', MAYA, '2026-11-28T08:02:00Z')];
    const loaded = history([c, a]);
    const added = withMessage(loaded, b)!;
    expect(added.pages[0]!.messages).toEqual([c, b, a]);
    expect(withMessage(added, b)).toBe(added);
    expect(withMessage(undefined, b)).toBeUndefined();
  });
});

describe('the thread', () => {
  const [first, second, third, fourth] = [
    message('1', ME, '2026-11-28T08:00:00.000000+00:00'),
    message('2', MAYA, '2026-11-28T08:01:00.000000+00:00'),
    message('3', ME, '2026-11-28T08:02:00.000100+00:00'),
    message('4', MAYA, '2026-11-28T08:03:00.000000+00:00'),
  ];
  const outgoing = (clientId: string, submittedAt: number, status: 'pending' | 'error' = 'pending'): OutgoingMessage => ({
    mutationId: submittedAt,
    kind: 'message',
    status,
    input: { userId: ME, conversationId: CONVERSATION, body: clientId, clientId },
    submittedAt,
    error: null,
  });

  it('lists the loaded pages oldest first, each message once, then what is on its way in the order it was sent', () => {
    const items = threadItems({ history: history([fourth!, third!, second!], [second!, first!]), outbox: [outgoing('b', 2, 'error'), outgoing('a', 1)], readStates: [], userId: ME });
    expect(items.map((item) => item.key)).toEqual([first!.id, second!.id, third!.id, fourth!.id, 'outgoing-b', 'outgoing-a']);
  });

  it.each([
    ['Maya read after it', '2026-11-28T08:02:00.000100+00:00', true],
    ['Maya read a tenth of a millisecond before it', '2026-11-28T08:02:00.000000+00:00', false],
  ])('shows Seen under the last own message only when everyone else has read it: %s', (_case, mayaReadAt, seen) => {
    const readStates = [
      { user_id: ME, last_read_at: '2026-11-28T08:02:00.000100+00:00' },
      { user_id: MAYA, last_read_at: mayaReadAt },
    ];
    const items = threadItems({ history: history([fourth!, third!, second!, first!]), outbox: [], readStates, userId: ME });
    expect(items.map((item) => item.kind === 'message' && item.seen)).toEqual([false, false, seen, false]);
    expect(isSeenByOthers(third!, [{ user_id: ME, last_read_at: '2030-01-01T00:00:00Z' }], ME)).toBe(false);
  });
});

describe('live events', () => {
  it('takes a well-formed inserted row and ignores anything else', () => {
    const row = message('1', MAYA, '2026-11-28T08:00:00Z');
    expect(messageOf({ ...row, extra: 'ignored' })).toEqual(row);
    expect(messageOf({ ...row, attachment_path: undefined, attachment_name: undefined })).toEqual(row);
    expect(messageOf({ ...row, body: 42 })).toBeNull();
    expect(messageOf(null)).toBeNull();
  });

  it('names each person present once, however many tabs they have open', () => {
    expect(presentUserIds({ [MAYA]: [{ userId: MAYA }, { userId: MAYA }], [ME]: [{ userId: ME }], stray: [{ nobody: true }] })).toEqual([ME, MAYA].sort());
  });
});
