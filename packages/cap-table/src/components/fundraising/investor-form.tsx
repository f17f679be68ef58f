import { errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSaveRoundInvestor } from '../../api/save-round-investor';
import { MOVABLE_STAGES, type RoundInvestor } from '../../funding-model';
import { EMPTY_INVESTOR_FORM, fromInvestor, investorFormSchema, toInvestorRow, type InvestorFormValues } from '../../funding-schema';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { FundingField, Refusal } from './funding-field';

/**
 * Adds an investor to a round's pipeline, or changes one. A pass asks for its reason and a
 * commitment for its amount; what was typed stays when the browser or the database says no.
 */
export function InvestorForm({ organizationId, roundId, investor, onDone }: { organizationId: string; roundId: string; investor?: RoundInvestor; onDone: () => void }) {
  const { t } = useCapTableTranslation();
  const form = useForm<InvestorFormValues>({ resolver: zodResolver(investorFormSchema), defaultValues: investor ? fromInvestor(investor) : EMPTY_INVESTOR_FORM });
  const save = useSaveRoundInvestor();
  const stage = form.watch('stage');

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { organizationId, roundId, id: investor?.id, row: toInvestorRow(values) },
      {
        onSuccess: () => {
          toast({ title: t(investor ? 'fundraising.investor.saved' : 'fundraising.investor.added', { name: values.investorName }), variant: 'success' });
          onDone();
        },
      },
    ),
  );

  const amount = { inputMode: 'decimal', dir: 'ltr' };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-800/60"
      aria-label={investor ? t('fundraising.investor.editNamed', { name: investor.investor_name }) : t('fundraising.investor.addTitle')}
      data-testid="investor-form"
    >
      <FundingField form={form} name="investorName" label={t('fundraising.investor.name')} input={{ maxLength: 200 }} />
      <FundingField form={form} name="contactEmail" label={t('fundraising.investor.email')} input={{ type: 'email', dir: 'ltr', maxLength: 320 }} />
      <FundingField form={form} name="stage" label={t('fundraising.investor.stage')}>
        {() => (
          <select className="text-field" {...form.register('stage')}>
            {MOVABLE_STAGES.map((option) => (
              <option key={option} value={option}>
                {t(`fundraising.stages.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FundingField>
      <FundingField form={form} name="expectedAmount" label={t('fundraising.investor.expected')} input={amount} />
      <FundingField form={form} name="committedAmount" label={t('fundraising.investor.committed')} input={amount} />
      <FundingField form={form} name="nextStepOn" label={t('fundraising.investor.nextStepOn')} input={{ type: 'date', dir: 'ltr' }} />
      <FundingField form={form} name="nextStep" label={t('fundraising.investor.nextStep')} className="sm:col-span-2" input={{ maxLength: 500 }} />
      {stage === 'passed' ? (
        <FundingField form={form} name="passReason" label={t('fundraising.investor.passReason')} className="sm:col-span-2">
          {(described) => <textarea className="text-field min-h-16" maxLength={1000} {...described} {...form.register('passReason')} />}
        </FundingField>
      ) : null}
      {save.isError ? (
        <div className="sm:col-span-2">
          <Refusal reason={errorMessage(save.error)} testId="investor-form-refusal" />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className="primary-button" disabled={save.isPending}>
          {save.isPending ? t('fundraising.saving') : investor ? t('fundraising.investor.save') : t('fundraising.investor.add')}
        </button>
        <button type="button" className="secondary-button" onClick={onDone}>
          {t('fundraising.cancel')}
        </button>
      </div>
    </form>
  );
}
