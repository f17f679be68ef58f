import { useMemo } from 'react';
import type { OrganizationMember } from '../model';
import type { Quarter } from '../roadmap-plan';
import { useCompaniesTranslation } from './use-companies-translation';

/**
 * How the plan reads in the page's language: calendar days (kept as `YYYY-MM-DD` and shown in UTC,
 * so a day never moves with the reader's zone), quarters ("Q4 2026"), percentages, and the owner
 * of a milestone by name.
 */
export function usePlanFormat() {
  const { t, i18n } = useCompaniesTranslation();
  const language = i18n.language || 'en';
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const yearFormat = new Intl.NumberFormat(language, { useGrouping: false });
    const percentFormat = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const numberFormat = new Intl.NumberFormat(language);
    return {
      day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
      year: (year: number) => yearFormat.format(year),
      quarter: ({ quarter, year }: Quarter) => t('plan.quarter', { quarter: numberFormat.format(quarter), year: yearFormat.format(year) }),
      /** A whole percentage (0 to 100), or the text for none. */
      percent: (value: number | null) => (value === null ? t('plan.notYet') : percentFormat.format(value / 100)),
      number: (value: number) => numberFormat.format(value),
      /** The owner's name; none named, or one no longer a member, says so; null while the members are not known. */
      owner: (ownerUserId: string | null, members: readonly OrganizationMember[] | undefined) => {
        if (!ownerUserId) return t('plan.noOwner');
        if (!members) return null;
        return members.find((member) => member.userId === ownerUserId)?.name ?? t('plan.formerMember');
      },
    };
  }, [language, t]);
}
