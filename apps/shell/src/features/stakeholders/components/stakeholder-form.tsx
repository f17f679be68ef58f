import { errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStakeholder } from '../api/create-stakeholder';
import { STAKEHOLDER_TYPES, type StakeholderType } from '../api/stakeholder-keys';

const EMPTY = { name: '', stakeholderType: 'investor' as StakeholderType, email: '', shares: '' };

/** Adds a stakeholder; what was typed stays in the form when the database says no. */
export function StakeholderForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const create = useCreateStakeholder();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { organizationId, ...values },
      {
        onSuccess: (row) => {
          setValues(EMPTY);
          toast({ title: t('stakeholders.added', { name: row.name }), variant: 'success' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-base font-semibold sm:col-span-2 lg:col-span-5">
        {t('stakeholders.addTitle')}
      </h2>
      <label className="flex flex-col gap-1 text-sm lg:col-span-2">
        {t('stakeholders.name')}
        <input className="text-field" required maxLength={200} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} data-testid="stakeholder-name" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('stakeholders.type')}
        <select className="text-field" value={values.stakeholderType} onChange={(event) => setValues({ ...values, stakeholderType: event.target.value as StakeholderType })}>
          {STAKEHOLDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`stakeholders.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('stakeholders.email')}
        <input className="text-field" type="email" dir="ltr" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('stakeholders.shares')}
        <input className="text-field" inputMode="numeric" dir="ltr" value={values.shares} onChange={(event) => setValues({ ...values, shares: event.target.value })} data-testid="stakeholder-shares" />
      </label>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
        <button type="submit" className="primary-button" disabled={create.isPending}>
          {create.isPending ? t('stakeholders.adding') : t('stakeholders.add')}
        </button>
        {create.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(create.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
