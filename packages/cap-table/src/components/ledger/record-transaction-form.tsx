import { errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordCapTransaction } from '../../api/record-cap-transaction';
import { RECORDABLE_KINDS, isoDate, type CapTableSnapshot, type Position, type RecordableKind } from '../../ledger-model';
import { EMPTY_LEDGER_FORM, fieldsOf, ledgerFormSchema, toTransaction, type LedgerFormValues } from '../../ledger-schema';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

/** The securities a kind acts on; open convertibles are listed by the snapshot apart, as they hold no shares. */
function securitiesFor(kind: RecordableKind, positions: readonly Position[]): Position[] {
  if (kind === 'stock_transfer' || kind === 'stock_cancellation' || kind === 'stock_repurchase') return positions.filter((position) => position.holding_kind === 'stock');
  if (kind === 'equity_compensation_exercise') return positions.filter((position) => position.holding_kind === 'option');
  if (kind === 'equity_compensation_cancellation') return positions.filter((position) => position.holding_kind === 'option' || position.holding_kind === 'rsu');
  if (kind === 'warrant_exercise' || kind === 'warrant_cancellation') return positions.filter((position) => position.holding_kind === 'warrant');
  if (kind === 'vesting_event' || kind === 'vesting_acceleration') return positions.filter((position) => position.vesting_terms_id !== null);
  return [];
}

const actsOnConvertible = (kind: RecordableKind) => kind === 'convertible_conversion' || kind === 'convertible_cancellation';

/**
 * Records one transaction. The fields follow the kind; what was typed stays when the browser or
 * the database says no, and the database's reason is shown above the button.
 */
export function RecordTransactionForm({ organizationId, snapshot }: { organizationId: string; snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  const id = useId();
  const form = useForm<LedgerFormValues>({ resolver: zodResolver(ledgerFormSchema), defaultValues: { ...EMPTY_LEDGER_FORM, effectiveOn: isoDate(new Date()) } });
  const record = useRecordCapTransaction();
  const kind = form.watch('kind');
  const compensationType = form.watch('compensationType');
  const shown = new Set(fieldsOf(kind));
  const errors = form.formState.errors;
  const names = useMemo(() => new Map(snapshot.stakeholders.map((holder) => [holder.id, holder.name])), [snapshot.stakeholders]);
  const classNames = useMemo(() => new Map(snapshot.classes.map(({ shareClass }) => [shareClass.id, shareClass.name])), [snapshot.classes]);

  const submit = form.handleSubmit((values) =>
    record.mutate(toTransaction(organizationId, values), {
      onSuccess: () => {
        toast({ title: t('ledger.form.recorded', { kind: t(`ledger.kinds.${values.kind}`) }), variant: 'success' });
        form.reset({ ...EMPTY_LEDGER_FORM, kind: values.kind, effectiveOn: values.effectiveOn });
      },
    }),
  );

  const problem = (field: keyof LedgerFormValues) => {
    const message = errors[field]?.message;
    return message ? (
      <span id={`${id}-${field}-problem`} className="text-xs text-red-700 dark:text-red-300">
        {t(`ledger.problems.${message}`)}
      </span>
    ) : null;
  };
  const describe = (field: keyof LedgerFormValues) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {});
  const field = (name: keyof LedgerFormValues, label: string, control: ReactElement) =>
    shown.has(name) || name === 'effectiveOn' || name === 'note' ? (
      // The problem sits outside the label, so the field's name stays what the label says.
      <div key={name} className="flex flex-col gap-1 text-sm">
        <label className="flex flex-col gap-1">
          {label}
          {control}
        </label>
        {problem(name)}
      </div>
    ) : null;
  // The holder and a transfer's recipient are chosen from the same list.
  const stakeholderOptions = (
    <>
      <option value="">{t('ledger.form.choose')}</option>
      {snapshot.stakeholders.map((holder) => (
        <option key={holder.id} value={holder.id}>
          {holder.name}
        </option>
      ))}
    </>
  );
  const text = (name: keyof LedgerFormValues, extra: Record<string, unknown> = {}) => <input className="text-field" {...describe(name)} {...form.register(name)} {...extra} />;

  return (
    <LedgerSection title={t('ledger.form.title')} description={t('ledger.form.description')} testId="cap-record-form">
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('ledger.form.kind')}
          <select className="text-field" {...form.register('kind')} data-testid="cap-form-kind">
            {RECORDABLE_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`ledger.kinds.${option}`)}
              </option>
            ))}
          </select>
        </label>
        {field('effectiveOn', t('ledger.form.effectiveOn'), text('effectiveOn', { type: 'date', dir: 'ltr' }))}
        {field(
          'stakeholderId',
          t('ledger.holders.stakeholder'),
          <select className="text-field" {...describe('stakeholderId')} {...form.register('stakeholderId')}>
            {stakeholderOptions}
          </select>,
        )}
        {field(
          'securityId',
          t('ledger.form.security'),
          <select className="text-field" {...describe('securityId')} {...form.register('securityId')}>
            <option value="">{t('ledger.form.choose')}</option>
            {actsOnConvertible(kind)
              ? snapshot.convertibles.map((convertible) => (
                  <option key={convertible.securityId} value={convertible.securityId}>
                    {t('ledger.form.convertibleOption', {
                      holder: convertible.holderName,
                      kind: convertible.convertibleType ? t(`ledger.convertibleTypes.${convertible.convertibleType}`) : '',
                      amount: format.money(convertible.amount),
                      date: format.date(convertible.issuedOn),
                    })}
                  </option>
                ))
              : null}
            {securitiesFor(kind, snapshot.positions).map((position) => (
              <option key={position.security_id} value={position.security_id}>
                {t('ledger.form.securityOption', {
                  holder: names.get(position.stakeholder_id) ?? '',
                  kind: t(`ledger.holdingKinds.${position.holding_kind}`),
                  shareClass: (position.share_class_id && classNames.get(position.share_class_id)) || '',
                  left: format.shares(position.quantity_outstanding),
                  date: format.date(position.issued_on),
                })}
              </option>
            ))}
          </select>,
        )}
        {field(
          'toStakeholderId',
          t('ledger.form.recipient'),
          <select className="text-field" {...describe('toStakeholderId')} {...form.register('toStakeholderId')}>
            {stakeholderOptions}
          </select>,
        )}
        {field(
          'shareClassId',
          t('ledger.classes.name'),
          <select className="text-field" {...describe('shareClassId')} {...form.register('shareClassId')}>
            <option value="">{t('ledger.form.choose')}</option>
            {snapshot.classes.map(({ shareClass }) => (
              <option key={shareClass.id} value={shareClass.id}>
                {shareClass.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'equityPlanId',
          t('ledger.form.plan'),
          <select className="text-field" {...describe('equityPlanId')} {...form.register('equityPlanId')}>
            <option value="">{t('ledger.form.choose')}</option>
            {snapshot.plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'compensationType',
          t('ledger.form.compensationType'),
          <select className="text-field" {...form.register('compensationType')}>
            {(['option_iso', 'option_nso', 'rsu'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`ledger.compensationTypes.${option}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'convertibleType',
          t('ledger.convertibles.instrument'),
          <select className="text-field" {...form.register('convertibleType')}>
            {(['safe_post_money', 'safe_pre_money', 'convertible_note'] as const).map((option) => (
              <option key={option} value={option}>
                {t(`ledger.convertibleTypes.${option}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'quantity',
          kind === 'vesting_acceleration' ? t('ledger.form.accelerationQuantity') : kind === 'convertible_conversion' ? t('ledger.form.conversionQuantity') : t('ledger.form.quantity'),
          text('quantity', { inputMode: 'numeric', dir: 'ltr' }),
        )}
        {kind === 'equity_compensation_issuance' && compensationType === 'rsu'
          ? null
          : field(
              'pricePerShare',
              kind === 'stock_issuance' || kind === 'stock_repurchase' ? t('ledger.form.price') : kind === 'convertible_conversion' ? t('ledger.form.conversionPrice') : t('ledger.form.exercisePrice'),
              text('pricePerShare', { inputMode: 'decimal', dir: 'ltr' }),
            )}
        {field('amount', t('ledger.convertibles.amount'), text('amount', { inputMode: 'decimal', dir: 'ltr' }))}
        {field('valuationCap', t('ledger.convertibles.cap'), text('valuationCap', { inputMode: 'decimal', dir: 'ltr' }))}
        {field('discountPercent', t('ledger.convertibles.discount'), text('discountPercent', { inputMode: 'decimal', dir: 'ltr' }))}
        {field(
          'vestingTermsId',
          t('ledger.form.vesting'),
          <select className="text-field" {...form.register('vestingTermsId')}>
            <option value="">{t('ledger.form.noVesting')}</option>
            {snapshot.terms.map((terms) => (
              <option key={terms.id} value={terms.id}>
                {terms.name}
              </option>
            ))}
          </select>,
        )}
        {field('vestingStartsOn', t('ledger.form.vestingStartsOn'), text('vestingStartsOn', { type: 'date', dir: 'ltr' }))}
        <div className="sm:col-span-2 lg:col-span-3">{field('note', t('ledger.form.note'), text('note', { maxLength: 2000 }))}</div>
        {record.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2 lg:col-span-3 dark:bg-red-950 dark:text-red-200" data-testid="cap-form-refusal">
            {t('ledger.form.refused', { reason: errorMessage(record.error) })}
          </p>
        ) : null}
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className="primary-button" disabled={record.isPending} data-testid="cap-form-submit">
            {record.isPending ? t('ledger.form.recording') : t('ledger.form.record')}
          </button>
        </div>
      </form>
    </LedgerSection>
  );
}
