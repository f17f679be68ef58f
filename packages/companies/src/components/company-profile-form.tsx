import { errorCode } from '@fikrspace/errors';
import { toast } from '@fikrspace/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useSaveStartupProfile } from '../api/save-startup-profile';
import { COUNTRY_CODES, countryName } from '../countries';
import { BUSINESS_MODELS, PROFILE_LIMITS, SECTORS, STARTUP_STAGES, type StartupProfile } from '../model';
import { startupProfileSchema, toFormValues, toProfileRow, type ProfileField, type ProfileFormOutput, type ProfileFormValues } from '../profile-schema';
import { FormField, describedBy } from './form-field';
import { useCompaniesTranslation } from './use-companies-translation';

export interface CompanyProfileFormProps {
  /** The organization whose profile this is. */
  organizationId: string;
  /** The organization the viewer works in: a save refreshes the answers cached for it. */
  viewerOrganizationId: string;
  /** The saved profile, or null before the first save. */
  profile: StartupProfile | null;
  /** A first profile starts from the organization's name. */
  organizationName: string;
}

type TextField = Exclude<ProfileField, 'isListed'>;

/** What a refused save says, by the error's code; anything else may pass on a second try. */
const SAVE_FAILURES: Record<string, string> = {
  PERMISSION_DENIED: 'form.refused',
  VALIDATION_ERROR: 'form.refusedValue',
};

/**
 * The profile's form. Each field is checked by the same rules as the table (profile-schema.ts)
 * when the member saves, and a refused field says why beside it; what was typed stays, whether
 * the browser or the database said no. A save replaces the whole profile, then the form starts
 * again from what the database kept.
 */
export function CompanyProfileForm({ organizationId, viewerOrganizationId, profile, organizationName }: CompanyProfileFormProps) {
  const { t, i18n } = useCompaniesTranslation();
  const id = useId();
  const { register, handleSubmit, reset, control, formState } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(startupProfileSchema),
    defaultValues: toFormValues(profile, organizationName),
  });
  // The reason is shown beside the form, where the member is, so no toast repeats it.
  const save = useSaveStartupProfile({ mutationConfig: { onError: () => undefined } });
  const [tagline, description] = useWatch({ control, name: ['tagline', 'description'] });
  const language = i18n.language;
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, language)),
    [language],
  );

  const inputId = (field: ProfileField) => `${id}-${field}`;
  const errorOf = (field: ProfileField): string | undefined => {
    const error: FieldError | undefined = formState.errors[field];
    return error?.message ? t(error.message) : undefined;
  };
  const counter = (value: string, max: number) => t('form.characters', { used: value.trim().length, max });

  /** A text input (or textarea) with its label, hint and refusal. */
  const textField = (field: TextField, label: string, options: { hint?: string; type?: string; ltr?: boolean; max?: number; multiline?: boolean; inputMode?: 'numeric' | 'url'; className?: string } = {}) => {
    const error = errorOf(field);
    const value = field === 'tagline' ? tagline : field === 'description' ? description : null;
    const props = {
      id: inputId(field),
      className: 'text-field',
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(inputId(field), { hint: options.hint, error }),
      // Addresses, dates and numbers read left to right; what people write takes the direction of its own script.
      dir: options.ltr ? 'ltr' : 'auto',
      ...register(field),
    };
    return (
      <FormField
        inputId={inputId(field)}
        label={label}
        hint={options.hint}
        error={error}
        counter={options.max !== undefined && value !== null ? counter(value, options.max) : undefined}
        className={options.className}
      >
        {options.multiline ? <textarea rows={6} {...props} /> : <input type={options.type ?? 'text'} inputMode={options.inputMode} {...props} />}
      </FormField>
    );
  };

  /** A select of a closed vocabulary, with an empty choice first. */
  const choiceField = (field: 'sector' | 'stage' | 'businessModel' | 'countryCode', label: string, options: Array<{ value: string; label: string }>) => {
    const error = errorOf(field);
    return (
      <FormField inputId={inputId(field)} label={label} error={error}>
        <select id={inputId(field)} className="text-field" aria-invalid={error ? true : undefined} aria-describedby={describedBy(inputId(field), { error })} {...register(field)}>
          <option value="">{t('form.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  const submit = handleSubmit((values) =>
    save.mutate(
      { viewerOrganizationId, profile: toProfileRow(organizationId, values) },
      {
        onSuccess: (saved) => {
          reset(toFormValues(saved, organizationName));
          toast({ title: t('form.saved'), variant: 'success' });
        },
      },
    ),
  );

  const section = (title: string) => <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase sm:col-span-2 dark:text-slate-400">{title}</h3>;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="company-profile-form"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold sm:col-span-2">
        {t('form.title')}
      </h2>

      {section(t('form.basics'))}
      {textField('displayName', t('fields.displayName'))}
      {textField('legalName', t('fields.legalName'))}
      {textField('tagline', t('fields.tagline'), { hint: t('fields.taglineHint'), max: PROFILE_LIMITS.tagline, className: 'sm:col-span-2' })}
      {textField('description', t('fields.description'), { multiline: true, max: PROFILE_LIMITS.description, className: 'sm:col-span-2' })}

      {section(t('form.market'))}
      {choiceField('sector', t('fields.sector'), SECTORS.map((value) => ({ value, label: t(`sectors.${value}`) })))}
      {textField('subSector', t('fields.subSector'))}
      {choiceField('stage', t('fields.stage'), STARTUP_STAGES.map((value) => ({ value, label: t(`stages.${value}`) })))}
      {choiceField('businessModel', t('fields.businessModel'), BUSINESS_MODELS.map((value) => ({ value, label: t(`businessModels.${value}`) })))}

      {section(t('form.place'))}
      {choiceField('countryCode', t('fields.country'), countries.map(({ code, name }) => ({ value: code, label: name })))}
      {textField('city', t('fields.city'))}
      {textField('foundedOn', t('fields.foundedOn'), { type: 'date', ltr: true })}
      {textField('teamSize', t('fields.teamSize'), { inputMode: 'numeric', ltr: true })}

      {section(t('form.links'))}
      {textField('website', t('fields.website'), { type: 'url', inputMode: 'url', ltr: true, className: 'sm:col-span-2' })}
      {textField('linkedinUrl', t('fields.linkedinUrl'), { type: 'url', inputMode: 'url', ltr: true })}
      {textField('xUrl', t('fields.xUrl'), { type: 'url', inputMode: 'url', ltr: true })}

      {section(t('form.listing'))}
      <div className="flex items-start gap-3 text-sm sm:col-span-2">
        <input id={inputId('isListed')} type="checkbox" className="mt-1 size-4" aria-describedby={`${inputId('isListed')}-hint`} {...register('isListed')} />
        <div>
          <label htmlFor={inputId('isListed')} className="font-medium">
            {t('fields.isListed')}
          </label>
          <p id={`${inputId('isListed')}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {t('fields.isListedHint')}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className="primary-button" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
        {save.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(SAVE_FAILURES[errorCode(save.error) ?? ''] ?? 'form.saveFailed')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
