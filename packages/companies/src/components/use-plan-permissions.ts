import { usePermission } from '@fikrspace/access';

export interface PlanPermissions {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** Until every answer is in, a page cannot tell which controls to show. */
  isLoading: boolean;
}

/**
 * What the member may do to the plan: the matrix's objectives resource, action by action, the same
 * rights the table's policies check. This only decides which controls show; the database decides
 * what happens.
 */
export function usePlanPermissions(): PlanPermissions {
  const create = usePermission('objectives', 'create');
  const update = usePermission('objectives', 'update');
  const remove = usePermission('objectives', 'delete');
  return {
    canCreate: create.allowed,
    canUpdate: update.allowed,
    canDelete: remove.allowed,
    isLoading: create.isLoading || update.isLoading || remove.isLoading,
  };
}
