import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useColleagues } from '../api/get-colleagues';
import { useStartConversation } from '../api/start-conversation';
import { CONVERSATION_MAX_OTHERS, CONVERSATION_TITLE_MAX_LENGTH, colleagueName } from '../model';
import { BackIcon } from './icons';
import { InlineError } from './inline-error';
import { useMessagingTranslation } from './use-messaging-translation';

interface NewConversationProps {
  userId: string;
  onStarted: (conversationId: string) => void;
  onCancel: () => void;
}

/**
 * Starts a conversation with people the caller may message (their colleagues): one person opens
 * the conversation the two already have, several make a group that may have a title.
 */
export function NewConversation({ userId, onStarted, onCancel }: NewConversationProps) {
  const { t } = useMessagingTranslation();
  const id = useId();
  const colleagues = useColleagues(userId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  // The refusal is shown beside the button that asked: no toast repeats it.
  const start = useStartConversation({ mutationConfig: { onError: () => undefined } });
  const searchField = useRef<HTMLInputElement>(null);

  useEffect(() => searchField.current?.focus(), []);

  const query = search.trim().toLocaleLowerCase();
  const shown = (colleagues.data ?? []).filter((person) => !query || [colleagueName(person), person.email].some((text) => text?.toLocaleLowerCase().includes(query)));

  function toggle(personId: string) {
    setChosen((current) => (current.includes(personId) ? current.filter((other) => other !== personId) : [...current, personId]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0 || start.isPending) return;
    start.mutate({ userId, memberIds: chosen, title: chosen.length > 1 ? title : undefined }, { onSuccess: onStarted });
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-labelledby={`${id}-title`} data-testid="new-conversation">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <button type="button" className="icon-button" onClick={onCancel} aria-label={t('cancel')} title={t('cancel')}>
          <BackIcon />
        </button>
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('newConversation')}
        </h2>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
        <label className="flex flex-col gap-1 text-sm">
          {t('searchPeople')}
          <input ref={searchField} type="search" className="text-field" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        {colleagues.isPending ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t('loadingPeople')}
          </p>
        ) : colleagues.isError ? (
          <InlineError message={t('peopleError')} onTryAgain={() => void colleagues.refetch()} />
        ) : colleagues.data.length === 0 ? (
          <div className="text-sm">
            <p className="font-semibold text-slate-900 dark:text-slate-100">{t('noColleaguesTitle')}</p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t('noColleaguesHint')}</p>
          </div>
        ) : (
          <fieldset className="min-h-0 flex-1 overflow-y-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <legend className="sr-only">{t('people')}</legend>
            {shown.map((person) => (
              <label key={person.id} className="flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 dark:border-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.includes(person.id)}
                  disabled={!chosen.includes(person.id) && chosen.length >= CONVERSATION_MAX_OTHERS}
                  onChange={() => toggle(person.id)}
                />
                <span className="min-w-0">
                  <bdi className="block truncate font-medium">{colleagueName(person) ?? person.id}</bdi>
                  {person.email && colleagueName(person) !== person.email ? <bdi className="block truncate text-xs text-slate-500 dark:text-slate-400">{person.email}</bdi> : null}
                </span>
              </label>
            ))}
            {shown.length === 0 ? <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t('nobodyFound')}</p> : null}
          </fieldset>
        )}
        {chosen.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('groupTitle')}
            <input className="text-field" dir="auto" maxLength={CONVERSATION_TITLE_MAX_LENGTH} value={title} onChange={(event) => setTitle(event.target.value)} />
          </label>
        ) : null}
        {start.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('startError')}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="submit" className="primary-button" disabled={chosen.length === 0 || start.isPending}>
            {start.isPending ? t('starting') : t('start')}
          </button>
        </div>
      </div>
    </form>
  );
}
