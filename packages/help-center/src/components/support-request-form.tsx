import { errorCode } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useOpenSupportRequest } from '../api/open-support-request';
import type { HelpCenterScope } from '../keys';
import { REQUEST_LIMITS, SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '../model';
import { EMPTY_REQUEST, supportRequestSchema, toNewRequest, type SupportRequestFormOutput, type SupportRequestFormValues } from '../support-request-schema';
import { useHelpCenterTranslation } from './use-help-center-translation';

type Field = keyof SupportRequestFormValues;

/**
 * Opens a request to the platform team: what it is about, what happened, which part of the
 * platform and how urgent it is. Checked before it is sent; once sent the form starts again
 * empty and the request heads the list. A refusal is said in the form and what was typed stays.
 */
export function SupportRequestForm({ scope }: { scope: HelpCenterScope }) {
  const { t } = useHelpCenterTranslation();
  const id = useId();
  const { register, handleSubmit, reset, control, formState } = useForm<SupportRequestFormValues, unknown, SupportRequestFormOutput>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: EMPTY_REQUEST,
  });
  const open = useOpenSupportRequest({ mutationConfig: { onError: () => undefined } });
  const body = useWatch({ control, name: 'body' });

  const inputId = (field: Field) => `${id}-${field}`;
  const errorOf = (field: Field) => {
    const message = formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  /** The props every control shares: its id, its state and the texts that describe it. */
  const fieldProps = (field: Field, hint?: boolean) => {
    const error = errorOf(field);
    const describedBy = [hint ? `${inputId(field)}-hint` : '', error ? `${inputId(field)}-error` : ''].filter(Boolean).join(' ');
    return { id: inputId(field), className: 'text-field', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined, ...register(field) };
  };
  const refusal = (field: Field) =>
    errorOf(field) ? (
      <p id={`${inputId(field)}-error`} className="text-xs text-red-700 dark:text-red-300">
        {errorOf(field)}
      </p>
    ) : null;
  const label = (field: Field) => (
    <label htmlFor={inputId(field)} className="font-medium text-slate-800 dark:text-slate-200">
      {t(`form.${field}`)}
    </label>
  );

  /** A select of a closed vocabulary; `empty` is the choice that says none is made yet. */
  const choice = (field: 'category' | 'priority', values: readonly string[], labels: 'categories' | 'priorities', empty?: string) => (
    <div className="flex flex-col gap-1 text-sm">
      {label(field)}
      <select {...fieldProps(field)}>
        {empty ? <option value="">{empty}</option> : null}
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${labels}.${value}`)}
          </option>
        ))}
      </select>
      {refusal(field)}
    </div>
  );

  const submit = handleSubmit((values) =>
    open
      .mutateAsync({ ...scope, request: toNewRequest(values) })
      .then(() => {
        reset(EMPTY_REQUEST);
        toast({ title: t('form.sent'), variant: 'success' });
      })
      .catch(() => undefined),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="support-request-form" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('form.intro')}</p>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        {label('subject')}
        <input type="text" dir="auto" {...fieldProps('subject')} />
        {refusal('subject')}
      </div>
      <div className="flex flex-col gap-1 text-sm">
        {label('body')}
        <textarea rows={6} dir="auto" {...fieldProps('body', true)} />
        <p id={`${inputId('body')}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {t('form.bodyHint', { used: body.trim().length, max: REQUEST_LIMITS.bodyMax })}
        </p>
        {refusal('body')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {choice('category', SUPPORT_CATEGORIES, 'categories', t('form.choose'))}
        {choice('priority', SUPPORT_PRIORITIES, 'priorities')}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="primary-button" disabled={open.isPending}>
          {open.isPending ? t('form.sending') : t('form.send')}
        </button>
        {open.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(errorCode(open.error) === 'PERMISSION_DENIED' ? 'form.refused' : 'form.sendFailed')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
