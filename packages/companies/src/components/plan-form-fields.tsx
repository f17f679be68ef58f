import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField, describedBy } from './form-field';
import { useCompaniesTranslation } from './use-companies-translation';

export interface Choice {
  value: string;
  label: string;
}

/**
 * The inputs of the plan's forms, each labelled, described by its hint and its refusal, and marked
 * invalid while refused: a text (or, `multiline`, a textarea), a date, or a select.
 */
export function usePlanFormFields<Values extends FieldValues>(register: UseFormRegister<Values>, errors: FieldErrors<Values>) {
  const { t } = useCompaniesTranslation();
  const id = useId();
  const inputId = (field: Path<Values>) => `${id}-${field}`;
  const errorOf = (field: Path<Values>) => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? t(message) : undefined;
  };
  const common = (field: Path<Values>, { hint, onChange }: { hint?: string; onChange?: (value: string) => void } = {}) => {
    const error = errorOf(field);
    const registration = register(field, onChange ? { onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : undefined);
    return { id: inputId(field), className: 'text-field', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(inputId(field), { hint, error }), ...registration };
  };

  return {
    text(field: Path<Values>, label: string, { hint, multiline = false, type = 'text', className }: { hint?: string; multiline?: boolean; type?: 'text' | 'date'; className?: string } = {}) {
      return (
        <FormField inputId={inputId(field)} label={label} hint={hint} error={errorOf(field)} className={className}>
          {/* Dates read left to right; what people write takes the direction of its own script. */}
          {multiline ? <textarea rows={4} dir="auto" {...common(field, { hint })} /> : <input type={type} dir={type === 'date' ? 'ltr' : 'auto'} {...common(field, { hint })} />}
        </FormField>
      );
    },
    /** `onChange` hears the choice as it is made, after the form has. */
    choice(field: Path<Values>, label: string, choices: readonly Choice[], { className, onChange }: { className?: string; onChange?: (value: string) => void } = {}) {
      return (
        <FormField inputId={inputId(field)} label={label} error={errorOf(field)} className={className}>
          <select {...common(field, { onChange })}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
      );
    },
  };
}

/** Why a write failed, said at once where the member is; nothing while there is no failure. */
export function FailureAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  ) : null;
}

/** Save and Cancel under a form, with why a save failed. */
export function FormActions({ busy, failure, onCancel, saveLabel }: { busy: boolean; failure: string | null; onCancel: () => void; saveLabel: string }) {
  const { t } = useCompaniesTranslation();
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <FailureAlert text={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="secondary-button" onClick={onCancel} disabled={busy}>
          {t('plan.cancel')}
        </button>
        <button type="submit" className="primary-button" disabled={busy}>
          {busy ? t('plan.saving') : saveLabel}
        </button>
      </div>
    </div>
  );
}
