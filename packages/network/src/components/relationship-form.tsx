import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSaveNetworkRelationship } from '../api/save-network-relationship';
import type { NetworkScope } from '../keys';
import { RELATIONSHIP_KINDS, RELATIONSHIP_STATUSES, type NetworkOrganization, type RelationshipKind, type SavedRelationshipFields } from '../model';
import { relationshipSchema, toRelationshipRow, toRelationshipValues, type RelationshipFormOutput, type RelationshipFormValues } from '../network-schema';
import { CounterpartPicker } from './counterpart-picker';
import { FormActions } from './form-actions';
import { LabelledField } from './labelled-field';
import { useNetworkTranslation } from './use-network-translation';

export interface RelationshipFormProps {
  scope: NetworkScope;
  /** The relationship to change; none adds one. */
  relationship: SavedRelationshipFields | null;
  /** The platform organization it names now, by name. */
  counterpart: NetworkOrganization | null;
  /**
   * The kinds a new relationship may take, the first chosen at the start (a page that shows only
   * these kinds would otherwise lose sight of what was added). Every kind when absent.
   */
  kinds?: readonly RelationshipKind[];
  onDone: () => void;
}

/**
 * Adds a relationship to the network or changes one: whom it is with (an organization on the
 * platform, found by name, or one outside it, written in words), what kind of tie it is, where
 * it stands, since when, and notes. Checked by the table's rules before it is sent; a refusal is
 * said in the form and what was typed stays.
 */
export function RelationshipForm({ scope, relationship, counterpart, kinds, onDone }: RelationshipFormProps) {
  const { t } = useNetworkTranslation();
  const id = useId();
  const { register, handleSubmit, control, setFocus, formState } = useForm<RelationshipFormValues, unknown, RelationshipFormOutput>({
    resolver: zodResolver(relationshipSchema),
    defaultValues: toRelationshipValues(relationship, (!relationship && kinds?.[0]) || ''),
  });
  const save = useSaveNetworkRelationship({ mutationConfig: { onError: () => undefined } });
  const place = useWatch({ control, name: 'place' });
  useEffect(() => setFocus('kind'), [setFocus]);

  const inputId = (field: keyof RelationshipFormValues) => `${id}-${field}`;
  const errorOf = (field: keyof RelationshipFormValues) => {
    const message = formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  // A saved relationship may move to any kind; a new one takes one of the page's.
  const kindChoices = !relationship && kinds?.length ? kinds : RELATIONSHIP_KINDS;
  const choice = (field: 'kind' | 'status', values: readonly string[], labels: string) => (
    <LabelledField inputId={inputId(field)} label={t(`form.${field}`)} error={errorOf(field)}>
      {(describedBy) => (
        <select id={inputId(field)} className="text-field" aria-invalid={errorOf(field) ? true : undefined} aria-describedby={describedBy} {...register(field)}>
          {field === 'kind' && kindChoices === RELATIONSHIP_KINDS ? <option value="">{t('form.choose')}</option> : null}
          {values.map((value) => (
            <option key={value} value={value}>
              {t(`${labels}.${value}`)}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );

  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ ...scope, id: relationship?.id, relationship: toRelationshipRow(values) })
      .then(() => {
        toast({ title: t(relationship ? 'form.saved' : 'form.added'), variant: 'success' });
        onDone();
      })
      .catch(() => undefined),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !save.isPending) onDone();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="relationship-form"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold sm:col-span-2">
        {t(relationship ? 'form.editTitle' : 'form.addTitle')}
      </h2>
      {choice('kind', kindChoices, 'kinds')}
      {choice('status', RELATIONSHIP_STATUSES, 'statuses')}

      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('form.place')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(['platform', 'outside'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} className="size-4" {...register('place')} />
              {t(`form.places.${value}`)}
            </label>
          ))}
        </div>
        {place === 'platform' ? (
          <CounterpartPicker scope={scope} inputId={inputId('relatedOrganizationId')} current={counterpart} error={errorOf('relatedOrganizationId')} registration={register('relatedOrganizationId')} />
        ) : (
          <LabelledField inputId={inputId('relatedName')} label={t('form.relatedName')} hint={t('form.relatedNameHint')} error={errorOf('relatedName')}>
            {(describedBy) => <input id={inputId('relatedName')} className="text-field" dir="auto" aria-invalid={errorOf('relatedName') ? true : undefined} aria-describedby={describedBy} {...register('relatedName')} />}
          </LabelledField>
        )}
      </fieldset>

      <LabelledField inputId={inputId('sinceOn')} label={t('form.sinceOn')} error={errorOf('sinceOn')}>
        {(describedBy) => <input id={inputId('sinceOn')} type="date" className="text-field" dir="ltr" aria-invalid={errorOf('sinceOn') ? true : undefined} aria-describedby={describedBy} {...register('sinceOn')} />}
      </LabelledField>
      <LabelledField inputId={inputId('notes')} label={t('form.notes')} error={errorOf('notes')} className="sm:col-span-2">
        {(describedBy) => <textarea id={inputId('notes')} rows={3} className="text-field" dir="auto" aria-invalid={errorOf('notes') ? true : undefined} aria-describedby={describedBy} {...register('notes')} />}
      </LabelledField>

      <FormActions saveLabel={t('form.save')} pending={save.isPending} error={save.error} onCancel={onDone} />
    </form>
  );
}
