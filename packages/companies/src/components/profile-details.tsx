import { useId } from 'react';
import type { StartupProfile } from '../model';
import { addressHost } from './profile-format';
import { useCompaniesTranslation } from './use-companies-translation';

/**
 * What the profile says beyond the card, for the organization's members who read it without
 * editing it: the description, the legal name, the sub-sector, the business model and the links.
 */
export function ProfileDetails({ profile }: { profile: StartupProfile }) {
  const { t } = useCompaniesTranslation();
  const headingId = useId();
  const links = (
    [
      [t('card.website'), profile.website],
      [t('details.linkedin'), profile.linkedin_url],
      [t('details.x'), profile.x_url],
    ] as const
  ).filter((link): link is readonly [string, string] => !!link[1]);
  const facts: Array<[label: string, value: string | null]> = [
    [t('details.legalName'), profile.legal_name],
    [t('details.subSector'), profile.sub_sector],
    [t('details.businessModel'), profile.business_model ? t(`businessModels.${profile.business_model}`) : null],
  ];
  return (
    <section aria-labelledby={headingId} data-testid="profile-details" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('details.title')}
      </h2>
      <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{profile.description ? <bdi>{profile.description}</bdi> : t('details.noDescription')}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd>{value ? <bdi>{value}</bdi> : t('card.notGiven')}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">{t('details.links')}</h3>
        {links.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map(([label, address]) => (
              <li key={label}>
                {/* Only https addresses of these sites (http too for the website) pass the table's checks. */}
                <a href={address} target="_blank" rel="noopener noreferrer nofollow" className="text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-300">
                  {label}
                  <span className="sr-only"> ({addressHost(address)})</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">{t('card.notGiven')}</p>
        )}
      </div>
    </section>
  );
}
