// @vitest-environment jsdom
import { appStore } from '@fikrspace/app-store';
import { setDb } from '@fikrspace/db';
import { createFakeDb } from '@fikrspace/db/testing';
import { ACCOUNTS, ORG } from '@fikrspace/db/testing/demo-ids';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeRealtime } from '../testing/fake-realtime';
import { TYPING_SEND_INTERVAL_MS, TYPING_SHOWN_MS, useConversationLive } from './use-conversation-live';

/** The live hook's timings, on fake timers: when typing is said, and how long it is shown. */

const ME = ACCOUNTS.mentor.id;
const MAYA = ACCOUNTS.multiOrg.id;
const CONVERSATION = '00000000-0000-4000-c000-000000000002';
const ROOM = `messaging:${CONVERSATION}`;

function live() {
  const fake = createFakeDb({ tables: { messages: [], conversation_members: [] } });
  const realtime = withFakeRealtime(fake.db);
  setDb(fake.db);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useConversationLive(CONVERSATION), { wrapper });
  return { ...hook, realtime };
}

/** The client arrives and the channels join on promises: let them settle. */
const joined = () => act(async () => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  appStore.getState().setUser({ id: ME, email: ACCOUNTS.mentor.email, firstName: 'Mona', lastName: 'Mentor', organizationId: ORG.mentorCircle, enterpriseRole: null });
});

afterEach(() => {
  vi.useRealTimers();
  appStore.getState().reset();
  setDb(null);
});

describe('useConversationLive', () => {
  it(`shows someone as typing for ${TYPING_SHOWN_MS} ms after the last time they said so`, async () => {
    const { result, realtime } = live();
    await joined();
    act(() => realtime.broadcast(ROOM, 'typing', { userId: MAYA }));
    expect(result.current.typingUserIds).toEqual([MAYA]);
    act(() => vi.advanceTimersByTime(3000));
    act(() => realtime.broadcast(ROOM, 'typing', { userId: MAYA }));
    act(() => vi.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(result.current.typingUserIds).toEqual([MAYA]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.typingUserIds).toEqual([]);
  });

  it(`says the caller is typing at most every ${TYPING_SEND_INTERVAL_MS} ms, and ignores its own echo`, async () => {
    const { result, realtime } = live();
    await joined();
    const room = realtime.channels.find((channel) => channel.topic === ROOM)!;
    act(() => result.current.notifyTyping());
    act(() => vi.advanceTimersByTime(TYPING_SEND_INTERVAL_MS - 1));
    act(() => result.current.notifyTyping());
    expect(room.sent).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => result.current.notifyTyping());
    expect(room.sent).toHaveLength(2);
    act(() => realtime.broadcast(ROOM, 'typing', { userId: ME }));
    expect(result.current.typingUserIds).toEqual([]);
  });

  it('joins the room as the caller, and removes every channel it opened when the conversation closes', async () => {
    const { realtime, unmount } = live();
    await joined();
    expect(realtime.channels.map((channel) => channel.topic).sort()).toEqual([expect.stringMatching(new RegExp(`^messaging-changes:${CONVERSATION}:[0-9a-f]+$`)), ROOM]);
    expect(realtime.channels.find((channel) => channel.topic === ROOM)?.tracked).toEqual([{ userId: ME }]);
    unmount();
    expect(realtime.channels.every((channel) => channel.removed)).toBe(true);
  });
});
