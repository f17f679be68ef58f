import { InfoIcon } from '@fikrspace/ui';
import { useId } from 'react';
import { Trans } from 'react-i18next';
import { ACCESS_NAMESPACE, useAccessTranslation } from '../hooks/use-access-translation';

/** Why nothing here can be changed by the caller, and who can (docs/decisions.md "Who administers access"). */
export function ReadOnlyNotice({ organizationName }: { organizationName: string }) {
  const { t } = useAccessTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="access-read-only"
      className="flex gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100"
    >
      <InfoIcon className="mt-0.5 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="font-semibold">
          {t('readOnly.title')}
        </h2>
        <p>
          <Trans ns={ACCESS_NAMESPACE} i18nKey="readOnly.who" values={{ organization: organizationName }} components={{ organization: <bdi /> }} />
        </p>
        <p>{t('readOnly.what')}</p>
      </div>
    </section>
  );
}
