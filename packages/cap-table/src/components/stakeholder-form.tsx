import { errorCode, errorMessage } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { useId, useState, type FormEvent } from 'react';
import { useCreateStakeholder } from '../api/create-stakeholder';
import { STAKEHOLDER_NAME_MAX_LENGTH, STAKEHOLDER_TYPES, type StakeholderField, type StakeholderType } from '../model';
import { useCapTableTranslation } from './use-cap-table-translation';

const EMPTY = { name: '', stakeholderType: 'investor' as StakeholderType, email: '' };

/** Fields whose refusal by `prepareStakeholder` has a text of its own in every language. */
const EXPLAINED_FIELDS: readonly StakeholderField[] = ['name', 'stakeholderType', 'email'];

function refusedField(error: unknown): StakeholderField | undefined {
  if (errorCode(error) !== 'VALIDATION_ERROR') return undefined;
  const field = (error as { context?: { field?: unknown } }).context?.field;
  return EXPLAINED_FIELDS.find((known) => known === field);
}

/** Adds a stakeholder; what was typed stays in the form when the browser or the database says no. */
export function StakeholderForm({ organizationId }: { organizationId: string }) {
  const { t } = useCapTableTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  // The refusal is shown beside the form, where the field is, so no toast repeats it.
  const create = useCreateStakeholder({ mutationConfig: { onError: () => undefined } });
  const field = refusedField(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { organizationId, ...values },
      {
        onSuccess: (row) => {
          setValues(EMPTY);
          toast({ title: t('added', { name: row.name }), variant: 'success' });
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold sm:col-span-2 lg:col-span-4">
        {t('addTitle')}
      </h2>
      <label className="flex flex-col gap-1 text-sm sm:col-span-2">
        {t('name')}
        <input
          className="text-field"
          required
          maxLength={STAKEHOLDER_NAME_MAX_LENGTH}
          aria-invalid={field === 'name' || undefined}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          data-testid="stakeholder-name"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('type')}
        <select className="text-field" value={values.stakeholderType} onChange={(event) => setValues({ ...values, stakeholderType: event.target.value as StakeholderType })}>
          {STAKEHOLDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('email')}
        <input
          className="text-field"
          type="email"
          dir="ltr"
          aria-invalid={field === 'email' || undefined}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          data-testid="stakeholder-email"
        />
      </label>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="primary-button" disabled={create.isPending}>
          {create.isPending ? t('adding') : t('add')}
        </button>
        {create.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {field ? t(`invalid.${field}`) : errorMessage(create.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
