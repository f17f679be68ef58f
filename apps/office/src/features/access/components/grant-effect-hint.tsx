import { roleAllows, roleHasResource } from '@fikrspace/access';
import { useAccessLabels } from '../hooks/use-access-labels';
import { useAccessTranslation } from '../hooks/use-access-translation';

/**
 * What the grant would change, by spec 001 §6.3: a role that already allows the action makes it
 * redundant, and a role with no entry for the resource (or no role) makes it ineffective, since an
 * explicit grant only fills gaps inside resources the role covers.
 */
export function GrantEffectHint({ role, resource, action }: { role: string | null; resource: string; action: string }) {
  const { t } = useAccessTranslation();
  const labels = useAccessLabels();
  const key = !role
    ? 'form.effectNoRole'
    : roleAllows(role, resource, action)
      ? 'form.effectRedundant'
      : roleHasResource(role, resource)
        ? 'form.effectAdds'
        : 'form.effectNoEntry';
  return (
    <p data-testid="grant-effect" aria-live="polite" className="rounded-lg bg-slate-100 px-3 py-2 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      {t(key, { role: role ? labels.role(role) : '', resource: labels.resource(resource), action: labels.action(action) })}
    </p>
  );
}
