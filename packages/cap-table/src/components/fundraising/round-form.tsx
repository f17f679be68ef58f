import { errorCode, errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateFundingRound } from '../../api/create-funding-round';
import { useRoundShareClasses } from '../../api/get-round-share-classes';
import { useUpdateFundingRound } from '../../api/update-funding-round';
import { FUNDING_ROUND_INSTRUMENTS, SETTABLE_ROUND_STATUSES, type FundingRound } from '../../funding-model';
import { EMPTY_ROUND_FORM, fromRound, roundFormSchema, termsOf, toRoundRow, type RoundFormValues } from '../../funding-schema';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { FundingField, Refusal } from './funding-field';

/**
 * Adds a round, or changes one that is not closed. The terms follow the instrument; what was typed
 * stays when the browser or the database says no, and the database's reason is shown above the
 * buttons.
 */
export function RoundForm({ organizationId, round, onDone }: { organizationId: string; round?: FundingRound; onDone: () => void }) {
  const { t } = useCapTableTranslation();
  const form = useForm<RoundFormValues>({ resolver: zodResolver(roundFormSchema), defaultValues: round ? fromRound(round) : EMPTY_ROUND_FORM });
  const create = useCreateFundingRound();
  const update = useUpdateFundingRound();
  const classes = useRoundShareClasses(organizationId);
  const instrument = form.watch('instrument');
  const terms = new Set(termsOf(instrument));
  const saving = round ? update : create;

  const submit = form.handleSubmit((values) => {
    const row = toRoundRow(values);
    const saved = () => {
      toast({ title: t(round ? 'fundraising.round.saved' : 'fundraising.round.added', { name: values.name }), variant: 'success' });
      onDone();
    };
    if (round) update.mutate({ id: round.id, organizationId, changes: row }, { onSuccess: saved });
    else create.mutate({ organizationId, row }, { onSuccess: saved });
  });

  const amount = { inputMode: 'decimal', dir: 'ltr' };
  const date = { type: 'date', dir: 'ltr' };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      aria-label={round ? t('fundraising.round.editNamed', { name: round.name }) : t('fundraising.round.addTitle')}
      data-testid="round-form"
    >
      <FundingField form={form} name="name" label={t('fundraising.round.name')} input={{ maxLength: 120 }} />
      <FundingField form={form} name="instrument" label={t('fundraising.round.instrument')}>
        {() => (
          <select className="text-field" {...form.register('instrument')}>
            {FUNDING_ROUND_INSTRUMENTS.map((option) => (
              <option key={option} value={option}>
                {t(`fundraising.instruments.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FundingField>
      <FundingField form={form} name="status" label={t('fundraising.round.status')}>
        {() => (
          <select className="text-field" {...form.register('status')}>
            {SETTABLE_ROUND_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`fundraising.statuses.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FundingField>
      <FundingField form={form} name="targetAmount" label={t('fundraising.round.target')} input={amount} />
      <FundingField form={form} name="currency" label={t('fundraising.round.currency')} input={{ maxLength: 3, dir: 'ltr', autoCapitalize: 'characters' }} />
      <FundingField form={form} name="minimumTicket" label={t('fundraising.round.minimumTicket')} input={amount} />
      {terms.has('preMoneyValuation') ? <FundingField form={form} name="preMoneyValuation" label={t('fundraising.round.preMoney')} input={amount} /> : null}
      {terms.has('pricePerShare') ? <FundingField form={form} name="pricePerShare" label={t('fundraising.round.price')} input={amount} /> : null}
      {terms.has('shareClassId') ? (
        <FundingField form={form} name="shareClassId" label={t('fundraising.round.shareClass')}>
          {(described) => (
            <select className="text-field" {...described} {...form.register('shareClassId')}>
              <option value="">{t('fundraising.round.shareClassLater')}</option>
              {(classes.data ?? []).map((shareClass) => (
                <option key={shareClass.id} value={shareClass.id}>
                  {shareClass.name}
                </option>
              ))}
            </select>
          )}
        </FundingField>
      ) : null}
      {terms.has('valuationCap') ? <FundingField form={form} name="valuationCap" label={t('fundraising.round.cap')} input={amount} /> : null}
      {terms.has('discountPercent') ? <FundingField form={form} name="discountPercent" label={t('fundraising.round.discount')} input={amount} /> : null}
      {terms.has('interestRatePercent') ? <FundingField form={form} name="interestRatePercent" label={t('fundraising.round.interest')} input={amount} /> : null}
      {terms.has('maturesOn') ? <FundingField form={form} name="maturesOn" label={t('fundraising.round.maturesOn')} input={date} /> : null}
      <FundingField form={form} name="opensOn" label={t('fundraising.round.opensOn')} input={date} />
      <FundingField form={form} name="targetCloseOn" label={t('fundraising.round.targetCloseOn')} input={date} />
      <FundingField form={form} name="notes" label={t('fundraising.round.notes')} className="sm:col-span-2 lg:col-span-3">
        {(described) => <textarea className="text-field min-h-20" maxLength={4000} {...described} {...form.register('notes')} />}
      </FundingField>
      {terms.has('shareClassId') && classes.isSuccess && classes.data.length === 0 ? (
        <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-3 dark:text-slate-300">{t('fundraising.round.noShareClasses')}</p>
      ) : null}
      {saving.isError ? (
        <div className="sm:col-span-2 lg:col-span-3">
          {errorCode(saving.error) === 'DUPLICATE_RECORD' ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {t('fundraising.problems.nameTaken')}
            </p>
          ) : (
            <Refusal reason={errorMessage(saving.error)} testId="round-form-refusal" />
          )}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="primary-button" disabled={saving.isPending}>
          {saving.isPending ? t('fundraising.saving') : round ? t('fundraising.round.save') : t('fundraising.round.add')}
        </button>
        <button type="button" className="secondary-button" onClick={onDone}>
          {t('fundraising.cancel')}
        </button>
      </div>
    </form>
  );
}
