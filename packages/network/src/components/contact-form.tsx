import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveNetworkContact } from '../api/save-network-contact';
import type { NetworkScope } from '../keys';
import type { NetworkContact } from '../model';
import { contactSchema, toContactRow, toContactValues, type ContactFormOutput, type ContactFormValues } from '../network-schema';
import { FormActions } from './form-actions';
import { LabelledField } from './labelled-field';
import { useNetworkTranslation } from './use-network-translation';

export interface ContactFormProps {
  scope: NetworkScope;
  relationshipId: string;
  /** The contact to change; none adds one. */
  contact: NetworkContact | null;
  /** Whether the relationship has no contact yet: the first one is primary. */
  first: boolean;
  onDone: () => void;
}

type TextField = Exclude<keyof ContactFormValues, 'isPrimary'>;

/** Adds a contact to a relationship or changes one, checked by the table's rules before it is sent. */
export function ContactForm({ scope, relationshipId, contact, first, onDone }: ContactFormProps) {
  const { t } = useNetworkTranslation();
  const id = useId();
  const { register, handleSubmit, setFocus, formState } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: toContactValues(contact, first),
  });
  // The reason is shown in the form, where the member is, so no toast repeats it.
  const save = useSaveNetworkContact({ mutationConfig: { onError: () => undefined } });
  useEffect(() => setFocus('fullName'), [setFocus]);

  const inputId = (field: keyof ContactFormValues) => `${id}-${field}`;
  const text = (field: TextField, options: { type?: string; ltr?: boolean; autoComplete?: string } = {}) => {
    const error = formState.errors[field]?.message;
    return (
      <LabelledField inputId={inputId(field)} label={t(`contact.${field}`)} error={error ? t(error) : undefined}>
        {(describedBy) => (
          <input
            id={inputId(field)}
            type={options.type ?? 'text'}
            className="text-field"
            autoComplete={options.autoComplete ?? 'off'}
            dir={options.ltr ? 'ltr' : 'auto'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...register(field)}
          />
        )}
      </LabelledField>
    );
  };

  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ ...scope, id: contact?.id, contact: toContactRow(relationshipId, values) })
      .then(() => {
        toast({ title: t(contact ? 'contact.saved' : 'contact.added'), variant: 'success' });
        onDone();
      })
      .catch(() => undefined),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !save.isPending) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate aria-labelledby={`${id}-title`} data-testid="contact-form" className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 dark:bg-slate-800/60">
      <h4 id={`${id}-title`} className="font-semibold sm:col-span-2">
        {t(contact ? 'contact.editTitle' : 'contact.addTitle')}
      </h4>
      {text('fullName', { autoComplete: 'name' })}
      {text('title')}
      {text('email', { type: 'email', ltr: true, autoComplete: 'email' })}
      {text('phone', { type: 'tel', ltr: true, autoComplete: 'tel' })}
      {text('linkedinUrl', { type: 'url', ltr: true })}
      <div className="flex items-center gap-2 self-end text-sm">
        <input id={inputId('isPrimary')} type="checkbox" className="size-4" {...register('isPrimary')} />
        <label htmlFor={inputId('isPrimary')}>{t('contact.isPrimary')}</label>
      </div>
      <FormActions saveLabel={t('contact.save')} pending={save.isPending} error={save.error} onCancel={onDone} />
    </form>
  );
}
