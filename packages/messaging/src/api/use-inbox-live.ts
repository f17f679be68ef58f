import { useAppStore } from '@fikrspace/app-store';
import { whenDb, type DbClient } from '@fikrspace/db';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagingKeys } from '../keys';
import { isUuid } from '../model';
import { openInbox, type Channel } from './realtime';

/**
 * Keeps the signed-in person's conversation list (order, last message, unread counts) current:
 * any new message they may read and any conversation someone starts with them reads the list
 * again. The channel is removed on unmount.
 */
export function useInboxLive(): void {
  const queryClient = useQueryClient();
  const userId = useAppStore((state) => state.user?.id ?? null);

  useEffect(() => {
    if (!isUuid(userId)) return undefined;
    // A read under way finishes and is read again after: cancelling it would surface as a failure.
    const refresh = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations(userId) }, { cancelRefetch: false });
    let closed = false;
    let opened: { db: DbClient; channel: Channel } | null = null;
    whenDb().then(
      (db) => {
        if (closed) return;
        // Joined (again): whatever arrived before, or while the connection was down, reached nobody live.
        opened = { db, channel: openInbox(db, userId, { onChange: refresh, onStatus: (status) => status === 'SUBSCRIBED' && refresh() }) };
      },
      // Without a client the list's own read fails and says so; there is nothing to listen to.
      () => undefined,
    );
    return () => {
      closed = true;
      if (opened) void opened.db.removeChannel(opened.channel);
    };
  }, [userId, queryClient]);
}
