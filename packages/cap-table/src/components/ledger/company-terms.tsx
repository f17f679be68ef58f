import { errorCode, errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useCreateCapTerms } from '../../api/create-cap-terms';
import type { CapTableSnapshot } from '../../ledger-model';
import {
  EMPTY_EQUITY_PLAN,
  EMPTY_SHARE_CLASS,
  EMPTY_VESTING_TERMS,
  equityPlanSchema,
  shareClassSchema,
  vestingTermsSchema,
  type EquityPlanForm,
  type ShareClassForm,
  type VestingTermsForm,
} from '../../terms-schema';
import { useCapTableTranslation } from '../use-cap-table-translation';
import { LedgerSection } from './ledger-section';
import { useLedgerFormat } from './use-ledger-format';

const orNull = (value: string) => (value === '' ? null : Number(value));

/**
 * What describes the company before anything is issued, by whoever may write the cap table: its
 * share classes, equity plans and vesting terms, each listed with the form that adds one.
 */
export function CompanyTerms({ organizationId, snapshot }: { organizationId: string; snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const format = useLedgerFormat();
  return (
    <LedgerSection title={t('ledger.terms.title')} description={t('ledger.terms.description')} testId="cap-company-terms">
      <div className="grid gap-4 p-4 lg:grid-cols-3">
        <TermsColumn title={t('ledger.classes.title')} items={snapshot.classes.map(({ shareClass }) => shareClass.name)}>
          <ShareClassFormView organizationId={organizationId} />
        </TermsColumn>
        <TermsColumn title={t('ledger.terms.plans')} items={snapshot.plans.map((plan) => `${plan.name} · ${t('ledger.terms.reserved', { value: format.shares(plan.shares_reserved) })}`)}>
          <EquityPlanFormView organizationId={organizationId} snapshot={snapshot} />
        </TermsColumn>
        <TermsColumn title={t('ledger.terms.vesting')} items={snapshot.terms.map((terms) => terms.name)}>
          <VestingTermsFormView organizationId={organizationId} />
        </TermsColumn>
      </div>
    </LedgerSection>
  );
}

function TermsColumn({ title, items, children }: { title: string; items: string[]; children: ReactNode }) {
  const { t } = useCapTableTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('ledger.terms.none')}</p>
      ) : (
        <ul className="list-inside list-disc text-sm">
          {items.map((item) => (
            <li key={item}>
              <bdi>{item}</bdi>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/** A labelled field whose problem, worded from its code, sits below it outside the label. */
function Field<T extends FieldValues>({ form, name, label, children }: { form: UseFormReturn<T>; name: Path<T>; label: string; children?: ReactNode }) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const message = (form.formState.errors as FieldErrors<FieldValues>)[name]?.message;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1">
        {label}
        {children ?? <input className="text-field" aria-invalid={message ? true : undefined} aria-describedby={message ? id : undefined} {...form.register(name)} />}
      </label>
      {typeof message === 'string' ? (
        <span id={id} className="text-xs text-red-700 dark:text-red-300">
          {t(`ledger.problems.${message}`)}
        </span>
      ) : null}
    </div>
  );
}

function Submit({ pending, label, error }: { pending: boolean; label: string; error: unknown }) {
  const { t } = useCapTableTranslation();
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {/* A name the organization already uses is the one refusal worth wording here; the rest are the table's own. */}
          {errorCode(error) === 'DUPLICATE_RECORD' ? t('ledger.problems.nameTaken') : t('ledger.form.refused', { reason: errorMessage(error) })}
        </p>
      ) : null}
      <button type="submit" className="secondary-button self-start" disabled={pending}>
        {label}
      </button>
    </>
  );
}

function ShareClassFormView({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const form = useForm<ShareClassForm>({ resolver: zodResolver(shareClassSchema), defaultValues: EMPTY_SHARE_CLASS });
  const create = useCreateCapTerms();
  const classType = form.watch('classType');
  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        table: 'share_classes',
        row: {
          organization_id: organizationId,
          name: values.name,
          class_type: values.classType,
          authorized_shares: Number(values.authorizedShares),
          price_per_share: orNull(values.pricePerShare),
          seniority: Number(values.seniority),
          liquidation_preference_multiple: Number(values.preferenceMultiple),
          is_participating: values.classType === 'preferred' && values.participating,
          participation_cap_multiple: values.classType === 'preferred' && values.participating ? orNull(values.participationCap) : null,
        },
      },
      {
        onSuccess: () => {
          toast({ title: t('ledger.terms.added', { name: values.name }), variant: 'success' });
          form.reset(EMPTY_SHARE_CLASS);
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t('ledger.terms.addClass')} data-testid="cap-class-form">
      <Field form={form} name="name" label={t('ledger.classes.name')} />
      <Field form={form} name="classType" label={t('ledger.terms.classType')}>
        <select className="text-field" {...form.register('classType')}>
          <option value="preferred">{t('ledger.classTypes.preferred')}</option>
          <option value="common">{t('ledger.classTypes.common')}</option>
        </select>
      </Field>
      <Field form={form} name="authorizedShares" label={t('ledger.classes.authorized')} />
      <Field form={form} name="pricePerShare" label={t('ledger.form.price')} />
      {classType === 'preferred' ? (
        <>
          <Field form={form} name="preferenceMultiple" label={t('ledger.terms.preferenceMultiple')} />
          <Field form={form} name="seniority" label={t('ledger.terms.seniority')} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('participating')} />
            {t('ledger.terms.participating')}
          </label>
          {form.watch('participating') ? <Field form={form} name="participationCap" label={t('ledger.terms.participationCap')} /> : null}
        </>
      ) : null}
      <Submit pending={create.isPending} label={t('ledger.terms.addClass')} error={create.error} />
    </form>
  );
}

function EquityPlanFormView({ organizationId, snapshot }: { organizationId: string; snapshot: CapTableSnapshot }) {
  const { t } = useCapTableTranslation();
  const form = useForm<EquityPlanForm>({ resolver: zodResolver(equityPlanSchema), defaultValues: EMPTY_EQUITY_PLAN });
  const create = useCreateCapTerms();
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { table: 'equity_plans', row: { organization_id: organizationId, name: values.name, share_class_id: values.shareClassId, shares_reserved: Number(values.sharesReserved) } },
      {
        onSuccess: () => {
          toast({ title: t('ledger.terms.added', { name: values.name }), variant: 'success' });
          form.reset(EMPTY_EQUITY_PLAN);
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t('ledger.terms.addPlan')} data-testid="cap-plan-form">
      <Field form={form} name="name" label={t('ledger.form.plan')} />
      <Field form={form} name="shareClassId" label={t('ledger.classes.name')}>
        <select className="text-field" {...form.register('shareClassId')}>
          <option value="">{t('ledger.form.choose')}</option>
          {snapshot.classes.map(({ shareClass }) => (
            <option key={shareClass.id} value={shareClass.id}>
              {shareClass.name}
            </option>
          ))}
        </select>
      </Field>
      <Field form={form} name="sharesReserved" label={t('ledger.terms.sharesReserved')} />
      <Submit pending={create.isPending} label={t('ledger.terms.addPlan')} error={create.error} />
    </form>
  );
}

function VestingTermsFormView({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const form = useForm<VestingTermsForm>({ resolver: zodResolver(vestingTermsSchema), defaultValues: EMPTY_VESTING_TERMS });
  const create = useCreateCapTerms();
  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        table: 'vesting_terms',
        row: {
          organization_id: organizationId,
          name: values.name,
          period_unit: values.periodUnit,
          period_length: Number(values.periodLength),
          cliff_length: Number(values.cliffLength),
          total_length: Number(values.totalLength),
        },
      },
      {
        onSuccess: () => {
          toast({ title: t('ledger.terms.added', { name: values.name }), variant: 'success' });
          form.reset(EMPTY_VESTING_TERMS);
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2" aria-label={t('ledger.terms.addVesting')} data-testid="cap-vesting-form">
      <Field form={form} name="name" label={t('ledger.form.vesting')} />
      <Field form={form} name="periodUnit" label={t('ledger.terms.unit')}>
        <select className="text-field" {...form.register('periodUnit')}>
          <option value="months">{t('ledger.terms.months')}</option>
          <option value="days">{t('ledger.terms.days')}</option>
        </select>
      </Field>
      <Field form={form} name="periodLength" label={t('ledger.terms.periodLength')} />
      <Field form={form} name="cliffLength" label={t('ledger.terms.cliffLength')} />
      <Field form={form} name="totalLength" label={t('ledger.terms.totalLength')} />
      <Submit pending={create.isPending} label={t('ledger.terms.addVesting')} error={create.error} />
    </form>
  );
}
