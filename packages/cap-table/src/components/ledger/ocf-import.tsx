import { errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { prepareOcfImport, useImportOcfPackage, type OcfPreview } from '../../api/import-ocf-package';
import type { ImportPlan, OcfImport as Preview, ReportEntry } from '../../ocf/ocf-plan';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { cellClass, headClass, TableScroller } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

type Reading = { status: 'idle' } | { status: 'reading' } | { status: 'read'; result: OcfPreview };

const TABLES = ['stakeholders', 'share_classes', 'equity_plans', 'vesting_terms', 'transactions'] as const satisfies readonly (keyof ImportPlan)[];

/**
 * Importing an OCF package: the files chosen are read in the page into what the import will
 * create and what it will leave out, and nothing is saved until the member confirms. A file that
 * cannot be read says why; the choice stays so another can be made.
 */
export function OcfImport({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const importer = useImportOcfPackage({
    mutationConfig: {
      onSuccess: (counts) => {
        toast({ title: t('ocf.import.done', { stakeholders: counts.stakeholders, transactions: counts.transactions }), variant: 'success' });
        setReading({ status: 'idle' });
        if (input.current) input.current.value = '';
      },
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const attempt = ++latest.current;
    importer.reset();
    if (files.length === 0) return setReading({ status: 'idle' });
    setReading({ status: 'reading' });
    let result: OcfPreview;
    try {
      result = await prepareOcfImport(files);
    } catch {
      result = { problems: [{ code: 'badJson', detail: files.map((file) => file.name).join(', ') }] };
    }
    // A later choice wins over a slower earlier one.
    if (attempt === latest.current) setReading({ status: 'read', result });
  };

  const preview = reading.status === 'read' && 'preview' in reading.result ? reading.result.preview : null;
  const empty = preview ? TABLES.every((table) => preview.plan[table].length === 0) : true;
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="cap-ocf-import">
      <h3 className="font-semibold">{t('ocf.import.title')}</h3>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
        {t('ocf.import.hint')}
      </p>
      <label className="flex flex-col gap-1 text-sm">
        {t('ocf.import.choose')}
        <input
          ref={input}
          type="file"
          className="text-field"
          accept=".zip,.json,application/zip,application/json"
          multiple
          aria-describedby={`${id}-hint`}
          data-testid="cap-ocf-file"
          onChange={(event) => void choose(event)}
        />
      </label>
      <div role="status" className="text-sm">
        {reading.status === 'reading' ? t('ocf.import.reading') : null}
      </div>
      {reading.status === 'read' && 'problems' in reading.result ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="cap-ocf-problems">
          <p className="font-medium">{t('ocf.import.cannotRead')}</p>
          <ul className="list-inside list-disc">
            {reading.result.problems.map((problem, index) => (
              <li key={index}>{t(`ocf.problems.${problem.code}`, { detail: problem.detail ?? '' })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview ? (
        <>
          <PreviewSummary preview={preview} />
          <ReportTable title={t('ocf.import.notAppliedTitle', { count: preview.report.notApplied.length })} caption={t('ocf.import.notAppliedCaption')} entries={preview.report.notApplied} testId="cap-ocf-not-applied" empty={t('ocf.import.allApplied')} />
          {preview.report.warnings.length > 0 ? <ReportTable title={t('ocf.import.warningsTitle', { count: preview.report.warnings.length })} caption={t('ocf.import.warningsCaption')} entries={preview.report.warnings} testId="cap-ocf-warnings" /> : null}
          {importer.error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="cap-ocf-refused">
              {t('ocf.import.refused', { reason: errorMessage(importer.error) })}
            </p>
          ) : null}
          {empty ? <p className="text-sm">{t('ocf.import.nothing')}</p> : null}
          <button type="button" className="primary-button self-start" disabled={empty || importer.isPending} onClick={() => importer.mutate({ organizationId, plan: preview.plan })}>
            {importer.isPending ? t('ocf.import.importing') : t('ocf.import.confirm')}
          </button>
        </>
      ) : null}
    </div>
  );
}

function PreviewSummary({ preview }: { preview: Preview }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const kinds = new Map<string, number>();
  for (const row of preview.plan.transactions) kinds.set(row.kind, (kinds.get(row.kind) ?? 0) + 1);
  const names: Partial<Record<(typeof TABLES)[number], string[]>> = {
    stakeholders: preview.plan.stakeholders.map((row) => row.name),
    share_classes: preview.plan.share_classes.map((row) => row.name),
    equity_plans: preview.plan.equity_plans.map((row) => row.name),
    vesting_terms: preview.plan.vesting_terms.map((row) => row.name),
    transactions: [...kinds].map(([kind, count]) => `${t(`ledger.kinds.${kind}`)} × ${format.shares(count)}`),
  };
  return (
    <section className="flex flex-col gap-2" data-testid="cap-ocf-preview" aria-label={t('ocf.import.previewTitle')}>
      <h4 className="font-semibold">{t('ocf.import.previewTitle')}</h4>
      {preview.issuer.legalName ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('ocf.import.issuer', { name: preview.issuer.legalName, date: preview.issuer.asOf ? format.date(preview.issuer.asOf) : '—', version: preview.issuer.ocfVersion ?? '—' })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm">
        {TABLES.map((table) => (
          <li key={table} data-testid={`cap-ocf-count-${table}`}>
            <details>
              <summary className="cursor-pointer">
                {t(`ocf.import.counts.${table}`)}: <span className="tabular-nums">{format.shares(preview.plan[table].length)}</span>
              </summary>
              <ul className="ms-5 list-disc">
                {(names[table] ?? []).map((name, index) => (
                  <li key={index}>
                    <bdi>{name}</bdi>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReportTable({ title, caption, entries, testId, empty }: { title: string; caption: string; entries: readonly ReportEntry[]; testId: string; empty?: string }) {
  const { t } = useCapTableTranslation();
  return (
    <section className="flex flex-col gap-2" data-testid={testId} aria-label={title}>
      <h4 className="font-semibold">{title}</h4>
      {entries.length === 0 ? (
        <p className="text-sm">{empty}</p>
      ) : (
        <TableScroller label={caption}>
          <div className="max-h-80 overflow-y-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    {t('ocf.import.columns.type')}
                  </th>
                  <th scope="col" className={headClass}>
                    {t('ocf.import.columns.id')}
                  </th>
                  <th scope="col" className={headClass}>
                    {t('ocf.import.columns.reason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {entries.map((entry, index) => (
                  <tr key={index} data-testid={`${testId}-row`}>
                    <td className={`${cellClass} font-mono text-xs`} dir="ltr">
                      {entry.objectType}
                    </td>
                    <td className={`${cellClass} break-all font-mono text-xs`} dir="ltr">
                      {entry.id}
                    </td>
                    <td className={cellClass}>{t(`ocf.reasons.${entry.reason}`, { detail: entry.detail ?? '' })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </TableScroller>
      )}
    </section>
  );
}
