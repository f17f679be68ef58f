import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OutgoingMessage } from '../api/use-outbox';
import type { ThreadItem } from '../thread-items';
import { MessageBubble, OutgoingBubble } from './message-bubble';
import { useMessagingTranslation } from './use-messaging-translation';

/** Older messages load once the reader is this close to the top. */
const LOAD_OLDER_WITHIN_PX = 200;
/** A guess at a message's height until it is measured. */
const ESTIMATED_ROW_PX = 76;

interface MessageListProps {
  items: ThreadItem[];
  userId: string;
  /** Names are shown above others' messages only when more than two people talk. */
  showSenders: boolean;
  nameOf: (userId: string) => string;
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last page asked for did not come: it is asked for again only when the reader says so. */
  olderFailed: boolean;
  onLoadOlder: () => void;
  onRetry: (outgoing: OutgoingMessage) => void;
  onDiscard: (outgoing: OutgoingMessage) => void;
}

/**
 * The history, virtualized: only the rows in view (and a few around them) are in the document,
 * however long the conversation. It opens at the newest message, follows new ones while the
 * reader is at the bottom, and, scrolled near the top, loads the page before; the rows the reader
 * was looking at stay where they were while it is put above them (`anchorTo: 'end'`).
 */
export function MessageList({ items, userId, showSenders, nameOf, label, hasOlder, loadingOlder, olderFailed, onLoadOlder, onRetry, onDiscard }: MessageListProps) {
  const { t } = useMessagingTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  // Set once the newest message has been brought into view: before that the pane sits at its
  // top only because it has not scrolled yet, which is no reason to read older messages.
  const opened = useRef(false);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => items[index]!.key,
    overscan: 6,
    anchorTo: 'end',
    followOnAppend: true,
  });

  useLayoutEffect(() => {
    if (opened.current || items.length === 0) return;
    virtualizer.scrollToEnd();
  }, [items.length, virtualizer]);

  const loadOlderNearTop = useCallback(() => {
    const element = scroller.current;
    if (!element || items.length === 0) return;
    const overflows = element.scrollHeight > element.clientHeight;
    if (!opened.current && (!overflows || virtualizer.isAtEnd())) opened.current = true;
    // A history shorter than the pane reads on until the pane is full or the history complete.
    if (opened.current && hasOlder && !loadingOlder && !olderFailed && (!overflows || element.scrollTop <= LOAD_OLDER_WITHIN_PX)) onLoadOlder();
  }, [items.length, hasOlder, loadingOlder, olderFailed, onLoadOlder, virtualizer]);

  useEffect(loadOlderNearTop, [loadOlderNearTop]);

  // One's own message goes into view when sent, wherever the reader was.
  const outgoingCount = items.filter((item) => item.kind === 'outgoing').length;
  const outgoingBefore = useRef(outgoingCount);
  useEffect(() => {
    if (outgoingCount > outgoingBefore.current) virtualizer.scrollToEnd();
    outgoingBefore.current = outgoingCount;
  }, [outgoingCount, virtualizer]);

  const announcement = useArrivalAnnouncement(items, nameOf);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {loadingOlder ? (
        <p role="status" className="absolute inset-x-0 top-2 z-10 mx-auto w-fit rounded-full bg-white px-3 py-1 text-xs text-slate-600 shadow dark:bg-slate-800 dark:text-slate-300">
          {t('loadingOlder')}
        </p>
      ) : olderFailed ? (
        <p role="alert" className="absolute inset-x-0 top-2 z-10 mx-auto flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-xs text-red-700 shadow dark:bg-slate-800 dark:text-red-300">
          {t('olderError')}
          <button type="button" className="rounded font-semibold underline outline-none focus-visible:ring-2 focus-visible:ring-brand" onClick={onLoadOlder}>
            {t('tryAgain')}
          </button>
        </p>
      ) : null}
      <div
        ref={scroller}
        onScroll={loadOlderNearTop}
        role="region"
        aria-label={label}
        // A scrolling region is reachable by keyboard, so the arrow keys can scroll it.
        tabIndex={0}
        data-testid="message-scroller"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index]!;
            const previous = items[row.index - 1];
            return (
              <div key={row.key} data-index={row.index} ref={virtualizer.measureElement} className="absolute inset-x-0 top-0 py-0.5" style={{ transform: `translateY(${row.start}px)` }}>
                {item.kind === 'message' ? (
                  <MessageBubble
                    message={item.message}
                    own={item.own}
                    seen={item.seen}
                    userId={userId}
                    senderName={showSenders && !item.own && !(previous?.kind === 'message' && previous.message.sender_id === item.message.sender_id) ? nameOf(item.message.sender_id) : null}
                  />
                ) : (
                  <OutgoingBubble outgoing={item.outgoing} onRetry={() => onRetry(item.outgoing)} onDiscard={() => onDiscard(item.outgoing)} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * "New message from Maya" for a screen reader, when someone else's message arrives while the
 * conversation is open; not for the history that was there on opening or loads above.
 */
function useArrivalAnnouncement(items: ThreadItem[], nameOf: (userId: string) => string): string {
  const { t } = useMessagingTranslation();
  const newest = items.findLast((item) => item.kind === 'message');
  const incoming = newest?.kind === 'message' && !newest.own ? newest.message : null;
  const [announcement, setAnnouncement] = useState('');
  const newestBefore = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Nothing is known before the history's first page is in.
    if (!newest) return;
    if (newestBefore.current !== undefined && newest.key !== newestBefore.current && incoming) setAnnouncement(t('newMessageFrom', { name: nameOf(incoming.sender_id) }));
    newestBefore.current = newest.key;
  }, [newest, incoming, nameOf, t]);
  return announcement;
}
