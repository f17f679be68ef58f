import { useTranslation } from 'react-i18next';
import { usePeopleTranslation } from './use-people-translation';

/** Up to two initials of a name, in whatever script it is written, for a member without a picture. */
export function initialsOf(name: string): string {
  const [first = '', second = ''] = name.trim().split(/[\s@._-]+/u);
  return `${Array.from(first)[0] ?? ''}${Array.from(second)[0] ?? ''}`.toLocaleUpperCase();
}

/**
 * How the team page writes what the database gives it, in the page's language: a calendar date
 * (`YYYY-MM-DD`, the day itself wherever the reader is), a moment, and a matrix role by the
 * reference namespace that names it everywhere (an unknown role shows as the database spells it).
 */
export function usePeopleFormat() {
  const { i18n } = usePeopleTranslation();
  const { t: roleText } = useTranslation('organization-roles');
  const language = i18n.language;
  return {
    date: (day: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    moment: (at: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    role: (role: string) => roleText(role, { defaultValue: role }),
  };
}
