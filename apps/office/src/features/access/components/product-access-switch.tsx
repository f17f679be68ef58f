import { useProductName, useSetProductAccess, type Product, type ProductAccessRecord } from '@fikrspace/products';
import { toast } from '@fikrspace/ui';
import { useId } from 'react';
import type { TeamMember } from '@fikrspace/people/api/get-team-members';
import { useActorName } from '../hooks/use-actor-name';
import type { TeamAccess } from '../hooks/use-team-access';
import { ActionError } from '../../../components/action-error';
import { ActorStamp } from './actor-stamp';
import { useAccessTranslation } from '../hooks/use-access-translation';

export interface ProductAccessSwitchProps {
  organizationId: string;
  canManage: boolean;
  team: TeamAccess;
  member: TeamMember;
  product: Product;
  /** Null when access to the product was never set for the member. */
  record: ProductAccessRecord | null;
}

/** Whether the member may open one product, who last changed it and when. */
export function ProductAccessSwitch({ organizationId, canManage, team, member, product, record }: ProductAccessSwitchProps) {
  const { t } = useAccessTranslation();
  const actorName = useActorName(team);
  const productName = useProductName();
  const setAccess = useSetProductAccess();
  const labelId = useId();
  const detailId = useId();
  const errorId = useId();

  const enabled = record?.enabled ?? false;
  const shown = setAccess.isPending ? setAccess.variables.enabled : enabled;
  const detail = record ? (
    <ActorStamp i18nKey={record.enabled ? 'products.onBy' : 'products.offBy'} name={actorName(record.grantedBy)} iso={record.updatedAt} />
  ) : (
    t('products.neverSet')
  );

  function toggle() {
    const next = !enabled;
    setAccess.mutate(
      { userId: member.userId, organizationId, productId: product.id, enabled: next },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: t(next ? 'toasts.productOn' : 'toasts.productOff', { product: productName(product), name: member.name }) }),
      },
    );
  }

  return (
    <li data-testid="product-access-row" data-product={product.productKey} data-enabled={String(enabled)} className="flex flex-col gap-2 py-2.5">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-white">
            {productName(product)}
          </p>
          <p id={detailId} className="text-xs text-slate-600 dark:text-slate-400">
            {detail}
          </p>
        </div>
        {canManage ? (
          <button
            type="button"
            role="switch"
            aria-checked={shown}
            aria-labelledby={labelId}
            aria-describedby={setAccess.isError ? `${detailId} ${errorId}` : detailId}
            aria-busy={setAccess.isPending}
            disabled={setAccess.isPending}
            onClick={toggle}
            className="flex h-6 w-11 shrink-0 cursor-pointer items-center justify-start rounded-full bg-slate-300 px-0.5 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60 aria-checked:justify-end aria-checked:bg-emerald-600 dark:bg-slate-600 dark:focus-visible:ring-offset-slate-900 dark:aria-checked:bg-brand-strong"
          >
            <span aria-hidden="true" className="size-5 rounded-full bg-white shadow-sm" />
          </button>
        ) : (
          <span
            className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              enabled ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950/70 dark:text-emerald-200' : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
            }`}
          >
            {enabled ? t('products.on') : t('products.off')}
          </span>
        )}
      </div>
      {setAccess.isError ? <ActionError id={errorId} summary={t('errors.product', { product: productName(product) })} error={setAccess.error} /> : null}
    </li>
  );
}
