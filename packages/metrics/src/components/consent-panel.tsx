import { ErrorPanel } from '@fikrspace/ui';
import { useState } from 'react';
import { useDataShareEvents } from '../api/get-data-share-events';
import { useDataShares } from '../api/get-data-shares';
import { useDataShareGrantees } from '../api/get-data-share-grantees';
import { useMetricDefinitions } from '../api/get-metric-definitions';
import type { MetricsScope } from '../keys';
import { GrantForm } from './grant-form';
import { GrantItem } from './grant-item';
import { Notice, Section, SectionEmpty, SectionLoading } from './section';
import { ShareLog } from './share-log';
import { useGrantTexts } from './use-grant-texts';
import { useMetricsTranslation } from './use-metrics-translation';

export interface ConsentPanelProps {
  scope: MetricsScope;
  /** The member's role shares metrics (`metrics share`): otherwise the grants are shown, not changed. */
  canShare: boolean;
}

/**
 * Who can see the company's metrics, on one screen: each live grant with what it gives and when it
 * was last read, changed or revoked; a form to grant another organization; and the log of every
 * grant, change and revocation. The database decides who may do what; this only decides what is
 * offered.
 */
export function ConsentPanel({ scope, canShare }: ConsentPanelProps) {
  const { t } = useMetricsTranslation();
  const definitions = useMetricDefinitions(scope);
  const shares = useDataShares(scope);
  const events = useDataShareEvents(scope);
  const names = useDataShareGrantees(scope);
  const texts = useGrantTexts(definitions.data ?? [], names.data ?? []);
  const [revoked, setRevoked] = useState<string | null>(null);
  // One clock per render for every grant's "expired", so a list never disagrees with itself.
  const [now] = useState(() => Date.now());
  const failed = definitions.isError ? definitions : shares.isError ? shares : null;

  return (
    <Section title={t('consent.title')} description={t('consent.description')} testId="consent-panel">
      {failed ? (
        <ErrorPanel error={failed.error} headingLevel={3} onTryAgain={() => void failed.refetch()} />
      ) : !definitions.data || !shares.data || names.isPending ? (
        <SectionLoading />
      ) : (
        <>
          <div aria-live="polite">{revoked ? <Notice tone="ok">{t('consent.revoked', { name: revoked })}</Notice> : null}</div>
          {shares.data.length === 0 ? (
            <SectionEmpty>{t('consent.empty')}</SectionEmpty>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('consent.listLabel')} data-testid="grants">
              {shares.data.map((share) => (
                <GrantItem key={share.id} scope={scope} share={share} definitions={definitions.data} texts={texts} canShare={canShare} now={now} onRevoked={setRevoked} />
              ))}
            </ul>
          )}
          {canShare ? <GrantForm scope={scope} definitions={definitions.data} texts={texts} /> : null}
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">{t('consent.log.title')}</h3>
            {events.isError ? (
              <ErrorPanel error={events.error} headingLevel={3} onTryAgain={() => void events.refetch()} />
            ) : events.data ? (
              <ShareLog events={events.data} texts={texts} />
            ) : (
              <SectionLoading />
            )}
          </div>
        </>
      )}
    </Section>
  );
}
