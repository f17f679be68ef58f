import { useDeferredValue, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useNetworkCandidates } from '../api/find-network-candidates';
import type { NetworkScope } from '../keys';
import type { NetworkOrganization } from '../model';
import { useNetworkTranslation } from './use-network-translation';

export interface CounterpartPickerProps {
  scope: NetworkScope;
  inputId: string;
  /** The organization chosen before the form opened, kept as a choice whatever the search finds. */
  current: NetworkOrganization | null;
  error?: string;
  /** The select's registration with the form. */
  registration: UseFormRegisterReturn;
}

/**
 * Finds a platform organization by part of its name, then chooses it from the list: a search box
 * and a plain select, so the keyboard and screen readers work as they always do. The list is the
 * database's answer for the words typed; the last answer stays while the next one comes.
 */
export function CounterpartPicker({ scope, inputId, current, error, registration }: CounterpartPickerProps) {
  const { t } = useNetworkTranslation();
  const [search, setSearch] = useState('');
  const candidates = useNetworkCandidates(scope, useDeferredValue(search));
  const found = candidates.data ?? [];
  const choices = current && !found.some((organization) => organization.id === current.id) ? [current, ...found] : found;
  const errorId = `${inputId}-error`;

  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm sm:col-span-2">
      <label htmlFor={`${inputId}-search`} className="font-medium text-slate-800 dark:text-slate-200">
        {t('form.search')}
      </label>
      <input
        id={`${inputId}-search`}
        type="search"
        className="text-field"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('form.searchPlaceholder')}
        dir="auto"
        autoComplete="off"
      />
      <label htmlFor={inputId} className="font-medium text-slate-800 dark:text-slate-200">
        {t('form.organization')}
      </label>
      <select id={inputId} className="text-field" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} aria-busy={candidates.isFetching} {...registration}>
        <option value="">{candidates.isError ? t('form.searchFailed') : choices.length ? t('form.choose') : t('form.noMatch')}</option>
        {choices.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {t('form.organizationOption', { name: organization.name, type: t(`organizationTypes.${organization.organization_type}`) })}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
