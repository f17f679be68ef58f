import type { MemberAccess, TeamAccess } from '../hooks/use-team-access';
import { PanelCard } from './panel-card';
import { ProductAccessSwitch } from './product-access-switch';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface ProductAccessListProps {
  organizationId: string;
  canManage: boolean;
  team: TeamAccess;
  access: MemberAccess;
}

/** One switch per active product of the catalogue. */
export function ProductAccessList({ organizationId, canManage, team, access }: ProductAccessListProps) {
  const { t } = useAccessTranslation();
  const hiddenFromCaller = !canManage && access.products.size === 0;
  return (
    <PanelCard title={t('products.title')} hint={t('products.hint')} testId="product-access">
      {hiddenFromCaller ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('readOnly.notShown')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {team.products.map((product) => (
            <ProductAccessSwitch
              key={product.id}
              organizationId={organizationId}
              canManage={canManage}
              team={team}
              member={access.member}
              product={product}
              record={access.products.get(product.id) ?? null}
            />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}
