import { DEFAULT_PORTAL_PATH, portalPathForOrganizationType } from '@fikrspace/portal-kit';
import type { AppEnterpriseRole } from '@fikrspace/app-store';
import { isOwnerOrManager, useMyOrganizations, useSession, useSessionServices, useSwitchOrganization } from '@fikrspace/session';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@fikrspace/router';

/** Where a member changes their picture and their organization's logo (the portal root's account page). */
export const ACCOUNT_SETTINGS_PATH = `${DEFAULT_PORTAL_PATH}/account`;

/** Up to two initials of a name, for a profile without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s@._-]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * The header's account block: who is signed in, in which organization, with which role, and,
 * for a member of several organizations, the 'Switch Organization' dropdown (spec 001 §2.11).
 */
export function AccountMenu() {
  // Role names are translated from the reference namespaces, keyed by the row's name.
  const { t } = useTranslation(['common', 'enterprise-roles', 'organization-roles']);
  const { user, organization, role } = useSession();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const shown = shownRole(role, organization ? (user.organizationRole ?? null) : null);
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-3 sm:flex-none" data-testid="account-menu">
      {organization?.logoUrl ? (
        // The organization's name is written beside it: the logo adds nothing to say.
        <img src={organization.logoUrl} alt="" className="hidden h-8 w-8 shrink-0 rounded-lg border border-slate-200 bg-white object-contain sm:block dark:border-slate-700" data-testid="organization-logo" />
      ) : null}
      <div className="min-w-0 text-end">
        <p className="truncate text-sm font-semibold" data-testid="account-name" title={t('session.signedInAs', { name })}>
          {name}
        </p>
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
          <span data-testid="account-organization">{organization?.name ?? t('session.noOrganization')}</span>
          {shown ? (
            <>
              {' · '}
              <span data-testid="account-role">{t(shown.name, { ns: shown.namespace, defaultValue: shown.defaultValue })}</span>
            </>
          ) : null}
        </p>
      </div>
      <OrganizationSwitcher userId={user.id} currentOrganizationId={organization?.id ?? null} />
      <Link
        to={ACCOUNT_SETTINGS_PATH}
        title={t('session.accountSettings')}
        className="shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        data-testid="account-settings-link"
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="h-9 w-9 rounded-full border border-slate-200 bg-white object-cover dark:border-slate-700" data-testid="account-avatar" />
        ) : (
          <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {initialsOf(name)}
          </span>
        )}
        <span className="sr-only">{t('session.accountSettings')}</span>
      </Link>
    </div>
  );
}

/**
 * The role the header names. Platform operators (enterprise owner and manager) act for the
 * platform, so theirs is the enterprise role; everyone else works as what they are in the
 * organization they are in (its owner, an editor...), which the enterprise role 'User' would hide;
 * without a role there, the enterprise role.
 */
export function shownRole(enterpriseRole: AppEnterpriseRole | null, organizationRole: string | null) {
  if (organizationRole && !isOwnerOrManager({ enterpriseRole })) return { namespace: 'organization-roles', name: organizationRole, defaultValue: organizationRole } as const;
  if (enterpriseRole) return { namespace: 'enterprise-roles', name: enterpriseRole.name, defaultValue: enterpriseRole.displayName } as const;
  return null;
}

function OrganizationSwitcher({ userId, currentOrganizationId }: { userId: string; currentOrganizationId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { reloadProfile } = useSessionServices();
  const organizations = useMyOrganizations(userId);
  const switcher = useSwitchOrganization(reloadProfile);
  const list = organizations.data ?? [];
  // Spec 001 §2.11: only for a member of more than one organization.
  if (list.length <= 1) return null;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="sr-only">
        {t('session.switchOrganization')}
      </label>
      <select
        id={id}
        data-testid="switch-organization"
        className="max-w-[45vw] rounded-lg sm:max-w-56 border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-700 dark:bg-slate-950"
        value={currentOrganizationId ?? ''}
        disabled={switcher.isPending}
        title={t('session.switchOrganization')}
        onChange={(event) => {
          const target = list.find((organization) => organization.id === event.target.value);
          if (!target) return;
          switcher.mutate(
            { userId, organizationId: target.id },
            { onSuccess: () => navigate(portalPathForOrganizationType(target.type)) },
          );
        }}
      >
        {currentOrganizationId ? null : <option value="">{t('session.switchOrganization')}</option>}
        {list.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name} ({organization.typeLabel})
          </option>
        ))}
      </select>
      {switcher.isError ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          {t('session.switchFailed')}
        </p>
      ) : null}
    </div>
  );
}
