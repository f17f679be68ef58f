import { EmptyState, LoadingScreen } from '@fikrspace/ui';
import { usePdfAt } from '../api/get-pitch-deck-document';
import { useOpenPitchDeckLink } from '../api/open-pitch-deck-link';
import { CapTableRoot } from './cap-table-root';
import { PitchDeckFrame } from './pitch-deck-frame';
import { useCapTableTranslation } from './use-cap-table-translation';

/**
 * The page an expiring link opens, signed in or not: the deck and the company's name, or one
 * sentence when the link is unknown, expired or revoked (the database does not say which).
 */
export function SharedDeckPage({ token }: { token: string }) {
  const { t } = useCapTableTranslation();
  const link = useOpenPitchDeckLink(token);
  const pdf = usePdfAt(link.data?.signed_url ?? null);

  if (link.isPending) {
    return (
      <CapTableRoot>
        <h1 className="text-2xl font-semibold">{t('pitchDeck.shared.heading')}</h1>
        <LoadingScreen fullPage={false} />
      </CapTableRoot>
    );
  }
  if (link.isError || !link.data) {
    return (
      <CapTableRoot>
        <h1 className="text-2xl font-semibold">{t('pitchDeck.shared.heading')}</h1>
        <EmptyState title={t('pitchDeck.shared.invalid')} description={t('pitchDeck.shared.invalidHint')} />
      </CapTableRoot>
    );
  }
  const { title, company_name: company, signed_url: address } = link.data;
  return (
    <CapTableRoot>
      <header>
        <h1 className="text-2xl font-semibold">
          <bdi>{title}</bdi>
        </h1>
        <p className="text-slate-500 dark:text-slate-400">
          {t('pitchDeck.shared.from', { company })} · {t('pitchDeck.shared.expires', { date: new Date(link.data.expires_at) })}
        </p>
      </header>
      {address ? (
        <PitchDeckFrame title={title} pdf={pdf.data} loading={pdf.isPending} failed={pdf.isError} onTryAgain={() => void pdf.refetch()} />
      ) : (
        <EmptyState title={t('pitchDeck.shared.renewTitle')} description={t('pitchDeck.shared.renewHint', { company })} />
      )}
    </CapTableRoot>
  );
}
