import { errorMessage } from '@fikrspace/errors';
import { ErrorPanel } from '@fikrspace/ui';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import { useMetricPeriods } from '../api/get-metric-periods';
import { useSaveMetricValues } from '../api/save-metric-values';
import type { CsvRefusal, CsvReport } from '../csv';
import type { MetricsScope } from '../keys';
import { isReported } from '../model';
import { Notice, Section, SectionLoading } from './section';
import { useMetricFormat } from './use-metric-format';
import { useMetricsTranslation } from './use-metrics-translation';

/** A chosen file's text, as UTF-8 (what spreadsheets write a CSV in, a byte order mark or not). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file, 'utf-8');
  });
}

/** How one month of the file fared when saved. */
type MonthOutcome = { period: string; rows: number; saved: true } | { period: string; rows: number; saved: false; message: string };

/**
 * Imports a metrics file (month, metric, value): it is read in the browser first, every line the
 * company's metrics and months refuse is listed with its line number and reason, and the accepted
 * lines are saved month by month into draft months only. A month the database refuses is reported
 * with its reason and the others are saved all the same: nothing accepted is lost to a refusal.
 */
export function CsvImport({ scope, currentMonth }: { scope: MetricsScope; currentMonth: string }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const inputId = useId();
  const hintId = useId();
  const definitions = useMetricDefinitions(scope);
  const periods = useMetricPeriods(scope);
  const [file, setFile] = useState<{ name: string; report: CsvReport } | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  const [outcomes, setOutcomes] = useState<MonthOutcome[] | null>(null);
  // Each month's refusal is listed with the others below, so no toast repeats it.
  const save = useSaveMetricValues({ mutationConfig: { onError: () => undefined } });
  const [importing, setImporting] = useState(false);
  const failed = definitions.isError ? definitions : periods.isError ? periods : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again (once fixed) reads it again; the report names it.
    event.target.value = '';
    setOutcomes(null);
    setReadFailed(false);
    if (!chosen || !definitions.data || !periods.data) return setFile(null);
    try {
      const [{ parseMetricsCsv }, text] = await Promise.all([import('../csv'), readText(chosen)]);
      setFile({ name: chosen.name, report: parseMetricsCsv(text, { definitions: definitions.data, periods: periods.data, currentMonth, languageDecimal: format.decimal }) });
    } catch {
      setFile(null);
      setReadFailed(true);
    }
  };

  const importRows = async (report: CsvReport) => {
    setImporting(true);
    const results: MonthOutcome[] = [];
    // One month at a time: each is its own save, and a refusal stops only its own month.
    for (const { period, rows } of report.months) {
      try {
        await save.mutateAsync({ ...scope, period, values: Object.fromEntries(rows.map((row) => [row.metricKey, row.value])) });
        results.push({ period, rows: rows.length, saved: true });
      } catch (error) {
        results.push({ period, rows: rows.length, saved: false, message: errorMessage(error) });
      }
    }
    setOutcomes(results);
    setImporting(false);
  };

  const reportOf = file?.report;
  return (
    <Section title={t('csv.title')} description={t('csv.description')} testId="csv-import">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !periods.data ? (
        <SectionLoading />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t('csv.choose')}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              onChange={(event) => void choose(event)}
              className="text-sm file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-800 dark:file:text-slate-100"
              data-testid="csv-file"
            />
            <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
              {t('csv.format')}
            </p>
            <details className="text-xs text-slate-600 dark:text-slate-400">
              <summary className="cursor-pointer font-medium">{t('csv.keys')}</summary>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {definitions.data.filter(isReported).map((definition) => (
                  <li key={definition.key}>
                    <code dir="ltr">{definition.key}</code> · {format.name(definition)}
                  </li>
                ))}
              </ul>
            </details>
          </div>
          {readFailed ? <Notice tone="error">{t('csv.readFailed')}</Notice> : null}
          {file && reportOf ? <CsvReportView fileName={file.name} report={reportOf} importing={importing} outcomes={outcomes} onImport={() => void importRows(reportOf)} /> : null}
        </>
      )}
    </Section>
  );
}

const COUNT = { unit: 'count', currency_code: null } as const;

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function CsvReportView({ fileName, report, importing, outcomes, onImport }: { fileName: string; report: CsvReport; importing: boolean; outcomes: MonthOutcome[] | null; onImport: () => void }) {
  const { t } = useMetricsTranslation();
  const format = useMetricFormat();
  const reason = (refusal: CsvRefusal) => t(`csv.reasons.${refusal.reason}`, { detail: refusal.detail ?? '' });
  const count = (value: number) => format.value(value, COUNT);
  return (
    <div className="flex flex-col gap-4" data-testid="csv-report">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
        <Figure label={t('csv.file')}>
          <span className="block truncate" dir="auto">
            {fileName}
          </span>
        </Figure>
        <Figure label={t('csv.accepted')} testId="csv-accepted">
          {count(report.accepted.length)}
        </Figure>
        <Figure label={t('csv.months')}>{count(report.months.length)}</Figure>
        <Figure label={t('csv.refused')} testId="csv-refused">
          {count(report.refused.length)}
        </Figure>
      </dl>
      {report.refused.length > 0 ? (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full border-collapse text-sm" data-testid="csv-refusals">
            <caption className="px-3 py-2 text-start font-medium">{t('csv.refusedCaption')}</caption>
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('csv.line')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('csv.reason')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {report.refused.map((refusal) => (
                <tr key={`${refusal.line}-${refusal.reason}`}>
                  <th scope="row" className="px-3 py-2 text-start font-medium tabular-nums">
                    {count(refusal.line)}
                  </th>
                  <td className="px-3 py-2">{reason(refusal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {outcomes ? (
        <ul className="flex flex-col gap-2" aria-live="polite" data-testid="csv-outcomes">
          {outcomes.map((outcome) => (
            <li key={outcome.period}>
              {outcome.saved ? (
                <Notice tone="ok">{t('csv.monthSaved', { month: format.month(outcome.period), lines: count(outcome.rows) })}</Notice>
              ) : (
                <Notice tone="error">{t('csv.monthRefused', { month: format.month(outcome.period), message: outcome.message })}</Notice>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <div>
          <button type="button" className="primary-button" disabled={report.accepted.length === 0 || importing} onClick={onImport}>
            {importing ? t('csv.importing') : t('csv.import')}
          </button>
        </div>
      )}
    </div>
  );
}
