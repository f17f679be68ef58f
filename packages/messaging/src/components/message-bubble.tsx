import { useAttachmentUrl } from '../api/get-attachment-url';
import type { OutgoingMessage } from '../api/use-outbox';
import type { Message } from '../model';
import { formatFullTime, formatMessageTime } from './format-time';
import { PaperclipIcon } from './icons';
import { useMessagingTranslation } from './use-messaging-translation';

const OWN = 'rounded-ee-sm bg-secondary text-white dark:bg-brand dark:text-slate-950';
const THEIRS = 'rounded-es-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100';

/**
 * One message. Its text is `dir="auto"`: each message takes the direction of its own first strong
 * letter, so Arabic and English sit right in one thread whatever the page's language.
 */
export function MessageBubble({ message, own, seen, senderName, userId }: { message: Message; own: boolean; seen: boolean; senderName: string | null; userId: string }) {
  const { t, i18n } = useMessagingTranslation();
  return (
    <div className={`flex flex-col gap-1 px-4 py-1.5 ${own ? 'items-end' : 'items-start'}`} data-testid="message" data-own={own || undefined}>
      {senderName ? (
        <span className="px-1 text-xs font-medium text-slate-500 dark:text-slate-400">
          <bdi>{senderName}</bdi>
        </span>
      ) : null}
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[75%] ${own ? OWN : THEIRS}`}>
        <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
          {message.body}
        </p>
        {message.attachment_path && message.attachment_name ? <Attachment userId={userId} path={message.attachment_path} name={message.attachment_name} /> : null}
      </div>
      <span className="px-1 text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={message.created_at} title={formatFullTime(message.created_at, i18n.language)}>
          {formatMessageTime(message.created_at, i18n.language)}
        </time>
        {seen ? (
          <>
            {' · '}
            <span data-testid="seen">{t('seen')}</span>
          </>
        ) : null}
      </span>
    </div>
  );
}

/** A link to the file, signed for the reader when the message comes into view. */
function Attachment({ userId, path, name }: { userId: string; path: string; name: string }) {
  const { t } = useMessagingTranslation();
  const url = useAttachmentUrl(userId, { path, name });
  const label = (
    <>
      <PaperclipIcon width={16} height={16} className="shrink-0" />
      <bdi className="truncate">{name}</bdi>
    </>
  );
  const style = 'mt-2 flex max-w-full items-center gap-2 rounded-lg bg-black/10 px-2 py-1.5 text-sm dark:bg-white/10';
  if (!url.data) {
    return (
      <span className={style} title={url.isError ? t('attachmentUnavailable') : undefined}>
        {label}
      </span>
    );
  }
  return (
    <a href={url.data} download={name} className={`${style} underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand`} aria-label={t('download', { name })}>
      {label}
    </a>
  );
}

/** One of the caller's messages on its way: sending, or refused and waiting, with its text kept. */
export function OutgoingBubble({ outgoing, onRetry, onDiscard }: { outgoing: OutgoingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useMessagingTranslation();
  const failed = outgoing.status === 'error';
  const file = 'file' in outgoing.input ? outgoing.input.file : null;
  return (
    <div className="flex flex-col items-end gap-1 px-4 py-1.5" data-testid="outgoing-message" data-status={outgoing.status}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[75%] ${OWN} ${failed ? 'ring-2 ring-red-500' : 'opacity-70'}`}>
        <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
          {outgoing.input.body.trim()}
        </p>
        {file ? (
          <span className="mt-2 flex max-w-full items-center gap-2 rounded-lg bg-black/10 px-2 py-1.5 text-sm dark:bg-white/10">
            <PaperclipIcon width={16} height={16} className="shrink-0" />
            <bdi className="truncate">{file.name}</bdi>
          </span>
        ) : null}
      </div>
      {failed ? (
        <span className="flex flex-wrap items-center justify-end gap-2 px-1 text-xs text-red-700 dark:text-red-300" role="alert">
          {t('notSent')}
          <button type="button" className="rounded font-semibold underline outline-none focus-visible:ring-2 focus-visible:ring-brand" onClick={onRetry}>
            {t('retry')}
          </button>
          <button type="button" className="rounded underline outline-none focus-visible:ring-2 focus-visible:ring-brand" onClick={onDiscard}>
            {t('discard')}
          </button>
        </span>
      ) : (
        <span className="px-1 text-xs text-slate-500 dark:text-slate-400">{t('sending')}</span>
      )}
    </div>
  );
}
