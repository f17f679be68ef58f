import { useQueryClient } from '@fikrspace/data';
import { whenDb, type DbClient } from '@fikrspace/db';
import { useEffect, useId } from 'react';
import { notificationKeys } from '../keys';

/**
 * Keeps the member's notifications current without a reload: a new one, or one marked read in
 * another tab, refreshes every list and count of theirs. The database sends each change only to
 * the member whose row it is (row level security, checked per subscriber), and the filter keeps
 * the socket quiet for everyone else's.
 */
export function useLiveNotifications(userId: string | null) {
  const queryClient = useQueryClient();
  // One channel per listener: realtime-js hands back the joined channel of a topic already open
  // (the bell's, say), and listeners cannot be added to a joined channel.
  const instance = useId();
  useEffect(() => {
    if (!userId) return undefined;
    let stopped = false;
    let stop: (() => void) | undefined;
    const listen = (db: DbClient) => {
      if (stopped) return;
      // A read already under way finishes and is read again after: cancelling it would surface
      // as a failed request.
      const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }, { cancelRefetch: false });
      let joined = false;
      const channel = db
        .channel(`notifications:${userId}:${instance}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter: `recipient_id=eq.${userId}` }, refresh)
        .subscribe((status) => {
          if (status !== 'SUBSCRIBED') return;
          // Joined again after the socket dropped: what arrived meanwhile is read afresh.
          if (joined) refresh();
          joined = true;
        });
      stop = () => void db.removeChannel(channel);
    };
    // Without a client the lists' own reads fail and say so; there is nothing to listen to.
    whenDb().then(listen, () => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId, queryClient, instance]);
}
