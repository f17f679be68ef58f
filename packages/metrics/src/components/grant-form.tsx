import { errorMessage } from '@fikrspace/errors';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useGranteeCandidates } from '../api/get-grantee-candidates';
import { useShareMetrics } from '../api/share-metrics';
import type { MetricsScope } from '../keys';
import type { DataShare, GranteeCandidate, MetricDefinition } from '../model';
import { Notice } from './section';
import type { GrantTexts } from './use-grant-texts';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

export interface GrantFormProps {
  scope: MetricsScope;
  definitions: readonly MetricDefinition[];
  texts: GrantTexts;
  /** The grant to change; a new grant when absent. */
  share?: DataShare;
  onDone?: () => void;
}

/** How long typing pauses before a search goes out. */
const SEARCH_PAUSE_MS = 300;

type Problem = 'pickGrantee' | 'pickMetrics' | 'expiryPast' | 'periodOrder';

/** A day as an ISO date in the reader's own calendar day. */
const today = () => new Date().toLocaleDateString('en-CA');
/** A month field's value (`YYYY-MM`) as the grant keeps a month, its first day; and back. */
const monthStart = (value: string) => (value ? `${value}-01` : null);
const monthField = (period: string | null | undefined) => (period ? period.slice(0, 7) : '');

/**
 * Gives an accelerator, investor or government body access to the company's metrics, or changes
 * what an existing grant gives: every metric (those added later too) or the ones chosen, and an
 * optional last day; optionally only some months, and the data room's shared folders with them.
 * The grantee is found by name through the candidates function.
 */
export function GrantForm({ scope, definitions, texts, share, onDone }: GrantFormProps) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const id = useId();
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [grantee, setGrantee] = useState<GranteeCandidate | null>(null);
  const [allMetrics, setAllMetrics] = useState(share?.all_metrics ?? false);
  const [keys, setKeys] = useState<string[]>(share ? [...share.metric_keys] : []);
  // The last day of access, in the reader's calendar; the grant ends as that day does.
  const [lastDay, setLastDay] = useState(share?.expires_at ? new Date(share.expires_at).toLocaleDateString('en-CA') : '');
  const [includeDocuments, setIncludeDocuments] = useState(share?.include_documents ?? false);
  const [fromMonth, setFromMonth] = useState(monthField(share?.period_from));
  const [toMonth, setToMonth] = useState(monthField(share?.period_to));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [granted, setGranted] = useState<string | null>(null);
  // The refusal is shown beside the form, so no toast repeats it.
  const shareMetrics = useShareMetrics({ mutationConfig: { onError: () => undefined } });
  const candidates = useGranteeCandidates(scope, searched, { queryConfig: { enabled: !share } });

  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const granteeId = share?.grantee_organization_id ?? grantee?.id ?? null;
  const granteeName = share ? texts.grantee(share.grantee_organization_id) : (grantee?.name ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGranted(null);
    const found: Problem | null = !granteeId
      ? 'pickGrantee'
      : !allMetrics && keys.length === 0
        ? 'pickMetrics'
        : lastDay && lastDay < today()
          ? 'expiryPast'
          : fromMonth && toMonth && fromMonth > toMonth
            ? 'periodOrder'
            : null;
    setProblem(found);
    if (found || !granteeId) return;
    shareMetrics.mutate(
      {
        ...scope,
        granteeOrganizationId: granteeId,
        allMetrics,
        metricKeys: allMetrics ? [] : keys,
        includeDocuments,
        periodFrom: monthStart(fromMonth),
        periodTo: monthStart(toMonth),
        expiresAt: lastDay ? new Date(`${lastDay}T23:59:59`).toISOString() : null,
      },
      {
        onSuccess: () => {
          if (share) return onDone?.();
          setGranted(granteeName);
          setGrantee(null);
          setSearch('');
          setKeys([]);
          setAllMetrics(false);
          setLastDay('');
          setIncludeDocuments(false);
          setFromMonth('');
          setToMonth('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 dark:border-slate-800 dark:bg-slate-950/40" data-testid={share ? 'grant-change-form' : 'grant-form'}>
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {share ? t('consent.form.changeTitle', { name: granteeName }) : t('consent.form.title')}
      </h3>
      {share ? null : (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            {t('consent.form.search')}
          </label>
          <input id={`${id}-search`} type="search" className="text-field" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" data-testid="grantee-search" />
          {candidates.isError ? (
            <Notice tone="error">{errorMessage(candidates.error)}</Notice>
          ) : candidates.data && candidates.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('consent.form.noneFound')}</p>
          ) : candidates.data ? (
            <fieldset className="flex max-h-56 flex-col gap-1 overflow-y-auto" aria-busy={candidates.isPlaceholderData || undefined}>
              <legend className="sr-only">{t('consent.form.results')}</legend>
              {candidates.data.map((candidate) => (
                <label key={candidate.id} className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
                  <input type="radio" name={`${id}-grantee`} checked={grantee?.id === candidate.id} onChange={() => setGrantee(candidate)} className="size-4 accent-emerald-600" />
                  <span dir="auto">{candidate.name}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {t(`consent.types.${candidate.organization_type}`, { defaultValue: candidate.organization_type })}
                    {candidate.city ? ` · ${candidate.city}` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('consent.form.what')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-scope`} checked={allMetrics} onChange={() => setAllMetrics(true)} className="size-4 accent-emerald-600" />
          {t('consent.form.all')}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name={`${id}-scope`} checked={!allMetrics} onChange={() => setAllMetrics(false)} className="size-4 accent-emerald-600" />
          {t('consent.form.chosen')}
        </label>
        {allMetrics ? null : (
          <div className="grid gap-1 ps-6 sm:grid-cols-2 lg:grid-cols-3">
            {definitions.map((definition) => (
              <label key={definition.key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={keys.includes(definition.key)}
                  onChange={(event) => setKeys(event.target.checked ? [...keys, definition.key] : keys.filter((key) => key !== definition.key))}
                  className="size-4 accent-emerald-600"
                />
                {format.name(definition)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('consent.form.months')}</legend>
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('consent.form.monthsFrom')}
            <input type="month" className="text-field" value={fromMonth} onChange={(event) => setFromMonth(event.target.value)} data-testid="grant-from-month" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('consent.form.monthsTo')}
            <input type="month" className="text-field" value={toMonth} onChange={(event) => setToMonth(event.target.value)} data-testid="grant-to-month" />
          </label>
        </div>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t('consent.form.monthsHint')}</span>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={includeDocuments} onChange={(event) => setIncludeDocuments(event.target.checked)} className="mt-0.5 size-4 accent-emerald-600" aria-describedby={`${id}-documents-hint`} />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t('consent.form.documents')}</span>
          <span id={`${id}-documents-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('consent.form.documentsHint')}
          </span>
        </span>
      </label>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t('consent.form.lastDay')}
        <input type="date" className="text-field" value={lastDay} min={today()} onChange={(event) => setLastDay(event.target.value)} />
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">{t('consent.form.lastDayHint')}</span>
      </label>
      <div aria-live="polite">{granted ? <Notice tone="ok">{t('consent.form.granted', { name: granted })}</Notice> : null}</div>
      {problem ? <Notice tone="error">{t(`consent.form.problems.${problem}`)}</Notice> : null}
      {shareMetrics.isError ? <Notice tone="error">{errorMessage(shareMetrics.error)}</Notice> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="primary-button" disabled={shareMetrics.isPending}>
          {share ? t('consent.form.save') : t('consent.form.give')}
        </button>
        {share ? (
          <button type="button" className="secondary-button" onClick={onDone}>
            {t('consent.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
