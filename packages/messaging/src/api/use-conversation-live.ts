import { useAppStore } from '@fikrspace/app-store';
import { whenDb, type DbClient } from '@fikrspace/db';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messagingKeys } from '../keys';
import { isUuid, type ReadState } from '../model';
import { addMessageToHistory, withReadState } from './message-cache';
import { openConversationChanges, openConversationRoom, sendTyping, type Channel } from './realtime';
import { isEchoOfPendingSend } from './use-outbox';

/** Someone typing says so at most this often ... */
export const TYPING_SEND_INTERVAL_MS = 2000;
/** ... and is shown as typing for this long after the last time they said so. */
export const TYPING_SHOWN_MS = 4000;

export interface ConversationLive {
  /** Who else is typing now. */
  typingUserIds: string[];
  /** Who has the conversation open now, the caller included. */
  presentUserIds: string[];
  /** Tells the others the caller is typing; call it on every keystroke, it sends at most every 2 s. */
  notifyTyping: () => void;
}

/**
 * The open conversation, live: new messages join the cached history as they are written (and
 * the echo of one's own send is not added twice), members' reading moves "Seen", and over the
 * room the members share, who is typing and who is here. Every channel is removed when the
 * conversation closes.
 */
export function useConversationLive(conversationId: string | null): ConversationLive {
  const queryClient = useQueryClient();
  const userId = useAppStore((state) => state.user?.id ?? null);
  const [typing, setTyping] = useState<string[]>([]);
  const [present, setPresent] = useState<string[]>([]);
  const room = useRef<Channel | null>(null);
  const lastTypingSent = useRef(0);
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // The room's topic is shared, and the client hands back a channel of that topic that is still
  // leaving; a conversation opened again therefore waits for its previous room to be gone.
  const roomLeaving = useRef<Promise<unknown>>(Promise.resolve());

  const stopTyping = useCallback((who: string) => {
    const timer = typingTimers.current.get(who);
    if (timer !== undefined) clearTimeout(timer);
    typingTimers.current.delete(who);
    setTyping((current) => (current.includes(who) ? current.filter((id) => id !== who) : current));
  }, []);

  const startTyping = useCallback(
    (who: string) => {
      const timer = typingTimers.current.get(who);
      if (timer !== undefined) clearTimeout(timer);
      typingTimers.current.set(
        who,
        setTimeout(() => stopTyping(who), TYPING_SHOWN_MS),
      );
      setTyping((current) => (current.includes(who) ? current : [...current, who].sort()));
    },
    [stopTyping],
  );

  useEffect(() => {
    if (!isUuid(conversationId) || !userId) return undefined;
    let closed = false;
    let opened: { db: DbClient; channel: Channel } | null = null;
    whenDb().then(
      (db) => {
        if (closed) return;
        const channel = openConversationChanges(db, conversationId, {
          onMessage: (message) => {
            stopTyping(message.sender_id);
            // The send's own answer adds it: adding the echo first would show it twice meanwhile.
            if (!isEchoOfPendingSend(queryClient, message, userId)) addMessageToHistory(queryClient, userId, message);
          },
          onReadState: (state) => queryClient.setQueryData<ReadState[]>(messagingKeys.readStates(userId, conversationId), (states) => withReadState(states, state)),
          // Joined (again): what was written before, or while the connection was down, reached
          // nobody live, so the conversation is read once more.
          onStatus: (status) => {
            if (status === 'SUBSCRIBED') void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(userId, conversationId) }, { cancelRefetch: false });
          },
        });
        opened = { db, channel };
      },
      // Without a client the history's own read fails and says so; there is nothing to listen to.
      () => undefined,
    );
    return () => {
      closed = true;
      if (opened) void opened.db.removeChannel(opened.channel);
    };
  }, [conversationId, userId, queryClient, stopTyping]);

  useEffect(() => {
    if (!isUuid(conversationId) || !userId) return undefined;
    const timers = typingTimers.current;
    const before = roomLeaving.current;
    let closed = false;
    let opened: { db: DbClient; channel: Channel } | null = null;
    Promise.all([whenDb(), before]).then(
      ([db]) => {
        if (closed) return;
        const channel = openConversationRoom(db, { conversationId, userId }, { onTyping: startTyping, onPresence: setPresent });
        opened = { db, channel };
        room.current = channel;
      },
      () => undefined,
    );
    return () => {
      closed = true;
      room.current = null;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      setTyping([]);
      setPresent([]);
      if (opened) roomLeaving.current = Promise.all([before, opened.db.removeChannel(opened.channel)]).catch(() => undefined);
    };
  }, [conversationId, userId, startTyping]);

  const notifyTyping = useCallback(() => {
    const channel = room.current;
    if (!channel || !userId) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SEND_INTERVAL_MS) return;
    lastTypingSent.current = now;
    // Typing is a hint: one that does not go out is not worth a word.
    sendTyping(channel, userId).catch(() => undefined);
  }, [userId]);

  return { typingUserIds: typing, presentUserIds: present, notifyTyping };
}
