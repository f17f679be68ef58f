import { toast } from '@fikrspace/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useChangeSupportRequestStatus } from '../api/change-support-request-status';
import type { HelpCenterScope } from '../keys';
import { authorMove, type SupportRequest, type SupportStatus } from '../model';
import { formatMoment } from './help-center-format';
import { useHelpCenterTranslation } from './use-help-center-translation';

export interface SupportRequestItemProps {
  scope: HelpCenterScope;
  request: SupportRequest;
  /** The signed-in member: the author of a request may close or reopen it. */
  userId: string | null;
}

const STATUS_BADGE: Record<SupportStatus, string> = {
  open: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  in_progress: 'bg-violet-50 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  waiting_on_customer: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  resolved: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  closed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/**
 * One request: what was asked, by whom and when, where it stands, and for its author the one
 * move they may make (close it while unsettled, after saying so, since a closed request stays
 * closed; reopen it once resolved).
 */
export function SupportRequestItem({ scope, request, userId }: SupportRequestItemProps) {
  const { t, i18n } = useHelpCenterTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const keepOpen = useRef<HTMLButtonElement>(null);
  const change = useChangeSupportRequestStatus();
  const move = authorMove(request, userId);
  useEffect(() => {
    if (confirming) keepOpen.current?.focus();
  }, [confirming]);

  const author = request.author ? `${request.author.first_name} ${request.author.last_name}`.trim() : t('requests.formerMember');
  const setStatus = (status: SupportStatus, done: string) =>
    void change
      .mutateAsync({ ...scope, id: request.id, status })
      .then(() => {
        setConfirming(false);
        toast({ title: t(done), variant: 'success' });
      })
      .catch(() => undefined);

  return (
    <li aria-labelledby={headingId} data-testid="support-request" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
          <bdi>{request.subject}</bdi>
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-medium ${STATUS_BADGE[request.status]}`} data-testid="request-status">
          {t(`statuses.${request.status}`)}
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('requests.opened', { name: author, when: formatMoment(request.created_at, i18n.language) })}
        {' · '}
        {t(`categories.${request.category}`)}
        {' · '}
        {t('requests.priority', { priority: t(`priorities.${request.priority}`) })}
      </p>
      <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
        <bdi>{request.body}</bdi>
      </p>
      {request.resolved_at ? <p className="text-xs text-slate-600 dark:text-slate-400">{t(request.status === 'resolved' ? 'requests.resolvedOn' : 'requests.closedOn', { when: formatMoment(request.resolved_at, i18n.language) })}</p> : null}
      {move === 'reopen' ? (
        <button type="button" className="secondary-button self-start" disabled={change.isPending} onClick={() => setStatus('open', 'requests.reopened')}>
          {t('requests.reopen')}
        </button>
      ) : null}
      {move === 'close' && !confirming ? (
        <button type="button" className="secondary-button self-start" onClick={() => setConfirming(true)}>
          {t('requests.close')}
        </button>
      ) : null}
      {move === 'close' && confirming ? (
        <div role="group" aria-label={t('requests.closeQuestion')} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60" onKeyDown={(event) => event.key === 'Escape' && setConfirming(false)}>
          <p className="me-auto">{t('requests.closeQuestion')}</p>
          <button ref={keepOpen} type="button" className="secondary-button" disabled={change.isPending} onClick={() => setConfirming(false)}>
            {t('requests.keepOpen')}
          </button>
          <button type="button" className="primary-button" disabled={change.isPending} onClick={() => setStatus('closed', 'requests.closed')}>
            {t('requests.confirmClose')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
