import { usePermission } from '@fikrspace/access';
import { useExportOcfPackage, type OcfDownload } from '../../api/export-ocf-package';
import { isoDate } from '../../ledger-model';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection } from './ledger-section';
import { OcfImport } from './ocf-import';

/**
 * The cap table in the Open Cap Table Format: whoever may export the cap table downloads it as an
 * OCF package (`<organization>-ocf.zip`), whoever may write it imports one after a preview of what
 * will be created and a report of what will not. The database checks both again.
 */
export function OcfSection({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const canExport = usePermission('cap_table', 'export').allowed;
  const canImport = usePermission('cap_table', 'write').allowed;
  if (!canExport && !canImport) return null;
  return (
    <LedgerSection title={t('ocf.title')} description={t('ocf.description')} testId="cap-ocf">
      <div className="grid gap-6 p-4 lg:grid-cols-2">
        {canExport ? <OcfExport organizationId={organizationId} /> : null}
        {canImport ? <OcfImport organizationId={organizationId} /> : null}
      </div>
    </LedgerSection>
  );
}

/** Hands the zip to the browser as a download. */
function save({ fileName, zip }: OcfDownload) {
  const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function OcfExport({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const exporter = useExportOcfPackage({ mutationConfig: { onSuccess: save } });
  return (
    <div className="flex flex-col gap-3" data-testid="cap-ocf-export">
      <h3 className="font-semibold">{t('ocf.export.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('ocf.export.hint')}</p>
      <button type="button" className="primary-button self-start" disabled={exporter.isPending} onClick={() => exporter.mutate({ organizationId, asOf: isoDate(new Date()) })}>
        {exporter.isPending ? t('ocf.export.working') : t('ocf.export.button')}
      </button>
      <div role="status" className="text-sm">
        {exporter.data ? (
          <>
            <p>{t('ocf.export.done', { file: exporter.data.fileName })}</p>
            {exporter.data.omitted.length > 0 ? <p className="mt-1 text-amber-800 dark:text-amber-200">{t('ocf.export.omitted', { count: exporter.data.omitted.length })}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
