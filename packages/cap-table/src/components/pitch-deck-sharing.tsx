import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { usePitchDeckGranteeCandidates } from '../api/get-pitch-deck-grantee-candidates';
import { usePitchDeckGrantees } from '../api/get-pitch-deck-grantees';
import { useSharePitchDeck } from '../api/share-pitch-deck';
import { useUnsharePitchDeck } from '../api/unshare-pitch-deck';
import { pitchDeckShareSchema, type PitchDeckShareValues } from '../pitch-deck-schema';
import { describedBy, FieldProblem } from './field-problem';
import { useCapTableTranslation } from './use-cap-table-translation';

/**
 * Who the current deck is shared with, and sharing with one more accelerator or investor. Their
 * members then read the current version in their own portal (and only the current one).
 */
export function PitchDeckSharing({ organizationId, canShare }: { organizationId: string; canShare: boolean }) {
  const { t } = useCapTableTranslation();
  const grantees = usePitchDeckGrantees(organizationId);
  const candidates = usePitchDeckGranteeCandidates(organizationId, { enabled: canShare });
  const share = useSharePitchDeck();
  const unshare = useUnsharePitchDeck();
  const id = useId();
  const form = useForm<PitchDeckShareValues>({ resolver: zodResolver(pitchDeckShareSchema), defaultValues: { granteeOrganizationId: '' } });
  const problem = form.formState.errors.granteeOrganizationId?.message;

  return (
    <section aria-labelledby="pitch-deck-sharing" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="pitch-deck-sharing" className="text-lg font-semibold">
        {t('pitchDeck.sharing.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">{t('pitchDeck.sharing.description')}</p>
      {grantees.isError ? (
        <p role="alert">{t('pitchDeck.loadFailed')}</p>
      ) : !grantees.data ? (
        <p role="status">{t('pitchDeck.loading')}</p>
      ) : grantees.data.length === 0 ? (
        <p className="text-sm" data-testid="no-grantees">
          {t('pitchDeck.sharing.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="deck-grantees">
          {grantees.data.map((grantee) => (
            <li key={grantee.share_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <bdi className="font-medium">{grantee.name}</bdi>
                <span className="ms-2 text-xs text-slate-500 dark:text-slate-400">{t('pitchDeck.sharing.since', { date: new Date(grantee.shared_at) })}</span>
              </span>
              {canShare ? (
                <button
                  type="button"
                  className="secondary-button"
                  disabled={unshare.isPending}
                  aria-label={t('pitchDeck.sharing.unshareNamed', { name: grantee.name })}
                  onClick={() => unshare.mutate({ organizationId, granteeOrganizationId: grantee.grantee_organization_id })}
                >
                  {t('pitchDeck.sharing.unshare')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canShare ? (
        <form
          className="mt-3 flex flex-wrap items-start gap-2"
          noValidate
          onSubmit={form.handleSubmit(({ granteeOrganizationId }) => share.mutate({ organizationId, granteeOrganizationId }, { onSuccess: () => form.reset() }))}
        >
          <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <label htmlFor={`${id}-grantee`}>{t('pitchDeck.sharing.grantee')}</label>
            <select
              id={`${id}-grantee`}
              className="rounded-lg border border-slate-300 bg-transparent px-2 py-1.5 dark:border-slate-700"
              {...describedBy(`${id}-grantee-error`, problem)}
              {...form.register('granteeOrganizationId')}
            >
              <option value="">{t('pitchDeck.sharing.choose')}</option>
              {(candidates.data ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} ({t(`pitchDeck.sharing.types.${candidate.organization_type === 'accelerator' ? 'accelerator' : 'investor'}`)})
                </option>
              ))}
            </select>
            <FieldProblem id={`${id}-grantee-error`} message={problem} group="pitchDeck" />
          </span>
          <button type="submit" className="primary-button mt-6" disabled={share.isPending}>
            {t('pitchDeck.sharing.share')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
