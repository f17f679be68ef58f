import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCreateStrategicPeriod } from '../api/create-strategic-period';
import { useUpdateStrategicPeriod } from '../api/update-strategic-period';
import { isoDate, type StrategicPeriod } from '../model';
import { periodSchema, type PeriodForm as PeriodFormValues } from '../schema';
import { Field, FormActions, Refusal } from './form-parts';
import { useStrategyTranslation } from './use-strategy-translation';

/** The quarter a new period proposes: the one under way. */
function thisQuarter(): PeriodFormValues {
  const now = new Date();
  const first = new Date(now.getFullYear(), Math.floor(now.getMonth() / 3) * 3, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 3, 0);
  return { name: `Q${Math.floor(now.getMonth() / 3) + 1} ${now.getFullYear()}`, startsOn: isoDate(first), endsOn: isoDate(last) };
}

/** Adds a period, or changes one (`period`); `onDone` with the period written. */
export function PeriodForm({ organizationId, period, onDone, onCancel }: { organizationId: string; period?: StrategicPeriod; onDone: (period: StrategicPeriod) => void; onCancel?: () => void }) {
  const { t } = useStrategyTranslation();
  const form = useForm<PeriodFormValues>({
    resolver: zodResolver(periodSchema),
    defaultValues: period ? { name: period.name, startsOn: period.starts_on, endsOn: period.ends_on } : thisQuarter(),
  });
  const create = useCreateStrategicPeriod();
  const update = useUpdateStrategicPeriod();
  const write = period ? update : create;
  const submit = form.handleSubmit((values) => {
    const fields = { name: values.name, starts_on: values.startsOn, ends_on: values.endsOn };
    const done = {
      onSuccess: (written: StrategicPeriod) => {
        toast({ title: t(period ? 'actions.saved' : 'actions.added', { name: written.name }), variant: 'success' });
        onDone(written);
      },
    };
    if (period) update.mutate({ organizationId, id: period.id, changes: fields }, done);
    else create.mutate({ organization_id: organizationId, ...fields }, done);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3" aria-label={t(period ? 'period.edit' : 'period.add')} data-testid="strategy-period-form">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field form={form} name="name" label={t('period.name')} />
        <Field form={form} name="startsOn" label={t('period.startsOn')} type="date" />
        <Field form={form} name="endsOn" label={t('period.endsOn')} type="date" />
      </div>
      <Refusal error={write.error} />
      <FormActions pending={write.isPending} label={t(period ? 'actions.save' : 'period.add')} onCancel={onCancel} />
    </form>
  );
}
