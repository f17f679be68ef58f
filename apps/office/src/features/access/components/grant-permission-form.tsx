import { PERMISSION_ACTIONS, PERMISSION_RESOURCES, useGrantPermission } from '@fikrspace/access';
import { toast } from '@fikrspace/ui';
import { useId, useState, type FormEvent } from 'react';
import type { TeamMember } from '@fikrspace/people/api/get-team-members';
import { useAccessLabels } from '../hooks/use-access-labels';
import { checkExpiry, localMinute } from '../utils/expiry-input';
import { ActionError } from '../../../components/action-error';
import { GrantEffectHint } from './grant-effect-hint';
import { PanelCard } from './panel-card';
import { useAccessTranslation } from '../hooks/use-access-translation';

type FieldErrors = Partial<Record<'resource' | 'action' | 'expiresAt', string>>;

export interface GrantPermissionFormProps {
  organizationId: string;
  member: TeamMember;
  /** The member's active matrix role, to say what a grant would change. */
  role: string | null;
}

/** Grants the member one permission, optionally until a time (spec 001 §4 "Permission grant"). */
export function GrantPermissionForm({ organizationId, member, role }: GrantPermissionFormProps) {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const grant = useGrantPermission();
  const [resource, setResource] = useState('');
  const [action, setAction] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = { resource: useId(), action: useId(), expiresAt: useId(), expiryHint: useId(), error: useId() };

  function validate(): { expiresAt: string | null } | null {
    const found: FieldErrors = {};
    if (!resource) found.resource = t('form.chooseResource');
    if (!action) found.action = t('form.chooseAction');
    const expiry = checkExpiry(expiresAt);
    if (!expiry.ok) found.expiresAt = expiry.reason === 'past' ? t('form.expiryPast') : t('form.expiryInvalid');
    setErrors(found);
    return expiry.ok && Object.keys(found).length === 0 ? { expiresAt: expiry.expiresAt } : null;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (grant.isPending) return;
    const valid = validate();
    if (!valid) return;
    const what = `${labels.resource(resource)} · ${labels.action(action)}`;
    grant.mutate(
      { userId: member.userId, organizationId, resource, action, expiresAt: valid.expiresAt },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('toasts.granted', { permission: what, name: member.name }) });
          setResource('');
          setAction('');
          setExpiresAt('');
        },
      },
    );
  }

  const describedBy = (field: keyof FieldErrors, ...extra: string[]) => [...extra, errors[field] ? `${ids[field]}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <PanelCard title={t('form.title')} testId="grant-permission">
      <form noValidate onSubmit={onSubmit} aria-busy={grant.isPending} className="flex flex-col gap-3" data-testid="grant-permission-form">
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.resource} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('form.resource')}
            </label>
            <select
              id={ids.resource}
              className="text-field"
              value={resource}
              onChange={(event) => setResource(event.target.value)}
              aria-invalid={errors.resource ? true : undefined}
              aria-describedby={describedBy('resource')}
            >
              <option value="">{t('form.choose')}</option>
              {PERMISSION_RESOURCES.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {labels.resource(candidate)} ({candidate})
                </option>
              ))}
            </select>
            <FieldError id={`${ids.resource}-error`} message={errors.resource} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.action} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('form.action')}
            </label>
            <select
              id={ids.action}
              className="text-field"
              value={action}
              onChange={(event) => setAction(event.target.value)}
              aria-invalid={errors.action ? true : undefined}
              aria-describedby={describedBy('action')}
            >
              <option value="">{t('form.choose')}</option>
              {PERMISSION_ACTIONS.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {labels.action(candidate)} ({candidate})
                </option>
              ))}
            </select>
            <FieldError id={`${ids.action}-error`} message={errors.action} />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.expiresAt} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('form.expiresAt')}
          </label>
          <p id={ids.expiryHint} className="text-xs text-slate-600 dark:text-slate-400">
            {t('form.expiresAtHint')}
          </p>
          <input
            id={ids.expiresAt}
            type="datetime-local"
            className="text-field sm:max-w-64"
            value={expiresAt}
            min={localMinute()}
            onChange={(event) => setExpiresAt(event.target.value)}
            aria-invalid={errors.expiresAt ? true : undefined}
            aria-describedby={describedBy('expiresAt', ids.expiryHint)}
          />
          <FieldError id={`${ids.expiresAt}-error`} message={errors.expiresAt} />
        </div>
        {resource && action ? <GrantEffectHint role={role} resource={resource} action={action} /> : null}
        {grant.isError ? <ActionError id={ids.error} summary={t('errors.grant')} error={grant.error} /> : null}
        <div>
          <button type="submit" className="primary-button" disabled={grant.isPending}>
            {grant.isPending ? t('form.granting') : t('form.grant')}
          </button>
        </div>
      </form>
    </PanelCard>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
