import { useId } from 'react';
import type { StartupProfile } from '../model';
import { addressHost, formatNumber, foundedYear, initialsOf, locationText } from './profile-format';
import { useCompaniesTranslation } from './use-companies-translation';

export interface PublicCardProps {
  profile: StartupProfile;
  /** The organization's logo (its public address), or none: the card then shows initials. */
  logoUrl: string | null;
}

/**
 * A startup's card as the directory shows it to investors, accelerators and mentors: logo, name,
 * tagline, sector and stage, where, since when, how many people and the website. Nothing here is
 * for the startup's eyes only (its legal name, its description, whether it is listed), so the
 * preview on the profile page is exactly what others see.
 */
export function PublicCard({ profile, logoUrl }: PublicCardProps) {
  const { t, i18n } = useCompaniesTranslation();
  const headingId = useId();
  const language = i18n.language;
  const location = locationText(profile.city, profile.country_code, language, (city, country) => t('card.locationValue', { city, country }));
  const facts: Array<[label: string, value: string | null, testId: string]> = [
    [t('card.location'), location, 'card-location'],
    [t('card.founded'), foundedYear(profile.founded_on, language), 'card-founded'],
    [t('card.teamSize'), formatNumber(profile.team_size, language), 'card-team-size'],
  ];
  return (
    <article aria-labelledby={headingId} data-testid="public-card" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-4">
        {logoUrl ? (
          <img src={logoUrl} alt={t('card.logoAlt', { name: profile.display_name })} className="size-16 shrink-0 rounded-xl border border-slate-200 bg-white object-cover dark:border-slate-700" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-xl font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {initialsOf(profile.display_name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-semibold text-slate-900 dark:text-white">
            <bdi>{profile.display_name}</bdi>
          </h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="card-tagline">
            {profile.tagline ? <bdi>{profile.tagline}</bdi> : t('card.noTagline')}
          </p>
        </div>
      </div>
      {profile.sector || profile.stage ? (
        <ul className="flex flex-wrap gap-2 text-xs font-medium" aria-label={t('card.labels')}>
          {profile.sector ? <li className="rounded-full bg-emerald-50 px-3 py-1 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{t(`sectors.${profile.sector}`)}</li> : null}
          {profile.stage ? <li className="rounded-full bg-violet-50 px-3 py-1 text-violet-800 dark:bg-violet-950 dark:text-violet-200">{t(`stages.${profile.stage}`)}</li> : null}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {facts.map(([label, value, testId]) => (
          // The place is the longest fact ("Kuwait City, Kuwait"): it gets the whole row rather than an ellipsis.
          <div key={testId} className={`min-w-0 ${testId === 'card-location' ? 'col-span-2' : ''}`}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100" data-testid={testId}>
              {value ?? t('card.notGiven')}
            </dd>
          </div>
        ))}
        <div className="min-w-0">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('card.website')}</dt>
          <dd className="truncate" data-testid="card-website">
            {profile.website ? (
              // Only http(s) addresses pass the table's check, so the link cannot run script.
              <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow" dir="ltr" className="text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-300">
                {addressHost(profile.website)}
              </a>
            ) : (
              t('card.notGiven')
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
