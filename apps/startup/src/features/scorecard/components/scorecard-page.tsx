import { useAppStore } from '@fikrspace/app-store';
import { useDataRoomDocuments } from '@fikrspace/cap-table/api/get-data-room-documents';
import { usePitchDeckVersions } from '@fikrspace/cap-table/api/get-pitch-deck-versions';
import { LEGAL_CATEGORIES, localToday } from '@fikrspace/cap-table/model';
import { useMilestones } from '@fikrspace/companies/api/get-milestones';
import { useStartupProfile } from '@fikrspace/companies/api/get-startup-profile';
import { useMetricPeriods } from '@fikrspace/metrics/api/get-metric-periods';
import { useTeamMembers } from '@fikrspace/people/api/get-team-members';
import { useTeamProfiles } from '@fikrspace/people/api/get-team-profiles';
import { EmptyState, ErrorPanel, LoadingScreen, PageHeader } from '@fikrspace/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { missingProfileFields, readinessChecks, type ReadinessCheck } from '../readiness';
import { ReadinessChecklist } from './readiness-checklist';

/** Asks again for every read that failed; the ones that answered stay. */
function retry(reads: readonly { isError: boolean; refetch: () => Promise<unknown> }[]) {
  for (const read of reads) if (read.isError) void read.refetch();
}

/**
 * How ready the company is to meet investors (/fikrspace/startup/scorecard), until the Fikr Score
 * exists: a checklist of what investors check first, from the company's profile, metrics, pitch
 * deck, legal papers, team and roadmap. Each part reads what its own page reads, so opening the
 * page that fixes an item costs no second request.
 */
export default function ScorecardPage() {
  const { t, i18n } = useTranslation('startup');
  const organization = useAppStore((state) => state.organization);
  const organizationId = organization?.id ?? null;
  const scope = useMemo(() => (organizationId ? { viewerOrganizationId: organizationId, organizationId } : null), [organizationId]);
  // One day for every check while the page is open.
  const [today] = useState(() => localToday());

  const profile = useStartupProfile({ viewerOrganizationId: organizationId, organizationId });
  const periods = useMetricPeriods(scope);
  const versions = usePitchDeckVersions(organizationId);
  const legalDocuments = useDataRoomDocuments(organizationId, LEGAL_CATEGORIES);
  const members = useTeamMembers(organizationId ?? '');
  const profiles = useTeamProfiles(organizationId ?? '');
  const milestones = useMilestones(scope);
  const reads = [profile, periods, versions, legalDocuments, members, profiles, milestones];

  const page = (body: ReactNode) => (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4" data-testid="scorecard-page">
      <PageHeader title={t('scorecard.title')} description={t('scorecard.description')} />
      {body}
    </div>
  );

  if (!organization) return page(<EmptyState title={t('scorecard.noOrganization')} description={t('scorecard.noOrganizationHint')} />);
  const failed = reads.find((read) => read.isError);
  if (failed) return page(<ErrorPanel error={failed.error} headingLevel={2} onTryAgain={() => retry(reads)} />);
  if (reads.some((read) => read.isPending)) return page(<LoadingScreen fullPage={false} />);

  const checks = readinessChecks(
    {
      profile: profile.data ?? null,
      logoUrl: organization.logoUrl,
      periods: periods.data ?? [],
      versions: versions.data ?? [],
      legalDocuments: legalDocuments.data ?? [],
      members: members.data ?? [],
      profiles: profiles.data ?? [],
      milestones: milestones.data ?? [],
    },
    today,
  );
  const fields = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const detail = (check: ReadinessCheck) =>
    check.id === 'profile' && !check.done
      ? t('scorecard.items.profile.missing', { fields: fields.format(missingProfileFields(profile.data ?? null, organization.logoUrl).map((field) => t(`scorecard.fields.${field}`))) })
      : t(`scorecard.items.${check.id}.${check.detail.key}`, check.detail.values);
  return page(<ReadinessChecklist checks={checks} detail={detail} />);
}
